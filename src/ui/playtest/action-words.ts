/**
 * An action of the engine in words, for buttons and the log. Actions this table does not know (the
 * engine grows) are shown by their type and fields, so that every legal action can still be taken.
 */
import type { CocAction } from '../../engine/coc/types.ts';

type AnyAction = { type: string; [field: string]: unknown };

const WORDS: Record<string, (a: AnyAction) => string> = {
  move: (a) => `MOVE with ${a.dice} ${a.dice === 1 ? 'die' : 'dice'}${a.sacrificesAsSuccesses ? ` (${a.sacrificesAsSuccesses} sacrifice${a.sacrificesAsSuccesses === 1 ? '' : 's'} as successes)` : ''}`,
  step: (a) => `Step ${a.facing}`,
  jump: (a) => `Jump ${a.facing}`,
  endMove: () => 'Stop moving',
  turn: (a) => `Turn to face ${a.facing}`,
  useSwitch: () => 'Use the switch (1 die)',
  takeArtifact: () => 'Take the artifact (1 die)',
  exit: () => 'Leave by the exit',
  endLaraPhase: () => 'End the Lara Phase',
  enemyPhase: () => 'Enemy Phase: the enemies move and attack',
  spawnEnemy: (a) => `Spawn ${a.enemy}${a.roll !== undefined ? ` (Enemy Die ${a.roll})` : ''}`,
  endEventPhase: () => 'End the Event Phase',
};

export function actionWords(action: CocAction | AnyAction): string {
  const a = action as AnyAction;
  const known = WORDS[a.type];
  if (known) return known(a);
  const { type, ...fields } = a;
  const rest = Object.entries(fields).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return rest.length ? `${type} (${rest.join(', ')})` : type;
}

/** The kinds of action the board and the dice tray handle themselves rather than as plain buttons. */
export const BOARD_ACTIONS = new Set(['step', 'jump', 'turn']);

/** Actions that roll Lara Dice: any with a number of dice (MOVE today; HIDE, SEARCH… when the engine adds them). */
export const isDiceAction = (a: CocAction | AnyAction): boolean => typeof (a as AnyAction).dice === 'number';
