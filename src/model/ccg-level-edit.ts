/**
 * The CCG level designer's map edits as pure functions: each takes a ccgLevel item and returns a
 * new one (the input is never changed). Spots count columns from 1 at the left and depths from the
 * entrance row (1). Entrance rooms belong to an entrance setup; every other placed card is a fixed
 * cell. A spot holds one thing: placing on a taken spot replaces what was there.
 */
import type { ContentItem } from './content.ts';
import { cloneJson, isObject, list, type JsonObject } from './json-read.ts';
import { readSpot, sameSpot, type Spot } from './ccg-level-map.ts';

export type Face = 'up' | 'down';
export type Rotation = 0 | 90 | 180 | 270;

const cellOf = (raw: unknown) => (isObject(raw) ? readSpot(raw.cell) : undefined);
const at = (spot: Spot) => (raw: unknown) => {
  const s = cellOf(raw);
  return !!s && sameSpot(s, spot);
};

function setups(level: JsonObject): JsonObject[] {
  if (!isObject(level.entrances)) level.entrances = { setups: [], start: 'splitEvenly' };
  const entrances = level.entrances as JsonObject;
  if (!Array.isArray(entrances.setups)) entrances.setups = [];
  return entrances.setups as JsonObject[];
}

function roomsOf(level: JsonObject, setup: number): unknown[] {
  const all = setups(level);
  while (all.length <= setup) all.push({ rooms: [] });
  const chosen = all[setup]!;
  if (!Array.isArray(chosen.rooms)) chosen.rooms = [];
  return chosen.rooms as unknown[];
}

/** Takes whatever is on a spot off the map (a fixed cell, or an entrance room of the setup); returns it. */
function takeAt(level: JsonObject, spot: Spot, setup: number): { fixed?: JsonObject; room?: JsonObject } {
  const out: { fixed?: JsonObject; room?: JsonObject } = {};
  const fixed = list(level.fixedCells);
  const f = fixed.findIndex(at(spot));
  if (f >= 0) {
    out.fixed = fixed[f] as JsonObject;
    level.fixedCells = fixed.filter((_, i) => i !== f);
    if ((level.fixedCells as unknown[]).length === 0) delete level.fixedCells;
  }
  const all = list(isObject(level.entrances) ? level.entrances.setups : undefined);
  const chosen = all[setup];
  if (isObject(chosen)) {
    const rooms = list(chosen.rooms);
    const r = rooms.findIndex(at(spot));
    if (r >= 0) {
      out.room = rooms[r] as JsonObject;
      chosen.rooms = rooms.filter((_, i) => i !== r);
    }
  }
  return out;
}

function addFixed(level: JsonObject, cell: JsonObject): void {
  level.fixedCells = [...list(level.fixedCells), cell];
}

/** A card fixed on a spot, face up or down; a rotation only when given (a face-down card without one is turned as
 * explored). */
export function placeCard(
  item: ContentItem,
  spot: Spot,
  card: string,
  face: Face,
  rotation?: Rotation,
  setup = 0,
): ContentItem {
  const level = cloneJson(item) as JsonObject;
  takeAt(level, spot, setup);
  addFixed(level, { type: 'card', cell: { ...spot }, card, face, ...(rotation !== undefined ? { rotation } : {}) });
  return level as ContentItem;
}

/** An entrance room of a setup on a spot (card left out: whichever entrance room the level deck holds). */
export function placeEntrance(item: ContentItem, spot: Spot, card: string | undefined, setup = 0): ContentItem {
  const level = cloneJson(item) as JsonObject;
  takeAt(level, spot, setup);
  roomsOf(level, setup).push({ cell: { ...spot }, ...(card ? { card } : {}) });
  return level as ContentItem;
}

/** A spot kept for a treasure room picked at random from `choices` when first entered. */
export function placeDrawnTreasureRoom(item: ContentItem, spot: Spot, choices: string[], setup = 0): ContentItem {
  const level = cloneJson(item) as JsonObject;
  takeAt(level, spot, setup);
  addFixed(level, { type: 'drawnTreasureRoom', cell: { ...spot }, choices: [...new Set(choices)] });
  return level as ContentItem;
}

