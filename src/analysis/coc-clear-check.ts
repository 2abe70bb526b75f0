/**
 * The Crypt of Chronos clear check (static): can Lara, from her start, reach every artifact the
 * objectives need and the exit — through doors and switches (a search over which switch colours
 * were flipped), slippery slopes (one way), jumps between HIGH spaces and the boulder she pushes —
 * and get back to the exit after taking each artifact? Each one she cannot reach is a problem that
 * says why, found by searching again with one obstacle lifted at a time: the barriers (a warning:
 * a weapon destroys them), the doors (which switch is missing or shut in), the boulder, the slopes
 * (reachable only uphill), or the terrain itself. Enemies, events and dice are not part of it.
 */
import type { Problem } from '../model/problem.ts';
import type { Level } from '../engine/coc/index.ts';

const COLOURS = ['red', 'blue'] as const;
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const LOW = 1;
const HIGH = 2;
const BLOCK = 3;

export interface Relax {
  barriers?: boolean;
  /** Every red and blue door open (true), or only these door indices. */
  doors?: boolean | number[];
  boulder?: boolean;
  slopes?: boolean;
  /** Gold doors open (their level rule opens them once the objectives are met). */
  gold?: boolean;
}

const show = (p: { x: number; y: number }) => `(${p.x}, ${p.y})`;

/** Which search states (space, flipped colours, boulder) Lara reaches from `starts`. */
export function explore(level: Level, starts: number[], relax: Relax = {}): Uint8Array {
  const n = level.width * level.height;
  const seen = new Uint8Array(n * 4 * (n + 1));
  const id = (pos: number, parity: number, boulder: number) => ((boulder + 1) * 4 + parity) * n + pos;
  const doorAt = new Int16Array(n).fill(-1);
  level.doors.forEach((d, i) => (doorAt[d.at.y * level.width + d.at.x] = i));
  const barrier = new Uint8Array(n);
  if (!relax.barriers) for (const b of level.barriers) barrier[b.at.y * level.width + b.at.x] = 1;
  const switchAt = new Int8Array(n).fill(-1);
  for (const s of level.switches) switchAt[s.at.y * level.width + s.at.x] = COLOURS.indexOf(s.colour);
  const open = (i: number, parity: number, boulder: number) => {
    if (i < 0 || level.terrain[i] === 0 || level.terrain[i] === BLOCK || barrier[i] || i === boulder) return false;
    const d = doorAt[i]!;
    if (d < 0) return true;
    const door = level.doors[d]!;
    if (door.colour === 'gold') return door.open || !!relax.gold;
    if (relax.doors === true || (Array.isArray(relax.doors) && relax.doors.includes(d))) return true;
    return door.open !== !!((parity >> COLOURS.indexOf(door.colour)) & 1);
  };
  const queue: number[] = [];
  // Without the boulder: the same spaces and switch states, the boulder taken off the level.
  for (const start of starts) {
    const s = relax.boulder ? id(start % n, Math.floor(start / n) % 4, -1) : start;
    if (!seen[s]) {
      seen[s] = 1;
      queue.push(s);
    }
  }
  const push = (pos: number, parity: number, boulder: number) => {
    const k = id(pos, parity, boulder);
    if (!seen[k]) {
      seen[k] = 1;
      queue.push(k);
    }
  };
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= level.width || y >= level.height ? -1 : y * level.width + x;
  while (queue.length) {
    const k = queue.pop()!;
    const pos = k % n;
    const parity = Math.floor(k / n) % 4;
    const boulder = Math.floor(k / n / 4) - 1;
    if (switchAt[pos]! >= 0) push(pos, parity ^ (1 << switchAt[pos]!), boulder);
    const x = pos % level.width;
    const y = (pos - x) / level.width;
    for (let f = 0; f < 4; f++) {
      const next = at(x + DX[f]!, y + DY[f]!);
      // Pushing the boulder: from LOW, onto a plain LOW space beyond it.
      if (next >= 0 && next === boulder) {
        const beyond = at(x + 2 * DX[f]!, y + 2 * DY[f]!);
        if (
          level.terrain[pos] === LOW &&
          beyond >= 0 &&
          level.terrain[beyond] === LOW &&
          level.slope[beyond]! < 0 &&
          open(beyond, parity, boulder)
        )
          push(next, parity, beyond);
        continue;
      }
      if (relax.slopes) {
        if (open(next, parity, boulder)) push(next, parity, boulder);
      } else {
        const first = level.stepFirst[pos * 4 + f]!;
        const landing = level.stepLanding[pos * 4 + f]!;
        let ok = first >= 0 && open(first, parity, boulder);
        for (let p = first; ok && p !== landing;) {
          const d = level.slope[p]!;
          p = at((p % level.width) + DX[d]!, Math.floor(p / level.width) + DY[d]!);
          ok = open(p, parity, boulder);
        }
        if (ok) push(landing, parity, boulder);
      }
      // A jump: HIGH over one LOW to a plain HIGH space.
      const land = at(x + 2 * DX[f]!, y + 2 * DY[f]!);
      if (
        level.terrain[pos] === HIGH &&
        level.slope[pos]! < 0 &&
        next >= 0 &&
        level.terrain[next] === LOW &&
        open(next, parity, boulder) &&
        land >= 0 &&
        level.terrain[land] === HIGH &&
        level.slope[land]! < 0 &&
        open(land, parity, boulder)
      )
        push(land, parity, boulder);
    }
  }
  return seen;
}

