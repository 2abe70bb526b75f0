/**
 * The CCG content the engine reads from a pack (and its dependencies): every ccgCard as a typed
 * record, and the ccgLevel items. Prepared once by whoever holds the packs (the module's `prepare`, a
 * play session, a worker job, a CLI run) and passed to every engine call, so that the state only holds ids.
 * Card instance ids: the first copy of a card is its id, later copies "id#2", "id#3"…
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { AnyFields, Checked, Loose } from '../../model/item-types.ts';
import type { CcgCommonEffect } from '../../model/types.generated.ts';
import { rotatedExits } from '../../model/ccg-card-catalog.ts';
import { checked, checkedItems, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';
import {
  EngineError,
  type Ability,
  type Deed,
  type Moment,
  type CardCount,
  type ObstacleType,
  type Side,
  type TestOption,
} from './types.ts';

export type Impairment = { type: 'stuck' } | { type: 'hit'; hits: number } | { type: 'injury'; ability: Ability };
/**
 * A card effect as the engine reads it: one of the schema's union (ccg-common.schema.json#/$defs/effect), told apart by
 * `type`. Every effect reaches the engine on a card checked against its schema (rule decision 575): an effect of an
 * unknown type or with a value of the wrong type leaves its card out, and a missing required field is given its
 * default here (`readEffect`), so a reader narrowed by `type` reads each field with no guard.
 */
export type Effect = CcgCommonEffect;
/** The effect of one type. */
export type EffectOf<T extends Effect['type']> = Extract<Effect, { type: T }>;
/** Any effect's fields, each typed as the effect types that have it type it: for the readers of a field that several
 * effect types share (`ability`, `target`, `withCard`, `uses`, `when`), missing on the types without it. */
export type EffectFields = AnyFields<Effect>;
/** An effect read by the fields its types share (no cast: every effect is one of them). */
export const fieldsOf = (e: Effect): EffectFields => e;
/** An effect whose `type` its reader has tested already, read as that type. */
export const effectAs = <T extends Effect['type']>(e: Effect, _type: T): EffectOf<T> => e as EffectOf<T>;

/** The keys of `T` that are not optional. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The required fields (other than `type`) of one effect type. */
type RequiredOf<T extends Effect['type']> = Pick<EffectOf<T>, Exclude<RequiredKeys<EffectOf<T>>, 'type'>>;
/**
 * The default of each required field of an effect, for a draft card that leaves it out (a limit fault the checker
 * shows, rule decision 575), as rule decision 584 gives them: a number adds nothing, a discard or a look at the level
 * deck takes one card, a last chance needs a six, a manual effect has no words. The type makes the list complete: an
 * effect type with a required field and no entry here fails the type check.
 */
const EFFECT_DEFAULTS: {
  [T in Effect['type'] as [RequiredKeys<EffectOf<T>>] extends ['type'] ? never : T]: RequiredOf<T>;
} = {
  extraDice: { dice: 0 },
  resultBonus: { bonus: 0 },
  abilityBonus: { ability: 'fight', bonus: 0 },
  extraHits: { hits: 0 },
  heal: { hits: 0 },
  gainLife: { life: 0 },
  preventHits: { hits: 0 },
  impair: { target: 'anyRaider', impairments: [] },
  drawCards: { cards: 0 },
  handLimit: { cards: 0 },
  hitOthersHere: { hits: 0 },
  failHits: { hits: 0 },
  drawOnSave: { cards: 0 },
  extraMove: { locations: 0 },
  searchDice: { dice: 0 },
  drawOnPass: { cards: 0 },
  lastChance: { face: 6 },
  hitOnPass: { hits: 0 },
  slowMove: { locations: 0 },
  limitMove: { locations: 0 },
  discardCards: { cards: 1 },
  arrangeLevelDeck: { cards: 1 },
  moveRaider: { to: 'adjacent' },
  otherExtraDice: { dice: 0 },
  // No ability: it helps no roll (the schema's list has at least one, a limit a draft may break).
  spendBonus: { bonus: 0, abilities: [] as unknown as EffectOf<'spendBonus'>['abilities'] },
  manual: { text: '' },
};

