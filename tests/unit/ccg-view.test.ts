// The playtest's read-only views of a CCG game: a raider's numbers and a location as the map shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { locationView, raiderNumbers } from '../../src/engine/ccg/view.ts';
import { at, baseContent, start } from './ccg-helpers.ts';

test('raiderNumbers: abilities with upgrades (only the 2s rise) and injuries, life, life left, power, stuck', () => {
  const s = start('introductory-cave', {
    setup: { raiders: [{ hits: 1, injuries: { move: 1 }, saved: ['lara-croft-adventurer'] }] },
  });
  assert.deepEqual(raiderNumbers(baseContent, s, 0), {
    abilities: { fight: 3, move: 2, search: 3, think: 3 },
    life: 2,
    lifeLeft: 1,
    power: 2,
    stuck: false,
  });
});

test('locationView: exits on the map, danger limit, obstacles with their tests and hits; a face-down card shows nothing', () => {
  const s = start('introductory-cave', {
    setup: { map: [{ spot: at(1, 2), card: 'bat-cave', rotation: 90, obstacles: ['wolves'] }] },
  });
  const v = locationView(baseContent, s, at(1, 2))!;
  assert.equal(v.name, 'Bat Cave');
  assert.deepEqual(v.exits, ['right', 'left'], 'top and bottom turned a quarter clockwise');
  assert.equal(v.dangerLimit, 4, 'danger 2 + depth 2');
  assert.deepEqual(
    v.obstacles.map((o) => [o.ref, o.name, o.life, o.hits]),
    [
      ['printed', 'Bat Swarm', 1, 0],
      ['wolves', 'Wolves', 2, 0],
    ],
  );
  const hidden = locationView(baseContent, s, at(2, 4))!;
  assert.equal(hidden.name, 'Unexplored');
  assert.deepEqual(hidden.obstacles, []);
  assert.equal(locationView(baseContent, s, at(3, 3)), undefined);
});
