/**
 * What the CCG level designer shows and counts of a card, read carefully from a ccgCard item
 * (schemas/ccgCard.schema.json): a malformed item gives fewer facts, never an exception.
 */
import type { ContentItem } from './content.ts';
import { isObject, list } from './json-read.ts';

export type Side = 'top' | 'right' | 'bottom' | 'left';
export const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];
export const LOCATION_CLASSES = ['cave', 'tomb', 'atlantean', 'generic'] as const;

export interface CcgCardInfo {
  id: string;
  name: string;
  number?: number;
  /** "location", "obstacle", "discovery", … */
  type: string;
  /** A location's class ("generic" when a location names none). */
  locationClass?: string;
  exits: Side[];
  /** Whether the item lists its exits at all (cards being written may not yet). */
  exitsKnown: boolean;
  danger?: number;
  searchRating?: number;
  entrance: boolean;
  treasureRoom: boolean;
  treasureRoomPower?: number;
  /** The tests that overcome the card's obstacle (an obstacle card's, or one printed on a location). */
  tests?: { ability: string; target: number }[];
}

const int = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

export function cardInfo(item: ContentItem): CcgCardInfo {
  const type = typeof item.type === 'string' ? item.type : 'unknown';
  const location = type === 'location';
  const treasure = isObject(item.treasureRoom) ? item.treasureRoom : undefined;
  const info: CcgCardInfo = {
    id: item.id,
    name: typeof item.name === 'string' ? item.name : item.id,
    type,
    exits: list(item.exits).filter((s): s is Side => SIDES.includes(s as Side)),
    exitsKnown: Array.isArray(item.exits),
    entrance: location && item.entrance === true,
    treasureRoom: location && !!treasure,
  };
  const number = int(item.number);
  if (number !== undefined) info.number = number;
  if (location) info.locationClass = typeof item.class === 'string' ? item.class : 'generic';
  const danger = int(item.danger);
  if (danger !== undefined) info.danger = danger;
  const search = int(item.searchRating);
  if (search !== undefined) info.searchRating = search;
  const power = int(treasure?.power);
  if (power !== undefined) info.treasureRoomPower = power;
  const printed = isObject(item.obstacle) ? item.obstacle : undefined;
  const tests = list(type === 'obstacle' ? item.test : printed?.test).flatMap((t) =>
    isObject(t) && typeof t.ability === 'string' && int(t.target) !== undefined
      ? [{ ability: t.ability, target: int(t.target)! }]
      : [],
  );
  if (tests.length) info.tests = tests;
  return info;
}

/** Every CCG card of some packs' items by id (the first of an id wins), in card-number order. */
export function cardCatalog(items: Iterable<unknown>): Map<string, CcgCardInfo> {
  const found: CcgCardInfo[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (!isObject(item) || item.kind !== 'ccgCard' || typeof item.id !== 'string' || seen.has(item.id)) continue;
    seen.add(item.id);
    found.push(cardInfo(item as ContentItem));
  }
  found.sort((a, b) => (a.number ?? 1e9) - (b.number ?? 1e9) || a.name.localeCompare(b.name));
  return new Map(found.map((c) => [c.id, c]));
}

/** A card's exit sides as they point on the map once the card is turned `rotation` degrees clockwise. */
export function rotatedExits(exits: readonly Side[], rotation: number): Side[] {
  const steps = (((rotation / 90) % 4) + 4) % 4;
  return exits.map((s) => SIDES[(SIDES.indexOf(s) + steps) % 4]!);
}

export interface CardFilter {
  text?: string;
  type?: string;
  locationClass?: string;
  minNumber?: number;
  maxNumber?: number;
  minDanger?: number;
  maxDanger?: number;
}

/** The card browser's search: name, id or number text, and the filters given. */
export function filterCards(cards: Iterable<CcgCardInfo>, filter: CardFilter): CcgCardInfo[] {
  const text = filter.text?.trim().toLowerCase() ?? '';
  const out: CcgCardInfo[] = [];
  for (const c of cards) {
    if (
      text &&
      !c.name.toLowerCase().includes(text) &&
      !c.id.includes(text) &&
      String(c.number ?? '').padStart(3, '0') !== text.padStart(3, '0')
    )
      continue;
    if (filter.type && c.type !== filter.type) continue;
    if (filter.locationClass && c.locationClass !== filter.locationClass) continue;
    if (filter.minNumber !== undefined && (c.number === undefined || c.number < filter.minNumber)) continue;
    if (filter.maxNumber !== undefined && (c.number === undefined || c.number > filter.maxNumber)) continue;
    if (filter.minDanger !== undefined && (c.danger === undefined || c.danger < filter.minDanger)) continue;
    if (filter.maxDanger !== undefined && (c.danger === undefined || c.danger > filter.maxDanger)) continue;
    out.push(c);
  }
  return out;
}
