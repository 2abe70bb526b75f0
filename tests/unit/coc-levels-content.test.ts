// The base pack's Crypt of Chronos tiles and levels are playable, not only valid: every tile face
// joins its neighbours in any rotation, and on every level Lara can reach each artifact and then
// the exit, flipping doors with the switches as she goes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import {
  DEFAULT_LAYOUT_SIZE,
  buildGrid,
  spaceAt,
  step,
  FACINGS,
  type LayoutSize,
  type LevelGrid,
  type Point,
  type Space,
  type TileFace,
  type TilePlacement,
} from '../../src/model/coc-grid.ts';
import type { ContentItem } from '../../src/model/content.ts';

const { pack } = readPackFile('content/base/pack.json');
const items = pack?.items ?? [];
const tiles = new Map(
  items.filter((i) => i.kind === 'tile').map((t) => [t.id, t as ContentItem & { faces: Record<string, TileFace> }]),
);
const levels = items.filter((i) => ['chapter', 'location', 'crypt'].includes(i.kind));

interface Token {
  type: string;
  at: Point;
  colour?: string;
  state?: string;
}

const plain = (s: Space) => s.terrain !== 'block' && s.feature?.type !== 'slope';

test('the base pack has 32 tiles, 16 jungle/tomb and 16 mountain/desert, numbered 1–32', () => {
  assert.equal(tiles.size, 32);
  assert.deepEqual(
    [...tiles.values()].map((t) => t.number).sort((a, b) => (a as number) - (b as number)),
    Array.from({ length: 32 }, (_, i) => i + 1),
  );
  assert.equal([...tiles.values()].filter((t) => t.pair === 'jungle-tomb').length, 16);
});

test('every tile face has at least two plain spaces on each edge, so neighbouring tiles always join', () => {
  for (const tile of tiles.values())
    for (const [type, face] of Object.entries(tile.faces)) {
      const s = face.spaces;
      const edges = { top: s[0]!, bottom: s[2]!, left: s.map((r) => r[0]!), right: s.map((r) => r[2]!) };
      for (const [edge, spaces] of Object.entries(edges))
        assert.ok(spaces.filter(plain).length >= 2, `${tile.id} ${type}: ${edge} edge is too closed`);
    }
});

test('on every face the plain spaces are connected', () => {
  for (const tile of tiles.values())
    for (const [type, face] of Object.entries(tile.faces)) {
      const grid = buildGrid(
        { columns: 1, rows: 1 },
        [{ slot: { x: 0, y: 0 }, tile: tile.id, face: type as TilePlacement['face'] }],
        () => face,
      );
      const open = grid.rows.flat().filter((s) => s && plain(s));
      const seen = new Set([`${open[0]!.x},${open[0]!.y}`]);
      const queue: Point[] = [open[0]!];
      while (queue.length) {
        const p = queue.shift()!;
        for (const f of FACINGS) {
          const n = spaceAt(grid, step(p, f));
          if (n && plain(n) && !seen.has(`${n.x},${n.y}`)) {
            seen.add(`${n.x},${n.y}`);
            queue.push(n);
          }
        }
      }
      assert.equal(seen.size, open.length, `${tile.id} ${type}`);
    }
});

test('each location type keeps its character: slopes on mountains, quicksand in deserts, more block in tombs', () => {
  const count = (type: string, pred: (s: Space) => boolean) =>
    [...tiles.values()].flatMap((t) => (t.faces[type] ? t.faces[type].spaces.flat() : [])).filter(pred).length;
  assert.ok(count('mountain', (s) => s.feature?.type === 'slope') >= 8);
  assert.ok(count('mountain', (s) => s.terrain === 'high') > count('jungle', (s) => s.terrain === 'high'));
  assert.ok(count('desert', (s) => s.feature?.type === 'quicksand') >= 16);
  assert.ok(count('tomb', (s) => s.terrain === 'block') > count('jungle', (s) => s.terrain === 'block'));
  for (const type of ['jungle', 'tomb', 'desert'])
    assert.equal(
      count(type, (s) => s.feature?.type === 'slope'),
      0,
      type,
    );
  for (const type of ['jungle', 'tomb', 'mountain'])
    assert.equal(
      count(type, (s) => s.feature?.type === 'quicksand'),
      0,
      type,
    );
});

