/**
 * Getting ready to play: the level decks built and shuffled, entrance rooms and fixed cells laid
 * out, each player's draw deck checked against the construction limits, the starting hand chosen
 * (or drawn), the deck shuffled, and the raiders placed at their entrances.
 */
import { mapList } from '../core/lists.ts';
import { seedRandom, shuffle } from '../core/random.ts';
import { cardOf, levelItem, type CcgContent, type DefaultDeck } from './content.ts';
import { say, type Ctx } from './context.ts';
import { entranceSetupFor, levelFor, levelStartingCells, startingCells } from './level.ts';
import { newInstance, newInstances, newPlaced, placeLastTreasureRoom } from './explore.ts';
import { ability } from './raider-stats.ts';
import { applySetup } from './scenario-setup.ts';
import { bonusOffers, offerNextBonus } from './starting-bonus.ts';
import {
  EngineError,
  type CardCount,
  type CcgState,
  type LevelRef,
  type NewGameOptions,
  type PlayerOptions,
  type RaiderState,
  type Spot,
} from './types.ts';

export const DEFAULT_RAIDER = 'lara-croft-spelunker';
export const MIN_DRAW_DECK = 30;

/**
 * The deck a player gets when she brings none: one copy of every draw card of the pack numbered up
 * to 100 (the quest decks and commons), without obstacles in solitaire play, where obstacles form
 * their own deck — rule decision 105.
 */
export function defaultDrawDeck(content: CcgContent, solitaire: boolean): CardCount[] {
  const out: CardCount[] = [];
  for (const card of content.cards.values()) {
    if (!['action', 'discovery', 'upgrade', 'obstacle'].includes(card.type)) continue;
    if ((card.number ?? 999) > 100) continue;
    if (solitaire && card.type === 'obstacle') continue;
    out.push({ card: card.id, count: 1 });
  }
  return out;
}

/**
 * The default draw deck and its problems, worked out once per content and mode (kept in the content: they were most
 * of a new game's time). Read only: newRaider builds new card instances from it.
 */
function defaultDeckFor(content: CcgContent, solitaire: boolean): DefaultDeck {
  const mode = solitaire ? 'solitaire' : 'hotSeat';
  let known = content.defaultDecks[mode];
  if (!known) {
    const deck = defaultDrawDeck(content, solitaire);
    known = content.defaultDecks[mode] = { deck, problems: deckProblems(content, deck, solitaire) };
  }
  return known;
}

/** The draw-deck construction limits: at least 30 cards, at most 2 copies of a card (3 from 60 cards on). */
export function deckProblems(content: CcgContent, deck: readonly CardCount[], solitaire: boolean): string[] {
  const problems: string[] = [];
  const total = deck.reduce((n, c) => n + c.count, 0);
  if (total < MIN_DRAW_DECK) problems.push(`the draw deck has ${total} cards; it needs at least ${MIN_DRAW_DECK}`);
  const limit = total >= 60 ? 3 : 2;
  const counts = new Map<string, number>();
  for (const c of deck) counts.set(c.card, (counts.get(c.card) ?? 0) + c.count);
  for (const [id, n] of counts) {
    const card = content.cards.get(id);
    if (!card) problems.push(`"${id}" is not a CCG card of the pack`);
    else if (!['action', 'discovery', 'upgrade', 'obstacle', 'secretMove'].includes(card.type))
      problems.push(`${card.name} is a ${card.type} card, not a draw card`);
    else if (solitaire && card.type === 'obstacle')
      problems.push(`${card.name} is an obstacle: in solitaire play obstacles form their own deck`);
    if (n > limit) problems.push(`${n} copies of "${id}" (at most ${limit} in a deck of ${total})`);
  }
  return problems;
}

