/**
 * The CCG content the engine reads from a pack (and its dependencies): every ccgCard as a typed
 * record, and the ccgLevel items. Read once per pack and cached, so that the state only holds ids.
 * Card instance ids: the first copy of a card is its id, later copies "id#2", "id#3"…
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { isObject, list } from '../../model/json-read.ts';
import {
  DEEDS,
  EngineError,
  MOMENTS,
  type Ability,
  type Deed,
  type Moment,
  type ObstacleType,
  type Side,
  type TestOption,
} from './types.ts';

export type Impairment = { type: 'stuck' } | { type: 'hit'; hits: number } | { type: 'injury'; ability: Ability };
/** A card effect as the content model writes it (ccg-common.schema.json#/$defs/effect). */
export type Effect = { type: string; [key: string]: unknown };

export interface ObstacleFacts {
  name: string;
  obstacleType: ObstacleType;
  test: TestOption[];
  life?: number;
  onFail: Impairment[];
  text?: string;
  effects: Effect[];
}

export interface Card {
  id: string;
  name: string;
  number?: number;
  type: string;
  text?: string;
  effects: Effect[];
  // location
  locationClass?: string;
  exits: Side[];
  danger: number;
  searchRating: number;
  printed?: ObstacleFacts;
  savePoint: boolean;
  entrance: boolean;
  treasureRoom?: { power: number; searchTarget: number };
  // obstacle (danger above)
  obstacle?: ObstacleFacts;
  // discovery
  discoveryType?: 'item' | 'trigger';
  difficulty: number;
  // action
  timing?: string;
  /** An any-time action card played only after a deed of her raider in this turn (rule decision 156). */
  playAfter?: Deed;
  /** An action card offered only at the moment its words name (rule decision 192): see `moments.ts`. */
  playWhen?: Moment;
  // raider / upgrade / treasure
  power: number;
  abilities?: Record<Ability, number>;
  bonuses: { ability: Ability; bonus: number; onlyIfStartingAt?: number }[];
  requirements: { type: string; depth?: number; count?: number; text?: string }[];
  raiders: string[];
}

export interface CcgContent {
  cards: Map<string, Card>;
  levels: Map<string, ContentItem>;
  /** Cards by instance id ("pit-trap#2"), filled as they are asked for (cardOf): no id cut out per call. */
  byInstance: Map<string, Card>;
}

const cache = new WeakMap<object, CcgContent>();
const int = (v: unknown, d = 0) => (typeof v === 'number' && Number.isInteger(v) ? v : d);

export function ccgContent(packs: Pack | readonly Pack[]): CcgContent {
  const cached = cache.get(packs as object);
  if (cached) return cached;
  const packList = Array.isArray(packs) ? (packs as readonly Pack[]) : [packs as Pack];
  const cards = new Map<string, Card>();
  const levels = new Map<string, ContentItem>();
  for (const pack of packList)
    for (const item of pack.items) {
      if (item.kind === 'ccgCard' && !cards.has(item.id)) cards.set(item.id, readCard(item));
      if (item.kind === 'ccgLevel' && !levels.has(item.id)) levels.set(item.id, item);
    }
  const content: CcgContent = { cards, levels, byInstance: new Map() };
  cache.set(packs as object, content);
  return content;
}

function readObstacle(raw: Record<string, unknown>, name: string): ObstacleFacts {
  const facts: ObstacleFacts = {
    name,
    obstacleType: raw.obstacleType === 'creature' ? 'creature' : 'trap',
    test: list(raw.test)
      .filter(isObject)
      .map((o) => ({ ability: o.ability as Ability, target: int(o.target, 99) })),
    onFail: list(raw.onFail)
      .filter(isObject)
      .map((o) => o as unknown as Impairment),
    effects: list(raw.effects).filter(isObject) as Effect[],
  };
  if (typeof raw.life === 'number') facts.life = raw.life;
  if (typeof raw.text === 'string') facts.text = raw.text;
  return facts;
}

function readCard(item: ContentItem): Card {
  const type = String(item.type);
  const name = typeof item.name === 'string' ? item.name : item.id;
  const card: Card = {
    id: item.id,
    name,
    type,
    effects: list(item.effects).filter(isObject) as Effect[],
    exits: list(item.exits) as Side[],
    danger: int(item.danger),
    searchRating: int(item.searchRating),
    savePoint: item.savePoint === true,
    entrance: item.entrance === true,
    difficulty: int(item.difficulty),
    power: int(item.power, 1),
    bonuses: list(item.bonuses).filter(isObject) as Card['bonuses'],
    requirements: list(item.requirements).filter(isObject) as Card['requirements'],
    raiders: list(item.raiders).filter((r): r is string => typeof r === 'string'),
  };
  if (typeof item.number === 'number') card.number = item.number;
  if (typeof item.text === 'string') card.text = item.text;
  if (type === 'location') {
    card.locationClass = typeof item.class === 'string' ? item.class : 'generic';
    if (isObject(item.obstacle))
      card.printed = readObstacle(item.obstacle, typeof item.obstacle.name === 'string' ? item.obstacle.name : name);
    if (isObject(item.treasureRoom))
      card.treasureRoom = {
        power: int(item.treasureRoom.power, 1),
        searchTarget: int(item.treasureRoom.searchTarget, 99),
      };
  }
  if (type === 'obstacle') card.obstacle = readObstacle(item, name);
  if (type === 'discovery') card.discoveryType = item.discoveryType === 'trigger' ? 'trigger' : 'item';
  if (type === 'action') card.timing = typeof item.timing === 'string' ? item.timing : 'anyTime';
  if (type === 'action' && DEEDS.includes(item.playAfter as Deed)) card.playAfter = item.playAfter as Deed;
  if (type === 'action' && MOMENTS.includes(item.playWhen as Moment)) card.playWhen = item.playWhen as Moment;
  if (type === 'raider')
    card.abilities = {
      fight: int(item.fight, 1),
      move: int(item.move, 1),
      search: int(item.search, 1),
      think: int(item.think, 1),
    };
  return card;
}

/** The card id of an instance id ("pit-trap#2" → "pit-trap"). */
export const cardIdOf = (instance: string) => {
  const hash = instance.indexOf('#');
  return hash < 0 ? instance : instance.slice(0, hash);
};

export function cardOf(content: CcgContent, instance: string): Card {
  const known = content.byInstance.get(instance);
  if (known) return known;
  const card = content.cards.get(cardIdOf(instance));
  if (!card) throw new EngineError(`No CCG card "${cardIdOf(instance)}" in the pack.`);
  content.byInstance.set(instance, card);
  return card;
}

export function levelItem(content: CcgContent, id: string): ContentItem {
  const level = content.levels.get(id);
  if (!level) throw new EngineError(`No CCG level "${id}" in the pack.`);
  return level;
}

/** Instance ids for card counts, numbering copies across all calls that share `used`. */
export function instances(cards: { card: string; count: number }[], used: Map<string, number>): string[] {
  const out: string[] = [];
  for (const { card, count } of cards)
    for (let i = 0; i < count; i++) {
      const n = (used.get(card) ?? 0) + 1;
      used.set(card, n);
      out.push(n === 1 ? card : `${card}#${n}`);
    }
  return out;
}
