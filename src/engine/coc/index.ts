/**
 * The Crypt of Chronos engine's public surface: the only file of engine/coc/ that code outside
 * engine/ may import (tests/unit/layering.test.ts). `cocModule` is the game module of the shared
 * contract (engine/core/game-module.ts); the names below are what the app's Crypt of Chronos views,
 * store and analysis read of the engine.
 */
export { cocModule, COC_LEVEL_KINDS } from './module.ts';
export { replay, gameLog, cloneState, applyActionInPlace } from './game.ts';
export { randomAction, playRandomGame } from './random-player.ts';
export { ALL_ADVANCED, type AdvancedOptions } from './advanced-enemies.ts';
export { bagContents, showToken, tokenOf } from './bag.ts';
export { type Adjustment } from './by-hand.ts';
export { cardIdOf, cardOf } from './cards.ts';
export { type Ctx } from './context.ts';
export { affordable, recipeCost } from './craft.ts';
export { DIE_WORDS, rollDice, successes } from './dice.ts';
export { contentAt } from './effects.ts';
export { applyAction, legalActions, newGame, stateDigest } from './game.ts';
export { gearRulesOf } from './gear-rules.ts';
export { RESEARCH_HAND, weaponCapacity } from './inventory.ts';
export { startSpaces } from './island-answers.ts';
export { islandBoard } from './island-board.ts';
export { faceDown } from './island-maps.ts';
export { moveOptions } from './island-move.ts';
export { type CampaignStage } from './island-state.ts';
export { levelOf, type Level, type Objective } from './level.ts';
export { specialRulesShown } from './level-rules.ts';
export { objectiveMet, objectivesOf } from './objectives.ts';
export { RELIC_SLOTS } from './relics.ts';
export { stateReport } from './report.ts';
export {
  diceSpent,
  enemyOwner,
  enemySeats,
  playerName,
  PLAYERS_MODES,
  seatsToAct,
  type PlayersMode,
  type PlayersOptions,
} from './players.ts';
export { facesCountAs } from './roll.ts';
export { rulesContent, type RulesContent } from './rules-content.ts';
export { runScenario, stepAction, type Scenario } from './scenario.ts';
export { scenarioLevel, type ScenarioLevel, withScenarioItems } from './scenario-level.ts';
export { sees } from './sight.ts';
export {
  type CocAction,
  type CocEvent,
  type CocState,
  type ContentRef,
  type DieResult,
  type EnemyState,
  type Facing,
  type GameRef,
  type Inventory,
  type LevelRef,
  type NewGameOptions,
  type Pending,
  type Point,
  type Setup,
  type UpgradeDeck,
} from './types.ts';
export { cellAt, lineOfFire } from './weapons.ts';
