/**
 * Scenarios (docs/scenarios.md): a level, a setup, steps (actions with their dice fixed) and what
 * must hold at the end. Running one replays the steps through the engine and compares the state
 * with the expectations; it never throws for a bad step — it reports which step failed and why.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { runSteps, setupError } from '../core/scenario-steps.ts';
import { matchFields, type ExpectCheck, type LogExpectations } from '../core/scenario-expect.ts';
import { COC_ACTION_TYPES } from './action-types.ts';
import { levelOf } from './level.ts';
import { rulesContent, type RulesContent } from './rules-content.ts';
import { applyAction, newGame } from './game.ts';
import { stateReport, type StateReport } from './report.ts';
import { scenarioLevel, withScenarioItems, type ScenarioLevel } from './scenario-level.ts';
import type { CocAction, CocEvent, CocState, GameMode, Setup } from './types.ts';
import type { AdvancedOptions } from './advanced-enemies.ts';
import type { PlayersOptions } from './players.ts';

export type ScenarioStep = CocAction & {
  /** The step must be refused, with a message matching this regular expression (case-insensitive). */
  expectError?: string;
  /** A checkpoint: what must hold once this step is played (the same form as the scenario's `expect`). */
  expect?: Expectations;
  note?: string;
};

/** A partial state report: every field given must match (arrays in full, objects field by field); and the log's. */
export type Expectations = Partial<Record<keyof StateReport, unknown>> & LogExpectations;

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
  /** What must hold at the end. */
  expect?: Expectations;
}

export interface ScenarioResult {
  report?: StateReport;
  /** Faults of the file found by running it, at their JSON Pointers (core/scenario-expect.ts). */
  problems?: { pointer: string; message: string }[];
  /** The step that could not be applied, with the engine's reason. */
  error?: { step: number; message: string };
  /** Expectations that do not hold, each with its path in the report. */
  mismatches: string[];
  state?: CocState;
}

export function runScenario(packs: readonly Pack[], scenario: Scenario): ScenarioResult {
  let content: RulesContent;
  let state: CocState;
  try {
    const { items, ref } = scenarioLevel(scenario.level);
    // The scenario's own items laid over the packs: the content is prepared once for the whole run.
    content = rulesContent(withScenarioItems(packs, [...(scenario.items ?? []), ...items]));
    state = newGame(content, ref, {
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
    return { error: setupError(e), mismatches: [] };
  }
  const run = runSteps<CocState, CocAction, CocEvent>({
    state,
    steps: scenario.steps,
    actionOf: (step) => stepAction(step) as CocAction,
    apply: (s, action: CocAction) => applyAction(content, s, action),
    report: (s, events) => stateReport(levelOf(content, s.level), s, content, [...events]),
    ...(scenario.expect ? { expect: scenario.expect } : {}),
    actionTypes: COC_ACTION_TYPES,
  });
  return { ...run, report: run.report as StateReport | undefined };
}

/** Compares an expected value with the printed one (kept for callers; scenarios use core/scenario-expect.ts). */
export function matches(actual: unknown, expected: unknown, path: string, out: string[]): void {
  const check: ExpectCheck = { mismatches: out, problems: [] };
  matchFields(actual, expected, path, '', '', check);
  for (const p of check.problems) out.push(`${p.pointer}: ${p.message}`);
}

/**
 * A step as the action it applies: its `note` is for readers and is left out — but for `done`, whose
 * note is the action's own (what was applied by hand), it is kept, so a saved playtest replays to the
 * same log and digest.
 */
export function stepAction(step: ScenarioStep): Omit<ScenarioStep, 'note' | 'expect'> {
  const { expect: _expect, ...rest } = step;
  if (rest.type === 'done') return rest;
  const { note: _note, ...action } = rest;
  return action;
}
