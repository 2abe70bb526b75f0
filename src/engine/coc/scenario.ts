/**
 * Scenarios (docs/scenarios.md): a level, a setup, steps (actions with their dice fixed) and what
 * must hold at the end. Running one replays the steps through the engine and compares the state
 * with the expectations; it never throws for a bad step — it reports which step failed and why.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { playSteps } from '../core/scenario-steps.ts';
import { levelOf } from './level.ts';
import { rulesContent } from './rules-content.ts';
import { applyAction, newGame } from './game.ts';
import { stateReport, type StateReport } from './report.ts';
import { scenarioLevel, withScenarioItems, type ScenarioLevel } from './scenario-level.ts';
import type { CocAction, CocEvent, CocState, GameMode, Setup } from './types.ts';
import type { AdvancedOptions } from './advanced-enemies.ts';
import type { PlayersOptions } from './players.ts';

export type ScenarioStep = CocAction & {
  /** The step must be refused, with a message matching this regular expression (case-insensitive). */
  expectError?: string;
  note?: string;
};

export interface Scenario {
  name: string;
  description?: string;
  level: ScenarioLevel;
  mode?: GameMode;
  challenge?: number;
  seed?: number | string;
  /** The advanced-enemy parts switched on. */
  advanced?: AdvancedOptions;
  /** More content items laid over the pack (chapters of a series, cards). */
  items?: ContentItem[];
  /** Mode series: the chapters in order; checkpoint: start from the chapter's checkpoint kit. */
  series?: string[];
  checkpoint?: boolean;
  /** Mode campaign: the Lara-Pin's start space, and Enemy Die results for the pins entering the island. */
  islandStart?: string;
  islandRolls?: number[];
  /** A multiplayer mode (players.ts). */
  players?: PlayersOptions;
  setup?: Setup;
  steps: ScenarioStep[];
  /** A partial state report: every field given must match (arrays in full, objects field by field). */
  expect?: Partial<Record<keyof StateReport, unknown>> & { logIncludes?: string[] };
}

export interface ScenarioResult {
  report?: StateReport;
  /** The step that could not be applied, with the engine's reason. */
  error?: { step: number; message: string };
  /** Expectations that do not hold, each with its path in the report. */
  mismatches: string[];
  state?: CocState;
}

export function runScenario(packs: readonly Pack[], scenario: Scenario): ScenarioResult {
  let all: Pack[];
  let state: CocState;
  const events: CocEvent[] = [];
  try {
    const { items, ref } = scenarioLevel(scenario.level);
    all = withScenarioItems(packs, [...(scenario.items ?? []), ...items]);
    state = newGame(all, ref, {
      seed: scenario.seed ?? 1,
      ...(scenario.mode ? { mode: scenario.mode } : {}),
      ...(scenario.challenge !== undefined ? { challenge: scenario.challenge } : {}),
      ...(scenario.setup ? { setup: scenario.setup } : {}),
      ...(scenario.advanced ? { advanced: scenario.advanced } : {}),
      ...(scenario.series ? { series: scenario.series } : {}),
      ...(scenario.checkpoint ? { checkpoint: true } : {}),
      ...(scenario.islandStart !== undefined ? { islandStart: scenario.islandStart } : {}),
      ...(scenario.islandRolls ? { islandRolls: scenario.islandRolls } : {}),
      ...(scenario.players ? { players: scenario.players } : {}),
    });
  } catch (e) {
    return { error: { step: 0, message: `setup: ${(e as Error).message}` }, mismatches: [] };
  }
  const played = playSteps(state, scenario.steps.map(stepAction) as (CocAction & { expectError?: string })[], (s, action: CocAction) => applyAction(all, s, action), events);
  if (played.error) return { error: played.error, mismatches: played.mismatches, state: played.state };
  const { mismatches } = played;
  state = played.state;
  const report = stateReport(levelOf(all, state.level), state, rulesContent(all), events);
  if (scenario.expect) mismatches.push(...compare(report, scenario.expect));
  return { report, mismatches, state };
}

function compare(report: StateReport, expect: NonNullable<Scenario['expect']>): string[] {
  const out: string[] = [];
  const { logIncludes, ...fields } = expect;
  matches(report, fields, '', out);
  for (const text of logIncludes ?? []) if (!report.log.some((line) => line.includes(text))) out.push(`log: no line contains "${text}"`);
  return out;
}

export function matches(actual: unknown, expected: unknown, path: string, out: string[]): void {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) {
      out.push(`${path || '/'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      return;
    }
    expected.forEach((e, i) => matches(actual[i], e, `${path}/${i}`, out));
    return;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') {
      out.push(`${path || '/'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      return;
    }
    for (const [k, v] of Object.entries(expected)) matches((actual as Record<string, unknown>)[k], v, `${path}/${k}`, out);
    return;
  }
  if (actual !== expected) out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * A step as the action it applies: its `note` is for readers and is left out — but for `done`, whose
 * note is the action's own (what was applied by hand), it is kept, so a saved playtest replays to the
 * same log and digest.
 */
export function stepAction(step: ScenarioStep): Omit<ScenarioStep, 'note'> {
  if (step.type === 'done') return step;
  const { note: _note, ...action } = step;
  return action;
}
