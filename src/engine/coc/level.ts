/**
 * A playable level built from a level item (chapter, island location, crypt card): its spaces in
 * flat arrays indexed by `y * width + x` (fast to read in path searches), and its tokens where
 * they start. Built once per prepared content and level (kept in `content.levels`), then shared by
 * every state of every game on it.
 */
import type { ContentItem } from '../../model/content.ts';
import {
  FACINGS,
  TILE_SPACES,
  buildGrid,
  type Facing,
  type LocationType,
  type Point,
  type TileFace,
} from '../../model/coc-grid.ts';
import { readFace } from '../../model/checks/coc-level/level-data.ts';
import { checkedOfKind } from '../core/checked-content.ts';
import type { AnyFields, Checked } from '../../model/item-types.ts';
import { leftOutLevel, type RulesContent } from './rules-content.ts';
import { levelConditions } from './conditions.ts';
import { levelMemo, type LevelMemo } from './level-memo.ts';
import { EngineError, type LevelRef } from './types.ts';

export const LOW = 1;
export const HIGH = 2;
export const BLOCK = 3;
/** Terrain codes: 0 where no tile is laid. */
export type TerrainCode = 0 | typeof LOW | typeof HIGH | typeof BLOCK;

export interface Door {
  at: Point;
  colour: 'red' | 'blue' | 'gold';
  open: boolean;
}
export interface SpawnPoint {
  number: number;
  at: Point;
  facing: Facing;
  enemy?: string;
}
export type Objective =
  | { type: 'collectArtifacts'; count?: number }
  | { type: 'search' | 'research' | 'defeatBoss' | 'reachExit' }
  | { type: 'custom'; text: string };

export interface Level {
  ref: LevelRef;
  name: string;
  locationType: LocationType;
  width: number;
  height: number;
  terrain: Uint8Array;
  /** Downhill facing index (0 N … 3 W) of a slippery slope, or −1. */
  slope: Int8Array;
  quicksand: Uint8Array;
  /** Which tile (placement index) a space belongs to, −1 where none: "the same Level Tile". */
  tile: Int16Array;
  /**
   * The terrain's part of every step, at `space * 4 + facing`: the first space entered and the
   * landing (different after sliding down slopes), −1 where the terrain forbids the step, and its
   * climbing cost. Doors, barriers, the boulder and figures are checked on top (movement.ts).
   */
  stepFirst: Int16Array;
  stepLanding: Int16Array;
  stepClimb: Int8Array;
  doors: Door[];
  switches: { at: Point; colour: 'red' | 'blue' }[];
  artifacts: Point[];
  barriers: { at: Point; health: number }[];
  boulder: Point | null;
  exit: Point | null;
  laraStart: { at: Point; facing: Facing };
  spawnPoints: SpawnPoint[];
  boss?: string;
  bossSpawnPoint?: number;
  objectives: Objective[];
  goldDoors?: 'artifactsCollected' | 'bossDefeated' | 'objectivesComplete' | 'custom';
  /** What a climb costs enemies here: 2, or the level condition's climbCost (Clamber). */
  enemyClimbCost: number;
  /** The level item as checked at the load boundary (rule decision 575): present fields have their schema's type. */
  item: LevelItem;
  /** What the engine and the bots work out about this level on first use (level-memo.ts). */
  memo: LevelMemo;
}

/** A chapter, island location or crypt card after the load boundary's check: any field may be missing. */
export type LevelItem = ContentItem & AnyFields<Checked<'chapter'> | Checked<'location'> | Checked<'crypt'>>;

export const LEVEL_KINDS = ['chapter', 'location', 'crypt'] as const;

/** The built level of a ref in the prepared content, built on first use and kept in `content.levels`. */
export function levelOf(content: RulesContent, ref: LevelRef): Level {
  let levels = content.levels.get(ref.kind);
  if (!levels) content.levels.set(ref.kind, (levels = new Map()));
  let level = levels.get(ref.id) as Level | undefined;
  if (!level) levels.set(ref.id, (level = buildLevel(content, ref)));
  return level;
}

// A checked space (rule decision 575) has numbers where present; a draft may leave out the space or a coordinate.
const point = (v: { x?: number; y?: number } | undefined): Point => {
  if (v?.x !== undefined && v.y !== undefined) return { x: v.x, y: v.y };
  throw new EngineError(`A token has no readable space: ${JSON.stringify(v)}.`);
};
const facing = (v: Facing | undefined): Facing => v ?? 'N';

