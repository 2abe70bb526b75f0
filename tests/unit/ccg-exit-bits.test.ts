// The exits of a placed location as side bits, with the printed exits kept by card and rotation (map.ts):
// the same sides as working them out the plain way (rotatedExits, plus tokens, minus blocked ones).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rotatedExits } from '../../src/model/ccg-card-catalog.ts';
import { exitBits, exitsOf, printedExitBits, SIDES } from '../../src/engine/ccg/map.ts';
import type { Ctx } from '../../src/engine/ccg/context.ts';
import type { PlacedLocation, Side } from '../../src/engine/ccg/types.ts';
import { start, baseContent } from './ccg-helpers.ts';

const content = baseContent;
const locations = [...content.cards.entries()].filter(([, c]) => c.type === 'location' && c.exits.length);

/** The plain way: printed exits turned, exit tokens added, blocked ones taken away, in SIDES order. */
function plainExits(exits: Side[], rotation: number, added: Side[], blocked: Side[]): Side[] {
  const sides = new Set([...rotatedExits(exits, rotation), ...added]);
  for (const s of blocked) sides.delete(s);
  return SIDES.filter((s) => sides.has(s));
}

test('printed exits as side bits match rotatedExits for every location card and rotation, asked twice (kept)', () => {
  assert.ok(locations.length > 20);
  for (const [, card] of locations)
    for (const rotation of [0, 90, 180, 270, 360, -90])
      for (let ask = 0; ask < 2; ask++) {
        const bits = printedExitBits(card, rotation);
        assert.deepEqual(
          SIDES.filter((_, i) => bits & (1 << i)),
          plainExits(card.exits, rotation, [], []),
          `${card.name} at ${rotation}`,
        );
      }
});

test('exitsOf and exitBits of placed locations (tokens, blocked exits, face down) match the plain way', () => {
  const state = start('introductory-tomb');
  const ctx: Ctx = { content, level: undefined as never, state, events: [], seriesLevel: 0 };
  const extra: Side[][] = [[], ['left'], ['top', 'right'], ['bottom']];
  let checked = 0;
  for (const [id, card] of locations)
    for (const rotation of [0, 90, 180, 270])
      for (const added of extra)
        for (const blocked of extra) {
          const placed: PlacedLocation = {
            spot: { column: 1, depth: 1 },
            card: id,
            face: 'up',
            rotation,
            obstacles: [],
            printedHits: 0,
            printedRemoved: false,
            empty: false,
            addedExits: added,
            blockedExits: blocked,
            savePoint: false,
          };
          const want = plainExits(card.exits, rotation, added, blocked);
          assert.deepEqual(exitsOf(ctx, placed), want, `${card.name} ${rotation} +${added} -${blocked}`);
          assert.equal(
            exitBits(ctx, placed),
            SIDES.reduce((b, s, i) => (want.includes(s) ? b | (1 << i) : b), 0),
          );
          assert.equal(exitBits(ctx, { ...placed, face: 'down' }), 0);
          checked++;
        }
  assert.ok(checked > 1000);
});
