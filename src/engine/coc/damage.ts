/**
 * Damage to Lara and what 0 health means: in a single level or challenge the game is lost; in a
 * series she loses a Lara Die and heals fully, and the game is lost when no die is left.
 * Damage about to be taken in the Enemy or Event Phase, while Lara has dice to DODGE with, first
 * becomes a pending DODGE decision (`hurt`); the answer's roll takes off what it avoids and then
 * calls `damageLara`, the one place every source of damage goes through.
 */
import type { Ctx } from './context.ts';
import type { CocEvent, CocState } from './types.ts';

/** Lara Dice she may still DODGE with: those not already lost from the next Lara Phase (rule decision 27). */
export const dodgeDice = (state: CocState) => Math.max(0, state.lara.dice - state.diceLostNextPhase);

/** Damage about to be taken: a DODGE decision when she can dodge it, else taken at once. */
export function hurt(ctx: Ctx, amount: number, source: string, dodgeable = true): void {
  const { state } = ctx;
  if (amount <= 0 || state.status !== 'playing') return;
  if (dodgeable && (state.phase === 'enemy' || state.phase === 'event') && dodgeDice(state) > 0) {
    state.pending = { kind: 'dodge', damage: amount, source };
    ctx.events.push({ type: 'incoming', text: `${source}: ${amount} damage is coming (DODGE or take it).` });
    return;
  }
  damageLara(state, amount, source, ctx.events);
}

export function damageLara(state: CocState, amount: number, source: string, events: CocEvent[]): void {
  if (amount <= 0 || state.status !== 'playing') return;
  const lara = state.lara;
  const taken = Math.min(amount, lara.health);
  lara.health -= taken;
  state.damageTaken += amount;
  events.push({
    type: 'damage',
    text: `${source}: Lara takes ${amount} damage (health ${lara.health}/${lara.maxHealth}).`,
  });
  if (lara.health > 0) return;
  const carriesOn = state.mode === 'series' || state.mode === 'campaign';
  if (carriesOn && lara.dice > 1) {
    lara.dice -= 1;
    lara.diceLeft = Math.min(lara.diceLeft, lara.dice);
    state.diceLostNextPhase = Math.min(state.diceLostNextPhase, lara.dice);
    lara.health = lara.maxHealth;
    events.push({ type: 'death', text: `Lara falls: she loses a Lara Die (${lara.dice} left) and heals fully.` });
    return;
  }
  state.status = 'lost';
  events.push({
    type: 'lost',
    text: carriesOn ? 'Lara falls with her last Lara Die: the game is lost.' : 'Lara falls: the game is lost.',
  });
}
