/**
 * AoD scenario files (docs/scenarios.md, "The Angel of Darkness"): a setup, an arrangement of the
 * position, steps (actions, or refusals expected with `expectError`) and what must hold at the end.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { runSteps, setupError, type ScenarioStepOf } from '../core/scenario-steps.ts';
import type { LogExpectations } from '../core/scenario-expect.ts';
import { aodContent } from './content.ts';
import { applyAction, contextOf, newGame } from './game.ts';
import { arrange, type Arrange } from './scenario-arrange.ts';
import { stateReport, type StateReport } from './report.ts';
import type { AodAction, AodEvent, AodState } from './types.ts';
import type { ScenarioRun } from '../core/game-module.ts';

export interface AodScenario {
  game: 'aod';
  name: string;
  description?: string;
  setup: string;
  items?: ContentItem[];
  players?: number;
  seed?: number | string;
  roundLimit?: number;
  arrange?: Arrange;
  steps: ScenarioStepOf<AodAction>[];
  expect?: Partial<Record<keyof StateReport, unknown>> & LogExpectations;
}

export function runAodScenario(
  packs: readonly Pack[],
  scenario: AodScenario,
): ScenarioRun<AodState> & { report?: StateReport } {
  // The scenario's own items first: the first item of a kind and id wins (content.ts).
  const all = scenario.items?.length ? [{ items: scenario.items } as unknown as Pack, ...packs] : packs;
  const content = aodContent(all);
  const events: AodEvent[] = [];
  let state: AodState;
  try {
    const start = newGame(content, scenario.setup, {
      seed: scenario.seed ?? 1,
      ...(scenario.players !== undefined ? { players: scenario.players } : {}),
      ...(scenario.roundLimit !== undefined ? { roundLimit: scenario.roundLimit } : {}),
    });
    state = start.state;
    events.push(...start.events);
    if (scenario.arrange) {
      const ctx = contextOf(content, state);
      arrange(ctx, scenario.arrange);
    }
  } catch (e) {
    return { error: setupError(e), mismatches: [] };
  }
  // The state is printed with the events so far: each checkpoint and the end see the log up to them.
  return runSteps({
    state,
    events,
    steps: scenario.steps,
    apply: (s, action: AodAction) => applyAction(content, s, action),
    report: (s, log) => stateReport(contextOf(content, s), [...log]),
    ...(scenario.expect ? { expect: scenario.expect } : {}),
  }) as ScenarioRun<AodState> & { report?: StateReport };
}
