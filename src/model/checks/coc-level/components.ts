import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { levels, tokensOf, type TokenEntry } from './level-data.ts';

/** How many of each piece the game box holds (the rulebook's component list). */
export const BOX: { what: string; count: number; matches: (t: TokenEntry) => boolean }[] = [
  { what: 'red doors', count: 3, matches: (t) => t.type === 'door' && t.token.colour === 'red' },
  { what: 'blue doors', count: 3, matches: (t) => t.type === 'door' && t.token.colour === 'blue' },
  { what: 'gold doors', count: 2, matches: (t) => t.type === 'door' && t.token.colour === 'gold' },
  { what: 'red switches', count: 2, matches: (t) => t.type === 'switch' && t.token.colour === 'red' },
  { what: 'blue switches', count: 2, matches: (t) => t.type === 'switch' && t.token.colour === 'blue' },
  { what: 'artifacts', count: 3, matches: (t) => t.type === 'artifact' },
  { what: 'barriers', count: 3, matches: (t) => t.type === 'barrier' },
  { what: 'boulders', count: 1, matches: (t) => t.type === 'boulder' },
];

/** A layout that needs more pieces than the box holds cannot be built on the table: a warning. */
export const cocComponentLimits: Check = {
  name: 'coc component limits',
  run(context) {
    return levels(context).flatMap((level) => {
      const tokens = tokensOf(level);
      const problems: Problem[] = [];
      for (const piece of BOX) {
        const found = tokens.filter(piece.matches);
        for (const extra of found.slice(piece.count))
          problems.push({
            severity: 'warning',
            pointer: `${extra.at}/type`,
            message: `The layout uses ${found.length} ${piece.what}, but the game has only ${piece.count}; it cannot be built with the box's pieces.`,
            itemId: level.item.id,
          });
      }
      return problems;
    });
  },
};
