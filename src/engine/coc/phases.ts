/**
 * The turn of the phases: the Lara Phase ends (by the player, by a failed MELEE, or when every die is
 * spent and she chooses to stop crafting — rule decision 28), and a new one begins with her dice
 * less those lost to DODGE and traps.
 */
import type { Ctx } from './context.ts';
import { onQuicksand } from './board.ts';
import { damageLara } from './damage.ts';
import { phaseDice } from './condition-rules.ts';

export function endLaraPhase(ctx: Ctx): void {
  const { state } = ctx;
  state.move = null;
  ctx.events.push({ type: 'phase', text: `The Lara Phase ends${state.lara.diceLeft ? ` (${state.lara.diceLeft} dice unused)` : ''}.` });
  if (onQuicksand(ctx.level, state.lara.at)) damageLara(state, 1, 'Quicksand', ctx.events);
  state.timedRules = state.timedRules.filter((t) => t.duration !== 'thisLaraPhase');
  state.phase = 'enemy';
}

export function startLaraPhase(ctx: Ctx): void {
  const { state } = ctx;
  state.phase = 'lara';
  state.round += 1;
  const lost = Math.min(state.diceLostNextPhase, state.lara.dice);
  state.lara.diceLeft = phaseDice(ctx, lost);
  state.movesThisPhase = 0;
  state.diceLostNextPhase = 0;
  state.weaponUsed = null;
  state.searchedThisPhase = false;
  state.usedThisPhase = state.usedThisPhase.includes('bonusSuccessNext') ? ['bonusSuccess'] : [];
  ctx.events.push({ type: 'phase', text: `Round ${state.round}: the Lara Phase begins with ${state.lara.diceLeft} dice${lost ? ` (${lost} lost to DODGE or traps)` : ''}.` });
}
