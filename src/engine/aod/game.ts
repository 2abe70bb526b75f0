/**
 * The Angel of Darkness engine's contract (DESIGN.md "Engines"): new game, legal actions, apply (on a
 * copy: the input is never changed), replay of a log and a digest. Pure and seeded.
 */
import { copyJson } from '../../model/json-read.ts';
import { digest } from '../core/digest.ts';
import type { AodContent } from './content.ts';
import { setupOf } from './content.ts';
import type { Ctx } from './context.ts';
import { perform } from './actions.ts';
import { legalActions as legal } from './legal.ts';
import { newGameState } from './setup.ts';
import type { AodAction, AodState, ApplyResult, NewGameOptions } from './types.ts';

export function newGame(content: AodContent, setupId: string, options: NewGameOptions): ApplyResult {
  const { ctx } = newGameState(content, setupId, options);
  return { state: ctx.state, events: ctx.events };
}

export const cloneState = (s: AodState): AodState => copyJson(s);

export function contextOf(content: AodContent, state: AodState): Ctx {
  return { content, setup: setupOf(content, state.setup), state, events: [] };
}

export function applyAction(content: AodContent, state: AodState, action: AodAction): ApplyResult {
  const ctx = contextOf(content, cloneState(state));
  perform(ctx, action);
  ctx.state.log.push(copyJson(action));
  return { state: ctx.state, events: ctx.events };
}

export function legalActions(content: AodContent, state: AodState): AodAction[] {
  return legal(contextOf(content, state));
}

export interface AodLog {
  setup: string;
  options: NewGameOptions;
  actions: AodAction[];
}

export function replay(content: AodContent, log: AodLog): ApplyResult {
  const start = newGame(content, log.setup, log.options);
  let state = start.state;
  const events = [...start.events];
  for (const action of log.actions) {
    const r = applyAction(content, state, action);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const stateDigest = (state: AodState): string => digest(state);

/** The current actor: whoever must answer the pending decision, else the player whose turn it is. */
export function actorOf(state: AodState): string {
  return state.figures[state.pending ? state.pending.player : state.turn.player]!.character;
}
