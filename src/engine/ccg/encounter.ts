/**
 * Step 5, overcoming obstacles: the raider faces every obstacle of the location in the order she
 * chooses, testing one of the abilities each lists (cards may be played before the roll). A fight
 * success puts hits on the obstacle; a failure brings its consequences.
 */
import { mapList } from '../core/lists.ts';
import { cardIdOf, cardOf, type CcgContent, type Effect } from './content.ts';
import { drawCards } from './piles.ts';
import { hasPlayEffect, keptPlayEffects } from './raider-stats.ts';
import { handFacts } from './hand-facts.ts';
import type { Ctx } from './context.ts';
import { impair, takeHits } from './damage.ts';
import { placedAt, sameSpot } from './map.ts';
import { factsOf, hitObstacle, obstaclesAt, PRINTED, removeObstacle } from './obstacles.ts';
import { takeFrom } from './piles.ts';
import { afterRollCards, rollTest } from './tests.ts';
import { shareDice, takeSharedDice } from './shared-dice.ts';
import {
  EngineError,
  type ActionStep,
  type ObstacleRef,
  type ObstacleType,
  type PlacedLocation,
  type RaiderState,
  type RollInfo,
} from './types.ts';

/** Sets the decision for the next obstacle to face, dropping any removed meanwhile. False when none is left. */
export function nextEncounter(ctx: Ctx, r: RaiderState, step: ActionStep): boolean {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed) {
    step.toFace = [];
    return false;
  }
  const present = obstaclesAt(ctx, placed);
  const toFace: ObstacleRef[] = [];
  for (const ref of step.toFace) if (present.includes(ref) && !passedUntested(ctx, r, placed, ref)) toFace.push(ref);
  step.toFace = toFace;
  if (!step.toFace.length) return false;
  if (step.toFace.length > 1)
    ctx.state.pending = { kind: 'obstacleOrder', player: r.player, options: step.toFace.slice() };
  else ctx.state.pending = testPending(ctx, r, step.toFace[0]!);
  return true;
}

/** An obstacle card her cards in play let her pass without a test (Cool Shades: rule decision 187); says so when it
 * does. */
function passedUntested(ctx: Ctx, r: RaiderState, placed: PlacedLocation, ref: ObstacleRef): boolean {
  if (ref === PRINTED || !hasPlayEffect(ctx.content, r, 'passObstacles')) return false;
  const id = cardIdOf(ref);
  let name: string | undefined;
  for (const { card, effect } of keptPlayEffects(ctx.content, r))
    if (
      effect.type === 'passObstacles' &&
      (effect.cards?.includes(id) ||
        effect.names?.some((n) => n.toLowerCase() === (name ??= cardOf(ctx.content, ref).name.toLowerCase())))
    ) {
      if (!ctx.quiet)
        ctx.events.push({
          type: 'overcome',
          text: `${r.name} gets past ${factsOf(ctx, placed, ref).name} without a test (${cardOf(ctx.content, card).name}).`,
          player: r.player,
          spot: placed.spot,
        });
      return true;
    }
  return false;
}

export function testPending(ctx: Ctx, r: RaiderState, ref: ObstacleRef) {
  const placed = placedAt(ctx.state, r.at!)!;
  return {
    kind: 'test' as const,
    player: r.player,
    obstacle: ref,
    // Written out (a spread is a slower copy); a test option has these two fields (content.ts readObstacle).
    options: mapList(factsOf(ctx, placed, ref).test, (o) => ({ ability: o.ability, target: o.target })),
  };
}

/**
 * Action cards of the hand that may be played before this test (against obstacle `ref`). The checks are
 * pure, so the cheapest (the card's timing) is asked first, and the obstacle's type is looked up once for
 * the hand, not once per card (asked for every legal-action list of a test and every test answered).
 */
export function beforeTestCards(ctx: Ctx, r: RaiderState, ref: ObstacleRef): string[] {
  const out: string[] = [];
  let type: ObstacleType | undefined | null = null; // null: not looked up yet
  // The cards of her hand played before a test by their timing (kept while her hand is the same: hand-facts.ts).
  for (const id of handFacts(ctx.content, r).beforeTest) {
    const c = cardOf(ctx.content, id);
    if (c.playWhen === 'sameCreature' && !facingSameCreature(ctx, r, ref)) continue;
    // Cards that act only against one kind of obstacle are not offered before a test against another (rule decision
    // 501).
    if (type === null) type = standingType(ctx, r, ref);
    if (type !== undefined && !fitsType(type, c.effects)) continue;
    out.push(id);
  }
  return out;
}

