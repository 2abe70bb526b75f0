import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ITEM_SCHEMAS } from '../../src/model/schemas/registry.ts';
import { documentValidators, itemValidators } from '../../src/model/validators.generated.js';
import { knownKinds, validateDocument, checkPack } from '../../src/model/validate.ts';
import { SCENARIO_ID } from '../../src/model/validator-options.ts';

test('the generated validators evaluate no code and need neither ajv nor the schemas at run time', () => {
  const generated = readFileSync('src/model/validators.generated.js', 'utf8');
  assert.doesNotMatch(generated, /new Function|\beval\(|require\(|^import /m);
  // validate.ts reads ajv's types only: ajv (and its compiler) stays out of the app and the worker.
  const validate = readFileSync('src/model/validate.ts', 'utf8');
  assert.deepEqual(
    validate.match(/^import .*$/gm)!.filter((l) => /ajv|schemas\//.test(l)),
    ["import type { ErrorObject } from 'ajv';"],
  );
});

test('every content kind and every scenario schema has its generated validator', () => {
  assert.deepEqual(Object.keys(itemValidators).sort(), Object.keys(ITEM_SCHEMAS).sort());
  assert.deepEqual(knownKinds().sort(), Object.keys(ITEM_SCHEMAS).sort());
  for (const file of ['scenario', 'aod-scenario', 'rpg-scenario', 'uw-scenario'])
    assert.ok(documentValidators[`https://tomb-raider-workshop.example/schemas/${file}.schema.json`], file);
  assert.deepEqual(validateDocument(SCENARIO_ID, { steps: 'x' }).length > 0, true);
  assert.throws(
    () => validateDocument({ $id: 'https://example.org/other.schema.json' }, {}),
    /No validator was generated/,
  );
});

test('refKind values are collected while an item is validated, valid or not', () => {
  const pack = {
    kind: 'pack',
    id: 'p',
    name: 'P',
    version: '1.0.0',
    description: '',
    authors: [],
    schemaVersion: 1,
    items: [{ kind: 'chapter', id: 'c', name: 'C', boss: 'nobody' }],
  };
  const { references } = checkPack(pack);
  assert.ok(
    references.some((r) => r.id === 'nobody' && r.kinds.includes('boss') && r.pointer === '/items/0/boss'),
    JSON.stringify(references),
  );
});
