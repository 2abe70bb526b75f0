/**
 * The kinds of content the product knows, with the words the library shows for them and the game
 * each belongs to. Order here is the order the library lists them in.
 */

export type Game = 'coc' | 'ccg' | 'aod' | 'rpg' | 'uw';

export interface KindInfo {
  kind: string;
  /** Plural label for a group of items of this kind. */
  label: string;
  /** What one item of this kind is called in a sentence ("a weapon"). */
  one: string;
  game: Game;
  /** An item of this kind is a level of its game: it can be played (the library's Playtest). */
  level?: true;
}

export const GAME_NAMES: Record<Game, string> = {
  coc: 'The Crypt of Chronos',
  ccg: 'Tomb Raider CCG',
  aod: 'The Angel of Darkness',
  rpg: 'Tomb Raider RPG',
  uw: 'Tomb Raider Underworld',
};

export const KINDS: readonly KindInfo[] = [
  { kind: 'chapter', one: 'chapter', label: 'Chapters', game: 'coc', level: true },
  { kind: 'location', one: 'island location', label: 'Island locations', game: 'coc', level: true },
  { kind: 'crypt', one: 'crypt card', label: 'Crypt cards', game: 'coc', level: true },
  { kind: 'islandBoard', one: 'island board', label: 'Island boards', game: 'coc', level: true },
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
  { kind: 'envelope', one: 'secret envelope', label: 'Secret envelopes', game: 'coc' },
  { kind: 'actionCard', one: 'action card', label: 'Action cards', game: 'coc' },
  { kind: 'resource', one: 'resource', label: 'Resources', game: 'coc' },
  { kind: 'recipe', one: 'craft bench recipe', label: 'Craft bench recipes', game: 'coc' },
  { kind: 'dice', one: 'die', label: 'Dice', game: 'coc' },
  { kind: 'ccgCard', one: 'CCG card', label: 'CCG cards', game: 'ccg' },
  { kind: 'ccgLevel', one: 'CCG level', label: 'CCG levels', game: 'ccg', level: true },
  { kind: 'rpgCharacter', one: 'RPG character', label: 'RPG characters', game: 'rpg' },
  { kind: 'rpgChallenge', one: 'RPG challenge', label: 'RPG challenges', game: 'rpg', level: true },
  { kind: 'rpgEncounter', one: 'RPG encounter', label: 'RPG encounters', game: 'rpg', level: true },
  { kind: 'uwGame', one: 'Underworld game', label: 'Underworld games', game: 'uw', level: true },
  { kind: 'uwRegion', one: 'Underworld region', label: 'Underworld regions', game: 'uw' },
  { kind: 'uwCard', one: 'Underworld card', label: 'Underworld cards', game: 'uw' },
  { kind: 'aodSetup', one: 'museum setup', label: 'Museum setups', game: 'aod', level: true },
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
