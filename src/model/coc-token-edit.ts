/**
 * Editing the tokens of a Crypt of Chronos layout: place, move, turn and remove them, each
 * refused with a reason when the level's rules would not allow it (docs/coc-levels.md, "Tokens
 * and what may share a space"). Pure functions; the layout given is never changed.
 */
import { isObject, type JsonObject } from './json-read.ts';
import { FACINGS, spaceAt, type Facing, type LevelGrid, type Point } from './coc-grid.ts';
import { SHARING_RULES, TOKEN_CLASS, clash } from './checks/coc-level/token-spaces.ts';
import { describeToken, isFacing, isPoint } from './checks/coc-level/level-data.ts';
import { refuse, showPoint, slotOfSpace, type Edit, type EditableLayout } from './coc-layout-edit.ts';

export type TokenType = 'door' | 'switch' | 'artifact' | 'barrier' | 'boulder' | 'exit' | 'laraStart' | 'spawnPoint';
export const TOKEN_TYPES: readonly TokenType[] = [
  'door',
  'switch',
  'artifact',
  'barrier',
  'boulder',
  'exit',
  'laraStart',
  'spawnPoint',
];

/** Token types that face a way (Lara's start, spawn points). */
export const FACING_TYPES: readonly string[] = ['laraStart', 'spawnPoint'];

/** A token as a palette offers it: its type and the fields it starts with (colour, state, health…). */
export type TokenTemplate = { type: TokenType } & JsonObject;

export const SPAWN_NUMBERS = [1, 2, 3, 4, 5, 6];

const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

/** Tokens of one type, with their index. */
function tokensOfType(layout: EditableLayout, type: string): { token: JsonObject; index: number }[] {
  return layout.tokens.flatMap((t, index) => (isObject(t) && t.type === type ? [{ token: t, index }] : []));
}

/** The lowest spawn point number not used yet, if any. */
export function freeSpawnNumber(layout: EditableLayout, ignore?: number): number | undefined {
  const used = new Set(
    tokensOfType(layout, 'spawnPoint')
      .filter((t) => t.index !== ignore)
      .map((t) => t.token.number),
  );
  return SPAWN_NUMBERS.find((n) => !used.has(n));
}

/**
 * Why a token of `type` cannot lie on `at`, or undefined if it can. `ignore` is the index of the
 * token being moved (it does not clash with itself).
 */
export function tokenSpaceProblem(
  layout: EditableLayout,
  grid: LevelGrid,
  type: string,
  at: Point,
  ignore?: number,
): string | undefined {
  if (at.x < 0 || at.y < 0 || at.x >= grid.width || at.y >= grid.height)
    return `The space ${showPoint(at)} is outside the grid.`;
  const space = spaceAt(grid, at);
  const name = capital(describeToken({ type }));
  if (!space) return `No tile is laid in slot ${showPoint(slotOfSpace(at))}; lay a tile before placing tokens there.`;
  if (space.terrain === 'block')
    return `${name} cannot go on ${showPoint(at)}: it is a block space, and nothing can be placed on block.`;
  if (space.feature?.type === 'slope')
    return `${name} cannot go on ${showPoint(at)}: it is a slippery slope, where nobody can stop.`;
  if (type === 'boulder' && space.terrain !== 'low')
    return `The boulder must start on a low space; ${showPoint(at)} is ${space.terrain}.`;
  for (const [index, other] of layout.tokens.entries()) {
    if (index === ignore || !isObject(other) || !isPoint(other.at) || other.at.x !== at.x || other.at.y !== at.y)
      continue;
    const why = typeof other.type === 'string' ? clash(other.type, type) : undefined;
    if (why) return `${name} cannot share ${showPoint(at)} with ${describeToken(other)}. ${SHARING_RULES[why]}`;
  }
  return undefined;
}

