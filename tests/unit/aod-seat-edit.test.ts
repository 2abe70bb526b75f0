// The museum designer's seating edits: the rulebook's table for 2, 3 and 4 players, adding and taking
// out a seating, a character put at a place of the turn order (swapping with the one there), teams.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addSeating,
  removeSeating,
  rulebookSeating,
  rulebookSeatings,
  setSeat,
  setTeams,
  type Character,
} from '../../src/model/aod-seat-edit.ts';
import type { ContentItem } from '../../src/model/content.ts';

const characters: Character[] = [
  { id: 'lara', name: 'Lara Croft', side: 'good' },
  { id: 'kurtis', name: 'Kurtis Trent', side: 'good' },
  { id: 'pieter', name: 'Pieter van Eckhardt', side: 'bad' },
  { id: 'joachim', name: 'Joachim Karel', side: 'bad' },
];
const museum = { kind: 'aodSetup', id: 'm', name: 'M', characters, seats: [] } as unknown as ContentItem;
const seats = (s: ContentItem) => s.seats as { players: number; order: string[]; teams?: boolean }[];

test("the rulebook's table: Lara against Pieter; Lara against Pieter and Joachim; two teams taking turns", () => {
  assert.deepEqual(seats(rulebookSeatings(museum)), [
    { players: 2, order: ['lara', 'pieter'] },
    { players: 3, order: ['lara', 'pieter', 'joachim'] },
    { players: 4, order: ['lara', 'pieter', 'kurtis', 'joachim'], teams: true },
  ]);
  // With one good guy only, four players cannot be seated as the table says: any four characters.
  assert.equal(rulebookSeating(characters.slice(0, 1).concat(characters.slice(2)), 4), undefined);
  assert.deepEqual(
    rulebookSeating([characters[0]!, characters[2]!, characters[3]!, { id: 'x', name: 'X', side: 'bad' }], 4),
    { players: 4, order: ['lara', 'pieter', 'joachim', 'x'] },
  );
});

test('a seating is added once, sorted by players, and taken out', () => {
  let s = addSeating(museum, 4);
  s = addSeating(s, 2);
  assert.equal(addSeating(s, 2), s, 'a second 2-player seating is refused');
  assert.deepEqual(
    seats(s).map((x) => x.players),
    [2, 4],
  );
  s = removeSeating(s, 4);
  assert.deepEqual(
    seats(s).map((x) => x.players),
    [2],
  );
});

test('a character put in the turn order swaps with the one already there; teams switch', () => {
  let s = rulebookSeatings(museum);
  s = setSeat(s, 4, 0, 'pieter');
  assert.deepEqual(seats(s).find((x) => x.players === 4)!.order, ['pieter', 'lara', 'kurtis', 'joachim']);
  s = setSeat(s, 2, 1, 'joachim');
  assert.deepEqual(seats(s).find((x) => x.players === 2)!.order, ['lara', 'joachim']);
  s = setTeams(s, 4, false);
  assert.equal(seats(s).find((x) => x.players === 4)!.teams, false);
  assert.equal(seats(s).find((x) => x.players === 3)!.teams, undefined);
});