/** The spaces of a search's states. */
function spaces(level: Level, seen: Uint8Array): Uint8Array {
  const n = level.width * level.height;
  const out = new Uint8Array(n);
  for (let k = 0; k < seen.length; k++) if (seen[k]) out[k % n] = 1;
  return out;
}

/** Why `target` is out of reach from `starts`, in words; undefined when it is reachable. */
export function whyUnreachable(
  level: Level,
  starts: number[],
  target: number,
  base: Relax = {},
): { severity: 'error' | 'warning'; why: string } | undefined {
  const reach = (relax: Relax) => spaces(level, explore(level, starts, { ...base, ...relax }))[target] === 1;
  if (reach({})) return undefined;
  const real = spaces(level, explore(level, starts, base));
  const at = (i: number) => ({ x: i % level.width, y: Math.floor(i / level.width) });
  if (level.barriers.length && reach({ barriers: true }))
    return {
      severity: 'warning',
      why: `only by destroying the barrier at ${level.barriers.map((b) => show(b.at)).join(' or ')} with a weapon`,
    };
  // One cause lifted at a time, then all at once: the first that opens the way is named.
  const slopeWhy = () => {
    const uphill = spaces(
      level,
      explore(level, starts, { ...base, slopes: true, doors: true, gold: true, barriers: true }),
    );
    // The slope she would have to climb: out of her reach, and sliding down into it.
    const below = (i: number) => {
      const d = level.slope[i]!;
      const x = (i % level.width) + DX[d]!;
      const y = Math.floor(i / level.width) + DY[d]!;
      return x >= 0 && y >= 0 && x < level.width && y < level.height && real[y * level.width + x] === 1;
    };
    const slopes = Array.from(level.slope.keys()).filter((i) => level.slope[i]! >= 0);
    const slope = slopes.find((i) => !real[i] && uphill[i] && below(i)) ?? slopes.find((i) => !real[i] && uphill[i]);
    return {
      severity: 'error' as const,
      why: `only up a slippery slope${slope !== undefined ? ` (the slope at ${show(at(slope))})` : ''}, and slopes go one way: down`,
    };
  };
  if (reach({ slopes: true })) return slopeWhy();
  if (level.boulder && reach({ boulder: true }))
    return {
      severity: 'error',
      why: `the boulder at ${show(level.boulder)} blocks the way and cannot be pushed out of it`,
    };
  if (reach({ doors: true, gold: true, barriers: true })) {
    // The doors on the way: those Lara never gets through, beside a space she reaches.
    const wide = spaces(level, explore(level, starts, { ...base, doors: true, gold: true, barriers: true }));
    const shut = level.doors.filter((d) => {
      const k = d.at.y * level.width + d.at.x;
      return wide[k] && !real[k];
    });
    const reasons = shut.map((d) => {
      if (d.colour === 'gold')
        return level.goldDoors
          ? `the gold door at ${show(d.at)} opens only once the objectives are met`
          : `the gold door at ${show(d.at)} has no rule that opens it`;
      const switches = level.switches.filter((s) => s.colour === d.colour);
      if (!switches.length) return `no ${d.colour} switch on the level opens the ${d.colour} door at ${show(d.at)}`;
      const unreached = switches.filter((s) => !real[s.at.y * level.width + s.at.x]);
      if (unreached.length === switches.length) {
        const same = level.doors.flatMap((o, j) => (o.colour === d.colour ? [j] : []));
        const through = spaces(level, explore(level, starts, { ...base, doors: same }));
        const s = switches[0]!;
        return through[s.at.y * level.width + s.at.x]
          ? `the ${d.colour} switch at ${show(s.at)} that opens the door at ${show(d.at)} is only reachable through that door`
          : `the ${d.colour} switch at ${show(s.at)} that opens the door at ${show(d.at)} is out of reach too`;
      }
      return `no order of switch flips opens the ${d.colour} door at ${show(d.at)} together with the others on the way`;
    });
    return { severity: 'error', why: reasons.length ? reasons.join('; ') : 'no order of switch flips opens the way' };
  }
  if (level.boulder && reach({ boulder: true, doors: true, gold: true, barriers: true }))
    return {
      severity: 'error',
      why: `the boulder at ${show(level.boulder)} blocks the way and cannot be pushed out of it`,
    };
  if (reach({ slopes: true, doors: true, gold: true, barriers: true, boulder: true })) return slopeWhy();
  return {
    severity: 'error',
    why: 'the terrain cuts it off: no way there even with every door open (BLOCK spaces, or HIGH ground with no way up)',
  };
}

