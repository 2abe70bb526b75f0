// The CCG engine's contract (DESIGN.md "Engines") and its invariants over random games on every
// base level: plain-JSON state, legal actions that apply, applyAction never changes its input, no
// card in two places, hits never above life, and a log that replays to the identical state.
// CCG_RANDOM_GAMES=n plays n games per level (default 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyAction,
  cloneState,
  defaultDrawDeck,
  gameLog,
  legalActions,
  newGame,
  replay,
  stateDigest,
  type LevelRef,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { baseContent, base } from './ccg-helpers.ts';
import { allCards, checkInvariants } from './ccg-invariants.ts';

const GAMES = Number(process.env.CCG_RANDOM_GAMES ?? 1);
const levels = base.items.filter((i) => i.kind === 'ccgLevel');
const RAIDERS = ['lara-croft-spelunker', 'pierre', 'lara-croft-treasure-hunter', 'larsen'];

function optionsFor(level: (typeof levels)[number], seed: number): NewGameOptions {
  const min = (level.players as { min: number }).min;
  const n = level.solitaire ? 1 : Math.max(2, min);
  return { seed, players: Array.from({ length: n }, (_, i) => ({ raider: RAIDERS[(i + seed) % RAIDERS.length]! })) };
}

test('every base level starts a game whose state is plain JSON and waits for a legal action', () => {
  assert.ok(levels.length >= 10);
  for (const level of levels) {
    const state = newGame(baseContent, { kind: 'ccgLevel', id: level.id }, optionsFor(level, 1));
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state, level.id);
    assert.deepEqual(cloneState(state), state);
    assert.equal(state.status, 'playing');
    assert.ok(legalActions(baseContent, state).length > 0, level.id);
    assert.equal(new Set(allCards(state)).size, allCards(state).length, level.id);
  }
});

test('the same seed and actions give the same game; another seed another one', () => {
  const ref: LevelRef = { kind: 'ccgLevel', id: 'introductory-tomb' };
  const a = playRandomGame(baseContent, ref, { seed: 7 }, 'p', 300).state;
  const b = playRandomGame(baseContent, ref, { seed: 7 }, 'p', 300).state;
  const c = playRandomGame(baseContent, ref, { seed: 8 }, 'p', 300).state;
  assert.equal(stateDigest(a), stateDigest(b));
  assert.notEqual(stateDigest(a), stateDigest(c));
});

test('a refused action leaves the state as it was and says why', () => {
  const state = newGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 });
  const before = stateDigest(state);
  assert.throws(() => applyAction(baseContent, state, { type: 'move', side: 'left' }), /cannot move left/);
  assert.throws(
    () => applyAction(baseContent, state, { type: 'acceptRoll' }),
    /answers a decision, and none is pending/,
  );
  assert.equal(stateDigest(state), before);
});

for (const level of levels) {
  test(`random games on ${level.id}: invariants hold after every action, input never changed, replay identical`, () => {
    for (let g = 1; g <= GAMES; g++) {
      const options = optionsFor(level, g);
      const ref: LevelRef = { kind: 'ccgLevel', id: level.id };
      const game = playRandomGame(baseContent, ref, options, `${level.id}:${g}`, 400, (before, action, after) => {
        const snapshot = JSON.stringify(before);
        checkInvariants(baseContent, before, after);
        assert.deepEqual(cloneState(after), after, 'cloneState copies every field');
        // applyAction never changes the state it is given (replaying the action on the same input gives the same
        // state).
        const again = applyAction(baseContent, before, action).state;
        assert.equal(JSON.stringify(before), snapshot, `${action.type} changed its input`);
        assert.equal(stateDigest(again), stateDigest(after));
        for (const a of legalActions(baseContent, after)) assert.ok(a.type, 'legal actions are actions');
      });
      assert.ok(game.actions > 20, `${level.id}: the game went on (${game.actions} actions)`);
      const replayed = replay(baseContent, gameLog(game.state, options)).state;
      assert.equal(stateDigest(replayed), stateDigest(game.state), `${level.id} game ${g}: replay digest`);
    }
  });
}

test('random hot-seat games with response cards in the decks: the window opens, is answered both ways, and the invariants hold', () => {
  const deck = [
    ...defaultDrawDeck(baseContent, false),
    { card: 'poor-aim', count: 2 },
    { card: 'snake-eyes', count: 2 },
  ];
  const ref: LevelRef = { kind: 'ccgLevel', id: 'into-the-caves' };
  const answers = new Set<string>();
  for (let g = 1; g <= 6 && answers.size < 2; g++) {
    const options: NewGameOptions = {
      seed: g,
      mode: 'hotSeat',
      players: [
        { raider: 'lara-croft-duelist', deck },
        { raider: 'pierre', deck },
      ],
    };
    const game = playRandomGame(baseContent, ref, options, `responses:${g}`, 600, (before, action, after) => {
      checkInvariants(baseContent, before, after);
      if (before.pending?.kind === 'respond') answers.add(action.type);
    });
    assert.equal(stateDigest(replay(baseContent, gameLog(game.state, options)).state), stateDigest(game.state));
  }
  assert.deepEqual([...answers].sort(), ['pass', 'playCard'], 'both answers were taken by the random player');
});

test('random hot-seat games with cards that answer a card just played: every window is answered both ways, and the invariants hold', () => {
  const added = ['poor-aim', 'snake-eyes', 'im-sorry', 'i-can-do-that', 'weapon-jam', 'bounty', 'good-shot'];
  const deck = [
    ...defaultDrawDeck(baseContent, false).filter((c) => !added.includes(c.card)),
    ...added.map((card) => ({ card, count: 2 })),
  ];
  const ref: LevelRef = { kind: 'ccgLevel', id: 'into-the-caves' };
  const seen = new Set<string>();
  for (let g = 1; g <= 12 && seen.size < 3; g++) {
    const options: NewGameOptions = {
      seed: g,
      mode: 'hotSeat',
      players: [
        { raider: 'lara-croft-duelist', deck },
        { raider: 'pierre', deck },
      ],
    };
    const game = playRandomGame(baseContent, ref, options, `cancel:${g}`, 800, (before, action, after) => {
      checkInvariants(baseContent, before, after);
      if (before.pending?.kind === 'cancel')
        seen.add(`cancel:${action.type === 'playCard' ? action.card.split('#')[0] : action.type}`);
    });
    assert.equal(stateDigest(replay(baseContent, gameLog(game.state, options)).state), stateDigest(game.state));
  }
  for (const kind of ['cancel:pass', 'cancel:im-sorry', 'cancel:i-can-do-that'])
    assert.ok(seen.has(kind), `${kind} was played by the random player (seen: ${[...seen].join(', ')})`);
});
