/**
 * A scenario's steps played one after another, for either engine: each step is applied, or — when
 * it carries `expectError` — must be refused with a message matching it. A refusal nobody expected
 * stops the scenario at that step (numbered from 1).
 */
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
      if (expectError !== undefined) mismatches.push(`step ${i + 1} (${action.type}) was expected to be refused (${expectError}) but was applied`);
      state = result.state;
      events.push(...result.events);
    } catch (e) {
      const message = (e as Error).message;
      if (expectError === undefined) return { error: { step: i + 1, message }, mismatches, state };
      if (!new RegExp(expectError, 'i').test(message)) mismatches.push(`step ${i + 1} (${action.type}) was refused with "${message}", which does not match /${expectError}/`);
    }
  }
  return { state, mismatches };
}
