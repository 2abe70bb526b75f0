/**
 * Words and symbols shared by the Angel of Darkness board and the museum designer: compass sides,
 * reload symbols, and a tile in words ("Straight corridor: walls north and south, energy reload").
 */
export type Compass = 'N' | 'E' | 'S' | 'W';
export type SortName = 'energy' | 'ammo' | 'life';

export const COMPASS: readonly Compass[] = ['N', 'E', 'S', 'W'];
export const COMPASS_WORD: Record<Compass, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };
export const SORT_SYMBOL: Record<SortName, string> = { energy: '⚡', ammo: '➹', life: '♥' };

/** "walls north and south", "no walls", "walls north, east and west". */
export function wallsText(walls: readonly Compass[]): string {
  const sorted = COMPASS.filter((c) => walls.includes(c)).map((c) => COMPASS_WORD[c]);
  if (!sorted.length) return 'no walls';
  if (sorted.length === 1) return `a wall ${sorted[0]}`;
  return `walls ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** A tile's face in words: its walls, its reload symbol, its torch. */
export function tileText(t: { walls: readonly Compass[]; reload?: SortName | null; torch?: boolean }): string {
  const parts = [wallsText(t.walls)];
  if (t.reload) parts.push(`${t.reload} reload symbol`);
  if (t.torch) parts.push('torch (secret room)');
  return parts.join(', ');
}

/** Walls turned clockwise by a rotation in degrees. */
export function turnWalls(walls: readonly Compass[], rotation: number): Compass[] {
  return walls.map((w) => COMPASS[(COMPASS.indexOf(w) + rotation / 90) % 4]!);
}