export function createState(
  content: CcgContent,
  ref: LevelRef,
  options: NewGameOptions,
): { state: CcgState; ctx: Ctx } {
  const item = levelItem(content, ref.id);
  const players = options.players?.length ? options.players : [{ raider: DEFAULT_RAIDER }];
  const level = levelFor(content, ref.id);
  // One player plays solitaire where the level has solitaire rules; elsewhere she plays it as a hot-seat game of one.
  const mode = options.mode ?? (players.length === 1 && level.solitaireDeck ? 'solitaire' : 'hotSeat');
  if (mode === 'solitaire' && players.length !== 1) throw new EngineError('Solitaire play is for one player.');
  if (mode === 'solitaire' && !level.solitaireDeck)
    throw new EngineError(`${String(item.name)} has no solitaire rules (no obstacle deck).`);
  const seriesLevel = options.seriesLevel ?? 0;
  const state: CcgState = {
    game: 'ccg',
    level: { kind: 'ccgLevel', id: ref.id },
    mode,
    random: seedRandom(options.seed),
    status: 'playing',
    winners: [],
    outcome: null,
    turn: 1,
    round: mode === 'solitaire' ? 'action' : 'ready',
    order: mapList(players, (_, i) => i),
    active: 0,
    timed: options.timed === true,
    seriesLevel,
    startingDepth: level.startingDepth + seriesLevel * level.depthOffsetPerLevel,
    map: [],
    drawnTreasureSpots: [],
    levelDecks: [],
    treasureRoomPlaced: false,
    setAside: [],
    copies: {},
    treasureFound: false,
    obstacleDeck: [],
    obstacleDiscard: [],
    droppedTreasure: null,
    raiders: [],
    step: null,
    pending: null,
    resolving: [],
    lastRoll: null,
    manualQueue: [],
    manualNotes: [],
    log: [],
  };
  const ctx: Ctx = { content, level, state, events: [], seriesLevel };
  // Level decks: instance ids numbered across all decks, so two copies never share an id.
  state.levelDecks = mapList(level.decks, (d) => instances(ctx, d.cards));
  const takeOut = (card: string): string => {
    for (const deck of state.levelDecks) {
      const i = deck.findIndex((id) => id === card || id.startsWith(`${card}#`));
      if (i >= 0) return deck.splice(i, 1)[0]!;
    }
    return newInstance(ctx, card); // e.g. the second entrance room comes from a player's collection
  };
  const setup = entranceSetupFor(item, players.length, options.entranceSetup);
  const entrances: Spot[] = [];
  // The cells are the level's, read once: the state gets its own spot (and list) of each.
  for (const cell of level.item === item ? levelStartingCells(level, setup) : startingCells(item, setup)) {
    const spot = { column: cell.spot.column, depth: cell.spot.depth };
    if (cell.kind === 'entrance') {
      const id = cell.card ?? state.levelDecks.flat().find((c) => cardOf(content, c).entrance);
      if (!id) throw new EngineError('An entrance room names no card and the level deck holds no entrance room.');
      state.map.push(newPlaced(spot, takeOut(id), 'up', 0));
      entrances.push(spot);
    } else if (cell.kind === 'card') {
      state.map.push(newPlaced(spot, takeOut(cell.card), cell.face, cell.rotation ?? (cell.face === 'up' ? 0 : null)));
      if (cardOf(content, cell.card).treasureRoom) state.treasureRoomPlaced = true;
    } else if (cell.kind === 'drawnTreasureRoom') {
      state.drawnTreasureSpots.push({ spot, choices: cell.choices.slice() });
      state.treasureRoomPlaced = true;
    }
  }
  if (!entrances.length) throw new EngineError('The level places no entrance room.');
  for (const deck of state.levelDecks) shuffle(state.random, deck);
  if (mode === 'solitaire') state.obstacleDeck = shuffle(state.random, instances(ctx, level.solitaireDeck!));
  players.forEach((p, i) =>
    state.raiders.push(newRaider(ctx, p, i, entranceOf(level.start, entrances, i, players.length))),
  );
  if (options.setup) applySetup(ctx, options.setup);
  placeLastTreasureRoom(ctx);
  say(ctx, () => ({
    type: 'setup',
    text: `${String(item.name)}: ${players.length} raider${players.length === 1 ? '' : 's'}, ${mode === 'solitaire' ? 'solitaire' : 'hot-seat'} play.`,
  }));
  offerNextBonus(ctx, bonusOffers(ctx, options));
  return { state, ctx };
}