/**
 * An effect of a checked card with its missing required fields given their defaults (the same object when none is
 * missing). An ability bonus that names no ability adds nothing.
 */
export function readEffect(raw: Loose<Effect>): Effect {
  const e = raw as Effect;
  const defaults = (EFFECT_DEFAULTS as Partial<Record<Effect['type'], object>>)[e.type];
  if (!defaults || Object.keys(defaults).every((k) => k in e)) return e;
  if (raw.type === 'abilityBonus' && raw.ability === undefined)
    return { type: 'abilityBonus', ability: 'fight', bonus: 0 };
  return { ...defaults, ...e } as Effect;
}

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
  /** The printed exits turned 0, 90, 180 and 270 degrees, as side bits (map.ts printedExitBits): the map is looked at
   * many times an action. */
  printedBits: readonly number[];
  /** The effects used when her player chooses and kept in play (card-play.ts keptUses): asked for every card in her
   * rows at every list of legal actions. */
  keptUses: readonly Effect[];
  /** Facts about the card's effects asked after every roll (tests.ts afterRollCards), read once with the card: it has a
   * `reroll` effect; it has a `spendBonus` effect (an item spent on a roll). */
  rerolls: boolean;
  spentOnRoll: boolean;
  /** When the card may be played from the hand, read once with it (hand-facts.ts keeps a hand's cards by them): outside
   * a decision (not neverPlayedFreely), before a test (playedBeforeTest), on a roll (playedOnRoll). */
  freePlay: boolean;
  beforeTest: boolean;
  onRoll: boolean;
}

/** The default draw deck of one mode and its problems (setup.ts defaultDeckFor). Read only. */
export interface DefaultDeck {
  deck: readonly CardCount[];
  problems: string[];
}

/**
 * The prepared content. Besides what is read from the packs, it owns what the engine works out from them and keeps
 * (filled on first use, never changed after): no module-level cache finds it again by identity.
 */
export interface CcgContent {
  cards: Map<string, Card>;
  /** The levels as checked at the load boundary: a field that is there has its schema's type. */
  levels: Map<string, CheckedLevel>;
  /** The cards and levels left out because they fail their schema (engine/core/checked-content.ts). */
  leftOut: readonly LeftOutItem[];
  /** Cards by instance id ("pit-trap#2"), filled as they are asked for (cardOf): no id cut out per call. */
  byInstance: Map<string, Card>;
  /** By player index, what raider-stats.ts last read from a raider's cards in play, kept by value (raiderStats). A
   * memo of this content's own: its key is copies of the cards it was read from (RaiderStats), so any state of any game
   * played with this content reads the right numbers. */
  stats: RaiderStats[];
  /** By player index, what hand-facts.ts last read from a raider's hand, kept by value (a copy of the hand). */
  hands: HandFacts[];
  /** The levels read for play (level.ts levelFor), by id, read on first use: reading one was a large part of a new
   * game's time, and a content has many levels of which a run plays few. Typed `unknown` here (level.ts reads it
   * as its Level) so that content.ts imports nothing of level.ts: the engines have no import cycle. */
  played: Map<string, unknown>;
  /** The default draw deck and its problems by mode (setup.ts), worked out on first use (most of a new game's time). */
  defaultDecks: { solitaire?: DefaultDeck; hotSeat?: DefaultDeck };
  /** `card#n` by card id (explore.ts numberedId), reused by every game: the same string keeps its hash for cardOf. */
  numberedIds: Map<string, string[]>;
  /** `obstacle:<ref>`, a roll's `against`, by obstacle ref (encounter.ts againstObstacle): one flat string a ref,
   * reused by every game, instead of a new joined string a test that every later look at it had to flatten first. */
  against: Map<string, string>;
}

/**
 * A raider's numbers that depend only on her raider card and her cards in play (saved, unsaved, jammed): the key is
 * copies of those lists, so a state that has the same cards gets the same numbers, whatever object holds them.
 */
