/**
 * Prices (an obstacle's cost, an enemy's) and payments: whether a payment is exactly one of the ways
 * of paying, whether someone (or the table) can pay at all, and a bounded list of payments to offer.
 * A treasure counts only where a treasure or "any element" is asked: never for a missing card.
 */
import type * as T from '../../model/types.generated.ts';
import { TRACKS, type Hand, type Payment, type Track, type UwPlayer } from './types.ts';

// A price as content-read.ts reads it: a draft's requirement without a count has 0 there (it asks for nothing).
type UwCost = T.UwCost;
type UwRequirement = T.UwRequirement;
const countOf = (r: UwRequirement): number => r.count;

const KEYS = ['acrobatics', 'battle', 'trick', 'points', 'treasures'] as const;
type Key = (typeof KEYS)[number];

export const amount = (p: Payment, k: Key): number => p[k] ?? 0;
export const total = (p: Payment): number => KEYS.reduce((s, k) => s + amount(p, k), 0);

/** What a player could give: the cards in hand, points and treasures. */
export function holdings(player: UwPlayer): Required<Payment> {
  return { ...player.hand, points: player.points, treasures: player.treasures };
}

export function sumPayments(list: readonly Payment[]): Required<Payment> {
  const out: Required<Payment> = { acrobatics: 0, battle: 0, trick: 0, points: 0, treasures: 0 };
  for (const p of list) for (const k of KEYS) out[k] += amount(p, k);
  return out;
}

interface Needs {
  exact: Required<Payment>;
  anyCard: number;
  anyElement: number;
}

/** One way of paying as counts; topCardType becomes cards of the top card's type (impossible without one). */
function needsOf(way: readonly UwRequirement[], topCard: Track | undefined): Needs | null {
  const needs: Needs = {
    exact: { acrobatics: 0, battle: 0, trick: 0, points: 0, treasures: 0 },
    anyCard: 0,
    anyElement: 0,
  };
  for (const r of way) {
    const count = countOf(r);
    if (r.what === 'point') needs.exact.points += count;
    else if (r.what === 'treasure') needs.exact.treasures += count;
    else if (r.what === 'anyCard') needs.anyCard += count;
    else if (r.what === 'anyElement') needs.anyElement += count;
    else if (r.what === 'topCardType') {
      if (!topCard) return null;
      needs.exact[topCard] += count;
    } else if (r.what) needs.exact[r.what] += count;
  }
  return needs;
}

/** Whether `p` has at least the exact needs, and what is left over (cards, other). */
function leftover(p: Payment, needs: Needs): { cards: number; other: number } | null {
  for (const k of KEYS) if (amount(p, k) < needs.exact[k]) return null;
  const cards = TRACKS.reduce((s, t) => s + amount(p, t) - needs.exact[t], 0);
  const other = amount(p, 'points') - needs.exact.points + amount(p, 'treasures') - needs.exact.treasures;
  return { cards, other };
}

/** Whether the payment is exactly one of the ways of paying (nothing missing, nothing more). */
export function paysExactly(cost: UwCost, payment: Payment, topCard?: Track): boolean {
  return cost.some((way) => {
    const needs = needsOf(way, topCard);
    const left = needs && leftover(payment, needs);
    return !!left && left.cards >= needs.anyCard && left.cards - needs.anyCard + left.other === needs.anyElement;
  });
}

/** Whether what is held (by one player, or the table's total) can pay some way of the price. */
export function canPay(cost: UwCost, held: Payment, topCard?: Track): boolean {
  return cost.some((way) => {
    const needs = needsOf(way, topCard);
    const left = needs && leftover(held, needs);
    return !!left && left.cards >= needs.anyCard && left.cards - needs.anyCard + left.other >= needs.anyElement;
  });
}

/** Why a payment is refused, in words (undefined when it is fine). */
export function paymentProblem(cost: UwCost, payment: Payment, held: Payment, topCard?: Track): string | undefined {
  const cover = coverProblem(payment, held);
  if (cover) return cover;
  if (!paysExactly(cost, payment, topCard)) return `it is not exactly the price (${describeCost(cost, topCard)})`;
  return undefined;
}

/** Why a payment cannot come from what is held (undefined when it can). */
export function coverProblem(payment: Payment, held: Payment): string | undefined {
  for (const k of Object.keys(payment))
    if (!(KEYS as readonly string[]).includes(k)) return `"${k}" is not something to pay with`;
  for (const k of KEYS) {
    const v = amount(payment, k);
    if (!Number.isInteger(v) || v < 0) return `the payment's ${k} must be a whole number of 0 or more`;
    if (v > amount(held, k)) return `it gives ${v} ${k} but only ${amount(held, k)} are there to give`;
  }
  return undefined;
}