/** A new instance of each card, `count` times, in list order (a packed array: see core/lists.ts). The copies of a card
 * are counted once an entry (newInstances), not once a copy: `state.copies` is read by card id, a slow keyed read. */
function instances(ctx: Ctx, cards: readonly CardCount[]): string[] {
  const out: string[] = [];
  for (const { card, count } of cards) newInstances(ctx, card, count, out);
  return out;
}

/**
 * The entrance of player i: split evenly (i modulo the rooms); by die roll or the other player's
 * side, the players are taken in seat order and the next room is hers — rule decision 106.
 */
function entranceOf(start: string, entrances: Spot[], i: number, players: number): Spot {
  if (start === 'otherPlayersDeck' && players > 1) return entrances[(i + 1) % entrances.length]!;
  return entrances[i % entrances.length]!;
}

function newRaider(ctx: Ctx, p: PlayerOptions, player: number, entrance: Spot): RaiderState {
  const { content, state } = ctx;
  const raiderCard = content.cards.get(p.raider);
  if (!raiderCard || raiderCard.type !== 'raider') throw new EngineError(`"${p.raider}" is not a raider card.`);
  if (raiderCard.power !== 1)
    throw new EngineError(`${raiderCard.name} is a power ${raiderCard.power} raider; raiders start at power 1.`);
  const solitaire = state.mode === 'solitaire';
  const deckList = p.deck ?? defaultDeckFor(content, solitaire).deck;
  const problems = p.deck ? deckProblems(content, deckList, solitaire) : defaultDeckFor(content, solitaire).problems;
  if (problems.length) throw new EngineError(`${p.name ?? `Player ${player + 1}`}'s deck: ${problems.join('; ')}.`);
  const deck = instances(ctx, deckList);
  const r: RaiderState = {
    player,
    name: p.name ?? `Player ${player + 1}`,
    raider: p.raider,
    deck,
    hand: [],
    discard: [],
    saved: mapList([...(p.treasures ?? []), ...(p.saved ?? [])], (c) => {
      if (!content.cards.has(c)) throw new EngineError(`"${c}" is not a CCG card of the pack.`);
      return newInstance(ctx, c);
    }),
    unsaved: [],
    at: entrance,
    entrance,
    savePoint: null,
    hits: 0,
    injuries: { fight: 0, move: 0, search: 0, think: 0 },
    lifeTokens: 0,
    stuckTurn: null,
    usedFight: false,
    dead: false,
    reloads: 0,
    creaturesRemoved: 0,
    trapsRemoved: 0,
    fightsWon: 0,
    deepest: entrance.depth,
    points: 0,
    carriesTreasure: false,
    treasuresWon: [],
    finishedTurn: null,
    usedThisTurn: [],
    jammed: [],
  };
  const think = ability(content, r, 'think');
  const chosen = p.startingHand ?? [];
  if (chosen.length > think)
    throw new EngineError(`${r.name} may choose ${think} starting cards (think ${think}), not ${chosen.length}.`);
  for (const c of chosen) {
    const i = r.deck.findIndex((id) => id === c || id.startsWith(`${c}#`));
    if (i < 0) throw new EngineError(`${r.name}'s starting hand names "${c}", which is not (or no more) in her deck.`);
    r.hand.push(r.deck.splice(i, 1)[0]!);
  }
  shuffle(state.random, r.deck);
  // Rule decision 107: a starting hand left unchosen is drawn at random, up to think cards.
  if (!p.startingHand) r.hand.push(...r.deck.splice(0, think));
  return r;
}
