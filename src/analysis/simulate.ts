/**
 * The simulation runner of the design analysis (issue 20): plays N games of any game module
 * (engine/games.ts) with the bots named for its seats, each game from its own seed, and adds them
 * up in a report — games, wins, the win rate with its 95% interval, a histogram of game lengths,
 * and each game's own figures through its hook (sim-hooks.ts: CoC deaths by cause, damage, times
 * SEEN, heat by space; CCG wins by seat and by entrance). Pure: no clock, no Math.random, so the
 * same seeds give the same report, in Node (the simulate CLI) as in the page.
 */
import type { GameModule, LevelRef, Player, PreparedGame } from '../engine/games.ts';
import { seedRandom } from '../engine/core/random.ts';
import { tally, wilson } from './stats.ts';
import { hookOf, type SimulationHook } from './sim-hooks.ts';

export interface SimulationRequest {
  level: LevelRef;
  /** Games to play. */
  games: number;
  /** The first game's seed; game i plays seed `${seed}:${i}` (and its bots `${seed}:${i}:bot`). */
  seed: number | string;
  /** The bot of each seat, by the module's player id; one id plays every seat. */
  bots: string[];
  /** Seats (players at the table); 1 unless the game is played hot-seat. */
  seats?: number;
  /** A game still going after this many actions is counted as unfinished (neither won nor lost). */
  maxActions?: number;
  /** The index of the first game to play (a worker plays games first … first + games − 1); 0 by default. */
  first?: number;
  /** Keep the actions of the fastest win (the dynamic clear check's replay). */
  keepFastestWin?: boolean;
  /**
   * Play through the module's applyAction (a copy of the state per action) even where it can play in
   * place (applyActionInPlace, the default: the same games and report, without the copies).
   */
  copyPerAction?: boolean;
  /**
   * The searching bots' budget (futures a searched decision, Player.withBudget); the bots without one
   * play as they do. Their own default when not given.
   */
  budget?: number;
  /**
   * Play `level` as the last of its series (CoC: chapters 1 … N in order, carrying all Lara has from one to the
   * next): each game starts at the series' first level, and a win is the whole series cleared. The report's
   * `series` says how many games reached and cleared each level. An error for a level in no series.
   */
  series?: boolean;
}

/** A series run's progress (SimulationRequest.series): per level of the series, in order, the games that
 * reached it and the games that cleared it. */
export interface SeriesReport {
  levels: LevelRef[];
  reached: Record<string, number>;
  cleared: Record<string, number>;
}

/** The shortest game won (fewest rounds or turns, then the lowest game index): its seed and actions. */
export interface FastestWin {
  game: number;
  /** The game's own seed (`${seed}:${game}`), as its options got it. */
  seed: string;
  length: number;
  options: unknown;
  actions: unknown[];
  /** The level the game started at, when it is not the report's (a series starts at its first level). */
  start?: LevelRef;
}

export interface SimulationReport {
  game: string;
  level: LevelRef;
  bots: string[];
  seats: number;
  seed: number | string;
  games: number;
  /** Games that ended with a winner (CoC: Lara escaped; CCG: a raider found the treasure). */
  wins: number;
  winRate: number;
  /** The win rate's 95% Wilson interval. */
  interval: [number, number];
  /** Games cut at maxActions. */
  unfinished: number;
  /** Game length (rounds for CoC, turns for the CCG) → games. */
  lengths: Record<string, number>;
  /** The games won among `lengths`: game length → games won in that many rounds or turns ("rounds to win"). */
  winLengths: Record<string, number>;
  meanLength: number;
  /** The game's own figures (its hook's report). */
  extras: Record<string, unknown>;
  /** The searching bots' budget, when the request gave one. */
  budget?: number;
  /** Only when the request asked for it (keepFastestWin) and a game was won. */
  fastestWin?: FastestWin;
  /** Only when the request played the series. */
  series?: SeriesReport;
}

/** The module's bot `id`, with `budget` when it searches (Player.withBudget) and a budget is given. */
export function playerOf<S, A>(
  prepared: PreparedGame<S, A, unknown, unknown>,
  id: string,
  budget?: number,
): Player<S, A> | undefined {
  const player = prepared.players[id];
  if (!player || budget === undefined || !player.withBudget || budget === player.budget) return player;
  return player.withBudget(budget);
}

/** The levels a series request plays (SeriesHook.levels); an error for a level in no series. */
export function seriesOf<S, E, O>(
  prepared: PreparedGame<S, unknown, E, O>,
  hook: SimulationHook<S, E, O>,
  level: LevelRef,
): LevelRef[] {
  const levels = hook.series?.levels(prepared, level);
  if (!levels) throw new Error(`The ${level.kind} "${level.id}" is not played as part of a series.`);
  return levels;
}

/**
 * What every game of a request plays with, worked out once for all its games (no cache: `simulate` makes one and
 * hands it to each game): the series' levels when it plays one, and each seat's bot.
 */
export interface GamesPlan<S, A> {
  series: LevelRef[] | undefined;
  bots: Player<S, A>[];
}

export function planGames<S, A, E, O>(
  prepared: PreparedGame<S, A, E, O>,
  hook: SimulationHook<S, E, O>,
  request: SimulationRequest,
): GamesPlan<S, A> {
  return {
    series: request.series ? seriesOf(prepared as PreparedGame<S, unknown, E, O>, hook, request.level) : undefined,
    bots: request.bots.map((_, seat) => botOf(prepared, request, seat)),
  };
}

