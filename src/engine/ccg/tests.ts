/**
 * Ability tests: roll as many d6 as the ability (plus extra dice), add the bonuses, succeed on a
 * result ≥ the target. Cards in play add their lasting modifiers; cards played before the roll add
 * theirs for this test. After the roll, cards that change it may be played (the afterRoll decision).
 */
import { randomInt } from '../core/random.ts';
import { cardOf, type Card, type CcgContent, type Effect, type EffectFields, type EffectOf } from './content.ts';
import type { Ctx } from './context.ts';
import { ability, keptEffects, playEffectList, withCardHolds } from './raider-stats.ts';
import { othersHere } from './damage.ts';
import { handFacts } from './hand-facts.ts';
import { placedAt } from './map.ts';
import { factsOf, obstaclesAt } from './obstacles.ts';
import { ABILITIES, EngineError, type Ability, type ObstacleType, type RaiderState, type RollInfo } from './types.ts';

export function rollDice(ctx: Ctx, count: number, fixed?: number[]): number[] {
  if (fixed) {
    if (fixed.length !== count)
      throw new EngineError(`${count} dice are rolled here; ${fixed.length} results were given.`);
    for (const d of fixed)
      if (!Number.isInteger(d) || d < 1 || d > 6) throw new EngineError(`A die shows 1 to 6, not ${d}.`);
    return fixed.slice();
  }
  const dice: number[] = [];
  for (let i = 0; i < count; i++) dice.push(randomInt(ctx.state.random, 6) + 1);
  return dice;
}

const appliesTo = (e: EffectFields, a: Ability) => e.ability === undefined || e.ability === a;
const forSelf = (e: EffectFields) => e.target === undefined || e.target === 'self';
/** A bonus only against one kind of obstacle (Charm of the Beast) counts on a test against such an obstacle (rule
 * decision 181). */
const againstType = (e: EffectFields, spec: TestSpec) =>
  e.obstacleType === undefined || e.obstacleType === spec.obstacleType;

export interface TestSpec {
  ability: Ability;
  target: number;
  against: string;
  /** Dice added by the rules (a location's search rating). */
  extraDice?: number;
  /** Against an obstacle of this type (weapons that only hurt creatures). */
  obstacleType?: ObstacleType;
  /** Action cards played before the roll (already out of the hand). */
  cards?: string[];
}

/** Effects that act on a test: the raider's cards in play, then the cards played for it. Read only: with no card played
 * (most tests) it is her kept list itself, not a copy. */
function testEffects(ctx: Ctx, r: RaiderState, cards: readonly string[]): readonly Effect[] {
  if (!cards.length) return keptEffects(ctx.content, r);
  const out = playEffectList(ctx.content, r);
  for (const c of cards) for (const e of cardOf(ctx.content, c).effects) out.push(e);
  return out;
}

/**
 * The ability whose rating gives the dice: the named one, or the one a rollAbility card names (Carpe
 * Conundrum: think); one that names none takes her highest other ability, as more dice never lower the
 * chance to reach a target (Improvise: rule decision 183).
 */
export function diceAbility(content: CcgContent, r: RaiderState, named: Ability, effects: readonly Effect[]): Ability {
  const swap = effects.find((e) => e.type === 'rollAbility');
  if (!swap) return named;
  if (swap.ability !== undefined) return swap.ability as Ability;
  const others = ABILITIES.filter((a) => a !== named);
  return others.reduce((best, a) => (ability(content, r, a) > ability(content, r, best) ? a : best), others[0]!);
}

