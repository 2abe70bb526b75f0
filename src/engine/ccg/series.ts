/**
 * Series of levels (the level item's `series`): timed (fewest extra turns over the levels), linked
 * (levels in a row; each winner takes a treasure; most treasures or the final one wins) and pick-up
 * (one level per player, each starting deeper; the winner of each carries a treasure on). A series
 * is a small JSON record kept beside the games: it gives the options of each level's game and takes
 * each finished game's result, applying what the raiders carry over.
 */
import { cardIdOf, cardOf, levelItem, type CcgContent, type CheckedSeries } from './content.ts';
import { defaultDrawDeck } from './setup.ts';
import { EngineError, type CardCount, type CcgState, type NewGameOptions, type PlayerOptions } from './types.ts';

export interface CarryOver {
  treasures?: boolean;
  upgrades?: boolean;
  secretMoves?: boolean;
  savedItems?: number;
}

export interface Series {
  type: 'timed' | 'linked' | 'pickUp';
  /** The level of each game, in order. */
  levels: string[];
  /** The next game to play (index into levels); levels.length when the series is over. */
  next: number;
  players: PlayerOptions[];
  carryOver: CarryOver;
  seriesWinner: 'mostTreasures' | 'finalTreasure' | 'fewestExtraTurns';
  /** Per game played: its winners, the treasure awarded, each raider's extra turns (timed). */
  results: { level: string; winners: number[]; treasure: string | null; extraTurns: number[] }[];
  /** Pick-up: how many new draw cards each player may add between levels (0: none), and the copy limit then. */
  newDrawCards: number;
  maxCopies: number;
  /** Per player: the cards added to her deck since the last level (reset when a level is finished). */
  added: number[];
}

/** A series as the level item describes it; pick-up and timed play the level once per player (rule decision 174). */
export function newSeries(content: CcgContent, levelId: string, players: PlayerOptions[]): Series {
  const item = levelItem(content, levelId);
  // The level was checked against its schema (rule decision 575): a field that is there has its type.
  if (!item.series) throw new EngineError(`${String(item.name)} is not written for a series.`);
  const raw: CheckedSeries = item.series;
  const type = raw.type ?? 'timed';
  const levels = raw.levels ? [...raw.levels] : Array.from({ length: players.length }, () => levelId);
  const carryOver: CarryOver = raw.carryOver ?? (type === 'linked' ? { treasures: true } : {});
  const seriesWinner =
    type === 'timed' ? 'fewestExtraTurns' : raw.seriesWinner === 'finalTreasure' ? 'finalTreasure' : 'mostTreasures';
  const newDrawCards = raw.newDrawCardsPerLevel ?? 0;
  const maxCopies = raw.maxCopiesInDrawDeck ?? 3;
  return {
    type,
    levels,
    next: 0,
    players: players.map((p) => ({ ...p })),
    carryOver,
    seriesWinner,
    results: [],
    newDrawCards,
    maxCopies,
    added: players.map(() => 0),
  };
}

/** The options of the series' next game. */
export function seriesGameOptions(
  series: Series,
  seed: number | string,
): { level: { kind: 'ccgLevel'; id: string }; options: NewGameOptions } {
  if (series.next >= series.levels.length) throw new EngineError('The series is over.');
  return {
    level: { kind: 'ccgLevel', id: series.levels[series.next]! },
    options: {
      seed,
      players: series.players.map((p) => ({ ...p })),
      mode: 'hotSeat',
      seriesLevel: series.type === 'pickUp' ? series.next : 0,
      ...(series.next === 0 ? { seriesStart: true } : {}),
      ...(series.type === 'timed' ? { timed: true } : {}),
    },
  };
}

/**
 * Takes a finished game into the series: the winner's treasure (a treasure card of power at most
 * the treasure room's, chosen by her — `treasure` — or the strongest the pack has, rule decision 123),
 * and each raider's carry-over into her options for the next level. `keptItems[i]`: the saved items
 * raider i chooses to carry over (at most the series' savedItems); left out, her first ones (rule decision 170).
 */
export function finishSeriesGame(
  content: CcgContent,
  series: Series,
  game: CcgState,
  treasure?: string,
  keptItems?: (string[] | undefined)[],
): Series {
  if (game.status === 'playing') throw new EngineError('The level is not over yet.');
  const next: Series = {
    ...series,
    next: series.next + 1,
    results: [...series.results],
    players: series.players.map((p) => ({ ...p })),
    added: series.players.map(() => 0),
  };
  let award: string | null = null;
  if (awardsTreasure(series, game)) {
    const choices = treasureChoices(content, game);
    if (treasure !== undefined) {
      if (!choices.includes(treasure))
        throw new EngineError(`"${treasure}" is not a treasure of power ${treasurePower(content, game)} or less.`);
      award = treasure;
    } else award = choices[0] ?? null;
  }
  const first = Math.min(...game.raiders.map((r) => r.finishedTurn ?? Infinity));
  next.results.push({
    level: game.level.id,
    winners: game.winners,
    treasure: award,
    extraTurns: game.raiders.map((r) => (r.finishedTurn === null ? game.turn - first : r.finishedTurn - first)),
  });
  game.raiders.forEach((r, i) => {
    const p = next.players[i]!;
    const carry = series.carryOver;
    const kept = r.saved.map(cardIdOf).filter((id) => {
      const type = cardOf(content, id).type;
      return (
        (type === 'treasure' && carry.treasures) ||
        (type === 'upgrade' && carry.upgrades) ||
        (type === 'secretMove' && carry.secretMoves)
      );
    });
    const items = keptItemsOf(content, r.saved.map(cardIdOf), carry.savedItems ?? 0, keptItems?.[i], r.name);
    const won = award && game.winners[0] === i ? [award] : [];
    p.treasures = carry.treasures ? [...new Set([...(p.treasures ?? []), ...won])] : won;
    p.saved = [...new Set([...kept.filter((id) => cardOf(content, id).type !== 'treasure'), ...items])];
  });
  return next;
}

