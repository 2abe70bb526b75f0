import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { ccgCards } from './card-facts.ts';
import {
  cardEntries,
  ccgLevels,
  cellKey,
  entranceSetups,
  fixedCells,
  inMap,
  isObj,
  levelDecks,
  list,
  mapCells,
  posInt,
  str,
} from './read.ts';

/**
 * A deck whose cards must wait for some depth (the treasure room's minimum depth, a class's minimum
 * depth such as Atlantean at 3) still has enough cards to fill the shallower rows of its part of
 * the map: for each depth d, the spots at depths 1 to d it must fill need as many of its cards
 * that may be placed there. This is what a pick up series asks of the first player's deck (depths
 * 1 and 2 without Atlantean locations). Checked with the first entrance setup.
 */
export const ccgLevelShallowFill: Check = {
  name: 'ccg level shallow fill',
  run(context) {
    const cards = ccgCards(context);
    return ccgLevels(context).flatMap((level) => {
      const cells = mapCells(level);
      if (cells.length === 0) return [];
      const treasure = isObj(level.item.treasureRoom) ? level.item.treasureRoom : {};
      const treasureDepth = posInt(treasure.minimumDepth);
      const treasureCards = new Set(list(treasure.cards).filter((c): c is string => typeof c === 'string'));
      const classDepth = new Map<string, number>();
      for (const m of list(level.item.minimumDepths))
        if (isObj(m) && str(m.class) && posInt(m.depth)) classDepth.set(m.class as string, m.depth as number);
      if (treasureDepth === undefined && classDepth.size === 0) return [];
      const minimumOf = (id: string): number => {
        const card = cards.get(id);
        let min = 1;
        if (treasureDepth && (treasureCards.has(id) || card?.treasureRoom)) min = Math.max(min, treasureDepth);
        const cls = card?.locationClass;
        if (cls && classDepth.has(cls)) min = Math.max(min, classDepth.get(cls)!);
        return min;
      };
      const setup = entranceSetups(level)[0];
      const placed = [...fixedCells(level), ...(setup?.rooms ?? [])].filter((p) => inMap(level, p.cell));
      const taken = new Set(placed.map((p) => cellKey(p.cell)));
      const problems: Problem[] = [];
      for (const info of levelDecks(level)) {
        if (!Array.isArray(info.deck.cards)) continue;
        const remaining = new Map<string, number>();
        for (const e of cardEntries(info.deck.cards)) remaining.set(e.card, (remaining.get(e.card) ?? 0) + e.count);
        for (const p of placed)
          if (p.card && info.fills(p.cell) && (remaining.get(p.card) ?? 0) > 0)
            remaining.set(p.card, remaining.get(p.card)! - 1);
        const deepest = Math.max(1, ...[...remaining.keys()].map(minimumOf));
        for (let d = 1; d < deepest; d++) {
          const spots = cells.filter((c) => c.depth <= d && info.fills(c) && !taken.has(cellKey(c))).length;
          const allowed = [...remaining].reduce((n, [id, count]) => n + (minimumOf(id) <= d ? count : 0), 0);
          if (spots <= allowed) continue;
          problems.push({
            severity: 'error',
            pointer: `${info.pointer}/cards`,
            itemId: level.item.id,
            message: `${info.label} must fill ${spots} spot${spots === 1 ? '' : 's'} at depths 1 to ${d}, but only ${allowed} of its cards may be placed that shallow (the others wait for their minimum depth): ${spots - allowed} short.`,
          });
          break;
        }
      }
      return problems;
    });
  },
};
