// Cards played after a deed of her raider (ccgCard playAfter, rule decision 156): Bounty after she removes a
// creature, Push after she wins a fight against another raider — no longer offered at any time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  defaultDrawDeck,
  legalActions,
  type CcgAction,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { placedAt } from '../../src/engine/ccg/map.ts';
import { ability } from '../../src/engine/ccg/raider-stats.ts';
import { at, baseContent, checked, start } from './ccg-helpers.ts';

const content = baseContent;
const run = (s: CcgState, actions: CcgAction[]) => checked(s, actions, baseContent, { copies: true });
const sixes = (s: CcgState, player: number) => Array<number>(ability(content, s.raiders[player]!, 'fight')).fill(6);
const offered = (s: CcgState, card: string) =>
  legalActions(baseContent, s).some((a) => a.type === 'playCard' && a.card.startsWith(card));

const solo: NewGameOptions = {
  seed: 4,
  players: [
    {
      raider: 'lara-croft-spelunker',
      deck: [...defaultDrawDeck(content, true).filter((c) => c.card !== 'bounty'), { card: 'bounty', count: 2 }],
    },
  ],
  setup: {
    map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: ['bats'] }],
    raiders: [{ hand: ['bounty', 'bounty'] }],
    obstacleDeck: [],
  },
};

test('Bounty is played only after her raider removed a creature: in that turn or the next, one per creature', () => {
  let s = start('introductory-cave', solo);
  assert.equal(offered(s, 'bounty'), false);
  assert.throws(
    () => applyAction(baseContent, s, { type: 'playCard', card: 'bounty' }),
    /Bounty is played after Player 1 removes a creature obstacle/,
  );
  s = run(s, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  assert.equal(s.pending?.kind, 'test');
  const option = s.pending?.kind === 'test' ? s.pending.options.findIndex((o) => o.ability === 'fight') : -1;
  s = run(s, [{ type: 'test', option, dice: sixes(s, 0) }]);
  if (s.pending?.kind === 'afterRoll') s = run(s, [{ type: 'acceptRoll' }]);
  assert.deepEqual(placedAt(s, at(1, 2))!.obstacles, [], 'the Bats are removed');
  assert.deepEqual(s.raiders[0]!.deeds, [{ deed: 'removedCreature', turn: 1 }]);
  // No moment outside a decision is left in this turn (she fought: no search; then the draw round): she plays it next
  // turn.
  s = run(s, [{ type: 'discard', cards: [] }]);
  if (s.pending?.kind === 'reset') s = run(s, [{ type: 'endTurn' }]);
  assert.equal(s.turn, 2);
  assert.ok(offered(s, 'bounty'));
  const hand = s.raiders[0]!.hand.length;
  s = run(s, [{ type: 'playCard', card: 'bounty' }]);
  assert.equal(s.raiders[0]!.hand.length, hand - 1 + 2, 'two cards drawn');
  assert.equal(s.raiders[0]!.deeds, undefined, 'the deed is answered');
  assert.equal(offered(s, 'bounty'), false, 'one Bounty per creature removed');
});

/** Plays on quietly: stop, no search, nothing discarded, no reset, no card answered. */
function quietly(s: CcgState, until: (s: CcgState) => boolean): CcgState {
  for (let guard = 0; guard < 50 && !until(s); guard++) {
    const kind = s.pending?.kind;
    const a: CcgAction =
      kind === 'search'
        ? { type: 'skipSearch' }
        : kind === 'discard'
          ? { type: 'discard', cards: [] }
          : kind === 'reset'
            ? { type: 'endTurn' }
            : kind === 'cancel' || kind === 'respond' || kind === 'playObstacle'
              ? { type: 'pass' }
              : kind === 'fight'
                ? { type: 'noAttack' }
                : kind === undefined
                  ? s.round === 'ready'
                    ? { type: 'keepOrder' }
                    : { type: 'stop' }
                  : legalActions(baseContent, s)[0]!;
    s = run(s, [a]);
  }
  return s;
}

test('an unanswered deed is forgotten after the next turn', () => {
  const s0 = start('introductory-cave', solo);
  s0.raiders[0]!.deeds = [{ deed: 'removedCreature', turn: 1 }];
  let s = quietly(s0, (x) => x.turn === 2 && !x.pending);
  assert.ok(offered(s, 'bounty'), 'still in the next turn');
  s = quietly(s, (x) => x.turn === 3);
  assert.equal(s.raiders[0]!.deeds, undefined);
  assert.equal(offered(s, 'bounty'), false);
});

test('hot-seat: Push after her raider won a fight; the loser, moved by it, enters the location (rule decisions 152, 546)', () => {
  const deck = [...defaultDrawDeck(content, false).filter((c) => c.card !== 'push'), { card: 'push', count: 1 }];
  const options: NewGameOptions = {
    seed: 2,
    mode: 'hotSeat',
    players: [
      { raider: 'lara-croft-spelunker', deck },
      { raider: 'pierre', deck },
    ],
    setup: {
      raiders: [
        { at: at(1, 1), hand: [] },
        { at: at(1, 1), hand: ['push'] },
      ],
    },
  };
  let s = run(start('into-the-caves', options), [{ type: 'rollOrder' }, { type: 'chooseFirst', first: 1 }]);
  assert.equal(offered(s, 'push'), false, 'no fight won yet');
  s = run(s, [{ type: 'stop', player: 1 }]);
  assert.deepEqual(s.pending, { kind: 'fight', player: 1, targets: [0] });
  s = run(s, [{ type: 'attack', target: 0, dice: sixes(s, 1), defenderDice: sixes(s, 0).map(() => 1) }]);
  assert.deepEqual(
    s.raiders[1]!.deeds,
    [{ deed: 'wonFight', turn: 1, against: 0 }],
    'the deed names the raider beaten',
  );
  s = quietly(s, (x) => !x.pending && x.step?.player === 0);
  assert.ok(offered(s, 'push'), 'in Lara\u2019s move, Pierre may push her');
  s = run(s, [{ type: 'playCard', player: 1, card: 'push' }]);
  // Carried out (rule decision 546): Pierre chooses where the raider he beat goes.
  assert.equal(s.pending?.kind === 'choose' && s.pending.effect === 'moveRaider' && s.pending.target, 0);
  s = run(s, [{ type: 'choose', value: '1,2' }]);
  assert.deepEqual(s.raiders[0]!.at, at(1, 2));
  assert.ok(
    s.step?.forced || s.round !== 'action' || s.step?.player !== 0,
    'she goes through the action round there, which ends hers',
  );
  assert.equal(s.raiders[1]!.deeds, undefined);
});
