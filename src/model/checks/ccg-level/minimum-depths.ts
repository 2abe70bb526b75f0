import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgLevels, cardEntries, fixedCells, isObj, list, posInt, str } from './read.ts';
import { ccgCards } from './card-facts.ts';

const classLabel = (klass: unknown) =>
  ({ cave: 'Cave', tomb: 'Tomb', atlantean: 'Atlantean', generic: 'Plain' })[String(klass)] ?? 'These';

/**
 * The treasure room's minimum depth lies inside the map, and no treasure room is fixed above it or
 * put only in a deck for shallower depths; other classes' minimum depths lie inside the map, and
 * no card of such a class is fixed above it. A treasure room is a card the level names as one or
 * any card that is a treasure room.
 */
export const ccgLevelMinimumDepths: Check = {
  name: 'ccg level minimum depths',
  run(context) {
    const cards = ccgCards(context);
    return ccgLevels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const report = (severity: Problem['severity'], pointer: string, message: string) =>
        problems.push({ severity, pointer, message, itemId: level.item.id });
      const treasure = isObj(level.item.treasureRoom) ? level.item.treasureRoom : {};
      const minimum = posInt(treasure.minimumDepth);
      if (minimum !== undefined && level.depth !== undefined && minimum > level.depth)
        report(
          'error',
          level.at('treasureRoom', 'minimumDepth'),
          `The treasure room's minimum depth is ${minimum}, but the map is only ${level.depth} deep, so the treasure room could never be placed.`,
        );
      list(level.item.minimumDepths).forEach((entry, k) => {
        const depth = isObj(entry) ? posInt(entry.depth) : undefined;
        if (depth !== undefined && level.depth !== undefined && depth > level.depth)
          report(
            'warning',
            level.at('minimumDepths', k, 'depth'),
            `${classLabel((entry as { class?: unknown }).class)} locations may only be placed from depth ${depth}, but the map is only ${level.depth} deep, so none can ever be placed.`,
          );
      });
      for (const entry of list(level.item.minimumDepths)) {
        const depth = isObj(entry) ? posInt(entry.depth) : undefined;
        const cls = isObj(entry) ? str(entry.class) : undefined;
        if (depth === undefined || cls === undefined) continue;
        for (const fixed of fixedCells(level)) {
          const card = fixed.card !== undefined ? cards.get(fixed.card) : undefined;
          if (card?.locationClass === cls && fixed.cell.depth < depth)
            report(
              'error',
              `${fixed.pointer}/cell/depth`,
              `${card.name} is fixed at depth ${fixed.cell.depth}, but ${classLabel(cls).toLowerCase()} locations may only be placed from depth ${depth}.`,
            );
        }
      }
      if (minimum === undefined) return problems;
      const treasureRooms = new Set(list(treasure.cards).filter((c): c is string => typeof c === 'string'));
      for (const card of cards.values()) if (card.treasureRoom) treasureRooms.add(card.id);
      for (const fixed of fixedCells(level)) {
        const isTreasure =
          fixed.kind === 'drawnTreasureRoom' || (fixed.card !== undefined && treasureRooms.has(fixed.card));
        if (isTreasure && fixed.cell.depth < minimum)
          report(
            'error',
            `${fixed.pointer}/cell/depth`,
            `This treasure room is fixed at depth ${fixed.cell.depth}, above the treasure room's minimum depth of ${minimum}.`,
          );
      }
      const levelDeck = isObj(level.item.levelDeck) ? level.item.levelDeck : {};
      if (levelDeck.layout === 'byDepth')
        list(levelDeck.decks).forEach((entry, k) => {
          if (!isObj(entry) || !isObj(entry.deck)) return;
          const to = posInt(entry.toDepth);
          if (to === undefined || to >= minimum) return;
          for (const { card, index } of cardEntries(entry.deck.cards))
            if (treasureRooms.has(card))
              report(
                'error',
                level.at('levelDeck', 'decks', k, 'deck', 'cards', index, 'card'),
                `The treasure room "${card}" is in the deck for depths down to ${to} only, but it may not be placed above depth ${minimum}.`,
              );
        });
      return problems;
    });
  },
};
