// Card effects read from data, second pass (rule decisions 184–189): Secret Move 6 draws on saving.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ccgContent } from '../../src/engine/ccg/index.ts';
import { handLimit } from '../../src/engine/ccg/draw-round.ts';
import { at, base, play, start } from './ccg-helpers.ts';

const content = ccgContent(base);

/** Her hand after a turn that ends in a draw round at Safe Cave (a save point), with these cards saved. */
function handAfterSaving(saved: string[], onSavePoint = true, hand?: string[]) {
  const setup = { map: [{ spot: at(1, 2), card: onSavePoint ? 'safe-cave' : 'pond' }], raiders: [{ at: at(1, 2), saved, unsaved: ['rope'], ...(hand ? { hand } : {}) }], obstacleDeck: [] };
  const s = play(start('introductory-cave', { setup }), [{ type: 'stop' }, { type: 'skipSearch' }, { type: 'discard', cards: [] }, { type: 'endTurn' }]);
  const r = s.raiders[0]!;
  return { hand: r.hand.length, limit: handLimit(content, r), saved: r.saved };
}

test('Secret Move 6 in play draws one card each time she saves, past the hand limit (rule decision 184)', () => {
  const plain = handAfterSaving(['secret-move-1']);
  const rested = handAfterSaving(['secret-move-6']);
  assert.deepEqual(rested.saved, ['secret-move-6', 'rope'], 'the save happened');
  assert.equal(rested.hand, plain.hand + 1, 'one more card on saving');
  const full = ['take-aim', 'hidden-exit', 'fresh-start', 'flare', 'uzi', 'shotgun', 'large-medi-pack', 'weapon-jam'];
  const fullPlain = handAfterSaving(['secret-move-1'], true, full);
  const fullRested = handAfterSaving(['secret-move-6'], true, full);
  assert.equal(fullPlain.hand, fullPlain.limit, 'a full hand draws nothing in the draw round');
  assert.equal(fullRested.hand, fullRested.limit + 1, 'but the save draws one past the limit');
});

test('Secret Move 6 draws nothing when she does not save', () => {
  const away = handAfterSaving(['secret-move-6'], false);
  assert.equal(away.hand, handAfterSaving(['secret-move-1'], false).hand);
  assert.deepEqual(away.saved, ['secret-move-6']);
});