export function describeCost(cost: UwCost, topCard?: Track): string {
  const one = (r: UwRequirement) => countOf(r) === 1;
  const word = (r: UwRequirement) =>
    r.what === 'point'
      ? one(r)
        ? 'point of win'
        : 'points of win'
      : r.what === 'treasure'
        ? one(r)
          ? 'treasure'
          : 'treasures'
        : r.what === 'anyCard'
          ? one(r)
            ? 'card of any type'
            : 'cards of any type'
          : r.what === 'anyElement'
            ? one(r)
              ? 'card, point or treasure'
              : 'cards, points or treasures'
            : r.what === 'topCardType'
              ? `${topCard ?? "the top card's type"} card${one(r) ? '' : 's'}`
              : `${r.what} card${one(r) ? '' : 's'}`;
  return cost.map((way) => way.map((r) => `${countOf(r)} ${word(r)}`).join(' + ')).join(', or ');
}

/**
 * Payments of one way from the held amounts, taking from `order` of keys first for the free parts
 * (any card, any element). Returns null when the way cannot be paid.
 */
function fill(
  way: readonly UwRequirement[],
  held: Required<Payment>,
  order: readonly Key[],
  topCard?: Track,
): Required<Payment> | null {
  const needs = needsOf(way, topCard);
  if (!needs || !leftover(held, needs)) return null;
  const pay = { ...needs.exact };
  let anyCard = needs.anyCard;
  let anyElement = needs.anyElement;
  for (const k of order) {
    const free = held[k] - pay[k];
    const isCard = (TRACKS as readonly string[]).includes(k);
    const take = Math.min(free, (isCard ? anyCard : 0) + anyElement);
    pay[k] += take;
    const fromCard = isCard ? Math.min(take, anyCard) : 0;
    anyCard -= fromCard;
    anyElement -= take - fromCard;
  }
  return anyCard === 0 && anyElement === 0 ? pay : null;
}

const ORDERS: readonly (readonly Key[])[] = [
  ['trick', 'battle', 'acrobatics', 'treasures', 'points'],
  ['points', 'treasures', 'battle', 'trick', 'acrobatics'],
  ['battle', 'acrobatics', 'trick', 'points', 'treasures'],
];

/** A few distinct payments one player could make (every way of paying, a few fillings of its free parts). */
export function offers(cost: UwCost, held: Required<Payment>, topCard?: Track): Payment[] {
  const seen = new Set<string>();
  const out: Payment[] = [];
  for (const way of cost)
    for (const order of ORDERS) {
      const pay = fill(way, held, order, topCard);
      if (!pay) continue;
      const compact = compactPayment(pay);
      const key = JSON.stringify(compact);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(compact);
      }
    }
  return out;
}

/**
 * A few ways for the table to share one total: for every player to start with, the price is taken
 * from each player in turn as far as they can give. `held[i]` null for a player out of the game.
 */
export function tableOffers(cost: UwCost, held: (Required<Payment> | null)[], start: number): Payment[][] {
  const n = held.length;
  const seen = new Set<string>();
  const out: Payment[][] = [];
  const all = sumPayments(held.filter((h): h is Required<Payment> => !!h));
  for (const totalPay of offers(cost, all)) {
    for (let r = 0; r < n; r++) {
      const shares: Payment[] = held.map(() => ({}));
      const left = sumPayments([totalPay]);
      for (let j = 0; j < n; j++) {
        const seat = (start + r + j) % n;
        const h = held[seat];
        if (!h) continue;
        const share: Payment = {};
        for (const k of KEYS) {
          const take = Math.min(h[k], left[k]);
          if (take) {
            share[k] = take;
            left[k] -= take;
          }
        }
        shares[seat] = share;
      }
      const key = JSON.stringify(shares);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(shares);
      }
    }
  }
  return out;
}

export function compactPayment(p: Payment): Payment {
  const out: Payment = {};
  for (const k of KEYS) if (amount(p, k)) out[k] = amount(p, k);
  return out;
}

/** Takes a payment from a player (it must be covered). */
export function takeFrom(player: UwPlayer, p: Payment, discardPile: Track[]): void {
  for (const t of TRACKS) {
    const n = amount(p, t);
    player.hand[t] -= n;
    for (let i = 0; i < n; i++) discardPile.push(t);
  }
  player.points -= amount(p, 'points');
  player.treasures -= amount(p, 'treasures');
}

export const handSize = (hand: Hand): number => hand.acrobatics + hand.battle + hand.trick;

/** Every distinct way of discarding `count` cards from a hand. */
export function discardChoices(hand: Hand, count: number): Partial<Hand>[] {
  const out: Partial<Hand>[] = [];
  for (let a = 0; a <= Math.min(hand.acrobatics, count); a++)
    for (let b = 0; b <= Math.min(hand.battle, count - a); b++) {
      const c = count - a - b;
      if (c <= hand.trick) {
        const cards: Partial<Hand> = {};
        if (a) cards.acrobatics = a;
        if (b) cards.battle = b;
        if (c) cards.trick = c;
        out.push(cards);
      }
    }
  return out;
}
