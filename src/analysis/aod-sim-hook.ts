/**
 * The Angel of Darkness's figures in a simulation report (issue 23): wins by side (good guys, bad
 * guys, or a win shared across the sides), wins by scorer (a character, or a side in team play), the
 * points each side made, how games ended (the collapse or the round limit), time bombs set off and
 * figures lost. The seat that acts is the one a decision is asked of (a pending hit or ditch), else
 * the current player; a game's length is its rounds. Every game is played to at most SIM_ROUNDS
 * rounds (rule decisions 316 and 512): bots may never take the large counter and bring the museum down.
 */
import type { AodEvent, AodState, NewGameOptions, Side } from '../engine/aod/index.ts';
import { tally } from './stats.ts';
import type { SimulationHook } from './sim-hook.ts';

/** The round limit of a simulated game (rule decision 512). */
export const SIM_ROUNDS = 30;

interface AodFigures {
  winsBySide: Record<string, number>;
  winsByScorer: Record<string, number>;
  /** Points at the end, added up over the games, by side. */
  pointsBySide: Record<string, number>;
  endedBy: Record<string, number>;
  bombs: number;
  figuresLost: number;
  knockOuts: number;
}

/** Each scorer's points at the end: the last total its score log holds (0 if it never scored). */
export function finalPoints(state: AodState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of state.figures) out[f.scorer] = 0;
  for (const e of state.scoreLog) out[e.scorer] = e.total;
  return out;
}

/** The side of a scorer: a side's name in team play, else its character's side. */
const sideOf = (state: AodState, scorer: string): Side | undefined =>
  state.figures.find((f) => f.scorer === scorer)?.side;

/** The side that won: "good" or "bad", "shared" when winners of both sides share the win, "none". */
export function winningSide(state: AodState): 'good' | 'bad' | 'shared' | 'none' {
  const sides = new Set(state.winners.map((w) => sideOf(state, w)));
  if (!sides.size) return 'none';
  if (sides.size > 1) return 'shared';
  return [...sides][0] === 'good' ? 'good' : 'bad';
}

export const aodHook: SimulationHook<AodState, AodEvent, NewGameOptions, AodFigures> = {
  options: (seed, seats) => ({ seed, players: Math.min(4, Math.max(2, seats)), roundLimit: SIM_ROUNDS }),
  seat: (state) => state.pending?.player ?? state.turn.player,
  length: (state) => (state.roundLimit !== null ? Math.min(state.round, state.roundLimit) : state.round),
  start: (): AodFigures => ({
    winsBySide: {},
    winsByScorer: {},
    pointsBySide: {},
    endedBy: {},
    bombs: 0,
    figuresLost: 0,
    knockOuts: 0,
  }),
  observe: (f, _state, events) => {
    for (const e of events) if (e.type === 'knockOut') f.knockOuts++;
  },
  end: (f, state) => {
    if (state.status === 'over') tally(f.winsBySide, winningSide(state));
    for (const w of state.winners) tally(f.winsByScorer, w);
    for (const [scorer, points] of Object.entries(finalPoints(state)))
      tally(f.pointsBySide, sideOf(state, scorer) ?? '?', points);
    const fallen = state.cells.every((c) => c === null);
    tally(f.endedBy, state.status !== 'over' ? 'not over' : fallen ? 'the museum collapsed' : 'the round limit');
    if (state.bomb?.exploded) f.bombs++;
    f.figuresLost += state.figures.filter((x) => x.at === null).length;
  },
  report: (f) => {
    const { winsBySide, winsByScorer, pointsBySide, endedBy, bombs, figuresLost, knockOuts } = f;
    return { winsBySide, winsByScorer, pointsBySide, endedBy, bombs, figuresLost, knockOuts };
  },
};
