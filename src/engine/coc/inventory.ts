/**
 * What Lara holds, beside the bag: ammo on her weapons, Special Dice, Research Cards and the
 * Research Deck, and the Research tracker cubes.
 */
import { shuffle } from '../core/random.ts';
import { cardOf, cardIdOf } from './cards.ts';
import { checked } from '../core/checked-content.ts';
import type { Ctx } from './context.ts';
import { EngineError, type WeaponState } from './types.ts';
import { gearRulesOf } from './gear-rules.ts';

export const RESEARCH_HAND = 5;
export const CUBES_PER_CARD = 3;

export function weaponCapacity(ctx: Ctx, weapon: string): number {
  return checked(cardOf(ctx.content, 'weapon', weapon), 'weapon').ammo ?? 0;
}

export const totalAmmo = (ctx: Ctx) => ctx.state.inventory.weapons.reduce((n, w) => n + w.ammo, 0);

/**
 * Ammo shared out at once: `plan`'s amounts first (the player's sharing; what does not fit is lost),
 * the rest one at a time round the weapons with room in slot order (rule decision 31); what fits
 * nowhere is lost.
 */
export function gainAmmo(ctx: Ctx, amount: number, only?: string, plan?: Record<string, number>): number {
  const weapons = ctx.state.inventory.weapons.filter((w) => !only || w.id === only);
  const room = (w: WeaponState) => weaponCapacity(ctx, w.id) - w.ammo;
  let left = amount;
  let placed = 0;
  if (plan) {
    for (const [id, n] of Object.entries(plan)) {
      const w = weapons.find((x) => x.id === id);
      if (!w) throw new EngineError(`Lara has no weapon "${id}" to load.`);
      if (!Number.isInteger(n) || n < 0 || n > left)
        throw new EngineError(`${n} ammo cannot go on "${id}" (${left} to share out).`);
      const put = Math.min(n, room(w));
      w.ammo += put;
      placed += put;
      left -= n;
    }
  }
  for (let guard = 0; left > 0 && weapons.some((w) => room(w) > 0) && guard < 1000; guard++) {
    for (const w of weapons) {
      if (left > 0 && room(w) > 0) {
        w.ammo += 1;
        left -= 1;
        placed += 1;
      }
    }
  }
  const lost = amount - placed;
  ctx.events.push({
    type: 'ammo',
    text: `${amount} ammo is shared out (${ctx.state.inventory.weapons.map((w) => `${w.id} ${w.ammo}`).join(', ') || 'no weapon'})${lost > 0 ? `; ${lost} lost` : ''}.`,
  });
  return placed;
}

/**
 * Ammo a card or recipe gives: when it can be loaded in more than one way (two weapons or more with
 * room, and not enough to fill them all), the player says how (a shareAmmo decision, rule decision
 * 210); otherwise it is loaded at once.
 */
export function offerAmmo(ctx: Ctx, amount: number, only?: string): void {
  const open = ctx.state.inventory.weapons.filter(
    (w) => (!only || w.id === only) && weaponCapacity(ctx, w.id) > w.ammo,
  );
  const room = open.reduce((n, w) => n + weaponCapacity(ctx, w.id) - w.ammo, 0);
  if (open.length < 2 || amount <= 0 || amount >= room) return void gainAmmo(ctx, amount, only);
  ctx.state.pending = { kind: 'shareAmmo', amount, weapons: open.map((w) => w.id) };
}

/** Every way to load `amount` ammo onto `weapons` (each within its room), the first weapon's share largest first. */
export function ammoSplits(ctx: Ctx, amount: number, weapons: readonly string[]): Record<string, number>[] {
  const room = weapons.map((id) => {
    const held = ctx.state.inventory.weapons.find((w) => w.id === id);
    return held ? weaponCapacity(ctx, id) - held.ammo : 0;
  });
  const out: Record<string, number>[] = [];
  const walk = (i: number, left: number, split: Record<string, number>) => {
    if (i === weapons.length - 1) {
      if (left <= room[i]!) out.push({ ...split, [weapons[i]!]: left });
      return;
    }
    for (let n = Math.min(left, room[i]!); n >= 0; n--) walk(i + 1, left - n, { ...split, [weapons[i]!]: n });
  };
  if (weapons.length) walk(0, amount, {});
  return out;
}

