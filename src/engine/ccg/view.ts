/**
 * Read-only views of a game for the playtest screen: a raider's numbers (abilities, life, power)
 * and a location as drawn (name, exits on the map, danger and depth rating, obstacles with their
 * tests, life and hits). Computed from the state and the pack; nothing here changes the state.
 */
import { cardOf, levelItem, type CcgContent, type Impairment } from './content.ts';
import type { Ctx } from './context.ts';
import { readLevel } from './level.ts';
import { depthRating, exitsOf, placedAt } from './map.ts';
import { dangerLimit, dangerOf, factsOf, obstaclesAt } from './obstacles.ts';
import { ability, life, power } from './raider-stats.ts';
import { stuckNow } from './action-round.ts';
import {
  ABILITIES,
  type Ability,
  type CcgState,
  type ObstacleRef,
  type ObstacleType,
  type Side,
  type Spot,
  type TestOption,
} from './types.ts';

function ctxOf(content: CcgContent, state: CcgState): Ctx {
  return {
    content,
    level: readLevel(levelItem(content, state.level.id), content),
    state,
    events: [],
    seriesLevel: state.seriesLevel,
  };
}

export interface RaiderNumbers {
  abilities: Record<Ability, number>;
  life: number;
  /** Life left: life − hits. */
  lifeLeft: number;
  power: number;
  stuck: boolean;
}

export function raiderNumbers(content: CcgContent, state: CcgState, player: number): RaiderNumbers {
  const ctx = ctxOf(content, state);
  const r = state.raiders[player]!;
  const abilities = Object.fromEntries(ABILITIES.map((a) => [a, ability(ctx.content, r, a)])) as Record<
    Ability,
    number
  >;
  const l = life(ctx.content, r);
  return {
    abilities,
    life: l,
    lifeLeft: Math.max(0, l - r.hits),
    power: power(ctx.content, r),
    stuck: stuckNow(ctx, r),
  };
}

export interface ObstacleView {
  ref: ObstacleRef;
  name: string;
  obstacleType: ObstacleType;
  danger: number;
  test: TestOption[];
  life?: number;
  hits: number;
  onFail: Impairment[];
  text?: string;
}

export interface LocationView {
  spot: Spot;
  name: string;
  face: 'up' | 'down';
  rotation: number | null;
  exits: Side[];
  danger: number;
  searchRating: number;
  depthRating: number;
  /** The highest danger an obstacle card may have here. */
  dangerLimit: number;
  savePoint: boolean;
  treasureRoom: boolean;
  empty: boolean;
  obstacles: ObstacleView[];
}

/** The location at a spot as the map shows it (undefined for an unknown spot with no card). */
export function locationView(content: CcgContent, state: CcgState, spot: Spot): LocationView | undefined {
  const ctx = ctxOf(content, state);
  const placed = placedAt(state, spot);
  if (!placed) return undefined;
  const up = placed.face === 'up';
  const card = cardOf(ctx.content, placed.card);
  return {
    spot: { ...spot },
    name: up ? card.name : 'Unexplored',
    face: placed.face,
    rotation: placed.rotation,
    exits: exitsOf(ctx, placed),
    danger: up ? card.danger : 0,
    searchRating: up ? card.searchRating : 0,
    depthRating: depthRating(state, spot),
    dangerLimit: up ? dangerLimit(ctx, placed) : 0,
    savePoint: up && (card.savePoint || placed.savePoint),
    treasureRoom: up && !!card.treasureRoom,
    empty: placed.empty,
    obstacles: up
      ? obstaclesAt(ctx, placed).map((ref) => {
          const f = factsOf(ctx, placed, ref);
          const hits =
            ref === 'printed' ? placed.printedHits : (placed.obstacles.find((o) => o.card === ref)?.hits ?? 0);
          return {
            ref,
            name: f.name,
            obstacleType: f.obstacleType,
            danger: dangerOf(ctx, placed, ref),
            test: f.test,
            ...(f.life !== undefined ? { life: f.life } : {}),
            hits,
            onFail: f.onFail,
            ...(f.text ? { text: f.text } : {}),
          };
        })
      : [],
  };
}
