// Runs every fixture under tests/fixtures/schemas/<kind>/ (one item against its schema) and
// tests/fixtures/checks/<check>/ (a whole pack through validatePack). A fixture file is
//   { "description": "...", "item": {...} | "pack": {...}, "problems": [{ "pointer": "/x", "message": "part of it" }] }
// and passes when the reported errors are exactly those pointers, each message containing its part.
// "problems": [] means the content must be valid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { validateItem, validatePack } from '../../src/model/validate.ts';

interface Fixture {
  description: string;
  item?: unknown;
  pack?: unknown;
  problems: { pointer: string; message: string; severity?: 'error' | 'warning' }[];
}

function fixtures(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(root, f));
}

for (const file of [...fixtures('tests/fixtures/schemas'), ...fixtures('tests/fixtures/checks')]) {
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
  test(`${file}: ${fixture.description}`, () => {
    const reported = 'pack' in fixture ? validatePack(fixture.pack) : validateItem(fixture.item);
    const severity = (p: { severity?: string }) => p.severity ?? 'error';
    const got = reported.map((p) => `${severity(p)} ${p.pointer}`).sort();
    const want = fixture.problems.map((p) => `${severity(p)} ${p.pointer}`).sort();
    assert.deepEqual(got, want, JSON.stringify(reported, null, 2));
    for (const expected of fixture.problems) {
      const match = reported.find((p) => p.pointer === expected.pointer && p.message.includes(expected.message));
      assert.ok(
        match,
        `no problem at ${expected.pointer} saying "${expected.message}": ${JSON.stringify(reported, null, 2)}`,
      );
    }
  });
}

test('every check beyond the schema has a fixture folder that trips it', async () => {
  const { CHECKS } = await import('../../src/model/checks/index.ts');
  const folders = new Set(readdirSync('tests/fixtures/checks'));
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  assert.deepEqual(
    CHECKS.map((check) => slug(check.name)).filter((name) => !folders.has(name)),
    [],
  );
});
