/**
 * Editing a Crypt of Chronos layout beyond one piece at a time: a starting enemy dropped on a spawn
 * point, copying and pasting several tokens and tiles as one edit, and the designer's board notes
 * (short texts on spaces, kept in `layout.notes`, shown in the editor and on the setup sheet).
 * Pure functions; the layout given is never changed.
 */
import { isObject, type JsonObject } from './json-read.ts';
import type { Point, Rotation } from './coc-grid.ts';
import { isLocationType, isPoint } from './checks/coc-level/level-data.ts';
import {
  gridOf,
  placeFace,
  placementAt,
  placements,
  refuse,
  showPoint,
  slotOfSpace,
  type Edit,
  type EditableLayout,
  type LevelRules,
} from './coc-layout-edit.ts';
import { placeToken, tokensOn, type TokenTemplate } from './coc-token-edit.ts';

/** Puts enemy `enemy` (named `name` in the words of the edit) on the spawn point on `at`. */
export function setSpawnEnemy(layout: EditableLayout, at: Point, enemy: string, name: string): Edit {
  const index = tokensOn(layout, at).find(
    (i) => isObject(layout.tokens[i]) && (layout.tokens[i] as JsonObject).type === 'spawnPoint',
  );
  if (index === undefined) return refuse(`An enemy starts on a spawn point; there is none on ${showPoint(at)}.`);
  const spawn = layout.tokens[index] as JsonObject;
  if (spawn.enemy === enemy) return refuse(`${name} already starts on spawn point ${String(spawn.number)}.`);
  const tokens = layout.tokens.map((t, i) => (i === index ? { ...spawn, enemy } : t));
  return { ok: true, value: { ...layout, tokens }, label: `${name} starts on spawn point ${String(spawn.number)}` };
}

/** Tokens and tiles copied from a layout, placed relative to the top-left space of what was copied. */
export interface Clipboard {
  tokens: JsonObject[];
  tiles: { slot: Point; tile: string; face: string; rotation: Rotation }[];
}

/** Copies the tokens of indexes `tokens` and the tiles laid in `slots` (positions made relative). */
export function copyPieces(
  layout: EditableLayout,
  tokens: readonly number[],
  slots: readonly Point[],
): Clipboard | undefined {
  const pickedTokens = tokens.map((i) => layout.tokens[i]).filter((t): t is JsonObject => isObject(t) && isPoint(t.at));
  const pickedTiles = slots.flatMap((s) => placementAt(layout, s) ?? []);
  if (!pickedTokens.length && !pickedTiles.length) return undefined;
  const corners = [
    ...pickedTokens.map((t) => t.at as Point),
    ...pickedTiles.map((p) => ({ x: p.slot.x * 3, y: p.slot.y * 3 })),
  ];
  // With tiles, the origin is a slot's corner, so that pasted tokens keep their place on the pasted tiles.
  const origin = { x: Math.min(...corners.map((c) => c.x)), y: Math.min(...corners.map((c) => c.y)) };
  const base = pickedTiles.length ? { x: Math.floor(origin.x / 3) * 3, y: Math.floor(origin.y / 3) * 3 } : origin;
  return {
    tokens: pickedTokens.map((t) => ({ ...t, at: { x: (t.at as Point).x - base.x, y: (t.at as Point).y - base.y } })),
    tiles: pickedTiles.map((p) => ({
      slot: { x: p.slot.x - base.x / 3, y: p.slot.y - base.y / 3 },
      tile: p.tile,
      face: p.face,
      rotation: p.rotation,
    })),
  };
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Pastes a clipboard with its top-left on `at` (tiles from the slot of `at`), as one edit: every
 * piece is laid by the same rules as one dropped by hand, and the paste is refused whole, with the
 * first piece's reason, if one of them cannot go. A pasted spawn point takes a free number.
 */
export function pastePieces(layout: EditableLayout, rules: LevelRules, clip: Clipboard, at: Point): Edit {
  const base = clip.tiles.length ? { x: slotOfSpace(at).x * 3, y: slotOfSpace(at).y * 3 } : at;
  let next = layout;
  for (const t of clip.tiles) {
    if (!isLocationType(t.face)) return refuse(`Cannot paste tile ${t.tile}: "${t.face}" is not a face.`);
    const slot = { x: base.x / 3 + t.slot.x, y: base.y / 3 + t.slot.y };
    if (placements(next).some((p) => p.tile === t.tile))
      return refuse(
        `Cannot paste: tile ${rules.tiles.get(t.tile)?.number ?? t.tile} is already laid on this level (each tile exists once).`,
      );
    const edit = placeFace(next, rules, slot, t.tile, t.face, t.rotation);
    if (!edit.ok) return refuse(`Cannot paste: ${edit.reason}`);
    next = edit.value;
  }
  const grid = gridOf(next, rules.tiles);
  for (const token of clip.tokens) {
    const rel = token.at as Point;
    const { number, ...rest } = token;
    const template = (
      token.type === 'spawnPoint' ? { ...rest, ...(number === undefined ? {} : { number }) } : rest
    ) as TokenTemplate;
    const edit = placeToken(next, grid, template, { x: base.x + rel.x, y: base.y + rel.y });
    if (!edit.ok) return refuse(`Cannot paste: ${edit.reason}`);
    next = edit.value;
  }
  const parts = [
    clip.tokens.length ? count(clip.tokens.length, 'token') : '',
    clip.tiles.length ? count(clip.tiles.length, 'tile') : '',
  ].filter(Boolean);
  return { ok: true, value: next, label: `Paste ${parts.join(' and ')} at ${showPoint(base)}` };
}

/** A designer's note on a space. */
export interface BoardNote {
  at: Point;
  text: string;
}

/** The layout's notes that are well formed. */
export function notesOf(layout: EditableLayout | JsonObject | undefined): BoardNote[] {
  const raw = isObject(layout) && Array.isArray(layout.notes) ? layout.notes : [];
  return raw.flatMap((n) =>
    isObject(n) && isPoint(n.at) && typeof n.text === 'string' ? [{ at: { x: n.at.x, y: n.at.y }, text: n.text }] : [],
  );
}

/** Sets the note on `at` (an empty text takes it away). */
export function setNote(layout: EditableLayout, at: Point, text: string): Edit {
  const notes = notesOf(layout);
  const index = notes.findIndex((n) => n.at.x === at.x && n.at.y === at.y);
  const clean = text.trim();
  if (index < 0 && !clean) return refuse(`There is no note on ${showPoint(at)}.`);
  const next =
    index < 0
      ? [...notes, { at: { ...at }, text: clean }]
      : clean
        ? notes.map((n, i) => (i === index ? { ...n, text: clean } : n))
        : notes.filter((_, i) => i !== index);
  const { notes: _old, ...rest } = layout;
  const label = clean ? `Note on ${showPoint(at)}` : `Remove the note on ${showPoint(at)}`;
  return { ok: true, value: next.length ? { ...rest, notes: next } : (rest as EditableLayout), label };
}
