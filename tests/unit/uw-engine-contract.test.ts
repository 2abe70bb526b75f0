// The Underworld module's contract (engine/core/game-module.ts): plain-JSON states, every legal action
// applies, applyAction never changes its input, a log replays to the same digest, refusals say why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { pick, seedRandom } from '../../src/engine/core/random.ts';
import type { UwAction, UwOptions, UwState } from '../../src/engine/uw/index.ts';
import type { PreparedGame } from '../../src/engine/core/game-module.ts';

const packs = [readPack('content/base').pack!];
const module = gameModule('uw')!;
const game = module.prepare(packs) as PreparedGame<UwState, UwAction, unknown, UwOptions>;
const level = { kind: 'uwGame', id: 'underworld' };

test('the module is listed under its id, owns its kinds and lists the base game as a level', () => {
  assert.equal(module.name, 'Tomb Raider Underworld');
  assert.deepEqual([...module.kinds].sort(), ['uwCard', 'uwGame', 'uwRegion']);
  assert.deepEqual(game.levels(), [level]);
  assert.deepEqual(Object.keys(game.players).sort(), ['random', 'sensible']);
});

test('a new game for 1 to 4 players is plain JSON and waits for the progress die', () => {
  for (let n = 1; n <= 4; n++) {
    const { state } = game.newGame(level, { seed: n, players: n });
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
    assert.deepEqual(game.legalActions(state), [{ type: 'roll' }]);
    assert.deepEqual(game.outcome(state), { over: false, winners: [] });
  }
  assert.throws(() => game.newGame(level, { seed: 1, players: 5 }), /1 to 4 players, not 5/);
  assert.throws(
    () => game.newGame({ kind: 'uwGame', id: 'nowhere' }, { seed: 1, players: 1 }),
    /No Underworld game with id "nowhere"/,
  );
});

function playRandom(seed: number, players: number, limit = 400, checkAll = false) {
  const rng = seedRandom(`contract ${seed}`);
  let state = game.newGame(level, { seed, players }).state;
  const options = { seed, players };
  for (let n = 0; n < limit && state.status === 'playing'; n++) {
    const legal = game.legalActions(state);
    assert.ok(legal.length > 0, 'a game going on offers an action');
    const before = JSON.stringify(state);
    if (checkAll)
      for (const action of legal) assert.doesNotThrow(() => game.applyAction(state, action), JSON.stringify(action));
    const next = game.applyAction(state, pick(rng, legal)).state;
    assert.equal(JSON.stringify(state), before, 'applyAction changed its input state');
    state = next;
  }
  return { state, options };
}

test('every legal action of every state of random games applies', () => {
  for (let seed = 1; seed <= 8; seed++) playRandom(seed, 1 + (seed % 4), 250, true);
});

test('replaying the log gives the same digest; the same seed the same game; another seed another', () => {
  for (let seed = 1; seed <= 8; seed++) {
    const { state, options } = playRandom(seed, 1 + (seed % 4));
    const again = game.replay({ level, options, actions: state.log });
    assert.equal(game.digest(again.state), game.digest(state));
    assert.equal(game.digest(playRandom(seed, 1 + (seed % 4)).state), game.digest(state));
  }
  assert.notEqual(game.digest(playRandom(1, 2, 60).state), game.digest(playRandom(2, 2, 60).state));
});

test('refused actions say why in words; a finished game takes none', () => {
  const { state } = game.newGame(level, { seed: 1, players: 2 });
  assert.throws(() => game.applyAction(state, { type: 'endActions' }), /progress die must be rolled first/);
  assert.throws(() => game.applyAction(state, { type: 'decline' }), /none is waiting/);
  assert.throws(() => game.applyAction(state, { type: 'fly' } as unknown as UwAction), /none is waiting/);
  assert.throws(() => game.applyAction(state, null as unknown as UwAction), /an action is an object/i);
  const rolled = game.applyAction(state, { type: 'roll' }).state;
  if (!rolled.pending) {
    assert.throws(
      () => game.applyAction(rolled, { type: 'playCard', track: 'flying' as 'trick' }),
      /"flying" is not a track/,
    );
    assert.throws(
      () => game.applyAction(rolled, { type: 'useObject', card: 'pistols-niflheim' }),
      /has no object "pistols-niflheim"/,
    );
    assert.throws(() => game.applyAction(rolled, { type: 'heal', medikits: 1 }), /stage 2/);
  }
  assert.throws(() => game.applyAction({ ...state, status: 'lost', outcome: 'x' }, { type: 'roll' }), /game is over/);
});

test('events are described in words and the bots play games to their end', () => {
  const started = game.newGame(level, { seed: 3, players: 3 });
  assert.match(game.describeEvent(started.events[0]!), /3 players set out for The City Swallowed by Niflheim/);
  for (const bot of Object.values(game.players)) {
    let state = started.state;
    const rng = seedRandom(`bot ${bot.id}`);
    for (let n = 0; n < 3000 && state.status === 'playing'; n++)
      state = game.applyAction(state, bot.choose(state, rng)!).state;
    assert.equal(game.outcome(state).over, true, bot.id);
    assert.equal(bot.oracle, false);
  }
});
