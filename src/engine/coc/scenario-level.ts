/**
 * The level of a scenario: an id in the pack, a whole level item given inline (with its own tiles
 * if it needs them), or a terrain map — rows of letters, three per tile space — that is turned
 * into tiles and an island location here, so that a rule's test level takes a few lines.
 *
 * Map letters: L low, H high, B block, Q quicksand (low), ^ > v < a slippery slope (high) running
 * down to the north, east, south or west, - no tile (a whole tile's 3×3 block). Spaces between
 * letters are ignored.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { TILE_SPACES, type LocationType } from '../../model/coc-grid.ts';
import { EngineError, type GameRef, type LevelRef } from './types.ts';

export type ScenarioLevel =
  | GameRef
  | { item: ContentItem; tiles?: ContentItem[] }
  | {
      map: string[];
      locationType?: LocationType;
      tokens?: unknown[];
      objectives?: unknown[];
      name?: string;
      condition?: string;
      rules?: unknown[];
    };

const SPACE: Record<string, object> = {
  L: { terrain: 'low' },
  H: { terrain: 'high' },
  B: { terrain: 'block' },
  Q: { terrain: 'low', feature: { type: 'quicksand' } },
  '^': { terrain: 'high', feature: { type: 'slope', downhill: 'N' } },
  '>': { terrain: 'high', feature: { type: 'slope', downhill: 'E' } },
  v: { terrain: 'high', feature: { type: 'slope', downhill: 'S' } },
  '<': { terrain: 'high', feature: { type: 'slope', downhill: 'W' } },
};

const PAIR: Record<LocationType, string> = {
  jungle: 'jungle-tomb',
  tomb: 'jungle-tomb',
  mountain: 'mountain-desert',
  desert: 'mountain-desert',
};
const OTHER: Record<LocationType, LocationType> = {
  jungle: 'tomb',
  tomb: 'jungle',
  mountain: 'desert',
  desert: 'mountain',
};

/** The scenario's own items (to lay over the pack) and the level to play. */
export function scenarioLevel(level: ScenarioLevel): { items: ContentItem[]; ref: LevelRef } {
  // An island board (mode campaign) is named like a level: newGame takes either.
  if ('id' in level && 'kind' in level) return { items: [], ref: { kind: level.kind, id: level.id } as LevelRef };
  if ('item' in level) {
    const kind = level.item.kind;
    if (kind !== 'chapter' && kind !== 'location' && kind !== 'crypt')
      throw new EngineError(`An inline level must be a chapter, location or crypt, not "${kind}".`);
    return { items: [...(level.tiles ?? []), level.item], ref: { kind, id: level.item.id } };
  }
  return mapLevel(level);
}

function mapLevel(level: Extract<ScenarioLevel, { map: string[] }>): { items: ContentItem[]; ref: LevelRef } {
  const rows = level.map.map((r) => r.replace(/\s+/g, ''));
  const width = rows[0]?.length ?? 0;
  if (rows.length === 0 || rows.length % TILE_SPACES || width % TILE_SPACES || rows.some((r) => r.length !== width))
    throw new EngineError(
      `A scenario map needs rows of equal length, both counts multiples of 3; got ${rows.length} rows of ${rows.map((r) => r.length).join('/')} letters.`,
    );
  const type = level.locationType ?? 'jungle';
  const tiles: ContentItem[] = [];
  const placements: object[] = [];
  for (let sy = 0; sy < rows.length / TILE_SPACES; sy++)
    for (let sx = 0; sx < width / TILE_SPACES; sx++) {
      const letters = [0, 1, 2].map((y) =>
        rows[sy * TILE_SPACES + y]!.slice(sx * TILE_SPACES, sx * TILE_SPACES + TILE_SPACES),
      );
      if (letters.every((l) => l === '---')) continue;
      const spaces = letters.map((line, y) =>
        [...line].map((ch, x) => {
          const space = SPACE[ch];
          if (!space)
            throw new EngineError(
              `Scenario map: "${ch}" at (${sx * 3 + x}, ${sy * 3 + y}) is not a map letter (L H B Q ^ > v < -).`,
            );
          return space;
        }),
      );
      const id = `scenario-tile-${tiles.length + 1}`;
      tiles.push({
        kind: 'tile',
        id,
        name: `Scenario tile ${tiles.length + 1}`,
        number: tiles.length + 1,
        pair: PAIR[type],
        faces: { [type]: { spaces }, [OTHER[type]]: { spaces } },
      });
      placements.push({ slot: { x: sx, y: sy }, tile: id, face: type });
    }
  const item: ContentItem = {
    kind: 'location',
    id: 'scenario-level',
    name: level.name ?? 'Scenario level',
    locationType: type,
    layout: {
      size: { columns: width / TILE_SPACES, rows: rows.length / TILE_SPACES },
      tiles: placements,
      tokens: level.tokens ?? [],
    },
    objectives: level.objectives ?? [],
    ...(level.condition ? { condition: level.condition } : {}),
    ...(level.rules ? { rules: level.rules } : {}),
  };
  return { items: [...tiles, item], ref: { kind: 'location', id: item.id } };
}

/** The scenario's items laid over the packs (its own items win). */
export function withScenarioItems(packs: readonly Pack[], items: ContentItem[]): Pack[] {
  if (items.length === 0) return [...packs];
  const overlay: Pack = {
    kind: 'pack',
    id: 'scenario',
    name: 'Scenario',
    version: '0.0.0',
    description: 'Items of a scenario.',
    authors: [],
    schemaVersion: 1,
    items,
  };
  return [overlay, ...packs];
}