/** The answer to a shareAmmo decision: the split must share out exactly the ammo given, within each weapon's room. */
export function answerShareAmmo(ctx: Ctx, split: Record<string, number>): void {
  const p = ctx.state.pending as Extract<NonNullable<typeof ctx.state.pending>, { kind: 'shareAmmo' }>;
  const legal = ammoSplits(ctx, p.amount, p.weapons).some(
    (s) =>
      p.weapons.every((id) => (s[id] ?? 0) === (split[id] ?? 0)) &&
      Object.keys(split).every((id) => p.weapons.includes(id)),
  );
  if (!legal)
    throw new EngineError(
      `${JSON.stringify(split)} does not share out ${p.amount} ammo on ${p.weapons.join(', ')} within their room.`,
    );
  ctx.state.pending = null;
  gainAmmo(ctx, p.amount, undefined, split);
}

/** Ammo taken off the weapons, from the best-loaded first (rule decision 31). */
export function loseAmmo(ctx: Ctx, amount: number): void {
  if (totalAmmo(ctx) < amount) throw new EngineError(`Lara has only ${totalAmmo(ctx)} ammo; ${amount} cannot be lost.`);
  for (let left = amount; left > 0; left--) {
    const w = [...ctx.state.inventory.weapons].sort((a, b) => b.ammo - a.ammo)[0]!;
    w.ammo -= 1;
  }
  ctx.events.push({ type: 'ammo', text: `Lara loses ${amount} ammo.` });
}

/** Special Dice from the Craft Bench (as many as are left there). */
export function gainSpecialDice(ctx: Ctx, count: number): void {
  const bench = ctx.content.specialDiceCount - ctx.state.inventory.specialDice;
  const got = Math.max(0, Math.min(count, bench));
  ctx.state.inventory.specialDice += got;
  ctx.events.push({
    type: 'specialDice',
    text: `Lara takes ${got} Special Di${got === 1 ? 'e' : 'ce'} (${ctx.state.inventory.specialDice} in her pool).`,
  });
}

/**
 * Draws Research Cards. Lara holds 5 at most: with 5 in hand no card is drawn (rule decision 35).
 * An empty deck is made again from the shuffled discard pile.
 */
export function drawResearch(ctx: Ctx, count: number): void {
  const { state } = ctx;
  for (let i = 0; i < count; i++) {
    if (state.inventory.research.length >= RESEARCH_HAND) {
      ctx.events.push({
        type: 'research',
        text: `Lara already holds ${RESEARCH_HAND} Research Cards: she draws no more.`,
      });
      return;
    }
    if (state.decks.research.length === 0 && state.decks.researchDiscard.length > 0) {
      state.decks.research = shuffle(state.random, state.decks.researchDiscard.splice(0));
      ctx.events.push({
        type: 'research',
        text: 'The Research Deck has run out: its discard pile is shuffled into a new deck.',
      });
    }
    const card = state.decks.research.shift();
    if (card === undefined) {
      ctx.events.push({ type: 'research', text: 'No Research Card is left to draw.' });
      return;
    }
    // Classic Trinity: more cards drawn, one kept (the player's choice).
    const more = gearRulesOf(ctx, 'researchDraw').reduce((n, r) => Math.max(n, r.draw ?? 1), 1);
    if (more > 1) {
      const cards = [card, ...state.decks.research.splice(0, more - 1)];
      ctx.events.push({ type: 'research', text: `Lara draws ${cards.length} Research Cards and keeps one.` });
      if (cards.length > 1) {
        state.pending = { kind: 'keepResearch', cards };
        return;
      }
    }
    state.inventory.research.push(card);
    ctx.events.push({
      type: 'research',
      text: `Lara draws the Research Card "${cardOf(ctx.content, 'research', cardIdOf(card)).name}".`,
    });
  }
}

/** Cubes on the RESEARCH card: each time there are 3, they come off and a Research Card is drawn. */
export function addResearchCubes(ctx: Ctx, count: number): void {
  ctx.state.researchCubes += count;
  ctx.events.push({
    type: 'research',
    text: `${count} Tracker Cube${count === 1 ? '' : 's'} on RESEARCH (${ctx.state.researchCubes}).`,
  });
  while (ctx.state.researchCubes >= CUBES_PER_CARD) {
    ctx.state.researchCubes -= CUBES_PER_CARD;
    drawResearch(ctx, 1);
  }
}
