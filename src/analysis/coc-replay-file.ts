/**
 * Playtests as scenario files (docs/scenarios.md) and back. A game becomes a scenario with its
 * level written in (the draft as it was played, with the tiles it lays), its mode, seed and setup,
 * every action as a step, and the final state as the expectation — so `npm run scenario` replays
 * it to the same state. Steps keep no dice results: the seed rolls them again, identically, and
 * fixing them would leave the generator un-advanced and change every later roll.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import { isObject, list } from '../model/json-read.ts';
import { levelOf } from '../engine/coc/index.ts';
import { stateReport } from '../engine/coc/index.ts';
import { stateDigest, type RulesContent } from '../engine/coc/index.ts';
import { scenarioLevel, withScenarioItems, type ScenarioLevel } from '../engine/coc/index.ts';
import { stepAction, type Scenario } from '../engine/coc/index.ts';
import type { CocAction, CocState, GameRef, LevelRef, NewGameOptions } from '../engine/coc/index.ts';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The level item of `ref` written out, with every tile its layout lays (so the file stands alone). */
export function inlineLevel(content: RulesContent, ref: LevelRef): ScenarioLevel {
  const items = content.items;
  const item = items.find((i) => i.kind === ref.kind && i.id === ref.id);
  if (!item) throw new Error(`No ${ref.kind} "${ref.id}" to write into the scenario.`);
  const used = new Set(
    list(isObject(item.layout) ? item.layout.tiles : undefined).flatMap((t) =>
      isObject(t) && typeof t.tile === 'string' ? [t.tile] : [],
    ),
  );
  const tiles = items.filter((i) => i.kind === 'tile' && used.has(i.id));
  return { item: copy(item) as ContentItem, tiles: copy(tiles) as ContentItem[] };
}

/**
 * The Island Campaign's own items written out: the board, every island location and crypt card, and
 * the tiles they lay — so that a replay plays the island as it was, drafts included.
 */
export function campaignItems(content: RulesContent, board: string): ContentItem[] {
  const items = content.items;
  const levels = items.filter((i) => i.kind === 'location' || i.kind === 'crypt');
  const used = new Set(
    levels.flatMap((l) =>
      list(isObject(l.layout) ? l.layout.tiles : undefined).flatMap((t) =>
        isObject(t) && typeof t.tile === 'string' ? [t.tile] : [],
      ),
    ),
  );
  return copy([
    ...items.filter((i) => (i.kind === 'islandBoard' && i.id === board) || (i.kind === 'tile' && used.has(i.id))),
    ...levels,
  ]) as ContentItem[];
}

/** A scenario that replays `state` (its log) from the start given by `options`. */
export function scenarioOfGame(
  content: RulesContent,
  state: CocState,
  options: NewGameOptions,
  name: string,
): Scenario {
  const report = stateReport(levelOf(content, state.level), state, content, []);
  const { log, digest, level, ...expect } = report;
  // A series is replayed from its first chapter (the state is on the chapter it has reached); a campaign from its
  // island board.
  const start: LevelRef = state.series ? { kind: 'chapter', id: state.series.chapters[0]! } : state.level;
  const board = state.campaign?.board;
  void log;
  void level;
  return {
    name,
    description: `A playtest of ${board ? `the Island Campaign on "${board}"` : `${start.kind} "${start.id}"`}, ${state.log.length} actions; state digest ${digest}.`,
    level: board ? { kind: 'islandBoard', id: board } : inlineLevel(content, start),
    ...(board ? { items: campaignItems(content, board) } : {}),
    mode: state.mode,
    ...(state.challenge !== undefined ? { challenge: state.challenge } : {}),
    ...(options.advanced ? { advanced: copy(options.advanced) } : {}),
    ...(options.islandStart !== undefined ? { islandStart: options.islandStart } : {}),
    ...(options.islandRolls ? { islandRolls: [...options.islandRolls] } : {}),
    ...(options.players ? { players: { ...options.players } } : {}),
    seed: options.seed,
    ...(options.setup ? { setup: copy(options.setup) } : {}),
    steps: state.log.map((a) => copy(a)),
    expect: { ...expect, enemies: expect.enemies.map(({ name: _n, boss: _b, ...e }) => e) },
  };
}

export { stateDigest };

/** What a scenario plays: the packs with its own items laid over, the level (or island board), the start and the
 * actions (refused steps left out). */
export function gameOfScenario(
  packs: readonly Pack[],
  scenario: Scenario,
): { packs: Pack[]; level: GameRef; options: NewGameOptions; actions: CocAction[] } {
  const { items, ref } = scenarioLevel(scenario.level);
  const options: NewGameOptions = {
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
  };
  const actions = scenario.steps
    .filter((s) => s.expectError === undefined)
    .map((s) => {
      const { expectError: _e, ...a } = stepAction(s);
      return a as CocAction;
    });
  return { packs: withScenarioItems(packs, [...(scenario.items ?? []), ...items]), level: ref, options, actions };
}
