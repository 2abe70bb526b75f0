/**
 * The Underworld content a game is played with: one uwGame, its regions and the cards, read from the
 * packs once and indexed by id (cached per list of packs).
 */
import type { Pack } from '../../model/content.ts';
import type { UwCard, UwGame, UwRegion } from '../../model/types.generated.ts';
import { UwError, type Track } from './types.ts';

export interface UwContent {
  games: Map<string, UwGame>;
  regions: Map<string, UwRegion>;
  cards: Map<string, UwCard>;
  /** The progress deck: each progress card's track and copies. */
  progress: { track: Track; copies: number }[];
}

const cache = new WeakMap<readonly Pack[], UwContent>();

export function uwContent(packs: readonly Pack[]): UwContent {
  let content = cache.get(packs);
  if (content) return content;
  content = { games: new Map(), regions: new Map(), cards: new Map(), progress: [] };
  // The first item of an id wins (model/precedence.ts): the pack being worked on, then the others.
  const put = <T>(map: Map<string, T>, id: string, item: T) => {
    if (!map.has(id)) map.set(id, item);
  };
  for (const pack of packs)
    for (const item of pack.items) {
      if (item.kind === 'uwGame') put(content.games, item.id, item as unknown as UwGame);
      else if (item.kind === 'uwRegion') put(content.regions, item.id, item as unknown as UwRegion);
      else if (item.kind === 'uwCard') put(content.cards, item.id, item as unknown as UwCard);
    }
  for (const card of content.cards.values())
    if (card.type === 'progress' && card.track) content.progress.push({ track: card.track, copies: card.copies ?? 1 });
  cache.set(packs, content);
  return content;
}

export function gameOf(content: UwContent, id: string): UwGame {
  const game = content.games.get(id);
  if (!game) throw new UwError(`No Underworld game with id "${id}" in the content.`);
  return game;
}

export function regionOf(content: UwContent, id: string): UwRegion {
  const region = content.regions.get(id);
  if (!region) throw new UwError(`No Underworld region with id "${id}" in the content.`);
  return region;
}

export function cardOf(content: UwContent, id: string): UwCard {
  const card = content.cards.get(id);
  if (!card) throw new UwError(`No Underworld card with id "${id}" in the content.`);
  return card;
}

export function cardName(content: UwContent, id: string): string {
  return content.cards.get(id)?.name ?? id;
}
