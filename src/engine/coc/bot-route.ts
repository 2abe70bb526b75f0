/**
 * Lara's distances for the bots (careful, planner): how many move points separate each space from a
 * target, by the rules of movement (steps with climbing, slopes that slide and cannot be climbed,
 * jumps between HIGH spaces for 3 points), with closed doors, standing barriers and the boulder as
 * walls. Enemies are left out: they move. Maps are cached per level and wall layout, so a bot asks
 * for them at every decision for the price of a lookup.
 */
import { indexOf, HIGH, LOW, type Level } from './level.ts';
import type { CocState } from './types.ts';

export const FAR = 30000;
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** The walls of a state: 1 where a closed door, a standing barrier or the boulder stands. */
export function wallsOf(
  level: Level,
  doorsOpen: readonly boolean[],
  barriers: readonly number[],
  boulder: number,
  solid: Uint8Array = new Uint8Array(level.width * level.height),
): Uint8Array {
  level.doors.forEach((d, i) => {
    if (!doorsOpen[i]) solid[indexOf(level, d.at)] = 1;
  });
  level.barriers.forEach((b, i) => {
    if ((barriers[i] ?? 0) > 0) solid[indexOf(level, b.at)] = 1;
  });
  if (boulder >= 0) solid[boulder] = 1;
  return solid;
}

// Two buffers per level for `scratchWalls` (level.memo.walls), reused (as movement.ts makeBoard's): a
// bot's step asked for two new arrays at every step of every future.

/**
 * The state's walls (wallsOf) in the level's first scratch buffer, and the second buffer for the
 * caller's own marks: both valid only until the next call for the same level; never keep them.
 */
export function scratchWalls(level: Level, state: CocState): [walls: Uint8Array, spare: Uint8Array] {
  let pair = level.memo.walls;
  if (!pair) {
    const n = level.width * level.height;
    level.memo.walls = pair = [new Uint8Array(n), new Uint8Array(n)];
  }
  pair[0].fill(0);
  wallsOf(level, state.doors, state.barriers, state.boulder ? indexOf(level, state.boulder) : -1, pair[0]);
  return pair;
}

/**
 * Every move Lara can make from space i with these walls: [landing, cost] pairs (steps, slides and
 * jumps). A closed door or barrier stops a slide through it, as in movement.ts.
 */
export function movesFrom(level: Level, solid: Uint8Array, i: number, out: number[] = []): number[] {
  out.length = 0;
  const w = level.width;
  for (let f = 0; f < 4; f++) {
    const k = i * 4 + f;
    const first = level.stepFirst[k]!;
    if (first >= 0 && solid[first] !== 1) {
      const landing = level.stepLanding[k]!;
      let ok = true;
      for (let p = first; p !== landing && ok;) {
        const d = level.slope[p]!;
        const x = p % w;
        p = p - x + (d === 0 ? -w : d === 2 ? w : 0) + x + (d === 1 ? 1 : d === 3 ? -1 : 0);
        if (solid[p] === 1) ok = false;
      }
      if (ok) out.push(landing, level.stepClimb[k]!);
    }
    // A jump: HIGH, over one LOW, to a plain HIGH space in a straight line.
    if (level.terrain[i] !== HIGH || level.slope[i]! >= 0) continue;
    const x = i % w;
    const y = (i - x) / w;
    const over = indexOf(level, { x: x + DX[f]!, y: y + DY[f]! });
    const land = indexOf(level, { x: x + 2 * DX[f]!, y: y + 2 * DY[f]! });
    if (over < 0 || land < 0 || level.terrain[over] !== LOW || solid[over] === 1) continue;
    if (level.terrain[land] !== HIGH || level.slope[land]! >= 0 || solid[land] === 1) continue;
    out.push(land, 3);
  }
  return out;
}

/**
 * Every move of the level's terrain, reversed (who reaches space j, at what cost), each with the
 * spaces that must not be walls for it (the first space, the slide, the jump's LOW space and landing).
 */
