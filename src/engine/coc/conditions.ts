/**
 * Location conditions ("Locations": cold for mountains, hot for deserts, time for tombs): the level
 * names one condition card by id, and its rules (schemas/rules.schema.json) change the game while
 * the level is played. Read once per level into plain numbers and flags, so a designer who edits a
 * condition card changes the game without code. Each field names the rule type it comes from.
 */
import type { ContentItem } from '../../model/content.ts';
import { itemOf, rulesOf, rulesOfType, sumOf, type Rule } from './ongoing-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { EffectFields } from './content-fields.ts';

export interface LevelConditions {
  /** The condition card's id, if the level has one. */
  id?: string;
  /** moveSpaces (Cautious): spaces added to (or taken from) every MOVE. */
  moveSpacesDelta: number;
  /** moveMultiplier (Haste): the factor, and whether only the first MOVE of each Lara Phase. */
  moveFactor: number;
  moveFactorFirstOnly: boolean;
  /** moveRestriction (Skate: straightLine; Slippery: mustMoveFull). */
  moveStraightLine: boolean;
  mustMoveFull: boolean;
  /** climbCost for enemies (Clamber): what a climb costs them, or undefined for the usual 2. */
  enemyClimbCost?: number;
  /** enemyMove (Slick). */
  enemyMoveDelta: number;
  /** enemyHealth (Reinforced): extra damage needed to defeat a standard enemy (rule decision 65). */
  enemyHealthDelta: number;
  /** laraDice (Fatigued): Lara Dice set aside (negative) for the level. */
  laraDiceDelta: number;
  /** noSpecialDice (Drained). */
  noSpecialDice: boolean;
  /** maxDicePerRoll (Overworked): the cap and the sorts of roll it applies to. */
  maxDicePerRoll?: { max: number; appliesTo: string[] };
  /** actionLimit (Sore): uses per Lara Phase, by action. */
  actionLimits: Record<string, number>;
  /** damageMultiplier (Repeat): the factor by attack ("melee", "weapon"). */
  damageFactor: Record<string, number>;
  /** reroll (Rush): the results that may be rolled again once, by action. */
  rerolls: Record<string, string[]>;
  /** eventDraws (Slow): cards drawn when no enemy is on the level (default 2). */
  eventDrawsWithoutEnemies: number;
  /** trigger on laraPhaseStart (Overclock): the effects carried out as each Lara Phase starts. */
  laraPhaseStart: EffectFields[];
}

const NONE: LevelConditions = {
  moveSpacesDelta: 0,
  moveFactor: 1,
  moveFactorFirstOnly: false,
  moveStraightLine: false,
  mustMoveFull: false,
  enemyMoveDelta: 0,
  enemyHealthDelta: 0,
  laraDiceDelta: 0,
  noSpecialDice: false,
  actionLimits: {},
  damageFactor: {},
  rerolls: {},
  eventDrawsWithoutEnemies: 2,
  laraPhaseStart: [],
};

/**
 * The conditions of a level item (a chapter, location or crypt with a "condition" id): what its condition
 * card says, read once per card (kept in the content's index by the condition's id).
 */
export function levelConditions(content: RulesContent, level: ContentItem): LevelConditions {
  const id = (level as { condition?: string }).condition;
  if (!id) return NONE;
  const known = content.index.conditions as Map<string, LevelConditions>;
  let c = known.get(id);
  if (!c) known.set(id, (c = { ...readConditions(rulesOf(itemOf(content, 'condition', id))), id }));
  return c;
}

export function readConditions(rules: readonly Rule[]): LevelConditions {
  const c: LevelConditions = { ...NONE, actionLimits: {}, damageFactor: {}, rerolls: {}, laraPhaseStart: [] };
  c.moveSpacesDelta = sumOf(rules, 'moveSpaces', 'delta');
  for (const r of rulesOfType(rules, 'moveMultiplier')) {
    c.moveFactor *= r.factor ?? 1;
    c.moveFactorFirstOnly ||= r.firstMoveOnly === true;
  }
  for (const r of rulesOfType(rules, 'moveRestriction')) {
    if (r.restriction === 'straightLine') c.moveStraightLine = true;
    if (r.restriction === 'mustMoveFull') c.mustMoveFull = true;
  }
  for (const r of rulesOfType(rules, 'climbCost'))
    if (r.who === 'enemies' && r.cost !== undefined) c.enemyClimbCost = r.cost;
  c.enemyMoveDelta = sumOf(rules, 'enemyMove', 'delta');
  c.enemyHealthDelta = sumOf(rules, 'enemyHealth', 'delta');
  c.laraDiceDelta = sumOf(rules, 'laraDice', 'delta');
  c.noSpecialDice = rulesOfType(rules, 'noSpecialDice').length > 0;
  for (const r of rulesOfType(rules, 'maxDicePerRoll'))
    if (r.max !== undefined) c.maxDicePerRoll = { max: r.max, appliesTo: [...(r.appliesTo ?? ['action', 'ability'])] };
  for (const r of rulesOfType(rules, 'actionLimit'))
    if (r.action !== undefined && r.perLaraPhase !== undefined) c.actionLimits[r.action] = r.perLaraPhase;
  for (const r of rulesOfType(rules, 'damageMultiplier'))
    for (const a of r.attacks ?? ['melee', 'weapon']) c.damageFactor[a] = (c.damageFactor[a] ?? 1) * (r.factor ?? 1);
  for (const r of rulesOfType(rules, 'reroll'))
    if (r.action !== undefined && r.results) c.rerolls[r.action] = [...r.results];
  for (const r of rulesOfType(rules, 'eventDraws'))
    if (r.withoutEnemies !== undefined) c.eventDrawsWithoutEnemies = r.withoutEnemies;
  for (const r of rulesOfType(rules, 'trigger'))
    if (r.on === 'laraPhaseStart' && r.effects) c.laraPhaseStart.push(...r.effects);
  return c;
}

/** The spaces a MOVE gives: Cautious takes 1 off, Haste doubles the first MOVE of the phase (never below 0). */
export function moveSpaces(c: LevelConditions, successes: number, firstMoveThisPhase: boolean): number {
  const factor = !c.moveFactorFirstOnly || firstMoveThisPhase ? c.moveFactor : 1;
  return Math.max(0, (successes + c.moveSpacesDelta) * factor);
}

/** The most dice one roll of this sort may use (Overworked), given the dice Lara has left. */
export function maxDiceFor(
  c: LevelConditions,
  sort: 'action' | 'ability' | 'weapon' | 'other',
  diceLeft: number,
): number {
  return c.maxDicePerRoll && c.maxDicePerRoll.appliesTo.includes(sort)
    ? Math.min(diceLeft, c.maxDicePerRoll.max)
    : diceLeft;
}

/** Event Cards the Event Phase draws: 1 with an enemy on the level, else 2 (Slow: 1). */
export function eventDraws(c: LevelConditions, enemiesOnLevel: number): number {
  return enemiesOnLevel > 0 ? 1 : c.eventDrawsWithoutEnemies;
}
