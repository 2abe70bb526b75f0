/**
 * The Underworld content a game is played with: one uwGame, its regions and the cards, read from the
 * packs and indexed by id. Built anew at each call: a game module builds it once in `prepare` (module.ts) and passes
 * it to the engine's functions.
 */
import type { Pack } from '../../model/content.ts';
import type * as T from '../../model/types.generated.ts';
import { checked, checkedItems, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';
import { keep } from '../core/read-fields.ts';
import { readCard, readGame, readRegion } from './content-read.ts';
import { UwError, type Track } from './types.ts';

/** The kinds of content the Underworld reads (and owns). */
export const UW_KINDS = ['uwGame', 'uwRegion', 'uwCard'] as const;

// Each item was checked against its schema when the content was read (engine/core/checked-content.ts, rule decision
// 575) and read from `Checked<kind>` into its full type (content-read.ts): a draft's missing field has its rulebook
// default, and an item missing a field with no default is left out, its problems naming the field.
export type UwGame = T.UwGame;
export type UwRegion = T.UwRegion;
export type UwCard = T.UwCard;

export interface UwContent {
  games: Map<string, UwGame>;
  regions: Map<string, UwRegion>;
  cards: Map<string, UwCard>;
  /** The items left out because a value of theirs has the wrong type, or a field with no default is missing. */
  leftOut: readonly LeftOutItem[];
  /** The progress deck: each progress card's track and copies. */
  progress: { track: Track; copies: number }[];
}

export function uwContent(packs: readonly Pack[]): UwContent {
  // The first item of an id wins (model/precedence.ts): the pack being worked on, then the others.
  const { items, leftOut } = checkedItems(packs, UW_KINDS);
  const left = [...leftOut];
  const content: UwContent = { games: new Map(), regions: new Map(), cards: new Map(), leftOut: left, progress: [] };
  for (const item of items) {
    if (item.kind === 'uwGame') keep(content.games, left, item.kind, item.id, readGame(checked(item, 'uwGame')));
    else if (item.kind === 'uwRegion')
      keep(content.regions, left, item.kind, item.id, readRegion(checked(item, 'uwRegion')));
    else if (item.kind === 'uwCard') keep(content.cards, left, item.kind, item.id, readCard(checked(item, 'uwCard')));
  }
  for (const card of content.cards.values())
    if (card.type === 'progress' && card.track) content.progress.push({ track: card.track, copies: card.copies ?? 1 });
  return content;
}

export function gameOf(content: UwContent, id: string): UwGame {
  const game = content.games.get(id);
  const left = content.leftOut.find((l) => l.kind === 'uwGame' && l.id === id);
  if (!game) throw new UwError(left ? unplayableReason(left) : `No Underworld game with id "${id}" in the content.`);
  return game;
}

/** Why an item of `kind` is not there: left out (its problems), or not in the content. */
function missing(content: UwContent, kind: string, id: string, what: string): UwError {
  const left = content.leftOut.find((l) => l.kind === kind && l.id === id);
  return new UwError(left ? unplayableReason(left) : `No Underworld ${what} with id "${id}" in the content.`);
}

export function regionOf(content: UwContent, id: string): UwRegion {
  const region = content.regions.get(id);
  if (!region) throw missing(content, 'uwRegion', id, 'region');
  return region;
}

export function cardOf(content: UwContent, id: string): UwCard {
  const card = content.cards.get(id);
  if (!card) throw missing(content, 'uwCard', id, 'card');
  return card;
}

export function cardName(content: UwContent, id: string): string {
  return content.cards.get(id)?.name ?? id;
}
