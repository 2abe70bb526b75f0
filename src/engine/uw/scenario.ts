/**
 * Underworld scenarios (docs/scenarios.md, "Underworld"): a game, the players, a setup that changes
 * the start (region, tracks, Natla, Lara, hands, enemies, the piles' order, dice fixed in advance),
 * steps and what must hold at the end. A refused step is reported, never thrown.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { runSteps, setupError, type ScenarioStepOf } from '../core/scenario-steps.ts';
import type { FileProblem, LogExpectations } from '../core/scenario-expect.ts';
import { applyAction, contextFor, newGame } from './game.ts';
import { uwContent, type UwContent } from './content.ts';
import { setRegion } from './region.ts';
import { uwReport, type UwReport } from './report.ts';
import {
  UwError,
  type Hand,
  type ObstacleFace,
  type ProgressFace,
  type Stage,
  type Track,
  type UwAction,
  type UwEvent,
  type UwState,
} from './types.ts';

export interface UwSetup {
  region?: string;
  tracks?: Partial<Record<Track, number>>;
  natla?: number;
  health?: number;
  maxHealth?: number;
  adrenaline?: number;
  active?: number;
  stage?: Stage;
  players?: {
    hand?: Partial<Hand>;
    medikits?: number;
    points?: number;
    treasures?: number;
    objects?: string[];
    eliminated?: boolean;
  }[];
  enemies?: string[];
  enemyPile?: string[];
  drawPile?: Track[];
  thor?: string[];
  objectsAvailable?: string[];
  dice?: { progress?: ProgressFace[]; obstacle?: ObstacleFace[] };
}

export interface UwScenario {
  game: 'uw';
  name: string;
  description?: string;
  level?: { kind: 'uwGame'; id: string };
  items?: ContentItem[];
  players?: number;
  competitive?: boolean;
  seed?: number | string;
  setup?: UwSetup;
  steps: ScenarioStepOf<UwAction>[];
  expect?: Record<string, unknown> & LogExpectations;
}

export interface UwScenarioResult {
  report?: UwReport;
  error?: { step: number; message: string };
  mismatches: string[];
  problems?: FileProblem[];
  state?: UwState;
}

function applySetup(content: UwContent, state: UwState, setup: UwSetup): void {
  const ctx = contextFor(content, state);
  if (setup.region !== undefined) {
    const index = ctx.game.journey.indexOf(setup.region);
    if (index < 0)
      throw new UwError(`"${setup.region}" is not a region of the journey (${ctx.game.journey.join(', ')}).`);
    setRegion(ctx, index);
  }
  if (setup.tracks) Object.assign(state.tracks, setup.tracks);
  for (const key of ['natla', 'health', 'maxHealth', 'adrenaline', 'active', 'stage'] as const)
    if (setup[key] !== undefined) (state as unknown as Record<string, unknown>)[key] = setup[key];
  if (setup.maxHealth !== undefined && setup.health === undefined)
    state.health = Math.min(state.health, setup.maxHealth);
  setup.players?.forEach((p, i) => {
    const player = state.players[i];
    if (!player) throw new UwError(`The setup names player ${i + 1}, but the game has ${state.players.length}.`);
    if (p.hand)
      player.hand = { acrobatics: p.hand.acrobatics ?? 0, battle: p.hand.battle ?? 0, trick: p.hand.trick ?? 0 };
    for (const key of ['medikits', 'points', 'treasures', 'eliminated'] as const)
      if (p[key] !== undefined) (player as unknown as Record<string, unknown>)[key] = p[key];
    if (p.objects) player.objects = [...p.objects];
  });
  if (setup.enemies) state.enemies = [...setup.enemies];
  if (setup.enemyPile) state.enemyPile = [...setup.enemyPile];
  if (setup.drawPile) state.drawPile = [...setup.drawPile];
  if (setup.thor) state.thor = [...setup.thor];
  if (setup.objectsAvailable) state.objectsAvailable = [...setup.objectsAvailable];
  if (setup.dice)
    state.fixedDice = { progress: [...(setup.dice.progress ?? [])], obstacle: [...(setup.dice.obstacle ?? [])] };
}

export function runUwScenario(packs: readonly Pack[], scenario: UwScenario): UwScenarioResult {
  const all: Pack[] = [...packs];
  // The scenario's own items come first, so they win over the packs' items of the same id.
  if (scenario.items?.length)
    all.unshift({
      kind: 'pack',
      id: 'scenario',
      name: 'Scenario',
      version: '0.0.0',
      description: '',
      authors: [],
      schemaVersion: 1,
      items: scenario.items,
    });
  const content = uwContent(all);
  let state: UwState;
  const events: UwEvent[] = [];
  try {
    const started = newGame(content, scenario.level?.id ?? 'underworld', {
      seed: scenario.seed ?? 1,
      players: scenario.players ?? 1,
      competitive: scenario.competitive === true,
    });
    state = started.state;
    events.push(...started.events);
    if (scenario.setup) applySetup(content, state, scenario.setup);
  } catch (e) {
    return { error: setupError(e), mismatches: [] };
  }
  // The state is printed with the events so far: each checkpoint and the end see the log up to them.
  return runSteps({
    state,
    events,
    steps: scenario.steps,
    apply: (s, action: UwAction) => applyAction(content, s, action),
    report: (s, log) => uwReport(content, s, [...log]),
    ...(scenario.expect ? { expect: scenario.expect } : {}),
  }) as UwScenarioResult;
}