/** Adds a treasure room to the choices of a drawn treasure room spot (or makes the spot one). */
export function addTreasureChoice(item: ContentItem, spot: Spot, card: string, setup = 0): ContentItem {
  const fixed = list(item.fixedCells).find(at(spot));
  const choices =
    isObject(fixed) && fixed.type === 'drawnTreasureRoom'
      ? list(fixed.choices).filter((c): c is string => typeof c === 'string')
      : [];
  return placeDrawnTreasureRoom(item, spot, [...choices, card], setup);
}

export function removeAt(item: ContentItem, spot: Spot, setup = 0): ContentItem {
  const level = cloneJson(item) as JsonObject;
  takeAt(level, spot, setup);
  return level as ContentItem;
}

/** Moves what is on one spot to another (replacing what was there). */
export function moveSpot(item: ContentItem, from: Spot, to: Spot, setup = 0): ContentItem {
  if (sameSpot(from, to)) return item;
  const level = cloneJson(item) as JsonObject;
  const taken = takeAt(level, from, setup);
  if (!taken.fixed && !taken.room) return item;
  takeAt(level, to, setup);
  if (taken.fixed) addFixed(level, { ...taken.fixed, cell: { ...to } });
  if (taken.room) roomsOf(level, setup).push({ ...taken.room, cell: { ...to } });
  return level as ContentItem;
}

function editFixedCard(item: ContentItem, spot: Spot, change: (cell: JsonObject) => void): ContentItem {
  const index = list(item.fixedCells).findIndex(at(spot));
  const raw = list(item.fixedCells)[index];
  if (index < 0 || !isObject(raw) || raw.type !== 'card') return item;
  const level = cloneJson(item) as JsonObject;
  change((level.fixedCells as JsonObject[])[index]!);
  return level as ContentItem;
}

/** Turns a fixed card 90° clockwise (or by `by`); a card without a rotation counts from 0. */
export function rotateAt(item: ContentItem, spot: Spot, by: 90 | -90 = 90): ContentItem {
  return editFixedCard(item, spot, (cell) => {
    const now = typeof cell.rotation === 'number' ? cell.rotation : 0;
    cell.rotation = (((now + by) % 360) + 360) % 360;
  });
}

/** A face-down card without a fixed rotation is turned, when explored, to face the raider's way in. */
export function clearRotation(item: ContentItem, spot: Spot): ContentItem {
  return editFixedCard(item, spot, (cell) => delete cell.rotation);
}

export function flipAt(item: ContentItem, spot: Spot): ContentItem {
  return editFixedCard(item, spot, (cell) => (cell.face = cell.face === 'up' ? 'down' : 'up'));
}

/**
 * Sets (or, with undefined, removes) a field by its path of keys, making objects on the way;
 * objects left empty by a removal are removed too. Arrays on the path are indexed by number.
 */
export function setField(item: ContentItem, path: readonly (string | number)[], value: unknown): ContentItem {
  const level = cloneJson(item) as JsonObject;
  const chain: { parent: JsonObject | unknown[]; key: string | number }[] = [];
  let node: JsonObject | unknown[] = level;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    let next = (node as Record<string | number, unknown>)[key];
    if (!isObject(next) && !Array.isArray(next)) {
      if (value === undefined) return item;
      next = typeof path[i + 1] === 'number' ? [] : {};
      (node as Record<string | number, unknown>)[key] = next;
    }
    chain.push({ parent: node, key });
    node = next as JsonObject | unknown[];
  }
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last as string];
    // Prune objects the removal left empty (never the item itself).
    for (let i = chain.length - 1; i >= 0; i--) {
      const { parent, key } = chain[i]!;
      const child = (parent as Record<string | number, unknown>)[key];
      if (isObject(child) && Object.keys(child).length === 0 && !Array.isArray(parent))
        delete (parent as JsonObject)[key as string];
      else break;
    }
  } else (node as Record<string | number, unknown>)[last] = cloneJson(value);
  return level as ContentItem;
}

/** Sets the minimum depth of a location class (undefined removes it). */
export function setClassMinimumDepth(item: ContentItem, locationClass: string, depth: number | undefined): ContentItem {
  const others = list(item.minimumDepths).filter((m) => !(isObject(m) && m.class === locationClass));
  const old = list(item.minimumDepths).find((m) => isObject(m) && m.class === locationClass);
  const next =
    depth === undefined ? others : [...others, { ...(isObject(old) ? old : {}), class: locationClass, depth }];
  return setField(item, ['minimumDepths'], next.length ? next : undefined);
}