interface Reverse {
  start: Int32Array;
  from: Int32Array;
  cost: Int8Array;
  blockStart: Int32Array;
  blockers: Int32Array;
}
function reverseOf(level: Level): Reverse {
  const known = level.memo.reverse as Reverse | undefined;
  if (known) return known;
  const n = level.width * level.height;
  const none = new Uint8Array(n);
  const edges: { to: number; from: number; cost: number; blockers: number[] }[] = [];
  const moves: number[] = [];
  for (let i = 0; i < n; i++) {
    if (level.terrain[i] === 0) continue;
    movesFrom(level, none, i, moves);
    for (let m = 0; m < moves.length; m += 2) {
      const to = moves[m]!;
      const cost = moves[m + 1]!;
      edges.push({ to, from: i, cost, blockers: blockersOf(level, i, to, cost) });
    }
  }
  edges.sort((a, b) => a.to - b.to);
  const start = new Int32Array(n + 1);
  for (const e of edges) start[e.to + 1]!++;
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const blockStart = new Int32Array(edges.length + 1);
  edges.forEach((e, k) => (blockStart[k + 1] = blockStart[k]! + e.blockers.length));
  const rev: Reverse = {
    start,
    from: Int32Array.from(edges.map((e) => e.from)),
    cost: Int8Array.from(edges.map((e) => e.cost)),
    blockStart,
    blockers: Int32Array.from(edges.flatMap((e) => e.blockers)),
  };
  level.memo.reverse = rev;
  return rev;
}

/** The spaces a move from i to `to` passes or lands on (any of them a wall stops it). */
function blockersOf(level: Level, i: number, to: number, cost: number): number[] {
  const w = level.width;
  const dx = (to % w) - (i % w);
  const dy = Math.floor(to / w) - Math.floor(i / w);
  if (cost === 3 && (Math.abs(dx) === 2 || Math.abs(dy) === 2) && level.terrain[i] === HIGH)
    return [i + dx / 2 + (dy / 2) * w, to];
  for (let f = 0; f < 4; f++) {
    const k = i * 4 + f;
    if (level.stepLanding[k] !== to) continue;
    const out = [level.stepFirst[k]!];
    for (let p = out[0]!; p !== to;) {
      const d = level.slope[p]!;
      const x = p % w;
      p = p - x + (d === 0 ? -w : d === 2 ? w : 0) + x + (d === 1 ? 1 : d === 3 ? -1 : 0);
      out.push(p);
    }
    return out;
  }
  return [to];
}

/** Move points from every space to `target` (FAR where it cannot be reached), with these walls. */
export function distancesTo(level: Level, solid: Uint8Array, target: number): Int32Array {
  const byKey = (level.memo.distances ??= new Map());
  let key = `${target}`;
  for (let i = 0; i < solid.length; i++) if (solid[i] === 1) key += `,${i}`;
  const known = byKey.get(key);
  if (known) return known;
  const rev = reverseOf(level);
  const n = level.width * level.height;
  const dist = new Int32Array(n).fill(FAR);
  // Dial's buckets: the costs are 1 to 3, so a ring of 4 lists of spaces is enough.
  const buckets: number[][] = [[], [], [], []];
  dist[target] = 0;
  buckets[0]!.push(target);
  let pending = 1;
  for (let d = 0; pending > 0; d++) {
    const bucket = buckets[d % 4]!;
    while (bucket.length) {
      const j = bucket.pop()!;
      pending--;
      if (dist[j] !== d) continue;
      for (let e = rev.start[j]!; e < rev.start[j + 1]!; e++) {
        const from = rev.from[e]!;
        if (solid[from] === 1) continue;
        let open = true;
        for (let b = rev.blockStart[e]!; b < rev.blockStart[e + 1]!; b++)
          if (solid[rev.blockers[b]!] === 1) open = false;
        const nd = d + rev.cost[e]!;
        if (!open || nd >= dist[from]!) continue;
        dist[from] = nd;
        buckets[nd % 4]!.push(from);
        pending++;
      }
    }
  }
  if (byKey.size > 4000) byKey.clear();
  byKey.set(key, dist);
  return dist;
}
