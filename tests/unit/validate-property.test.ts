// Property test: thousands of random mutations of the base pack's items never make the validator
// throw, and every pointer it reports exists in the document it was given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { validatePack, validatePackText } from '../../src/model/validate.ts';
import type { Pack } from '../../src/model/content.ts';

/** Small seeded generator (mulberry32) so that a failure can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

const STRANGE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  7,
  1e9,
  '',
  'x',
  'Not A Slug',
  'wildlife',
  [],
  [1, 'a'],
  {},
  { kind: 'enemy' },
];

/** Every container (object or array) in a value, with its pointer. */
function containers(value: unknown, at = ''): { at: string; node: Record<string, unknown> | unknown[] }[] {
  if (typeof value !== 'object' || value === null) return [];
  const here = [{ at, node: value as Record<string, unknown> | unknown[] }];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return here.concat(entries.flatMap(([k, v]) => containers(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`)));
}

/** One random change somewhere in the document: replace, delete or add a value. */
function mutate(doc: unknown, rng: ReturnType<typeof random>): void {
  const all = containers(doc);
  if (all.length === 0) return;
  const { node } = rng.pick(all);
  const keys = Array.isArray(node) ? node.map((_, i) => i) : Object.keys(node);
  const op = rng.int(3);
  if (keys.length === 0 || op === 2) {
    const value = structuredClone(rng.pick(STRANGE_VALUES));
    if (Array.isArray(node)) node.splice(rng.int(node.length + 1), 0, value);
    else node[rng.pick(['kind', 'id', 'name', 'extra', 'health', 'layout', 'x'])] = value;
    return;
  }
  const key = rng.pick(keys as (string | number)[]);
  if (op === 0) (node as Record<string | number, unknown>)[key] = structuredClone(rng.pick(STRANGE_VALUES));
  else if (Array.isArray(node)) node.splice(key as number, 1);
  else delete node[key as string];
}

function resolve(doc: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

const base = readPackFile('content/base/pack.json').pack as Pack;

test('random mutations of base-pack items never throw and only point at places that exist', () => {
  const rng = random(20261121);
  const runs = 3000;
  for (let run = 0; run < runs; run++) {
    // Mutate a few items of a small pack (a random sample keeps each run fast).
    const sample = Array.from({ length: 4 }, () => structuredClone(rng.pick(base.items)));
    const doc: Pack = { ...structuredClone({ ...base, items: [] }), items: sample };
    const edits = 1 + rng.int(4);
    for (let e = 0; e < edits; e++) mutate(rng.next() < 0.9 && Array.isArray(doc.items) ? doc.items : doc, rng);
    let problems;
    try {
      problems = validatePack(doc);
    } catch (error) {
      assert.fail(`run ${run}: validatePack threw ${String(error)} on ${JSON.stringify(doc)}`);
    }
    for (const p of problems) {
      assert.ok(
        resolve(doc, p.pointer),
        `run ${run}: pointer ${p.pointer} (${p.message}) is not in ${JSON.stringify(doc)}`,
      );
      assert.ok(!p.message.includes('failed unexpectedly'), `run ${run}: ${p.message}`);
    }
  }
});

test('any value at all, and any text, is answered with problems rather than an exception', () => {
  for (const value of [
    undefined,
    null,
    0,
    'pack',
    [],
    [{}],
    { items: null },
    { kind: 'pack', items: [null, 3, [], { kind: 7 }] },
  ])
    assert.ok(Array.isArray(validatePack(value)));
  const broken = validatePackText('{\n  "kind": "pack",\n  "items": [\n}');
  assert.equal(broken.length, 1);
  assert.match(broken[0]!.message, /^Invalid JSON at line 4, column 1/);
});
