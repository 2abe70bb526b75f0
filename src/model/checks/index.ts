import type { Problem } from '../problem.ts';
import type { Check, CheckContext } from './check.ts';
import { uniqueIds } from './unique-ids.ts';
import { references } from './references.ts';
import { cocCardsChecks } from './coc-cards.ts';
import { cocLevelChecks } from './coc-level.ts';
import { ccgLevelChecks } from './ccg-level.ts';
import { ccgCardsChecks } from './ccg-cards.ts';
import { rpgChecks } from './rpg.ts';
import { hiddenCharacters } from './hidden-characters.ts';
import { aodSetupChecks } from './aod-setup.ts';

export const CHECKS: Check[] = [
  uniqueIds,
  references,
  hiddenCharacters,
  ...cocCardsChecks,
  ...cocLevelChecks,
  ...ccgCardsChecks,
  ...ccgLevelChecks,
  ...rpgChecks,
  aodSetupChecks,
];

/** Runs every check; one that throws is reported as a problem and the others still run. */
export function runChecks(context: CheckContext): Problem[] {
  return CHECKS.flatMap((check) => {
    try {
      return check.run(context);
    } catch (e) {
      return [
        {
          severity: 'error' as const,
          pointer: '',
          message: `The "${check.name}" check failed unexpectedly: ${e instanceof Error ? e.message : String(e)}`,
        },
      ];
    }
  });
}
