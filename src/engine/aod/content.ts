/**
 * The content of The Angel of Darkness read from packs: items by kind and id, copies numbered.
 *
 * Each item is checked against its schema once, here (engine/core/checked-content.ts, rule decision 575): an item
 * with a value of the wrong type is left out and listed in `leftOut`. The rest are read as `Checked<kind>` (any field
 * may be missing, a present one has its type) into the engine's items, whose every field the rules read is there: a
 * missing field takes its default where the rulebook gives one (content-read.ts), and an item missing a field with
 * no default is left out too, its problems naming the field, so a setup that needs it refuses in words.
 */
import type { Pack } from '../../model/content.ts';
import { checked, checkedItems, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';
import { keep } from '../core/read-fields.ts';
import { readCard, readDiscovery, readObject, readSetup, readTile } from './content-read.ts';
import type { AodActionCard, AodDiscovery, AodObject, AodSetup, AodTile } from './content-read.ts';

export type { AodActionCard, AodDiscovery, AodObject, AodSetup, AodTile } from './content-read.ts';

/** The kinds of content the Angel of Darkness reads (and owns); the setup is its level. */
export const AOD_KINDS = ['aodSetup', 'aodTile', 'aodActionCard', 'aodDiscovery', 'aodObject'] as const;

export interface AodContent {
  setups: Map<string, AodSetup>;
  tiles: Map<string, AodTile>;
  cards: Map<string, AodActionCard>;
  discoveries: Map<string, AodDiscovery>;
  objects: Map<string, AodObject>;
  /** The items left out because a value of theirs has the wrong type, or a field with no default is missing. */
  leftOut: readonly LeftOutItem[];
}

export function aodContent(packs: readonly Pack[]): AodContent {
  const content: AodContent = {
    setups: new Map(),
    tiles: new Map(),
    cards: new Map(),
    discoveries: new Map(),
    objects: new Map(),
    leftOut: [],
  };
  const { items, leftOut } = checkedItems(packs, AOD_KINDS);
  const left = [...leftOut];
  // The first item of a kind and id wins (the pack being worked on, then its dependencies): checkedItems gives one.
  for (const item of items) {
    const id = item.id;
    if (item.kind === 'aodSetup') keep(content.setups, left, item.kind, id, readSetup(checked(item, 'aodSetup')));
    else if (item.kind === 'aodTile') keep(content.tiles, left, item.kind, id, readTile(checked(item, 'aodTile')));
    else if (item.kind === 'aodActionCard')
      keep(content.cards, left, item.kind, id, readCard(checked(item, 'aodActionCard')));
    else if (item.kind === 'aodDiscovery')
      keep(content.discoveries, left, item.kind, id, readDiscovery(checked(item, 'aodDiscovery')));
    else if (item.kind === 'aodObject')
      keep(content.objects, left, item.kind, id, readObject(checked(item, 'aodObject')));
  }
  content.leftOut = left;
  return content;
}

/** "energy-2#3" → "energy-2": the content id of a numbered copy. */
export const itemIdOf = (copy: string): string => {
  const hash = copy.indexOf('#');
  return hash < 0 ? copy : copy.slice(0, hash);
};

/** The item `id` of `kind`; one left out says why it cannot be played, naming its problems. */
function need<T>(c: AodContent, map: Map<string, T>, kind: string, id: string, what: string): T {
  const item = map.get(itemIdOf(id));
  if (item) return item;
  const left = c.leftOut.find((l) => l.kind === kind && l.id === itemIdOf(id));
  throw new Error(left ? unplayableReason(left) : `There is no ${what} "${itemIdOf(id)}" in the content.`);
}

export const tileOf = (c: AodContent, piece: string) => need(c, c.tiles, 'aodTile', piece, 'museum tile');
export const cardOf = (c: AodContent, card: string) => need(c, c.cards, 'aodActionCard', card, 'action card');
export const discoveryOf = (c: AodContent, id: string) =>
  need(c, c.discoveries, 'aodDiscovery', id, 'discovery counter');
export const objectOf = (c: AodContent, id: string) => need(c, c.objects, 'aodObject', id, 'evidence or painting');
export const setupOf = (c: AodContent, id: string): AodSetup => need(c, c.setups, 'aodSetup', id, 'museum setup');

/** A tile's walls as it lies unturned. */
export const wallsOf = (c: AodContent, piece: string): readonly ('N' | 'E' | 'S' | 'W')[] => tileOf(c, piece).walls;
