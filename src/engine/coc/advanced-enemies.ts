/**
 * The advanced-enemy module ("Advanced enemies"): five parts, each switched on by its own option —
 * spawn (the Enemy Die picks which enemy of the type), rotation (the Enemy Die picks which way
 * enemies turn when walking on), stats (the advanced card's health, move, power and range instead
 * of the standard card's), location boost (one stat raised in the enemy's favourite location) and
 * ability (the card's rules). Everything is read from the enemy cards' data.
 */
import type { ContentItem } from '../../model/content.ts';
import type { AnyFields, Checked } from '../../model/item-types.ts';
import { activeRules, rulesOf, type Rule, type RuleContext } from './ongoing-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { AdvancedOptions, TurnDirection } from './state-parts.ts';
export type { AdvancedOptions, TurnDirection } from './state-parts.ts';

export const ALL_ADVANCED: Required<AdvancedOptions> = {
  spawn: true,
  rotation: true,
  stats: true,
  locationBoost: true,
  ability: true,
};

/**
 * An enemy or boss item of checked content (rule decision 575: every item reaching here came through
 * rulesContent), read with its schema's types: any field may be missing, a present one has its type.
 */
const figure = (item: ContentItem) => item as AnyFields<Checked<'enemy'> | Checked<'boss'>>;

/** The advanced enemies of each enemy type, in pack order. */
export function advancedOf(content: RulesContent, enemyType: string): readonly ContentItem[] {
  return content.index.advanced.get(enemyType) ?? NO_ITEMS;
}
const NO_ITEMS: readonly ContentItem[] = Object.freeze([]);

/**
 * How many miniatures of one advanced enemy the box holds: its own `miniatures` if given, else the
 * type's miniatures shared out in pack order, the first getting the odd one (rule decision 66).
 */
export function advancedMiniatures(content: RulesContent, item: ContentItem): number {
  const own = figure(item).miniatures;
  if (own !== undefined) return own;
  const type = String(item.enemyType);
  const all = content.miniatures.get(type) ?? Infinity;
  const group = advancedOf(content, type);
  const k = group.findIndex((g) => g.id === item.id);
  if (!Number.isFinite(all) || k < 0) return all;
  return Math.floor(all / group.length) + (k < all % group.length ? 1 : 0);
}

/**
 * Part 1, spawn: the enemy a spawn of `enemyType` brings on a die `roll` — the advanced enemy whose
 * card lists the number; when all its miniatures are on the level, another of the type instead.
 * `onLevel` counts the figures of each content id on the level. Undefined: none can come.
 */
export function advancedSpawn(
  content: RulesContent,
  enemyType: string,
  roll: number,
  onLevel: (id: string) => number,
): string | undefined {
  const group = advancedOf(content, enemyType);
  const rolled = group.find((g) => figure(g).spawnOn?.includes(roll));
  const order = rolled ? [rolled, ...group.filter((g) => g !== rolled)] : group;
  return order.find((g) => onLevel(g.id) < advancedMiniatures(content, g))?.id;
}

/** Part 2, rotation: 1, 3, 5 → anticlockwise; 2, 4, 6 → clockwise. */
export function turnDirection(roll: number): TurnDirection {
  return roll % 2 === 1 ? 'anticlockwise' : 'clockwise';
}

export interface EnemyNumbers {
  health: number;
  move: number;
  power: number;
  range: number;
}

/**
 * Parts 3 and 4, stats and location boost: the numbers of an enemy of content id `item` on a level
 * of `locationType`. With stats off, an advanced enemy fights with its type's standard numbers
 * (and an Archer then has the standard range). The boost is added when its location matches.
 */
export function advancedNumbers(
  content: RulesContent,
  item: ContentItem,
  options: AdvancedOptions,
  locationType: string,
): EnemyNumbers {
  const standard = content.standardOf.get(String(item.enemyType));
  const e = figure(item);
  const useOwn = e.tier !== 'advanced' || options.stats === true || !standard;
  const n: EnemyNumbers = useOwn
    ? { health: e.health ?? 1, move: e.move ?? 0, power: e.power ?? 0, range: e.range ?? 0 }
    : { health: standard.health, move: standard.move, power: standard.power, range: standard.range };
  const boost = e.locationBoost;
  if (options.locationBoost && e.tier === 'advanced' && boost?.location === locationType && boost.stat !== undefined)
    n[boost.stat] += boost.amount ?? 0;
  return n;
}

/** Part 5, ability: the rules of an advanced enemy's card in force now (none when the part is off). */
export function abilityRules(item: ContentItem, options: AdvancedOptions, ctx: RuleContext): Rule[] {
  if (item.tier !== 'advanced' || !options.ability) return [];
  return activeRules(rulesOf(item), ctx);
}
