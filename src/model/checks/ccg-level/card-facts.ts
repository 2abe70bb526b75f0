/**
 * What the level checks need to know about a CCG card, read from a ccgCard item. The card schema
 * is written on another branch; this is the one place that knows its field names, read tolerantly:
 * `type` says the card type ("location", "obstacle", …), a location's class is `locationClass`
 * (or `class`), an entrance room has `entrance: true`, a treasure room a `treasureRoom` (an object
 * with its `power`, or true). Where a fact cannot be read it is `undefined`, and the checks say nothing.
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
  const type = str(item.type) ?? str(item.cardType);
  const name = str(item.name) ?? item.id;
  if (!type) return { id: item.id, name };
  const location = /location/i.test(type);
  const obstacle = /obstacle/i.test(type) || type === 'trap' || type === 'creature';
  const out: CardFacts = { id: item.id, name, location, obstacle };
  if (!location) return out;
  const klass = str(item.locationClass) ?? str(item.class) ?? /^(cave|tomb|atlantean)/i.exec(type)?.[1]?.toLowerCase();
  out.locationClass = klass ?? 'generic';
  out.entrance = item.entrance === true || item.isEntrance === true || isObj(item.entrance);
  out.treasureRoom = item.treasureRoom === true || isObj(item.treasureRoom);
  const power = isObj(item.treasureRoom) ? posInt(item.treasureRoom.power) : undefined;
  if (power !== undefined) out.treasureRoomPower = power;
  return out;
}

/** The CCG cards of the pack and its dependencies, by id. */
export function ccgCards(context: CheckContext): Map<string, CardFacts> {
  const cards = new Map<string, CardFacts>();
  const add = (item: unknown) => {
    if (isObj(item) && item.kind === 'ccgCard' && str(item.id) && !cards.has(item.id as string)) cards.set(item.id as string, facts(item as ContentItem));
  };
  context.items.forEach(({ item }) => add(item));
  context.dependencies.forEach((dep: Pack) => (Array.isArray(dep.items) ? dep.items : []).forEach(add));
  return cards;
}

export const CLASS_WORDS: Record<string, string> = { cave: 'a cave', tomb: 'a tomb', atlantean: 'an Atlantean', generic: 'a plain' };
