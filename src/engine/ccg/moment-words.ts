/** The words of the moments a card may wait for (ccgCard `playWhen`, moments.ts), for refusals and decisions. */
import type { Moment } from './types.ts';

export const MOMENT_WORDS: Record<Moment, string> = {
  sameCreature: 'before a test against a creature another raider faces too',
  justMapped: 'when a competing raider has just mapped a location',
  endedMoveHere: "when a competing raider ends her move at her raider's location",
};