/** Whether the finished game gives its winner a treasure: one winner, and not a timed series. */
export const awardsTreasure = (series: Series, game: CcgState): boolean =>
  game.winners.length === 1 && series.type !== 'timed';

/** The power of the treasure a level's winner may take: the treasure room's (1 when none is mapped). */
function treasurePower(content: CcgContent, game: CcgState): number {
  return game.map.map((p) => cardOf(content, p.card).treasureRoom).find(Boolean)?.power ?? 1;
}

/** The treasures the winner may take, strongest first (lowest card number on a tie): the first is the engine's pick
 * (rule decision 123). */
export function treasureChoices(content: CcgContent, game: CcgState): string[] {
  const power = treasurePower(content, game);
  return [...content.cards.values()]
    .filter((c) => c.type === 'treasure' && c.power <= power)
    .sort((a, b) => b.power - a.power || (a.number ?? 0) - (b.number ?? 0))
    .map((c) => c.id);
}

/** The saved items a raider may carry over (item discoveries of her saved row), in her saved row's order. */
export function carriableItems(content: CcgContent, game: CcgState, player: number): string[] {
  return [
    ...new Set(game.raiders[player]!.saved.map(cardIdOf).filter((id) => cardOf(content, id).discoveryType === 'item')),
  ];
}

function keptItemsOf(
  content: CcgContent,
  saved: string[],
  limit: number,
  chosen: string[] | undefined,
  name: string,
): string[] {
  const items = saved.filter((id) => cardOf(content, id).discoveryType === 'item');
  if (chosen === undefined) return items.slice(0, limit);
  if (chosen.length > limit)
    throw new EngineError(`${name} may carry over ${limit} saved item${limit === 1 ? '' : 's'}, not ${chosen.length}.`);
  for (const id of chosen)
    if (!items.includes(id)) throw new EngineError(`"${id}" is not an item in ${name}'s saved row.`);
  return [...new Set(chosen)];
}

/**
 * Pick-up series, between levels: a player adds new draw cards to her deck (her collection is the
 * pack): at most the series' newDrawCards in all since the last level, draw cards only, and no
 * more copies of a card than the series allows counting the deck she has (rule decision 171).
 * Her deck starts as the default deck when she brought none.
 */
export function addDrawCards(content: CcgContent, series: Series, player: number, cards: CardCount[]): Series {
  const p = series.players[player];
  if (!p) throw new EngineError(`There is no player ${player + 1} in the series.`);
  if (series.next === 0 || series.next >= series.levels.length)
    throw new EngineError('New cards are added between the levels of a series.');
  const count = cards.reduce((n, c) => n + c.count, 0);
  const added = (series.added[player] ?? 0) + count;
  if (added > series.newDrawCards)
    throw new EngineError(
      `${p.name ?? `Player ${player + 1}`} may add ${series.newDrawCards} new card${series.newDrawCards === 1 ? '' : 's'} between levels; that would be ${added}.`,
    );
  const deck = (p.deck ?? defaultDrawDeck(content, false)).map((c) => ({ ...c }));
  for (const { card, count: n } of cards) {
    const c = content.cards.get(card);
    if (!c || !['action', 'discovery', 'upgrade', 'obstacle', 'secretMove'].includes(c.type))
      throw new EngineError(`"${card}" is not a draw card of the pack.`);
    const entry = deck.find((d) => d.card === card);
    const total = (entry?.count ?? 0) + n;
    if (total > series.maxCopies)
      throw new EngineError(`${c.name}: ${total} copies in the deck (at most ${series.maxCopies}).`);
    if (entry) entry.count = total;
    else deck.push({ card, count: n });
  }
  return {
    ...series,
    players: series.players.map((q, i) => (i === player ? { ...q, deck } : { ...q })),
    added: series.added.map((n, i) => (i === player ? added : n)),
  };
}

/** The series' winners once every level is played (empty while it goes on). */
export function seriesWinners(series: Series): number[] {
  if (series.next < series.levels.length || !series.results.length) return [];
  const n = series.players.length;
  if (series.seriesWinner === 'fewestExtraTurns') {
    const totals = Array.from({ length: n }, (_, i) => series.results.reduce((t, r) => t + (r.extraTurns[i] ?? 0), 0));
    return best(totals.map((t) => -t));
  }
  if (series.seriesWinner === 'finalTreasure') return series.results.at(-1)!.winners;
  return best(
    Array.from({ length: n }, (_, i) => series.results.filter((r) => r.treasure && r.winners[0] === i).length),
  );
}

const best = (scores: number[]) => scores.flatMap((s, i) => (s === Math.max(...scores) ? [i] : []));
