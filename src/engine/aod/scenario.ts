/**
 * AoD scenario files (docs/scenarios.md, "The Angel of Darkness"): a setup, an arrangement of the
 * position, steps (actions, or refusals expected with `expectError`) and what must hold at the end.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { playSteps } from '../core/scenario-steps.ts';
import { matches } from '../coc/scenario.ts';
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
  steps: (AodAction & { expectError?: string; note?: string })[];
  expect?: Partial<Record<keyof StateReport, unknown>> & { logIncludes?: string[] };
}

export function runAodScenario(
  packs: readonly Pack[],
  scenario: AodScenario,
): ScenarioRun<AodState> & { report?: StateReport } {
  const all = scenario.items?.length ? [...packs, { items: scenario.items } as unknown as Pack] : packs;
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
    return { error: { step: 0, message: `setup: ${(e as Error).message}` }, mismatches: [] };
  }
  const steps = scenario.steps.map(({ note: _note, ...step }) => step) as (AodAction & { expectError?: string })[];
  const played = playSteps(state, steps, (s, action: AodAction) => applyAction(content, s, action), events);
  if (played.error) return { error: played.error, mismatches: played.mismatches, state: played.state };
  const report = stateReport(contextOf(content, played.state), events);
  const mismatches = [...played.mismatches];
  if (scenario.expect) {
    const { logIncludes, ...fields } = scenario.expect;
    matches(report, fields, '', mismatches);
    for (const text of logIncludes ?? [])
      if (!report.log.some((line) => line.includes(text))) mismatches.push(`log: no line contains "${text}"`);
  }
  return { report, mismatches, state: played.state };
}
