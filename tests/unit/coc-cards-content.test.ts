// The base pack holds the whole Crypt of Chronos card set, and its cards are data: every effect,
// rule and condition type of the vocabulary is used by some card (none is dead weight).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import type { ContentItem } from '../../src/model/content.ts';
import effects from '../../schemas/effects.schema.json' with { type: 'json' };
import rules from '../../schemas/rules.schema.json' with { type: 'json' };

const { pack } = readPackFile('content/base/pack.json');
const items = pack?.items ?? [];
const ofKind = (kind: string) => items.filter((item) => item.kind === kind);
const copies = (item: ContentItem) => (typeof item.copies === 'number' ? item.copies : 1);
const ids = (kind: string) =>
  ofKind(kind)
    .map((item) => item.id)
    .sort();

test('the base pack has every Crypt of Chronos card the rulebook lists', () => {
  assert.deepEqual(ids('enemy'), [
    'archer',
    'enforcer',
    'grenadier',
    'hoplite',
    'natla-tech',
    'protectors',
    'snake',
    'wildlife',
    'wolf',
  ]);
  assert.deepEqual(ids('boss'), ['bear', 'natla-queen', 'polemarch']);
  assert.equal(ofKind('weapon').length, 12);
  assert.ok(ids('weapon').includes('wasp11') && ids('weapon').includes('dual-pistols'));
  assert.equal(ofKind('outfit').length, 12);
  assert.equal(ofKind('ability').length, 11, 'the eleven abilities the rulebook names');
  assert.equal(
    ofKind('event').reduce((n, item) => n + copies(item), 0),
    25,
    '25 Event Cards',
  );
  const research = (type: string) =>
    ofKind('research')
      .filter((item) => item.researchType === type)
      .reduce((n, item) => n + copies(item), 0);
  assert.equal(research('scroll'), 12);
  assert.equal(research('map'), 10);
  assert.equal(ofKind('condition').length, 15);
  for (const type of ['cold', 'hot', 'time'])
    assert.equal(ofKind('condition').filter((item) => item.conditionType === type).length, 5, type);
  assert.deepEqual(ids('actionCard'), ['dodge', 'hide', 'melee', 'move', 'research', 'search']);
  assert.equal(ofKind('recipe').length, 9);
  assert.deepEqual(Object.fromEntries(ofKind('resource').map((item) => [item.id, item.inBag])), {
    oil: 8,
    scrap: 8,
    cloth: 8,
    treasure: 20,
  });
  assert.deepEqual(ids('dice'), ['enemy-die', 'lara-die', 'special-die']);
  assert.equal(ofKind('achievement').length, 40);
});

test('every effect, rule and condition type but "manual" is used by a base card', () => {
  const used = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const type = (value as { type?: unknown }).type;
      if (typeof type === 'string') used.add(type);
      Object.values(value).forEach(walk);
    }
  };
  walk(items);
  const types = (defs: Record<string, unknown>, union: string) =>
    ((defs[union] as { oneOf: { $ref: string }[] }).oneOf ?? []).map(({ $ref }) => {
      const def = defs[$ref.split('/').pop()!] as { properties: { type: { const: string } } };
      return def.properties.type.const;
    });
  const vocabulary = [
    ...types(effects.$defs, 'effect'),
    ...types(effects.$defs, 'condition'),
    ...types(rules.$defs, 'rule'),
  ];
  assert.deepEqual(
    vocabulary.filter((type) => type !== 'manual' && !used.has(type)),
    [],
  );
});
