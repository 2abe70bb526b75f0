/**
 * The CCG clear check (static): from every entrance of every entrance setup, a path of exits must
 * reach every depth the treasure room may be at — its fixed or drawn spot, or any depth from its
 * minimum depth to the bottom of the map. A spot a level deck fills is taken as open on every side
 * (whatever card is drawn there is turned so that its bottom points back the way the raider came,
 * as engine/ccg/explore.ts lays it); a card the level fixes face up leads on only through its printed
 * exits (turned with it) and is entered only through one; a face-down fixed card with no turn of its
 * own is turned like a drawn card when it is entered, so its exits depend on the way in.
 */
import type { ContentItem } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import type { CcgCardInfo, Side } from '../model/ccg-card-catalog.ts';
import { rotatedExits, SIDES } from '../model/ccg-card-catalog.ts';
import { isObject, list } from '../model/json-read.ts';
import { cellAt, readLevelMap, type LevelMap, type MapCell, type Spot } from '../model/ccg-level-map.ts';

// On the map "top" points deeper (engine/ccg/map.ts stepFrom).
const STEP: Record<Side, [number, number]> = { top: [0, 1], right: [1, 0], bottom: [0, -1], left: [-1, 0] };
const OPPOSITE: Record<Side, Side> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };
const show = (s: Spot) => `(column ${s.column}, depth ${s.depth})`;

/**
 * The exits of what the level puts on a spot, entered moving towards `way` (none: the start);
 * undefined: unknown until drawn (open on every side).
 */
function exitsOf(cell: MapCell, catalog: ReadonlyMap<string, CcgCardInfo>, way?: Side): readonly Side[] | undefined {
  if (cell.kind === 'card') {
    const info = catalog.get(cell.card);
    if (!info?.exitsKnown) return undefined;
    const turn = cell.rotation ?? (cell.face === 'up' ? 0 : way ? SIDES.indexOf(way) * 90 : undefined);
    return turn === undefined ? undefined : rotatedExits(info.exits, turn);
  }
  if (cell.kind === 'entrance' && cell.card) {
    const info = catalog.get(cell.card);
    return info?.exitsKnown ? info.exits : undefined;
  }
  return undefined;
}

/** Where a raider can get to from an entrance: each spot's fewest steps, and each step between two spots that a path of
 * exits takes. */
export interface PathsFrom {
  /** Fewest steps from the start, by spot key "column,depth" (the start is 0). */
  steps: Map<string, number>;
  /** Steps a path takes, each once, from the spot nearer the start. */
  links: [Spot, Spot][];
}

const key = (s: Spot) => `${s.column},${s.depth}`;

/** Every spot a raider can get to from `start` by exits, with the fewest steps to it and the steps taken. */
export function pathsFrom(map: LevelMap, start: Spot, catalog: ReadonlyMap<string, CcgCardInfo>): PathsFrom {
  const steps = new Map([[key(start), 0]]);
  const links = new Map<string, [Spot, Spot]>();
  // A face-down card's exits depend on the way in: the search's states are spot and way.
  const states = new Set([`${key(start)}:`]);
  const queue: { at: Spot; way?: Side; n: number }[] = [{ at: start, n: 0 }];
  while (queue.length) {
    const { at, way, n } = queue.shift()!;
    const exits = exitsOf(cellAt(map, at)!, catalog, way) ?? SIDES;
    for (const side of exits) {
      const [dc, dd] = STEP[side];
      const to = { column: at.column + dc, depth: at.depth + dd };
      const cell = cellAt(map, to);
      if (!cell) continue;
      const entry = exitsOf(cell, catalog, side);
      if (entry && !entry.includes(OPPOSITE[side])) continue;
      const link = [key(at), key(to)].sort().join('|');
      if (!links.has(link)) links.set(link, [at, to]);
      if (states.has(`${key(to)}:${side}`)) continue;
      states.add(`${key(to)}:${side}`);
      if (!steps.has(key(to))) steps.set(key(to), n + 1);
      queue.push({ at: to, way: side, n: n + 1 });
    }
  }
  return { steps, links: [...links.values()] };
}

/** Every spot a raider can get to from `start` by exits. */
export function reachableSpots(map: LevelMap, start: Spot, catalog: ReadonlyMap<string, CcgCardInfo>): Set<string> {
  return new Set(pathsFrom(map, start, catalog).steps.keys());
}

/** The depths the treasure room may be at. */
export function treasureDepthRange(
  level: ContentItem,
  map: LevelMap,
  catalog: ReadonlyMap<string, CcgCardInfo>,
): number[] {
  const treasure = isObject(level.treasureRoom) ? level.treasureRoom : {};
  const named = new Set(list(treasure.cards).filter((c): c is string => typeof c === 'string'));
  const fixed = map.rows
    .flat()
    .filter(
      (c) =>
        c.kind === 'drawnTreasureRoom' ||
        (c.kind === 'card' && (named.has(c.card) || catalog.get(c.card)?.treasureRoom)),
    );
  if (fixed.length) return [...new Set(fixed.map((c) => c.spot.depth))];
  const min = typeof treasure.minimumDepth === 'number' ? Math.max(1, treasure.minimumDepth) : 1;
  return Array.from({ length: Math.max(0, map.depth - min + 1) }, (_, i) => min + i);
}

export function ccgClearProblems(level: ContentItem, catalog: ReadonlyMap<string, CcgCardInfo>): Problem[] {
  const problems: Problem[] = [];
  const setups = Math.max(1, list(isObject(level.entrances) ? level.entrances.setups : undefined).length);
  for (let setup = 0; setup < setups; setup++) {
    const map = readLevelMap(level, setup);
    const depths = treasureDepthRange(level, map, catalog);
    for (const cell of map.rows.flat()) {
      if (cell.kind !== 'entrance') continue;
      const reached = [...reachableSpots(map, cell.spot, catalog)].map((k) => Number(k.split(',')[1]));
      const missing = depths.filter((d) => !reached.includes(d));
      if (!missing.length) continue;
      const deepest = Math.max(...reached);
      const message = `Clear check: from the entrance at ${show(cell.spot)} no path of exits reaches depth ${missing.join(', ')}, where the treasure room may be; the fixed cards' exits let no path below depth ${deepest}, so only an exit added in play (a Hidden Exit or a door found in a search) leads on.`;
      // The same entrance in several setups (one player, two or more) is the same problem: said once, at its first.
      if (!problems.some((p) => p.message === message))
        problems.push({ pointer: cell.pointer, severity: 'error', message });
    }
  }
  return problems;
}
