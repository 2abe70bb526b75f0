/**
 * What a roll of Lara's dice will show, seen before the action is applied: the roll is made on a
 * copy of the state's generator, so applying the action afterwards (the engine rolls first) gives
 * the same faces. The playtest's dice tray uses it to show the faces and let the player decide which
 * sacrifices to turn into successes before the action is sent. Special Dice's faces come after the
 * Lara Dice's, as in the engine. A rule in force that makes a face count as another (Focus) is
 * applied as the engine applies it (`facesCountAs`): `faces` are the faces as they count, `rolled`
 * as they landed. What follows the roll (HIDE's re-roll with one die fewer) is found by applying the
 * action to the state on a copy — the engine itself says whether a re-roll is offered and with how
 * many dice — and its faces are previewed the same way.
 */
import { rollDice } from '../engine/coc/index.ts';
import { levelOf } from '../engine/coc/index.ts';
import { facesCountAs } from '../engine/coc/index.ts';
import { applyAction, type RulesContent } from '../engine/coc/index.ts';
import type { CocAction, CocState, DieResult } from '../engine/coc/index.ts';
import type { RandomState } from '../engine/core/random.ts';

export interface DicePreview {
  /** The faces as they land. */
  rolled: DieResult[];
  /** The faces as they count (the same unless a rule such as Focus is in force). */
  faces: DieResult[];
}

export function previewDice(content: RulesContent, state: CocState, dice: number, special = 0): DicePreview {
  const copy = { ...state, random: [...state.random] as RandomState };
  const rolled = rollDice(copy, content, dice, undefined, special);
  const faces = facesCountAs({ level: levelOf(content, state.level), state, content, events: [] }, rolled);
  return { rolled, faces };
}

/** The faces the engine will keep for a roll (as they count). */
export function previewRoll(content: RulesContent, state: CocState, dice: number, special = 0): DieResult[] {
  return previewDice(content, state, dice, special).faces;
}

/** A re-roll the rules offer after the roll (HIDE with 1–2 successes): its dice and their faces. */
export interface RerollPreview extends DicePreview {
  dice: number;
}

/**
 * The re-roll offered once `action` is applied with `asSuccesses` sacrifices turned into successes,
 * or undefined when none is (or the engine refuses the action). Cards offered on the roll (scrolls)
 * are passed over, as keeping the roll is what leads on to the re-roll.
 */
export function previewReroll(
  content: RulesContent,
  state: CocState,
  action: CocAction,
  asSuccesses = 0,
): RerollPreview | undefined {
  let next: CocState;
  try {
    next = applyAction(content, state, { ...action, sacrificesAsSuccesses: asSuccesses } as CocAction).state;
    for (let i = 0; i < 3 && next.pending?.kind === 'afterRoll'; i++)
      next = applyAction(content, next, { type: 'keepRoll' }).state;
  } catch {
    return undefined;
  }
  const pending = next.pending;
  if (pending?.kind !== 'reroll' || !next.roll) return undefined;
  // As the engine splits it (answers.ts → reroll): Lara Dice first, the rest Special Dice.
  const lara = Math.min(next.roll.dice, pending.dice);
  return { dice: pending.dice, ...previewDice(content, next, lara, pending.dice - lara) };
}
