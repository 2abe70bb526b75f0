/**
 * Expectations of a scenario file (docs/scenarios.md), for every game: a partial state report that
 * must match the printed one (lists in full, objects field by field), and expectations on the log.
 * A field the printed state does not have is a fault of the file (a misspelling), reported with its
 * JSON Pointer in the file — never as "expected 2, got undefined".
 */
import { closest } from '../../model/closest.ts';
import { pointerToken } from '../../model/problem.ts';

/** A fault of the scenario file itself, at a JSON Pointer into it. */
export interface FileProblem {
  pointer: string;
  message: string;
}

/** What the checks found: expectations that do not hold, and faults of the file. */
export interface ExpectCheck {
  mismatches: string[];
  problems: FileProblem[];
}

/** The expectations on the log, beside the printed fields (`log` itself may be expected in full). */
export const LOG_EXPECTATIONS = ['logIncludes', 'logExcludes', 'logInOrder'] as const;

export interface LogExpectations {
  /** Texts that some line of the log must contain. */
  logIncludes?: string[];
  /** Texts that no line of the log may contain. */
  logExcludes?: string[];
  /** Texts found in this order: each in a line after the line of the one before. */
  logInOrder?: string[];
}

/**
 * Checks `expect` (the object at `at` in the file: "/expect", "/steps/2/expect") against `report`.
 * `when` is added to each mismatch's path (" after step 3" for a checkpoint, "" at the end).
 */
export function checkExpectations(report: object, expect: object, at: string, when = ''): ExpectCheck {
  const out: ExpectCheck = { mismatches: [], problems: [] };
  const { logIncludes, logExcludes, logInOrder, ...fields } = expect as Record<string, unknown> & LogExpectations;
  matchFields(report, fields, '', at, when, out);
  if (logIncludes || logExcludes || logInOrder) {
    const log = (report as { log?: unknown }).log;
    if (!Array.isArray(log)) {
      out.problems.push({ pointer: at, message: 'This game prints no log, so the log cannot be expected.' });
      return out;
    }
    out.mismatches.push(...logMismatches(log.map(String), { logIncludes, logExcludes, logInOrder }, when));
  }
  return out;
}

/** Log expectations that do not hold (each line of the log is searched as plain text, case and all). */
export function logMismatches(log: readonly string[], expect: LogExpectations, when = ''): string[] {
  const out: string[] = [];
  for (const text of expect.logIncludes ?? [])
    if (!log.some((line) => line.includes(text))) out.push(`log${when}: no line contains "${text}"`);
  for (const text of expect.logExcludes ?? []) {
    const i = log.findIndex((line) => line.includes(text));
    if (i >= 0) out.push(`log${when}: line ${i + 1} contains "${text}", which no line may: "${log[i]}"`);
  }
  let from = 0;
  let previous: string | undefined;
  for (const text of expect.logInOrder ?? []) {
    const i = log.findIndex((line, k) => k >= from && line.includes(text));
    if (i < 0) {
      const anywhere = log.some((line) => line.includes(text));
      out.push(
        previous === undefined || !anywhere
          ? `log${when}: no line contains "${text}"`
          : `log${when}: no line after the one containing "${previous}" (line ${from}) contains "${text}"`,
      );
      break;
    }
    from = i + 1;
    previous = text;
  }
  return out;
}

/**
 * Compares an expected value with the printed one: lists in full, objects field by field, anything
 * else by equality. `path` is the place in the printed state, `at` the same place in the file.
 */
export function matchFields(
  actual: unknown,
  expected: unknown,
  path: string,
  at: string,
  when: string,
  out: ExpectCheck,
): void {
  const differ = () =>
    out.mismatches.push(`${path || '/'}${when}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return void differ();
    expected.forEach((e, i) => matchFields(actual[i], e, `${path}/${i}`, `${at}/${i}`, when, out));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return void differ();
    for (const [k, v] of Object.entries(expected)) {
      const token = pointerToken(k);
      if (!(k in actual)) {
        out.problems.push({ pointer: `${at}/${token}`, message: noSuchField(k, path, Object.keys(actual)) });
        continue;
      }
      matchFields((actual as Record<string, unknown>)[k], v, `${path}/${token}`, `${at}/${token}`, when, out);
    }
    return;
  }
  if (actual !== expected) differ();
}

/** The words for an expected field that the printed state does not have there. */
export function noSuchField(field: string, path: string, fields: readonly string[]): string {
  const near = closest(field, fields);
  const where = path ? ` in ${path}` : '';
  const hint = near ? `; did you mean "${near}"?` : fields.length ? ` (its fields there: ${fields.join(', ')}).` : '.';
  return `The printed state has no field "${field}"${where}${hint}`;
}
