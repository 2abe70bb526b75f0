// The RPG engine's contract (engine/core/game-module.ts): plain-JSON states, every legal action applies,
// the input state is never changed, a log replays to the same digest, refusals say why; and the pure
// test rules of dice.ts that the exact-odds calculators can be checked against.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { rpgModule } from '../../src/engine/rpg/index.ts';
import { applyAction, newGame, replay, stateDigest } from '../../src/engine/rpg/game.ts';
import { rpgContent } from '../../src/engine/rpg/content.ts';
import { legalActions } from '../../src/engine/rpg/legal.ts';
import {
  automaticSuccessAllowed,
  challengeSixRule,
  modifiedTest,
  resolveTest,
  successesOf,
  sumOf,
} from '../../src/engine/rpg/dice.ts';
import { gameModule } from '../../src/engine/games.ts';
import { play } from './rpg-helpers.ts';
import { randomInt, seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import type { RpgAction, RpgState } from '../../src/engine/rpg/types.ts';

const base = readPack('content/base').pack!;
const game = rpgModule.prepare([base]);
const content = rpgContent([base]);
const levels = game.levels();

test('the RPG is a module of the product with its kinds and levels', () => {
  assert.equal(gameModule('rpg'), rpgModule);
  assert.deepEqual([...rpgModule.kinds], ['rpgCharacter', 'rpgChallenge', 'rpgEncounter']);
  assert.ok(levels.filter((l) => l.kind === 'rpgEncounter').length >= 2);
  assert.ok(levels.filter((l) => l.kind === 'rpgChallenge').length >= 5);
});

test('X>Y: successes, sums, modifiers, the challenge-6 rule and automatic success as pure functions', () => {
  assert.equal(successesOf([4, 2, 6, 3], 3), 2);
  assert.equal(sumOf([4, 2, 6, 3], 3), 10);
  assert.deepEqual(challengeSixRule({ dice: 3, target: 6 }), { dice: 2, target: 5 });
  assert.deepEqual(challengeSixRule({ dice: 3, target: 9 }), { dice: 0, target: 5 });
  assert.deepEqual(modifiedTest(4, 5, 0, 2), { dice: 2, target: 5 });
  assert.deepEqual(modifiedTest(3, 3, 2, 1), { dice: 5, target: 4 });
  assert.deepEqual(modifiedTest(2, 3, -3), { dice: 0, target: 3 });
  assert.equal(automaticSuccessAllowed({ dice: 3, target: 2 }), true);
  assert.equal(automaticSuccessAllowed({ dice: 2, target: 2 }), false);
  assert.deepEqual(resolveTest({ dice: 3, target: 3 }, [4, 3, 6]), { successes: 2, sum: 10 });
  assert.throws(() => resolveTest({ dice: 2, target: 3 }, [4]), /rolls 2 dice, but 1 were given/);
  assert.throws(() => resolveTest({ dice: 1, target: 3 }, [7]), /1 to 6/);
});

test('every level starts a game whose state is plain JSON and asks something', () => {
  for (const level of levels) {
    const { state } = newGame(content, level, { seed: 1 });
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state, level.id);
    assert.equal(state.status, 'playing');
    assert.ok(legalActions(state).length > 0, level.id);
  }
});

// Applying every other legal action to `before` is what this test spends ~90% of its time on: ~13 an action, most of
// them the many sprints and repositions to other spaces. At every action, the first legal action of each type is
// applied, and a quarter of the rest, picked by a generator seeded by level, bot and game (the same actions each run,
// other ones in each game): every type offered is still applied at every step, and each sprint or reposition
// hundreds of times over the 54 games.
function someLegalActions(state: RpgState, sample: RandomState): RpgAction[] {
  const types = new Set<string>();
  return legalActions(state).filter((action) => {
    if (!types.has(action.type)) {
      types.add(action.type);
      return true;
    }
    return randomInt(sample, 4) === 0;
  });
}

