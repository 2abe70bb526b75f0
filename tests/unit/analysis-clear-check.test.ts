// The static clear checks (src/analysis/coc-clear-check.ts, ccg-clear-check.ts): every base level
// clears; each fixture (an artifact behind its own door, a switch shut in by its door, a slope trap,
// a CCG map whose exits cannot reach the treasure room's depth) gives its problem, and removing the
// cause clears it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { levelOf } from '../../src/engine/coc/index.ts';
import { cocClearProblems } from '../../src/analysis/coc-clear-check.ts';
import { ccgClearProblems } from '../../src/analysis/ccg-clear-check.ts';
import { cardCatalog } from '../../src/model/ccg-card-catalog.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
type Token = { type: string; at: { x: number; y: number }; [k: string]: unknown };

/** The level item with its tokens changed, checked in a pack of its own (levels are cached by pack). */
function check(kind: 'chapter' | 'location', id: string, edit: (tokens: Token[]) => Token[]) {
  const item = structuredClone(base.items.find((i) => i.kind === kind && i.id === id)!) as ContentItem & {
    layout: { tokens: Token[] };
  };
  item.layout.tokens = edit(item.layout.tokens);
  const pack: Pack = { ...base, items: base.items.map((i) => (i.kind === kind && i.id === id ? item : i)) };
  const packContent = rulesContent(pack);
  return cocClearProblems(levelOf(packContent, { kind, id }));
}

test('every base level of both games clears', () => {
  for (const item of base.items) {
    if (item.kind === 'chapter' || item.kind === 'location' || item.kind === 'crypt')
      assert.deepEqual(cocClearProblems(levelOf(content, { kind: item.kind, id: item.id })), [], item.id);
    if (item.kind === 'ccgLevel') assert.deepEqual(ccgClearProblems(item, cardCatalog(base.items)), [], item.id);
  }
});

test('an artifact behind its own door with no switch for it', () => {
  const problems = check('chapter', 'landfall', (tokens) => tokens.filter((t) => t.type !== 'switch'));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0]!.severity, 'error');
  assert.match(
    problems[0]!.message,
    /cannot reach the artifact at \(8, 0\).*no red switch on the level opens the red door at \(8, 1\)/,
  );
  assert.equal(problems[0]!.pointer, '/layout/tokens/2');
  assert.deepEqual(
    check('chapter', 'landfall', (tokens) => tokens),
    [],
  );
});

test('a switch loop: the switch that opens the door lies behind it', () => {
  const problems = check('chapter', 'landfall', (tokens) =>
    tokens.map((t) => (t.type === 'switch' ? { ...t, at: { x: 8, y: 0 } } : t)),
  );
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(
    problems[0]!.message,
    /the red switch at \(8, 0\) that opens the door at \(8, 1\) is only reachable through that door/,
  );
  // The switch back where Lara can reach it: clear.
  assert.deepEqual(
    check('chapter', 'landfall', (tokens) =>
      tokens.map((t) => (t.type === 'switch' ? { ...t, at: { x: 10, y: 9 } } : t)),
    ),
    [],
  );
});

test('a slope trap: an artifact below a slope with no way back up to the exit', () => {
  // On "icefall-ledge" the slope at (4, 2) slides east onto (5, 2); doors with no switch close the climbs out.
  const trap = (doors: boolean) => (tokens: Token[]) => [
    ...tokens.map((t) => (t.type === 'artifact' ? { ...t, at: { x: 5, y: 2 } } : t)),
    ...(doors
      ? [
          { type: 'door', at: { x: 5, y: 1 }, colour: 'blue', state: 'closed' },
          { type: 'door', at: { x: 5, y: 3 }, colour: 'blue', state: 'closed' },
        ]
      : []),
  ];
  const problems = check('location', 'icefall-ledge', trap(true));
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(
    problems[0]!.message,
    /after taking the artifact at \(5, 2\) Lara cannot get back to the exit: only up a slippery slope \(the slope at \(4, 2\)\)/,
  );
  assert.deepEqual(check('location', 'icefall-ledge', trap(false)), []);
});

test('a CCG map whose exits cannot reach the treasure depth', () => {
  const catalog = cardCatalog(base.items);
  // A face-up card with no exit deeper than its own row, on every column of depth 2 (top points deeper).
  const level = structuredClone(
    base.items.find((i) => i.kind === 'ccgLevel' && i.id === 'introductory-cave')!,
  ) as ContentItem & { fixedCells?: unknown[] };
  const flat = [...catalog.values()].find(
    (c) => c.exitsKnown && c.exits.length && !c.exits.includes('top') && !c.entrance && !c.treasureRoom,
  )!;
  assert.ok(flat, 'a location card with no top exit');
  const wall = (column: number) => ({ type: 'card', cell: { column, depth: 2 }, card: flat.id, face: 'up' });
  level.fixedCells = [wall(1), wall(2), wall(3)];
  const problems = ccgClearProblems(level, catalog);
  assert.ok(problems.length >= 1, 'a problem');
  assert.match(problems[0]!.message, /no path of exits reaches depth 3, 4/);
  // Raiders do get past with exits added in play (the explorer wins such a map): the problem says so.
  assert.match(
    problems[0]!.message,
    /only an exit added in play \(a Hidden Exit or a door found in a search\) leads on/,
  );
  // One problem an entrance, though the one-player and the two-or-more setups both have the entrance at column 1.
  assert.deepEqual(
    problems.map((p) => /entrance at \(column (\d)/.exec(p.message)![1]),
    ['1', '3'],
  );
  level.fixedCells = [wall(1), wall(2)];
  assert.deepEqual(ccgClearProblems(level, catalog), []);
});