/** Places a new token made from a palette template; spawn points get the next free number. */
export function placeToken(layout: EditableLayout, grid: LevelGrid, template: TokenTemplate, at: Point): Edit {
  const { type } = template;
  if (!TOKEN_CLASS[type]) return refuse(`Unknown token type "${type}".`);
  const token: JsonObject = { ...template, at: { x: at.x, y: at.y } };
  if (type === 'laraStart' || type === 'exit') {
    const existing = tokensOfType(layout, type)[0];
    if (existing && isPoint(existing.token.at))
      return refuse(
        `The level already has ${describeToken({ type })} on ${showPoint(existing.token.at)}; a level has only one. Move that one instead.`,
      );
  }
  if (type === 'spawnPoint') {
    const wanted = typeof template.number === 'number' ? template.number : undefined;
    const taken = wanted !== undefined && tokensOfType(layout, 'spawnPoint').some((t) => t.token.number === wanted);
    const number = wanted !== undefined && !taken ? wanted : freeSpawnNumber(layout);
    if (number === undefined) return refuse('All six spawn points (1–6) are on the level already.');
    token.number = number;
  }
  const problem = tokenSpaceProblem(layout, grid, type, at);
  if (problem) return refuse(problem);
  return {
    ok: true,
    value: { ...layout, tokens: [...layout.tokens, token] },
    label: `Place ${describeToken(token)} on ${showPoint(at)}`,
  };
}

export function tokenAt(layout: EditableLayout, index: number): JsonObject | undefined {
  const t = layout.tokens[index];
  return isObject(t) ? t : undefined;
}

/** Moves token `index` to another space. */
export function moveToken(layout: EditableLayout, grid: LevelGrid, index: number, to: Point): Edit {
  const token = tokenAt(layout, index);
  if (!token) return refuse('There is no such token.');
  if (isPoint(token.at) && token.at.x === to.x && token.at.y === to.y)
    return refuse('The token is already on that space.');
  const problem = tokenSpaceProblem(layout, grid, String(token.type), to, index);
  if (problem) return refuse(problem);
  const tokens = layout.tokens.map((t, i) => (i === index ? { ...token, at: { x: to.x, y: to.y } } : t));
  return { ok: true, value: { ...layout, tokens }, label: `Move ${describeToken(token)} to ${showPoint(to)}` };
}

/** Sets the facing of Lara's start or a spawn point. */
export function setTokenFacing(layout: EditableLayout, index: number, facing: Facing): Edit {
  const token = tokenAt(layout, index);
  if (!token) return refuse('There is no such token.');
  if (!FACING_TYPES.includes(String(token.type)))
    return refuse(`${capital(describeToken(token))} does not face any way.`);
  if (!isFacing(facing)) return refuse(`"${String(facing)}" is not a facing.`);
  const tokens = layout.tokens.map((t, i) => (i === index ? { ...token, facing } : t));
  return { ok: true, value: { ...layout, tokens }, label: `Turn ${describeToken(token)} to face ${facing}` };
}

/** Turns a facing token a quarter clockwise (1) or anticlockwise (-1). */
export function turnToken(layout: EditableLayout, index: number, quarters: 1 | -1): Edit {
  const token = tokenAt(layout, index);
  const current = isFacing(token?.facing) ? token.facing : 'N';
  return setTokenFacing(layout, index, FACINGS[(FACINGS.indexOf(current) + quarters + 4) % 4]!);
}

export function removeToken(layout: EditableLayout, index: number): Edit {
  const token = tokenAt(layout, index);
  if (!token) return refuse('There is no such token.');
  return {
    ok: true,
    value: { ...layout, tokens: layout.tokens.filter((_, i) => i !== index) },
    label: `Remove ${describeToken(token)}`,
  };
}

/** The facing from one point towards another, by the larger difference (for turning a token by dragging around it). */
export function facingTowards(from: Point, to: Point): Facing | undefined {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return undefined;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'E' : 'W';
  return dy > 0 ? 'S' : 'N';
}

/** The token indexes on a space: solid and floor tokens first, then who stands there (drawn on top). */
export function tokensOn(layout: EditableLayout, at: Point): number[] {
  const rank = (i: number) =>
    ({ solid: 0, floor: 1, stand: 2 })[TOKEN_CLASS[String((layout.tokens[i] as JsonObject).type)] ?? 'stand'];
  return layout.tokens
    .flatMap((t, i) => (isObject(t) && isPoint(t.at) && t.at.x === at.x && t.at.y === at.y ? [i] : []))
    .sort((a, b) => rank(a) - rank(b));
}
