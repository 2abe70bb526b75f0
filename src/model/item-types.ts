/**
 * The type of each content kind, as generated from its schema (types.generated.ts, `npm run types`).
 * An item read through `checkedItems` (engine/core/checked-content.ts) has passed its kind's validator,
 * so it may be read as `ItemOf<kind>`: its fields have the types the schema gives them.
 * tests/unit/checked-content.test.ts fails when a kind with a validator is missing here.
 */
import type * as T from './types.generated.ts';

export interface ItemTypes {
  enemy: T.Enemy;
  boss: T.Boss;
  weapon: T.Weapon;
  outfit: T.Outfit;
  ability: T.Ability;
  research: T.Research;
  event: T.Event;
  relic: T.Relic;
  condition: T.Condition;
  achievement: T.Achievement;
  envelope: T.Envelope;
  actionCard: T.ActionCard;
  dice: T.Dice;
  resource: T.Resource;
  recipe: T.Recipe;
  tile: T.Tile;
  chapter: T.Chapter;
  location: T.Location;
  crypt: T.Crypt;
  islandBoard: T.IslandBoard;
  ccgCard: T.CcgCard;
  ccgLevel: T.CcgLevel;
  aodTile: T.AodTile;
  aodSetup: T.AodSetup;
  aodActionCard: T.AodActionCard;
  aodDiscovery: T.AodDiscovery;
  aodObject: T.AodObject;
  rpgCharacter: T.RpgCharacter;
  rpgChallenge: T.RpgChallenge;
  rpgEncounter: T.RpgEncounter;
  uwRegion: T.UwRegion;
  uwCard: T.UwCard;
  uwGame: T.UwGame;
}

export type ItemKind = keyof ItemTypes;
/** A content item of one kind that matches its schema. */
export type ItemOf<K extends ItemKind> = ItemTypes[K];

/** A value whose fields may each be missing, and have their type where present (lists may be of any length). */
export type Loose<T> = T extends readonly (infer U)[]
  ? readonly Loose<U>[]
  : T extends object
    ? { [P in keyof T]?: Loose<T[P]> }
    : T;

/**
 * An item as the engines read it after the load boundary's check (engine/core/checked-content.ts, rule
 * decision 575): its kind and id are there, any other field may be missing (a draft), and a field that is
 * there has the type its schema gives it.
 */
export type Checked<K extends ItemKind> = Loose<ItemTypes[K]> & { kind: K; id: string; name?: string };

/** The fields of every member of a union, each optional, typed as the members that have it type it. */
export type AnyFields<U> = {
  [K in U extends unknown ? keyof U : never]?: U extends unknown ? (K extends keyof U ? U[K] : never) : never;
};
