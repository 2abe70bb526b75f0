// The Crypt of Chronos cards, effects and rules are read as their schema types (rule decision 575): the engine's hand
// guards of their values are gone, so an item with a value of the wrong type must never reach it. Each test lays a
// wrong-typed card of a kind whose guards went over the base pack: prepare() leaves it out and reports it, and the game
// plays without it (or refuses with words) instead of reading a word as a number.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { cocModule } from '../../src/engine/coc/index.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { levelConditions } from '../../src/engine/coc/conditions.ts';
import { invariantProblems } from './coc-invariants.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const find = (kind: string, id: string) => base.items.find((i) => i.kind === kind && i.id === id)!;
/** The base pack with `items` laid over it (a pack of its own, first, as a draft's pack is). */
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];
const leftOut = (packs: Pack[]) => cocModule.prepare(packs).leftOut!();

test('CoC: a weapon whose power is a word is left out; a level that gives it at the start refuses with words', () => {
  const packs = over([{ ...find('weapon', 'dual-pistols'), power: 'two' }]);
  const left = leftOut(packs);
  assert.deepEqual(
    left.map((l) => [l.kind, l.id]),
    [['weapon', 'dual-pistols']],
  );
  assert.match(left[0]!.problems.join(' '), /^\/power: /);
  // Landfall's start kit names the weapon: the deck has no such card (the draft's hides the base pack's).
  assert.throws(
    () => cocModule.prepare(packs).newGame({ kind: 'chapter', id: 'landfall' }, { seed: 1 }),
    /The weapon deck has no "dual-pistols" to give Lara\./,
  );
});

test('CoC: a condition card whose rule has a word for a number is left out; its level plays without it', () => {
  const haste = find('condition', 'haste');
  const packs = over([{ ...haste, rules: [{ type: 'moveMultiplier', factor: 'twice', firstMoveOnly: true }] }]);
  const packsContent = rulesContent(packs);
  assert.deepEqual(
    leftOut(packs).map((l) => [l.kind, l.id]),
    [['condition', 'haste']],
  );
  assert.match(leftOut(packs)[0]!.problems.join(' '), /^\/rules\/0/);
  const content = rulesContent(packs);
  const level = find('chapter', 'the-sleeping-guard');
  assert.equal(level.condition, 'haste');
  // The condition is not read: MOVE keeps its own spaces (not "twice" as a number, which would be NaN).
  assert.equal(levelConditions(content, level).moveFactor, 1);
  const ref = { kind: 'chapter' as const, id: 'the-sleeping-guard' };
  const game = playRandomGame(packsContent, ref, { seed: 'haste' }, 'player', 300, (_b, action, after) =>
    assert.deepEqual(invariantProblems(packs, content, after), [], JSON.stringify(action)),
  );
  assert.ok(game.actions > 10, `the game was played (${game.actions} actions)`);
});

test('CoC: an Event Card whose effect tests a word as a number is left out of the Event Deck; the game plays', () => {
  const rush = find('event', 'rush');
  const lara = rush.lara as { effects: { condition: object }[] };
  const effects = [{ ...lara.effects[0], condition: { type: 'enemiesOnLevel', max: 'none' } }];
  const packs = over([{ ...rush, lara: { ...lara, effects } }]);
  const packsContent = rulesContent(packs);
  assert.deepEqual(
    leftOut(packs).map((l) => [l.kind, l.id]),
    [['event', 'rush']],
  );
  assert.match(leftOut(packs)[0]!.problems.join(' '), /^\/lara/);
  const content = rulesContent(packs);
  const ref = { kind: 'chapter' as const, id: 'landfall' };
  const start = cocModule.prepare(packs).newGame(ref, { seed: 3 }).state;
  const deck = start.eventDeck;
  const cards = [...deck.draw, ...deck.discard, ...deck.removed];
  assert.ok(cards.length > 0, 'the Event Deck is dealt');
  assert.ok(!cards.some((c) => c.split('#')[0] === 'rush'), 'no copy of the left-out card is in the deck');
  const game = playRandomGame(packsContent, ref, { seed: 3 }, 'player', 300, (_b, action, after) =>
    assert.deepEqual(invariantProblems(packs, content, after), [], JSON.stringify(action)),
  );
  assert.ok(game.actions > 10, `the game was played (${game.actions} actions)`);
});
