import type { ContentItem, Pack } from './content.ts';
import { kindOne } from './kinds.ts';
import { ITEM_SCHEMAS } from './schemas/registry.ts';
import { idsOfKind, uniqueId } from './pack-edit.ts';
import { cloneJson } from './json-read.ts';

/** Starting points for the kinds whose schema has no whole-item example (each must be valid: tested). */
const OWN_TEMPLATES: Record<string, ContentItem> = {
  ccgCard: {
    kind: 'ccgCard',
    id: 'new-raider',
    name: 'New raider',
    number: 1,
    type: 'raider',
    power: 1,
    fight: 1,
    move: 1,
    search: 1,
    think: 1,
  },
  ccgLevel: {
    kind: 'ccgLevel',
    id: 'new-level',
    name: 'New level',
    players: { min: 1 },
    map: { width: 1, depth: 3 },
    entrances: {
      setups: [{ rooms: [{ cell: { column: 1, depth: 1 }, card: 'cave-entrance' }] }],
      start: 'splitEvenly',
    },
    levelDeck: {
      layout: 'single',
      deck: {
        cards: [
          { card: 'dim-cavern', count: 1 },
          { card: 'treasure-cave', count: 1 },
        ],
      },
    },
    goal: { type: 'findTreasure' },
  },
};

/** The kinds a new item can be made of. */
export function templateKinds(): string[] {
  return Object.keys(ITEM_SCHEMAS);
}

/**
 * A new item of `kind` for `pack`: the kind's schema example (or our own starting point), with a
 * free id and a name saying it is new. Undefined for a kind without a schema.
 */
export function templateFor(kind: string, pack: Pack): ContentItem | undefined {
  const schema = ITEM_SCHEMAS[kind] as { examples?: unknown[] } | undefined;
  if (!schema) return undefined;
  const example = (schema.examples?.[0] as ContentItem | undefined) ?? OWN_TEMPLATES[kind];
  if (!example) return undefined;
  const item = cloneJson(example);
  item.id = uniqueId(`new-${kind.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`, idsOfKind(pack, kind));
  item.name = `New ${kindOne(kind)}`;
  delete item.provenance;
  return item;
}