/**
 * The levels before and including `level` when it ends a series of several levels (a CoC chapter after chapter 1),
 * else undefined. Rule decision 143: such a level is analysed in its series unless asked to be played alone, in the
 * page (analysis-panel.ts) as in the simulate CLI, so both ask here.
 */
export function seriesByDefault<S, E, O>(
  module: GameModule,
  prepared: PreparedGame<S, unknown, E, O>,
  level: LevelRef,
): LevelRef[] | undefined {
  const hook = hookOf(module.id) as SimulationHook<S, E, O>;
  const levels = hook.series?.levels(prepared, level);
  return levels && levels.length > 1 ? levels : undefined;
}

/** The bot of a seat (the last bot named plays every seat after it); an error for a bot the game has not. */
function botOf<S, A>(prepared: PreparedGame<S, A, unknown, unknown>, request: SimulationRequest, seat: number) {
  const id = request.bots[seat]!;
  const player = playerOf(prepared, id, request.budget);
  if (!player) throw new Error(`No bot "${id}" for this game: ${Object.keys(prepared.players).join(', ')}.`);
  return player;
}

/** One game's bots' moves until the game ends or the bound; returns the final state and actions played. */
export function playGame<S, A, E, O>(
  prepared: PreparedGame<S, A, E, O>,
  hook: SimulationHook<S, E, O>,
  request: SimulationRequest,
  index: number,
  acc: unknown,
  played?: A[],
  plan: GamesPlan<S, A> = planGames(prepared, hook, request),
): { state: S; actions: number } {
  const seats = request.seats ?? 1;
  const seed = `${request.seed}:${index}`;
  const random = seedRandom(`${seed}:bot`);
  const series = plan.series;
  const started = series
    ? prepared.newGame(series[0]!, hook.series!.options(seed, seats, series))
    : prepared.newGame(request.level, hook.options(seed, seats));
  let state = started.state;
  hook.observe(acc, state, started.events);
  let actions = 0;
  const bound = request.maxActions ?? 20000;
  // No one keeps the earlier states (the hook reads each state as it comes), so the game may be
  // played on its own new state, without a copy per action.
  const inPlace = !request.copyPerAction && prepared.applyActionInPlace !== undefined;
  while (!prepared.outcome(state).over && actions < bound) {
    const seat = Math.min(hook.seat(state), request.bots.length - 1);
    const player = plan.bots[seat]!;
    const action = player.choose(state, random);
    if (action === undefined) break;
    played?.push(action);
    if (inPlace) hook.observe(acc, state, prepared.applyActionInPlace!(state, action));
    else {
      const applied = prepared.applyAction(state, action);
      state = applied.state;
      hook.observe(acc, state, applied.events);
    }
    actions++;
  }
  return { state, actions };
}

/** Plays the games of a request and reports on them. `onGame` sees each game as it ends (progress). */
export function simulate(
  module: GameModule,
  prepared: PreparedGame<unknown, unknown, unknown, unknown>,
  request: SimulationRequest,
  onGame?: (done: number) => void,
): SimulationReport {
  const hook = hookOf(module.id) as SimulationHook<unknown, unknown, unknown>;
  const acc = hook.start();
  const lengths: Record<string, number> = {};
  const winLengths: Record<string, number> = {};
  let wins = 0;
  let unfinished = 0;
  let total = 0;
  let fastestWin: FastestWin | undefined;
  const first = request.first ?? 0;
  const plan = planGames(prepared, hook, request);
  const levels = plan.series;
  const series: SeriesReport | undefined = levels && {
    levels,
    reached: Object.fromEntries(levels.map((l) => [l.id, 0])),
    cleared: Object.fromEntries(levels.map((l) => [l.id, 0])),
  };
  for (let i = first; i < first + request.games; i++) {
    const played: unknown[] | undefined = request.keepFastestWin ? [] : undefined;
    const game = playGame(prepared, hook, request, i, acc, played, plan);
    const outcome = prepared.outcome(game.state);
    if (!outcome.over) unfinished++;
    else if (outcome.winners.length) wins++;
    const length = hook.length(game.state, game.actions);
    if (played && outcome.over && outcome.winners.length && (!fastestWin || length < fastestWin.length)) {
      const seed = `${request.seed}:${i}`;
      const seats = request.seats ?? 1;
      const options = levels ? hook.series!.options(seed, seats, levels) : hook.options(seed, seats);
      fastestWin = { game: i, seed, length, options, actions: played, ...(levels ? { start: levels[0]! } : {}) };
    }
    tally(lengths, length);
    if (outcome.over && outcome.winners.length) tally(winLengths, length);
    total += length;
    if (series) {
      const progress = hook.series!.progress(game.state);
      series.levels.forEach((l, n) => {
        if (n < progress.reached) series.reached[l.id]!++;
        if (n < progress.cleared) series.cleared[l.id]!++;
      });
    }
    hook.end(acc, game.state, outcome);
    onGame?.(i + 1 - first);
  }
  return {
    game: module.id,
    level: request.level,
    bots: request.bots,
    seats: request.seats ?? 1,
    seed: request.seed,
    games: request.games,
    wins,
    winRate: request.games ? wins / request.games : 0,
    interval: wilson(wins, request.games),
    unfinished,
    lengths,
    winLengths,
    meanLength: request.games ? total / request.games : 0,
    extras: hook.report(acc),
    ...(request.budget !== undefined ? { budget: request.budget } : {}),
    ...(fastestWin ? { fastestWin } : {}),
    ...(series ? { series } : {}),
  };
}
