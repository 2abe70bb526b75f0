// The Underworld designer's checks (src/analysis/uw-checks.ts): the base content is clean, and each
// fault a designer can make is found and points at its place (rule decisions 375–377).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { uwCatalogue, uwItemProblems, uwSupply } from '../../src/analysis/uw-checks.ts';
import type { ContentItem } from '../../src/model/content.ts';
import type { UwGame, UwRegion } from '../../src/model/types.generated.ts';

const packs = [readPack('content/base').pack!];
const cat = uwCatalogue(packs);
const item = (kind: string, id: string) =>
  structuredClone(packs[0]!.items.find((i) => i.kind === kind && i.id === id)!);
const problems = (draft: ContentItem) => uwItemProblems(draft, uwCatalogue(packs, draft));

test('the base game, its six regions and its cards have no design problem', () => {
  const uw = packs[0]!.items.filter((i) => i.kind.startsWith('uw'));
  assert.ok(uw.length > 60);
  for (const i of uw) assert.deepEqual(uwItemProblems(i, cat), [], `${i.kind} ${i.id}`);
});

test('what the content can ever give: the progress deck by type, treasures and points from the spaces', () => {
  const supply = uwSupply(cat);
  assert.deepEqual(supply.cards, { acrobatics: 20, battle: 20, trick: 20 });
  assert.ok(supply.treasures > 3 && supply.points > 10, JSON.stringify(supply));
});

test('a track with no end effect, a start with effects, a track with no space, an object not of the region', () => {
  const r = item('uwRegion', 'niflheim') as unknown as UwRegion;
  r.tracks.battle[r.tracks.battle.length - 1]!.effects = [];
  r.tracks.trick[0]!.effects = [{ type: 'point' }];
  r.tracks.acrobatics[1]!.effects = [{ type: 'object', card: 'pistols-bhogavati' }];
  const found = problems(r as unknown as ContentItem);
  assert.deepEqual(
    found.map((p) => [p.severity, p.pointer]),
    [
      ['warning', '/tracks/acrobatics/1/effects/0/card'],
      ['warning', '/tracks/battle/5/effects'],
      ['warning', '/tracks/trick/0/effects'],
    ],
  );
  assert.match(found[1]!.message, /The battle track has no end effect/);
  (r.tracks as unknown as Record<string, unknown>).trick = [{ effects: [] }];
  assert.ok(
    problems(r as unknown as ContentItem).some(
      (p) => p.severity === 'error' && p.pointer === '/tracks/trick' && /no space after its start/.test(p.message),
    ),
  );
});

test('an obstacle no hand can ever pay, and one way of paying that never can', () => {
  const r = item('uwRegion', 'niflheim') as unknown as UwRegion;
  r.obstacles[0]!.cost = [[{ what: 'trick', count: 21 }]];
  r.obstacles[1]!.cost = [[{ what: 'acrobatics', count: 1 }], [{ what: 'treasure', count: 999 }]];
  r.obstacles[2]!.cost = [[{ what: 'anyCard', count: 61 }]];
  const found = problems(r as unknown as ContentItem);
  assert.deepEqual(
    found.map((p) => [p.severity, p.pointer]),
    [
      ['error', '/obstacles/0/cost'],
      ['warning', '/obstacles/1/cost/1'],
      ['error', '/obstacles/2/cost'],
    ],
  );
  assert.match(
    found[0]!.message,
    /No hand can ever pay "The underwater door": it asks 21 trick cards, and the progress deck has 20/,
  );
  r.obstacles.pop();
  assert.ok(problems(r as unknown as ContentItem).some((p) => p.pointer === '/obstacles' && /six/.test(p.message)));
});

test("a journey without Helheim's end, a region twice, a region no pack has, an end before the end", () => {
  const g = item('uwGame', 'underworld') as unknown as UwGame;
  g.journey = ['niflheim', 'helheim', 'bhogavati', 'bhogavati', 'atlantis'];
  const found = problems(g as unknown as ContentItem);
  assert.deepEqual(
    found.map((p) => [p.severity, p.pointer]),
    [
      ['warning', '/journey/3'],
      ['error', '/journey/4'],
      ['warning', '/journey/1'],
    ],
  );
  g.journey = ['niflheim', 'bhogavati'];
  const noEnd = problems(g as unknown as ContentItem);
  assert.equal(noEnd.length, 1);
  assert.match(noEnd[0]!.message, /does not end as Helheim does/);
  assert.equal(noEnd[0]!.pointer, '/journey/1');
});

test('a card that can never be used, an enemy no hand can eliminate', () => {
  const weapon = { ...item('uwCard', 'pistols-niflheim') } as Record<string, unknown>;
  delete weapon.eliminates;
  assert.match(problems(weapon as unknown as ContentItem)[0]!.message, /can never be used/);
  const enemy = item('uwCard', 'niflheim-draugr') as Record<string, unknown>;
  enemy.defeat = [[{ what: 'point', count: 9999 }]];
  assert.equal(problems(enemy as unknown as ContentItem)[0]!.pointer, '/defeat');
});