/** The type of obstacle `ref` where she stands; undefined when it does not stand there (any card fits then). */
function standingType(ctx: Ctx, r: RaiderState, ref: ObstacleRef): ObstacleType | undefined {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed || !standsAt(ctx, placed, ref)) return undefined;
  return factsOf(ctx, placed, ref).obstacleType;
}

/** obstaclesAt(ctx, placed).includes(ref), without building the list. */
function standsAt(ctx: Ctx, placed: PlacedLocation, ref: ObstacleRef): boolean {
  if (ref === PRINTED)
    return placed.face === 'up' && !!cardOf(ctx.content, placed.card).printed && !placed.printedRemoved;
  for (const o of placed.obstacles) if (o.card === ref) return true;
  return false;
}

/** Achilles Heel (defeatCreature) only against a creature; The Way Through (skipTest) only against its kind of
 * obstacle. */
function fitsType(type: ObstacleType, effects: readonly Effect[]): boolean {
  for (const e of effects) {
    if (e.type === 'defeatCreature' && type !== 'creature') return false;
    if (e.type === 'skipTest' && e.obstacleType !== undefined && e.obstacleType !== type) return false;
  }
  return true;
}

/**
 * A card played before the test that skips it (The Way Through, `skipTest`: rule decision 501): no roll, she gets
 * past the obstacle this time and it stays in play. True when one did.
 */
export function skippedByCard(ctx: Ctx, r: RaiderState, ref: ObstacleRef, cards: readonly string[]): boolean {
  const card = cards.find((c) => cardOf(ctx.content, c).effects.some((e) => e.type === 'skipTest'));
  if (!card) return false;
  const placed = placedAt(ctx.state, r.at!)!;
  const step = ctx.state.step;
  if (step) step.toFace = step.toFace.filter((x) => x !== ref);
  if (!ctx.quiet)
    ctx.events.push({
      type: 'overcome',
      text: `${r.name} gets past ${factsOf(ctx, placed, ref).name} without a test (${cardOf(ctx.content, card).name}); it stays in play.`,
      player: r.player,
      spot: placed.spot,
      card,
    });
  return true;
}

/** Her test is against a creature, and another living raider is in the location, facing it too (playWhen sameCreature:
 * rule decision 192). */
function facingSameCreature(ctx: Ctx, r: RaiderState, ref: ObstacleRef): boolean {
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed || !obstaclesAt(ctx, placed).includes(ref) || factsOf(ctx, placed, ref).obstacleType !== 'creature')
    return false;
  return ctx.state.raiders.some((o) => o !== r && !o.dead && o.at !== null && sameSpot(o.at, placed.spot));
}

/** Checks a test answer (the option, the cards before the roll) and plays those cards: out of her hand, resolving until
 * the test is over. */
export function playBeforeTest(ctx: Ctx, r: RaiderState, ref: ObstacleRef, option: number, cards: string[]): void {
  const placed = placedAt(ctx.state, r.at!)!;
  const facts = factsOf(ctx, placed, ref);
  if (!facts.test[option]) throw new EngineError(`${facts.name} has no test option ${option}.`);
  // No card played (most answers): nothing to check against the cards allowed.
  const allowed = cards.length ? beforeTestCards(ctx, r, ref) : [];
  for (const c of cards)
    if (!allowed.includes(c))
      throw new EngineError(`${cardOf(ctx.content, c).name} cannot be played before this test.`);
  for (const c of cards) {
    takeFrom(r.hand, c);
    ctx.state.resolving.push({ card: c, player: r.player });
    if (!ctx.quiet)
      ctx.events.push({
        type: 'playCard',
        text: `${r.name} plays ${cardOf(ctx.content, c).name}.`,
        player: r.player,
        card: c,
      });
  }
}

/** Rolls the chosen option against the obstacle, with the cards played before it (playBeforeTest) that take effect;
 * returns the roll (the afterRoll decision may follow). */