export function rollTest(ctx: Ctx, r: RaiderState, spec: TestSpec, fixed?: number[]): RollInfo {
  const effects = testEffects(ctx, r, spec.cards ?? []);
  let count = ability(ctx.content, r, diceAbility(ctx.content, r, spec.ability, effects)) + (spec.extraDice ?? 0);
  let bonus = 0;
  let extraHits = 0;
  let prevent = 0;
  for (const e of effects) {
    if (e.type === 'extraDice' && appliesTo(e, spec.ability)) count += e.dice;
    if (e.type === 'resultBonus' && appliesTo(e, spec.ability) && forSelf(e) && againstType(e, spec)) bonus += e.bonus;
    if (e.type === 'extraHits' && (e.obstacleType === undefined || e.obstacleType === spec.obstacleType))
      extraHits += e.hits;
  }
  // Cards played for this test that prevent hits (Worst Case, Guarded Attack) work on this test only; All or Nothing
  // doubles her dice and hits her on a failure (188).
  let failHits = 0;
  let drawOnPass = 0;
  let fewer = false;
  for (const c of spec.cards ?? [])
    for (const e of cardOf(ctx.content, c).effects) {
      if (e.type === 'extraDice' && e.dice < 0) fewer = true;
      if (e.type === 'preventHits') prevent += e.hits;
      if (e.type === 'doubleDice') count *= 2;
      if (e.type === 'failHits') failHits += e.hits;
      if (e.type === 'drawOnPass') drawOnPass += e.cards;
    }
  // Fewer dice by a card played (Fool's Gambit's negative extraDice) still leave one die to roll (rule decision 502).
  count = Math.max(fewer ? 1 : 0, count);
  const dice = rollDice(ctx, count, fixed);
  const result = dice.reduce((a, b) => a + b, 0) + bonus;
  const roll: RollInfo = {
    player: r.player,
    ability: spec.ability,
    target: spec.target,
    dice,
    bonus,
    result,
    success: result >= spec.target,
    against: spec.against,
    hitsOnSuccess: spec.ability === 'fight' ? 1 + extraHits : 0,
    preventHits: prevent,
    rerolledBy: [],
  };
  if (failHits > 0) roll.failHits = failHits;
  if (drawOnPass > 0) roll.drawOnPass = drawOnPass;
  if (spec.ability === 'fight' && spec.obstacleType === 'creature' && effects.some((e) => e.type === 'defeatCreature'))
    roll.defeats = true;
  ctx.state.lastRoll = roll;
  // No arrow capturing r and roll (sayOf, context.ts): built only when someone listens, as say does.
  if (!ctx.quiet) ctx.events.push(rollEvent(r, roll));
  return roll;
}

/** A roll passes when its result reaches the target, or when a last-chance die made it pass (rule decision 503). */
export const passes = (roll: RollInfo): boolean => roll.result >= roll.target || roll.passedBy !== undefined;

export function rollEvent(r: RaiderState, roll: RollInfo) {
  const bonus = roll.bonus ? ` ${roll.bonus > 0 ? '+' : '−'} ${Math.abs(roll.bonus)}` : '';
  return {
    type: 'roll',
    text: `${r.name} tests ${roll.ability}: ${roll.dice.length} dice [${roll.dice.join(', ')}]${bonus} = ${roll.result} against ${roll.target}: ${roll.success ? 'success' : 'failure'}${roll.passedBy && roll.result < roll.target ? ' (passed by a last chance)' : ''}.`,
    player: r.player,
    dice: roll.dice,
    result: roll.result,
    target: roll.target,
    success: roll.success,
    ability: roll.ability,
  };
}

/** Whether one of a card's effects can change this roll now. */
export function helpsRoll(e: Effect, roll: RollInfo): boolean {
  // A bonus against one kind of obstacle acts on the roll through the cards in play and played before it, not after it.
  if (e.type === 'resultBonus') return appliesTo(e, roll.ability) && forSelf(e) && e.obstacleType === undefined;
  if (e.type === 'reroll') return appliesTo(e, roll.ability) && forSelf(e);
  if (e.type === 'spendBonus')
    return e.abilities.includes(roll.ability) && (!roll.success || roll.against === 'search');
  if (e.type === 'extraHits') return roll.ability === 'fight' && roll.success && !roll.against.startsWith('fight:');
  if (e.type === 'preventHits') return !roll.success;
  if (e.type === 'lastChance') return !roll.success;
  if (e.type === 'hitOthersHere')
    return roll.ability === 'fight' && roll.success && roll.against.startsWith('obstacle:');
  return e.type === 'drawCards' || e.type === 'manual';
}

/** Cards the raider may use on her roll now: afterRoll and response actions in hand, rerolls of cards in play not used
 * this turn. */
