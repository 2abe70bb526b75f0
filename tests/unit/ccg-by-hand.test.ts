// Effects applied by hand in the CCG engine: `adjust` actions while a manual decision is open (rule decisions 138–142).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  defaultDrawDeck,
  gameLog,
  legalActions,
  replay,
  stateDigest,
  type CcgAction,
  type CcgState,
} from '../../src/engine/ccg/index.ts';
import { cardIdOf } from '../../src/engine/ccg/content.ts';
import { exitsOf, placedAt } from '../../src/engine/ccg/map.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';
import { BY_HAND_SOLO, at, baseContent, checkedTexts, start } from './ccg-helpers.ts';

const content = baseContent;
const options = BY_HAND_SOLO;
/** Written Effect (an any-time card written as text) opens a manual decision. */
function byHand(): CcgState {
  const s = start('introductory-cave', options);
  const after = applyAction(baseContent, s, { type: 'playCard', card: 'by-hand-test' }).state;
  assert.equal(after.pending?.kind, 'manual');
  return after;
}

const run = (s: CcgState, actions: CcgAction[]) => checkedTexts(s, actions);
const adjust = (a: Record<string, unknown>) => ({ type: 'adjust', ...a }) as CcgAction;

test('adjustments only while an effect is applied by hand; only done is listed; each is logged "By hand: …"', () => {
  const s0 = start('introductory-cave', options);
  assert.throws(() => applyAction(baseContent, s0, adjust({ what: 'hits', raider: 0, value: 1 })), /none is pending/);
  const s = byHand();
  assert.deepEqual(legalActions(baseContent, s), [{ type: 'done', player: 0 }]);
  const { state, texts } = run(s, [adjust({ what: 'hits', raider: 0, value: 1 })]);
  assert.equal(state.raiders[0]!.hits, 1);
  assert.equal(state.pending?.kind, 'manual', 'the decision stays open until done');
  assert.match(texts.join('\n'), /^By hand: Player 1's hits 0 → 1 \(life \d\)\.$/m);
});

test('a raider\u2019s hits, injuries, life tokens and stuck: checked, and at her life she dies', () => {
  const s = byHand();
  const full = life(content, s.raiders[0]!);
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'hits', raider: 0, value: full + 1 })),
    /hits may be set from 0 to/,
  );
  assert.throws(() => applyAction(baseContent, s, adjust({ what: 'hits', raider: 5, value: 1 })), /no player 5/);
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'injuries', raider: 0, ability: 'luck', value: 1 })),
    /not an ability/,
  );
  const dead = run(s, [adjust({ what: 'hits', raider: 0, value: full })]).state;
  assert.equal(dead.raiders[0]!.dead, true);
  assert.throws(
    () => applyAction(baseContent, dead, adjust({ what: 'stuck', raider: 0, value: true })),
    /not on the map/,
  );
  const { state } = run(s, [
    adjust({ what: 'injuries', raider: 0, ability: 'move', value: 1 }),
    adjust({ what: 'lifeTokens', raider: 0, value: 2 }),
    adjust({ what: 'stuck', raider: 0, value: true }),
  ]);
  assert.equal(state.raiders[0]!.injuries.move, 1);
  assert.equal(state.raiders[0]!.lifeTokens, 2);
  assert.equal(state.raiders[0]!.stuckTurn, state.turn);
});

test('cards move between her hand, deck, discard and rows (rows take only cards played into rows); no card in two places', () => {
  let s = byHand();
  const r = () => s.raiders[0]!;
  const top = r().deck[0]!;
  const item = r().deck.find((c) => {
    const k = content.cards.get(cardIdOf(c))!;
    return k.type === 'discovery' && k.discoveryType === 'item';
  })!;
  const action = r().deck.find((c) => content.cards.get(cardIdOf(c))!.type === 'action')!;
  s = run(s, [
    adjust({ what: 'moveCard', raider: 0, card: top, to: 'hand' }),
    adjust({ what: 'moveCard', raider: 0, card: item, to: 'unsaved' }),
  ]).state;
  assert.ok(r().hand.includes(top) && !r().deck.includes(top));
  assert.deepEqual(r().unsaved, [item]);
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'moveCard', raider: 0, card: action, to: 'saved' })),
    /not a card played into a row/,
  );
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'moveCard', raider: 0, card: 'no-such#9', to: 'hand' })),
    /has no card/,
  );
  s = run(s, [
    adjust({ what: 'moveCard', raider: 0, card: item, to: 'deckBottom' }),
    adjust({ what: 'moveCard', raider: 0, card: top, to: 'deckTop' }),
  ]).state;
  assert.equal(r().deck[0], top);
  assert.equal(r().deck.at(-1), item);
});

