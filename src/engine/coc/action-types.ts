/**
 * Every Crypt of Chronos action type, as a list the engine and the scenario runner can read (an
 * unknown type gets a precise refusal). The compile-time check below fails when an action is added
 * to CocAction and not here; tests/unit/scenario-files.test.ts checks the scenario schema's list.
 */
import type { CocAction } from './types.ts';

export const COC_ACTION_TYPES = [
  'move',
  'step',
  'jump',
  'endMove',
  'turn',
  'useSwitch',
  'takeArtifact',
  'exit',
  'endLaraPhase',
  'enemyPhase',
  'spawnEnemy',
  'endEventPhase',
  'hide',
  'search',
  'research',
  'melee',
  'fire',
  'craft',
  'convertSacrifices',
  'dodge',
  'reroll',
  'stop',
  'spendAmmo',
  'done',
  'chooseOption',
  'keepUpgrade',
  'discardCard',
  'ability',
  'useResearch',
  'keepRoll',
  'rerollFailed',
  'escape',
  'chooseDeck',
  'pickResources',
  'swapResources',
  'throwNoise',
  'keepResearch',
  'returnEvent',
  'giveUpResources',
  'eventPhase',
  'useHelpful',
  'islandStart',
  'islandMove',
  'revealTombToken',
  'moveNatlaPin',
  'shareAmmo',
  'adjust',
  // The multiplayer modes' enemy side (players.ts, natla-move.ts).
  'enemyStep',
  'endEnemyMove',
  'pickEvent',
] as const satisfies readonly CocAction['type'][];

// Fails to compile when CocAction has a type the list lacks.
const everyType: Exclude<CocAction['type'], (typeof COC_ACTION_TYPES)[number]> extends never ? true : false = true;
void everyType;

const known: ReadonlySet<string> = new Set(COC_ACTION_TYPES);
// An action may come from a replay or scenario file (not checked content): its type is guarded here.
export const isCocActionType = (type: unknown): boolean => typeof type === 'string' && known.has(type);