export function afterRollCards(ctx: Ctx, r: RaiderState, roll: RollInfo): string[] {
  const out: string[] = [];
  // The after-roll and response cards of her hand (kept while her hand is the same: hand-facts.ts).
  for (const id of handFacts(ctx.content, r).afterRoll) {
    const card = cardOf(ctx.content, id);
    if (
      card.effects.some(
        (e) => e.type !== 'manual' && helpsRoll(e, roll) && (e.type !== 'hitOthersHere' || hitsOthers(ctx, r, roll)),
      )
    )
      out.push(id);
  }
  // The rerolls among playEffects, in its order (her raider card, then the saved and unsaved rows without
  // upgrades and jammed weapons), read without building its list (asked after every roll).
  // Each card looked up once, and its effects gone through only when it has a reroll or an item's bonus (read with the
  // card: most cards in play have neither).
  addRerolls(r, roll, r.raider, cardOf(ctx.content, r.raider), out);
  for (let row = 0; row < 2; row++)
    for (const id of row === 0 ? r.saved : r.unsaved) {
      const card = cardOf(ctx.content, id);
      if (card.type !== 'upgrade' && !r.jammed.includes(id)) addRerolls(r, roll, id, card, out);
      if (
        card.spentOnRoll &&
        !out.includes(id) &&
        card.effects.some((e) => e.type === 'spendBonus' && helpsRoll(e, roll) && inPlaceWith(ctx, r, e))
      )
        out.push(id);
    }
  return out;
}

/**
 * An item spent for a bonus (`spendBonus`, Flare: rule decision 559) that names obstacles (`placeWith`) helps only in a
 * location where one of that name is in play: a Dark place is one with a Dark obstacle (the Dim Cavern's printed trap,
 * card 65).
 */
export function inPlaceWith(ctx: Ctx, r: RaiderState, e: EffectOf<'spendBonus'>): boolean {
  if (!e.placeWith) return true;
  const placed = r.at && placedAt(ctx.state, r.at);
  if (!placed) return false;
  const names = e.placeWith.map((n) => n.toLowerCase());
  return obstaclesAt(ctx, placed).some((ref) => names.includes(factsOf(ctx, placed, ref).name.toLowerCase()));
}

/** Items spent when used on a roll (Flare): they go from her rows to her discard pile. */
export const spentOnRoll = (ctx: Ctx, id: string) => cardOf(ctx.content, id).spentOnRoll;

/** Collateral Damage is offered after a passed fight test against a creature, with another raider there (rule decision
 * 186). */
export function hitsOthers(ctx: Ctx, r: RaiderState, roll: RollInfo): boolean {
  const placed = r.at && placedAt(ctx.state, r.at);
  const ref = roll.against.slice('obstacle:'.length);
  return (
    !!placed &&
    obstaclesAt(ctx, placed).includes(ref) &&
    factsOf(ctx, placed, ref).obstacleType === 'creature' &&
    othersHere(ctx, r).length > 0
  );
}

function addRerolls(r: RaiderState, roll: RollInfo, id: string, card: Card, out: string[]): void {
  if (!card.rerolls) return;
  for (const effect of card.effects)
    if (
      effect.type === 'reroll' &&
      helpsRoll(effect, roll) &&
      withCardHolds(r, effect) &&
      !r.usedThisTurn.includes(id) &&
      !out.includes(id)
    )
      out.push(id);
}

/** Applies a card to the roll: bonus, reroll of all its dice, more hits, fewer hits, cards drawn. Returns manual texts
 * left to do by hand. */
export function useOnRoll(ctx: Ctx, r: RaiderState, roll: RollInfo, cardId: string, fixed?: number[]): string[] {
  const card = cardOf(ctx.content, cardId);
  const manual: string[] = [];
  for (const e of card.effects) {
    if (!helpsRoll(e, roll) && e.type !== 'manual') continue;
    if (e.type === 'resultBonus' || e.type === 'spendBonus') roll.bonus += e.bonus;
    else if (e.type === 'reroll') {
      roll.dice = rollDice(ctx, roll.dice.length, fixed);
      roll.rerolledBy.push(cardId);
    } else if (e.type === 'lastChance') {
      // One Slim Chance (rule decision 503): one die of its own; high enough, the failed test counts as passed.
      const [die] = rollDice(ctx, 1, fixed);
      if (!ctx.quiet)
        ctx.events.push({
          type: 'lastChance',
          text: `${card.name}: ${r.name} rolls ${die} (${e.face} needed).`,
          player: r.player,
          dice: [die!],
          card: cardId,
        });
      if (die! >= e.face) roll.passedBy = cardId;
    } else if (e.type === 'extraHits') roll.hitsOnSuccess += e.hits;
    else if (e.type === 'preventHits') roll.preventHits += e.hits;
    else if (e.type === 'manual') manual.push(e.text);
  }
  roll.result = roll.dice.reduce((a, b) => a + b, 0) + roll.bonus;
  roll.success = passes(roll);
  if (!ctx.quiet)
    ctx.events.push({
      ...rollEvent(r, roll),
      type: 'rollChanged',
      text: `${card.name}: ${rollEvent(r, roll).text}`,
      card: cardId,
    });
  return manual;
}
