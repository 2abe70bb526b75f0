/**
 * The RPG engine's contract: newGame → state; applyAction → next state and events (the input is never
 * changed; a refused action throws an Error that says why); replay of a log; a digest of a state.
 */
import type { RpgContent } from './content.ts';
import { digest } from '../core/digest.ts';
import type { Log, LevelRef } from '../core/game-module.ts';
import { actorOf, describePending, requireTurnOf, say, type Ctx } from './context.ts';
import { startRound, checkEnd } from './combat.ts';
import { challengeState, encounterState } from './setup.ts';
import { nextInChallenge } from './challenge.ts';
import { perform } from './perform.ts';
import {
  MAX_WOUNDS,
  QUALITIES,
  type NewGameOptions,
  type RpgAction,
  type RpgEvent,
  type RpgSetup,
  type RpgState,
} from './types.ts';

export interface Applied {
  state: RpgState;
  events: RpgEvent[];
}

export function newGame(content: RpgContent, level: LevelRef, options: NewGameOptions): Applied {
  if (level.kind !== 'rpgEncounter' && level.kind !== 'rpgChallenge')
    throw new Error(`an RPG game is an rpgEncounter or an rpgChallenge, not a ${level.kind}`);
  const state =
    level.kind === 'rpgEncounter' ? encounterState(content, level, options) : challengeState(content, level, options);
  if (options.setup) applySetup(state, options.setup);
  const ctx: Ctx = { state, events: [], dice: { random: state.random, fixed: null, used: 0 } };
  if (state.combat) {
    say(ctx, `${state.combat.goal?.text ?? 'The encounter begins.'}`);
    if (!checkEnd(ctx)) startRound(ctx);
  } else {
    say(ctx, `${state.challenge!.name}: ${state.challenge!.participants.length} participant(s).`);
    nextInChallenge(ctx);
  }
  return { state, events: ctx.events };
}

function applySetup(state: RpgState, setup: RpgSetup): void {
  for (const [id, s] of Object.entries(setup.actors ?? {})) {
    const actor = actorOf(state, id);
    if (s.at) actor.at = { ...s.at };
    if (s.wounds !== undefined) actor.wounds = Math.min(MAX_WOUNDS, s.wounds);
    if (s.stun) actor.stun = [...new Set(s.stun)].filter((l) => l >= 1 && l <= 6).sort((a, b) => a - b);
    if (s.ignored) actor.ignored = [...s.ignored];
    if (s.surprised !== undefined) actor.surprised = s.surprised;
    for (const q of QUALITIES) if (s.qualities?.[q] !== undefined) actor.qualities[q] = s.qualities[q]!;
  }
}

export const cloneState = (s: RpgState): RpgState => JSON.parse(JSON.stringify(s)) as RpgState;

export function applyAction(state: RpgState, action: RpgAction): Applied {
  if (state.status !== 'playing') throw new Error('the game is over');
  if (!action || typeof action.type !== 'string') throw new Error('an action needs a type');
  if (
    action.dice !== undefined &&
    (!Array.isArray(action.dice) || action.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
  )
    throw new Error('the dice given must be numbers from 1 to 6');
  const next = cloneState(state);
  const ctx: Ctx = {
    state: next,
    events: [],
    dice: { random: next.random, fixed: action.dice ? [...action.dice] : null, used: 0 },
  };
  perform(ctx, action);
  if (ctx.dice.fixed && ctx.dice.used < ctx.dice.fixed.length)
    throw new Error(`${ctx.dice.fixed.length} dice were given, but the action rolled ${ctx.dice.used}`);
  resume(ctx);
  next.actions.push(action);
  return { state: next, events: ctx.events };
}

/** After an attack or a roll has run its course, the turn it was made in goes on. */
function resume(ctx: Ctx): void {
  const s = ctx.state;
  if (s.status !== 'playing' || s.pending || !s.combat) return;
  if (checkEnd(ctx)) return;
  const inTurn = s.actors.find((a) => a.turn);
  if (inTurn) s.pending = { kind: 'turn', actor: inTurn.id };
  else throw new Error(`the engine lost track of whose turn it is (${describePending(s)})`);
}

export function replay(content: RpgContent, log: Log<RpgAction, NewGameOptions>): Applied {
  let { state, events } = newGame(content, log.level, log.options);
  const all = [...events];
  for (const action of log.actions) {
    const r = applyAction(state, action);
    state = r.state;
    all.push(...r.events);
  }
  return { state, events: all };
}

export function stateDigest(state: RpgState): string {
  return digest(state);
}

export { requireTurnOf };
