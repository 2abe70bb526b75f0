// The multiplayer modes (engine/coc/players.ts) beyond the scenario files: seeded games end as
// recorded, replay to the same state, keep the shared dice adding up, and never hand the enemy
// side's decisions to Lara's player; one-player games carry no `players` field at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, gameLog, legalActions, newGame, replay, stateDigest } from '../../src/engine/coc/game.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import { divide, diceSplits, seatsToAct } from '../../src/engine/coc/players.ts';
import { playMultiplayerGames, recorded } from './coc-multiplayer-digest-games.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const landfall = { kind: 'chapter', id: 'landfall' } as const;

test('24 seeded multiplayer games end exactly as recorded', () => {
  const want = recorded();
  const got = playMultiplayerGames();
  assert.equal(Object.keys(got).length, 24);
  for (const [game, result] of Object.entries(want)) assert.equal(got[game], result, game);
  assert.deepEqual(Object.keys(got).sort(), Object.keys(want).sort());
});

test('the dice are divided as evenly as possible, the extra ones going round', () => {
  assert.deepEqual(divide(6, 2, 1), [3, 3]);
  assert.deepEqual(divide(6, 4, 1), [2, 2, 1, 1]);
  assert.deepEqual(divide(6, 4, 2), [1, 2, 2, 1]);
  assert.deepEqual(divide(5, 3, 3), [2, 1, 2]);
  assert.deepEqual(diceSplits([1, 2], 2), [
    [0, 2],
    [1, 1],
  ]);
  assert.deepEqual(diceSplits([0, 1], 2), []);
});

test('a one-player game has no players field; a refused mode or count says why', () => {
  assert.equal('players' in newGame(content, landfall, { seed: 1 }), false);
  assert.throws(
    () => newGame(content, landfall, { seed: 1, players: { mode: 'sharedExpedition', count: 7 } }),
    /2 to 6 players, not 7/,
  );
  assert.throws(
    () => newGame(content, landfall, { seed: 1, players: { mode: 'hotSeat' as never, count: 2 } }),
    /"hotSeat" is not a multiplayer mode/,
  );
});

test('random multiplayer games: shared dice add up, the enemy side decides only its own, replays agree', () => {
  for (const mode of ['sharedExpedition', 'laraVsNatla', 'passController'] as const) {
    const options = { seed: `props ${mode}`, players: { mode, count: 3 } };
    let decisions = 0;
    const game = playRandomGame(
      content,
      { kind: 'chapter', id: 'the-sleeping-guard' },
      options,
      `props player ${mode}`,
      800,
      (_before, _action, after) => {
        const p = after.players!;
        if (mode === 'sharedExpedition' && after.phase === 'lara')
          assert.equal(
            p.dice.reduce((a, b) => a + b, 0),
            after.lara.diceLeft,
          );
        const kind = after.pending?.kind;
        if (mode === 'laraVsNatla' && (kind === 'enemyMove' || kind === 'eventPick')) {
          decisions++;
          assert.ok(!seatsToAct(after).includes(0), `${kind} is the enemy side's`);
        }
        if (mode === 'laraVsNatla' && (kind === 'dodge' || kind === 'helpful'))
          assert.deepEqual(seatsToAct(after), [0]);
        // Never stuck: a game still playing always offers an action (an enemy passing another must be able to move on).
        const legal = legalActions(content, after);
        assert.ok(after.status !== 'playing' || legal.length > 0, JSON.stringify(after.pending));
        for (const a of legal.slice(0, 3)) applyAction(content, after, a);
      },
    );
    if (mode === 'laraVsNatla') assert.ok(decisions > 0);
    assert.equal(stateDigest(replay(content, gameLog(game.state, options)).state), stateDigest(game.state));
  }
});
