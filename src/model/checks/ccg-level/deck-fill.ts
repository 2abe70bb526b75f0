import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import {
  cardEntries,
  ccgLevels,
  cellKey,
  cellText,
  entranceSetups,
  fixedCells,
  inMap,
  isObj,
  levelDecks,
  mapCells,
  posInt,
  type Cell,
  type DeckInfo,
  type EntranceSetup,
  type Level,
  type Placement,
} from './read.ts';

/**
 * Each level deck can fill the spots it must: the spots of its part of the map that no entrance
 * room or fixed cell takes. A card the setup places is taken out of the deck of its spot when that
 * deck lists it (or when the deck is built by rules, or the entrance names no card). A fixed map
 * must leave no spot empty. Checked for each entrance setup; the worst is reported.
 */
export const ccgLevelDeckFill: Check = {
  name: 'ccg level deck fill',
  run(context) {
    return ccgLevels(context).flatMap((level) => {
      const cells = mapCells(level);
      if (cells.length === 0) return [];
      const fixed = fixedCells(level).filter((f) => inMap(level, f.cell));
      const setups: EntranceSetup[] = entranceSetups(level);
      if (setups.length === 0) setups.push({ index: -1, players: undefined, rooms: [] });
      const layout = isObj(level.item.levelDeck) ? level.item.levelDeck.layout : undefined;
      if (layout === 'fixedMap') return fixedMapGaps(level, cells, fixed, setups);
      return levelDecks(level).flatMap((deck) => deckShortfall(level, deck, cells, fixed, setups, setups.length > 1));
    });
  },
};

function occupied(fixed: Placement[], setup: EntranceSetup): Set<string> {
  return new Set([...fixed, ...setup.rooms].map((p) => cellKey(p.cell)));
}

function fixedMapGaps(level: Level, cells: Cell[], fixed: Placement[], setups: EntranceSetup[]): Problem[] {
  let worst: Cell[] = [];
  for (const setup of setups) {
    const taken = occupied(fixed, setup);
    const empty = cells.filter((c) => !taken.has(cellKey(c)));
    if (empty.length > worst.length) worst = empty;
  }
  if (worst.length === 0) return [];
  const shown = worst.slice(0, 4).map(cellText);
  const more = worst.length > 4 ? ` and ${worst.length - 4} more` : '';
  return [
    {
      severity: 'error',
      pointer: level.at('levelDeck'),
      itemId: level.item.id,
      message: `On a fixed map every spot needs an entrance room or a fixed cell, and ${worst.length === 1 ? 'this spot has' : 'these spots have'} none: ${shown.join('; ')}${more}.`,
    },
  ];
}

function deckShortfall(
  level: Level,
  info: DeckInfo,
  cells: Cell[],
  fixed: Placement[],
  setups: EntranceSetup[],
  several: boolean,
): Problem[] {
  const entries = Array.isArray(info.deck.cards) ? cardEntries(info.deck.cards) : undefined;
  const rules = isObj(info.deck.rules) ? info.deck.rules : {};
  const size = entries ? entries.reduce((n, e) => n + e.count, 0) : posInt(rules.minCards);
  const region = cells.filter(info.fills);
  let worst: { missing: number; toDraw: number; left: number; taken: number; setup: number } | undefined;
  for (const setup of setups) {
    const taken = occupied(fixed, setup);
    const toDraw = region.filter((c) => !taken.has(cellKey(c))).length;
    if (size === undefined) {
      if (toDraw > 0 && !worst) worst = { missing: toDraw, toDraw, left: 0, taken: 0, setup: setup.index };
      continue;
    }
    const remaining = new Map<string, number>();
    entries?.forEach((e) => remaining.set(e.card, (remaining.get(e.card) ?? 0) + e.count));
    let out = 0;
    for (const placed of [...fixed, ...setup.rooms]) {
      if (!info.fills(placed.cell) || placed.kind === 'drawnTreasureRoom') continue;
      if (!entries || placed.card === undefined) out++;
      else if ((remaining.get(placed.card) ?? 0) > 0) {
        remaining.set(placed.card, remaining.get(placed.card)! - 1);
        out++;
      }
    }
    const left = Math.max(0, size - out);
    if (left < toDraw && (!worst || toDraw - left > worst.missing))
      worst = { missing: toDraw - left, toDraw, left, taken: out, setup: setup.index };
  }
  if (!worst) return [];
  const where = several && worst.setup >= 0 ? ` with entrance setup ${worst.setup}` : '';
  const spots = `${worst.toDraw} spot${worst.toDraw === 1 ? '' : 's'}`;
  if (size === undefined)
    return [
      {
        severity: 'warning',
        pointer: info.pointer,
        itemId: level.item.id,
        message: `${info.label} lists no cards and no smallest size ("rules": { "minCards" }), so nothing says it can fill the ${spots} it must${where}.`,
      },
    ];
  const pointer = entries
    ? `${info.pointer}/cards`
    : isObj(info.deck.rules) && posInt(rules.minCards)
      ? `${info.pointer}/rules/minCards`
      : info.pointer;
  const what = entries
    ? `holds ${size} card${size === 1 ? '' : 's'}`
    : `may be as small as ${size} card${size === 1 ? '' : 's'}`;
  const out =
    worst.taken > 0
      ? `; ${worst.taken} of them go${worst.taken === 1 ? 'es' : ''} on the map at the start, leaving ${worst.left} to draw`
      : '';
  return [
    {
      severity: 'error',
      pointer,
      itemId: level.item.id,
      message: `${info.label} ${what}${out}, but ${spots} of its part of the map must be drawn${where}: ${worst.missing} short.`,
    },
  ];
}
