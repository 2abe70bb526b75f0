/**
 * The content the Crypt of Chronos engine reads from a pack (its own items and its dependencies'
 * are all in the list it is given): enemy and boss stats, dice faces, miniature counts. Built once
 * where the content arrives (the module's `prepare`, a play session, a run) and passed to every
 * engine call, so that the state only ever holds ids. Nothing here is cached.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { AnyFields, Checked } from '../../model/item-types.ts';
import { EngineError, type DieResult } from './types.ts';
import {
  checkedItems,
  checkedOfKind,
  unplayableReason,
  type CheckedItems,
  type LeftOutItem,
} from '../core/checked-content.ts';
import { contentIndex, type ContentIndex } from './content-index.ts';

export interface FigureStats {
  id: string;
  name: string;
  boss: boolean;
  /** wildlife / protector / natlaTech for enemies. */
  enemyType?: string;
  health: number;
  move: number;
  power: number;
  /** Spaces straight ahead that its attack reaches. */
  range: number;
  startsSeen: boolean;
}

export interface RulesContent {
  /** The items that match their schema: the only ones the engine reads. */
  items: readonly ContentItem[];
  /** The items left out because they fail their schema, with the validator's problems. */
  leftOut: readonly LeftOutItem[];
  /** What is worked out from the items once (or on first use) and then only read: content-index.ts. */
  index: ContentIndex;
  figures: Map<string, FigureStats>;
  /** The standard enemy of each enemy type (the spawn events name a type). */
  standardOf: Map<string, FigureStats>;
  /** How many miniatures of each enemy type the box holds. */
  miniatures: Map<string, number>;
  laraDie: DieResult[];
  /** Faces of a Special Die (a Lara Die's when the pack has none), and how many the Craft Bench holds. */
  specialDie: DieResult[];
  specialDiceCount: number;
  enemyDie: number[];
  /** The levels built for play (level.ts `Level`), by kind then id: filled on first use by level.ts `levelOf`, the only
   * reader (typed there: naming Level here would make an import cycle). */
  levels: Map<string, Map<string, unknown>>;
}

/** The kinds of content the Crypt of Chronos reads (and owns). */
export const COC_KINDS = [
  'chapter',
  'location',
  'crypt',
  'islandBoard',
  'tile',
  'event',
  'weapon',
  'outfit',
  'ability',
  'research',
  'boss',
  'enemy',
  'relic',
  'condition',
  'achievement',
  'envelope',
  'actionCard',
  'resource',
  'recipe',
  'dice',
] as const;

/**
 * The content of a pack and its dependencies, flattened (a pack's own item wins over a dependency's),
 * each item checked once against its schema (engine/core/checked-content.ts, rule decision 575): an
 * item that fails is not in `items` but in `leftOut`, with its problems.
 */
export function rulesContent(packs: Pack | readonly Pack[]): RulesContent {
  return contentOfItems(cocItems(packs));
}

/** The content read for play from items already checked (throws when a die the rules need is missing). */
export function contentOfItems({ items, leftOut }: CheckedItems): RulesContent {
  // No level is built yet: each is built on first use (level.ts levelOf).
  return { ...readContent(items, leftOut), levels: new Map() };
}

/** The Crypt of Chronos items of the packs, checked against their schemas (without reading them for play). */
export function cocItems(packs: Pack | readonly Pack[]): CheckedItems {
  return checkedItems(packs, COC_KINDS);
}

/** Why the level `ref` cannot be played when it failed its schema (undefined when it did not). */
export function leftOutLevel(content: RulesContent, ref: { kind: string; id: string }): string | undefined {
  const left = content.leftOut.find((l) => l.kind === ref.kind && l.id === ref.id);
  return left && unplayableReason(left);
}

function readContent(items: ContentItem[], leftOut: LeftOutItem[]): Omit<RulesContent, 'levels'> {
  const figures = new Map<string, FigureStats>();
  const standardOf = new Map<string, FigureStats>();
  const miniatures = new Map<string, number>();
  // Checked items (engine/core/checked-content.ts): a present field has its schema's type; a missing one its default.
  for (const item of items) {
    if (item.kind !== 'enemy' && item.kind !== 'boss') continue;
    const f = item as AnyFields<Checked<'enemy'> | Checked<'boss'>>;
    const stats: FigureStats = {
      id: item.id,
      name: item.name,
      boss: item.kind === 'boss',
      ...(f.enemyType !== undefined ? { enemyType: f.enemyType } : {}),
      health: f.health ?? 1,
      move: f.move ?? 0,
      power: f.power ?? 0,
      // An advanced enemy without a range (the Archer) attacks any space it sees: part 2.
      range: f.range ?? 0,
      startsSeen: f.startsSeen === true,
    };
    figures.set(item.id, stats);
    if (item.kind === 'enemy' && f.tier === 'standard' && stats.enemyType) {
      standardOf.set(stats.enemyType, stats);
      miniatures.set(stats.enemyType, f.miniatures ?? Infinity);
    }
  }
  const die = (type: string) => checkedOfKind(items, 'dice').find((i) => i.dieType === type);
  const lara = die('lara');
  const enemy = die('enemy');
  const laraDie = lara?.faces as DieResult[] | undefined;
  const enemyDie = enemy?.faces as number[] | undefined;
  if (!laraDie) throw new EngineError('The pack has no Lara Die (an item of kind "dice" with dieType "lara").');
  if (!enemyDie) throw new EngineError('The pack has no Enemy Die (an item of kind "dice" with dieType "enemy").');
  const special = die('special');
  const specialDie = (special?.faces as DieResult[] | undefined) ?? laraDie;
  const specialDiceCount = special?.count ?? 6;
  const index = contentIndex(items);
  return { items, leftOut, index, figures, standardOf, miniatures, laraDie, specialDie, specialDiceCount, enemyDie };
}

export function figureStats(content: RulesContent, type: string): FigureStats {
  const stats = content.figures.get(type);
  if (!stats) throw new EngineError(`No enemy or boss with id "${type}" in the pack.`);
  return stats;
}
