import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { isObject, levels, levelWord, tokensOf } from './level-data.ts';

/**
 * Every red or blue door has a switch of its colour, and gold doors have the level's gold-door
 * condition. A switch with no door of its colour, or a gold-door condition with no gold door, does
 * nothing: a warning.
 */
export const cocDoorsAndSwitches: Check = {
  name: 'coc doors and switches',
  run(context) {
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const itemId = level.item.id;
      const tokens = tokensOf(level);
      const colours = (type: string) => new Set(tokens.filter((t) => t.type === type).map((t) => t.token.colour));
      const switches = colours('switch');
      const doors = colours('door');
      const gold = isObject(level.item.goldDoors);
      for (const t of tokens) {
        const colour = t.token.colour;
        if (t.type === 'door' && (colour === 'red' || colour === 'blue') && !switches.has(colour))
          problems.push({
            severity: 'error',
            pointer: `${t.at}/colour`,
            message: `This ${colour} door has no ${colour} switch to flip it. Add a ${colour} switch to the layout, or change the door's colour.`,
            itemId,
          });
        if (t.type === 'door' && colour === 'gold' && !gold)
          problems.push({
            severity: 'error',
            pointer: `${t.at}/colour`,
            message: `Gold doors flip only under the level's gold-door condition, and this ${levelWord(level)} has none. Add "goldDoors" saying when they flip.`,
            itemId,
          });
        if (t.type === 'switch' && (colour === 'red' || colour === 'blue') && !doors.has(colour))
          problems.push({
            severity: 'warning',
            pointer: `${t.at}/colour`,
            message: `This ${colour} switch flips nothing: the layout has no ${colour} door.`,
            itemId,
          });
      }
      if (gold && !doors.has('gold'))
        problems.push({
          severity: 'warning',
          pointer: `${level.at}/goldDoors`,
          message: 'The gold-door condition has nothing to flip: the layout has no gold door.',
          itemId,
        });
      return problems;
    });
  },
};
