// The AoD module on the shared contract: every legal action applies; applyAction never changes its
// input; a replay gives the same digest; seeded bot games end as recorded; invariants hold in
// every state of random games (cards conserved, counters and tiles each in one place).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { digest } from '../../src/engine/core/digest.ts';
import { GAMES } from '../../src/engine/games.ts';
import type { AodState } from '../../src/engine/aod/index.ts';
import { MUSEUM, botGame, checkInvariants, game } from './aod-helpers.ts';

const FIXTURE = 'tests/unit/fixtures/aod-game-digests.json';

test('the module is listed with its kinds and levels', () => {
  assert.ok(GAMES.some((g) => g.id === 'aod'));
  assert.deepEqual(game.levels(), [MUSEUM]);
});

test('legal actions all apply, apply never changes its input, and replay gives the same digest', () => {
  for (const [seed, players] of [
    [1, 2],
    [2, 3],
    [3, 4],
  ] as const) {
    let checked = 0;
    const { state, options } = botGame(seed, players, 'random', 6, (s) => {
      const before = digest(s);
      if (checked++ % 7 === 0)
        for (const a of game.legalActions(s)) assert.doesNotThrow(() => game.applyAction(s, a), JSON.stringify(a));
      assert.equal(digest(s), before, 'applyAction changed its input');
    });
    const replayed = game.replay({ level: MUSEUM, options, actions: state.log });
    assert.equal(game.digest(replayed.state), game.digest(state));
  }
});

test('an illegal action is refused with words and the state is unchanged', () => {
  const { state } = game.newGame(MUSEUM, { seed: 1 });
  const before = game.digest(state);
  assert.throws(() => game.applyAction(state, { type: 'move', direction: 'N' }), /no energy to spend/);
  assert.throws(() => game.applyAction(state, { type: 'takeHits', cards: ['life-1'] }), /Nobody is being shot at/);
  assert.throws(() => game.applyAction(state, { type: 'jump' } as never), /Unknown action "jump"/);
  assert.equal(game.digest(state), before);
});

test('invariants hold in every state of random and careful games with 2, 3 and 4 players', () => {
  for (const bot of ['random', 'careful'])
    for (const players of [2, 3, 4]) {
      const { state } = botGame(10 + players, players, bot, 10, (s) => checkInvariants(s));
      checkInvariants(state);
      assert.equal(state.status, 'over');
      assert.ok(state.winners.length >= 1);
    }
});

function recordedGames(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const bot of ['random', 'careful'])
    for (const players of [2, 3, 4])
      for (const seed of [1, 2]) {
        const r = botGame(seed, players, bot, 12);
        out[`${bot}/${players}p/seed${seed}`] =
          `${game.digest(r.state)} ${r.eventsDigest} ${r.actions} ${r.state.winners.join('+')}`;
      }
  return out;
}

test('seeded bot games end exactly as recorded', () => {
  const got = recordedGames();
  if (process.env.AOD_RECORD || !existsSync(FIXTURE)) writeFileSync(FIXTURE, JSON.stringify(got, null, 2) + '\n');
  const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
  assert.deepEqual(got, want);
});

test('the careful bot beats the random bot more often than not', () => {
  let careful = 0;
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const { state: s0 } = game.newGame(MUSEUM, { seed, players: 2, roundLimit: 12 });
    let state: AodState = s0;
    const random: [number, number, number, number] = [seed, 2, 3, 4];
    const seat = seed % 2; // the careful bot plays Lara in odd games, Pieter in even ones
    while (!game.outcome(state).over) {
      random[0]++;
      const who = state.pending ? state.pending.player : state.turn.player;
      const a = game.players[who === seat ? 'careful' : 'random']!.choose(state, random)!;
      state = game.applyAction(state, a).state;
    }
    if (state.winners.length === 1 && state.winners[0] === state.figures[seat]!.character) careful++;
  }
  assert.ok(careful >= 4, `careful won ${careful} of 6`);
});
