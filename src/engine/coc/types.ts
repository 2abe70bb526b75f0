/**
 * The Crypt of Chronos game as data: the state (plain JSON, holds no content that can be looked up
 * by id — only ids and what changes during play), the actions that change it, and the events an
 * action reports. Spaces are global level coordinates (DESIGN.md): x right, y down.
 */
import type { Facing, Point } from '../../model/coc-grid.ts';
import type { RandomState } from '../core/random.ts';
import type { AdvancedOptions, TurnDirection } from './advanced-enemies.ts';

export type { Facing, Point };
export type DieResult = 'success' | 'doubleSuccess' | 'fail' | 'sacrifice';
export type Sight = 'hidden' | 'seen';
export type Phase = 'lara' | 'enemy' | 'event';
/** single: one chapter or island location; challenge: one of a chapter's challenges; series: chapters in a row. */
export type GameMode = 'single' | 'challenge' | 'series';
export type GameStatus = 'playing' | 'won' | 'lost';

/** Which level item is played: a chapter, an island location or a crypt card of the pack. */
export interface LevelRef {
  kind: 'chapter' | 'location' | 'crypt';
  id: string;
}

export interface EnemyState {
  /** Stable id within this game: "e1", "e2"… in order of appearance. */
  id: string;
  /** The enemy's or boss's content id (its stats are looked up, never copied into the state). */
  type: string;
  at: Point;
  facing: Facing;
  health: number;
}

export interface LaraState {
  at: Point;
  facing: Facing;
  health: number;
  maxHealth: number;
  /** Lara Dice she owns (6 at the start; a death in a series removes one). */
  dice: number;
  /** Dice not yet used this Lara Phase. */
  diceLeft: number;
}

/** A MOVE action in progress: the points left, and whether Lara is passing an enemy's space. */
export interface MoveState {
  points: number;
  /** True while Lara stands on an enemy's space she is moving past (she must move on). */
  passing: boolean;
}

export interface CocState {
  game: 'coc';
  level: LevelRef;
  mode: GameMode;
  /** Index of the chapter's challenge being played (mode "challenge"). */
  challenge?: number;
  random: RandomState;
  phase: Phase;
  /** Round number, from 1: one Lara, Enemy and Event Phase each. */
  round: number;
  status: GameStatus;
  lara: LaraState;
  sight: Sight;
  noise: Point | null;
  move: MoveState | null;
  enemies: EnemyState[];
  /** Counter behind enemy ids. */
  nextEnemy: number;
  /** Open (true) or closed, index-aligned with the level's doors. */
  doors: boolean[];
  /** Still on the level (true) or collected, index-aligned with the level's artifacts. */
  artifacts: boolean[];
  /** Health left, index-aligned with the level's barriers; 0 = destroyed. */
  barriers: number[];
  boulder: Point | null;
  /** Objectives that other actions tick (SEARCH and RESEARCH come with the engine's part 2). */
  searched: boolean;
  researched: boolean;
  /** Event Cards discarded to turn sacrifices into successes (the event deck itself comes with part 2). */
  eventCardsDiscarded: number;
  /** Every action applied since the start, in order: replaying them gives this state again. */
  log: CocAction[];
  // Part 2, engine-events: the invasion, bosses, advanced enemies (invasion.ts, boss.ts, advanced-enemies.ts).
  /** The level is INVADED: Event Cards resolve their INVADED side. */
  invaded: boolean;
  /** The advanced-enemy parts switched on for this game, or null for standard enemies only. */
  advanced: AdvancedOptions | null;
  /** Which way enemies turn when walking on (the advanced rotation part rolls it each Enemy Phase). */
  enemyTurn: TurnDirection;
  /** Move taken off the crypt boss in the next Enemy Phase (damage dealt before the artifact is taken). */
  bossSlow: number;
  /** Enemies whose shield (Hoplite) has already stopped an attack. */
  shieldsUsed: string[];
}

export type CocAction =
  /** Roll dice against MOVE. `results` fixes the faces (scenarios); without it they are rolled. */
  | { type: 'move'; dice: number; results?: DieResult[]; sacrificesAsSuccesses?: number }
  /** One space orthogonally, spending move points. */
  | { type: 'step'; facing: Facing }
  /** HIGH → over one LOW → HIGH in a straight line, for 3 move points. */
  | { type: 'jump'; facing: Facing }
  | { type: 'endMove' }
  /** Lara turns to any facing, at any time of her phase, for free. */
  | { type: 'turn'; facing: Facing }
  | { type: 'useSwitch' }
  | { type: 'takeArtifact' }
  | { type: 'exit' }
  | { type: 'endLaraPhase' }
  /** `rotationRoll` fixes the Enemy Die of the advanced rotation part (scenarios). */
  | { type: 'enemyPhase'; rotationRoll?: number }
  /** An enemy of this type spawns (the event cards call for it; scenarios may too). */
  | { type: 'spawnEnemy'; enemy: string; roll?: number }
  | { type: 'endEventPhase' };

/** Something that happened, in words a log can show, with the data a view may use. */
export interface CocEvent {
  type: string;
  text: string;
  at?: Point;
  enemy?: string;
}

export interface ApplyResult {
  state: CocState;
  events: CocEvent[];
}

/** Everything needed to play a game again from its start. */
export interface GameLog {
  level: LevelRef;
  options: NewGameOptions;
  actions: CocAction[];
}

export interface NewGameOptions {
  seed: number | string;
  /** The advanced-enemy parts to play with (each switchable). */
  advanced?: AdvancedOptions;
  mode?: GameMode;
  challenge?: number;
  setup?: Setup;
}

/** Overrides of the starting state (scenarios, playtests from a chosen position). */
export interface Setup {
  lara?: Partial<Pick<LaraState, 'at' | 'facing' | 'health' | 'maxHealth' | 'dice' | 'diceLeft'>>;
  sight?: Sight;
  noise?: Point | null;
  /** Replaces the starting enemies. */
  enemies?: { type: string; at: Point; facing: Facing; health?: number }[];
  /** Door states by the door's space. */
  doors?: { at: Point; open: boolean }[];
  artifactsCollected?: Point[];
  barriers?: { at: Point; health: number }[];
  boulder?: Point | null;
  phase?: Phase;
  searched?: boolean;
  researched?: boolean;
}

export class EngineError extends Error {}
