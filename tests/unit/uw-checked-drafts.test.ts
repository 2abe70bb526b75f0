// A draft Underworld item missing a field (rule decision 575, engine/uw/content-read.ts): a field the rulebook gives
// a default takes it and the game plays; an item missing a field with no default is left out, its problems naming
// the field, and a game that needs it refuses in words. Wrong-typed items: checked-content-games.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { uwModule, type UwState } from '../../src/engine/uw/index.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { nextUint32, seedRandom } from '../../src/engine/core/random.ts';

const base = readPack('content/base').pack!;
const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
/** `item` without `fields`, a draft's item. */
function without(item: object, ...fields: string[]): ContentItem {
  const copy: Record<string, unknown> = { ...item };
  for (const f of fields) delete copy[f];
  return copy as ContentItem;
}
const game0 = find('uwGame', 'underworld') as ContentItem & { journey: string[] };
const region0 = find('uwRegion', game0.journey[0]!) as ContentItem & { obstacles: object[] };

test('Underworld: draft items missing fields the rulebook gives a default for play on those defaults', () => {
  const uwGame = { ...without(game0, 'start', 'health', 'enemies', 'jormungandr', 'name'), id: 'draft-underworld' };
  const region = without(region0, 'enemies', 'name');
  const game = uwModule.prepare(over([uwGame, region]));
  assert.deepEqual(game.leftOut!(), []);
  const started = game.newGame({ kind: 'uwGame', id: 'draft-underworld' }, { seed: 2, players: 2 });
  let s: UwState = started.state;
  assert.equal(s.status, 'playing');
  // The rulebook's two-player kit (8 cards, 2 medikits each) and Lara's 3 health.
  for (const p of s.players) {
    assert.equal(p.hand.acrobatics + p.hand.battle + p.hand.trick, 8);
    assert.equal(p.medikits, 2);
  }
  assert.equal(s.health, 3);
  const r = seedRandom('drafts');
  for (let i = 0; i < 300 && s.status === 'playing'; i++) {
    const legal = game.legalActions(s);
    s = game.applyAction(s, legal[nextUint32(r) % legal.length]!).state;
  }
  assert.ok(s.turn > 1);
});

test('Underworld: an item missing a field with no default is left out; a game that needs it refuses in words', () => {
  const card = without(find('uwCard', 'shotgun-bhogavati'), 'type');
  const region = { ...region0, obstacles: [without(region0.obstacles[0]!, 'who'), ...region0.obstacles.slice(1)] };
  const noJourney = { ...without(game0, 'journey'), id: 'draft-underworld' };
  const game = uwModule.prepare(over([card, region, noJourney]));
  assert.deepEqual(
    game.leftOut!().map((l) => `${l.kind}/${l.id}: ${l.problems.join(' | ')}`),
    [
      'uwCard/shotgun-bhogavati: /type: it is missing, and the rules give it no default.',
      `uwRegion/${region0.id}: /obstacles/0/who: it is missing, and the rules give it no default.`,
      'uwGame/draft-underworld: /journey: it is missing, and the rules give it no default.',
    ],
  );
  assert.deepEqual(
    game.levels().map((l) => l.id),
    ['underworld'],
  );
  assert.throws(
    () => game.newGame({ kind: 'uwGame', id: 'draft-underworld' }, { seed: 1, players: 1 }),
    /The uwGame "draft-underworld" cannot be played: it does not match its schema \(\/journey: it is missing/,
  );
  // The base game starts in the region the draft left out: it refuses, naming the region and the field.
  assert.throws(
    () => game.newGame({ kind: 'uwGame', id: 'underworld' }, { seed: 1, players: 1 }),
    new RegExp(`The uwRegion "${region0.id}" cannot be played: .*\\(/obstacles/0/who: it is missing`),
  );
});
