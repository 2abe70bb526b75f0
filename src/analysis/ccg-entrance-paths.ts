/**
 * The CCG designer's path overlay, as data: from every entrance of one entrance setup, the spots a
 * path of exits reaches and in how many steps (ccg-clear-check.ts's search), the steps the paths
 * take, the spots no entrance reaches, the dead ends (a spot reached by one way that leads nowhere
 * else), and whether each entrance reaches every depth the treasure room may be at.
 */
import type { ContentItem } from '../model/content.ts';
import type { CcgCardInfo, Side } from '../model/ccg-card-catalog.ts';
import { readLevelMap, type LevelMap, type Spot } from '../model/ccg-level-map.ts';
import { pathsFrom, treasureDepthRange } from './ccg-clear-check.ts';

export interface EntrancePath {
  spot: Spot;
  card?: string;
  /** Fewest steps from this entrance, by spot key "column,depth". */
  steps: Map<string, number>;
  /** The treasure room's possible depths this entrance reaches no path to. */
  missingTreasureDepths: number[];
}

export interface EntrancePaths {
  map: LevelMap;
  entrances: EntrancePath[];
  /** Every step some path takes, by spot key, with the sides of the spot it leaves by. */
  sides: Map<string, Side[]>;
  unreachable: Spot[];
  deadEnds: Spot[];
  treasureDepths: number[];
}

export const spotKey = (s: Spot) => `${s.column},${s.depth}`;

function sideTowards(from: Spot, to: Spot): Side {
  if (to.depth > from.depth) return 'top';
  if (to.depth < from.depth) return 'bottom';
  return to.column > from.column ? 'right' : 'left';
}

export function entrancePaths(level: ContentItem, catalog: ReadonlyMap<string, CcgCardInfo>, setup = 0): EntrancePaths {
  const map = readLevelMap(level, setup);
  const treasureDepths = treasureDepthRange(level, map, catalog);
  const sides = new Map<string, Set<Side>>();
  const addSide = (s: Spot, side: Side) => sides.set(spotKey(s), (sides.get(spotKey(s)) ?? new Set()).add(side));
  const entrances: EntrancePath[] = [];
  for (const cell of map.rows.flat()) {
    if (cell.kind !== 'entrance') continue;
    const { steps, links } = pathsFrom(map, cell.spot, catalog);
    for (const [a, b] of links) {
      addSide(a, sideTowards(a, b));
      addSide(b, sideTowards(b, a));
    }
    const depths = new Set([...steps.keys()].map((k) => Number(k.split(',')[1])));
    entrances.push({
      spot: cell.spot,
      ...(cell.card ? { card: cell.card } : {}),
      steps,
      missingTreasureDepths: treasureDepths.filter((d) => !depths.has(d)),
    });
  }
  const reached = (s: Spot) => entrances.some((e) => e.steps.has(spotKey(s)));
  const all = map.rows.flat();
  return {
    map,
    entrances,
    sides: new Map([...sides].map(([k, v]) => [k, [...v]])),
    unreachable: entrances.length ? all.filter((c) => !reached(c.spot)).map((c) => c.spot) : [],
    deadEnds: all
      .filter((c) => c.kind !== 'entrance' && reached(c.spot) && (sides.get(spotKey(c.spot))?.size ?? 0) === 1)
      .map((c) => c.spot),
    treasureDepths,
  };
}
