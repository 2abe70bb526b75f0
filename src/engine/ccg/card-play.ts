/**
 * Cards played outside a decision: action cards whose time is "any time" (or, for an opponent's
 * card, her action round), secret moves, upgrades whose requirements are met, and items in play
 * that are spent when used (medi packs, keys).
 */
import { cardOf, fieldsOf, type Card, type Effect } from './content.ts';
import { say, type Ctx } from './context.ts';
import { mayRemoveObstacle, runEffects, sidesFor, slowProblem } from './card-effects.ts';
import { resolvePlayed } from './card-resolve.ts';
import { choiceProblem, isChoiceEffect } from './choices.ts';
import { takeFrom } from './piles.ts';
import { openCancel } from './card-cancel.ts';
import { playSecretMove, playUpgrade, upgradeProblem } from './upgrades.ts';
import { DEED_WORDS, deedOf, hasDeed, useDeed } from './deeds.ts';
import { MOMENT_WORDS } from './moment-words.ts';
import { ABILITIES, EngineError, type RaiderState } from './types.ts';

/** Why she cannot play this card from her hand now (undefined when she can). */
export function cardPlayProblem(ctx: Ctx, r: RaiderState, id: string, target?: number): string | undefined {
  const { state } = ctx;
  if (!r.hand.includes(id)) return `${r.name} has no "${id}" in her hand`;
  if (state.pending) return 'a decision is pending';
  const card = cardOf(ctx.content, id);
  if (card.type === 'secretMove') return r.dead ? `${r.name} is dead` : undefined;
  if (card.type === 'upgrade') return upgradeProblem(ctx, r, id, false);
  if (card.type !== 'action') return `${card.name} is not played this way`;
  const step = state.step;
  const moving = !!step && step.player === r.player && step.stage === 'move' && !step.toFace.length && !step.continueTo;
  // Played only in their moment's window (moments.ts, rule decision 193).
  if (card.playWhen === 'justMapped' || card.playWhen === 'endedMoveHere')
    return `${card.name} is played ${MOMENT_WORDS[card.playWhen]}`;
  if (card.timing === 'opponentActionRound') {
    if (state.round !== 'action' || !step || step.player === r.player)
      return `${card.name} is played during a competing raider's action round`;
    if (target !== undefined && target !== step.player)
      return `${card.name} is played on the raider whose action round it is`;
    const victim = state.raiders[step.player]!;
    if (!victim.at) return 'that raider is not on the map';
    for (const e of card.effects) {
      if (e.type === 'slowMove' || e.type === 'limitMove') return slowProblem(ctx, victim, e);
      // The Greater Threat: a creature here, a competing raider next door (rule decision 557).
      if (isChoiceEffect(e.type)) return choiceProblem(ctx, r, e, victim);
    }
    return undefined;
  }
  if (card.timing !== 'anyTime')
    return `${card.name} is played ${card.timing === 'insteadOfSearch' ? 'in place of a search' : card.timing === 'beforeTest' ? 'before a test' : 'after a roll'}`;
  if (card.playAfter && !hasDeed(ctx, r, card.playAfter))
    return `${card.name} is played after ${r.name} ${DEED_WORDS[card.playAfter]} (this turn or the last)`;
  if (
    r.dead &&
    card.effects.some(
      (e) => e.type !== 'drawCards' && e.type !== 'discardCards' && e.type !== 'revealHand' && e.type !== 'manual',
    )
  )
    return `${r.name} is dead`;
  for (const e of card.effects) {
    if (e.type === 'extraMove' && !moving) return `${card.name} is played while the raider moves`;
    if (e.type === 'removeObstacle' && !mayRemoveObstacle(ctx, r, e))
      return `no obstacle here that ${card.name} removes`;
    if (e.type === 'redrawHand' && r.hand.length < 2) return `${r.name} has no other card in her hand`;
    if (isChoiceEffect(e.type)) {
      // Push moves the raider beaten in the fight it answers (rule decision 546).
      const against = card.playAfter ? deedOf(ctx, r, card.playAfter)?.against : undefined;
      const problem = choiceProblem(ctx, r, e, against === undefined ? undefined : state.raiders[against]);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Cards never played from the hand outside a decision: by the card alone (content.ts). */
export { neverPlayedFreely } from './content.ts';

export function playCard(ctx: Ctx, r: RaiderState, id: string, target?: number): void {
  const problem = cardPlayProblem(ctx, r, id, target);
  if (problem) throw new EngineError(`${problem}.`);
  const card = cardOf(ctx.content, id);
  if (card.type === 'secretMove') return playSecretMove(ctx, r, id);
  if (card.type === 'upgrade') return playUpgrade(ctx, r, id, false);
  takeFrom(r.hand, id);
  // A card played after a deed against a raider (Push after a fight won) acts on that raider.
  if (card.playAfter) target = useDeed(ctx, r, card.playAfter) ?? target;
  const victim = card.timing === 'opponentActionRound' ? ctx.state.raiders[ctx.state.step!.player]! : undefined;
  say(ctx, () => ({
    type: 'playCard',
    text: `${r.name} plays ${card.name}${victim ? ` on ${victim.name}` : ''}.`,
    player: r.player,
    card: id,
  }));
  // Competing players may answer it before it takes effect (card-cancel.ts).
  ctx.state.resolving.push({ card: id, player: r.player });
  if (!openCancel(ctx, { card: id, player: r.player }, { kind: 'play', ...(target !== undefined ? { target } : {}) }))
    resolvePlayed(ctx, r, id, target);
}

/** The effects of a card in play used when her player chooses and kept in play (`uses`: Binoculars, Secret Move 9; rule
 * decision 548). */
// Asked for every card in her rows at every list of legal actions: read with the card (content.ts readCard).
const keptUses = (card: Card): readonly Effect[] => card.keptUses;

/** This kept-in-play use is still open: once a turn, or once a level (by the card's instance id). */
function useOpen(r: RaiderState, id: string, e: Effect): boolean {
  return !(fieldsOf(e).uses === 'oncePerLevel' ? r.usedThisLevel?.includes(id) : r.usedThisTurn.includes(id));
}

/** The effect can act now: a side for a new exit, a level deck to look at. */
function acts(ctx: Ctx, r: RaiderState, e: Effect): boolean {
  if (e.type === 'addExit') return !!r.at && sidesFor(ctx, r.at, 'addExit').length > 0;
  if (isChoiceEffect(e.type)) return !choiceProblem(ctx, r, e);
  return false;
}

/** Items in play that are spent when used (medi packs, keys), and cards in play used once a turn or a level. */
export function usableItem(ctx: Ctx, r: RaiderState, id: string): boolean {
  if (r.dead || ctx.state.pending || (!r.unsaved.includes(id) && !r.saved.includes(id))) return false;
  const card = cardOf(ctx.content, id);
  const kept = keptUses(card);
  if (kept.length) return kept.some((e) => useOpen(r, id, e) && acts(ctx, r, e));
  if (card.type !== 'discovery') return false;
  return card.effects.some(
    (e) =>
      (e.type === 'heal' && (r.hits > 0 || injured(r))) ||
      (e.type === 'addExit' && !!r.at && sidesFor(ctx, r.at, 'addExit').length > 0),
  );
}

/** Any injury on her (Object.values(r.injuries).some(n > 0), without the list). */
function injured(r: RaiderState): boolean {
  for (const a of ABILITIES) if (r.injuries[a] > 0) return true;
  return false;
}

/** Why an item may not be used now (once usableItem said no). */
function itemRefusal(ctx: Ctx, r: RaiderState, id: string): string {
  if (r.dead) return `${r.name} is dead`;
  if (ctx.state.pending) return `the "${ctx.state.pending.kind}" decision must be answered first`;
  if (!r.unsaved.includes(id) && !r.saved.includes(id)) return `it is not in play in ${r.name}'s rows`;
  const card = cardOf(ctx.content, id);
  const kept = keptUses(card);
  if (kept.length && !kept.some((e) => useOpen(r, id, e)))
    return `it was used already this ${fieldsOf(kept[0]!).uses === 'oncePerLevel' ? 'level' : 'turn'}`;
  if (!kept.length && card.type !== 'discovery') return 'it is not an item';
  return 'it would do nothing now (no hit or injury to heal, no side for a new exit, no level card to look at)';
}

export function useItem(ctx: Ctx, r: RaiderState, id: string): void {
  if (!usableItem(ctx, r, id))
    throw new EngineError(`${cardOf(ctx.content, id).name} cannot be used now: ${itemRefusal(ctx, r, id)}.`);
  const card = cardOf(ctx.content, id);
  const kept = keptUses(card).filter((e) => useOpen(r, id, e) && acts(ctx, r, e));
  if (kept.length) {
    // Kept in play, marked used for the turn or the level.
    if (fieldsOf(kept[0]!).uses === 'oncePerLevel') (r.usedThisLevel ??= []).push(id);
    else r.usedThisTurn.push(id);
    say(ctx, () => ({ type: 'useItem', text: `${r.name} uses ${card.name}.`, player: r.player, card: id }));
    runEffects(ctx, r, id, kept.slice(0, 1));
    return;
  }
  takeFrom(r.unsaved, id) || takeFrom(r.saved, id);
  r.discard.push(id);
  say(ctx, () => ({ type: 'useItem', text: `${r.name} uses ${card.name}.`, player: r.player, card: id }));
  runEffects(
    ctx,
    r,
    id,
    card.effects.filter((e) => e.type === 'heal' || e.type === 'addExit'),
  );
}
