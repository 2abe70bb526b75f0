/**
 * The Tomb Raider RPG engine's public surface: outside engine/, the game is reached only through here.
 * The test rules as pure functions (dice.ts) are exported for the odds calculators to be checked against.
 */
export { rpgModule, RPG_LEVEL_KINDS } from './module.ts';
export { newGame, applyAction, replay, stateDigest } from './game.ts';
export { rpgContent, type RpgContent } from './content.ts';
export { legalActions } from './legal.ts';
export { describeAction, describeEvent, dieWords, figureName, seatsOf, actorNow } from './words.ts';
export {
  challengeSixRule,
  modifiedTest,
  successesOf,
  sumOf,
  resolveTest,
  automaticSuccessAllowed,
  AUTOMATIC_SUCCESSES,
  LUCK_TEST,
  type TestSpec,
  type RollResult,
} from './dice.ts';
export type * from './types.ts';
export { STUN_EFFECTS, MAX_WOUNDS, LIMIT_OF, QUALITY_OF } from './types.ts';
