import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { CLASS_WORDS, ccgCards, type CardFacts } from './card-facts.ts';
import { cardEntries, ccgLevels, entranceSetups, isObj, joinAnd, levelDecks, list, posInt } from './read.ts';

/**
 * Each card a level names is of the right sort for its place: decks, spare piles and fixed cells
 * hold locations, entrances hold entrance rooms, treasure room lists hold treasure rooms, the
 * solitaire deck holds obstacles; a deck with rules holds only the allowed classes, the number of
 * treasure and entrance rooms it asks for, and no treasure room above its power. Ids that name no
 * card are left to the references check, cards whose facts cannot be read are left alone.
 */
export const ccgLevelCardRoles: Check = {
  name: 'ccg level card roles',
  run(context) {
    const cards = ccgCards(context);
    if (cards.size === 0) return [];
    return ccgLevels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const error = (pointer: string, message: string) =>
        problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
      const expect = (
        pointer: string,
        id: unknown,
        test: (c: CardFacts) => boolean | undefined,
        what: string,
        place: string,
      ) => {
        const card = typeof id === 'string' ? cards.get(id) : undefined;
        if (card && test(card) === false)
          error(pointer, `"${card.id}" (${card.name}) is not ${what}, so it cannot be ${place}.`);
      };
      const location = (c: CardFacts) => c.location;
      const entrance = (c: CardFacts) => (c.location === false ? false : c.entrance);
      const treasure = (c: CardFacts) => (c.location === false ? false : c.treasureRoom);

      for (const info of levelDecks(level)) {
        const entries = cardEntries(info.deck.cards);
        for (const e of entries)
          expect(`${info.pointer}/cards/${e.index}/card`, e.card, location, 'a location card', 'in a level deck');
        if (isObj(info.deck.rules) && Array.isArray(info.deck.cards))
          problems.push(...deckRuleProblems(info.pointer, info.label, info.deck.rules, entries, cards, level.item.id));
      }
      const levelDeck = isObj(level.item.levelDeck) ? level.item.levelDeck : {};
      for (const e of cardEntries(levelDeck.spareCards))
        expect(
          level.at('levelDeck', 'spareCards', e.index, 'card'),
          e.card,
          location,
          'a location card',
          'among the spare locations',
        );
      list(level.item.fixedCells).forEach((fixed, k) => {
        if (!isObj(fixed)) return;
        if (fixed.type === 'card')
          expect(level.at('fixedCells', k, 'card'), fixed.card, location, 'a location card', 'fixed on the map');
        if (fixed.type === 'drawnTreasureRoom')
          list(fixed.choices).forEach((id, j) =>
            expect(
              level.at('fixedCells', k, 'choices', j),
              id,
              treasure,
              'a treasure room',
              'drawn as the treasure room',
            ),
          );
      });
      for (const setup of entranceSetups(level))
        for (const room of setup.rooms)
          expect(`${room.pointer}/card`, room.card, entrance, 'an entrance room', 'placed as an entrance');
      const treasureRoom = isObj(level.item.treasureRoom) ? level.item.treasureRoom : {};
      list(treasureRoom.cards).forEach((id, j) =>
        expect(level.at('treasureRoom', 'cards', j), id, treasure, 'a treasure room', "the level's treasure room"),
      );
      const solitaire = isObj(level.item.solitaire) ? level.item.solitaire : {};
      for (const e of cardEntries(solitaire.obstacleDeck))
        expect(
          level.at('solitaire', 'obstacleDeck', e.index, 'card'),
          e.card,
          (c) => c.obstacle,
          'an obstacle card',
          'in the solitaire obstacle deck',
        );
      return problems;
    });
  },
};

function deckRuleProblems(
  at: string,
  label: string,
  rules: Record<string, unknown>,
  entries: { card: string; count: number; index: number }[],
  cards: Map<string, CardFacts>,
  itemId: string,
): Problem[] {
  const problems: Problem[] = [];
  const error = (pointer: string, message: string) => problems.push({ severity: 'error', pointer, message, itemId });
  const classes = list(rules.classes).filter((c): c is string => typeof c === 'string');
  const power = posInt(rules.maxTreasureRoomPower);
  let treasures = 0;
  let entrances = 0;
  let unknown = false;
  for (const e of entries) {
    const card = cards.get(e.card);
    if (!card || card.location === undefined) {
      unknown = true;
      continue;
    }
    if (!card.location) continue;
    if (classes.length > 0 && card.locationClass && !classes.includes(card.locationClass))
      error(
        `${at}/cards/${e.index}/card`,
        `"${card.id}" is ${CLASS_WORDS[card.locationClass] ?? `a ${card.locationClass}`} location, but this deck may only hold ${joinAnd(classes.map((c) => (CLASS_WORDS[c] ?? c).replace(/^an? /, '')))} locations.`,
      );
    if (card.treasureRoom) {
      treasures += e.count;
      if (power !== undefined && card.treasureRoomPower !== undefined && card.treasureRoomPower > power)
        error(
          `${at}/cards/${e.index}/card`,
          `The treasure room "${card.id}" has power ${card.treasureRoomPower}, more than this deck's strongest allowed treasure room (${power}).`,
        );
    }
    if (card.entrance) entrances += e.count;
  }
  if (unknown) return problems;
  const count = (range: unknown, found: number, what: string) => {
    if (!isObj(range)) return;
    const min = typeof range.min === 'number' ? range.min : undefined;
    const max = typeof range.max === 'number' ? range.max : undefined;
    if (min !== undefined && found < min)
      error(
        `${at}/cards`,
        `${label} holds ${found} ${what}${found === 1 ? '' : 's'}, but its rules ask for at least ${min}.`,
      );
    if (max !== undefined && found > max)
      error(
        `${at}/cards`,
        `${label} holds ${found} ${what}${found === 1 ? '' : 's'}, but its rules allow at most ${max}.`,
      );
  };
  count(rules.treasureRooms, treasures, 'treasure room');
  count(rules.entranceRooms, entrances, 'entrance room');
  return problems;
}
