/**
 * Edits of an Angel of Darkness museum's seatings, as the museum designer makes them: who plays for
 * 2, 3 and 4 players, in which turn order, and whether the sides play as teams. The rulebook's
 * table: with two, the first good guy against the first bad guy; with three, the first good guy
 * against both bad guys; with four, two teams, the sides taking turns alternately. Pure functions
 * from one item to the next (each one undoable step in the designer).
 */
import type { ContentItem } from './content.ts';

export interface Character {
  id: string;
  name: string;
  side: 'good' | 'bad';
}
export interface Seating {
  players: number;
  order: string[];
  teams?: boolean;
}

type Setup = ContentItem & { characters?: Character[]; seats?: Seating[] };

export const PLAYER_COUNTS = [2, 3, 4] as const;
const seatsOf = (s: ContentItem): Seating[] => (Array.isArray((s as Setup).seats) ? (s as Setup).seats! : []);
const charactersOf = (s: ContentItem): Character[] =>
  Array.isArray((s as Setup).characters) ? (s as Setup).characters! : [];
const sorted = (seats: Seating[]) => [...seats].sort((a, b) => a.players - b.players);

/**
 * The rulebook's seating for a number of players with these characters (the first of each side
 * first), or undefined when the characters are too few: 2 good against bad, 3 one good against two
 * bad, 4 two against two as teams, good and bad taking turns.
 */
export function rulebookSeating(characters: readonly Character[], players: number): Seating | undefined {
  const good = characters.filter((c) => c.side === 'good').map((c) => c.id);
  const bad = characters.filter((c) => c.side === 'bad').map((c) => c.id);
  if (players === 2 && good.length >= 1 && bad.length >= 1) return { players, order: [good[0]!, bad[0]!] };
  if (players === 3 && good.length >= 1 && bad.length >= 2) return { players, order: [good[0]!, bad[0]!, bad[1]!] };
  if (players === 4 && good.length >= 2 && bad.length >= 2)
    return { players, order: [good[0]!, bad[0]!, good[1]!, bad[1]!], teams: true };
  // Too few of one side for the rulebook's table: any characters, in their order.
  if (characters.length >= players) return { players, order: characters.slice(0, players).map((c) => c.id) };
  return undefined;
}

/** Adds a seating for a number of players (the rulebook's, or the characters in order); kept sorted by players. */
export function addSeating(s: ContentItem, players: number): ContentItem {
  const seat = rulebookSeating(charactersOf(s), players);
  if (!seat || seatsOf(s).some((x) => x.players === players)) return s;
  return { ...s, seats: sorted([...seatsOf(s), seat]) };
}

export function removeSeating(s: ContentItem, players: number): ContentItem {
  return { ...s, seats: seatsOf(s).filter((x) => x.players !== players) };
}

/** Every seating the rulebook's table gives for these characters, replacing the setup's. */
export function rulebookSeatings(s: ContentItem): ContentItem {
  const seats = PLAYER_COUNTS.map((n) => rulebookSeating(charactersOf(s), n)).filter(
    (x): x is Seating => x !== undefined,
  );
  return { ...s, seats };
}

/** Puts a character at one place of a seating's turn order; if it already plays there, the two swap places. */
export function setSeat(s: ContentItem, players: number, position: number, character: string): ContentItem {
  return {
    ...s,
    seats: seatsOf(s).map((x) => {
      if (x.players !== players || position < 0 || position >= x.order.length) return x;
      const order = [...x.order];
      const was = order.indexOf(character);
      if (was >= 0) order[was] = order[position]!;
      order[position] = character;
      return { ...x, order };
    }),
  };
}

/** Whether the sides of a seating play as teams (their points added, no shooting a partner). */
export function setTeams(s: ContentItem, players: number, teams: boolean): ContentItem {
  return { ...s, seats: seatsOf(s).map((x) => (x.players === players ? { ...x, teams } : x)) };
}
