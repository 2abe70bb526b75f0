import type { ContentItem } from './content.ts';

/** A new CCG level as the designer starts one: 3 wide and 6 deep, for two, one empty level deck. */
export function emptyCcgLevel(id: string, name = 'New CCG level'): ContentItem {
  return {
    kind: 'ccgLevel',
    id,
    name,
    players: { min: 2, max: 2 },
    map: { width: 3, depth: 6 },
    entrances: { setups: [{ rooms: [] }], start: 'splitEvenly' },
    levelDeck: { layout: 'single', deck: { cards: [] } },
    goal: { type: 'findTreasure' },
  };
}
