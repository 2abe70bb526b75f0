import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { cardCatalog, rotatedExits, SIDES, type CcgCardInfo, type Side } from '../../ccg-card-catalog.ts';
import { ccgLevels, entranceSetups, fixedCells, inMap, isObj, type Cell, type Level } from './read.ts';

const STEP: Record<Side, [number, number]> = { top: [0, 1], right: [1, 0], bottom: [0, -1], left: [-1, 0] };

/** The spot an exit pointing to a side of the map leads to, when it is inside the map. */
function neighbour(level: Level, cell: Cell, side: Side): Cell | undefined {
  const [dc, dd] = STEP[side];
  const next = { column: cell.column + dc, depth: cell.depth + dd };
  return next.column >= 1 && next.depth >= 1 && inMap(level, next) ? next : undefined;
}

/**
 * A card placed at the start should lead somewhere: in at least one of the orientations it can
 * have, one of its exits points into the map. A face-up card or one with a fixed rotation has one
 * orientation (entrance rooms point deeper, rotation 0); a face-down card without a rotation is
 * turned as it is explored so that its bottom faces the spot the raider came from, so it can have
 * any orientation whose bottom faces a spot of the map (rule decision 100). Warnings, not errors:
 * a dead end can be meant.
 */
export const ccgLevelExits: Check = {
  name: 'ccg level exits',
  run(context) {
    const cards = cardCatalog([
      ...context.items.map((i) => i.item),
      ...context.dependencies.flatMap((d) => (Array.isArray(d.items) ? d.items : [])),
    ]);
    if (cards.size === 0) return [];
    return ccgLevels(context).flatMap((level) => {
      if (level.width === undefined || level.depth === undefined) return [];
      const problems: Problem[] = [];
      const warn = (pointer: string, card: CcgCardInfo, why: string) =>
        problems.push({
          severity: 'warning',
          pointer,
          itemId: level.item.id,
          message: `${card.name}'s exits lead nowhere ${why}: none of them points to a spot of the map, so a raider there cannot go on.`,
        });
      const leadsSomewhere = (card: CcgCardInfo, cell: Cell, rotation: number) =>
        rotatedExits(card.exits, rotation).some((s) => neighbour(level, cell, s));
      for (const fixed of fixedCells(level)) {
        const card = fixed.card ? cards.get(fixed.card) : undefined;
        if (
          fixed.kind !== 'fixedCard' ||
          !card ||
          card.type !== 'location' ||
          !card.exitsKnown ||
          !inMap(level, fixed.cell)
        )
          continue;
        const raw = (level.item.fixedCells as unknown[])[fixed.index];
        const face = isObj(raw) ? raw.face : undefined;
        const rotation = isObj(raw) && typeof raw.rotation === 'number' ? raw.rotation : undefined;
        if (face === 'up' || rotation !== undefined) {
          if (!leadsSomewhere(card, fixed.cell, rotation ?? 0))
            warn(`${fixed.pointer}/card`, card, `at rotation ${rotation ?? 0}`);
          continue;
        }
        // Face down and turned as explored: the bottom faces the way in (bottom = SIDES[2]).
        const turns = [0, 90, 180, 270].filter((r) => neighbour(level, fixed.cell, rotatedExits([SIDES[2]!], r)[0]!));
        if (turns.length > 0 && !turns.some((r) => leadsSomewhere(card, fixed.cell, r)))
          warn(`${fixed.pointer}/card`, card, 'however it is turned');
      }
      for (const setup of entranceSetups(level))
        for (const room of setup.rooms) {
          const card = room.card ? cards.get(room.card) : undefined;
          if (
            card &&
            card.type === 'location' &&
            card.exitsKnown &&
            inMap(level, room.cell) &&
            !leadsSomewhere(card, room.cell, 0)
          )
            warn(`${room.pointer}/card`, card, 'from this entrance spot');
        }
      return problems;
    });
  },
};
