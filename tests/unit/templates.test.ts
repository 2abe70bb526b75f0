import { test } from 'node:test';
import assert from 'node:assert/strict';
import { templateFor, templateKinds } from '../../src/model/templates.ts';
import { validateItem } from '../../src/model/validate.ts';
import { KINDS } from '../../src/model/kinds.ts';
import type { Pack } from '../../src/model/content.ts';

const pack: Pack = {
  kind: 'pack',
  id: 'p',
  name: 'P',
  version: '0.1.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [],
};

test('every kind has a template for a new item, and each is a valid item with a fresh id', () => {
  assert.deepEqual(templateKinds().sort(), KINDS.map((k) => k.kind).sort());
  for (const kind of templateKinds()) {
    const item = templateFor(kind, pack);
    assert.ok(item, kind);
    assert.deepEqual(validateItem(item), [], kind);
    assert.equal(item.kind, kind);
  }
  const taken = { ...pack, items: [templateFor('enemy', pack)!] };
  assert.equal(templateFor('enemy', taken)!.id, 'new-enemy-2');
  assert.equal(templateFor('ccgLevel', pack)!.id, 'new-ccg-level');
});
