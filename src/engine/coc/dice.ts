/**
 * Lara's dice as part 1 needs them: a MOVE roll's results (given by the action, or rolled with the
 * state's generator) and what they count for. Sacrifices count as successes only where the player
 * discards an Event Card for each (roll.ts).
 */
import { randomInt } from '../core/random.ts';
import type { RulesContent } from './rules-content.ts';
import { EngineError, type CocState, type DieResult } from './types.ts';

export const DIE_RESULTS: readonly DieResult[] = ['success', 'doubleSuccess', 'fail', 'sacrifice'];

/** Rolls `dice` Lara Dice then `special` Special Dice (or checks the faces given for them, in that order). */
export function rollDice(
  state: CocState,
  content: RulesContent,
  dice: number,
  given?: readonly DieResult[],
  special = 0,
): DieResult[] {
  const total = dice + special;
  if (given) {
    if (given.length !== total)
      throw new EngineError(`${total} dice were rolled but ${given.length} results were given.`);
    for (const r of given)
      if (!DIE_RESULTS.includes(r))
        throw new EngineError(`"${String(r)}" is not a die result (${DIE_RESULTS.join(', ')}).`);
    return [...given];
  }
  // The Lara Dice first, then the Special Dice (the generator is asked in that order).
  const out: DieResult[] = [];
  for (let i = 0; i < dice; i++) out.push(content.laraDie[randomInt(state.random, content.laraDie.length)]!);
  for (let i = 0; i < special; i++) out.push(content.specialDie[randomInt(state.random, content.specialDie.length)]!);
  return out;
}

export const DIE_WORDS: Record<DieResult, string> = {
  success: 'success',
  doubleSuccess: 'double success',
  fail: 'fail',
  sacrifice: 'sacrifice',
};

/** Successes of a roll: 1 per success, 2 per double success, 1 per sacrifice turned into a success. */
export function successes(results: readonly DieResult[], sacrificesAsSuccesses = 0): number {
  let n = 0;
  for (const r of results) n += r === 'success' ? 1 : r === 'doubleSuccess' ? 2 : 0;
  return n + sacrificesAsSuccesses;
}

export const sacrifices = (results: readonly DieResult[]) => results.filter((r) => r === 'sacrifice').length;

export function rollEnemyDie(state: CocState, content: RulesContent, given?: number): number {
  if (given !== undefined) {
    if (!content.enemyDie.includes(given))
      throw new EngineError(`${given} is not a face of the Enemy Die (${content.enemyDie.join(', ')}).`);
    return given;
  }
  return content.enemyDie[randomInt(state.random, content.enemyDie.length)]!;
}
