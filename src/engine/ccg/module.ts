/**
 * The Tomb Raider CCG as a game module (engine/core/game-module.ts): the engine's functions with
 * the content they play bound once by `prepare`.
 */
import type { Pack } from '../../model/content.ts';
import type { GameModule, PreparedGame } from '../core/game-module.ts';
import scenarioSchema from '../../../schemas/scenario.schema.json' with { type: 'json' };
import { applyAction, applyActionInPlace, legalActions, newGameWithEvents, replay, stateDigest } from './game.ts';
import { ccgContent } from './content.ts';
import { weightedPick } from './random-player.ts';
import { explorerAction } from './bot-explorer.ts';
import { runCcgScenario, type CcgScenario } from './scenario.ts';
import type { CcgAction, CcgEvent, CcgState, NewGameOptions } from './types.ts';

/** The content is read once here (it does not throw: a card or level that fails its schema is left out, `leftOut`), and
 * every method of the prepared game plays that one object. */
function prepare(packs: readonly Pack[]): PreparedGame<CcgState, CcgAction, CcgEvent, NewGameOptions> {
  const content = ccgContent(packs);
  const legal = (state: CcgState) => legalActions(content, state);
  return {
    levels: () => [...content.levels.keys()].map((id) => ({ kind: 'ccgLevel', id })),
    leftOut: () => content.leftOut,
    newGame: (level, options) => newGameWithEvents(content, { kind: 'ccgLevel', id: level.id }, options),
    legalActions: legal,
    applyAction: (state, action) => applyAction(content, state, action),
    applyActionInPlace: (state, action) => applyActionInPlace(content, state, action),
    replay: (log) =>
      replay(content, {
        game: 'ccg',
        level: { kind: 'ccgLevel', id: log.level.id },
        options: log.options,
        actions: log.actions,
      }),
    digest: stateDigest,
    outcome: (state) => ({ over: state.status !== 'playing', winners: state.winners.map(String) }),
    describeEvent: (event) => event.text,
    // The player the game waits for: the one a decision is asked of, the one moving, or the one whose part of the round
    // it is.
    actor: (state) => String(state.pending?.player ?? state.step?.player ?? state.order[state.active] ?? 0),
    seats: (state) => state.raiders.map((r) => ({ id: String(r.player), name: r.name })),
    players: {
      random: {
        id: 'random',
        name: 'random',
        oracle: false,
        choose: (state, random) => {
          const actions = legal(state);
          return actions.length ? weightedPick(random, actions) : undefined;
        },
      },
      explorer: {
        id: 'explorer',
        name: 'explorer',
        oracle: false,
        choose: (state, random) => explorerAction(content, state, random),
      },
    },
  };
}

export const ccgModule: GameModule<CcgState, CcgAction, CcgEvent, NewGameOptions> = {
  id: 'ccg',
  name: 'Tomb Raider CCG',
  kinds: ['ccgCard', 'ccgLevel'],
  levelKinds: ['ccgLevel'],
  prepare,
  runScenario: (packs, scenario) => runCcgScenario(packs, scenario as CcgScenario),
  scenarioSchema,
};
