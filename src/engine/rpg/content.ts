/**
 * The RPG content a game reads: its characters, challenges and encounters, each checked once against its
 * schema when the content is resolved (engine/core/checked-content.ts, rule decision 575) and read as
 * `Checked<kind>`: an item with a value of the wrong type is left out and listed by `leftOut`, and a level
 * among them cannot be played. Built anew at each call: the game module builds it once in `prepare` (module.ts) and
 * passes it on.
 */
import type { Pack } from '../../model/content.ts';
import type { Checked } from '../../model/item-types.ts';
import { checkedItems, checkedOfKind, unplayableReason, type LeftOutItem } from '../core/checked-content.ts';

/** The kinds of content the RPG reads (and owns). */
export const RPG_KINDS = ['rpgCharacter', 'rpgChallenge', 'rpgEncounter'] as const;
type RpgKind = (typeof RPG_KINDS)[number];

export interface RpgContent {
  characters: Map<string, Checked<'rpgCharacter'>>;
  challenges: Map<string, Checked<'rpgChallenge'>>;
  encounters: Map<string, Checked<'rpgEncounter'>>;
  /** The encounters and challenges, in pack order. */
  levels: { kind: 'rpgEncounter' | 'rpgChallenge'; id: string }[];
  /** The items left out because a value of theirs has the wrong type. */
  leftOut: readonly LeftOutItem[];
}

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((i) => [i.id, i]));

export function rpgContent(packs: readonly Pack[]): RpgContent {
  const { items, leftOut } = checkedItems(packs, RPG_KINDS);
  return {
    characters: byId(checkedOfKind(items, 'rpgCharacter')),
    challenges: byId(checkedOfKind(items, 'rpgChallenge')),
    encounters: byId(checkedOfKind(items, 'rpgEncounter')),
    levels: items.flatMap((i) =>
      i.kind === 'rpgEncounter' || i.kind === 'rpgChallenge' ? [{ kind: i.kind, id: i.id }] : [],
    ),
    leftOut,
  };
}

const MAPS = { rpgCharacter: 'characters', rpgChallenge: 'challenges', rpgEncounter: 'encounters' } as const;

/** The item of `kind` and `id`; one left out says why it cannot be used, naming its schema problems. */
export function rpgItem<K extends RpgKind>(content: RpgContent, kind: K, id: string): Checked<K> {
  const item = content[MAPS[kind]].get(id) as Checked<K> | undefined;
  if (item) return item;
  const left = content.leftOut.find((l) => l.kind === kind && l.id === id);
  throw new Error(left ? unplayableReason(left) : `No ${kind} with id "${id}" in the content`);
}
