/**
 * The Angel of Darkness board game: the engine's public surface (the only file imported from
 * outside engine/). How it is built: docs/aod-engine.md; rule choices: docs/rules-decisions.md 300–349.
 */
export * from './types.ts';
export { aodModule } from './module.ts';
export { aodContent, type AodContent } from './content.ts';
export { newGame, applyAction, legalActions, replay, stateDigest, cloneState, actorOf, type AodLog } from './game.ts';
export { runAodScenario, type AodScenario } from './scenario.ts';
export { setupProblems } from './setup.ts';
export {
  aodView,
  scorerName,
  type AodView,
  type FigureView,
  type TileView,
  type CardView,
  type CounterView,
} from './view.ts';
export { describeAodAction } from './words.ts';
