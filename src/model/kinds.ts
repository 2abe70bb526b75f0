/**
 * The kinds of content the product knows, with the words the library shows for them and the game
 * each belongs to. Order here is the order the library lists them in.
 */

export type Game = 'coc' | 'ccg' | 'aod';

export interface KindInfo {
  kind: string;
  /** Plural label for a group of items of this kind. */
  label: string;
  /** What one item of this kind is called in a sentence ("a weapon"). */
  one: string;
  game: Game;
}

export const GAME_NAMES: Record<Game, string> = {
  coc: 'The Crypt of Chronos',
  ccg: 'Tomb Raider CCG',
  aod: 'The Angel of Darkness',
};

export const KINDS: readonly KindInfo[] = [
  { kind: 'chapter', one: 'chapter', label: 'Chapters', game: 'coc' },
  { kind: 'location', one: 'island location', label: 'Island locations', game: 'coc' },
  { kind: 'crypt', one: 'crypt card', label: 'Crypt cards', game: 'coc' },
  { kind: 'islandBoard', one: 'island board', label: 'Island boards', game: 'coc' },
  { kind: 'tile', one: 'tile', label: 'Tiles', game: 'coc' },
  { kind: 'event', one: 'event card', label: 'Event cards', game: 'coc' },
  { kind: 'weapon', one: 'weapon', label: 'Weapons', game: 'coc' },
  { kind: 'outfit', one: 'outfit', label: 'Outfits', game: 'coc' },
  { kind: 'ability', one: 'ability', label: 'Abilities', game: 'coc' },
  { kind: 'research', one: 'research card', label: 'Research cards', game: 'coc' },
  { kind: 'boss', one: 'boss', label: 'Bosses', game: 'coc' },
  { kind: 'enemy', one: 'enemy', label: 'Enemies', game: 'coc' },
  { kind: 'relic', one: 'relic', label: 'Relics', game: 'coc' },
  { kind: 'condition', one: 'location condition', label: 'Location conditions', game: 'coc' },
  { kind: 'achievement', one: 'achievement', label: 'Achievements', game: 'coc' },
  { kind: 'actionCard', one: 'action card', label: 'Action cards', game: 'coc' },
  { kind: 'resource', one: 'resource', label: 'Resources', game: 'coc' },
  { kind: 'recipe', one: 'craft bench recipe', label: 'Craft bench recipes', game: 'coc' },
  { kind: 'dice', one: 'die', label: 'Dice', game: 'coc' },
  { kind: 'ccgCard', one: 'CCG card', label: 'CCG cards', game: 'ccg' },
  { kind: 'ccgLevel', one: 'CCG level', label: 'CCG levels', game: 'ccg' },
  { kind: 'aodSetup', one: 'museum setup', label: 'Museum setups', game: 'aod' },
  { kind: 'aodTile', one: 'museum tile', label: 'Museum tiles', game: 'aod' },
  { kind: 'aodActionCard', one: 'AoD action card', label: 'AoD action cards', game: 'aod' },
  { kind: 'aodDiscovery', one: 'discovery counter', label: 'Discovery counters', game: 'aod' },
  { kind: 'aodObject', one: 'evidence or painting', label: 'Evidence and paintings', game: 'aod' },
];

const byKind = new Map(KINDS.map((info) => [info.kind, info]));

/** What the library should call a kind; an unknown kind is shown under its own name. */
export function kindInfo(kind: string): KindInfo | undefined {
  return byKind.get(kind);
}

export function kindLabel(kind: string): string {
  return byKind.get(kind)?.label ?? kind;
}

export function kindOne(kind: string): string {
  return byKind.get(kind)?.one ?? kind;
}