export interface RaiderStats {
  raider: string;
  saved: string[];
  unsaved: string[];
  jammed: string[];
  /** playEffectList's list (null: not read yet); never given out, only copies. */
  effects: Effect[] | null;
  /** baseAbility by ability, in ABILITIES order (NaN: not read yet). */
  base: number[];
  /** The cards of her rows (saved, then unsaved) that card-play.ts usableItem may allow: kept uses, or a discovery that
   * heals or adds an exit (null: not read yet). */
  items: string[] | null;
  /** playEffects' list, each effect with its card (null: not read yet); read only (raider-stats.ts keptPlayEffects). */
  cardEffects: { card: string; effect: Effect }[] | null;
}

/** What the cards in a raider's hand may be played for, by their timing alone (hand-facts.ts). */
export interface HandFacts {
  /** The hand the facts were read from (a copy): the key. */
  hand: string[];
  /** The cards that may be played outside a decision (not `neverPlayedFreely`), in hand order. */
  free: string[];
  /** The action cards played before a test, and response cards that prevent hits (encounter.ts beforeTestCards). */
  beforeTest: string[];
  /** The after-roll and response action cards (tests.ts afterRollCards). */
  afterRoll: string[];
}

/** The kinds of content the CCG reads (and owns). */
export const CCG_KINDS = ['ccgCard', 'ccgLevel'] as const;

/** A level item as checked at the load boundary, still a pack item for the designer's readers (model/ccg-level-*). */
export type CheckedLevel = ContentItem & Checked<'ccgLevel'>;
/** A level's series, every field of its three types read where it is there. */
export type CheckedSeries = AnyFields<NonNullable<CheckedLevel['series']>>;

/**
 * The CCG content of `packs`, built anew at each call (no cache): call it once where the packs arrive and pass the
 * result on.
 */
export function ccgContent(packs: Pack | readonly Pack[]): CcgContent {
  const cards = new Map<string, Card>();
  const levels = new Map<string, CheckedLevel>();
  const { items, leftOut } = checkedItems(packs, CCG_KINDS);
  for (const item of items) {
    if (item.kind === 'ccgCard') cards.set(item.id, readCard(checked(item, 'ccgCard')));
    if (item.kind === 'ccgLevel') levels.set(item.id, checked(item, 'ccgLevel') as CheckedLevel);
  }
  return {
    cards,
    levels,
    leftOut,
    byInstance: new Map(),
    stats: [],
    hands: [],
    played: new Map(),
    defaultDecks: {},
    numberedIds: new Map(),
    against: new Map(),
  };
}

type CheckedCard = Checked<'ccgCard'>;
type CheckedObstacle =
  NonNullable<Extract<CheckedCard, { type?: 'location' }>['obstacle']> | Extract<CheckedCard, { type?: 'obstacle' }>;

// The card was checked against its schema (engine/core/checked-content.ts): a field that is there has its type,
// any may be missing (a draft), so each read gives the default of a missing field and nothing more.
function readObstacle(raw: CheckedObstacle, name: string): ObstacleFacts {
  const facts: ObstacleFacts = {
    name,
    obstacleType: raw.obstacleType === 'creature' ? 'creature' : 'trap',
    test: (raw.test ?? []).map((o) => ({ ability: o.ability as Ability, target: o.target ?? 99 })),
    onFail: (raw.onFail ?? []) as Impairment[],
    effects: 'effects' in raw ? (raw.effects ?? []).map(readEffect) : [],
  };
  if (raw.life !== undefined) facts.life = raw.life;
  if (raw.text !== undefined) facts.text = raw.text;
  return facts;
}

