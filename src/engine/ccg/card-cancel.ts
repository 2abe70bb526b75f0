/**
 * Cards that answer a card just played (hot-seat): when a player plays an action card, each
 * competing player in turn order after her who holds a response card that fits gets a `cancel`
 * decision before the card takes effect — play it or pass (rule decisions 134–137).
 * Cards played before a test are answered one at a time, then the test is rolled with those left;
 * a card played in place of a search, once cancelled, leaves her a normal search (if not empty).
 * - `cancelCard` (I'm Sorry): the card played has no effect and goes to its owner's discard pile.
 * - `copyCard` (I Can Do That): the card takes effect, then the same effects for her raider too
 *   (any-time cards only: their effects act on the raider who plays them).
 * The first response card played closes the window on that card, and opens one on itself: a response
 * card is an action card just played, so I'm Sorry may cancel it in turn (rule decision 151); once
 * nobody answers it, it acts on the card it answers.
 * Solitaire: no window (the obstacle deck holds obstacles only).
 */
import { cardOf, type Effect } from './content.ts';
import { say, type Ctx } from './context.ts';
import { runEffects } from './card-effects.ts';
import { resolvePlayed } from './card-resolve.ts';
import { competitorsAfter } from './responses.ts';
import { afterAgainst, afterOwnCard, useAgainstRoll, useOwnCard } from './roll-cards.ts';
import { takeFrom } from './piles.ts';
import { skippedByCard, testObstacle } from './encounter.ts';
import { closeRoll } from './roll-end.ts';
import { search, searchAfterCancel } from './search-round.ts';
import { EngineError, type CancelResume, type CcgAction, type RaiderState } from './types.ts';

const isResponse = (ctx: Ctx, id: string) => {
  const c = cardOf(ctx.content, id);
  return c.type === 'action' && c.timing === 'response';
};

function cancels(e: Effect, played: string, ctx: Ctx): boolean {
  return e.type === 'cancelCard' && (e.cardType === undefined || e.cardType === cardOf(ctx.content, played).type);
}

/** Copies only cards whose effects act on the player's own raider: any-time action cards played outside a roll. */
function copies(e: Effect, played: string, resume: CancelResume, ctx: Ctx): boolean {
  const card = cardOf(ctx.content, played);
  // An exit to choose or a move to extend is the moving raider's: such cards are not copied.
  return (
    e.type === 'copyCard' &&
    resume.kind === 'play' &&
    card.timing === 'anyTime' &&
    !card.effects.some((x) => ['addExit', 'blockExit', 'extraMove'].includes(x.type))
  );
}

/** The response cards of a competing player's hand that answer this card. */
export function answerCards(
  ctx: Ctx,
  responder: RaiderState,
  played: { card: string; player: number },
  resume: CancelResume,
): string[] {
  if (ctx.state.mode !== 'hotSeat' || responder.player === played.player) return [];
  return responder.hand.filter(
    (id) =>
      isResponse(ctx, id) &&
      cardOf(ctx.content, id).effects.some((e) => cancels(e, played.card, ctx) || copies(e, played.card, resume, ctx)),
  );
}

/** Opens the window with the first competing player who can answer; false when nobody can (the card then takes effect).
 * */
export function openCancel(
  ctx: Ctx,
  played: { card: string; player: number },
  resume: CancelResume,
  queue = competitorsAfter(ctx, played.player),
): boolean {
  for (let i = 0; i < queue.length; i++) {
    const cards = answerCards(ctx, ctx.state.raiders[queue[i]!]!, played, resume);
    if (!cards.length) continue;
    ctx.state.pending = { kind: 'cancel', player: queue[i]!, played, cards, waiting: queue.slice(i + 1), resume };
    return true;
  }
  return false;
}

/** Cards played before a test: a window for each in turn (from the one after `at`), then the roll with the cards not
 * cancelled. */
export function askBeforeTest(ctx: Ctx, r: RaiderState, resume: Extract<CancelResume, { kind: 'beforeTest' }>): void {
  for (let i = resume.at + 1; i < resume.cards.length; i++)
    if (openCancel(ctx, { card: resume.cards[i]!, player: r.player }, { ...resume, at: i })) return;
  // Nothing cancelled (always in solitaire): the cards played as they are (only read from here on), no new list.
  const kept = resume.cancelled.length ? resume.cards.filter((c) => !resume.cancelled.includes(c)) : resume.cards;
  if (skippedByCard(ctx, r, resume.obstacle, kept)) return;
  const roll = testObstacle(ctx, r, resume.obstacle, resume.option, kept, resume.dice);
  if (!ctx.state.pending) closeRoll(ctx, r, roll);
}

