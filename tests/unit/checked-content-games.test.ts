// Typed content at the load boundary (rule decision 575) for The Angel of Darkness, the Underworld and the RPG: their
// prepare() reads content through engine/core/checked-content.ts, as CoC and the CCG do (checked-content.test.ts). An
// item with a value of the wrong type is left out and listed by leftOut(); a level among them refuses with the
// schema's words; the rest of the content still plays; an item whose only faults are limits is kept and plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { aodModule } from '../../src/engine/aod/index.ts';
import { uwModule } from '../../src/engine/uw/index.ts';
import { rpgModule } from '../../src/engine/rpg/index.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
const leftIds = (left: readonly { kind: string; id: string }[]) => left.map((l) => `${l.kind}/${l.id}`);

test('the base pack leaves nothing out of the AoD, the Underworld or the RPG', () => {
  for (const module of [aodModule, uwModule, rpgModule]) assert.deepEqual(module.prepare([base]).leftOut!(), []);
});

test('AoD: a tile with a wrong type is left out and reported; a setup with one cannot be played, with words', () => {
  const tile = { ...find('aodTile', 'corridor-straight'), id: 'draft-corridor', walls: 'north' };
  const setup = { ...find('aodSetup', 'museum'), id: 'draft-museum', handLimit: 'five' };
  const game = aodModule.prepare(over([tile, setup]));
  assert.deepEqual(leftIds(game.leftOut!()), ['aodTile/draft-corridor', 'aodSetup/draft-museum']);
  assert.match(game.leftOut!()[0]!.problems.join(' '), /^\/walls: /);
  assert.ok(!game.levels().some((l) => l.id === 'draft-museum'));
  assert.throws(
    () => game.newGame({ kind: 'aodSetup', id: 'draft-museum' }, { seed: 1 }),
    /The aodSetup "draft-museum" cannot be played: it does not match its schema \(\/handLimit: /,
  );
  // The base museum still plays beside the draft's faulty items.
  assert.equal(game.newGame({ kind: 'aodSetup', id: 'museum' }, { seed: 1 }).state.status, 'playing');
});

test('Underworld: a card with a wrong type is left out and the game plays; a game with one refuses, with words', () => {
  const card = { ...find('uwCard', 'shotgun-bhogavati'), id: 'draft-shotgun', eliminates: 'all of them' };
  const uwGame = { ...find('uwGame', 'underworld'), id: 'draft-underworld', health: 'full' };
  const game = uwModule.prepare(over([card, uwGame]));
  assert.deepEqual(leftIds(game.leftOut!()), ['uwCard/draft-shotgun', 'uwGame/draft-underworld']);
  assert.deepEqual(
    game.levels().map((l) => l.id),
    ['underworld'],
  );
  assert.throws(
    () => game.newGame({ kind: 'uwGame', id: 'draft-underworld' }, { seed: 1, players: 1 }),
    /The uwGame "draft-underworld" cannot be played: it does not match its schema \(\/health: /,
  );
  const { state } = game.newGame({ kind: 'uwGame', id: 'underworld' }, { seed: 1, players: 2 });
  assert.equal(state.status, 'playing');
  assert.ok(game.legalActions(state).length > 0);
});

test('RPG: a character with a wrong type is left out, and a level that needs it refuses, naming the problem', () => {
  const lara = { ...find('rpgCharacter', 'lara'), attributes: 'strong' };
  const game = rpgModule.prepare(over([lara]));
  assert.deepEqual(leftIds(game.leftOut!()), ['rpgCharacter/lara']);
  assert.throws(
    () => game.newGame({ kind: 'rpgChallenge', id: 'crumbling-ledge' }, { seed: 1, characters: ['lara'] }),
    /The rpgCharacter "lara" cannot be played: it does not match its schema \(\/attributes: /,
  );
  // A challenge taken by another character still plays.
  const other = base.items.find((i) => i.kind === 'rpgCharacter' && i.id !== 'lara')!.id;
  const started = game.newGame({ kind: 'rpgChallenge', id: 'crumbling-ledge' }, { seed: 1, characters: [other] });
  assert.equal(started.state.status, 'playing');
});

test('RPG: an encounter with a wrong type cannot be played; a challenge missing required words plays', () => {
  const encounter = { ...find('rpgEncounter', 'wolf-pass'), id: 'draft-pass', maxRounds: 'ten' };
  const { success: _s, failure: _f, ...rest } = find('rpgChallenge', 'crumbling-ledge');
  const challenge = { ...rest, id: 'draft-ledge' } as ContentItem;
  const game = rpgModule.prepare(over([encounter, challenge]));
  assert.deepEqual(leftIds(game.leftOut!()), ['rpgEncounter/draft-pass']);
  assert.throws(
    () => game.newGame({ kind: 'rpgEncounter', id: 'draft-pass' }, { seed: 1 }),
    /The rpgEncounter "draft-pass" cannot be played: it does not match its schema \(\/maxRounds: /,
  );
  // Missing required fields are limits, not types: the draft challenge is kept and plays (its outcome words empty).
  const { state } = game.newGame({ kind: 'rpgChallenge', id: 'draft-ledge' }, { seed: 1 });
  assert.equal(state.status, 'playing');
  assert.equal(state.challenge!.success, '');
});