function readCard(item: CheckedCard): Card {
  const type = String(item.type);
  const name = item.name ?? item.id;
  // Every field of any card type, read where the type has it (a card's fields are those of its type).
  const f = item as AnyFields<CheckedCard>;
  const card: Card = {
    id: item.id,
    name,
    type,
    effects: (item.effects ?? []).map(readEffect),
    exits: (f.exits ?? []) as Side[],
    danger: f.danger ?? 0,
    searchRating: f.searchRating ?? 0,
    savePoint: f.savePoint === true,
    entrance: f.entrance === true,
    difficulty: f.difficulty ?? 0,
    power: f.power ?? 1,
    bonuses: (f.bonuses ?? []) as Card['bonuses'],
    requirements: (f.requirements ?? []) as Card['requirements'],
    raiders: [...(f.raiders ?? [])],
    printedBits: [],
    keptUses: [],
    rerolls: false,
    spentOnRoll: false,
    freePlay: false,
    beforeTest: false,
    onRoll: false,
  };
  card.printedBits = [0, 90, 180, 270].map((turn) => exitBitsOf(rotatedExits(card.exits, turn)));
  card.keptUses = card.effects.filter((e) => fieldsOf(e).uses === 'oncePerTurn' || fieldsOf(e).uses === 'oncePerLevel');
  card.rerolls = card.effects.some((e) => e.type === 'reroll');
  card.spentOnRoll = card.effects.some((e) => e.type === 'spendBonus');
  if (item.number !== undefined) card.number = item.number;
  if (item.text !== undefined) card.text = item.text;
  if (item.type === 'location') {
    card.locationClass = item.class ?? 'generic';
    if (item.obstacle) card.printed = readObstacle(item.obstacle, item.obstacle.name ?? name);
    if (item.treasureRoom)
      card.treasureRoom = { power: item.treasureRoom.power ?? 1, searchTarget: item.treasureRoom.searchTarget ?? 99 };
  }
  if (item.type === 'obstacle') card.obstacle = readObstacle(item, name);
  if (item.type === 'discovery') card.discoveryType = item.discoveryType === 'trigger' ? 'trigger' : 'item';
  if (item.type === 'action') {
    card.timing = item.timing ?? 'anyTime';
    if (item.playAfter) card.playAfter = item.playAfter;
    if (item.playWhen) card.playWhen = item.playWhen;
  }
  if (item.type === 'raider')
    card.abilities = { fight: item.fight ?? 1, move: item.move ?? 1, search: item.search ?? 1, think: item.think ?? 1 };
  card.freePlay = !neverPlayedFreely(card);
  card.beforeTest = playedBeforeTest(card);
  card.onRoll = playedOnRoll(card);
  return card;
}

/**
 * Cards never played from the hand outside a decision (cardPlayProblem names a problem whatever the
 * state): action cards played before a test, after a roll, in place of a search or in answer, and
 * cards that are not played at all. The legal actions rule them out without building its words.
 */
export function neverPlayedFreely(card: Card): boolean {
  if (card.type === 'secretMove' || card.type === 'upgrade') return false;
  if (card.playWhen === 'justMapped' || card.playWhen === 'endedMoveHere') return true;
  return card.type !== 'action' || (card.timing !== 'anyTime' && card.timing !== 'opponentActionRound');
}

/** The action cards her player may play before a test, by their timing (rule decision 501 narrows them further). */
export const playedBeforeTest = (c: Card) =>
  c.type === 'action' &&
  (c.timing === 'beforeTest' || (c.timing === 'response' && c.effects.some((e) => e.type === 'preventHits')));

/** The action cards offered on a roll, by their timing. */
export const playedOnRoll = (c: Card) => c.type === 'action' && (c.timing === 'afterRoll' || c.timing === 'response');

/** Exits as one bit a side, in map.ts's SIDES order (top, right, bottom, left). */
export function exitBitsOf(sides: readonly Side[]): number {
  let bits = 0;
  for (const s of sides) {
    const i = SIDE_ORDER.indexOf(s);
    if (i >= 0) bits |= 1 << i;
  }
  return bits;
}
const SIDE_ORDER: readonly Side[] = ['top', 'right', 'bottom', 'left'];

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

export function levelItem(content: CcgContent, id: string): CheckedLevel {
  const level = content.levels.get(id);
  const left = content.leftOut.find((l) => l.kind === 'ccgLevel' && l.id === id);
  if (!level) throw new EngineError(left ? unplayableReason(left) : `No CCG level "${id}" in the pack.`);
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
