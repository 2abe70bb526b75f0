/**
 * What the engine works out from the content once and then only reads: items by kind and id, the
 * wild resources, the recipes, the advanced enemies of each type (built with the content), and
 * answers filled in on first use (decks, cards by instance id, island boards, level conditions,
 * pointers into cards, printed costs, craftable recipes by hand). It belongs to its RulesContent
 * (`content.index`), so it lives and dies with it: no cache keyed by the content's identity.
 * A part whose type names RulesContent is typed by its module (read there with `as`): this file imports
 * none of them, so that no import cycle runs through RulesContent (tests/unit/layering.test.ts).
 */
import type { ContentItem } from '../../model/content.ts';

export interface ContentIndex {
  /** kind → id → item (the first of an id: checked content holds one of each). */
  byKind: Map<string, Map<string, ContentItem>>;
  /** The ids of the wild resources (Treasure). */
  wild: Set<string>;
  /** The ids of the recipes, in content order. */
  recipes: string[];
  /** The advanced enemies of each enemy type, in content order. */
  advanced: Map<string, ContentItem[]>;
  /** The bag's tokens before shuffling, in content order (filled by bag.ts on the first new game). */
  bag: readonly string[] | undefined;
  /** Each kind's whole deck, one instance id per copy (filled by cards.ts as decks are dealt). */
  decks: Map<string, readonly string[]>;
  /** kind → instance id → card (filled by cards.ts as cards are asked for). */
  instances: Map<string, Map<string, ContentItem>>;
  /** Island boards (island-board.ts IslandBoard) by id, read and checked on first use. */
  boards: Map<string, unknown>;
  /** The location conditions (conditions.ts LevelConditions) read from each condition card, by the card's id. */
  conditions: Map<string, unknown>;
  /** kind → instance id → JSON pointer → the value there (effects.ts; NOTHING for none). */
  pointed: Map<string, Map<string, Map<string, unknown>>>;
  /** Whether a boss or enemy type ignores elevation (boss.ts). */
  flat: Map<string, boolean>;
  /** A recipe's printed cost by instance id (craft.ts). */
  costs: Map<string, ReadonlyMap<string, number>>;
  /** The recipes a hand (its tokens joined by "|") can pay for when no rule changes a cost (craft.ts). */
  craftable: Map<string, readonly string[]>;
  /** The last hand asked about (null: none yet) and its answer (craft.ts compares it first: no key built). */
  lastHand: { hand: readonly string[] | null; out: readonly string[] };
}

/** The index of checked content items: the eager parts built, the others empty. */
export function contentIndex(items: readonly ContentItem[]): ContentIndex {
  const byKind = new Map<string, Map<string, ContentItem>>();
  const wild = new Set<string>();
  const recipes: string[] = [];
  const advanced = new Map<string, ContentItem[]>();
  for (const item of items) {
    let ids = byKind.get(item.kind);
    if (!ids) byKind.set(item.kind, (ids = new Map()));
    if (!ids.has(item.id)) ids.set(item.id, item);
    if (item.kind === 'resource' && item.wild === true) wild.add(item.id);
    if (item.kind === 'recipe') recipes.push(item.id);
    // A checked enemy's enemyType, where present, is a string (rule decision 575).
    const type = item.enemyType as string | undefined;
    if (item.kind === 'enemy' && item.tier === 'advanced' && type !== undefined) {
      let group = advanced.get(type);
      if (!group) advanced.set(type, (group = []));
      group.push(item);
    }
  }
  return {
    byKind,
    wild,
    recipes,
    advanced,
    bag: undefined,
    decks: new Map(),
    instances: new Map(),
    boards: new Map(),
    conditions: new Map(),
    pointed: new Map(),
    flat: new Map(),
    costs: new Map(),
    craftable: new Map(),
    lastHand: { hand: null, out: [] },
  };
}
