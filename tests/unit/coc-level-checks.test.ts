// The Crypt of Chronos level checks never throw, whatever the items look like, and every problem
// they report points at a place that exists in the pack document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { cocLevelChecks } from '../../src/model/checks/coc-level.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import type { CheckContext } from '../../src/model/checks/check.ts';
import { validatePack } from '../../src/model/validate.ts';

const { pack: base } = readPackFile('content/base/pack.json');
const items = base!.items;
const subjects = items.filter((i) => ['chapter', 'location', 'crypt', 'tile', 'islandBoard'].includes(i.kind));
const tiles = items.filter((i) => i.kind === 'tile');

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: unknown[] = [
  null,
  -1,
  0,
  2.5,
  7,
  1e9,
  '',
  'x',
  'N',
  'low',
  'tile-1',
  true,
  [],
  {},
  [null],
  { x: 99, y: 99 },
  { x: -3, y: 1 },
  { type: 'slope' },
  { columns: 0, rows: -2 },
];

/** Replaces a few values anywhere in the item (or deletes them) with junk. */
function mutate(item: unknown, next: () => number): unknown {
  const copy = structuredClone(item);
  for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
    const places: [Record<string | number, unknown>, string | number][] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach((x, i) => (places.push([v as unknown as Record<number, unknown>, i]), walk(x)));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v))
          if (k !== 'kind' && k !== 'id') {
            places.push([v as Record<string, unknown>, k]);
            walk(x);
          }
    };
    walk(copy);
    if (places.length === 0) break;
    const [parent, key] = places[Math.floor(next() * places.length)]!;
    if (next() < 0.15 && !Array.isArray(parent)) delete parent[key];
    else parent[key] = structuredClone(JUNK[Math.floor(next() * JUNK.length)]);
  }
  return copy;
}

function resolves(doc: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  let at: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !(token in (at as object))) return false;
    at = (at as Record<string, unknown>)[token];
  }
  return true;
}

const manifest = {
  kind: 'pack' as const,
  id: 'fuzz',
  name: 'Fuzz',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};

test('level checks survive 400 malformed variants of the base content and point at existing places', () => {
  const next = random(20240607);
  for (let round = 0; round < 400; round++) {
    const subject = subjects[Math.floor(next() * subjects.length)]!;
    const broken = mutate(subject, next) as ContentItem;
    const pack: Pack = { ...manifest, items: [...tiles.filter((t) => t !== subject), broken] };
    const context: CheckContext = {
      pack,
      items: pack.items
        .map((item, index) => ({ item, index }))
        .filter(({ item }) => typeof item?.kind === 'string' && typeof item.id === 'string'),
      references: [],
      dependencies: [],
    };
    for (const check of cocLevelChecks) {
      let problems;
      try {
        problems = check.run(context);
      } catch (e) {
        assert.fail(`round ${round}: "${check.name}" threw on ${JSON.stringify(broken).slice(0, 400)}: ${String(e)}`);
      }
      for (const p of problems)
        assert.ok(
          resolves(pack, p.pointer),
          `round ${round}: "${check.name}" points at ${p.pointer}, which does not exist`,
        );
    }
  }
});

test('level checks survive items that are not objects at all', () => {
  const odd: unknown[] = [
    { kind: 'chapter', id: 'a', name: 'A', layout: 'none' },
    { kind: 'location', id: 'b', name: 'B', layout: { tiles: 'x', tokens: [null, 1, 'door', { type: 'door' }] } },
    {
      kind: 'crypt',
      id: 'c',
      name: 'C',
      layout: { size: { columns: 2 }, tiles: [null, { slot: 'a' }], tokens: {} },
      bossSpawnPoint: '1',
    },
    { kind: 'tile', id: 'd', name: 'D', faces: { jungle: { spaces: [[1, 2, 3], null, 'x'] }, tomb: null } },
    {
      kind: 'islandBoard',
      id: 'e',
      name: 'E',
      spaces: [
        null,
        { at: { column: 0, row: 0 }, paths: 'all' },
        { id: 'z', at: { column: 1, row: 0 }, paths: [9, 3, null] },
      ],
    },
    { kind: 'islandBoard', id: 'f', name: 'F', spaces: 'none' },
  ];
  const problems = validatePack({ ...manifest, items: odd });
  assert.ok(problems.length > 0, 'the schemas do report these items');
  assert.deepEqual(
    problems.filter((p) => p.message.includes('failed unexpectedly')),
    [],
  );
});
