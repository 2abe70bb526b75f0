/**
 * The encounter map: spaces of one step, open (.), occupied (#), difficult (~) or open with cover (+),
 * and the figures on it. Steps are orthogonal (rule decision 420).
 */
import { isDown } from './context.ts';
import type { Actor, MapGround, RpgState, Space } from './types.ts';

export const same = (a: Space | null, b: Space | null): boolean => !!a && !!b && a.x === b.x && a.y === b.y;
export const distance = (a: Space, b: Space): number => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

export function groundAt(map: MapGround, at: Space): string | undefined {
  return map.rows[at.y]?.[at.x];
}

export const isOpen = (g: string | undefined): boolean => g === '.' || g === '+';

export function figureAt(state: RpgState, at: Space): Actor | undefined {
  return state.actors.find((a) => same(a.at, at));
}

const NEIGHBOURS = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

export function neighbours(map: MapGround, at: Space): Space[] {
  const out: Space[] = [];
  for (const [dx, dy] of NEIGHBOURS) {
    const next = { x: at.x + dx, y: at.y + dy };
    if (groundAt(map, next) !== undefined) out.push(next);
  }
  return out;
}

/**
 * The spaces she can end on within `steps` steps: through open ground only, or (a traversal movement)
 * through any ground. Every figure, standing or down, occupies its space (rule decision 421).
 */
export function reachable(state: RpgState, actor: Actor, steps: number, anyGround: boolean): Space[] {
  const map = state.combat!.map;
  const start = actor.at!;
  const seen = new Map<string, number>([[`${start.x},${start.y}`, 0]]);
  const out: Space[] = [];
  let frontier: Space[] = [start];
  for (let d = 1; d <= steps; d++) {
    const next: Space[] = [];
    for (const at of frontier)
      for (const n of neighbours(map, at)) {
        const key = `${n.x},${n.y}`;
        if (seen.has(key)) continue;
        if (!anyGround && !isOpen(groundAt(map, n))) continue;
        if (figureAt(state, n)) continue;
        seen.set(key, d);
        next.push(n);
        out.push(n);
      }
    frontier = next;
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

export const standing = (a: Actor): boolean => !isDown(a);
