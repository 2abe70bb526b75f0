/**
 * Where Lara can get to with the move points she has now, found with the engine itself: the legal
 * step and jump actions are applied to copies of the state, so every rule of movement (climbing,
 * slopes, passing enemies, pushing the boulder, doors…) counts exactly as in play. Each space
 * reached keeps the path that leaves the most move points, as the actions to replay it.
 */
import { applyAction, legalActions, type RulesContent } from '../engine/coc/index.ts';
import type { CocAction, CocState, Point } from '../engine/coc/index.ts';

export interface Reach {
  at: Point;
  /** Move points left on arrival. */
  points: number;
  /** The step and jump actions that lead there, in order. */
  path: CocAction[];
}

const MOVE_TYPES = new Set(['step', 'jump']);
const key = (s: CocState) =>
  `${s.lara.at.x},${s.lara.at.y},${s.move?.passing ? 1 : 0},${s.boulder ? `${s.boulder.x},${s.boulder.y}` : '-'}`;

/** Every space Lara can stop on with her current move points (her own space excluded), by "x,y". */
export function reachable(content: RulesContent, state: CocState): Map<string, Reach> {
  const out = new Map<string, Reach>();
  if (!state.move || state.status !== 'playing' || state.phase !== 'lara') return out;
  const best = new Map<string, number>([[key(state), state.move.points]]);
  // Most points left first, so the first time a node is expanded its best path is known.
  const open: { state: CocState; path: CocAction[] }[] = [{ state, path: [] }];
  while (open.length) {
    open.sort((a, b) => (b.state.move?.points ?? 0) - (a.state.move?.points ?? 0));
    const { state: s, path } = open.shift()!;
    const points = s.move?.points ?? 0;
    if (best.get(key(s))! > points) continue;
    for (const action of legalActions(content, s)) {
      if (!MOVE_TYPES.has(action.type)) continue;
      let next: CocState;
      try {
        next = applyAction(content, s, action).state;
      } catch {
        continue;
      }
      const left = next.move?.points ?? 0;
      const k = key(next);
      if ((best.get(k) ?? -1) >= left) continue;
      best.set(k, left);
      const nextPath = [...path, action];
      const at = next.lara.at;
      const spot = `${at.x},${at.y}`;
      const standing = !next.move?.passing && !(at.x === state.lara.at.x && at.y === state.lara.at.y);
      if (standing && (out.get(spot)?.points ?? -1) < left)
        out.set(spot, { at: { ...at }, points: left, path: nextPath });
      if (next.status === 'playing' && next.move) open.push({ state: next, path: nextPath });
    }
  }
  return out;
}
