/**
 * The turn of the phases: the Lara Phase ends (by the player, by a failed MELEE, or when every die is
 * spent and she chooses to stop crafting — rule decision 28), and a new one begins with her dice
 * less those lost to DODGE and traps.
 */
import { mapList } from '../core/lists.ts';
import type { Ctx } from './context.ts';
import { onQuicksand } from './board.ts';
import { damageLara } from './damage.ts';
import { phaseDice } from './condition-rules.ts';
import { levelConditions } from './conditions.ts';
import { itemOf } from './ongoing-rules.ts';
import { pushEffects } from './effects.ts';
import { gainSpecialDice } from './inventory.ts';
import { checked } from '../core/checked-content.ts';

export function endLaraPhase(ctx: Ctx): void {
  const { state } = ctx;
  state.move = null;
  ctx.events.push({
    type: 'phase',
    text: `The Lara Phase ends${state.lara.diceLeft ? ` (${state.lara.diceLeft} dice unused)` : ''}.`,
  });
  if (onQuicksand(ctx.level, state.lara.at)) damageLara(state, 1, 'Quicksand', ctx.events);
  state.timedRules = state.timedRules.filter((t) => t.duration !== 'thisLaraPhase');
  returnPhaseSpecialDice(ctx);
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
  // Rules for "the next Lara Phase" (a Snake's bite) hold for this one.
  // mapList, not `.map`: optimised `.map` makes holey arrays, and a state array of two kinds costs deopts
  // (docs/engine-performance.md, "shapes").
  state.timedRules = mapList(state.timedRules, (t) =>
    t.duration === 'nextLaraPhase' ? { ...t, duration: 'thisLaraPhase' } : t,
  );
  state.usedThisPhase = state.usedThisPhase.includes('bonusSuccessNext') ? ['bonusSuccess'] : [];
  ctx.events.push({
    type: 'phase',
    text: `Round ${state.round}: the Lara Phase begins with ${state.lara.diceLeft} dice${lost ? ` (${lost} lost to DODGE or traps)` : ''}.`,
  });
  phaseStartTriggers(ctx);
}

/** The level condition's effects at the start of each Lara Phase (Overclock), scheduled for resume(). */
export function phaseStartTriggers(ctx: Ctx): void {
  const id = levelConditions(ctx.content, ctx.level.item).id;
  const item = id ? itemOf(ctx.content, 'condition', id) : undefined;
  // A checked condition (rule decision 575): its rules, when present, are a list of rule objects.
  (item ? (checked(item, 'condition').rules ?? []) : []).forEach((r, i) => {
    if (r.type === 'trigger' && r.on === 'laraPhaseStart')
      pushEffects(ctx, { kind: 'condition', id: id!, pointer: `/rules/${i}/effects` });
  });
}

/** Special Dice for this Lara Phase only: taken like any other, counted to go back when it ends. */
export function gainPhaseSpecialDice(ctx: Ctx, count: number): void {
  const before = ctx.state.inventory.specialDice;
  gainSpecialDice(ctx, count);
  ctx.state.phaseSpecialDice += ctx.state.inventory.specialDice - before;
}

/** Special Dice given for the Lara Phase that ends (Overclock's) and not used go back. */
export function returnPhaseSpecialDice(ctx: Ctx): void {
  const { state } = ctx;
  const back = Math.min(state.phaseSpecialDice, state.inventory.specialDice);
  state.phaseSpecialDice = 0;
  if (back <= 0) return;
  state.inventory.specialDice -= back;
  ctx.events.push({
    type: 'specialDice',
    text: `${back} unused Special Di${back === 1 ? 'e goes' : 'ce go'} back at the end of the Lara Phase (${state.inventory.specialDice} in her pool).`,
  });
}
