/**
 * A scenario's steps played one after another, for every game (docs/scenarios.md): each step is
 * applied, or — when it carries `expectError` — must be refused with a message matching it; a step
 * carrying `expect` is a checkpoint, checked once it is played. A refusal nobody expected stops the
 * scenario at that step (numbered from 1). `runSteps` is the whole run a game's scenario runner
 * calls; `playSteps` (steps only, no checkpoints) is kept for callers written before it.
 */
import { closest } from '../../model/closest.ts';
import { checkExpectations, type FileProblem } from './scenario-expect.ts';

export interface StepsPlayed<S> {
  state: S;
  mismatches: string[];
  error?: { step: number; message: string };
}

export function playSteps<S, A extends { type: string }, E>(
  state: S,
  steps: readonly (A & { expectError?: string })[],
  apply: (state: S, action: A) => { state: S; events: E[] },
  events: E[],
): StepsPlayed<S> {
  const mismatches: string[] = [];
  for (const [i, step] of steps.entries()) {
    const { expectError, ...rest } = step;
    const action = rest as unknown as A;
    try {
      const result = apply(state, action);
      if (expectError !== undefined)
        mismatches.push(`step ${i + 1} (${action.type}) was expected to be refused (${expectError}) but was applied`);
      state = result.state;
      events.push(...result.events);
    } catch (e) {
      const message = (e as Error).message;
      if (expectError === undefined) return { error: { step: i + 1, message }, mismatches, state };
      const bad = regexError(expectError);
      if (bad)
        mismatches.push(`step ${i + 1} (${action.type}): "${expectError}" is not a valid regular expression (${bad})`);
      else if (!new RegExp(expectError, 'i').test(message))
        mismatches.push(
          `step ${i + 1} (${action.type}) was refused with "${message}", which does not match /${expectError}/`,
        );
    }
  }
  return { state, mismatches };
}

/** A step of a scenario file: an action, and what the file says about it. */
export type ScenarioStepOf<A> = A & {
  /** The step must be refused, with a message matching this regular expression (case-insensitive). */
  expectError?: string;
  /** A checkpoint: what must hold once this step is played (or refused). */
  expect?: object;
  note?: string;
};

/** What a game gives the general scenario run: its start, how to apply a step and print a state. */
export interface StepsRun<S, A extends { type: string }, E> {
  /** The state after setup, and the events of the setup (the log starts with them). */
  state: S;
  events?: readonly E[];
  steps: readonly ScenarioStepOf<A>[];
  /** The action a step plays (default: the step without expectError, expect and note). */
  actionOf?: (step: ScenarioStepOf<A>) => A;
  apply: (state: S, action: A) => { state: S; events: E[] };
  /** The printed state (what the CLI prints and expectations are checked against). */
  report: (state: S, events: readonly E[]) => object;
  /** The file's `expect`: what must hold at the end. */
  expect?: object;
  /** The game's action types: an unknown one is a fault of the file, named before anything is played. */
  actionTypes?: readonly string[];
}

/** A scenario run: the printed state at the end, the refused step, mismatches and faults of the file. */
export interface StepsResult<S> {
  report?: object;
  error?: { step: number; message: string };
  mismatches: string[];
  problems: FileProblem[];
  state?: S;
}

/**
 * Plays a scenario's steps for any game: faults of the file found first (an invalid regular
 * expression, an unknown action), then each step, its checkpoint checked after it, then the end's
 * expectations. Nothing here throws for a bad file or a refused step.
 */
export function runSteps<S, A extends { type: string }, E>(run: StepsRun<S, A, E>): StepsResult<S> {
  const problems = stepProblems(run.steps, run.actionTypes);
  if (problems.length) return { mismatches: [], problems };
  const events = [...(run.events ?? [])];
  const mismatches: string[] = [];
  const actionOf = run.actionOf ?? ((step: ScenarioStepOf<A>) => plainAction(step));
  let state = run.state;
  for (const [i, step] of run.steps.entries()) {
    const action = actionOf(step);
    try {
      const result = run.apply(state, action);
      if (step.expectError !== undefined)
        mismatches.push(
          `step ${i + 1} (${action.type}) was expected to be refused (${step.expectError}) but was applied`,
        );
      state = result.state;
      events.push(...result.events);
    } catch (e) {
      const message = (e as Error).message;
      if (step.expectError === undefined) return { error: { step: i + 1, message }, mismatches, problems, state };
      if (!new RegExp(step.expectError, 'i').test(message))
        mismatches.push(
          `step ${i + 1} (${action.type}) was refused with "${message}", which does not match /${step.expectError}/`,
        );
    }
    if (step.expect) {
      const check = checkExpectations(
        run.report(state, events),
        step.expect,
        `/steps/${i}/expect`,
        ` after step ${i + 1}`,
      );
      mismatches.push(...check.mismatches);
      problems.push(...check.problems);
    }
  }
  const report = run.report(state, events);
  if (run.expect) {
    const check = checkExpectations(report, run.expect, '/expect');
    mismatches.push(...check.mismatches);
    problems.push(...check.problems);
  }
  return { report, mismatches, problems, state };
}

/** The action of a step: the step without what the file says about it. */
export function plainAction<A>(step: ScenarioStepOf<A>): A {
  const { expectError: _e, expect: _x, note: _n, ...action } = step;
  return action as unknown as A;
}

/** Faults of the steps that need no game to find: an invalid regular expression, an unknown action. */
export function stepProblems(
  steps: readonly { type?: unknown; expectError?: unknown }[],
  actionTypes?: readonly string[],
): FileProblem[] {
  const out: FileProblem[] = [];
  for (const [i, step] of steps.entries()) {
    if (actionTypes && typeof step.type === 'string' && !actionTypes.includes(step.type))
      out.push({ pointer: `/steps/${i}/type`, message: unknownAction(step.type, actionTypes) });
    if (typeof step.expectError !== 'string') continue;
    const bad = regexError(step.expectError);
    if (bad)
      out.push({
        pointer: `/steps/${i}/expectError`,
        message: `"${step.expectError}" is not a valid regular expression: ${bad}.`,
      });
  }
  return out;
}

/** Why `source` is not a valid regular expression, or undefined when it is one. */
export function regexError(source: string): string | undefined {
  try {
    new RegExp(source, 'i');
    return undefined;
  } catch (e) {
    // "Invalid regular expression: /(a/i: Unterminated group" → "Unterminated group".
    return (e as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
  }
}

/** The words for an action type the game does not have (a sentence, for a refusal and for a fault of a file). */
export function unknownAction(type: string, actionTypes: Iterable<string>): string {
  const near = closest(type, actionTypes);
  return `No action is called "${type}"${near ? `; did you mean "${near}"?` : '.'}`;
}

/** A failed setup as a run's error (step 0), said once: "setup: …" unless the engine's words begin so. */
export function setupError(e: unknown): { step: 0; message: string } {
  const message = e instanceof Error ? e.message : String(e);
  return { step: 0, message: /^setup\b/i.test(message) ? message : `setup: ${message}` };
}
