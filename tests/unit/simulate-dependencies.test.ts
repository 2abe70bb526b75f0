// A pack's own CI (issue 20): a pack made in the app depends on the built-in pack, and the simulate CLI plays its
// levels with the packs it depends on (the built-in one, or one given by --with), its own items first, as the page
// plays a draft laid over the packs: the same report as the page's simulate for the same seeds. A dependency found
// nowhere is named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPack } from '../../src/cli/pack-folder.ts';
import { withDependencies } from '../../src/cli/pack-dependencies.ts';
import { gameModule } from '../../src/engine/games.ts';
import { simulate } from '../../src/analysis/simulate.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });

/** A designer's pack as the app makes it: one chapter copied from the base pack, depending on `on`. */
function designerPack(on: string): Pack {
  const landfall = base.items.find((i) => i.kind === 'chapter' && i.id === 'landfall')!;
  const copy = { ...structuredClone(landfall), id: 'landfall-copy', name: 'Landfall (copy)' } as ContentItem;
  return {
    kind: 'pack',
    id: 'my-drafts',
    name: 'My drafts',
    version: '0.0.1',
    description: 'A pack made in the app.',
    authors: [],
    schemaVersion: 1,
    dependencies: [{ id: on, version: '^0.1.0' }],
    items: [copy],
  };
}

function write(pack: Pack): string {
  const file = join(mkdtempSync(join(tmpdir(), 'simulate-deps-')), `${pack.id}.json`);
  writeFileSync(file, JSON.stringify(pack));
  return file;
}

test('a pack depending on the built-in pack is played with it: the same report as the page for the same seeds', () => {
  const pack = designerPack('base');
  const run = cli(write(pack), 'landfall-copy', '--games', '4', '--bot', 'careful', '--seed', 'deps', '--json');
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.equal(report.games, 4);
  // The page: the draft's pack first, then the packs it is laid over.
  const coc = gameModule('coc')!;
  const request = { level: { kind: 'chapter', id: 'landfall-copy' }, games: 4, seed: 'deps', bots: ['careful'] };
  const page = simulate(coc, coc.prepare([pack, base]), { ...request, maxActions: 20000 });
  assert.deepEqual(report, JSON.parse(JSON.stringify(page)));
});

test('a dependency found nowhere is named; given by --with, the pack plays', () => {
  const other = { ...base, id: 'someone-elses' };
  const lost = cli(write(designerPack('someone-elses')), 'landfall-copy', '--games', '1');
  assert.equal(lost.status, 1);
  assert.match(lost.stderr, /depends on the pack\(s\) someone-elses; give each with --with/);
  const found = cli(write(designerPack('someone-elses')), 'landfall-copy', '--games', '1', '--with', write(other));
  assert.equal(found.status, 0, found.stderr);
  assert.match(found.stdout, /1 games: \d won/);
});

test('withDependencies: the pack first, then its dependencies in order, then the other packs given', () => {
  const a = { ...base, id: 'a', items: [] };
  const b = { ...base, id: 'b', items: [] };
  const pack = {
    ...designerPack('b'),
    dependencies: [
      { id: 'b', version: '1' },
      { id: 'base', version: '1' },
    ],
  };
  const { packs, missing } = withDependencies(pack, [a, b], () => base);
  assert.deepEqual(
    packs.map((p) => p.id),
    ['my-drafts', 'b', 'base', 'a'],
  );
  assert.deepEqual(missing, []);
  assert.deepEqual(withDependencies(designerPack('c'), [], () => base).missing, ['c']);
});
