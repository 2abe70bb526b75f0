// Shared by the AoD unit tests: the base content, seeded bot games and the invariants every state keeps.
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { aodModule, type AodAction, type AodState } from '../../src/engine/aod/index.ts';
import { aodContent } from '../../src/engine/aod/content.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { nextUint32, seedRandom } from '../../src/engine/core/random.ts';

export const base = readPack('content/base').pack!;
export const content = aodContent([base]);
export const game = aodModule.prepare([base]);
export const MUSEUM = { kind: 'aodSetup', id: 'museum' };

/** A whole seeded game between bots; `each` sees every state before its action. */
export function botGame(
  seed: number,
  players: number,
  bot: string,
  roundLimit: number,
  each?: (s: AodState, a: AodAction) => void,
) {
  const options = { seed, players, roundLimit };
  const start = game.newGame(MUSEUM, options);
  let state = start.state;
  const events = [...start.events];
  const r = seedRandom(`${bot}-${seed}`);
  let actions = 0;
  while (!game.outcome(state).over) {
    nextUint32(r);
    const action = game.players[bot]!.choose(state, r)!;
    each?.(state, action);
    const next = game.applyAction(state, action);
    state = next.state;
    events.push(...next.events);
    actions++;
  }
  return { state, options, actions, eventsDigest: digest(events.map((e) => e.text)) };
}

/** Cards conserved, every counter in one place, every tile in one place. */
export function checkInvariants(s: AodState): void {
  const cards = [
    ...Object.values(s.piles).flatMap((p) => [...p.draw, ...p.discard]),
    ...s.figures.flatMap((f) => f.hand),
  ];
  assert.equal(new Set(cards).size, cards.length, 'a card is in two places');
  assert.equal(cards.length, 55, 'cards are conserved');
  const objects = [
    ...s.objectPile,
    ...s.lying.map((l) => l.object),
    ...s.fallen.objects,
    ...s.figures.flatMap((f) => [...f.scored, ...f.destroyed, ...(f.carrying ? [f.carrying] : [])]),
  ];
  assert.equal(new Set(objects).size, objects.length, 'a counter is in two places');
  assert.equal(objects.length, 9, 'the nine evidence and painting counters are all somewhere');
  const discoveries = [...s.discoveryPile, ...s.figures.flatMap((f) => f.discoveries)];
  assert.equal(new Set(discoveries).size, 5, 'discovery counters are each in one place');
  assert.equal(discoveries.length, 5);
  const pieces = [...s.cells.filter((c) => c !== null).map((c) => c!.piece), ...s.fallen.pieces];
  assert.equal(new Set(pieces).size, pieces.length, 'a tile is duplicated');
  assert.equal(pieces.length, 25, 'tiles are conserved');
  for (const f of s.figures)
    assert.ok(f.hand.length <= 7 || s.pending?.kind === 'ditch', 'over the hand limit with no ditch pending');
  for (const l of s.lying) assert.ok(s.cells[l.at.y * s.width + l.at.x]?.open, 'a counter lies off an open tile');
  for (const f of s.figures)
    if (f.at && !(f.at.x === s.start.x && f.at.y === s.start.y))
      assert.ok(s.cells[f.at.y * s.width + f.at.x]?.open, 'a figure stands off an open tile');
}
