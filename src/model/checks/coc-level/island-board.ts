import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { isCount, isObject } from './level-data.ts';

/**
 * The island's hexes are flat-topped, in columns, odd columns half a hex lower ("odd-q"). Compass
 * directions 1–6 run clockwise from straight up. Offsets by direction, for even and odd columns.
 */
const NEIGHBOUR: Record<'even' | 'odd', [number, number][]> = {
  even: [
    [0, -1],
    [1, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
    [-1, -1],
  ],
  odd: [
    [0, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ],
};

/** The hex one step from (column, row) in compass direction 1–6. */
export function hexNeighbour(column: number, row: number, direction: number): { column: number; row: number } {
  const [dc, dr] = NEIGHBOUR[column % 2 === 0 ? 'even' : 'odd'][direction - 1]!;
  return { column: column + dc, row: row + dr };
}

/** The direction pointing back along a path: d + 3, wrapping past 6. */
export const opposite = (direction: number) => ((direction + 2) % 6) + 1;

interface Hex {
  k: number;
  id?: string;
  column: number;
  row: number;
  paths: number[];
  start: boolean;
}

/**
 * The Tomb Tokens (Island Campaign): ids unique; the MAP and the KEY each once (the crypt needs both);
 * no more tokens than tombs (the others stay in the box).
 */
function tombTokenProblems(item: Record<string, unknown> & { id: string }, index: number, tombs: number): Problem[] {
  if (!Array.isArray(item.tombTokens)) return [];
  const at = `/items/${index}/tombTokens`;
  const out: Problem[] = [];
  const ids = new Set<string>();
  const finds = new Map<string, number>();
  item.tombTokens.forEach((t, k) => {
    if (!isObject(t)) return;
    if (typeof t.id === 'string') {
      if (ids.has(t.id))
        out.push({
          severity: 'error',
          pointer: `${at}/${k}/id`,
          message: `Another Tomb Token already has the id "${t.id}".`,
          itemId: item.id,
        });
      ids.add(t.id);
    }
    if (typeof t.find === 'string') {
      if (finds.has(t.find))
        out.push({
          severity: 'warning',
          pointer: `${at}/${k}/find`,
          message: `Token ${finds.get(t.find)} is already the ${t.find.toUpperCase()}; the crypt opens with the first one found.`,
          itemId: item.id,
        });
      else finds.set(t.find, k);
    }
  });
  for (const find of ['map', 'key'])
    if (!finds.has(find))
      out.push({
        severity: 'warning',
        pointer: at,
        message: `No token is the ${find.toUpperCase()} ("find": "${find}"): the crypt opens without it.`,
        itemId: item.id,
      });
  if (item.tombTokens.length > tombs)
    out.push({
      severity: 'warning',
      pointer: at,
      message: `${item.tombTokens.length} Tomb Tokens for ${tombs} tomb spaces: ${item.tombTokens.length - tombs} stay off the island (never the MAP or the KEY).`,
      itemId: item.id,
    });
  return out;
}

/**
 * Island boards: space ids and positions unique, every path leads to a space that lists the same
 * path back, at least one start space (a jungle, as the rulebook has it), and every space can be
 * reached from a start.
 */
export const cocIslandBoard: Check = {
  name: 'coc island board',
  run({ items }) {
    const problems: Problem[] = [];
    for (const { item, index } of items) {
      if (item.kind !== 'islandBoard' || !Array.isArray(item.spaces)) continue;
      const at = `/items/${index}/spaces`;
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: item.id });
      const hexes: Hex[] = [];
      const byId = new Map<string, number>();
      const byPosition = new Map<string, Hex>();
      (item.spaces as unknown[]).forEach((s, k) => {
        if (!isObject(s) || !isObject(s.at) || !isCount(s.at.column) || !isCount(s.at.row)) return;
        const id = typeof s.id === 'string' ? s.id : undefined;
        const paths = Array.isArray(s.paths)
          ? s.paths.filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6)
          : [];
        const hex: Hex = {
          k,
          ...(id ? { id } : {}),
          column: s.at.column,
          row: s.at.row,
          paths,
          start: s.start === true,
        };
        if (id !== undefined) {
          if (byId.has(id))
            error(
              `${at}/${k}/id`,
              `Another space (entry ${byId.get(id)}) already has the id "${id}"; space ids must be unique on the board.`,
            );
          else byId.set(id, k);
        }
        const key = `${hex.column},${hex.row}`;
        const other = byPosition.get(key);
        if (other) {
          error(
            `${at}/${k}/at`,
            `Space ${id ?? k} is on column ${hex.column}, row ${hex.row}, where space ${other.id ?? other.k} already is.`,
          );
          return;
        }
        byPosition.set(key, hex);
        hexes.push(hex);
        if (hex.start && s.type !== 'jungle')
          problems.push({
            severity: 'warning',
            pointer: `${at}/${k}/start`,
            message: `Lara starts the campaign on a jungle space; this one is ${String(s.type)}.`,
            itemId: item.id,
          });
      });
      const name = (h: Hex) => `"${h.id ?? `entry ${h.k}`}"`;
      const links = new Map<Hex, Hex[]>();
      for (const h of hexes) {
        links.set(h, []);
        const list = (item.spaces as Record<string, unknown>[])[h.k]!.paths as unknown[];
        for (const d of h.paths) {
          const to = hexNeighbour(h.column, h.row, d);
          const there = byPosition.get(`${to.column},${to.row}`);
          const m = list.indexOf(d);
          if (!there)
            error(
              `${at}/${h.k}/paths/${m}`,
              `The path leaving ${name(h)} in direction ${d} leads to column ${to.column}, row ${to.row}, where there is no space.`,
            );
          else if (!there.paths.includes(opposite(d)))
            error(
              `${at}/${h.k}/paths/${m}`,
              `The path leaving ${name(h)} in direction ${d} reaches ${name(there)}, which has no path back (direction ${opposite(d)}). Add it there or remove this one.`,
            );
          else links.get(h)!.push(there);
        }
      }
      const starts = hexes.filter((h) => h.start);
      if (starts.length === 0) {
        error(at, 'No space is marked as a start: mark the spaces where Lara may begin with "start": true.');
        continue;
      }
      const reached = new Set<Hex>(starts);
      const queue = [...starts];
      while (queue.length)
        for (const next of links.get(queue.shift()!) ?? [])
          if (!reached.has(next)) {
            reached.add(next);
            queue.push(next);
          }
      for (const h of hexes)
        if (!reached.has(h))
          error(
            `${at}/${h.k}`,
            `No path leads to space ${name(h)} from the start spaces, so Lara can never get there.`,
          );
      problems.push(
        ...tombTokenProblems(
          item,
          index,
          hexes.length
            ? (item.spaces as Record<string, unknown>[]).filter((s) => isObject(s) && s.type === 'tomb').length
            : 0,
        ),
      );
    }
    return problems;
  },
};
