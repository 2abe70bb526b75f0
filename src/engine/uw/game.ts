/**
 * The Underworld engine's contract: newGame, legalActions, applyAction (never changes its input),
 * replay of a log, digest. Pure: all chance from the generator in the state.
 */
import { copyJson } from '../../model/json-read.ts';
import { digest } from '../core/digest.ts';
import { seedRandom, shuffle } from '../core/random.ts';
import { gameOf, type UwContent } from './content.ts';
import { say, seatName, type Ctx } from './context.ts';
import { runQueue } from './task-queue.ts';
import { perform } from './actions.ts';
import { legal } from './legal.ts';
import { endTurn, setRegion } from './region.ts';
import {
  UwError,
  type Track,
  type UwAction,
  type UwEvent,
  type UwOptions,
  type UwPlayer,
  type UwState,
} from './types.ts';

export interface UwLog {
  level: { kind: string; id: string };
  options: UwOptions;
  actions: UwAction[];
}

export function contextFor(content: UwContent, state: UwState): Ctx {
  return { content, game: gameOf(content, state.level.id), state, events: [] };
}

/** A new game: the progress deck shuffled and dealt, Lara at the start of the journey's first region. */
export function newGame(content: UwContent, gameId: string, options: UwOptions): { state: UwState; events: UwEvent[] } {
  const game = gameOf(content, gameId);
  const n = options.players;
  if (!Number.isInteger(n) || n < 1 || n > 4) throw new UwError(`Underworld is played by 1 to 4 players, not ${n}.`);
  const kit = n === 1 ? game.start.solo : n === 2 ? game.start.two : game.start.more;
  const random = seedRandom(options.seed);
  const deck: Track[] = [];
  for (const p of content.progress) for (let i = 0; i < p.copies; i++) deck.push(p.track);
  const state: UwState = {
    game: 'uw',
    level: { kind: 'uwGame', id: gameId },
    random,
    status: 'playing',
    outcome: '',
    winners: [],
    competitive: options.competitive === true,
    players: [],
    active: 0,
    turn: 1,
    stage: 'roll',
    actionsTaken: 0,
    turnEnding: false,
    regionIndex: 0,
    region: '',
    tracks: { acrobatics: 0, battle: 0, trick: 0 },
    natla: 0,
    regionDone: null,
    health: game.health,
    maxHealth: game.health,
    adrenaline: 0,
    drawPile: shuffle(random, deck),
    discardPile: [],
    objectsAvailable: [],
    objectsUsed: [],
    objectsLost: [],
    thor: [],
    enemyPile: [],
    enemies: [],
    enemiesEliminated: [],
    enemiesRemoved: [],
    lastProgress: null,
    lastObstacle: [],
    queue: [],
    pending: null,
    fixedDice: { progress: [], obstacle: [] },
    log: [],
  };
  for (let i = 0; i < n; i++) {
    const player: UwPlayer = {
      hand: { acrobatics: 0, battle: 0, trick: 0 },
      medikits: kit.medikits,
      points: 0,
      treasures: 0,
      objects: [],
      eliminated: false,
    };
    for (let c = 0; c < kit.cards && state.drawPile.length; c++) player.hand[state.drawPile.shift()!]++;
    state.players.push(player);
  }
  const ctx: Ctx = { content, game, state, events: [] };
  setRegion(ctx, 0);
  const where = content.regions.get(state.region)!.name;
  say(ctx, `${n} player${n > 1 ? 's' : ''} set out for ${where}; ${seatName(0)} plays first.`);
  return { state, events: ctx.events };
}

/** Runs the rules until a decision is needed; ends the turn when it is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.state;
  for (;;) {
    runQueue(ctx);
    if (s.status !== 'playing' || s.pending) return;
    const activeOut = s.players[s.active]!.eliminated;
    // The end of acrobatics ends the turn at once; an eliminated player's turn is over.
    if (!s.turnEnding && (s.regionDone === 'acrobatics' || activeOut)) {
      endTurn(ctx);
      continue;
    }
    // Natla's last obstacle: straight to stage 3, no actions (the region changes after it).
    if (s.regionDone === 'obstacles' && s.stage === 'actions') s.stage = 'end';
    return;
  }
}

export function applyAction(
  content: UwContent,
  state: UwState,
  action: UwAction,
): { state: UwState; events: UwEvent[] } {
  if (state.status !== 'playing')
    throw new UwError(`The game is over (${state.status}: ${state.outcome}); no action can be applied.`);
  // An action from a player or a replay file, not checked content: its shape is checked here.
  if (!action || typeof action !== 'object' || typeof action.type !== 'string')
    throw new UwError('An action is an object with a "type".');
  const ctx = contextFor(content, copyJson(state));
  perform(ctx, action);
  advance(ctx);
  ctx.state.log.push(action);
  return { state: ctx.state, events: ctx.events };
}

export function legalActions(content: UwContent, state: UwState): UwAction[] {
  return legal(contextFor(content, state));
}

export function replay(content: UwContent, log: UwLog): { state: UwState; events: UwEvent[] } {
  let { state, events } = newGame(content, log.level.id, log.options);
  events = [...events];
  for (const action of log.actions) {
    const next = applyAction(content, state, action);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

export const stateDigest = (state: UwState): string => digest(state);