test('every legal action applies, the input is never changed, and the log replays to the same digest', () => {
  for (const level of levels)
    for (const bot of ['random', 'sensible'] as const)
      for (let g = 0; g < 3; g++) {
        const seed = `contract ${level.id} ${g}`;
        const sample = seedRandom(`re-apply ${level.id} ${bot} ${g}`);
        const { state, actions } = play(content, level, seed, bot, 1500, (before, _action, after) => {
          const copy = JSON.stringify(before);
          for (const other of someLegalActions(before, sample)) applyAction(before, other);
          assert.equal(JSON.stringify(before), copy, 'applyAction changed its input');
          assert.notEqual(before, after);
        });
        assert.notEqual(state.status, 'playing', `${level.id} ${bot} ${g} did not end`);
        const again = replay(content, { level, options: { seed }, actions });
        assert.equal(stateDigest(again.state), stateDigest(state));
        assert.deepEqual(again.state.actions, actions);
      }
});

test('the same seed gives the same game and another seed another one', () => {
  const level = { kind: 'rpgEncounter', id: 'temple-hall-ambush' };
  const a = play(content, level, 'same', 'random');
  assert.equal(stateDigest(play(content, level, 'same', 'random').state), stateDigest(a.state));
  assert.notEqual(stateDigest(play(content, level, 'other', 'random').state), stateDigest(a.state));
});

test('refused actions throw an Error that says why', () => {
  const { state } = newGame(content, { kind: 'rpgEncounter', id: 'temple-hall-ambush' }, { seed: 1 });
  assert.throws(
    () => applyAction(state, { type: 'endTurn', actor: 'lara' }),
    /not asked now \(Lara Croft declares her intended action\)/,
  );
  assert.throws(
    () => applyAction(state, { type: 'declare', actor: 'captain', timing: 'fast' }),
    /Lara Croft's decision now, not captain's/,
  );
  assert.throws(
    () => applyAction(state, { type: 'declare', actor: 'lara', timing: 'sideways' as 'fast' }),
    /no timing/,
  );
  assert.throws(() => applyAction(state, { type: 'fly', actor: 'lara' } as never), /"fly" is no action/);
  assert.throws(() => applyAction(state, { type: 'declare', actor: 'lara', timing: 'fast', dice: [7] }), /1 to 6/);
  assert.throws(
    () => applyAction(state, { type: 'declare', actor: 'lara', timing: 'fast', dice: [3] }),
    /1 dice were given, but the action rolled 0/,
  );
  assert.throws(
    () => applyAction({ ...state, status: 'won' }, { type: 'declare', actor: 'lara', timing: 'fast' }),
    /game is over/,
  );
  assert.throws(
    () => newGame(content, { kind: 'rpgEncounter', id: 'nowhere' }, { seed: 1 }),
    /No rpgEncounter with id "nowhere"/,
  );
  assert.throws(
    () => newGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1 }),
    /an RPG game is an rpgEncounter or an rpgChallenge/,
  );
});

test('the prepared game answers the contract: outcome, events in words, players', () => {
  const { state, events } = game.newGame({ kind: 'rpgChallenge', id: 'crumbling-ledge' }, { seed: 1 });
  assert.deepEqual(game.outcome(state), { over: false, winners: [] });
  assert.match(game.describeEvent(events[0]!), /Crumbling ledge/);
  assert.deepEqual(Object.keys(game.players).sort(), ['random', 'sensible']);
  const done = game.applyAction(state, { type: 'automatic', actor: 'lara' });
  const kept = game.applyAction(done.state, { type: 'keep', actor: 'lara' });
  assert.deepEqual(game.outcome(kept.state), { over: true, winners: ['lara'] });
});

test('sensible raiders win more often than random ones against the same random opponents', () => {
  const wins = { sensible: 0, random: 0 };
  for (const bot of ['sensible', 'random'] as const)
    for (let g = 0; g < 15; g++)
      for (const id of ['wolf-pass', 'temple-hall-ambush']) {
        const random = seedRandom(`mixed ${g}`);
        let { state } = game.newGame({ kind: 'rpgEncounter', id }, { seed: `mixed ${g}` });
        for (let n = 0; n < 2000 && state.status === 'playing'; n++) {
          const p = state.pending!;
          const side = 'actor' in p ? state.actors.find((a) => a.id === p.actor)!.side : 'raiders';
          const player = side === 'raiders' ? game.players[bot]! : game.players.random!;
          state = game.applyAction(state, player.choose(state, random)!).state;
        }
        if (state.status === 'won') wins[bot]++;
      }
  assert.ok(wins.sensible > wins.random, JSON.stringify(wins));
});
