/** Action cards: the three draw piles with their discard piles, hands, the hand limit and ditching. */
import { shuffle } from '../core/random.ts';
import { cardOf } from './content.ts';
import { handLimit, nameOf, say, type Ctx } from './context.ts';
import type { Figure, Sort } from './types.ts';

export const sortOf = (ctx: Ctx, card: string): Sort => cardOf(ctx.content, card).sort;
export const valueOf = (ctx: Ctx, card: string): number => cardOf(ctx.content, card).value;
export const sumOf = (ctx: Ctx, cards: readonly string[]): number => cards.reduce((n, c) => n + valueOf(ctx, c), 0);

/** How many cards of a sort can still be taken (draw pile and discard pile). */
export function cardsLeft(ctx: Ctx, sort: Sort): number {
  const pile = ctx.state.piles[sort];
  return pile.draw.length + pile.discard.length;
}

/** The top card of a sort; an empty draw pile is first made again from its shuffled discard pile. */
export function drawCard(ctx: Ctx, sort: Sort): string | null {
  const pile = ctx.state.piles[sort];
  if (pile.draw.length === 0 && pile.discard.length > 0) {
    pile.draw = shuffle(ctx.state.random, pile.discard);
    pile.discard = [];
    say(ctx, 'reshuffle', `The ${sort} discard pile is shuffled into a new draw pile.`);
  }
  return pile.draw.shift() ?? null;
}

export function discardCard(ctx: Ctx, card: string): void {
  ctx.state.piles[sortOf(ctx, card)].discard.push(card);
}

/** Gives a figure `count` cards of a sort (fewer when the piles run dry), then applies the hand limit. */
export function takeCards(ctx: Ctx, player: number, sort: Sort, count: number): number {
  const figure = ctx.state.figures[player]!;
  let taken = 0;
  for (let i = 0; i < count; i++) {
    const card = drawCard(ctx, sort);
    if (!card) break;
    figure.hand.push(card);
    taken++;
  }
  checkHandLimit(ctx, player);
  return taken;
}

/** Over the hand limit: the player must ditch the extra cards at once (a decision). */
export function checkHandLimit(ctx: Ctx, player: number): void {
  const over = ctx.state.figures[player]!.hand.length - handLimit(ctx);
  if (over > 0 && !ctx.state.pending) ctx.state.pending = { kind: 'ditch', player, count: over };
}

/** The cards named, taken out of the hand: a copy id ("ammo-2#3") or a card id ("ammo-2": any copy held). */
export function cardsFromHand(ctx: Ctx, figure: Figure, named: readonly string[]): string[] {
  // The names come from a player's action or a replay file, not checked content: their type is checked here.
  if (!Array.isArray(named) || named.length === 0) throw new Error('No cards were named.');
  const left = [...figure.hand];
  const chosen: string[] = [];
  for (const name of named) {
    const i =
      typeof name === 'string'
        ? left.findIndex((c) => c === name || (!name.includes('#') && c.startsWith(`${name}#`)))
        : -1;
    if (i < 0) throw new Error(`${nameOf(ctx, figure)} holds no card "${String(name)}".`);
    chosen.push(left[i]!);
    left.splice(i, 1);
  }
  return chosen;
}

/** Puts cards from a hand on their discard piles. */
export function playOut(ctx: Ctx, figure: Figure, cards: readonly string[]): void {
  for (const card of cards) {
    figure.hand.splice(figure.hand.indexOf(card), 1);
    discardCard(ctx, card);
  }
}

/** The answer to a ditch decision: exactly the extra cards, of the player's choice. */
export function ditch(ctx: Ctx, cards: readonly string[]): void {
  const pending = ctx.state.pending;
  if (pending?.kind !== 'ditch') throw new Error('Nobody has to ditch cards now.');
  const figure = ctx.state.figures[pending.player]!;
  const chosen = cardsFromHand(ctx, figure, cards);
  if (chosen.length !== pending.count)
    throw new Error(
      `${nameOf(ctx, figure)} holds ${figure.hand.length} cards and must ditch exactly ` +
        `${pending.count}, not ${chosen.length}.`,
    );
  playOut(ctx, figure, chosen);
  ctx.state.pending = null;
  say(
    ctx,
    'ditch',
    `${nameOf(ctx, figure)} ditches ${chosen.length} card${chosen.length === 1 ? '' : 's'} (hand limit).`,
  );
}

/** Every card goes back (knocked out, or lost): each on its discard pile. */
export function handIn(ctx: Ctx, figure: Figure): void {
  for (const card of figure.hand) discardCard(ctx, card);
  figure.hand = [];
}
