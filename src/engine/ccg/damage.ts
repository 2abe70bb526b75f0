/**
 * Damage and death: hits (less any prevented by cards in play, once per turn each), injuries (an
 * ability one lower, which may lower life; 0 in an ability kills), stuck, healing, death and the
 * reload that puts the raider back at her save point or entrance with her hand redrawn.
 */
import { shuffle } from '../core/random.ts';
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import type { Impairment } from './content.ts';
import { placedAt, spotText } from './map.ts';
import { drawCards } from './piles.ts';
import { ability, baseAbility, hasPlayEffect, life, mustDie, keptPlayEffects } from './raider-stats.ts';
import { ABILITIES, type Ability, type RaiderState } from './types.ts';

/** Applies a list of impairments (a failed test's consequences); `prevented` hits are taken off. */
export function impair(ctx: Ctx, r: RaiderState, list: Impairment[], source: string, prevented = 0): void {
  for (const imp of list) {
    if (r.dead) return;
    if (imp.type === 'stuck') makeStuck(ctx, r, source);
    else if (imp.type === 'hit') takeHits(ctx, r, imp.hits, source, prevented);
    else if (imp.type === 'injury') injure(ctx, r, imp.ability, source);
  }
}

export function makeStuck(ctx: Ctx, r: RaiderState, source: string): void {
  if (ignoresStuck(ctx, r, source)) return;
  r.stuckTurn = ctx.state.turn;
  if (!ctx.quiet)
    ctx.events.push({
      type: 'stuck',
      text: `${r.name} is stuck (${source}): no search this turn, and she stays here through the next action round.`,
      player: r.player,
    });
  const step = ctx.state.step;
  // Her movement ends here: the obstacles still to face at this location are faced, then her action round is over.
  // Passing through, her action round ends after this location's obstacles; standing still, this is where her move
  // ends.
  if (step && step.player === r.player && step.stage === 'move') {
    step.stage = step.continueTo || step.toFace.length ? 'done' : 'fight';
    step.continueTo = null;
  }
}

/**
 * Stuck ignored (rule decision 504): all of this turn after an `ignoreStuck` card was played (Unstoppable), or
 * once in the level by a card in play whose `ignoreStuck` is per level (Secret Move 8), the first time it would hold
 * her.
 */
function ignoresStuck(ctx: Ctx, r: RaiderState, source: string): boolean {
  if (r.ignoreStuckTurn === ctx.state.turn) {
    if (!ctx.quiet)
      ctx.events.push({
        type: 'stuck',
        text: `${r.name} would be stuck (${source}) but ignores it this turn.`,
        player: r.player,
      });
    return true;
  }
  if (!hasPlayEffect(ctx.content, r, 'ignoreStuck')) return false;
  for (const { card, effect } of keptPlayEffects(ctx.content, r)) {
    if (effect.type !== 'ignoreStuck' || effect.per !== 'level' || r.usedThisLevel?.includes(card)) continue;
    (r.usedThisLevel ??= []).push(card);
    if (!ctx.quiet)
      ctx.events.push({
        type: 'stuck',
        text: `${r.name} would be stuck (${source}) but ignores it (${cardOf(ctx.content, card).name}, once in this level).`,
        player: r.player,
        card,
      });
    return true;
  }
  return false;
}

/** The other living raiders at her location. */
export function othersHere(ctx: Ctx, r: RaiderState): RaiderState[] {
  const at = r.at;
  return at
    ? ctx.state.raiders.filter(
        (o) => o !== r && !o.dead && o.at !== null && o.at.column === at.column && o.at.depth === at.depth,
      )
    : [];
}

/** Collateral Damage: every other raider at her location takes hits, in turn order (rule decision 186). */
export function hitOthersHere(ctx: Ctx, r: RaiderState, hits: number, card: string): void {
  for (const o of othersHere(ctx, r)) takeHits(ctx, o, hits, cardOf(ctx.content, card).name);
}

/** Hits on a raider; cards in play that prevent hits each work once per turn (rule decision 109). */
export function takeHits(ctx: Ctx, r: RaiderState, hits: number, source: string, prevented = 0): void {
  let n = Math.max(0, hits - prevented);
  // No card in play prevents hits (most hits): no list of her effects built.
  const cards = n > 0 && hasPlayEffect(ctx.content, r, 'preventHits') ? keptPlayEffects(ctx.content, r) : [];
  for (const { card, effect } of cards) {
    if (n <= 0) break;
    if (effect.type !== 'preventHits' || r.usedThisTurn.includes(card)) continue;
    const p = Math.min(n, effect.hits);
    n -= p;
    r.usedThisTurn.push(card);
    if (!ctx.quiet)
      ctx.events.push({
        type: 'prevent',
        text: `${cardOf(ctx.content, card).name} prevents ${p} hit${p === 1 ? '' : 's'}.`,
        player: r.player,
        card,
      });
  }
  if (prevented && hits)
    if (!ctx.quiet)
      ctx.events.push({
        type: 'prevent',
        text: `${Math.min(prevented, hits)} hit${Math.min(prevented, hits) === 1 ? '' : 's'} prevented by the cards played.`,
        player: r.player,
      });
  if (n <= 0) return;
  r.hits += n;
  if (!ctx.quiet)
    ctx.events.push({
      type: 'hit',
      text: `${r.name} takes ${n} hit${n === 1 ? '' : 's'} (${source}): ${Math.max(0, life(ctx.content, r) - r.hits)} life left.`,
      player: r.player,
      hits: n,
    });
  if (mustDie(ctx.content, r)) die(ctx, r, `${source}`);
}

