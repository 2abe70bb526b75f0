// The random player's fast path (no `check`: quietTable, one context a game, in place and quiet; weights
// kept in one array) against the plain way (a `check` callback: legalActions + applyAction, a copy a
// state and a fresh context each action): the same games, action for action, on every base level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  applyActionInPlace,
  cloneState,
  legalActions,
  newGame,
  quietTable,
  stateDigest,
  type CcgAction,
} from '../../src/engine/ccg/index.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { baseContent, base } from './ccg-helpers.ts';

const levels = base.items.filter((i) => i.kind === 'ccgLevel');
const optionsFor = (item: (typeof levels)[number], seed: number) => ({
  seed,
  players: Array.from({ length: item.solitaire ? 1 : 2 + (seed % 3) }, () => ({ raider: 'lara-croft-spelunker' })),
});

test('random games in place through quietTable end as the same games played with a copy per action', () => {
  let actions = 0;
  for (const item of levels)
    for (let seed = 1; seed <= 3; seed++) {
      const level = { kind: 'ccgLevel' as const, id: item.id };
      const plainLog: CcgAction[] = [];
      const plain = playRandomGame(baseContent, level, optionsFor(item, seed), `table ${seed}`, 600, (_, action) =>
        plainLog.push(action),
      );
      const fast = playRandomGame(baseContent, level, optionsFor(item, seed), `table ${seed}`, 600);
      assert.equal(fast.actions, plain.actions, `${item.id} ${seed}`);
      assert.deepEqual(fast.state.log, plainLog, `${item.id} ${seed}`);
      assert.equal(stateDigest(fast.state), stateDigest(plain.state), `${item.id} ${seed}`);
      actions += fast.actions;
    }
  assert.ok(actions > 5000, `${actions} actions compared`);
});

test('quietTable: the legal actions and the state after each action equal legalActions and applyAction', () => {
  for (const item of levels.slice(0, 8)) {
    const state = cloneState(newGame(baseContent, { kind: 'ccgLevel', id: item.id }, optionsFor(item, 5)));
    const table = quietTable(baseContent, state);
    let plain = newGame(baseContent, { kind: 'ccgLevel', id: item.id }, optionsFor(item, 5));
    for (let n = 0; n < 150 && state.status === 'playing'; n++) {
      const legal = table.legal();
      assert.deepEqual(legal, legalActions(baseContent, plain));
      const action = legal[(n * 7) % legal.length]!;
      table.play(action);
      plain = applyAction(baseContent, plain, action).state;
      assert.equal(stateDigest(state), stateDigest(plain), `${item.id} action ${n}`);
    }
    if (state.status !== 'playing') assert.throws(() => table.play({ type: 'pass', player: 0 }));
  }
  // and applyActionInPlace stays the same too
  const s = cloneState(newGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 2 }));
  const t = cloneState(s);
  const table = quietTable(baseContent, t);
  for (let n = 0; n < 100 && s.status === 'playing'; n++) {
    const a = legalActions(baseContent, s)[0]!;
    applyActionInPlace(baseContent, s, a, { quiet: true });
    table.play(a);
  }
  assert.equal(stateDigest(s), stateDigest(t));
});
