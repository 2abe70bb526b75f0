/** Tomb Raider Underworld as a game module (engine/core/game-module.ts). */
import type { Pack } from '../../model/content.ts';
import type { GameModule, PreparedGame } from '../core/game-module.ts';
import scenarioSchema from '../../../schemas/uw-scenario.schema.json' with { type: 'json' };
import { uwContent, UW_KINDS } from './content.ts';
import { applyAction, contextFor, legalActions, newGame, replay, stateDigest } from './game.ts';
import { randomPlayer, sensiblePlayer } from './players.ts';
import { runUwScenario, type UwScenario } from './scenario.ts';
import type { UwAction, UwEvent, UwOptions, UwState } from './types.ts';
import { uwView } from './view.ts';
import { actionWords } from './words.ts';

function prepare(packs: readonly Pack[]): PreparedGame<UwState, UwAction, UwEvent, UwOptions> {
  // Read, checked and indexed once: every function of the prepared game plays this one content.
  const content = uwContent(packs);
  return {
    // The games whose values have their schema's types (content.ts): one left out is listed by leftOut().
    levels: () => [...content.games.keys()].map((id) => ({ kind: 'uwGame', id })),
    leftOut: () => content.leftOut,
    newGame: (level, options) => newGame(content, level.id, options),
    // A playtest with no options chosen: Lara alone (the solo rules).
    defaultOptions: (_level, seed) => ({ seed, players: 1 }),
    seats: (state) => state.players.map((_, i) => ({ id: String(i), name: `Player ${i + 1}` })),
    legalActions: (state) => legalActions(content, state),
    applyAction: (state, action) => applyAction(content, state, action),
    replay: (log) => replay(content, log),
    digest: stateDigest,
    outcome: (state) => ({ over: state.status !== 'playing', winners: state.winners.map(String) }),
    describeEvent: (event) => event.text,
    describeAction: (state, action) => actionWords(contextFor(content, state), action),
    // Hands are open; only the piles' order and the dice to come are hidden, alike for every seat (decision 374).
    view: (state) => uwView(contextFor(content, state)),
    // A decision asked of one player is theirs; the table's (an obstacle paid together) and the turn are the active
    // player's.
    actor: (state) => (state.status !== 'playing' ? undefined : String(state.pending?.player ?? state.active)),
    players: { random: randomPlayer(content), sensible: sensiblePlayer(content) },
  };
}

export const uwModule: GameModule<UwState, UwAction, UwEvent, UwOptions> = {
  id: 'uw',
  name: 'Tomb Raider Underworld',
  kinds: UW_KINDS,
  levelKinds: ['uwGame'],
  prepare,
  runScenario: (packs, scenario) => runUwScenario(packs, scenario as UwScenario),
  scenarioSchema,
};
