/**
 * Playtests as scenario files (docs/scenarios.md) and back. A game becomes a scenario with its
 * level written in (the draft as it was played, with the tiles it lays), its mode, seed and setup,
 * every action as a step, and the final state as the expectation — so `npm run scenario` replays
 * it to the same state. Steps keep no dice results: the seed rolls them again, identically, and
 * fixing them would leave the generator un-advanced and change every later roll.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import { isObject, list } from '../model/json-read.ts';
import { levelOf } from '../engine/coc/level.ts';
import { rulesContent } from '../engine/coc/rules-content.ts';
import { stateReport } from '../engine/coc/report.ts';
import { stateDigest, type Content } from '../engine/coc/game.ts';
import { scenarioLevel, withScenarioItems, type ScenarioLevel } from '../engine/coc/scenario-level.ts';
import { stepAction, type Scenario } from '../engine/coc/scenario.ts';
import type { CocAction, CocState, LevelRef, NewGameOptions } from '../engine/coc/types.ts';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The level item of `ref` written out, with every tile its layout lays (so the file stands alone). */
export function inlineLevel(packs: Content, ref: LevelRef): ScenarioLevel {
  const items = rulesContent(packs).items;
  const item = items.find((i) => i.kind === ref.kind && i.id === ref.id);
  if (!item) throw new Error(`No ${ref.kind} "${ref.id}" to write into the scenario.`);
  const used = new Set(list(isObject(item.layout) ? item.layout.tiles : undefined).flatMap((t) => (isObject(t) && typeof t.tile === 'string' ? [t.tile] : [])));
  const tiles = items.filter((i) => i.kind === 'tile' && used.has(i.id));
  return { item: copy(item) as ContentItem, tiles: copy(tiles) as ContentItem[] };
}

/** A scenario that replays `state` (its log) from the start given by `options`. */
export function scenarioOfGame(packs: Content, state: CocState, options: NewGameOptions, name: string): Scenario {
  const report = stateReport(levelOf(packs, state.level), state, rulesContent(packs), []);
  const { log, digest, level, ...expect } = report;
  // A series is replayed from its first chapter (the state is on the chapter it has reached).
  const start: LevelRef = state.series ? { kind: 'chapter', id: state.series.chapters[0]! } : state.level;
  void log;
  void level;
  return {
    name,
    description: `A playtest of ${start.kind} "${start.id}", ${state.log.length} actions; state digest ${digest}.`,
    level: inlineLevel(packs, start),
    mode: state.mode,
    ...(state.challenge !== undefined ? { challenge: state.challenge } : {}),
    seed: options.seed,
    ...(options.setup ? { setup: copy(options.setup) } : {}),
    steps: state.log.map((a) => copy(a)),
    expect: { ...expect, enemies: expect.enemies.map(({ name: _n, boss: _b, ...e }) => e) },
  };
}

export { stateDigest };

/** What a scenario plays: the packs with its own items laid over, the level, the start and the actions (refused steps left out). */
export function gameOfScenario(packs: readonly Pack[], scenario: Scenario): { packs: Pack[]; level: LevelRef; options: NewGameOptions; actions: CocAction[] } {
  const { items, ref } = scenarioLevel(scenario.level);
  const options: NewGameOptions = {
    seed: scenario.seed ?? 1,
    ...(scenario.mode ? { mode: scenario.mode } : {}),
    ...(scenario.challenge !== undefined ? { challenge: scenario.challenge } : {}),
    ...(scenario.setup ? { setup: scenario.setup } : {}),
  };
  const actions = scenario.steps.filter((s) => s.expectError === undefined).map((s) => {
    const { expectError: _e, ...a } = stepAction(s);
    return a as CocAction;
  });
  return { packs: withScenarioItems(packs, items), level: ref, options, actions };
}
