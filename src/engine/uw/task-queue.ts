/**
 * The Underworld's task queue: the rules' steps waiting to be carried out, run until a decision is
 * asked or the game ends. Each task is carried out by its rule module (effects, obstacles, region);
 * only this module knows them all, so that none of them imports another through the queue.
 */
import type { Ctx } from './context.ts';
import { discardTask, drawEnemies, eliminateEnemies, gain, move, obstacleDie, space } from './effects.ts';
import { natlaTask, obstacleTask, penaltyTask } from './obstacles.ts';
import { enterRegion, leaveRegion, nextTurn } from './region.ts';
import type { Task } from './types.ts';

export function runQueue(ctx: Ctx): void {
  const s = ctx.state;
  while (s.status === 'playing' && !s.pending && s.queue.length) doTask(ctx, s.queue.shift()!);
}

function doTask(ctx: Ctx, task: Task): void {
  switch (task.t) {
    case 'move':
      return move(ctx, task);
    case 'space':
      return space(ctx, task.track, task.index, task.player);
    case 'gain':
      return gain(ctx, task.gain, task.player);
    case 'obstacleDie':
      return obstacleDie(ctx, task.player);
    case 'drawEnemies':
      return drawEnemies(ctx, task.count);
    case 'eliminate':
      return eliminateEnemies(ctx, task.count, task.player);
    case 'discard':
      return discardTask(ctx, task.player, task.count, task.why);
    case 'natla':
      return natlaTask(ctx);
    case 'obstacle':
      return obstacleTask(ctx, task.index, task.ask);
    case 'penalty':
      return penaltyTask(ctx, task.index, task.player);
    case 'leaveRegion':
      return leaveRegion(ctx);
    case 'enterRegion':
      return enterRegion(ctx);
    case 'nextTurn':
      return nextTurn(ctx);
  }
}
