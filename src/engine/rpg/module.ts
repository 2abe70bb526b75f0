/**
 * The Tomb Raider RPG as a game module (engine/core/game-module.ts): a game is an encounter played round
 * by round, or a single challenge test, prepared once from the content it plays.
 */
import type { Pack } from '../../model/content.ts';
import type { GameModule, PreparedGame } from '../core/game-module.ts';
import scenarioSchema from '../../../schemas/rpg-scenario.schema.json' with { type: 'json' };
import { rpgContent, RPG_KINDS } from './content.ts';
import { applyAction, newGame, replay, stateDigest } from './game.ts';
import { legalActions } from './legal.ts';
import { randomPlayer, sensiblePlayer } from './players.ts';
import { runRpgScenario, type RpgScenario } from './scenario.ts';
import { actorNow, describeAction, describeEvent, seatsOf } from './words.ts';
import type { NewGameOptions, RpgAction, RpgEvent, RpgState } from './types.ts';

export const RPG_LEVEL_KINDS = ['rpgEncounter', 'rpgChallenge'] as const;

function prepare(packs: readonly Pack[]): PreparedGame<RpgState, RpgAction, RpgEvent, NewGameOptions> {
  // Read, checked and indexed once: new games and replays start from this one content.
  const content = rpgContent(packs);
  return {
    // The levels whose values have their schema's types (content.ts): one left out is listed by leftOut().
    levels: () => content.levels,
    leftOut: () => content.leftOut,
    newGame: (level, options) => newGame(content, level, options),
    legalActions,
    applyAction,
    replay: (log) => replay(content, log),
    digest: stateDigest,
    outcome: (state) => ({ over: state.status !== 'playing', winners: state.winners }),
    describeEvent,
    describeAction,
    actor: actorNow,
    seats: seatsOf,
    players: { random: randomPlayer, sensible: sensiblePlayer },
  };
}

export const rpgModule: GameModule<RpgState, RpgAction, RpgEvent, NewGameOptions> = {
  id: 'rpg',
  name: 'Tomb Raider RPG',
  kinds: RPG_KINDS,
  levelKinds: RPG_LEVEL_KINDS,
  prepare,
  runScenario: (packs, scenario) => runRpgScenario(packs, scenario as RpgScenario),
  scenarioSchema,
};
