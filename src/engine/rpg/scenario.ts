/**
 * RPG scenarios (docs/scenarios.md, "RPG scenarios"): an encounter or challenge, a setup, steps (the
 * engine's actions, each with its dice fixed where it rolls) and what must hold at the end. Running one
 * replays the steps and compares the printed state with the expectations; a refused step is reported.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { runSteps, setupError, type ScenarioStepOf } from '../core/scenario-steps.ts';
import type { FileProblem, LogExpectations } from '../core/scenario-expect.ts';
import { isDown } from './context.ts';
import { rpgContent } from './content.ts';
import { applyAction, newGame, stateDigest } from './game.ts';
import { legalActions } from './legal.ts';
import {
  STUN_EFFECTS,
  type NewGameOptions,
  type RpgAction,
  type RpgEvent,
  type RpgSetup,
  type RpgState,
} from './types.ts';

export interface RpgScenario {
  game: 'rpg';
  name: string;
  description?: string;
  level: { kind: 'rpgEncounter' | 'rpgChallenge'; id: string } | { item: ContentItem };
  items?: ContentItem[];
  seed?: number | string;
  characters?: string[];
  setup?: RpgSetup;
  steps: ScenarioStepOf<RpgAction>[];
  expect?: Record<string, unknown> & LogExpectations;
}

export interface RpgScenarioResult {
  report?: RpgReport;
  error?: { step: number; message: string };
  mismatches: string[];
  problems?: FileProblem[];
  state?: RpgState;
}

export type RpgReport = ReturnType<typeof rpgReport>;

/** The state as a scenario prints and checks it (actors by id, so an expectation names only those it checks). */
export function rpgReport(state: RpgState, events: RpgEvent[]) {
  const c = state.combat;
  return {
    level: state.level.id,
    status: state.status,
    winners: state.winners,
    pending: state.pending,
    legal: [...new Set(legalActions(state).map((a) => a.type))],
    round: c?.round ?? null,
    moment: c?.moment ?? null,
    actors: Object.fromEntries(
      state.actors.map((a) => [
        a.id,
        {
          name: a.sheet.name,
          side: a.side,
          at: a.at,
          wounds: a.wounds,
          stun: a.stun.map((l) => STUN_EFFECTS[l]),
          ignored: a.ignored.map((l) => STUN_EFFECTS[l]),
          qualities: a.qualities,
          intent: a.intent,
          moment: a.moment,
          acted: a.acted,
          guard: a.guard,
          inCover: a.inCover,
          down: isDown(a),
        },
      ]),
    ),
    challenge: state.challenge && {
      phase: state.challenge.phase,
      participants: Object.fromEntries(
        state.challenge.participants.map((p) => [
          p.actor,
          {
            successes: p.successes,
            sum: p.sum,
            rolls: p.rolls,
            automatic: p.automatic,
            passed: p.passed,
            gave: p.gave,
            received: p.received,
          },
        ]),
      ),
    },
    attack: c?.attack ?? null,
    roll: state.roll && {
      who: state.roll.who,
      test: state.roll.test,
      rolled: state.roll.rolled,
      successes: state.roll.successes,
      sum: state.roll.sum,
      saved: state.roll.saved,
    },
    log: events.map((e) => e.text),
    digest: stateDigest(state),
  };
}

export function runRpgScenario(packs: readonly Pack[], scenario: RpgScenario): RpgScenarioResult {
  let state: RpgState;
  const events: RpgEvent[] = [];
  try {
    const extra = [...(scenario.items ?? []), ...('item' in scenario.level ? [scenario.level.item] : [])];
    const all: Pack[] = extra.length ? [{ ...packs[0]!, id: 'scenario', items: extra }, ...packs] : [...packs];
    const level =
      'item' in scenario.level ? { kind: scenario.level.item.kind, id: scenario.level.item.id } : scenario.level;
    const options: NewGameOptions = {
      seed: scenario.seed ?? 1,
      ...(scenario.characters ? { characters: scenario.characters } : {}),
      ...(scenario.setup ? { setup: scenario.setup } : {}),
    };
    const start = newGame(rpgContent(all), level, options);
    state = start.state;
    events.push(...start.events);
  } catch (e) {
    return { error: setupError(e), mismatches: [] };
  }
  // The state is printed with the events so far: each checkpoint and the end see the log up to them.
  return runSteps({
    state,
    events,
    steps: scenario.steps,
    apply: (s, action: RpgAction) => applyAction(s, action),
    report: (s, log) => rpgReport(s, [...log]),
    ...(scenario.expect ? { expect: scenario.expect } : {}),
  }) as RpgScenarioResult;
}
