// The clear check of a draft as the editors' problems panels get it (src/analysis/draft-clear-check.ts,
// run by the validation worker after the content checks): a chapter whose switch is moved out of reach
// and a CCG level whose map cannot reach the treasure room's depth each give their problem; the levels
// as they ship give none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { draftClearProblems } from '../../src/analysis/draft-clear-check.ts';
import { levelProblems } from '../../src/model/level-problems.ts';
import { validatePack } from '../../src/model/validate.ts';
import { cardCatalog } from '../../src/model/ccg-card-catalog.ts';
import type { ContentItem } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const item = (kind: string, id: string) =>
  structuredClone(base.items.find((i) => i.kind === kind && i.id === id)!) as ContentItem;

test('a draft chapter whose switch is out of reach has a clear-check problem that says why', () => {
  const draft = item('chapter', 'landfall') as ContentItem & { layout: { tokens: { type: string; at: unknown }[] } };
  draft.id = 'landfall-draft';
  assert.deepEqual(draftClearProblems(draft, [], [base]), []);
  draft.layout.tokens = draft.layout.tokens.map((t) => (t.type === 'switch' ? { ...t, at: { x: 7, y: 0 } } : t));
  const problems = draftClearProblems(draft, [], [base]);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(
    problems[0]!.message,
    /cannot reach the artifact at \(8, 0\).*the red switch at \(7, 0\) that opens the door at \(8, 1\) is out of reach/,
  );
  assert.equal(problems[0]!.pointer, '/layout/tokens/2');
});

test('a CCG level draft that passes the content checks but whose exits cannot reach the treasure depth', () => {
  const catalog = cardCatalog(base.items);
  const draft = item('ccgLevel', 'introductory-cave') as ContentItem & { fixedCells?: unknown[] };
  draft.id = 'cave-draft';
  assert.deepEqual(draftClearProblems(draft, [], [base]), []);
  const flat = [...catalog.values()].find(
    (c) => c.exitsKnown && c.exits.length && !c.exits.includes('top') && !c.entrance && !c.treasureRoom,
  )!;
  const wall = (column: number) => ({ type: 'card', cell: { column, depth: 2 }, card: flat.id, face: 'up' });
  draft.fixedCells = [wall(1), wall(2), wall(3)];
  assert.equal(
    levelProblems(draft, [], [base], validatePack).filter((p) => p.severity === 'error').length,
    0,
    'the content checks pass it',
  );
  const problems = draftClearProblems(draft, [], [base]);
  assert.ok(problems.length >= 1);
  assert.match(problems[0]!.message, /no path of exits reaches depth 3, 4/);
  draft.fixedCells = [wall(1), wall(2)];
  assert.deepEqual(draftClearProblems(draft, [], [base]), []);
});

test('a draft that cannot be built gives no clear-check problem (the content checks speak for it)', () => {
  assert.deepEqual(draftClearProblems({ kind: 'chapter', id: 'x', name: 'X' }, [], [base]), []);
  assert.deepEqual(draftClearProblems({ kind: 'tile', id: 'x', name: 'X' }, [], [base]), []);
});