/** The card played takes effect (nobody cancelled it): where it was played decides what follows. */
export function takeEffect(ctx: Ctx, played: { card: string; player: number }, resume: CancelResume): void {
  const r = ctx.state.raiders[played.player]!;
  if (resume.kind === 'play') return resolvePlayed(ctx, r, played.card, resume.target);
  if (resume.kind === 'beforeTest') return askBeforeTest(ctx, r, resume);
  if (resume.kind === 'search') return search(ctx, r, played.card, resume.dice);
  if (resume.kind === 'ownRoll') return useOwnCard(ctx, r, resume.roll, played.card, resume.dice);
  if (resume.kind === 'response') return answerWith(ctx, played, resume.played, resume.resume);
  return useAgainstRoll(ctx, r, ctx.state.raiders[resume.roll.player]!, resume.roll, played.card, resume.dice);
}

/** The card played is cancelled: out of play to its owner's discard pile, with no effect; the game goes on from where
 * it was played. */
function cancelled(ctx: Ctx, played: { card: string; player: number }, resume: CancelResume): void {
  const { state } = ctx;
  const owner = state.raiders[played.player]!;
  const at = state.resolving.findIndex((x) => x.card === played.card);
  if (at >= 0) state.resolving.splice(at, 1);
  owner.discard.push(played.card);
  if (resume.kind === 'beforeTest')
    askBeforeTest(ctx, owner, { ...resume, cancelled: [...resume.cancelled, played.card] });
  else if (resume.kind === 'search') searchAfterCancel(ctx, owner, resume.dice);
  else if (resume.kind === 'ownRoll') afterOwnCard(ctx, owner, resume.roll);
  else if (resume.kind === 'againstRoll') afterAgainst(ctx, state.raiders[resume.roll.player]!, resume.roll);
  // A response card cancelled: the card it answered takes effect (its window closed when the response was played).
  else if (resume.kind === 'response') takeEffect(ctx, resume.played, resume.resume);
}

export function answerCancel(ctx: Ctx, r: RaiderState, action: CcgAction): void {
  const { state } = ctx;
  const p = state.pending;
  if (p?.kind !== 'cancel') return;
  if (action.type === 'pass') {
    state.pending = null;
    if (!openCancel(ctx, p.played, p.resume, p.waiting)) takeEffect(ctx, p.played, p.resume);
    return;
  }
  if (action.type !== 'playCard' || !p.cards.includes(action.card))
    throw new EngineError(`"${action.type}" does not answer the "cancel" decision.`);
  state.pending = null;
  takeFrom(r.hand, action.card);
  const answer = { card: action.card, player: r.player };
  state.resolving.push(answer);
  // The response card is itself an action card just played: the competing players may answer it first.
  if (!openCancel(ctx, answer, { kind: 'response', played: p.played, resume: p.resume }))
    return answerWith(ctx, answer, p.played, p.resume);
  say(ctx, () => ({
    type: 'respond',
    text: `${r.name} plays ${cardOf(ctx.content, action.card).name} on ${cardOf(ctx.content, p.played.card).name}; it may be answered first.`,
    player: r.player,
    card: action.card,
  }));
}

/** A response card nobody cancelled acts on the card it answers: I'm Sorry cancels it, I Can Do That copies it. */
function answerWith(
  ctx: Ctx,
  answer: { card: string; player: number },
  played: { card: string; player: number },
  resume: CancelResume,
): void {
  const { state } = ctx;
  const r = state.raiders[answer.player]!;
  const card = cardOf(ctx.content, answer.card);
  const playedName = cardOf(ctx.content, played.card).name;
  state.resolving.splice(
    state.resolving.findIndex((x) => x.card === answer.card),
    1,
  );
  r.discard.push(answer.card);
  if (card.effects.some((e) => cancels(e, played.card, ctx))) {
    say(ctx, () => ({
      type: 'cancel',
      text: `${r.name} plays ${card.name}: ${playedName} is cancelled and has no effect.`,
      player: r.player,
      card: answer.card,
    }));
    return cancelled(ctx, played, resume);
  }
  say(ctx, () => ({
    type: 'copyCard',
    text: `${r.name} plays ${card.name}: ${playedName} takes effect for her raider too.`,
    player: r.player,
    card: answer.card,
  }));
  takeEffect(ctx, played, resume);
  runEffects(ctx, r, played.card, cardOf(ctx.content, played.card).effects);
}
