/**
 * The Island Board ("Island Campaign mode"): hexagonal spaces of the four location types joined by
 * paths that leave a space in the compass directions 1–6 (1 up, then clockwise). Read once per
 * pack from the board item (schemas/islandBoard.schema.json) and shared by every state; the state
 * names spaces by their ids only.
 */
import type { LocationType } from '../../model/coc-grid.ts';
import type { Loose } from '../../model/item-types.ts';
import type { Kit, Reward } from '../../model/types.generated.ts';
import { checkedOfKind } from '../core/checked-content.ts';
import { hexNeighbour } from '../../model/checks/coc-level/island-board.ts';
import { leftOutLevel, type RulesContent } from './rules-content.ts';
import { EngineError } from './types.ts';

export interface IslandSpace {
  id: string;
  type: LocationType;
  column: number;
  row: number;
  /** Neighbour space id by compass direction 1–6 (index 0 unused), where a path leaves this space. */
  paths: (string | undefined)[];
  start: boolean;
}

export interface TombToken {
  id: string;
  name: string;
  find?: 'map' | 'key';
  reward?: Loose<Reward>;
}

export interface IslandBoard {
  id: string;
  name: string;
  spaces: Map<string, IslandSpace>;
  /** Space ids in the board's order. */
  order: string[];
  tombTokens: TombToken[];
  start: Loose<Kit>;
}

/** Without tokens on the board: the MAP and the KEY, the other tombs hide nothing (rule decision 87). */
const DEFAULT_TOKENS: TombToken[] = [
  { id: 'map', name: 'MAP', find: 'map' },
  { id: 'key', name: 'KEY', find: 'key' },
];

/** The board item `id` of the content, read (and checked) once (kept in the content's index). */
export function islandBoard(content: RulesContent, id: string): IslandBoard {
  const boards = content.index.boards as Map<string, IslandBoard>;
  let board = boards.get(id);
  if (!board) boards.set(id, (board = readBoard(content, id)));
  return board;
}

/** The board a campaign is played on when none is named: the pack's first. */
export function defaultBoard(content: RulesContent): string {
  const item = content.items.find((i) => i.kind === 'islandBoard');
  if (!item) throw new EngineError('The pack has no island board for the Island Campaign.');
  return item.id;
}

function readBoard(content: RulesContent, id: string): IslandBoard {
  // A checked board (rule decision 575): its spaces, places and paths have their types where present.
  const item = checkedOfKind(content.items, 'islandBoard').find((i) => i.id === id);
  if (!item)
    throw new EngineError(leftOutLevel(content, { kind: 'islandBoard', id }) ?? `No island board "${id}" in the pack.`);
  const raw = item.spaces ?? [];
  const byPlace = new Map<string, string>();
  for (const s of raw) if (s.at) byPlace.set(`${String(s.at.column)},${String(s.at.row)}`, String(s.id));
  const spaces = new Map<string, IslandSpace>();
  for (const s of raw) {
    const column = Number(s.at?.column);
    const row = Number(s.at?.row);
    const paths: (string | undefined)[] = [];
    for (const d of s.paths ?? []) {
      const to = hexNeighbour(column, row, d);
      const other = byPlace.get(`${to.column},${to.row}`);
      if (!other)
        throw new EngineError(`Island board "${id}": the path ${d} from "${String(s.id)}" leads to no space.`);
      paths[d] = other;
    }
    spaces.set(String(s.id), {
      id: String(s.id),
      type: s.type as LocationType, // a draft may leave it out
      column,
      row,
      paths,
      start: s.start === true,
    });
  }
  return {
    id,
    name: item.name ?? '',
    spaces,
    order: [...spaces.keys()],
    tombTokens: (item.tombTokens as TombToken[] | undefined) ?? DEFAULT_TOKENS,
    start: item.start ?? {},
  };
}

export function spaceOf(board: IslandBoard, id: string): IslandSpace {
  const s = board.spaces.get(id);
  if (!s) throw new EngineError(`The island has no space "${id}".`);
  return s;
}

/** The spaces a path leads to from `id` (each once). */
export function neighbours(board: IslandBoard, id: string): string[] {
  return [...new Set(spaceOf(board, id).paths.filter((p): p is string => p !== undefined))];
}

/** Path steps from every space to `to` (spaces it cannot reach are missing). */
export function distancesTo(board: IslandBoard, to: string): Map<string, number> {
  const dist = new Map<string, number>([[to, 0]]);
  const queue = [to];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    for (const n of neighbours(board, here)) {
      if (dist.has(n)) continue;
      dist.set(n, dist.get(here)! + 1);
      queue.push(n);
    }
  }
  return dist;
}

/**
 * The compass walk of a Natla-Pin entering the island: from `from`, `steps` spaces following the
 * rolled direction; where no path leaves that way, the direction turns clockwise (+1, 6 → 1) until
 * one does, and the turned direction is kept for the next step. Returns the spaces passed, in order.
 */
export function compassWalk(board: IslandBoard, from: string, roll: number, steps: number): string[] {
  const walked: string[] = [];
  let here = from;
  let d = roll;
  for (let s = 0; s < steps; s++) {
    const space = spaceOf(board, here);
    let turns = 0;
    while (space.paths[d] === undefined && turns < 6) {
      d = (d % 6) + 1;
      turns++;
    }
    const next = space.paths[d];
    if (next === undefined) break; // a space without paths: the pin stays
    here = next;
    walked.push(here);
  }
  return walked;
}
