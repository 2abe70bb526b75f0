/** The content of The Angel of Darkness read from packs: items by kind and id, copies numbered. */
import type { Pack } from '../../model/content.ts';
import type { AodActionCard, AodDiscovery, AodObject, AodSetup, AodTile } from '../../model/types.generated.ts';
import { checkedItems, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';

/** The kinds of content the Angel of Darkness reads (and owns); the setup is its level. */
export const AOD_KINDS = ['aodSetup', 'aodTile', 'aodActionCard', 'aodDiscovery', 'aodObject'] as const;

// Each item is checked against its schema once, here (engine/core/checked-content.ts, rule decision 575): an item with
// a value of the wrong type is left out and listed in `leftOut`; a field that is there has its type. The engine still
// reads the items as their full types (a draft's missing required field is not yet given a default everywhere).
export interface AodContent {
  setups: Map<string, AodSetup>;
  tiles: Map<string, AodTile>;
  cards: Map<string, AodActionCard>;
  discoveries: Map<string, AodDiscovery>;
  objects: Map<string, AodObject>;
  /** The items left out because a value of theirs has the wrong type. */
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
  content.leftOut = leftOut;
  // The first item of a kind and id wins (the pack being worked on, then its dependencies).
  for (const item of items) {
    const it = item as unknown as { kind: string; id: string };
    if (it.kind === 'aodSetup') content.setups.set(it.id, it as unknown as AodSetup);
    else if (it.kind === 'aodTile') content.tiles.set(it.id, it as unknown as AodTile);
    else if (it.kind === 'aodActionCard') content.cards.set(it.id, it as unknown as AodActionCard);
    else if (it.kind === 'aodDiscovery') content.discoveries.set(it.id, it as unknown as AodDiscovery);
    else if (it.kind === 'aodObject') content.objects.set(it.id, it as unknown as AodObject);
  }
  return content;
}

/** "energy-2#3" → "energy-2": the content id of a numbered copy. */
export const itemIdOf = (copy: string): string => {
  const hash = copy.indexOf('#');
  return hash < 0 ? copy : copy.slice(0, hash);
};

function need<T>(map: Map<string, T>, id: string, what: string): T {
  const item = map.get(itemIdOf(id));
  if (!item) throw new Error(`There is no ${what} "${itemIdOf(id)}" in the content.`);
  return item;
}

export const tileOf = (c: AodContent, piece: string) => need(c.tiles, piece, 'museum tile');
export const cardOf = (c: AodContent, card: string) => need(c.cards, card, 'action card');
export const discoveryOf = (c: AodContent, id: string) => need(c.discoveries, id, 'discovery counter');
export const objectOf = (c: AodContent, id: string) => need(c.objects, id, 'evidence or painting');
export function setupOf(c: AodContent, id: string): AodSetup {
  const left = c.leftOut.find((l) => l.kind === 'aodSetup' && l.id === itemIdOf(id));
  if (left && !c.setups.has(id)) throw new Error(unplayableReason(left));
  return need(c.setups, id, 'museum setup');
}

/** A tile's walls as it lies unturned. */
export const wallsOf = (c: AodContent, piece: string): readonly ('N' | 'E' | 'S' | 'W')[] =>
  (tileOf(c, piece).walls ?? []) as readonly ('N' | 'E' | 'S' | 'W')[];
