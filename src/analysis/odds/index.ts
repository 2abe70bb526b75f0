/** The exact odds of the games' tests (docs/odds.md): what the CLI and the app import. */
export { asRecord, atLeast, mean, type Dist } from './dist.ts';
export { extendedPass, rollOf, rpgOdds, rpgPass, type RpgTest, type RpgAssist, type ExtendedOptions } from './rpg.ts';
export { cocOdds, type CocRollSpec, type CocOdds } from './coc.ts';
export { ccgDice, ccgOdds, versusOdds, type CcgTestSpec, type CcgOdds } from './ccg.ts';
export { parseOddsArgs, parseTest, splitWords, type OddsRequest, type ParsedArgs } from './request.ts';
export {
  cardThresholds,
  ccgPassLine,
  cocDiceOf,
  oddsReport,
  pct,
  type CocDiceContent,
  type OddsReport,
  type OddsTable,
} from './report.ts';
