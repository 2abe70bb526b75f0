/**
 * The Natla Tech invasion ("Natla Tech invasion"): the Natla-Pins on Lara's board, when a chapter
 * starts INVADED, what running out of Event Cards costs in each mode, and the Crypt of Chronos
 * level's own deck. Pure bookkeeping on numbers; the event deck module calls it.
 */
import type { GameMode } from './types.ts';

/** Damage for running out of Event Cards where no pin is placed (rule decision 60); never dodged. */
export const INVASION_PENALTY = 2;
/** Pins removed after an INVADED chapter is completed. */
export const PINS_REMOVED_AFTER_INVADED = 2;
/** Event Cards taken out of the Crypt of Chronos level's deck for each pin Lara holds. */
export const CRYPT_CARDS_PER_PIN = 2;

/** A chapter is INVADED when, at its start, Lara holds at least its Natla-Pin value. */
export function invadedAtStart(pins: number, invadedAt: number | undefined): boolean {
  return invadedAt !== undefined && pins >= invadedAt;
}

/** Pins left after completing a chapter: an INVADED chapter pushes the invasion back by 2. */
export function pinsAfterChapter(pins: number, invaded: boolean): number {
  return invaded ? Math.max(0, pins - PINS_REMOVED_AFTER_INVADED) : pins;
}

/** What running out of Event Cards does. */
export interface RunOut {
  /** Place a Natla-Pin on Lara's board. */
  pin: boolean;
  /** The level becomes INVADED at once (the deck turns to its INVADED side). */
  invadeNow: boolean;
  /** Damage Lara takes, never dodged or avoided. */
  penalty: number;
}

/**
 * The Adventure Book (a chapter alone or in a series, an island location played alone — rule
 * decision 61) places a pin. A single challenge becomes INVADED the first time and takes the
 * penalty after that; the Crypt of Chronos level is INVADED from the start and takes the penalty.
 */
export function deckRunOut(mode: GameMode, cryptRules: boolean, invaded: boolean): RunOut {
  if (cryptRules) return { pin: false, invadeNow: false, penalty: INVASION_PENALTY };
  if (mode === 'challenge')
    return invaded
      ? { pin: false, invadeNow: false, penalty: INVASION_PENALTY }
      : { pin: false, invadeNow: true, penalty: 0 };
  return { pin: true, invadeNow: false, penalty: 0 };
}

/** How many cards the Crypt of Chronos level takes out of its freshly shuffled deck (one always stays: rule decision
 * 62). */
export function cryptCardsRemoved(pins: number, deckSize: number): number {
  return Math.max(0, Math.min(deckSize - 1, CRYPT_CARDS_PER_PIN * Math.max(0, pins)));
}
