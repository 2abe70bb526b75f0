// A level's starting bonuses offered as decisions at setup (rule decision 131).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, replay, gameLog, stateDigest, type NewGameOptions } from '../../src/engine/ccg/index.ts';
import { ability } from '../../src/engine/ccg/raider-stats.ts';
import { newSeries, seriesGameOptions } from '../../src/engine/ccg/series.ts';
import { baseContent, levelVariant, play, start, types, contentWith } from './ccg-helpers.ts';

const ids = (instance: string) => instance.split('#')[0];
const two: Partial<NewGameOptions> = {
  mode: 'hotSeat',
  players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
};

test('Atlantis: each player in turn may take a power 2 upgrade or a treasure of power 1, or decline', () => {
  let s = start('atlantis', two);
  assert.equal(s.pending?.kind, 'startingBonus');
  assert.equal(s.pending!.player, 0);
  const offered = legalActions(baseContent, s);
  assert.deepEqual(offered[0], { type: 'pass', player: 0 }, 'optional: she may decline');
  const cards = offered.flatMap((a) => (a.type === 'takeBonus' ? [a.card] : []));
  const content = baseContent;
  assert.ok(cards.includes('lara-croft-adventurer') && cards.includes('idol-of-fortune'));
  for (const id of cards) {
    const c = content.cards.get(id)!;
    assert.ok(
      (c.type === 'upgrade' && c.power === 2) || (c.type === 'treasure' && c.power <= 1),
      `${id} fits the bonus`,
    );
  }
  assert.ok(!cards.includes('atlantean-dna'), 'no treasure above power 1');
  assert.throws(() => play(s, [{ type: 'takeBonus', card: 'atlantean-dna' }]), /not a card this starting bonus allows/);
  assert.throws(() => play(s, [{ type: 'rollOrder' }]), /does not answer the "startingBonus" decision/);
  s = play(s, [{ type: 'takeBonus', card: 'lara-croft-adventurer' }]);
  assert.deepEqual(s.raiders[0]!.saved.map(ids), ['lara-croft-adventurer'], 'a new copy: her deck holds its own');
  assert.equal(ability(content, s.raiders[0]!, 'fight'), 3, 'the upgrade works from the start: fight 2 becomes 3');
  assert.equal(
    s.raiders[0]!.deck.length + s.raiders[0]!.hand.length,
    start('atlantis', { ...two, skipStartingBonuses: true }).raiders[0]!.deck.length + 2,
    'the card comes from the collection, not her deck',
  );
  assert.equal(s.pending?.kind, 'startingBonus');
  assert.equal(s.pending!.player, 1);
  s = play(s, [{ type: 'pass' }]);
  assert.deepEqual(s.raiders[1]!.saved, []);
  assert.equal(s.pending, null);
  assert.deepEqual(types(s), ['rollOrder'], 'then the ready round');
});

test('Explore the Depths: any one treasure, not optional', () => {
  let s = start('explore-the-depths', { players: [{ raider: 'pierre' }] });
  assert.equal(s.pending?.kind, 'startingBonus');
  assert.ok(!types(s).includes('pass'));
  assert.throws(() => play(s, [{ type: 'pass' }]), /not optional/);
  s = play(s, [{ type: 'takeBonus', card: 'atlantean-dna' }]);
  assert.deepEqual(s.raiders[0]!.saved.map(ids), ['atlantean-dna']);
  assert.equal(s.pending, null);
});

test('the options may leave the bonuses out (given through the players\u2019 treasures instead)', () => {
  const s = start('explore-the-depths', {
    players: [{ raider: 'pierre', treasures: ['idol-of-fortune'] }],
    skipStartingBonuses: true,
  });
  assert.equal(s.pending, null);
  assert.deepEqual(s.raiders[0]!.saved, ['idol-of-fortune']);
});

test('pick-up series: in the first game every player but the first is offered a power 1 treasure; later games offer nothing', () => {
  const series = newSeries(baseContent, 'pick-up-series', [{ raider: 'pierre' }, { raider: 'larsen' }]);
  const first = seriesGameOptions(series, 1);
  let s = start('pick-up-series', first.options);
  assert.equal(s.pending?.kind, 'startingBonus');
  assert.equal(s.pending!.player, 1, 'the first player gets none');
  assert.ok(
    legalActions(baseContent, s).every((a) => a.type === 'takeBonus' && baseContent.cards.get(a.card)!.power <= 1),
  );
  s = play(s, [{ type: 'takeBonus', card: 'idol-of-fortune' }]);
  assert.deepEqual(s.raiders[1]!.saved.map(ids), ['idol-of-fortune']);
  assert.equal(s.pending, null);
  const later = start('pick-up-series', { ...seriesGameOptions({ ...series, next: 1 }, 2).options });
  assert.equal(later.pending, null);
});

test('several item discoveries are taken one at a time; a replay of the log ends in the same state', () => {
  const pack = contentWith([
    levelVariant('introductory-cave', {
      startingBonuses: [{ who: 'everyPlayer', choices: [{ type: 'itemDiscovery', count: 2 }] }],
    }),
  ]);
  const options: NewGameOptions = { seed: 4, players: [{ raider: 'pierre' }] };
  let s = start('introductory-cave-variant', options, pack);
  const items = legalActions(pack, s).map((a) => (a.type === 'takeBonus' ? a.card : ''));
  assert.ok(items.includes('rope') && items.every((id) => pack.cards.get(id)!.discoveryType === 'item'));
  s = play(s, [{ type: 'takeBonus', card: 'rope' }], pack);
  assert.equal(s.pending?.kind, 'startingBonus', 'the second item');
  s = play(s, [{ type: 'takeBonus', card: 'rope' }], pack);
  assert.deepEqual(s.raiders[0]!.saved.map(ids), ['rope', 'rope']);
  assert.equal(s.pending, null);
  assert.equal(stateDigest(replay(pack, gameLog(s, options)).state), stateDigest(s));
});
