import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { levels, levelWord, tokensOf, tokensPointer } from './level-data.ts';

/**
 * A level has exactly one Lara's start and one exit. A crypt (a crypt card, or a chapter played by
 * the crypt rules) ends when the boss falls, so it needs no exit.
 */
export const cocStartAndExit: Check = {
  name: 'coc start and exit',
  run(context) {
    return levels(context).flatMap((level) => {
      const problems: Problem[] = [];
      const itemId = level.item.id;
      const tokens = tokensOf(level);
      const needsExit = level.item.kind !== 'crypt' && level.item.cryptRules !== true;
      const one = (type: string, what: string, missing: string) => {
        const found = tokens.filter((t) => t.type === type);
        if (found.length === 0) {
          if (type !== 'exit' || needsExit)
            problems.push({ severity: 'error', pointer: tokensPointer(level), message: missing, itemId });
          return;
        }
        for (const extra of found.slice(1))
          problems.push({
            severity: 'error',
            pointer: `${extra.at}/type`,
            message: `${what} is placed more than once (first in entry ${found[0]!.index} of "tokens"); a level has one.`,
            itemId,
          });
      };
      one(
        'laraStart',
        "Lara's start",
        `This ${levelWord(level)}'s layout has no Lara's start: add a "laraStart" token where Lara begins, with her facing.`,
      );
      one(
        'exit',
        'The exit',
        `This ${levelWord(level)}'s layout has no exit: add an "exit" token where Lara leaves the level.`,
      );
      return problems;
    });
  },
};
