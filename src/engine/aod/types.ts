/**
 * The Angel of Darkness board game's state, actions and events (docs/aod-engine.md). The state is
 * plain JSON: ids of content items and of their copies ("energy-2#3", "secret-room#1"), never the
 * items themselves, so it can be saved, copied and digested.
 */
import type { RandomState } from '../core/random.ts';

export type Sort = 'energy' | 'ammo' | 'life';
export type Side = 'good' | 'bad';
export type Direction = 'N' | 'E' | 'S' | 'W';
export type Rotation = 0 | 90 | 180 | 270;
export const SORTS: readonly Sort[] = ['energy', 'ammo', 'life'];
export const DIRECTIONS: readonly Direction[] = ['N', 'E', 'S', 'W'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** A place: x is the column (0 at the west edge), y the row (0 at the north edge). */
export interface Place {
  x: number;
  y: number;
}

/** A museum tile lying on the board: which copy of which tile, face up or not, and its turn. */
export interface Cell {
  piece: string;
  open: boolean;
  rotation: Rotation;
}

/** A playing figure with what its player holds and has won. */
export interface Figure {
  character: string;
  side: Side;
  /** Who its points count for: the side in team play, else the character. */
  scorer: string;
  /** null once lost in the collapsing museum. */
  at: Place | null;
  /** Knocked out: lying flat; `missTurn` while the next turn is still to be missed. */
  down: boolean;
  missTurn: boolean;
  hand: string[];
  carrying: string | null;
  discoveries: string[];
  scored: string[];
  destroyed: string[];
  minus: number;
}

export interface Pile {
  draw: string[];
  discard: string[];
}

/** A decision some player must take before anything else happens. */
export type Pending =
  | { kind: 'ditch'; player: number; count: number }
  | { kind: 'hits'; player: number; hits: number; shooter: number }
  /** A tile just opened, face up: its opener chooses how it lies. */
  | { kind: 'place'; player: number; at: Place };

export interface Turn {
  player: number;
  actionsLeft: number;
  /** Energy still to spend in the energy action under way; null when none is under way. */
  energy: number | null;
  /** The police sent the player back: the turn ends once no decision is pending. */
  ended: boolean;
}

export interface Bomb {
  at: Place;
  exploded: boolean;
  /** The figure (turn-order index) that took the time bomb counter. */
  holder: number | null;
  /** The rings fallen so far (0: only the bomb's tile). */
  ring: number;
  /** False during the turn of the explosion: the first ring falls at the end of the holder's next turn. */
  ticking: boolean;
}

export interface AodState {
  game: 'aod';
  setup: string;
  players: number;
  teams: boolean;
  random: RandomState;
  width: number;
  height: number;
  /** Row by row; null where the museum has collapsed. */
  cells: (Cell | null)[];
  start: Place;
  figures: Figure[];
  piles: Record<Sort, Pile>;
  /** Top first. */
  discoveryPile: string[];
  /** Top first; the large one at the bottom. */
  objectPile: string[];
  lying: { object: string; at: Place }[];
  /** Tiles and objects gone with the collapse. */
  fallen: { pieces: string[]; objects: string[] };
  turn: Turn;
  round: number;
  roundLimit: number | null;
  pending: Pending | null;
  bomb: Bomb | null;
  status: 'playing' | 'over';
  /** Every change of a score, in order (the tie rule reads it). */
  scoreLog: { scorer: string; total: number }[];
  winners: string[];
  log: AodAction[];
}

export type AodAction =
  | { type: 'reload'; sort: Sort }
  | { type: 'play'; cards: string[]; target?: string }
  | { type: 'open'; at: Place }
  | { type: 'place'; rotation: Rotation }
  | { type: 'rotate'; at: Place; rotation: Rotation }
  | { type: 'move'; direction: Direction }
  | { type: 'stop' }
  | { type: 'claim'; object: string }
  | { type: 'drop' }
  | { type: 'handOver'; to: string }
  | { type: 'takeOver'; from: string }
  | { type: 'endTurn' }
  | { type: 'ditch'; cards: string[] }
  | { type: 'takeHits'; cards: string[] };

export interface AodEvent {
  type: string;
  text: string;
}

export interface NewGameOptions {
  seed: number | string;
  /** 2, 3 or 4 (default: the fewest the setup seats). */
  players?: number;
  /** Not in the rulebook: the game ends after this many rounds if the museum has not collapsed (bots). */
  roundLimit?: number;
}

export interface ApplyResult {
  state: AodState;
  events: AodEvent[];
}
