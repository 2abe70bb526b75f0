// Cards offered only at the moment their words name (ccgCard playWhen, rule decision 192).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, defaultDrawDeck, legalActions, type CcgAction, type CcgState, type NewGameOptions } from '../../src/engine/ccg/index.ts';
import { ccgContent } from '../../src/engine/ccg/content.ts';
import { at, base, start } from './ccg-helpers.ts';
import { checkInvariants } from './ccg-invariants.ts';

const content = ccgContent(base);
function run(s: CcgState, actions: CcgAction[]): CcgState {
  for (const a of actions) {
    const next = applyAction(base, s, a).state;
    checkInvariants(base, s, next);
    s = next;
  }
  return s;
}
const deck = [...defaultDrawDeck(content, true).filter((c) => c.card !== 'coordinated-fire'), { card: 'coordinated-fire', count: 2 }];
const beforeTest = (s: CcgState, card: string) => legalActions(base, s).some((a) => a.type === 'test' && (a.cards ?? []).some((c) => c.startsWith(card)));

/** Lara moves onto the Open Cavern with `obstacle` there and faces it; `other`: a second raider already waiting there. */
function facing(obstacle: string, other: boolean): CcgState {
  const options: NewGameOptions = {
    seed: 4,
    ...(other ? { mode: 'hotSeat' as const } : {}),
    players: [{ raider: 'lara-croft-spelunker', deck }, ...(other ? [{ raider: 'pierre', deck }] : [])],
    setup: {
      map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: [obstacle] }],
      raiders: [{ hand: ['coordinated-fire'] }, ...(other ? [{ at: at(1, 2), hand: [] }] : [])],
      ...(other ? {} : { obstacleDeck: [] }),
    },
  };
  let s = start('introductory-cave', options);
  if (s.round === 'ready') s = run(s, [{ type: 'rollOrder' } as CcgAction]);
  if (s.pending?.kind === 'firstPlayer') s = run(s, [{ type: 'chooseFirst', first: 0 } as CcgAction]);
  while (s.pending === null && s.step?.player !== 0 && legalActions(base, s).some((a) => a.type === 'stop')) s = run(s, [{ type: 'stop' }]);
  assert.equal(s.step?.player, 0, `Lara moves (${JSON.stringify(s.pending)} ${s.round})`);
  s = run(s, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  while (s.pending?.kind === 'fight') s = run(s, [{ type: 'noAttack' }]);
  assert.equal(s.pending?.kind, 'test');
  return s;
}

test('Coordinated Fire is offered before a test against a creature only when another raider faces it too (rule decision 192)', () => {
  assert.equal(beforeTest(facing('bats', false), 'coordinated-fire'), false, 'alone against the Bats');
  const together = facing('bats', true);
  assert.equal(beforeTest(together, 'coordinated-fire'), true, 'Pierre is at the Bats as well');
  const option = together.pending?.kind === 'test' ? together.pending.options.findIndex((o) => o.ability === 'fight') : -1;
  assert.ok(option >= 0);
  // Played with the test: it takes effect (its effects are unchanged: one extra fight die, the rest by hand).
  const after = applyAction(base, together, { type: 'test', option, cards: ['coordinated-fire'] } as CcgAction).state;
  assert.ok(after.lastRoll && after.lastRoll.dice.length >= 1);
  const alone = facing('bats', false);
  const aloneOption = alone.pending?.kind === 'test' ? alone.pending.options.findIndex((o) => o.ability === 'fight') : 0;
  assert.throws(() => applyAction(base, alone, { type: 'test', option: aloneOption, cards: ['coordinated-fire'] } as CcgAction), /cannot be played before this test/);
});

test('Coordinated Fire is not offered against a trap, even with another raider there (rule decision 192)', () => {
  assert.equal(beforeTest(facing('pit-trap', true), 'coordinated-fire'), false);
});
