/**
 * The CCG engine's contract (DESIGN.md "Engines", the same as the Crypt of Chronos engine's):
 * newGame → state; legalActions; applyAction → next state and events; replay of a log; a digest to
 * compare states. Pure: data in, data out; all chance comes from the generator in the state. The
 * prepared content (`ccgContent(packs)`, built once where the packs arrive) is passed to every call; the state holds
 * only ids.
 */
export * from './types.ts';
export { defaultDrawDeck, deckProblems } from './setup.ts';
export { ccgContent } from './content.ts';

export {
  newGame,
  newGameWithEvents,
  cloneState,
  applyAction,
  applyActionInPlace,
  quietTable,
  legalActions,
  gameLog,
  replay,
  stateDigest,
  type QuietTable,
} from './game.ts';
export { ccgModule } from './module.ts';
export { CARD_PLACES, MAX_POINTS } from './by-hand.ts';
export { cardIdOf, cardOf, levelItem, type CcgContent, type EffectOf, type ObstacleFacts } from './content.ts';
export { stepFrom } from './map.ts';
export { baseAbility, life } from './raider-stats.ts';
export { runCcgScenario, seriesOptions, type CcgScenario } from './scenario.ts';
export {
  addDrawCards,
  awardsTreasure,
  carriableItems,
  finishSeriesGame,
  newSeries,
  seriesGameOptions,
  seriesWinners,
  treasureChoices,
  type Series,
} from './series.ts';
export { raiderNumbers } from './view.ts';