/**
 * Where Lara can get to: a search over (space, red doors flipped, blue doors flipped). She steps to
 * a neighbour that is not block, not a closed door and not a slope seen from below; stepping onto a
 * slope slides her down it; on a switch she may flip its colour. Barriers (a weapon breaks them) and
 * the boulder (she pushes it) do not stop her here.
 */
type State = [Point, boolean, boolean];

function reachable(grid: LevelGrid, tokens: Token[], from: State[], goldOpen: boolean): Map<string, State> {
  const doors = new Map(tokens.filter((t) => t.type === 'door').map((t) => [`${t.at.x},${t.at.y}`, t]));
  const switches = new Map(tokens.filter((t) => t.type === 'switch').map((t) => [`${t.at.x},${t.at.y}`, t.colour!]));
  const closed = (p: Point, red: boolean, blue: boolean) => {
    const door = doors.get(`${p.x},${p.y}`);
    if (!door) return false;
    const flipped = door.colour === 'red' ? red : door.colour === 'blue' ? blue : goldOpen;
    return (door.state === 'closed') !== flipped;
  };
  const seen = new Map<string, State>();
  const queue: State[] = [...from];
  const visit = (p: Point, red: boolean, blue: boolean) => {
    const key = `${p.x},${p.y},${red},${blue}`;
    if (seen.has(key)) return;
    seen.set(key, [p, red, blue]);
    queue.push([p, red, blue]);
  };
  for (const [p, red, blue] of from) seen.set(`${p.x},${p.y},${red},${blue}`, [p, red, blue]);
  while (queue.length) {
    const [p, red, blue] = queue.shift()!;
    const colour = switches.get(`${p.x},${p.y}`);
    if (colour === 'red') visit(p, !red, blue);
    if (colour === 'blue') visit(p, red, !blue);
    for (const f of FACINGS) {
      const to = step(p, f);
      const s = spaceAt(grid, to);
      if (!s || s.terrain === 'block' || closed(to, red, blue)) continue;
      if (s.feature?.type === 'slope') {
        const down = step(to, s.feature.downhill);
        if (down.x === p.x && down.y === p.y) continue;
        const landing = spaceAt(grid, down);
        if (landing && landing.terrain !== 'block' && !closed(down, red, blue)) visit(down, red, blue);
        continue;
      }
      visit(to, red, blue);
    }
  }
  return seen;
}

for (const level of levels) {
  test(`${level.kind} "${level.id}": Lara can reach every artifact, then the exit`, () => {
    const layout = level.layout as { size?: LayoutSize; tiles: TilePlacement[]; tokens: Token[] };
    const grid = buildGrid(layout.size ?? DEFAULT_LAYOUT_SIZE, layout.tiles, (id, face) => tiles.get(id)?.faces[face]);
    const tokens = layout.tokens;
    const start = tokens.find((t) => t.type === 'laraStart')!;
    const before = reachable(grid, tokens, [[start.at, false, false]], false);
    const at = (p: Point) => [...before.values()].some(([q]) => q.x === p.x && q.y === p.y);
    for (const t of tokens.filter((t) => t.type === 'artifact'))
      assert.ok(at(t.at), `artifact at (${t.at.x}, ${t.at.y}) is out of reach`);
    for (const t of tokens.filter((t) => t.type === 'spawnPoint')) {
      const s = spaceAt(grid, t.at)!;
      assert.ok(
        FACINGS.some((f) => spaceAt(grid, step(t.at, f))?.terrain !== 'block' && spaceAt(grid, step(t.at, f))),
        `spawn point at (${t.at.x}, ${t.at.y}) is walled in`,
      );
      assert.notEqual(s.terrain, 'block');
    }
    const exit = tokens.find((t) => t.type === 'exit');
    if (!exit) return;
    // Once the objectives are met the gold doors flip (the sample levels' gold doors wait for that).
    const after = reachable(grid, tokens, [...before.values()], true);
    assert.ok(
      [...after.values()].some(([q]) => q.x === exit.at.x && q.y === exit.at.y),
      'the exit is out of reach',
    );
  });
}
