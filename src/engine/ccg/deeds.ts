/**
 * Deeds a card may be played after (ccgCard `playAfter`, rule decision 156): Bounty after her raider
 * removes a creature, Push after she wins a fight against another raider. Each deed lets one such card
 * be played, in the turn of the deed or the next one (cards from the hand are played outside decisions,
 * and after a fight the turn often runs on through decisions to its end); then it is forgotten.
 * `deeds` is absent (or undefined) when none is waiting: it is set to undefined, never deleted, as `delete` on a
 * raider object mid-game turned it into a dictionary-mode object in V8 (slow reads of every raider field for the rest
 * of the game); undefined fields are left out of the digest and of JSON, as an absent one.
 */
import type { Ctx } from './context.ts';
import type { Deed, RaiderState } from './types.ts';

export const DEED_WORDS: Record<Deed, string> = {
  wonFight: 'wins a fight against another raider',
  removedCreature: 'removes a creature obstacle',
};

const fresh = (ctx: Ctx, turn: number) => turn >= ctx.state.turn - 1;

/** `against`: the raider beaten in a fight won (Push moves her: rule decision 546). */
export function addDeed(ctx: Ctx, r: RaiderState, deed: Deed, against?: number): void {
  r.deeds = [
    ...(r.deeds ?? []),
    against === undefined ? { deed, turn: ctx.state.turn } : { deed, turn: ctx.state.turn, against },
  ];
}

export function hasDeed(ctx: Ctx, r: RaiderState, deed: Deed): boolean {
  return !!r.deeds?.some((d) => d.deed === deed && fresh(ctx, d.turn));
}

/** The oldest such deed still waiting for a card. */
export function deedOf(
  ctx: Ctx,
  r: RaiderState,
  deed: Deed,
): { deed: Deed; turn: number; against?: number } | undefined {
  return r.deeds?.find((d) => d.deed === deed && fresh(ctx, d.turn));
}

/** A card played after the deed answers the oldest such deed; returns the raider it was against, if any. */
export function useDeed(ctx: Ctx, r: RaiderState, deed: Deed): number | undefined {
  const i = r.deeds?.findIndex((d) => d.deed === deed && fresh(ctx, d.turn)) ?? -1;
  if (i < 0) return undefined;
  const [used] = r.deeds!.splice(i, 1);
  if (!r.deeds!.length) r.deeds = undefined;
  return used!.against;
}

/** At a new turn: deeds older than the last turn are forgotten. */
export function forgetDeeds(ctx: Ctx, r: RaiderState): void {
  if (!r.deeds) return;
  r.deeds = r.deeds.filter((d) => fresh(ctx, d.turn));
  if (!r.deeds.length) r.deeds = undefined;
}
