import type { Problem } from '../model/problem.ts';

/**
 * A replay's scenario file checked against the scenario schema: in the validation worker where
 * there are workers (the generated validators stay out of the page's code), in place elsewhere
 * (Node).
 */
export async function scenarioProblems(doc: unknown): Promise<Problem[]> {
  if (typeof Worker === 'function') {
    const { sharedValidationRunner } = await import('./validation-runner.ts');
    return sharedValidationRunner().checkScenario(doc);
  }
  const [{ validateDocument }, { SCENARIO_ID }] = await Promise.all([
    import('../model/validate.ts'),
    import('../model/validator-options.ts'),
  ]);
  return validateDocument(SCENARIO_ID, doc);
}
