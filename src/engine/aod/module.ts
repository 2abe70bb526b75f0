/**
 * The Angel of Darkness board game as a game module (engine/core/game-module.ts): the engine's
 * functions with the content they play bound once by `prepare`.
 */
import type { Pack } from '../../model/content.ts';
import type { GameModule, PreparedGame } from '../core/game-module.ts';
import scenarioSchema from '../../../schemas/aod-scenario.schema.json' with { type: 'json' };
import { AOD_KINDS, aodContent } from './content.ts';
import { actorOf, applyAction, legalActions, newGame, replay, stateDigest } from './game.ts';
import { aodView } from './view.ts';
import { describeAodAction } from './words.ts';
import { aodPlayers } from './players.ts';
import { runAodScenario, type AodScenario } from './scenario.ts';
import type { AodAction, AodEvent, AodState, NewGameOptions } from './types.ts';

function prepare(packs: readonly Pack[]): PreparedGame<AodState, AodAction, AodEvent, NewGameOptions> {
  const content = aodContent(packs);
  return {
    levels: () => [...content.setups.keys()].map((id) => ({ kind: 'aodSetup', id })),
    leftOut: () => content.leftOut,
    newGame: (level, options) => newGame(content, level.id, options),
    legalActions: (state) => legalActions(content, state),
    applyAction: (state, action) => applyAction(content, state, action),
    replay: (log) => replay(content, { setup: log.level.id, options: log.options, actions: log.actions }),
    digest: stateDigest,
    outcome: (state) => ({ over: state.status !== 'playing', winners: [...state.winners] }),
    // Events say only what the table sees: card counts, never which cards (rule decision 320).
    describeEvent: (event) => event.text,
    view: (state, seat) => aodView(content, state, seat),
    describeAction: (state, action) => describeAodAction(content, state, action),
    actor: (state) => (state.status === 'playing' ? actorOf(state) : undefined),
    seats: (state) => {
      const setup = content.setups.get(state.setup);
      return state.figures.map((f) => ({
        id: f.character,
        name: setup?.characters.find((c) => c.id === f.character)?.name ?? f.character,
      }));
    },
    players: aodPlayers(content),
  };
}

export const aodModule: GameModule<AodState, AodAction, AodEvent, NewGameOptions> = {
  id: 'aod',
  name: 'The Angel of Darkness',
  kinds: AOD_KINDS,
  levelKinds: ['aodSetup'],
  prepare,
  runScenario: (packs, scenario) => runAodScenario(packs, scenario as AodScenario),
  scenarioSchema,
};
