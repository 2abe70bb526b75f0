/**
 * A ccgLevel item read as the designer's map: every spot with what the level puts there at the
 * start — unknown (drawn from a level deck), an entrance room, a fixed card face up or face down,
 * or a treasure room drawn from a few when first entered. Depths count rows from the entrance row
 * (depth 1); a row's depth rating adds the level's starting depth offset.
 */
import type { ContentItem } from './content.ts';
import { isObject, list } from './json-read.ts';

export interface Spot {
  column: number;
  depth: number;
}

export type MapCell =
  | { kind: 'unknown'; spot: Spot }
  | { kind: 'entrance'; spot: Spot; setup: number; room: number; card?: string; pointer: string }
  | { kind: 'card'; spot: Spot; index: number; card: string; face: 'up' | 'down'; rotation?: number; pointer: string }
  | { kind: 'drawnTreasureRoom'; spot: Spot; index: number; choices: string[]; pointer: string };

export interface LevelMap {
  width: number;
  depth: number;
  startingDepth: number;
  /** The entrance setup shown (index into entrances.setups). */
  setup: number;
  /** Rows by depth (rows[0] is depth 1), each from column 1. */
  rows: MapCell[][];
  /** Fixed cells and entrance rooms that lie outside the map, kept so the designer can show them. */
  outside: MapCell[];
}

const posInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : undefined;

export function readSpot(v: unknown): Spot | undefined {
  if (!isObject(v)) return undefined;
  const column = posInt(v.column);
  const depth = posInt(v.depth);
  return column && depth ? { column, depth } : undefined;
}

export const sameSpot = (a: Spot, b: Spot) => a.column === b.column && a.depth === b.depth;

/** The level's map size (clamped to the schema's bounds; 1 when unreadable). */
export function mapSize(level: ContentItem): { width: number; depth: number; startingDepth: number } {
  const map = isObject(level.map) ? level.map : {};
  return {
    width: Math.min(12, posInt(map.width) ?? 1),
    depth: Math.min(30, posInt(map.depth) ?? 1),
    startingDepth: posInt(map.startingDepth) ?? 1,
  };
}

/** The depth rating of a row: the level's starting depth plus the rows above the entrance row. */
export const depthRating = (level: ContentItem, depth: number) => mapSize(level).startingDepth + depth - 1;

/** What the level puts at the start on every spot, with the entrance rooms of one setup. */
export function readLevelMap(level: ContentItem, setup = 0): LevelMap {
  const { width, depth, startingDepth } = mapSize(level);
  const rows: MapCell[][] = Array.from({ length: depth }, (_, d) =>
    Array.from({ length: width }, (_, c): MapCell => ({ kind: 'unknown', spot: { column: c + 1, depth: d + 1 } })),
  );
  const outside: MapCell[] = [];
  const put = (cell: MapCell) => {
    const { column, depth: d } = cell.spot;
    if (column <= width && d <= depth) rows[d - 1]![column - 1] = cell;
    else outside.push(cell);
  };
  list(level.fixedCells).forEach((raw, index) => {
    if (!isObject(raw)) return;
    const spot = readSpot(raw.cell);
    if (!spot) return;
    const pointer = `/fixedCells/${index}`;
    if (raw.type === 'card' && typeof raw.card === 'string') {
      const rotation = [0, 90, 180, 270].includes(raw.rotation as number) ? (raw.rotation as number) : undefined;
      put({
        kind: 'card',
        spot,
        index,
        card: raw.card,
        face: raw.face === 'up' ? 'up' : 'down',
        ...(rotation !== undefined ? { rotation } : {}),
        pointer,
      });
    } else if (raw.type === 'drawnTreasureRoom')
      put({
        kind: 'drawnTreasureRoom',
        spot,
        index,
        choices: list(raw.choices).filter((c): c is string => typeof c === 'string'),
        pointer,
      });
  });
  const setups = list(isObject(level.entrances) ? level.entrances.setups : undefined);
  const chosen = setups[setup];
  if (isObject(chosen))
    list(chosen.rooms).forEach((raw, room) => {
      const spot = isObject(raw) ? readSpot(raw.cell) : undefined;
      if (!spot || !isObject(raw)) return;
      put({
        kind: 'entrance',
        spot,
        setup,
        room,
        ...(typeof raw.card === 'string' ? { card: raw.card } : {}),
        pointer: `/entrances/setups/${setup}/rooms/${room}`,
      });
    });
  return { width, depth, startingDepth, setup, rows, outside };
}

export function cellAt(map: LevelMap, spot: Spot): MapCell | undefined {
  return map.rows[spot.depth - 1]?.[spot.column - 1];
}

/** How many entrance setups the level has, with a short description of each for a picker. */
export function setupLabels(level: ContentItem): string[] {
  const setups = list(isObject(level.entrances) ? level.entrances.setups : undefined);
  return setups.map((raw, i) => {
    const players = isObject(raw) && isObject(raw.players) ? raw.players : undefined;
    if (!players) return `Setup ${i + 1}: any number of players`;
    const parts: string[] = [];
    if (typeof players.min === 'number') parts.push(`${players.min}+`);
    if (typeof players.max === 'number') parts.push(`up to ${players.max}`);
    if (players.parity) parts.push(`${String(players.parity)}`);
    return `Setup ${i + 1}: ${parts.join(', ')} players`;
  });
}
