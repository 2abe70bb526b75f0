/**
 * The Crypt of Chronos as a game module (engine/core/game-module.ts): the engine's functions with
 * the content they play prepared once by `prepare` (rules-content.ts) and bound to every method.
 */
import type { Pack } from '../../model/content.ts';
import type { GameModule, LevelRef, Player, PreparedGame } from '../core/game-module.ts';
import scenarioSchema from '../../../schemas/scenario.schema.json' with { type: 'json' };
import { applyAction, applyActionInPlace, legalActions, newGame, replay, stateDigest } from './game.ts';
import { randomAction } from './random-player.ts';
import { carefulAction } from './bot-careful.ts';
import { DEFAULT_PLANNER, plannerAction } from './bot-planner.ts';
import { runScenario, type Scenario } from './scenario.ts';
import { COC_KINDS, cocItems, contentOfItems, type RulesContent } from './rules-content.ts';
import type { CocAction, CocEvent, CocState, GameRef, NewGameOptions } from './types.ts';

export const COC_LEVEL_KINDS = ['chapter', 'location', 'crypt', 'islandBoard'] as const;

function prepare(packs: readonly Pack[]): PreparedGame<CocState, CocAction, CocEvent, NewGameOptions> {
  // Checked once; read for play on first use, because reading throws for content without the dice the
  // rules need, and the levels and left-out items must still be listed then.
  const checked = cocItems(packs);
  let prepared: RulesContent | undefined;
  const content = () => (prepared ??= contentOfItems(checked));
  return {
    levels: () =>
      checked.items
        .filter((i) => (COC_LEVEL_KINDS as readonly string[]).includes(i.kind))
        .map((i) => ({ kind: i.kind, id: i.id })),
    leftOut: () => checked.leftOut,
    newGame: (level: LevelRef, options) => ({ state: newGame(content(), level as GameRef, options), events: [] }),
    legalActions: (state) => legalActions(content(), state),
    applyAction: (state, action) => applyAction(content(), state, action),
    applyActionInPlace: (state, action) => applyActionInPlace(content(), state, action),
    replay: (log) => replay(content(), { level: log.level as GameRef, options: log.options, actions: log.actions }),
    digest: stateDigest,
    outcome: (state) => ({ over: state.status !== 'playing', winners: state.status === 'won' ? ['lara'] : [] }),
    describeEvent: (event) => event.text,
    actor: () => 'lara',
    seats: () => [{ id: 'lara', name: 'Lara' }],
    players: {
      random: {
        id: 'random',
        name: 'random',
        oracle: false,
        choose: (state, random) => randomAction(content(), state, random),
      },
      careful: {
        id: 'careful',
        name: 'careful',
        oracle: false,
        choose: (state, random) => carefulAction(content(), state, random),
      },
      planner: plannerPlayer(content, 'planner', 'planner', false, DEFAULT_PLANNER.iterations),
      oracle: plannerPlayer(content, 'oracle', 'planner (oracle)', true, DEFAULT_PLANNER.iterations),
    },
  };
}

/** The planner (or its oracle) with `iterations` futures a searched decision (DEFAULT_PLANNER's by default). */
function plannerPlayer(
  content: () => RulesContent,
  id: string,
  name: string,
  oracle: boolean,
  iterations: number,
): Player<CocState, CocAction> {
  const options = { ...DEFAULT_PLANNER, iterations, oracle };
  return {
    id,
    name,
    oracle,
    budget: iterations,
    choose: (state, random) => plannerAction(content(), state, random, options),
    withBudget: (n) => plannerPlayer(content, id, name, oracle, n),
  };
}

export const cocModule: GameModule<CocState, CocAction, CocEvent, NewGameOptions> = {
  id: 'coc',
  name: 'The Crypt of Chronos',
  kinds: COC_KINDS,
  levelKinds: COC_LEVEL_KINDS,
  prepare,
  runScenario: (packs, scenario) => runScenario(packs, scenario as Scenario),
  scenarioSchema,
};
