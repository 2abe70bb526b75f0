/**
 * The faces a roll of Lara Dice will show, seen before the action is applied: the roll is made on
 * a copy of the state's generator, so applying the action afterwards (the engine rolls first)
 * gives the same faces. The playtest's dice tray uses it to show the faces and let the player
 * decide which sacrifices to turn into successes before the action is sent. Special Dice's faces
 * come after the Lara Dice's, as in the engine. (A rule that makes a face count as another — Focus —
 * is applied by the engine after the roll: the log says so, and the tray then shows its faces.)
 */
import { rollDice } from '../engine/coc/dice.ts';
import { rulesContent } from '../engine/coc/rules-content.ts';
import type { Content } from '../engine/coc/game.ts';
import type { CocState, DieResult } from '../engine/coc/types.ts';
import type { RandomState } from '../engine/core/random.ts';

export function previewRoll(packs: Content, state: CocState, dice: number, special = 0): DieResult[] {
  const copy = { ...state, random: [...state.random] as RandomState };
  return rollDice(copy, rulesContent(packs), dice, undefined, special);
}
