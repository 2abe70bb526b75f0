// newGame's kept work (levelFor, the default draw deck and its check, numbered instance ids; each kept in its
// content object) against the plain way: a fresh copy of the pack has fresh content, so nothing cached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ccgContent, defaultDrawDeck, deckProblems, newGame, stateDigest } from '../../src/engine/ccg/index.ts';
import { levelItem } from '../../src/engine/ccg/content.ts';
import { levelFor, readLevel } from '../../src/engine/ccg/level.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import type { Pack } from '../../src/model/content.ts';
import { baseContent, base } from './ccg-helpers.ts';

const levels = base.items.filter((i) => i.kind === 'ccgLevel');
const freshPack = (): Pack => JSON.parse(JSON.stringify(base)) as Pack;
const optionsFor = (item: (typeof levels)[number], seed: number) => ({
  seed,
  players: Array.from({ length: item.solitaire ? 1 : 2 + (seed % 3) }, () => ({ raider: 'lara-croft-spelunker' })),
});

test('levelFor gives the level as readLevel reads it, the same object when asked again', () => {
  const content = baseContent;
  assert.ok(levels.length >= 10);
  for (const item of levels) {
    const level = levelFor(content, item.id);
    assert.equal(levelFor(content, item.id), level);
    const plain = readLevel(levelItem(content, item.id), content);
    assert.deepEqual(JSON.parse(JSON.stringify(level)), JSON.parse(JSON.stringify(plain)), item.id);
    for (let d = 0; d < plain.decks.length; d++)
      for (let column = 0; column <= plain.width + 1; column++)
        for (let depth = 0; depth <= plain.depth + 1; depth++)
          assert.equal(level.decks[d]!.fills({ column, depth }), plain.decks[d]!.fills({ column, depth }));
  }
});

test('new games on a content that has cached everything (after whole games were played on it) equal new games on fresh content', () => {
  for (const item of levels)
    for (let seed = 1; seed <= 3; seed++)
      playRandomGame(baseContent, { kind: 'ccgLevel', id: item.id }, optionsFor(item, seed), `cache ${seed}`, 300);
  let compared = 0;
  for (const item of levels)
    for (let seed = 1; seed <= 4; seed++) {
      const level = { kind: 'ccgLevel' as const, id: item.id };
      const cached = newGame(baseContent, level, optionsFor(item, seed));
      const plain = newGame(ccgContent(freshPack()), level, optionsFor(item, seed));
      assert.equal(stateDigest(cached), stateDigest(plain), `${item.id} seed ${seed}`);
      assert.deepEqual(cached, plain);
      compared++;
    }
  assert.ok(compared >= 40);
});

test('instance ids are the card id, then card#2, card#3… in the order made, in every new game', () => {
  const content = baseContent;
  for (const item of levels.slice(0, 6)) {
    const state = newGame(baseContent, { kind: 'ccgLevel', id: item.id }, optionsFor(item, 1));
    const ids = [
      ...state.levelDecks.flat(),
      ...state.obstacleDeck,
      ...state.raiders.flatMap((r) => [...r.deck, ...r.hand]),
      ...state.map.map((p) => p.card),
    ];
    for (const id of ids) {
      const [card, n] = id.split('#');
      assert.ok(content.cards.has(card!), id);
      if (n !== undefined) assert.ok(Number(n) >= 2 && Number(n) <= state.copies[card!]!, id);
    }
    assert.equal(new Set(ids).size, ids.length, `${item.id}: no id twice`);
  }
});

test('a player without a deck gets the default draw deck, which passes the deck check (both modes)', () => {
  const content = baseContent;
  for (const solitaire of [true, false])
    assert.deepEqual(deckProblems(content, defaultDrawDeck(content, solitaire), solitaire), []);
  const cave = newGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 });
  const r = cave.raiders[0]!;
  const cards = [...r.deck, ...r.hand].map((id) => id.split('#')[0]).sort();
  assert.deepEqual(
    cards,
    defaultDrawDeck(content, true)
      .flatMap((c) => Array.from({ length: c.count }, () => c.card))
      .sort(),
  );
});

test('ccgContent builds every time (no cache keyed by the packs): two contents of the same packs, the same games', () => {
  const packs = [base];
  const first = ccgContent(packs);
  const second = ccgContent(packs);
  assert.notEqual(first, second);
  assert.notEqual(first.cards.get('open-cavern'), second.cards.get('open-cavern'));
  for (const item of levels.slice(0, 4)) {
    const level = { kind: 'ccgLevel' as const, id: item.id };
    const a = playRandomGame(first, level, optionsFor(item, 5), 'two contents', 300).state;
    const b = playRandomGame(second, level, optionsFor(item, 5), 'two contents', 300).state;
    assert.equal(stateDigest(a), stateDigest(b), item.id);
  }
  // What each content worked out and kept is its own.
  assert.notEqual(first.played.get(levels[0]!.id), second.played.get(levels[0]!.id));
});
