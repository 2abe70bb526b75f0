import type { Problem } from '../../problem.ts';
import { TILE_SPACES, spaceAt } from '../../coc-grid.ts';
import type { Check } from '../check.ts';
import {
  layoutSize,
  levelGrid,
  levels,
  readablePlacements,
  showPoint,
  thisToken,
  describeToken,
  tilesById,
  tokensOf,
  type TokenEntry,
} from './level-data.ts';

/**
 * Which tokens may share a space. A door, a barrier or the boulder fills its space; a switch, an
 * artifact and the exit lie flat on the floor, one to a space; Lara's start and spawn points say
 * who stands there, one to a space (Lara and enemies never share a space), and may be on a floor
 * token (enemies walk over switches and artifacts, and Lara may start on one).
 */
export const TOKEN_CLASS: Record<string, 'solid' | 'floor' | 'stand'> = {
  door: 'solid',
  barrier: 'solid',
  boulder: 'solid',
  switch: 'floor',
  artifact: 'floor',
  exit: 'floor',
  laraStart: 'stand',
  spawnPoint: 'stand',
};

export const SHARING_RULES = {
  solid: 'A door, a barrier or the boulder must be alone on its space.',
  floor: 'A space holds at most one of a switch, an artifact and the exit.',
  stand:
    "Lara and enemies cannot stand on the same space, so Lara's start and each spawn point need a space of their own.",
};

export function clash(a: string, b: string): keyof typeof SHARING_RULES | undefined {
  const ca = TOKEN_CLASS[a];
  const cb = TOKEN_CLASS[b];
  if (!ca || !cb) return undefined;
  if (ca === 'solid' || cb === 'solid') return 'solid';
  return ca === cb ? ca : undefined;
}

/**
 * Every token lies on a laid-out space that allows it: inside the grid, on a slot with a tile,
 * not on block or a slippery slope, the boulder on low ground, and no two tokens that cannot
 * share a space (see TOKEN_CLASS).
 */
export const cocTokenSpaces: Check = {
  name: 'coc token spaces',
  run(context) {
    const tiles = tilesById(context);
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const report = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
      const size = layoutSize(level);
      const grid = levelGrid(level, tiles);
      const slotsWithTiles = new Set(readablePlacements(level).map((p) => `${p.slot.x},${p.slot.y}`));
      const placed: TokenEntry[] = [];
      for (const t of tokensOf(level)) {
        if (!t.space) continue;
        const where = `${t.at}/at`;
        const p = t.space;
        if (p.x >= grid.width || p.y >= grid.height) {
          report(
            where,
            `The space ${showPoint(p)} is outside the grid, which is ${grid.width} × ${grid.height} spaces (${size.columns} × ${size.rows} tile slots).`,
          );
          continue;
        }
        const space = spaceAt(grid, p);
        if (!space) {
          const slot = { x: Math.floor(p.x / TILE_SPACES), y: Math.floor(p.y / TILE_SPACES) };
          // A slot whose tile could not be laid (unknown tile or face) is reported where the tile is named.
          if (!slotsWithTiles.has(`${slot.x},${slot.y}`))
            report(
              where,
              `No tile is laid in slot ${showPoint(slot)}, so there is no space ${showPoint(p)} for ${describeToken(t.token)}.`,
            );
          continue;
        }
        if (space.terrain === 'block')
          report(where, `${thisToken(t.token)} is on ${showPoint(p)}, a block space; nothing can be placed on block.`);
        else if (space.feature?.type === 'slope')
          report(
            where,
            `${thisToken(t.token)} is on ${showPoint(p)}, a slippery slope; nobody can stop on a slope, so nothing can be placed there.`,
          );
        else if (t.type === 'boulder' && space.terrain !== 'low')
          report(
            where,
            `The boulder must start on a low space (it only rolls over low ground); ${showPoint(p)} is ${space.terrain}.`,
          );
        const other = t.type
          ? placed.find((o) => o.space!.x === p.x && o.space!.y === p.y && o.type && clash(o.type, t.type!))
          : undefined;
        if (other)
          report(
            where,
            `${describeToken(t.token).replace(/^./, (c) => c.toUpperCase())} shares ${showPoint(p)} with ${describeToken(other.token)} (entry ${other.index} of "tokens"). ${SHARING_RULES[clash(other.type!, t.type!)!]}`,
          );
        placed.push(t);
      }
      return problems;
    });
  },
};
