// The CCG card checks (src/model/checks/ccg-cards.ts) beyond their fixtures in
// tests/fixtures/checks/ (which fixtures.test.ts runs): dependencies, and odd input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { validatePack } from '../../src/model/validate.ts';
import { CHECKS } from '../../src/model/checks/index.ts';
import {
  ccgCardsChecks,
  ccgCardNumbers,
  ccgUpgradeRaiders,
  ccgObstacleTests,
  ccgLocationExits,
  ccgBaseSetNumbers,
} from '../../src/model/checks/ccg-cards.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

test('every CCG card check is listed and has a fixture that trips it', () => {
  assert.ok(ccgCardsChecks.every((check) => CHECKS.includes(check)));
  const folders = new Set(readdirSync('tests/fixtures/checks'));
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  assert.deepEqual(
    ccgCardsChecks.map((c) => slug(c.name)).filter((name) => !folders.has(name)),
    [],
  );
});

const manifest = {
  kind: 'pack' as const,
  id: 'fan-cards',
  name: 'Fan cards',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};
const card = (id: string, number: unknown, type = 'raider', extra: object = {}): ContentItem => ({
  kind: 'ccgCard',
  id,
  name: id,
  number,
  type,
  ...extra,
});

test('a card number that a dependency already uses is a warning', () => {
  const base: Pack = { ...manifest, id: 'base', items: [card('dim-cavern', 5, 'location'), card('rookie', 19)] };
  const mine: Pack = { ...manifest, items: [card('fan-room', 5, 'location'), card('fan-raider', 212)] };
  const problems = ccgCardNumbers.run({
    pack: mine,
    items: mine.items.map((item, index) => ({ item, index })),
    references: [],
    dependencies: [base],
  });
  assert.deepEqual(
    problems.map((p) => [p.severity, p.pointer]),
    [['warning', '/items/0/number']],
  );
  assert.match(problems[0]!.message, /"dim-cavern" in the pack "base"/);
});

test('an upgrade may name a raider of a dependency', () => {
  const base: Pack = { ...manifest, id: 'base', items: [card('rookie', 19), card('hall', 5, 'location')] };
  const mine: Pack = { ...manifest, items: [card('veteran', 300, 'upgrade', { raiders: ['rookie', 'hall'] })] };
  const problems = ccgUpgradeRaiders.run({
    pack: mine,
    items: [{ item: mine.items[0]!, index: 0 }],
    references: [],
    dependencies: [base],
  });
  assert.deepEqual(
    problems.map((p) => p.pointer),
    ['/items/0/raiders/1'],
  );
});

test('the CCG card checks never throw on odd items', () => {
  const odd: unknown[] = [
    null,
    3,
    'x',
    [],
    { kind: 'ccgCard' },
    { kind: 'ccgCard', id: 'a', number: '5', type: 'location', exits: 'top', obstacle: [] },
    { kind: 'ccgCard', id: 'b', number: 1.5, type: 'obstacle', test: 'fight' },
    { kind: 'ccgCard', id: 'c', number: 5, type: 'obstacle', test: [null, 3, { ability: 7 }], life: 'x' },
    { kind: 'ccgCard', id: 'd', type: 'location', obstacle: { test: [{ ability: 'fight' }] } },
    { kind: 'ccgCard', id: 'e', type: 'upgrade', raiders: [null, 4, 'c'] },
  ];
  const pack = { ...manifest, id: 'base', items: odd } as unknown as Pack;
  const items = odd.map((item, index) => ({ item: item as ContentItem, index }));
  for (const check of [ccgCardNumbers, ccgBaseSetNumbers, ccgLocationExits, ccgObstacleTests, ccgUpgradeRaiders])
    for (const dependencies of [[], [pack], [{ items: 'nope' } as unknown as Pack, null as unknown as Pack]])
      assert.doesNotThrow(() => check.run({ pack, items, references: [], dependencies }), check.name);
  assert.doesNotThrow(() => validatePack(pack));
});
