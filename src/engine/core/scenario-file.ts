/**
 * A scenario file checked before it is run, for every game: its game's schema, then what a schema
 * cannot say (an invalid regular expression in `expectError`). A step whose action is unknown gets
 * one short sentence: its other fields cannot be judged without knowing the action, so their
 * problems are left out.
 */
import { validateDocument } from '../../model/validate.ts';
import { stepProblems, type ScenarioStepOf } from './scenario-steps.ts';
import type { FileProblem } from './scenario-expect.ts';

export function scenarioFileProblems(schema: object, doc: unknown): FileProblem[] {
  const found: FileProblem[] = validateDocument(schema, doc).map(({ pointer, message }) => ({ pointer, message }));
  const steps = (doc as { steps?: unknown })?.steps;
  if (Array.isArray(steps)) {
    const objects = steps.filter((s): s is ScenarioStepOf<{ type: string }> => s !== null && typeof s === 'object');
    if (objects.length === steps.length)
      found.push(...stepProblems(objects).filter((p) => !found.some((f) => f.pointer === p.pointer)));
  }
  const unknownStep = new Set(
    found.map((p) => /^\/steps\/(\d+)\/type$/.exec(p.pointer)?.[1]).filter((i) => i !== undefined),
  );
  return found.filter((p) => {
    const step = /^\/steps\/(\d+)(\/|$)/.exec(p.pointer)?.[1];
    return step === undefined || !unknownStep.has(step) || p.pointer === `/steps/${step}/type`;
  });
}
