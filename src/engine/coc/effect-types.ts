/**
 * One function per effect type of schemas/effects.schema.json (the table of effects.ts). Inside a
 * roll, effects that add up (move points, damage dealt, damage avoided, successes, noise) are kept
 * on the roll for the action's finishing step; outside one they act at once. Types with no entry
 * here are resolved by hand (a pending "manual" decision).
 */
import type { Ctx } from './context.ts';
import { child, defineEffect, pushEffects, byHand, type Effect } from './effects.ts';
import { cardOf } from './cards.ts';
import { chooseTokens, drawResources, spendTokens, showToken } from './bag.ts';
import { discardEventCard } from './event-deck.ts';
import { checkSight } from './sight.ts';
import { hurt } from './damage.ts';
import { addResearchCubes, drawResearch, gainAmmo, gainSpecialDice, loseAmmo } from './inventory.ts';
import { failedDice } from './roll.ts';
import { endLaraPhase } from './phases.ts';
import { defeats } from './combat.ts';
import { enemyIndexAt } from './board.ts';
import type { ContentRef, UpgradeDeck } from './types.ts';
import { drawUpgrade } from './upgrades.ts';
import { healSelf } from './enemy-heal.ts';
import { offerOptions } from './event-phase.ts';
import { searchFactor } from './relics.ts';

const num = (v: unknown, d = 0) => (typeof v === 'number' ? v : d);
const cardName = (ctx: Ctx, at: ContentRef) => cardOf(ctx.content, at.kind, at.id).name;

defineEffect('damage', (ctx, e, at) => hurt(ctx, num(e.amount), cardName(ctx, at), e.dodgeable !== false));
defineEffect('heal', (ctx, e, at) => {
  if (e.target === 'self') return healSelf(ctx, e, at);
  const lara = ctx.state.lara;
  const before = lara.health;
  lara.health = Math.min(lara.maxHealth, lara.health + num(e.amount));
  ctx.events.push({ type: 'heal', text: `Lara heals ${lara.health - before} (health ${lara.health}/${lara.maxHealth}).` });
});
defineEffect('gainResources', (ctx, e, at) => {
  if (e.choose === true) return byHand(ctx, e);
  // A relic may multiply what SEARCH brings (Poseidon's Trident).
  const factor = ctx.state.roll?.for === 'search' ? searchFactor(ctx) : 1;
  drawResources(ctx.state, num(e.amount) * factor, cardName(ctx, at), ctx.events);
});
defineEffect('loseResources', (ctx, e) => {
  // Rule decision 32: the engine gives up the tokens worth least (plain ones before Multi-Treasure).
  const cost = new Map<string, number>();
  const held = ctx.state.inventory.resources;
  if (typeof e.resource === 'string') cost.set(e.resource, num(e.amount));
  const pay = typeof e.resource === 'string' ? chooseTokens(ctx.content, held, cost) : cheapest(held, num(e.amount));
  if (!pay) return byHand(ctx, { type: 'manual', text: `Lose ${num(e.amount)} ${typeof e.resource === 'string' ? e.resource : 'resources'} (Lara cannot pay it all).` });
  spendTokens(ctx.state, pay);
  ctx.events.push({ type: 'resources', text: `Lara gives up ${pay.map(showToken).join(', ')}.` });
});
defineEffect('discardEvents', (ctx, e, at) => {
  for (let i = 0; i < num(e.count); i++) discardEventCard(ctx.state, cardName(ctx, at), ctx.events);
});
// spawnEnemy: event-effects.ts (it uses the Event Phase's fixed rolls).
defineEffect('setSight', (ctx, e) => {
  const sight = e.sight === 'seen' ? 'seen' : 'hidden';
  if (ctx.state.sight !== sight) ctx.events.push({ type: sight, text: `Lara is ${sight.toUpperCase()}.` });
  ctx.state.sight = sight;
  if (sight === 'seen' && ctx.state.noise) ctx.state.noise = null;
  // HIDDEN in an enemy's view is SEEN again at once.
  checkSight(ctx.level, ctx.state, ctx.content, ctx.events);
});
defineEffect('placeNoise', (ctx, e) => {
  const where = e.at === 'start' ? 'start' : 'lara';
  if (ctx.state.roll) ctx.state.roll.noise = where;
  else makeNoise(ctx, where);
});
defineEffect('gainAmmo', (ctx, e) => {
  gainAmmo(ctx, num(e.amount), e.onlyThisWeapon === true ? ctx.state.roll?.weapon : undefined);
});
defineEffect('loseAmmo', (ctx, e) => loseAmmo(ctx, num(e.amount)));
defineEffect('gainSpecialDice', (ctx, e) => (e.untilEndOfLaraPhase === true ? byHand(ctx, e) : gainSpecialDice(ctx, num(e.count))));
defineEffect('drawResearch', (ctx, e) => drawResearch(ctx, num(e.count)));
defineEffect('addResearchCubes', (ctx, e) => addResearchCubes(ctx, num(e.count)));
defineEffect('move', (ctx, e) => {
  if (ctx.state.roll && e.straightLine !== true) ctx.state.roll.movePoints += num(e.spaces);
  else byHand(ctx, e);
});
defineEffect('loseDice', (ctx, e) => {
  const s = ctx.state;
  s.diceLostNextPhase = Math.min(s.lara.dice, s.diceLostNextPhase + num(e.count));
});
defineEffect('addSuccesses', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.extra += num(e.count);
  else byHand(ctx, e);
});
defineEffect('rerollDice', (ctx, e) => {
  const roll = ctx.state.roll;
  if (!roll || e.dice === 'failed') return byHand(ctx, e);
  const dice = roll.dice + roll.special - num(e.fewer);
  if (dice >= 1) ctx.state.pending = { kind: 'reroll', dice };
});
defineEffect('dealDamage', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.damage += num(e.amount);
  else byHand(ctx, e);
});
defineEffect('avoidDamage', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.avoided += num(e.amount);
  else byHand(ctx, e);
});
defineEffect('endLaraPhase', (ctx) => {
  if (ctx.state.roll) ctx.state.roll.endsPhase = true;
  else endLaraPhase(ctx);
});
defineEffect('choice', (ctx, e, at) => {
  offerOptions(ctx, Array.isArray(e.options) ? e.options : [], child(at, 'options'));
});
defineEffect('if', (ctx, e, at) => {
  const holds = condition(ctx, e.condition as Effect);
  if (holds) pushEffects(ctx, child(at, 'then'));
  else if (Array.isArray(e.else)) pushEffects(ctx, child(at, 'else'));
});
defineEffect('perDie', (ctx, e, at) => {
  const roll = ctx.state.roll;
  if (!roll) return byHand(ctx, e);
  const n = e.dice === 'failed' ? failedDice(roll) : roll.dice + roll.special;
  pushEffects(ctx, child(at, 'effects'), n);
});
defineEffect('manual', (ctx, e) => byHand(ctx, e));