export function testObstacle(
  ctx: Ctx,
  r: RaiderState,
  ref: ObstacleRef,
  option: number,
  cards: string[],
  dice?: number[],
): RollInfo {
  const placed = placedAt(ctx.state, r.at!)!;
  const facts = factsOf(ctx, placed, ref);
  const chosen = facts.test[option]!;
  for (const c of cards)
    for (const e of cardOf(ctx.content, c).effects)
      if (e.type === 'manual') ctx.state.manualQueue.push({ player: r.player, card: c, text: e.text });
  if (!ctx.quiet)
    ctx.events.push({
      type: 'face',
      text: `${r.name} faces ${facts.name} (${chosen.target} ${chosen.ability}).`,
      player: r.player,
      spot: placed.spot,
    });
  for (const e of facts.effects)
    if (e.type === 'manual')
      ctx.state.manualQueue.push({
        player: r.player,
        card: ref === 'printed' ? placed.card : ref,
        text: e.text,
      });
  // Coordinated Fire: a die for the other raider facing it too, and the one she was given (rule decision 556).
  shareDice(ctx, r, ref, cards);
  const shared = takeSharedDice(ctx, r, ref, chosen.ability);
  const roll = rollTest(
    ctx,
    r,
    {
      ability: chosen.ability,
      target: chosen.target,
      against: againstObstacle(ctx.content, ref),
      obstacleType: facts.obstacleType,
      cards,
      ...(shared ? { extraDice: shared } : {}),
    },
    dice,
  );
  const after = afterRollCards(ctx, r, roll);
  if (after.length) ctx.state.pending = { kind: 'afterRoll', player: r.player, roll, cards: after };
  return roll;
}

/** A test's `against` for obstacle `ref` ("obstacle:pit-trap#2"), kept by the content. */
export function againstObstacle(content: CcgContent, ref: ObstacleRef): string {
  const known = content.against.get(ref);
  if (known !== undefined) return known;
  const against = `obstacle:${ref}`;
  // Read once now (startsWith flattens a joined string), so that every test after it gets a flat string.
  against.startsWith('obstacle:');
  content.against.set(ref, against);
  return against;
}

/** The outcome of an obstacle test once the roll is final. */
export function finishObstacleTest(ctx: Ctx, r: RaiderState, roll: RollInfo): void {
  const ref = roll.against.slice('obstacle:'.length);
  const step = ctx.state.step;
  if (step && step.toFace.includes(ref)) step.toFace = step.toFace.filter((x) => x !== ref);
  if (roll.ability === 'fight') r.usedFight = true;
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed || !standsAt(ctx, placed, ref)) return;
  const facts = factsOf(ctx, placed, ref);
  if (roll.success) {
    if (!ctx.quiet)
      ctx.events.push({
        type: 'overcome',
        text: `${r.name} overcomes ${facts.name}.`,
        player: r.player,
        spot: placed.spot,
      });
    // Achilles Heel: the creature goes whatever life it has left (rule decision 185).
    if (roll.defeats) removeObstacle(ctx, placed, ref, r);
    else if (roll.ability === 'fight' && roll.hitsOnSuccess > 0) hitObstacle(ctx, placed, ref, roll.hitsOnSuccess, r);
    // Atlantean Lara (`hitOnPass` on the obstacle): a passed fight test against it hurts her too (rule decision 503).
    if (roll.ability === 'fight')
      for (const e of facts.effects) if (e.type === 'hitOnPass' && !r.dead) takeHits(ctx, r, e.hits, facts.name);
    // Fool's Gambit: cards drawn once the test is passed (rule decision 502).
    if (roll.drawOnPass && !r.dead) {
      const n = drawCards(ctx, r, roll.drawOnPass);
      if (!ctx.quiet)
        ctx.events.push({
          type: 'draw',
          text: `${r.name} draws ${n} card${n === 1 ? '' : 's'} (the test passed).`,
          player: r.player,
        });
    }
  } else {
    impair(ctx, r, facts.onFail, facts.name, roll.preventHits);
    if (roll.failHits && !r.dead) takeHits(ctx, r, roll.failHits, 'the card played before the test');
  }
}
