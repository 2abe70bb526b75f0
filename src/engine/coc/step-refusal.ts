/**
 * Why Lara may not step towards a facing: the same rules as movement.ts (stepCost) and the boulder
 * push (lara-move.ts), read again only when a step is refused, so that each refusal says its own
 * reason — a slope climbed from below is not a boulder that cannot be pushed onto HIGH.
 */
import type { Facing, Point } from '../../model/coc-grid.ts';
import { BLOCK, HIGH, LOW, terrainAt, type Level } from './level.ts';
import { barrierAt, boulderAt, closedDoorAt, enemyIndexAt, opposite, showPoint, slopeAt, stepFrom } from './board.ts';
import { boulderLocked } from './level-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocState } from './types.ts';

/** The reason a step of Lara's towards `facing` is not allowed (call it once it was refused). */
export function stepRefusal(level: Level, state: CocState, content: RulesContent, facing: Facing): string {
  const from = state.lara.at;
  const to = stepFrom(from, facing);
  const bare = bareSpace(level, to);
  if (bare) return bare;
  if (slopeAt(level, to) === opposite(facing))
    return `the slippery slope on ${showPoint(to)} runs down towards her, and a slope cannot be climbed from below`;
  const solid = solidThing(level, state, to);
  if (solid === 'the boulder') return boulderRefusal(level, state, content, facing);
  if (solid) return `${solid} stands on ${showPoint(to)}`;
  // Down the slope: every space of the slide must be open and free, and it must end.
  const passed = new Set<string>([`${to.x},${to.y}`]);
  let at = to;
  for (let down = slopeAt(level, at); down !== undefined; down = slopeAt(level, at)) {
    const next = stepFrom(at, down);
    const bareNext = bareSpace(level, next);
    const solidNext = solidThing(level, state, next);
    const slide = `the slope on ${showPoint(to)} would slide her onto ${showPoint(next)}`;
    if (bareNext || solidNext) return `${slide}, but ${bareNext ?? `${solidNext} stands there`}`;
    if (passed.has(`${next.x},${next.y}`))
      return `the slopes from ${showPoint(to)} lead round in a ring and would never let her off`;
    if (enemyIndexAt(state, next) >= 0)
      return `the slope on ${showPoint(to)} would slide her onto the enemy at ${showPoint(next)}`;
    passed.add(`${next.x},${next.y}`);
    at = next;
  }
  return `no step leads ${facing} from ${showPoint(from)}`;
}

/** Why nobody can stand on the space at all: off the level, no tile, or BLOCK. */
function bareSpace(level: Level, p: Point): string | undefined {
  if (p.x < 0 || p.y < 0 || p.x >= level.width || p.y >= level.height) return `${showPoint(p)} is off the level`;
  const t = terrainAt(level, p);
  if (t === 0) return `no tile is laid at ${showPoint(p)}`;
  if (t === BLOCK) return `${showPoint(p)} is BLOCK`;
  return undefined;
}

/** What stands on a space and stops movement there: a closed door, a standing barrier, the boulder. */
function solidThing(level: Level, state: CocState, p: Point): string | undefined {
  if (closedDoorAt(level, state, p)) return 'a closed door';
  if (barrierAt(level, state, p)) return 'a barrier';
  if (boulderAt(state, p)) return 'the boulder';
  return undefined;
}

/** Why the boulder ahead cannot be pushed (Lara steps into it only by pushing it one space on). */
function boulderRefusal(level: Level, state: CocState, content: RulesContent, facing: Facing): string {
  const at = stepFrom(state.lara.at, facing);
  const cannot = `the boulder on ${showPoint(at)} cannot be pushed`;
  if (terrainAt(level, state.lara.at) !== LOW) return `${cannot}: Lara pushes it only from a LOW space`;
  if (boulderLocked(level, state, content)) return `${cannot}: a rule of this level holds it in place`;
  const to = stepFrom(at, facing);
  const bare = bareSpace(level, to);
  if (bare) return `${cannot} ${facing}: ${bare}`;
  if (terrainAt(level, to) === HIGH)
    return `${cannot} ${facing} onto ${showPoint(to)}: it is HIGH, and the boulder only rolls onto LOW`;
  if (slopeAt(level, to)) return `${cannot} ${facing} onto ${showPoint(to)}: it is a slippery slope`;
  const solid = solidThing(level, state, to);
  if (solid) return `${cannot} ${facing}: ${solid} stands on ${showPoint(to)}`;
  if (enemyIndexAt(state, to) >= 0) return `${cannot} ${facing}: an enemy stands on ${showPoint(to)}`;
  return `${cannot} ${facing}`;
}