/** Puts the Noise Token on Lara's space or where the roll started — only while she is HIDDEN. */
export function makeNoise(ctx: Ctx, where: 'lara' | 'start'): void {
  if (ctx.state.sight !== 'hidden') return;
  const at = where === 'start' && ctx.state.roll ? ctx.state.roll.from : ctx.state.lara.at;
  ctx.state.noise = { ...at };
  ctx.events.push({ type: 'noise', text: `Lara makes noise at (${at.x}, ${at.y}).`, at: { ...at } });
}

/** Whether a condition of the effects schema holds now. */
export function condition(ctx: Ctx, c: Effect | undefined): boolean {
  const s = ctx.state;
  const within = (n: number) => n >= num(c?.min, 0) && n <= num(c?.max, Infinity);
  switch (c?.type) {
    case 'sight':
      return s.sight === c.is;
    case 'enemiesOnLevel':
      return within(s.enemies.length);
    case 'specialDiceHeld':
      return within(s.inventory.specialDice);
    case 'diceRolled':
      return within(s.roll ? s.roll.dice + s.roll.special : 0);
    case 'targetDefeated': {
      const roll = s.roll;
      const targets = (roll?.targets ?? []).map((p) => s.enemies[enemyIndexAt(s, p)]).filter((e) => e !== undefined);
      const all = targets.length > 0 && targets.every((t) => defeats(ctx, t, roll!.damage, false));
      return c.is === all;
    }
    default:
      return false;
  }
}

/** `n` tokens worth least: plain resources, then plain treasure, then Multi-Treasure (smallest first). */
function cheapest(held: readonly string[], n: number): string[] | undefined {
  if (held.length < n) return undefined;
  const rank = (t: string) => (t.includes(':') ? 10 + Number(t.split(':')[1]) : t === 'treasure' ? 1 : 0);
  return [...held].sort((a, b) => rank(a) - rank(b)).slice(0, n);
}

defineEffect('drawUpgrade', (ctx, e) => {
  const decks = Array.isArray(e.decks) ? (e.decks as UpgradeDeck[]) : [];
  if (decks.length !== 1) return byHand(ctx, e);
  drawUpgrade(ctx, decks[0]!, num(e.draw, 1), num(e.keep, 1));
});
