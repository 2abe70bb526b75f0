/** The two dice: results fixed in advance (scenarios) come first, then the seeded generator. */
import { randomInt } from '../core/random.ts';
import type { Ctx } from './context.ts';
import { OBSTACLE_FACES, PROGRESS_FACES, type ObstacleFace, type ProgressFace } from './types.ts';

export function rollProgress(ctx: Ctx): ProgressFace {
  return ctx.state.fixedDice.progress.shift() ?? PROGRESS_FACES[randomInt(ctx.state.random, 6)]!;
}

export function rollObstacle(ctx: Ctx): ObstacleFace {
  return ctx.state.fixedDice.obstacle.shift() ?? OBSTACLE_FACES[randomInt(ctx.state.random, 6)]!;
}

export const PROGRESS_WORDS: Record<ProgressFace, string> = {
  acrobatics: 'acrobatics (one space on acrobatics)',
  battle: 'battle (one space on battle)',
  trick: 'trick (one space on trick)',
  choice: 'Tomb Raider (one space on a track of choice)',
  natla: '! (Natla moves to the next obstacle)',
  discardNatla: '1 and ! (discard a card, then Natla moves to the next obstacle)',
};

export const OBSTACLE_WORDS: Record<ObstacleFace, string> = {
  nothing: 'a cross (nothing happens)',
  heart: 'a cracked heart (Lara loses 1 health)',
  panther: 'a panther (an enemy appears)',
  twoPanthers: 'two panthers (two enemies appear)',
  discardOne: 'a card with 1 (discard a card)',
  discardTwo: 'a card with 2 (discard two cards)',
};
