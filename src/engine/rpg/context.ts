/**
 * What an action is applied with: the state being built (a copy, changed in place), the events so far,
 * and where the dice come from. Helpers on actors that every part of the engine reads.
 */
import type { DiceSource } from './dice.ts';
import {
  LIMIT_OF,
  MAX_WOUNDS,
  STUN_EFFECTS,
  type Actor,
  type Attribute,
  type Quality,
  type RpgEvent,
  type RpgState,
} from './types.ts';

export interface Ctx {
  state: RpgState;
  events: RpgEvent[];
  dice: DiceSource;
}

export function say(ctx: Ctx, text: string, dice?: { rolled: readonly number[]; target: number }): void {
  ctx.events.push(dice ? { text, dice: { rolled: [...dice.rolled], target: dice.target } } : { text });
}

export function actorOf(state: RpgState, id: string): Actor {
  const actor = state.actors.find((a) => a.id === id);
  if (!actor) throw new Error(`nobody called "${id}" takes part`);
  return actor;
}

export function hasTalent(actor: Actor, talent: string, skill?: string): boolean {
  return actor.sheet.talents.some((t) => t.talent === talent && (skill === undefined || t.skill === skill));
}

/** A stun effect that counts: its level marked and not ignored. */
export function suffers(actor: Actor, level: number): boolean {
  return actor.stun.includes(level) && !actor.ignored.includes(level);
}

export const incapacitated = (actor: Actor): boolean => actor.wounds >= MAX_WOUNDS;
export const knockedOut = (actor: Actor): boolean => actor.stun.includes(6);
/** Down: incapacitated (every wound marked) or knocked out. */
export const isDown = (actor: Actor): boolean => incapacitated(actor) || knockedOut(actor);

export function limitOf(actor: Actor, quality: Quality): number {
  return actor.sheet.attributes[LIMIT_OF[quality]];
}

/** Spends quality points; refused when she has fewer. */
export function spend(ctx: Ctx, actor: Actor, quality: Quality, points = 1, why = ''): void {
  if (points < 0 || !Number.isInteger(points)) throw new Error(`${points} is not a number of points to spend`);
  if (actor.qualities[quality] < points)
    throw new Error(`${actor.sheet.name} has ${actor.qualities[quality]} ${quality}, not the ${points} needed`);
  if (points === 0) return;
  actor.qualities[quality] -= points;
  say(
    ctx,
    `${actor.sheet.name} spends ${points} ${quality}${why ? ` ${why}` : ''} (${actor.qualities[quality]} left).`,
  );
}

export function skillRating(actor: Actor, skill: string): number {
  return actor.sheet.skills[skill] ?? 0;
}

export function attribute(actor: Actor, name: Attribute): number {
  return actor.sheet.attributes[name];
}

/** Dazed: -1> on her actions until recovered. */
export const dazedDice = (actor: Actor): number => (suffers(actor, 4) ? -1 : 0);

export function stunWords(actor: Actor): string {
  return actor.stun.length
    ? actor.stun.map((l) => STUN_EFFECTS[l] + (actor.ignored.includes(l) ? ' (ignored)' : '')).join(', ')
    : 'none';
}

export function requirePending(ctx: Ctx, kinds: string[]): void {
  const p = ctx.state.pending;
  if (!p || !kinds.includes(p.kind)) throw new Error(`that is not asked now (${describePending(ctx.state)})`);
}

export function requireTurnOf(ctx: Ctx, who: string, kinds: string[]): Actor {
  requirePending(ctx, kinds);
  const p = ctx.state.pending!;
  if ('actor' in p && p.actor !== who)
    throw new Error(`it is ${actorOf(ctx.state, p.actor).sheet.name}'s decision now, not ${who}'s`);
  return actorOf(ctx.state, who);
}

export function describePending(state: RpgState): string {
  const p = state.pending;
  if (!p) return state.status === 'playing' ? 'nothing is asked' : 'the game is over';
  const who = 'actor' in p ? actorOf(state, p.actor).sheet.name : 'the table';
  const what: Record<string, string> = {
    declare: 'declares her intended action',
    turn: 'takes her turn',
    prepare: 'prepares her roll',
    afterRoll: 'decides about her roll',
    assists: 'shares assist dice',
    extendedFailure: 'saves her failed roll or gives up',
    defence: 'answers an attack that hits her',
    soak: 'spends Grit against wounds and stun',
    stunEffects: 'ignores stun effects or suffers them',
    knockback: 'chooses where the knockback moves her target',
  };
  return `${who} ${what[p.kind]}`;
}
