/**
 * Series of levels (the level item's `series`): timed (fewest extra turns over the levels), linked
 * (levels in a row; each winner takes a treasure; most treasures or the final one wins) and pick-up
 * (one level per player, each starting deeper; the winner of each carries a treasure on). A series
 * is a small JSON record kept beside the games: it gives the options of each level's game and takes
 * each finished game's result, applying what the raiders carry over.
 */
import type { Pack } from '../../model/content.ts';
import { isObject } from '../../model/json-read.ts';
import { cardIdOf, cardOf, ccgContent, levelItem } from './content.ts';
import { EngineError, type CcgState, type NewGameOptions, type PlayerOptions } from './types.ts';

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
}

/** A series as the level item describes it; pick-up plays the level once per player. */
export function newSeries(pack: Pack | readonly Pack[], levelId: string, players: PlayerOptions[]): Series {
  const item = levelItem(ccgContent(pack), levelId);
  const raw = isObject(item.series) ? item.series : null;
  if (!raw) throw new EngineError(`${String(item.name)} is not written for a series.`);
  const type = raw.type === 'linked' || raw.type === 'pickUp' ? raw.type : 'timed';
  const levels = Array.isArray(raw.levels) ? (raw.levels as string[]) : Array.from({ length: type === 'pickUp' ? players.length : 1 }, () => levelId);
  const carryOver = isObject(raw.carryOver) ? (raw.carryOver as CarryOver) : type === 'linked' ? { treasures: true } : {};
  const seriesWinner = type === 'timed' ? 'fewestExtraTurns' : raw.seriesWinner === 'finalTreasure' ? 'finalTreasure' : 'mostTreasures';
  return { type, levels, next: 0, players: players.map((p) => ({ ...p })), carryOver, seriesWinner, results: [] };
}

/** The options of the series' next game. */
export function seriesGameOptions(series: Series, seed: number | string): { level: { kind: 'ccgLevel'; id: string }; options: NewGameOptions } {
  if (series.next >= series.levels.length) throw new EngineError('The series is over.');
  return {
    level: { kind: 'ccgLevel', id: series.levels[series.next]! },
    options: { seed, players: series.players.map((p) => ({ ...p })), mode: 'hotSeat', seriesLevel: series.type === 'pickUp' ? series.next : 0, ...(series.next === 0 ? { seriesStart: true } : {}), ...(series.type === 'timed' ? { timed: true } : {}) },
  };
}

/**
 * Takes a finished game into the series: the winner's treasure (a treasure card of power at most
 * the treasure room's, chosen by her — `treasure` — or the strongest the pack has, rule decision 123),
 * and each raider's carry-over into her options for the next level.
 */
export function finishSeriesGame(pack: Pack | readonly Pack[], series: Series, game: CcgState, treasure?: string): Series {
  if (game.status === 'playing') throw new EngineError('The level is not over yet.');
  const content = ccgContent(pack);
  const next: Series = { ...series, next: series.next + 1, results: [...series.results], players: series.players.map((p) => ({ ...p })) };
  const room = game.map.map((p) => cardOf(content, p.card).treasureRoom).find(Boolean);
  const power = room?.power ?? 1;
  let award: string | null = null;
  if (game.winners.length === 1 && series.type !== 'timed') {
    if (treasure !== undefined) {
      const card = content.cards.get(treasure);
      if (!card || card.type !== 'treasure' || card.power > power) throw new EngineError(`"${treasure}" is not a treasure of power ${power} or less.`);
      award = treasure;
    } else award = [...content.cards.values()].filter((c) => c.type === 'treasure' && c.power <= power).sort((a, b) => b.power - a.power || (a.number ?? 0) - (b.number ?? 0))[0]?.id ?? null;
  }
  const first = Math.min(...game.raiders.map((r) => r.finishedTurn ?? Infinity));
  next.results.push({ level: game.level.id, winners: game.winners, treasure: award, extraTurns: game.raiders.map((r) => (r.finishedTurn === null ? game.turn - first : r.finishedTurn - first)) });
  game.raiders.forEach((r, i) => {
    const p = next.players[i]!;
    const carry = series.carryOver;
    const kept = r.saved.map(cardIdOf).filter((id) => {
      const type = cardOf(content, id).type;
      return (type === 'treasure' && carry.treasures) || (type === 'upgrade' && carry.upgrades) || (type === 'secretMove' && carry.secretMoves);
    });
    const items = r.saved.map(cardIdOf).filter((id) => cardOf(content, id).discoveryType === 'item').slice(0, carry.savedItems ?? 0);
    const won = award && game.winners[0] === i ? [award] : [];
    p.treasures = carry.treasures ? [...new Set([...(p.treasures ?? []), ...won])] : won;
    p.saved = [...new Set([...kept.filter((id) => cardOf(content, id).type !== 'treasure'), ...items])];
  });
  return next;
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
  return best(Array.from({ length: n }, (_, i) => series.results.filter((r) => r.treasure && r.winners[0] === i).length));
}

const best = (scores: number[]) => scores.flatMap((s, i) => (s === Math.max(...scores) ? [i] : []));
