/**
 * Editing several pieces of a Crypt of Chronos layout at once (an enemy dropped on a spawn point,
 * copy and paste as one edit, board notes), and the editor's overlays found by the engine.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { copyPieces, notesOf, pastePieces, setNote, setSpawnEnemy } from '../../src/model/coc-board-edit.ts';
import { gridOf, layoutOf, tileCatalog, withLayout, type EditableLayout } from '../../src/model/coc-layout-edit.ts';
import { editOverlays } from '../../src/ui/level/edit-overlays.ts';
import type { ContentItem } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const tiles = tileCatalog(base.items);
const landfall = base.items.find((i) => i.kind === 'chapter' && i.name === 'Landfall')!;
const rules = { tiles, locationType: 'jungle' as const };
const layout = layoutOf(landfall);
const spawn = (l: EditableLayout, n: number) =>
  l.tokens.find(
    (t) => (t as { type: string; number?: number }).type === 'spawnPoint' && (t as { number: number }).number === n,
  ) as { at: { x: number; y: number }; enemy?: string };

test('an enemy dropped on a spawn point starts there; elsewhere it is refused with a reason', () => {
  const at = spawn(layout, 2).at;
  const edit = setSpawnEnemy(layout, at, 'wolf', 'Wolf');
  assert.ok(edit.ok);
  assert.equal(spawn(edit.value, 2).enemy, 'wolf');
  assert.equal(edit.label, 'Wolf starts on spawn point 2');
  const off = setSpawnEnemy(layout, { x: 1, y: 1 }, 'wolf', 'Wolf');
  assert.ok(!off.ok && /spawn point/.test(off.reason));
});

test('copied tokens paste as one edit at the cursor, keeping their places relative to each other', () => {
  const grid = gridOf(layout, tiles);
  const low = grid.rows
    .flat()
    .filter(
      (s) =>
        s &&
        s.terrain === 'low' &&
        !s.feature &&
        !layout.tokens.some(
          (t) =>
            (t as { at: { x: number; y: number } }).at.x === s.x &&
            (t as { at: { x: number; y: number } }).at.y === s.y,
        ),
    )!;
  const a = low[0]!;
  const b = low.find((s) => s!.x === a.x + 1 && s!.y === a.y) ?? low[1]!;
  const withTwo: EditableLayout = {
    ...layout,
    tokens: [
      ...layout.tokens,
      { type: 'barrier', at: { x: a.x, y: a.y }, health: 3 },
      { type: 'artifact', at: { x: b!.x, y: b!.y } },
    ],
  };
  const n = withTwo.tokens.length;
  const clip = copyPieces(withTwo, [n - 2, n - 1], [])!;
  assert.deepEqual(clip.tokens[0]!.at, { x: 0, y: Math.max(0, a.y - b!.y) });
  const target = low.find(
    (s) => s!.y > a.y + 1 && low.some((t) => t!.x === s!.x + (b!.x - a.x) && t!.y === s!.y + (b!.y - a.y)),
  )!;
  const pasted = pastePieces(withTwo, rules, clip, {
    x: Math.min(target.x, target.x + b!.x - a.x),
    y: Math.min(target.y, target.y + b!.y - a.y),
  });
  assert.ok(pasted.ok, pasted.ok ? '' : pasted.reason);
  assert.equal(pasted.value.tokens.length, n + 2);
  assert.match(pasted.label, /^Paste 2 tokens at/);
  // Pasted onto the copies themselves: refused whole, nothing half-pasted.
  const again = pastePieces(withTwo, rules, clip, { x: Math.min(a.x, b!.x), y: Math.min(a.y, b!.y) });
  assert.ok(!again.ok && /^Cannot paste/.test(again.reason));
});

test('a laid tile cannot be pasted twice on one level, but pastes into another level', () => {
  const clip = copyPieces(layout, [], [{ x: 0, y: 0 }])!;
  assert.equal(clip.tiles.length, 1);
  const same = pastePieces(layout, rules, clip, { x: 0, y: 0 });
  assert.ok(!same.ok && /already laid/.test(same.reason));
  const empty: EditableLayout = { size: { columns: 2, rows: 2 }, tiles: [], tokens: [] };
  const other = pastePieces(empty, rules, clip, { x: 4, y: 4 });
  assert.ok(other.ok);
  assert.deepEqual((other.value.tiles[0] as { slot: unknown }).slot, { x: 1, y: 1 });
});

test('board notes are set, changed and taken away; the layout keeps no empty list', () => {
  const one = setNote(layout, { x: 2, y: 3 }, ' Guard sees the door ');
  assert.ok(one.ok);
  assert.deepEqual(notesOf(one.value), [{ at: { x: 2, y: 3 }, text: 'Guard sees the door' }]);
  const gone = setNote(one.value, { x: 2, y: 3 }, '');
  assert.ok(gone.ok);
  assert.equal('notes' in gone.value, false);
  assert.ok(!setNote(layout, { x: 0, y: 0 }, '').ok);
});

test("the editor overlays: each spawn point's sight area and Lara's reach come from the engine", () => {
  const grid = gridOf(layout, tiles);
  const { sight, reach, problem } = editOverlays([base], landfall, grid, 2);
  assert.equal(problem, undefined);
  assert.equal(sight.length, layout.tokens.filter((t) => (t as { type: string }).type === 'spawnPoint').length);
  assert.ok(sight.every((s) => s.cells.length > 0));
  assert.ok(reach.length > 0 && reach.every((r) => r.points >= 0 && r.points < 2));
  const more = editOverlays([base], landfall, grid, 4);
  assert.ok(more.reach.length > reach.length);
  // No Lara's start: the overlays say why they cannot be shown.
  const noStart: ContentItem = withLayout(landfall, {
    ...layout,
    tokens: layout.tokens.filter((t) => (t as { type: string }).type !== 'laraStart'),
  });
  assert.ok(editOverlays([base], noStart, grid, 2).problem);
});
