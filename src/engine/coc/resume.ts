/**
 * Runs the game on until the player must decide something or nothing is left to do: the roll's boxes
 * once its sacrifices (and ammo) are settled, the effects on the stack one by one, the roll's
 * finishing step once its own effects are done, and the enemies still to act in an Enemy Phase.
 * Every process keeps its place in the state, so a pending decision can stop it anywhere.
 */
import { afterAttack } from './attack-aftermath.ts';
import type { Ctx } from './context.ts';
import { stepEffects } from './effects.ts';
import { EFFECT_FUNCTIONS } from './effect-table.ts';
import { resolveBoxes } from './roll.ts';
import { finishers, starters } from './roll-steps.ts';
import { nextEnemyTurn, attackAgain } from './enemy-phase.ts';
import { endLaraPhase } from './phases.ts';
import { afterRollOffer } from './roll-help.ts';
import { eventPhaseBusy, nextEventStep } from './event-phase.ts';
import { startNextChapter } from './series.ts';
import { islandBusy, islandStep } from './island-level.ts';
import { arrivePins } from './island-pins.ts';

export function resume(ctx: Ctx): void {
  const { state } = ctx;
  for (let guard = 0; guard < 100000; guard++) {
    // Island Campaign: a Natla-Pin the Event Deck's run-out called walks onto the island at once.
    if (state.campaign?.arriving && state.campaign.lara && state.status === 'playing') {
      arrivePins(ctx);
      continue;
    }
    if (state.pending || state.status !== 'playing') return;
    const roll = state.roll;
    if (state.effects.length > (roll ? roll.depth : 0)) {
      stepEffects(ctx, EFFECT_FUNCTIONS);
      continue;
    }
    if (roll && roll.converted !== null && !roll.resolved) {
      if (!roll.asked) {
        // Cards that may be played on a roll (scrolls) are offered once the sacrifices are settled.
        roll.asked = true;
        state.pending = afterRollOffer(ctx, roll);
        continue;
      }
      const start = starters[roll.for];
      if (start) start(ctx, roll);
      else if (roll.card) resolveBoxes(ctx, roll.card);
      else roll.resolved = true;
      continue;
    }
    if (roll) {
      state.roll = null;
      finishers[roll.for]?.(ctx, roll);
      if (roll.endsPhase && state.phase === 'lara' && state.status === 'playing') endLaraPhase(ctx);
      continue;
    }
    if (state.attack) {
      afterAttack(ctx, (enemy, count) => attackAgain(ctx, enemy, count));
      continue;
    }
    if (state.enemyQueue) {
      nextEnemyTurn(ctx);
      continue;
    }
    if (eventPhaseBusy(state)) {
      nextEventStep(ctx);
      continue;
    }
    if (state.series?.advancing) {
      startNextChapter(ctx);
      continue;
    }
    if (state.campaign && islandBusy(state.campaign)) {
      islandStep(ctx);
      continue;
    }
    return;
  }
  throw new Error('The engine did not settle (a loop in the effects?).');
}
