/**
 * The Tomb Raider Underworld engine's state, actions and decisions (docs/uw-engine.md). The state is
 * plain JSON; every card is named by its id (objects, enemies) or its type (progress cards, which
 * are all alike within a type).
 */
import type { RandomState } from '../core/random.ts';
import type { UwTrack } from '../../model/types.generated.ts';

export type Track = UwTrack;
export const TRACKS: readonly Track[] = ['acrobatics', 'battle', 'trick'];

/** A player's progress cards, by type. */
export type Hand = Record<Track, number>;

/** The white progress die: a track, the track of one's choice, Natla, or a discard then Natla. */
export type ProgressFace = 'acrobatics' | 'battle' | 'trick' | 'choice' | 'natla' | 'discardNatla';
export const PROGRESS_FACES: readonly ProgressFace[] = [
  'acrobatics',
  'battle',
  'trick',
  'choice',
  'natla',
  'discardNatla',
];

/** The black obstacle die. */
export type ObstacleFace = 'nothing' | 'heart' | 'panther' | 'twoPanthers' | 'discardOne' | 'discardTwo';
export const OBSTACLE_FACES: readonly ObstacleFace[] = [
  'nothing',
  'heart',
  'panther',
  'twoPanthers',
  'discardOne',
  'discardTwo',
];

/** What is given for a price: cards by type, points of win, treasures (all optional, 0 when left out). */
export interface Payment {
  acrobatics?: number;
  battle?: number;
  trick?: number;
  points?: number;
  treasures?: number;
}

export interface UwPlayer {
  hand: Hand;
  medikits: number;
  points: number;
  treasures: number;
  /** Object cards in front of the player, not yet used. */
  objects: string[];
  eliminated: boolean;
}

/** Work the rules still have to do, in order (a queue: the front is done first). */
export type Task =
  | { t: 'move'; track: Track | null; spaces: number; player: number; why: string }
  | { t: 'space'; track: Track; index: number; player: number }
  | { t: 'gain'; gain: { type: string; count?: number; card?: string }; player: number }
  | { t: 'obstacleDie'; player: number }
  | { t: 'drawEnemies'; count: number }
  | { t: 'eliminate'; count: number; player: number }
  | { t: 'discard'; player: number; count: number; why: string }
  | { t: 'natla' }
  | { t: 'obstacle'; index: number; ask?: number[] }
  | { t: 'penalty'; index: number; player: number }
  | { t: 'leaveRegion' }
  | { t: 'enterRegion' }
  | { t: 'nextTurn' };

/** A decision someone must take before the game goes on. `player` null: the whole table decides. */
export type Pending =
  | { kind: 'chooseTrack'; player: number; why: string; spaces: number }
  | { kind: 'discard'; player: number; count: number; why: string }
  | { kind: 'obstacle'; obstacle: number; player: number | null; rest: number[]; topCard?: Track }
  | { kind: 'guess'; player: number; obstacle: number };

export type Stage = 'roll' | 'actions' | 'end';

export interface UwState {
  game: 'uw';
  level: { kind: 'uwGame'; id: string };
  random: RandomState;
  status: 'playing' | 'won' | 'lost';
  /** Why the game ended, in words. */
  outcome: string;
  winners: number[];
  competitive: boolean;
  players: UwPlayer[];
  active: number;
  turn: number;
  stage: Stage;
  actionsTaken: number;
  turnEnding: boolean;
  regionIndex: number;
  region: string;
  tracks: Record<Track, number>;
  /** How many of the region's obstacles Natla has triggered. */
  natla: number;
  regionDone: null | 'acrobatics' | 'obstacles';
  health: number;
  maxHealth: number;
  adrenaline: number;
  drawPile: Track[];
  discardPile: Track[];
  /** The region's object cards still face up beside its board. */
  objectsAvailable: string[];
  /** Objects used (discarded), and those lost with a region left or a player eliminated. */
  objectsUsed: string[];
  objectsLost: string[];
  /** Thor's objects laid on the main board. */
  thor: string[];
  enemyPile: string[];
  /** Visible enemies in the order drawn: the first is the rightmost, eliminated first. */
  enemies: string[];
  enemiesEliminated: string[];
  enemiesRemoved: string[];
  lastProgress: ProgressFace | null;
  lastObstacle: ObstacleFace[];
  queue: Task[];
  pending: Pending | null;
  /** Die results fixed in advance (scenarios), used before the generator. */
  fixedDice: { progress: ProgressFace[]; obstacle: ObstacleFace[] };
  log: UwAction[];
}

export type UwAction =
  | { type: 'roll' }
  | { type: 'chooseTrack'; track: Track }
  | { type: 'discard'; cards: Partial<Hand> }
  | { type: 'pay'; payment?: Payment; shares?: Payment[] }
  | { type: 'decline' }
  | { type: 'guess'; track: Track }
  | { type: 'playCard'; track: Track }
  | { type: 'playTreasure'; track: Track }
  | { type: 'useObject'; card: string; track?: Track }
  | { type: 'defeatEnemy'; payment: Payment }
  | { type: 'endActions' }
  | { type: 'draw' }
  | { type: 'heal'; medikits: number };

export interface UwEvent {
  text: string;
}

export interface UwOptions {
  seed: number | string;
  players: number;
  /** The competitive variant: the player with the most points of win after Jörmungandr wins. */
  competitive?: boolean;
}

export class UwError extends Error {}
