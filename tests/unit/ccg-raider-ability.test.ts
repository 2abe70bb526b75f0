// A raider card's ability left to the player (a manual effect with `uses`): useAbility outside decisions,
// applied by hand, its limits counted (rule decision 158).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  gameLog,
  legalActions,
  replay,
  stateDigest,
  type CcgAction,
  type CcgState,
} from '../../src/engine/ccg/index.ts';
import type { ContentItem } from '../../src/model/content.ts';
import { checked, start, contentWith } from './ccg-helpers.ts';

const raider = (id: string, uses?: string): ContentItem =>
  ({
    kind: 'ccgCard',
    id,
    name: `Test raider ${id}`,
    type: 'raider',
    power: 1,
    fight: 3,
    move: 2,
    search: 3,
    think: 2,
    text: 'Her ability, by hand.',
    effects: [{ type: 'manual', text: 'Look at the top card of the level deck.', ...(uses ? { uses } : {}) }],
  }) as unknown as ContentItem;
const pack = contentWith([raider('per-level', 'oncePerLevel'), raider('per-turn', 'oncePerTurn'), raider('any-time')]);
const game = (id: string) => start('introductory-cave', { players: [{ raider: id }] }, pack);
const run = (s: CcgState, actions: CcgAction[]) => checked(s, actions, pack, { copies: true });
const offered = (s: CcgState) => legalActions(pack, s).some((a) => a.type === 'useAbility');
/** Ends the turn quietly: stop, no search, nothing discarded. */
const nextTurn = (s: CcgState) => run(s, [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }]);

test('a raider ability used by hand: offered outside decisions, shown as a manual decision, logged and replayed', () => {
  let s = game('any-time');
  assert.ok(offered(s));
  s = run(s, [{ type: 'useAbility' }]);
  assert.deepEqual(s.pending, {
    kind: 'manual',
    player: 0,
    card: 'any-time',
    text: 'Look at the top card of the level deck.',
  });
  assert.equal(offered(s), false, 'not while a decision is pending');
  s = run(s, [{ type: 'done', note: 'looked' }]);
  assert.ok(offered(s), 'no limit: again');
  assert.equal(
    stateDigest(replay(pack, gameLog(s, { seed: 1, players: [{ raider: 'any-time' }] })).state),
    stateDigest(s),
  );
});

test('once per level and once per turn are counted', () => {
  let s = run(game('per-level'), [{ type: 'useAbility' }, { type: 'done' }]);
  assert.equal(offered(s), false);
  assert.throws(() => applyAction(pack, s, { type: 'useAbility' }), /has used it in this level/);
  let t = run(game('per-turn'), [{ type: 'useAbility' }, { type: 'done' }]);
  assert.throws(() => applyAction(pack, t, { type: 'useAbility' }), /has used it this turn/);
  t = nextTurn(t);
  if (t.pending?.kind === 'reset') t = run(t, [{ type: 'endTurn' }]);
  assert.equal(t.turn, 2);
  assert.ok(offered(t), 'a new turn');
  s = nextTurn(s);
  if (s.pending?.kind === 'reset') s = run(s, [{ type: 'endTurn' }]);
  assert.equal(offered(s), false, 'still used in this level');
});

test('a raider with no ability left to the player has none to use', () => {
  const s = start('introductory-cave', { players: [{ raider: 'pierre' }] }, pack);
  assert.equal(offered(s), false);
  assert.throws(() => applyAction(pack, s, { type: 'useAbility' }), /has no ability left to the player/);
});