export function injure(ctx: Ctx, r: RaiderState, a: Ability, source: string): void {
  r.injuries[a]++;
  if (!ctx.quiet)
    ctx.events.push({
      type: 'injury',
      text: `${r.name} is injured (${source}): her ${a} drops to ${ability(ctx.content, r, a)}.`,
      player: r.player,
      ability: a,
    });
  if (mustDie(ctx.content, r)) die(ctx, r, `${source}`);
}

/** Heals hits first, then injuries (each counts as one hit) — rule decision 110. Returns how much was healed. */
export function heal(ctx: Ctx, r: RaiderState, amount: number, source: string): number {
  let left = amount;
  const fromHits = Math.min(left, r.hits);
  r.hits -= fromHits;
  left -= fromHits;
  for (const a of ABILITIES)
    while (left > 0 && r.injuries[a] > 0) {
      r.injuries[a]--;
      left--;
    }
  const healed = amount - left;
  if (healed && !ctx.quiet)
    ctx.events.push({ type: 'heal', text: `${r.name} heals ${healed} (${source}).`, player: r.player });
  return healed;
}

/** Retrieval: the search that picks up a dropped treasure (the treasure room's target). */
export function treasureSearchTarget(ctx: Ctx): number {
  return ctx.state.map.map((p) => cardOf(ctx.content, p.card).treasureRoom).find(Boolean)?.searchTarget ?? 0;
}

/** Death (or reset): she leaves the map and waits for the draw round's reload. */
export function die(ctx: Ctx, r: RaiderState, why: string): void {
  const { state } = ctx;
  r.dead = true;
  r.hits = Math.min(r.hits, Math.max(0, life(ctx.content, r)));
  if (r.carriesTreasure && r.at) {
    r.carriesTreasure = false;
    state.droppedTreasure = { spot: r.at, searchTarget: treasureSearchTarget(ctx) };
    if (!ctx.quiet)
      ctx.events.push({
        type: 'dropTreasure',
        text: `${r.name} drops the treasure at ${spotText(r.at!)}.`,
        player: r.player,
        spot: r.at!,
      });
  }
  if (!ctx.quiet)
    ctx.events.push({
      type: 'death',
      text: why === 'reset' ? `${r.name} pushes the reset button.` : `${r.name} dies (${why}).`,
      player: r.player,
      ...(r.at ? { spot: r.at } : {}),
    });
  r.at = null;
  // Her action round ends: her step, or hers kept inside a forced move's (forced-move.ts) that goes on without her.
  for (let step = state.step; step; step = step.interrupted ?? null) {
    if (step.player !== r.player) continue;
    step.stage = 'done';
    step.toFace = [];
    step.continueTo = null;
  }
}

/** Reload: unsaved cards and the hand discarded, all discards shuffled into the deck, a new hand, back at the save
 * point or entrance. */
export function reload(ctx: Ctx, r: RaiderState): void {
  r.discard.push(...r.hand, ...r.unsaved);
  r.hand = [];
  r.unsaved = [];
  r.deck = shuffle(ctx.state.random, [...r.deck, ...r.discard]);
  r.discard = [];
  r.hits = 0;
  r.injuries = { fight: 0, move: 0, search: 0, think: 0 };
  r.lifeTokens = 0;
  r.stuckTurn = null;
  r.dead = false;
  r.reloads++;
  // No Fallback played on her this turn: the entrance, even with a save point (rule decision 504).
  const fallBack = r.noFallbackTurn !== ctx.state.turn;
  r.at = (fallBack && r.savePoint) || r.entrance;
  drawCards(ctx, r, baseAbility(ctx.content, r, 'think'));
  const where =
    fallBack && r.savePoint && placedAt(ctx.state, r.savePoint)
      ? `her save point (${spotText(r.at)})`
      : `the entrance (${spotText(r.at)})`;
  if (!ctx.quiet)
    ctx.events.push({
      type: 'reload',
      text: `${r.name} reloads at ${where} with a new hand.`,
      player: r.player,
      spot: r.at!,
    });
}
