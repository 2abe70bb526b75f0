/**
 * Copy, paste and removal of several placed cards of a CCG level at once, as pure functions (the
 * designer's Ctrl+C, Ctrl+V and Delete on a multi-selection). What is copied keeps its shape: each
 * card's place relative to the group's lowest, leftmost corner. A paste goes where the whole group
 * fits on free spots inside the map: at the asked spot if it can, else at the free place nearest
 * to it. Placed cards have no ids of their own in a level (a spot holds one card), so a pasted card
 * is the same card again on a new spot; entrance rooms are pasted as entrance rooms of the setup
 * shown.
 */
import type { ContentItem } from './content.ts';
import { cloneJson, isObject, list, type JsonObject } from './json-read.ts';
import { mapSize, readLevelMap, readSpot, sameSpot, type Spot } from './ccg-level-map.ts';
import { removeAt } from './ccg-level-edit.ts';

export interface CopiedCell {
  /** Columns right of and depths above the group's corner. */
  offset: Spot;
  /** The fixed cell or entrance room without its spot. */
  entry: JsonObject;
  as: 'fixed' | 'entrance';
}

export interface CcgClipboard {
  cells: CopiedCell[];
}

const withoutCell = (raw: JsonObject): JsonObject => {
  const copy = cloneJson(raw) as JsonObject;
  delete copy.cell;
  return copy;
};

/** What is on the given spots (fixed cells, and entrance rooms of `setup`), or undefined when they hold nothing. */
export function copySpots(level: ContentItem, spots: readonly Spot[], setup = 0): CcgClipboard | undefined {
  const found: { spot: Spot; entry: JsonObject; as: CopiedCell['as'] }[] = [];
  const on = (raw: unknown) => {
    const s = isObject(raw) ? readSpot(raw.cell) : undefined;
    return s && spots.some((p) => sameSpot(p, s)) ? s : undefined;
  };
  for (const raw of list(level.fixedCells)) {
    const s = on(raw);
    if (s) found.push({ spot: s, entry: withoutCell(raw as JsonObject), as: 'fixed' });
  }
  const chosen = list(isObject(level.entrances) ? level.entrances.setups : undefined)[setup];
  for (const raw of list(isObject(chosen) ? chosen.rooms : undefined)) {
    const s = on(raw);
    if (s) found.push({ spot: s, entry: withoutCell(raw as JsonObject), as: 'entrance' });
  }
  if (!found.length) return undefined;
  const column = Math.min(...found.map((f) => f.spot.column));
  const depth = Math.min(...found.map((f) => f.spot.depth));
  return {
    cells: found.map((f) => ({
      offset: { column: f.spot.column - column, depth: f.spot.depth - depth },
      entry: f.entry,
      as: f.as,
    })),
  };
}

/** Spots that hold nothing in any entrance setup nor as a fixed cell. */
function takenSpots(level: ContentItem): Set<string> {
  const taken = new Set<string>();
  const setups = Math.max(1, list(isObject(level.entrances) ? level.entrances.setups : undefined).length);
  for (let s = 0; s < setups; s++)
    for (const cell of readLevelMap(level, s).rows.flat())
      if (cell.kind !== 'unknown') taken.add(`${cell.spot.column},${cell.spot.depth}`);
  return taken;
}

/** The spot the group's corner goes on: `at` if the whole group fits on free spots there, else the nearest such spot.
 * */
export function pastePlace(level: ContentItem, clip: CcgClipboard, at: Spot): Spot | undefined {
  const { width, depth } = mapSize(level);
  const taken = takenSpots(level);
  const fits = (corner: Spot) =>
    clip.cells.every(({ offset }) => {
      const column = corner.column + offset.column;
      const d = corner.depth + offset.depth;
      return column <= width && d <= depth && !taken.has(`${column},${d}`);
    });
  const corners: Spot[] = [];
  for (let d = 1; d <= depth; d++) for (let c = 1; c <= width; c++) corners.push({ column: c, depth: d });
  const distance = (s: Spot) => Math.abs(s.column - at.column) + Math.abs(s.depth - at.depth);
  return corners.filter(fits).sort((a, b) => distance(a) - distance(b) || a.depth - b.depth || a.column - b.column)[0];
}

/** The level with the clipboard pasted (see pastePlace) and the spots it now fills, or undefined when it fits nowhere.
 * */
export function pasteSpots(
  level: ContentItem,
  clip: CcgClipboard,
  at: Spot,
  setup = 0,
): { level: ContentItem; spots: Spot[] } | undefined {
  const corner = pastePlace(level, clip, at);
  if (!corner) return undefined;
  const next = cloneJson(level) as JsonObject;
  const spots: Spot[] = [];
  for (const { offset, entry, as } of clip.cells) {
    const spot = { column: corner.column + offset.column, depth: corner.depth + offset.depth };
    spots.push(spot);
    const placed = { ...(cloneJson(entry) as JsonObject), cell: { ...spot } };
    if (as === 'fixed') next.fixedCells = [...list(next.fixedCells), placed];
    else {
      if (!isObject(next.entrances)) next.entrances = { setups: [], start: 'splitEvenly' };
      const entrances = next.entrances as JsonObject;
      const setups = Array.isArray(entrances.setups) ? (entrances.setups as JsonObject[]) : (entrances.setups = []);
      while (setups.length <= setup) setups.push({ rooms: [] });
      const chosen = setups[setup]!;
      chosen.rooms = [...list(chosen.rooms), placed];
    }
  }
  return { level: next as ContentItem, spots };
}

/** The level with whatever is on each of the spots taken off. */
export function removeSpots(level: ContentItem, spots: readonly Spot[], setup = 0): ContentItem {
  return spots.reduce((l, s) => removeAt(l, s, setup), level);
}