test('obstacles: hits up to life (at life it is removed, to its pile), printed ones removed; empty; exits; a raider moved to an explored location', () => {
  let s = byHand();
  const spot = at(1, 2);
  const wolves = placedAt(s, spot)!.obstacles[0]!.card;
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'obstacleHits', spot, obstacle: 'bear', value: 1 })),
    /No obstacle "bear"/,
  );
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'obstacleHits', spot: at(3, 3), obstacle: wolves, value: 1 })),
    /No explored location/,
  );
  s = run(s, [adjust({ what: 'obstacleHits', spot, obstacle: wolves, value: 1 })]).state;
  assert.equal(placedAt(s, spot)!.obstacles[0]!.hits, 1);
  const wolvesLife = content.cards.get('wolves')!.obstacle!.life!;
  s = run(s, [adjust({ what: 'obstacleHits', spot, obstacle: wolves, value: wolvesLife })]).state;
  assert.deepEqual(placedAt(s, spot)!.obstacles, []);
  assert.ok(s.obstacleDiscard.includes(wolves), 'a solitaire obstacle goes to the obstacle discard');
  assert.equal(s.raiders[0]!.creaturesRemoved, 0, 'by hand, no deed is counted');
  s = run(s, [
    adjust({ what: 'empty', spot, value: true }),
    adjust({ what: 'exit', spot, side: 'top', value: 'blocked' }),
  ]).state;
  assert.equal(placedAt(s, spot)!.empty, true);
  const ctx = { content, state: s } as Parameters<typeof exitsOf>[0];
  assert.ok(!exitsOf(ctx, placedAt(s, spot)!).includes('top'));
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'exit', spot, side: 'top', value: 'blocked' })),
    /no exit on that side/,
  );
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'exit', spot, side: 'right', value: 'added' })),
    /already has an exit/,
  );
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'exit', spot, side: 'left', value: 'added' })),
    /already has an exit|off the map/,
  );
  s = run(s, [adjust({ what: 'exit', spot, side: 'top', value: 'added' })]).state;
  assert.ok(exitsOf({ ...ctx, state: s }, placedAt(s, spot)!).includes('top'), 'a blocked printed arrow opens again');
  assert.deepEqual([placedAt(s, spot)!.addedExits, placedAt(s, spot)!.blockedExits], [[], []]);
  assert.throws(
    () => applyAction(baseContent, s, adjust({ what: 'at', raider: 0, value: at(2, 4) })),
    /No explored location/,
  );
  s = run(s, [adjust({ what: 'at', raider: 0, value: spot })]).state;
  assert.deepEqual(s.raiders[0]!.at, spot);
  const printed = run(byHand(), [adjust({ what: 'removeObstacle', spot, obstacle: wolves })]).state;
  assert.deepEqual(placedAt(printed, spot)!.obstacles, []);
});

test('adjustments are kept in the log and replay to the same game', () => {
  const s = byHand();
  const { state } = run(s, [
    adjust({ what: 'hits', raider: 0, value: 1 }),
    adjust({ what: 'empty', spot: at(1, 2), value: true }),
    { type: 'done', note: 'looked at the deck' },
  ]);
  const again = replay(baseContent, gameLog(state, options)).state;
  assert.equal(stateDigest(again), stateDigest(state));
  assert.equal(again.raiders[0]!.hits, 1);
});

test('a card moved by hand is the named raider\u2019s, even when the player who moves it holds a copy (found by the hot-seat property test)', () => {
  const hotDeck = [
    ...defaultDrawDeck(content, false).filter((c) => c.card !== 'push' && c.card !== 'snoop-ahead'),
    { card: 'push', count: 1 },
    { card: 'by-hand-test', count: 1 },
  ];
  let s = start('into-the-caves', {
    mode: 'hotSeat',
    players: [
      { raider: 'lara-croft-spelunker', deck: hotDeck },
      { raider: 'pierre', deck: hotDeck },
    ],
    setup: { raiders: [{ hand: ['push'] }, { hand: ['push', 'by-hand-test'] }] },
  });
  assert.ok(
    s.raiders[0]!.hand.includes('push') && s.raiders[1]!.hand.includes('push#2'),
    'her copy is "push", his "push#2"',
  );
  s = run(s, [{ type: 'playCard', player: 1, card: 'by-hand-test' }]).state;
  assert.equal(s.pending?.kind, 'manual');
  s = run(s, [adjust({ player: 1, what: 'moveCard', raider: 0, card: 'push', to: 'deckBottom' })]).state;
  assert.equal(s.raiders[0]!.deck.at(-1), 'push');
  assert.ok(s.raiders[1]!.hand.includes('push#2'), 'his copy stays in his hand');
  s = run(s, [adjust({ player: 1, what: 'moveCard', raider: 0, card: 'push', to: 'hand' })]).state;
  assert.ok(s.raiders[0]!.hand.includes('push'), 'a card id names her first copy, wherever it is');
});
