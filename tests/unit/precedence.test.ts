import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packsByPrecedence } from '../../src/model/precedence.ts';
import { cardCatalog } from '../../src/model/ccg-card-catalog.ts';
import { AppStore } from '../../src/store/app-store.ts';
import type { Pack } from '../../src/model/content.ts';

// Issue 27, point 6: one rule for repeated ids across packs, used by every look-up.

const pack = (id: string, deps: string[] = [], name = 'Cave Entrance'): Pack => ({
  kind: 'pack',
  id,
  name: id,
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  dependencies: deps.map((d) => ({ id: d, version: '^1.0.0' })),
  items: [{ kind: 'ccgCard', id: 'cave-entrance', name, type: 'location' }],
});

test("the pack being edited, then its dependencies (the user's before the built-in), then the rest", () => {
  const packs = [pack('base'), pack('other'), pack('lib', ['base']), pack('mine', ['base', 'lib'])];
  const ids = (focus: string | undefined) => packsByPrecedence(packs, focus, (id) => id === 'base').map((p) => p.id);
  assert.deepEqual(ids('mine'), ['mine', 'lib', 'base', 'other']);
  assert.deepEqual(ids('other'), ['other', 'lib', 'mine', 'base']);
  assert.deepEqual(ids('base'), ['base', 'other', 'lib', 'mine']);
  assert.deepEqual(ids(undefined), ['other', 'lib', 'mine', 'base']);
});

test("a duplicated pack's renamed card wins over the built-in card in the store's look-ups", async () => {
  const store = new AppStore();
  await store.start(async () => ({ packs: [pack('base')], problems: [] }));
  const copy = store.duplicatePack('base');
  const doc = store.openDocument({ packId: copy.id, kind: 'ccgCard', id: 'cave-entrance' });
  doc.setValue({ ...doc.value, name: 'Cave Entrance (mine)' }, { label: 'rename' });
  const ordered = store.packsFor(copy.id);
  assert.equal(store.packsFor(copy.id), ordered, 'the same array while the packs are the same');
  assert.equal(cardCatalog(ordered.flatMap((p) => p.items)).get('cave-entrance')!.name, 'Cave Entrance (mine)');
  assert.equal(cardCatalog(store.packsFor('base').flatMap((p) => p.items)).get('cave-entrance')!.name, 'Cave Entrance');
});
