/**
 * Decisions some cards hand the player: which Craft Bench deck to draw from (Upgrade), which
 * resources to pick from the bag (Discover), which to swap (Dismantle), where to throw the noise
 * (Distract), which of two Research Cards to keep (Classic Trinity), which removed helpful card to
 * shuffle back (Gather). Each is a pending decision; these are its answers and the answers offered.
 */
import type { Ctx } from './context.ts';
import { BLOCK, terrainAt } from './level.ts';
import { stepFrom, showPoint } from './board.ts';
import { FACINGS } from '../../model/coc-grid.ts';
import { randomInt } from '../core/random.ts';
import { cardIdOf, cardOf } from './cards.ts';
import { drawResources, showToken } from './bag.ts';
import { drawUpgrade } from './upgrades.ts';
import { EngineError, type CocAction, type Pending, type Point, type UpgradeDeck } from './types.ts';

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>;

export function chooseDeck(ctx: Ctx, deck: UpgradeDeck): void {
  const p = ctx.state.pending as P<'upgradeDeck'>;
  if (!p.decks.includes(deck)) throw new EngineError(`The card draws from ${p.decks.join(' or ')}, not ${deck}.`);
  ctx.state.pending = null;
  drawUpgrade(ctx, deck, p.draw, p.keep);
}

/** Discover: the player picks tokens from the bag (they must be in it). */
export function pickResources(ctx: Ctx, tokens: string[]): void {
  const p = ctx.state.pending as P<'pickResources'>;
  if (tokens.length !== Math.min(p.count, ctx.state.bag.length))
    throw new EngineError(`Pick ${p.count} resources from the bag.`);
  const bag = [...ctx.state.bag];
  for (const t of tokens) {
    const i = bag.indexOf(t);
    if (i < 0) throw new EngineError(`The bag holds no ${showToken(t)} to pick.`);
    bag.splice(i, 1);
  }
  ctx.state.pending = null;
  ctx.state.bag = bag;
  ctx.state.inventory.resources.push(...tokens);
  ctx.events.push({
    type: 'resources',
    text: `Lara picks ${tokens.map(showToken).join(', ') || 'nothing'} from the bag.`,
  });
}

/** Dismantle: up to `max` of her tokens go back into the bag, and as many are drawn blind. */
export function swapResources(ctx: Ctx, tokens: string[]): void {
  const p = ctx.state.pending as P<'swapResources'>;
  if (tokens.length > p.max) throw new EngineError(`At most ${p.max} resources may be swapped.`);
  const held = [...ctx.state.inventory.resources];
  for (const t of tokens) {
    const i = held.indexOf(t);
    if (i < 0) throw new EngineError(`Lara holds no ${showToken(t)} to swap.`);
    held.splice(i, 1);
  }
  ctx.state.pending = null;
  ctx.state.inventory.resources = held;
  // Rule decision 48: a swapped Multi-Treasure goes back into the bag (it was not spent).
  for (const t of tokens) ctx.state.bag.splice(randomInt(ctx.state.random, ctx.state.bag.length + 1), 0, t);
  if (tokens.length)
    drawResources(ctx.state, tokens.length, `Dismantle (${tokens.map(showToken).join(', ')} back)`, ctx.events);
}

/** Spaces the Noise Token may be thrown to: a straight line from Lara, up to `distance`, never BLOCK. */
export function throwTargets(ctx: Ctx, distance: number): Point[] {
  const out: Point[] = [];
  for (const f of FACINGS)
    for (let d = 1; d <= distance; d++) {
      const p = stepFrom(ctx.state.lara.at, f, d);
      const t = terrainAt(ctx.level, p);
      if (t !== 0 && t !== BLOCK) out.push(p);
    }
  return out;
}

export function throwNoise(ctx: Ctx, at: Point): void {
  const p = ctx.state.pending as P<'throwNoise'>;
  if (!throwTargets(ctx, p.distance).some((q) => q.x === at.x && q.y === at.y))
    throw new EngineError(
      `The noise cannot land at ${showPoint(at)} (a straight line up to ${p.distance} spaces, not BLOCK).`,
    );
  ctx.state.pending = null;
  ctx.state.noise = { ...at };
  ctx.events.push({ type: 'noise', text: `Lara throws the Noise Token to ${showPoint(at)}.`, at: { ...at } });
}

/** Classic Trinity: one of the drawn Research Cards is kept, the others discarded. */
export function keepResearch(ctx: Ctx, card: string): void {
  const p = ctx.state.pending as P<'keepResearch'>;
  if (!p.cards.includes(card)) throw new EngineError(`"${card}" is not one of the Research Cards drawn.`);
  ctx.state.pending = null;
  ctx.state.inventory.research.push(card);
  ctx.state.decks.researchDiscard.push(...p.cards.filter((c) => c !== card));
  ctx.events.push({ type: 'research', text: `Lara keeps "${cardOf(ctx.content, 'research', cardIdOf(card)).name}".` });
}

/** Gather: a removed helpful card is shuffled back into the Event Deck. */
export function returnEvent(ctx: Ctx, card: string): void {
  const removed = ctx.state.eventDeck.removed;
  const i = removed.indexOf(card);
  if (i < 0) throw new EngineError(`"${card}" is not a removed Event Card.`);
  ctx.state.pending = null;
  removed.splice(i, 1);
  const draw = ctx.state.eventDeck.draw;
  draw.splice(randomInt(ctx.state.random, draw.length + 1), 0, card);
  ctx.events.push({
    type: 'eventReturned',
    text: `"${cardOf(ctx.content, 'event', cardIdOf(card)).name}" is shuffled back into the Event Deck.`,
  });
}

export function gearAnswers(ctx: Ctx, p: Pending): CocAction[] {
  switch (p.kind) {
    case 'upgradeDeck':
      return p.decks.filter((d) => ctx.state.decks[d].length).map((deck) => ({ type: 'chooseDeck', deck }));
    case 'pickResources': {
      const n = Math.min(p.count, ctx.state.bag.length);
      const kinds = [...new Set(ctx.state.bag)];
      return kinds
        .filter((k) => ctx.state.bag.filter((t) => t === k).length >= n)
        .map((k) => ({ type: 'pickResources', tokens: Array(n).fill(k) }));
    }
    case 'swapResources':
      return [
        { type: 'swapResources', tokens: [] },
        ...[...new Set(ctx.state.inventory.resources)].map((t) => ({ type: 'swapResources' as const, tokens: [t] })),
      ];
    case 'throwNoise':
      return throwTargets(ctx, p.distance).map((at) => ({ type: 'throwNoise', at }));
    case 'keepResearch':
      return p.cards.map((card) => ({ type: 'keepResearch', card }));
    case 'returnEvent':
      return ctx.state.eventDeck.removed.map((card) => ({ type: 'returnEvent', card }));
    default:
      return [];
  }
}
