/**
 * Tomb Raider Underworld, the cooperative board game: the engine's public surface (docs/uw-engine.md).
 * Outside engine/, the game is reached only through this file.
 */
export * from './types.ts';
export { applyAction, legalActions, newGame, replay, stateDigest, type UwLog } from './game.ts';
export { uwContent, type UwContent } from './content.ts';
export { randomPlayer, sensiblePlayer } from './players.ts';
export { runUwScenario, type UwScenario, type UwSetup } from './scenario.ts';
export { uwReport, type UwReport } from './report.ts';
export { uwModule } from './module.ts';
export { uwView, type UwView, type UwCardView, type UwTableView } from './view.ts';
export { actionWords, paymentWords, penaltyWords } from './words.ts';
export { OBSTACLE_WORDS, PROGRESS_WORDS } from './dice.ts';
