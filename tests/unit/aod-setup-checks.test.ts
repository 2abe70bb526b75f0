// Design checks of Angel of Darkness museum setups (model/aod-setup-problems.ts), as the museum
// designer shows them and the pack checker reports them (checks/aod-setup.ts).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { aodSetupProblems, type Lookup } from '../../src/model/aod-setup-problems.ts';
import { validatePack } from '../../src/model/validate.ts';
import type { Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
const lookup: Lookup = (kind, id) => base.items.find((i) => i.kind === kind && i.id === id);
const museum = base.items.find((i) => i.kind === 'aodSetup' && i.id === 'museum')!;
const copy = () => structuredClone(museum) as Record<string, unknown> & typeof museum;
const messages = (s: Record<string, unknown>) =>
  aodSetupProblems(s, lookup).map((p) => `${p.severity}: ${p.message} @${p.path.join('/')}`);

test('the rulebook museum has no design problem', () => {
  assert.deepEqual(messages(museum), []);
});

test('too few or too many tiles for the museum size', () => {
  const s = copy();
  s.width = 6;
  assert.match(messages(s).join('\n'), /error: Too few tiles for the museum: 6 × 5 needs 30, 25 are dealt\. @tiles/);
  s.width = 4;
  assert.match(messages(s).join('\n'), /error: Too many tiles for the museum: 4 × 5 holds 20, 25 are dealt/);
});

test('more secret rooms than discovery counters', () => {
  const s = copy();
  s.discoveries = (s.discoveries as string[]).slice(0, 3);
  assert.match(
    messages(s).join('\n'),
    /warning: More secret rooms than discovery counters: 5 torches but 3 counters.* @discoveries/,
  );
});

test('no tile can reach the starting tile: a wall towards the museum, or the entry tile laid walled', () => {
  const items = [
    ...base.items,
    { kind: 'aodTile', id: 'walled-start', name: 'Walled start', role: 'start', walls: ['N'] },
  ];
  const withWalled: Lookup = (kind, id) => items.find((i) => i.kind === kind && i.id === id);
  const s = copy();
  s.startTile = 'walled-start';
  assert.match(
    aodSetupProblems(s, withWalled)
      .map((p) => p.message)
      .join('\n'),
    /The starting tile has a wall towards the museum: no tile can ever reach it/,
  );
  // A fixed 1 × 1 museum whose only tile (a dead end, walls N E W) is laid turned 180°: its wall faces the start below.
  const fixed = {
    ...copy(),
    width: 1,
    height: 1,
    deal: 'fixed',
    start: { x: 0, y: 1 },
    fixed: [{ tile: 'corridor-dead-end', at: { x: 0, y: 0 }, rotation: 180 }],
  };
  assert.match(messages(fixed).join('\n'), /As laid, the tile beside the starting tile has a wall towards it/);
  fixed.fixed[0]!.rotation = 0;
  assert.doesNotMatch(messages(fixed).join('\n'), /As laid/);
});

test('a fixed museum: every place needs a tile, none outside, none twice, corridors only', () => {
  const s = {
    ...copy(),
    width: 2,
    height: 1,
    deal: 'fixed',
    start: { x: 0, y: 1 },
    fixed: [
      { tile: 'corridor-straight', at: { x: 0, y: 0 } },
      { tile: 'info-tile', at: { x: 0, y: 0 } },
      { tile: 'corridor-straight', at: { x: 3, y: 0 } },
    ],
  };
  const text = messages(s).join('\n');
  assert.match(text, /Two tiles lie at column 1, row 1/);
  assert.match(text, /A tile lies outside the museum, at column 4, row 1/);
  assert.match(text, /1 place of the museum has no tile/);
  assert.match(text, /"info-tile" is not a corridor tile/);
});

test('the deck needs every sort; one large object; seatings name known characters', () => {
  const s = copy();
  s.deck = (s.deck as { card: string }[]).filter((d) => !d.card.startsWith('life'));
  s.objects = (s.objects as string[]).filter((o) => lookup('aodObject', o)?.sort !== 'large');
  (s.seats as { order: string[] }[])[0]!.order = ['lara', 'nobody'];
  const text = messages(s).join('\n');
  assert.match(text, /The deck has no life card/);
  assert.match(text, /No large object: the time bomb never goes off/);
  assert.match(text, /names "nobody", who is not one of the characters/);
});

test('the pack checker reports the same problems at the setup’s fields', () => {
  const s = { ...copy(), id: 'small', width: 3 };
  const pack = { ...base, id: 'mine', items: [s] } as unknown as Pack;
  const problems = validatePack(pack, { dependencies: [base] });
  const tiles = problems.find((p) => /Too many tiles/.test(p.message));
  assert.ok(tiles, JSON.stringify(problems));
  assert.equal(tiles.pointer, '/items/0/tiles');
  assert.equal(tiles.itemId, 'small');
});
