/**
 * A scenario's or playtest's setup: overrides of the starting state, checked against the level
 * so that a setup cannot put a figure where no figure may stand.
 */
import type { Level } from './level.ts';
import { BLOCK, terrainAt } from './level.ts';
import { same, showPoint } from './board.ts';
import { placeEnemy, spawnedType } from './spawn.ts';
import type { RulesContent } from './rules-content.ts';
import { EngineError, type CocState, type Point, type Setup } from './types.ts';

function standable(level: Level, p: Point, what: string): void {
  const t = terrainAt(level, p);
  if (t === 0 || t === BLOCK)
    throw new EngineError(`Setup: ${what} at ${showPoint(p)} is ${t === 0 ? 'off the level' : 'on a BLOCK space'}.`);
}

function tokenIndex<T extends { at: Point }>(list: readonly T[], p: Point, what: string): number {
  const i = list.findIndex((t) => same(t.at, p));
  if (i < 0) throw new EngineError(`Setup: there is no ${what} at ${showPoint(p)} on this level.`);
  return i;
}

export function applySetup(level: Level, state: CocState, content: RulesContent, setup: Setup): void {
  if (setup.lara) {
    Object.assign(state.lara, JSON.parse(JSON.stringify(setup.lara)));
    if (setup.lara.maxHealth === undefined) state.lara.maxHealth = Math.max(state.lara.maxHealth, state.lara.health);
    if (setup.lara.dice !== undefined && setup.lara.diceLeft === undefined) state.lara.diceLeft = setup.lara.dice;
    standable(level, state.lara.at, 'Lara');
  }
  if (setup.sight) state.sight = setup.sight;
  if (setup.noise !== undefined) state.noise = setup.noise && { ...setup.noise };
  if (setup.enemies) {
    state.enemies = [];
    state.nextEnemy = 1;
    for (const e of setup.enemies) {
      standable(level, e.at, `the enemy "${e.type}"`);
      if (same(e.at, state.lara.at) || state.enemies.some((o) => same(o.at, e.at)))
        throw new EngineError(`Setup: two figures on ${showPoint(e.at)}.`);
      placeEnemy(level, state, content, spawnedType(content, e.type), e.at, e.facing, e.health);
    }
  }
  for (const d of setup.doors ?? []) state.doors[tokenIndex(level.doors, d.at, 'door')] = d.open;
  for (const a of setup.artifactsCollected ?? [])
    state.artifacts[
      tokenIndex(
        level.artifacts.map((at) => ({ at })),
        a,
        'artifact',
      )
    ] = false;
  for (const b of setup.barriers ?? []) state.barriers[tokenIndex(level.barriers, b.at, 'barrier')] = b.health;
  if (setup.boulder !== undefined) state.boulder = setup.boulder && { ...setup.boulder };
  if (setup.phase) state.phase = setup.phase;
  if (setup.searched !== undefined) state.searched = setup.searched;
  if (setup.researched !== undefined) state.researched = setup.researched;
}
