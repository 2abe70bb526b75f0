/**
 * What the level checks need to know about a CCG card, read from a ccgCard item (see
 * schemas/ccgCard.schema.json): `type` ("location", "obstacle", …), a location's `class`,
 * `entrance: true` for an entrance, `treasureRoom: { power, searchTarget }` for a treasure room.
 * The item may not match its schema: where a fact cannot be read it is `undefined`, and the checks
 * say nothing about it.
 */
import type { ContentItem, Pack } from '../../content.ts';
import type { CheckContext } from '../check.ts';
import { isObj, posInt, str } from './read.ts';

export interface CardFacts {
  id: string;
  name: string;
  location?: boolean;
  obstacle?: boolean;
  locationClass?: string;
  entrance?: boolean;
  treasureRoom?: boolean;
  treasureRoomPower?: number;
}

function facts(item: ContentItem): CardFacts {
  const type = str(item.type);
  const name = str(item.name) ?? item.id;
  if (!type) return { id: item.id, name };
  const location = type === 'location';
  const out: CardFacts = { id: item.id, name, location, obstacle: type === 'obstacle' };
  if (!location) return out;
  out.locationClass = str(item.class) ?? 'generic';
  out.entrance = item.entrance === true;
  out.treasureRoom = isObj(item.treasureRoom);
  const power = isObj(item.treasureRoom) ? posInt(item.treasureRoom.power) : undefined;
  if (power !== undefined) out.treasureRoomPower = power;
  return out;
}

/** The CCG cards of the pack and its dependencies, by id. */
export function ccgCards(context: CheckContext): Map<string, CardFacts> {
  const cards = new Map<string, CardFacts>();
  const add = (item: unknown) => {
    if (isObj(item) && item.kind === 'ccgCard' && str(item.id) && !cards.has(item.id as string))
      cards.set(item.id as string, facts(item as ContentItem));
  };
  context.items.forEach(({ item }) => add(item));
  context.dependencies.forEach((dep: Pack) => (Array.isArray(dep.items) ? dep.items : []).forEach(add));
  return cards;
}

export const CLASS_WORDS: Record<string, string> = {
  cave: 'a cave',
  tomb: 'a tomb',
  atlantean: 'an Atlantean',
  generic: 'a plain',
};
