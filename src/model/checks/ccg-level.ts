import type { Check } from './check.ts';
import { ccgLevelPlayers } from './ccg-level/players.ts';
import { ccgLevelEntrances } from './ccg-level/entrances.ts';
import { ccgLevelFixedCells } from './ccg-level/fixed-cells.ts';
import { ccgLevelMinimumDepths } from './ccg-level/minimum-depths.ts';
import { ccgLevelDeckRegions } from './ccg-level/deck-regions.ts';
import { ccgLevelDeckFill } from './ccg-level/deck-fill.ts';
import { ccgLevelDeckRules } from './ccg-level/deck-rules.ts';
import { ccgLevelCardRoles } from './ccg-level/card-roles.ts';
import { ccgLevelExits } from './ccg-level/exits.ts';
import { ccgLevelShallowFill } from './ccg-level/shallow-fill.ts';

/** The checks of CCG levels beyond their schema; each lives in ccg-level/. */
export const ccgLevelChecks: Check[] = [
  ccgLevelPlayers,
  ccgLevelEntrances,
  ccgLevelFixedCells,
  ccgLevelMinimumDepths,
  ccgLevelDeckRegions,
  ccgLevelDeckFill,
  ccgLevelDeckRules,
  ccgLevelCardRoles,
  ccgLevelExits,
  ccgLevelShallowFill,
];
