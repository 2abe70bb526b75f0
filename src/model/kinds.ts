/**
 * The kinds of content the product knows, with the words the library shows for them and the game
 * each belongs to. Order here is the order the library lists them in.
 */

export type Game = 'coc' | 'ccg';

export interface KindInfo {
  kind: string;
  /** Plural label for a group of items of this kind. */
  label: string;
  game: Game;
}

export const GAME_NAMES: Record<Game, string> = {
  coc: 'The Crypt of Chronos',
  ccg: 'Tomb Raider CCG',
};

export const KINDS: readonly KindInfo[] = [
  { kind: 'chapter', label: 'Chapters', game: 'coc' },
  { kind: 'location', label: 'Island locations', game: 'coc' },
  { kind: 'crypt', label: 'Crypt cards', game: 'coc' },
  { kind: 'islandBoard', label: 'Island boards', game: 'coc' },
  { kind: 'tile', label: 'Tiles', game: 'coc' },
  { kind: 'event', label: 'Event cards', game: 'coc' },
  { kind: 'weapon', label: 'Weapons', game: 'coc' },
  { kind: 'outfit', label: 'Outfits', game: 'coc' },
  { kind: 'ability', label: 'Abilities', game: 'coc' },
  { kind: 'research', label: 'Research cards', game: 'coc' },
  { kind: 'boss', label: 'Bosses', game: 'coc' },
  { kind: 'enemy', label: 'Enemies', game: 'coc' },
  { kind: 'relic', label: 'Relics', game: 'coc' },
  { kind: 'condition', label: 'Location conditions', game: 'coc' },
  { kind: 'achievement', label: 'Achievements', game: 'coc' },
  { kind: 'actionCard', label: 'Action cards', game: 'coc' },
  { kind: 'resource', label: 'Resources', game: 'coc' },
  { kind: 'dice', label: 'Dice', game: 'coc' },
  { kind: 'ccgCard', label: 'CCG cards', game: 'ccg' },
  { kind: 'ccgLevel', label: 'CCG levels', game: 'ccg' },
];

const byKind = new Map(KINDS.map((info) => [info.kind, info]));

/** What the library should call a kind; an unknown kind is shown under its own name. */
export function kindInfo(kind: string): KindInfo | undefined {
  return byKind.get(kind);
}

export function kindLabel(kind: string): string {
  return byKind.get(kind)?.label ?? kind;
}
