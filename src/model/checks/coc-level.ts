import type { Check } from './check.ts';
import { cocTilePlacements } from './coc-level/tile-placements.ts';
import { cocTokenSpaces } from './coc-level/token-spaces.ts';
import { cocSpawnPoints } from './coc-level/spawn-points.ts';
import { cocDoorsAndSwitches } from './coc-level/doors.ts';
import { cocStartAndExit } from './coc-level/start-and-exit.ts';
import { cocObjectives } from './coc-level/objectives.ts';
import { cocComponentLimits } from './coc-level/components.ts';
import { cocTileFaces } from './coc-level/tile-faces.ts';
import { cocLevelSlopes } from './coc-level/level-slopes.ts';
import { cocIslandBoard } from './coc-level/island-board.ts';

// The checks of this group: Crypt of Chronos tiles, levels (chapters, island locations, crypt
// cards) and the island board. Fixtures that trip each are in tests/fixtures/checks/<name>/.
export const cocLevelChecks: Check[] = [
  cocTileFaces,
  cocTilePlacements,
  cocTokenSpaces,
  cocSpawnPoints,
  cocDoorsAndSwitches,
  cocStartAndExit,
  cocObjectives,
  cocComponentLimits,
  cocLevelSlopes,
  cocIslandBoard,
];