export function buildLevel(content: RulesContent, ref: LevelRef): Level {
  // Only checked items are read (content.items, rule decision 575): every present value has its schema's type.
  const found = content.items.find((i) => i.kind === ref.kind && i.id === ref.id);
  if (!found) throw new EngineError(leftOutLevel(content, ref) ?? `No ${ref.kind} with id "${ref.id}" in the pack.`);
  const item = found as LevelItem;
  const layout = item.layout;
  if (!layout) throw new EngineError(`The ${ref.kind} "${ref.id}" has no layout.`);
  const size = layout.size
    ? { columns: Number(layout.size.columns), rows: Number(layout.size.rows) }
    : { columns: 4, rows: 4 };
  const tiles = new Map(checkedOfKind(content.items, 'tile').map((t) => [t.id, t]));
  // A tile's faces are an object keyed by location type; readFace still checks a face's shape (3×3 spaces).
  const faceOf = (tile: string, face: LocationType): TileFace | undefined =>
    readFace((tiles.get(tile)?.faces as Record<string, unknown> | undefined)?.[face]);
  const placements = (layout.tiles ?? []).flatMap((p) =>
    p.slot && p.tile !== undefined && p.face !== undefined
      ? [{ slot: point(p.slot), tile: p.tile, face: p.face, rotation: p.rotation ?? 0 }]
      : [],
  );
  const grid = buildGrid(size, placements, faceOf);
  if (placements.length !== grid.rows.flat().filter(Boolean).length / (TILE_SPACES * TILE_SPACES))
    throw new EngineError(
      `The ${ref.kind} "${ref.id}" has tiles that cannot be laid (unknown tile or face, or a taken slot): validate the pack.`,
    );
  const { width, height } = grid;
  const n = width * height;
  const terrain = new Uint8Array(n);
  const slope = new Int8Array(n).fill(-1);
  const quicksand = new Uint8Array(n);
  const tile = new Int16Array(n).fill(-1);
  for (const row of grid.rows)
    for (const s of row) {
      if (!s) continue;
      const i = s.y * width + s.x;
      terrain[i] = s.terrain === 'low' ? LOW : s.terrain === 'high' ? HIGH : BLOCK;
      if (s.feature?.type === 'slope') slope[i] = FACINGS.indexOf(s.feature.downhill);
      if (s.feature?.type === 'quicksand') quicksand[i] = 1;
      tile[i] = s.placement;
    }
  const steps = terrainSteps(width, height, terrain, slope);
  const level: Level = {
    ref,
    ...steps,
    name: item.name,
    locationType: item.locationType ?? 'jungle',
    width,
    height,
    terrain,
    slope,
    quicksand,
    tile,
    doors: [],
    switches: [],
    artifacts: [],
    barriers: [],
    boulder: null,
    exit: null,
    laraStart: { at: { x: 0, y: 0 }, facing: 'N' },
    spawnPoints: [],
    objectives: (item.objectives ?? []) as Objective[],
    item,
    enemyClimbCost: levelConditions(content, item).enemyClimbCost ?? 2,
    memo: levelMemo(),
  };
  let laraStart = false;
  for (const t of layout.tokens ?? []) {
    const at = point(t.at);
    if (terrain[at.y * width + at.x] === undefined || at.x >= width || at.y >= height)
      throw new EngineError(`A ${String(t.type)} token lies outside the level at (${at.x}, ${at.y}).`);
    switch (t.type) {
      case 'door':
        level.doors.push({ at, colour: t.colour as Door['colour'], open: t.state === 'open' });
        break;
      case 'switch':
        level.switches.push({ at, colour: t.colour as 'red' | 'blue' });
        break;
      case 'artifact':
        level.artifacts.push(at);
        break;
      case 'barrier':
        level.barriers.push({ at, health: t.health ?? 1 });
        break;
      case 'boulder':
        level.boulder = at;
        break;
      case 'exit':
        level.exit = at;
        break;
      case 'laraStart':
        level.laraStart = { at, facing: facing(t.facing) };
        laraStart = true;
        break;
      case 'spawnPoint':
        level.spawnPoints.push({
          number: Number(t.number),
          at,
          facing: facing(t.facing),
          ...(t.enemy !== undefined ? { enemy: t.enemy } : {}),
        });
        break;
    }
  }
  if (!laraStart && ref.kind !== 'crypt')
    throw new EngineError(`The ${ref.kind} "${ref.id}" has no Lara's start token.`);
  if (item.boss !== undefined) level.boss = item.boss;
  if (item.bossSpawnPoint !== undefined) level.bossSpawnPoint = item.bossSpawnPoint;
  if (item.goldDoors?.when !== undefined) level.goldDoors = item.goldDoors.when;
  return level;
}

/** Flat index of a space, or −1 when it is off the level. */
export function indexOf(level: Level, p: Point): number {
  return p.x < 0 || p.y < 0 || p.x >= level.width || p.y >= level.height ? -1 : p.y * level.width + p.x;
}

export function terrainAt(level: Level, p: Point): TerrainCode {
  const i = indexOf(level, p);
  return i < 0 ? 0 : (level.terrain[i] as TerrainCode);
}

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** The terrain-only step tables (see Level.stepFirst). */
function terrainSteps(width: number, height: number, terrain: Uint8Array, slope: Int8Array) {
  const n = width * height;
  const stepFirst = new Int16Array(n * 4).fill(-1);
  const stepLanding = new Int16Array(n * 4).fill(-1);
  const stepClimb = new Int8Array(n * 4);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x);
  const open = (i: number) => i >= 0 && terrain[i] !== 0 && terrain[i] !== BLOCK;
  for (let i = 0; i < n; i++) {
    if (!open(i)) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let f = 0; f < 4; f++) {
      const first = at(x + DX[f]!, y + DY[f]!);
      if (!open(first) || slope[first] === (f + 2) % 4) continue; // BLOCK, no tile, or against a slope
      const a = terrain[i];
      const b = terrain[first];
      // Slide down any slopes; slopes that lead back onto one already passed (a ring) cannot be entered.
      let landing = first;
      const passed = slope[first]! >= 0 ? new Set<number>([first]) : undefined;
      while (passed && landing >= 0 && slope[landing]! >= 0) {
        const d = slope[landing]!;
        const lx = landing % width;
        landing = at(lx + DX[d]!, (landing - lx) / width + DY[d]!);
        if (!open(landing) || passed.has(landing)) landing = -1;
        else passed.add(landing);
      }
      if (landing < 0) continue;
      stepFirst[i * 4 + f] = first;
      stepLanding[i * 4 + f] = landing;
      stepClimb[i * 4 + f] = (a === LOW && b === HIGH) || (a === HIGH && b === LOW) ? 2 : 1;
    }
  }
  return { stepFirst, stepLanding, stepClimb };
}
