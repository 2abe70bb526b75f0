// Issue 19, item 6: every effect type a schema allows has a handler in its engine, or is declared
// as resolved by hand, so that no effect of a designer's card silently becomes a by-hand decision.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BY_HAND_EFFECTS } from '../../src/engine/coc/effects.ts';
import { EFFECT_FUNCTIONS } from '../../src/engine/coc/effect-table.ts';
import { CCG_BY_HAND_EFFECTS, CCG_EFFECT_HANDLERS } from '../../src/engine/ccg/effect-handlers.ts';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

/** The `type` consts of the effect variants listed by a oneOf of $refs. */
function cocEffectTypes(): string[] {
  const schema = readJson('schemas/effects.schema.json') as {
    $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }>;
  };
  return schema.$defs.effect!.oneOf!.map((r) => schema.$defs[r.$ref.split('/').pop()!]!.properties!.type!.const!);
}

function ccgEffectTypes(): string[] {
  const types = new Set<string>();
  JSON.stringify(readJson('schemas/ccg-common.schema.json'), (key, value: unknown) => {
    const v = value as { const?: unknown; title?: unknown } | null;
    if (key === 'type' && v && typeof v === 'object' && typeof v.const === 'string' && v.title === 'Effect type')
      types.add(v.const);
    return value;
  });
  return [...types];
}

test('Crypt of Chronos: every effect type of the schema has its function, or is declared by hand', () => {
  const types = cocEffectTypes();
  assert.ok(types.length > 30, `found ${types.length} effect types`);
  const missing = types.filter((t) => !EFFECT_FUNCTIONS.has(t) && !BY_HAND_EFFECTS.includes(t));
  assert.deepEqual(missing, []);
  // No function for a type the schema does not know (a misspelt type would never run).
  assert.deepEqual(
    [...EFFECT_FUNCTIONS.keys()].filter((t) => !types.includes(t)),
    [],
  );
  assert.ok(BY_HAND_EFFECTS.every((t) => types.includes(t)));
});

test('CCG: every effect type of the schema is listed with the module that handles it', () => {
  const types = ccgEffectTypes().sort();
  assert.deepEqual(types, Object.keys(CCG_EFFECT_HANDLERS).sort());
  const notHandled = Object.entries(CCG_EFFECT_HANDLERS).filter(
    ([type, file]) => !readFileSync(`src/engine/ccg/${file}`, 'utf8').includes(`'${type}'`),
  );
  assert.deepEqual(notHandled, []);
  assert.ok(CCG_BY_HAND_EFFECTS.every((t) => t in CCG_EFFECT_HANDLERS));
});
