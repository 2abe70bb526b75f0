import type { Problem } from '../model/problem.ts';

/**
 * A replay's scenario file checked against the scenario schema: in the validation worker where
 * there are workers (ajv never compiles in the page, so its Content-Security-Policy has no
 * 'unsafe-eval'), in place elsewhere (Node).
 */
export async function scenarioProblems(doc: unknown): Promise<Problem[]> {
  if (typeof Worker === 'function') {
    const { sharedValidationRunner } = await import('./validation-runner.ts');
    return sharedValidationRunner().checkScenario(doc);
  }
  const [{ validateDocument }, schema] = await Promise.all([import('../model/validate.ts'), import('../../schemas/scenario.schema.json', { with: { type: 'json' } })]);
  return validateDocument(schema.default, doc);
}
