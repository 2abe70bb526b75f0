// Typed content at the load boundary (rule decision 575, engine/core/checked-content.ts): an item whose values do not
// have their schema's types is left out of what the engine reads and reported by prepare(); a level left out cannot be
// played, and says why; an item whose only faults are limits (a count, a range) is kept and plays ("Play anyway").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { cocModule } from '../../src/engine/coc/index.ts';
import { ccgModule } from '../../src/engine/ccg/index.ts';
import { itemValidators } from '../../src/model/validators.generated.js';
import type { ItemTypes } from '../../src/model/item-types.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];

test('the base pack leaves nothing out', () => {
  assert.deepEqual(cocModule.prepare([base]).leftOut!(), []);
  assert.deepEqual(ccgModule.prepare([base]).leftOut!(), []);
});

test('CoC: an enemy with a wrong type is left out and reported; the engine never reads it', () => {
  const wolf = find('enemy', 'wildlife');
  const game = cocModule.prepare(over([{ ...wolf, health: 'three' }]));
  const left = game.leftOut!();
  assert.equal(left.length, 1);
  assert.deepEqual([left[0]!.kind, left[0]!.id], ['enemy', 'wildlife']);
  assert.match(left[0]!.problems.join(' '), /^\/health: .*whole number/);
  // The draft's enemy hides the base pack's own (a pack's own item wins) and never reaches the engine: a level
  // that spawns one finds no such enemy, which the engine says (a reference, checked beyond the schema).
  assert.throws(() => game.newGame({ kind: 'chapter', id: 'landfall' }, { seed: 1 }), /No enemy .*"wildlife"/);
});

test('CoC: a level with a wrong type cannot be played, and the reason names the schema problem', () => {
  const chapter = { ...find('chapter', 'landfall'), id: 'draft-landfall', objectives: 'reach the exit' };
  const game = cocModule.prepare(over([chapter]));
  assert.ok(!game.levels().some((l) => l.id === 'draft-landfall'));
  assert.throws(
    () => game.newGame({ kind: 'chapter', id: 'draft-landfall' }, { seed: 1 }),
    /The chapter "draft-landfall" cannot be played: it does not match its schema \(\/objectives: .*\)/,
  );
});

test('CoC: a level whose only faults are limits (no objective, a tile numbered 40) is kept and plays', () => {
  const chapter = { ...find('chapter', 'landfall'), id: 'draft-landfall', objectives: [], number: 0 };
  const game = cocModule.prepare(over([chapter]));
  assert.deepEqual(game.leftOut!(), []);
  assert.equal(game.newGame({ kind: 'chapter', id: 'draft-landfall' }, { seed: 1 }).state.status, 'playing');
});

test('CCG: a card with a wrong type is left out and reported; a level naming it cannot find it', () => {
  const card = base.items.find((i) => i.kind === 'ccgCard' && i.type === 'obstacle')!;
  const game = ccgModule.prepare(over([{ ...card, test: 'seven think' }]));
  const left = game.leftOut!();
  assert.deepEqual(
    left.map((l) => [l.kind, l.id]),
    [['ccgCard', card.id]],
  );
  assert.match(left[0]!.problems.join(' '), /^\/test: /);
});

test('CCG: a level with a wrong type cannot be played, and the reason names the schema problem', () => {
  const level = { ...find('ccgLevel', 'introductory-cave'), id: 'draft-cave', levelPower: 'high' };
  const game = ccgModule.prepare(over([level]));
  assert.equal(game.leftOut!()[0]?.id, 'draft-cave');
  assert.throws(
    () => game.newGame({ kind: 'ccgLevel', id: 'draft-cave' }, { seed: 1 }),
    /The ccgLevel "draft-cave" cannot be played: it does not match its schema \(\/levelPower: /,
  );
});

test('every kind with a generated validator has its type in model/item-types.ts', () => {
  // The compiler checks the names below against ItemTypes; the list must be the validators' own.
  const typed: Record<keyof ItemTypes, true> = {
    enemy: true,
    boss: true,
    weapon: true,
    outfit: true,
    ability: true,
    research: true,
    event: true,
    relic: true,
    condition: true,
    achievement: true,
    envelope: true,
    actionCard: true,
    dice: true,
    resource: true,
    recipe: true,
    tile: true,
    chapter: true,
    location: true,
    crypt: true,
    islandBoard: true,
    ccgCard: true,
    ccgLevel: true,
    aodTile: true,
    aodSetup: true,
    aodActionCard: true,
    aodDiscovery: true,
    aodObject: true,
    rpgCharacter: true,
    rpgChallenge: true,
    rpgEncounter: true,
    uwRegion: true,
    uwCard: true,
    uwGame: true,
  };
  assert.deepEqual(Object.keys(typed).sort(), Object.keys(itemValidators).sort());
});
