// Invariants of a CCG game state, checked after every action of random games (ccg-engine-properties.test.ts).
import assert from 'node:assert/strict';
import type { CcgContent, CcgState } from '../../src/engine/ccg/index.ts';
import { life } from '../../src/engine/ccg/raider-stats.ts';

/** Every card instance of the game, from every place it can be. */
export function allCards(s: CcgState): string[] {
  return [
    ...s.levelDecks.flat(),
    ...s.setAside,
    ...s.map.flatMap((p) => [p.card, ...p.obstacles.map((o) => o.card)]),
    ...s.obstacleDeck,
    ...s.obstacleDiscard,
    ...s.resolving.map((r) => r.card),
    ...s.raiders.flatMap((r) => [...r.deck, ...r.hand, ...r.discard, ...r.saved, ...r.unsaved]),
  ];
}

export function checkInvariants(content: CcgContent, before: CcgState, after: CcgState): void {
  const cards = allCards(after);
  const seen = new Set<string>();
  for (const c of cards) {
    assert.ok(!seen.has(c), `card ${c} is in two places`);
    seen.add(c);
  }
  // Cards only appear when a drawn treasure room is picked from its choices…
  // …and when a starting bonus is taken from the collection into a saved row.
  const bonus =
    before.pending?.kind === 'startingBonus'
      ? after.raiders.reduce((n, r, i) => n + r.saved.filter((c) => !before.raiders[i]!.saved.includes(c)).length, 0)
      : 0;
  const appeared = before.drawnTreasureSpots.length - after.drawnTreasureSpots.length + bonus;
  assert.equal(cards.length, allCards(before).length + appeared, 'no card vanishes or appears');
  for (const r of after.raiders) {
    assert.ok(
      r.hits >= 0 && r.hits <= Math.max(0, life(content, r)),
      `${r.name}: ${r.hits} hits, life ${life(content, r)}`,
    );
    if (!r.dead && r.finishedTurn === null) assert.ok(r.at, `${r.name} is alive and on the map`);
    if (r.at)
      assert.ok(
        after.map.some((p) => p.face === 'up' && p.spot.column === r.at!.column && p.spot.depth === r.at!.depth),
        `${r.name} stands on an explored location`,
      );
  }
  // The treasure is in one place at most: carried by one raider on the map, or lying where it was dropped, once found.
  const carriers = after.raiders.filter((r) => r.carriesTreasure);
  assert.ok(
    carriers.length + (after.droppedTreasure ? 1 : 0) <= 1,
    `the treasure is in ${carriers.length} raiders' hands${after.droppedTreasure ? ' and on the map' : ''}`,
  );
  if (carriers.length || after.droppedTreasure)
    assert.ok(after.treasureFound, 'the treasure is carried or lies about only once found');
  for (const r of carriers) assert.ok(!r.dead && r.at, `${r.name} carries the treasure while dead or off the map`);
  for (const r of after.raiders)
    assert.ok(Number.isInteger(r.points) && r.points >= 0, `${r.name}: ${r.points} points`);
  if (after.status === 'playing')
    assert.ok(after.pending || after.round === 'ready' || after.step?.stage === 'move', 'the game waits for someone');
}
