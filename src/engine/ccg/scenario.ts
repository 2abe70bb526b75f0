/**
 * CCG scenarios (docs/ccg-engine.md): a level, the players, a setup, steps (the engine's actions,
 * dice fixed where they matter) and what must hold at the end. Running one replays the steps and
 * compares the printed state with the expectations; a refused step is reported, never thrown.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { runSteps, setupError, type ScenarioStepOf } from '../core/scenario-steps.ts';
import type { LogExpectations } from '../core/scenario-expect.ts';
import { CCG_ACTION_TYPES } from './action-types.ts';
import { applyAction, newGameWithEvents, stateDigest } from './game.ts';
import { cardIdOf, cardOf, ccgContent, type CcgContent } from './content.ts';
import { exitsOf } from './map.ts';
import { ability, life } from './raider-stats.ts';
import { stuckNow } from './action-round.ts';
import { readLevel } from './level.ts';
import {
  ABILITIES,
  type CcgAction,
  type CcgEvent,
  type CcgSetup,
  type CcgState,
  type GameMode,
  type NewGameOptions,
  type PlayerOptions,
} from './types.ts';
import type { Ctx } from './context.ts';

export interface CcgScenario {
  game: 'ccg';
  name: string;
  description?: string;
  level: { kind: 'ccgLevel'; id: string } | { item: ContentItem };
  items?: ContentItem[];
  mode?: GameMode;
  seed?: number | string;
  players?: PlayerOptions[];
  entranceSetup?: number;
  /** One level of a series: its place in the series and rules (the record is the playtest's, ignored here). */
  series?: {
    seed?: number | string;
    seriesLevel?: number;
    timed?: boolean;
    seriesStart?: boolean;
    record?: Record<string, unknown>;
  };
  setup?: CcgSetup;
  /** The actions in order; a step may be expected refused (expectError) or carry a checkpoint (expect). */
  steps: ScenarioStepOf<CcgAction>[];
  /** What must hold at the end: fields of the printed state, and the log's expectations. */
  expect?: Record<string, unknown> & LogExpectations;
}

export interface CcgScenarioResult {
  report?: CcgReport;
  /** Faults of the file found by running it, at their JSON Pointers (core/scenario-expect.ts). */
  problems?: { pointer: string; message: string }[];
  error?: { step: number; message: string };
  mismatches: string[];
  state?: CcgState;
}

export type CcgReport = ReturnType<typeof ccgReport>;

/** The state as a scenario prints and checks it. */
export function ccgReport(content: CcgContent, state: CcgState, events: CcgEvent[]) {
  const level = readLevel(content.levels.get(state.level.id)!, content);
  const ctx: Ctx = { content, level, state, events: [], seriesLevel: state.seriesLevel };
  return {
    level: state.level.id,
    status: state.status,
    winners: state.winners,
    outcome: state.outcome,
    turn: state.turn,
    round: state.round,
    pending: state.pending,
    lastRoll: state.lastRoll,
    raiders: state.raiders.map((r) => ({
      name: r.name,
      raider: r.raider,
      at: r.at,
      hits: r.hits,
      life: life(content, r),
      abilities: Object.fromEntries(ABILITIES.map((a) => [a, ability(content, r, a)])),
      injuries: r.injuries,
      stuck: stuckNow(ctx, r),
      dead: r.dead,
      reloads: r.reloads,
      savePoint: r.savePoint,
      hand: r.hand.map(cardIdOf),
      unsaved: r.unsaved.map(cardIdOf),
      saved: r.saved.map(cardIdOf),
      deck: r.deck.length,
      discard: r.discard.length,
      usedFight: r.usedFight,
      carriesTreasure: r.carriesTreasure,
      points: r.points,
    })),
    map: state.map.map((p) => ({
      spot: p.spot,
      card: cardIdOf(p.card),
      name: cardOf(content, p.card).name,
      face: p.face,
      rotation: p.rotation,
      exits: exitsOf(ctx, p),
      obstacles: p.obstacles.map((o) => ({ card: cardIdOf(o.card), hits: o.hits })),
      printedHits: p.printedHits,
      printedRemoved: p.printedRemoved,
      empty: p.empty,
    })),
    obstacleDeck: state.obstacleDeck.length,
    log: events.map((e) => e.text),
    digest: stateDigest(state),
  };
}

/** The game options a scenario's series block gives (none outside a series). */
export function seriesOptions(
  scenario: Pick<CcgScenario, 'series'>,
): Pick<NewGameOptions, 'seriesLevel' | 'timed' | 'seriesStart'> {
  const s = scenario.series;
  if (!s) return {};
  return {
    ...(s.seriesLevel !== undefined ? { seriesLevel: s.seriesLevel } : {}),
    ...(s.timed ? { timed: true } : {}),
    ...(s.seriesStart ? { seriesStart: true } : {}),
  };
}

/** Runs a scenario file: its content is prepared once at the start, from `packs` and the items the file brings. */
export function runCcgScenario(packs: readonly Pack[], scenario: CcgScenario): CcgScenarioResult {
  let content: CcgContent;
  let state: CcgState;
  const events: CcgEvent[] = [];
  try {
    const extra = [...(scenario.items ?? []), ...('item' in scenario.level ? [scenario.level.item] : [])];
    content = ccgContent(extra.length ? [{ ...packs[0]!, id: 'scenario', items: extra } as Pack, ...packs] : packs);
    const ref = 'item' in scenario.level ? { kind: 'ccgLevel' as const, id: scenario.level.item.id } : scenario.level;
    const start = newGameWithEvents(content, ref, {
      seed: scenario.seed ?? 1,
      ...(scenario.players ? { players: scenario.players } : {}),
      ...(scenario.mode ? { mode: scenario.mode } : {}),
      ...(scenario.entranceSetup !== undefined ? { entranceSetup: scenario.entranceSetup } : {}),
      ...(scenario.setup ? { setup: scenario.setup } : {}),
      ...seriesOptions(scenario),
    });
    state = start.state;
    events.push(...start.events);
  } catch (e) {
    return { error: setupError(e), mismatches: [] };
  }
  const run = runSteps<CcgState, CcgAction, CcgEvent>({
    state,
    events,
    steps: scenario.steps,
    apply: (s, action: CcgAction) => applyAction(content, s, action),
    report: (s, log) => ccgReport(content, s, [...log]),
    ...(scenario.expect ? { expect: scenario.expect } : {}),
    actionTypes: CCG_ACTION_TYPES,
  });
  return { ...run, report: run.report as CcgReport | undefined };
}
