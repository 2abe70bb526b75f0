/**
 * The parts of a game's state (and options) that belong to one rule each — the Event Phase in
 * progress, a series, the Island Campaign, the multiplayer modes, the advanced-enemy options and a
 * by-hand adjustment — as plain types. They live here, apart from the rules that use them, so that
 * types.ts can name them without importing those rules back: this module imports only the model and
 * the generic core, never another CoC module.
 */
import type { Facing, Point } from '../../model/coc-grid.ts';

/** Whether Lara is HIDDEN or SEEN. */
export type Sight = 'hidden' | 'seen';

// advanced-enemies

export interface AdvancedOptions {
  spawn?: boolean;
  rotation?: boolean;
  stats?: boolean;
  locationBoost?: boolean;
  ability?: boolean;
}

export type TurnDirection = 'clockwise' | 'anticlockwise';

// event-phase

export type EventSide = 'lara' | 'invaded';

export interface EventPhaseState {
  /** Cards still to draw this phase. */
  toDraw: number;
  /** The card being resolved (in no pile meanwhile), or null. */
  card: string | null;
  side: EventSide;
  /** A helpful card Lara chose to use: removed from the game once resolved. */
  used: boolean;
  /** The deck ran out when this card was drawn: the pin and the reshuffle follow its resolution. */
  ranOut: boolean;
  /** Cards drawn in place of others this phase (spawns that could not happen, Rush without enemies). */
  redraws: number;
  /** Enemy Die results fixed for this phase's spawns (scenarios), used in order. */
  rolls: number[];
  /** Every card is resolved: the player may end the phase. */
  done: boolean;
}

// series

export interface SeriesState {
  /** The chapters of the series, in order (ids). */
  chapters: string[];
  /** The chapter being played. */
  index: number;
  /** The chapter is complete: the next starts once the reward's decisions are answered. */
  advancing: boolean;
}

// island-state

/**
 * start: the Lara-Pin is still to be placed; level: a level is being played; cleared: the level is
 * complete (its reward is being collected); move: Lara's island move; natla: the Natla-Pins' move;
 * enter: Lara enters her space (its level is drawn next).
 */
export type CampaignStage = 'start' | 'level' | 'cleared' | 'move' | 'natla' | 'enter';

export interface CampaignState {
  /** The island board's id. */
  board: string;
  stage: CampaignStage;
  /** The Lara-Pin's space (null before it is placed). */
  lara: string | null;
  /** Natla-Pins on the island, by space, in the order they arrived. */
  pins: string[];
  /** Natla-Pins that must still enter the island (the Event Deck ran out). */
  arriving: number;
  /** Spaces with a Cleared Token. */
  cleared: string[];
  /** Tomb Tokens still on the island: tomb space → token id. */
  tokens: Record<string, string>;
  /** Tomb spaces whose token is face up. */
  revealed: string[];
  /** Tomb Tokens collected, in order. */
  found: string[];
  /** The location decks by type: draw pile (top first) and played cards. */
  locations: Record<string, { draw: string[]; played: string[] }>;
  /** The Crypt Card drawn face down at setup. */
  crypt: string;
  /** The Boss Deck, top first. */
  bosses: string[];
  /** The level being played: a location card instance or the crypt; its boss (drawn from the Boss Deck), if any. */
  location: string | null;
  boss: string | null;
  /** This island move: spaces Lara may pass without stopping or paying (Skip a Space). */
  skips: number;
  /** The Natla-Pin moving now (stage natla) and whether it has taken its first step. */
  natla: number;
  natlaMoved: boolean;
  /** Enemy Die results fixed for the next pins to enter the island (scenarios), used in order. */
  rolls: number[];
}

// by-hand

/** One thing set by hand to a value. */
export type Adjustment =
  | { what: 'health' | 'diceLeft' | 'specialDice' | 'diceLostNextPhase' | 'natlaPins'; value: number }
  | { what: 'at'; value: Point }
  | { what: 'facing'; value: Facing }
  | { what: 'sight'; value: Sight }
  /** Lara's resource tokens, the whole new list: tokens added come out of the bag, tokens dropped go back in. */
  | { what: 'resources'; value: string[] }
  | { what: 'ammo'; weapon: string; value: number }
  | { what: 'enemyHealth'; enemy: string; value: number }
  | { what: 'enemyAt'; enemy: string; value: Point }
  | { what: 'enemyFacing'; enemy: string; value: Facing }
  /** The Noise Token's space, or null to take it off the level. */
  | { what: 'noise'; value: Point | null }
  /** The door on space `at`: open (true) or closed. */
  | { what: 'door'; at: Point; value: boolean }
  /** The barrier on space `at`: its health (0 = destroyed). */
  | { what: 'barrier'; at: Point; value: number };

// players

export type PlayersMode = 'passController' | 'sharedExpedition' | 'laraVsNatla';

export interface PlayersOptions {
  mode: PlayersMode;
  /** How many players, 2 to 6 (laraVsNatla: Lara's player and 1 to 5 enemy players). */
  count: number;
}

export interface PlayersState {
  mode: PlayersMode;
  count: number;
  /** passController: the player holding the Lara Dice this round (0 in the other modes). */
  controller: number;
  /** sharedExpedition: the Lara Dice each player still holds this Lara Phase (empty in the other modes). */
  dice: number[];
}