/** The clear check's problems of a built level (pointers into the level item). */
export function cocClearProblems(level: Level): Problem[] {
  const n = level.width * level.height;
  const problems: Problem[] = [];
  const start = level.laraStart.at.y * level.width + level.laraStart.at.x;
  const startId = ((level.boulder ? level.boulder.y * level.width + level.boulder.x : -1) + 1) * 4 * n + start;
  const tokens = Array.isArray((level.item.layout as { tokens?: unknown[] } | undefined)?.tokens)
    ? (level.item.layout as { tokens: { type?: string; at?: { x: number; y: number } }[] }).tokens
    : [];
  const pointerOf = (type: string, p: { x: number; y: number }) => {
    const i = tokens.findIndex((t) => t.type === type && t.at?.x === p.x && t.at?.y === p.y);
    return i >= 0 ? `/layout/tokens/${i}` : '/layout';
  };
  const needs = level.objectives.some((o) => o.type === 'collectArtifacts');
  const gold = level.goldDoors !== undefined;
  const seen = explore(level, [startId]);
  if (needs)
    level.artifacts.forEach((a) => {
      const target = a.y * level.width + a.x;
      const why = whyUnreachable(level, [startId], target);
      if (why) {
        problems.push({
          severity: why.severity,
          pointer: pointerOf('artifact', a),
          message: `Clear check: Lara cannot reach the artifact at ${show(a)} from her start: ${why.why}.`,
        });
        return;
      }
      // From every state in which she stands on the artifact: back to the exit (the gold doors open once the objectives
      // are met).
      if (!level.exit) return;
      const there: number[] = [];
      for (let k = target; k < seen.length; k += n) if (seen[k]) there.push(k);
      const back = whyUnreachable(level, there, level.exit.y * level.width + level.exit.x, { gold });
      if (back)
        problems.push({
          severity: back.severity,
          pointer: pointerOf('artifact', a),
          message: `Clear check: after taking the artifact at ${show(a)} Lara cannot get back to the exit: ${back.why}.`,
        });
    });
  if (level.exit) {
    const why = whyUnreachable(level, [startId], level.exit.y * level.width + level.exit.x, { gold });
    if (why)
      problems.push({
        severity: why.severity,
        pointer: pointerOf('exit', level.exit),
        message: `Clear check: Lara cannot reach the exit at ${show(level.exit)} from her start: ${why.why}.`,
      });
  }
  return problems;
}
