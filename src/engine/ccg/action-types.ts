/**
 * Every CCG action type, as a list the engine and the scenario runner can read (an unknown type gets
 * a precise refusal). The compile-time check below fails when an action is added to CcgAction and
 * not here.
 */
import type { CcgAction } from './types.ts';

export const CCG_ACTION_TYPES = [
  'rollOrder',
  'chooseFirst',
  'keepOrder',
  'move',
  'stop',
  'face',
  'test',
  'acceptRoll',
  'playObstacle',
  'pass',
  'attack',
  'noAttack',
  'search',
  'skipSearch',
  'playDiscovery',
  'noDiscovery',
  'discard',
  'reset',
  'endTurn',
  'playUpgrade',
  'chooseSide',
  'done',
  'takeBonus',
  'jamWeapon',
  'playCard',
  'useAbility',
  'useItem',
  'adjust',
  'choose',
] as const satisfies readonly CcgAction['type'][];

// Fails to compile when CcgAction has a type the list lacks.
const everyType: Exclude<CcgAction['type'], (typeof CCG_ACTION_TYPES)[number]> extends never ? true : false = true;
void everyType;

const known: ReadonlySet<string> = new Set(CCG_ACTION_TYPES);
export const isCcgActionType = (type: unknown): boolean => typeof type === 'string' && known.has(type);
