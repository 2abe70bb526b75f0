// Recorded seeded games (rpg-digest-games.ts) end exactly as recorded, and a property run: random
// encounters (maps, combatants, goals drawn at random) played by both bots keep every invariant,
// never offer an action that is refused, and replay to the same digest. RPG_RANDOM_GAMES=n plays more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateItem } from '../../src/model/validate.ts';
import { replay, stateDigest } from '../../src/engine/rpg/game.ts';
import { rpgContent } from '../../src/engine/rpg/content.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { checkInvariants, play, randomEncounter } from './rpg-helpers.ts';
import { playDigestGames, recorded } from './rpg-digest-games.ts';

const base = readPack('content/base').pack!;
const GAMES = Number(process.env.RPG_RANDOM_GAMES ?? 40);

test('the recorded seeded games end exactly as recorded', () => {
  const want = recorded();
  const got = playDigestGames();
  assert.ok(Object.keys(got).length >= 36);
  assert.deepEqual(got, want);
});

test(`${GAMES} random encounters keep every invariant and replay to the same digest`, () => {
  const random = seedRandom('random encounters');
  const characters = base.items.filter((i) => i.kind === 'rpgCharacter');
  let actions = 0;
  for (let n = 0; n < GAMES; n++) {
    const item = randomEncounter(random, characters, n);
    assert.deepEqual(validateItem(item), [], JSON.stringify(item));
    const content = rpgContent([{ ...base, id: 'random', items: [item] }, base]);
    const level = { kind: 'rpgEncounter', id: item.id };
    const bot = n % 2 ? 'random' : 'sensible';
    const game = play(content, level, `prop ${n}`, bot, 3000, (_before, _action, after) => checkInvariants(after));
    checkInvariants(game.start);
    assert.notEqual(game.state.status, 'playing', `${item.id} did not end: ${JSON.stringify(item)}`);
    assert.equal(
      stateDigest(replay(content, { level, options: { seed: `prop ${n}` }, actions: game.actions }).state),
      stateDigest(game.state),
    );
    actions += game.actions.length;
  }
  assert.ok(actions > GAMES * 5, `${actions} actions were played`);
});
