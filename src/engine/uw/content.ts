/**
 * The Underworld content a game is played with: one uwGame, its regions and the cards, read from the
 * packs once and indexed by id (cached per list of packs).
 */
import type { Pack } from '../../model/content.ts';
import type { Checked } from '../../model/item-types.ts';
import type * as T from '../../model/types.generated.ts';
import { checkedItems, checkedOfKind, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';
import { UwError, type Track } from './types.ts';

/** The kinds of content the Underworld reads (and owns). */
export const UW_KINDS = ['uwGame', 'uwRegion', 'uwCard'] as const;

// Each item was checked against its schema when the content was read (engine/core/checked-content.ts, rule decision
// 575): a field that is there has its type. The engine still reads games, regions and cards as their full types
// (a draft's missing required field is not yet given a default everywhere): a price is read as checked (payments.ts).
export type UwGame = T.UwGame;
export type UwRegion = T.UwRegion;
export type UwCard = T.UwCard;

export interface UwContent {
  games: Map<string, UwGame>;
  regions: Map<string, UwRegion>;
  cards: Map<string, UwCard>;
  /** The items left out because a value of theirs has the wrong type. */
  leftOut: readonly LeftOutItem[];
  /** The progress deck: each progress card's track and copies. */
  progress: { track: Track; copies: number }[];
}

const cache = new WeakMap<readonly Pack[], UwContent>();

export function uwContent(packs: readonly Pack[]): UwContent {
  let content = cache.get(packs);
  if (content) return content;
  // The first item of an id wins (model/precedence.ts): the pack being worked on, then the others.
  const { items, leftOut } = checkedItems(packs, UW_KINDS);
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((i) => [i.id, i]));
  content = {
    games: byId(checkedOfKind(items, 'uwGame') as Checked<'uwGame'>[] as UwGame[]),
    regions: byId(checkedOfKind(items, 'uwRegion') as Checked<'uwRegion'>[] as UwRegion[]),
    cards: byId(checkedOfKind(items, 'uwCard') as Checked<'uwCard'>[] as UwCard[]),
    leftOut,
    progress: [],
  };
  for (const card of content.cards.values())
    if (card.type === 'progress' && card.track) content.progress.push({ track: card.track, copies: card.copies ?? 1 });
  cache.set(packs, content);
  return content;
}

export function gameOf(content: UwContent, id: string): UwGame {
  const game = content.games.get(id);
  const left = content.leftOut.find((l) => l.kind === 'uwGame' && l.id === id);
  if (!game) throw new UwError(left ? unplayableReason(left) : `No Underworld game with id "${id}" in the content.`);
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
