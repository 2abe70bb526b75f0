/**
 * The hot-seat response window: once a raider's roll against an obstacle (or in the treasure room)
 * is final for her, each competing player in turn order may play an after-roll card aimed at a
 * competing raider — a penalty to her result (Poor Aim), a re-roll of a passed test (Snake Eyes) —
 * or pass. After such a card the roller may answer with her own after-roll cards, then the window
 * opens again; every card played leaves a hand, so it ends (rule decision 132).
 */
import { cardOf, fieldsOf, type Effect } from './content.ts';
import { say, type Ctx } from './context.ts';
import { passes, rollDice, rollEvent } from './tests.ts';
import { jamCandidates, jamWeapon } from './weapon-jam.ts';
import type { RaiderState, RollInfo } from './types.ts';

/** Whether an opponent's card can act on this roll: a penalty or a re-roll, only on a success (the one thing they can
 * change). */
function hindersRoll(e: Effect, roll: RollInfo): boolean {
  const { target, ability } = fieldsOf(e);
  if (!roll.success || target !== 'opponent' || (ability !== undefined && ability !== roll.ability)) return false;
  return (e.type === 'resultBonus' && e.obstacleType === undefined) || e.type === 'reroll';
}

/** Rolls the window is for: tests against obstacles, searches (a plain search counts as passed: 133) and fights between
 * raiders (the winner's roll). */
const answerable = (roll: RollInfo) =>
  roll.against.startsWith('obstacle:') || roll.against.startsWith('search') || roll.against.startsWith('fight:');

/** The after-roll cards of a competing player's hand she may play on this roll. */
export function responseCards(ctx: Ctx, opponent: RaiderState, roll: RollInfo): string[] {
  // Timed series: a raider who has left the level plays no more cards in it (rule decision 172).
  if (
    ctx.state.mode !== 'hotSeat' ||
    opponent.player === roll.player ||
    opponent.finishedTurn !== null ||
    !answerable(roll)
  )
    return [];
  const roller = ctx.state.raiders[roll.player]!;
  return opponent.hand.filter((id) => {
    const card = cardOf(ctx.content, id);
    if (card.type !== 'action') return false;
    if (card.timing === 'response' && card.effects.some((e) => e.type === 'jamWeapon'))
      return jamCandidates(ctx, roller, roll).length > 0;
    return card.timing === 'afterRoll' && card.effects.some((e) => hindersRoll(e, roll));
  });
}

/** Opens the window with the first competing player (in turn order after the roller) who has a card; false when nobody
 * has. */
export function openResponses(ctx: Ctx, roll: RollInfo, players?: number[]): boolean {
  const { state } = ctx;
  const queue = players ?? competitorsAfter(ctx, roll.player);
  for (let i = 0; i < queue.length; i++) {
    const cards = responseCards(ctx, state.raiders[queue[i]!]!, roll);
    if (!cards.length) continue;
    state.pending = {
      kind: 'respond',
      player: queue[i]!,
      roller: roll.player,
      roll,
      cards,
      waiting: queue.slice(i + 1),
    };
    return true;
  }
  return false;
}

/** The other players, in turn order after this one. */
export function competitorsAfter(ctx: Ctx, roller: number): number[] {
  // The order after her, then before her, pushed (no slices, spread and filter: asked at every roll and card played).
  const order = ctx.state.order;
  const at = order.indexOf(roller);
  const out: number[] = [];
  for (let k = at + 1; k < order.length; k++) if (order[k] !== roller) out.push(order[k]!);
  for (let k = 0; k < at; k++) if (order[k] !== roller) out.push(order[k]!);
  return out;
}

/**
 * A competing player's card on the roll (already out of her hand, resolving): the penalty, the re-roll or the jam;
 * it goes to her discard once the roll is over. False when she must first choose the weapon to jam (a `jamWeapon`
 * decision; the roll is announced once it is answered: `rollChangedBy`).
 */
export function playAgainstRoll(
  ctx: Ctx,
  opponent: RaiderState,
  roller: RaiderState,
  roll: RollInfo,
  cardId: string,
  fixed?: number[],
): boolean {
  const card = cardOf(ctx.content, cardId);
  let choice: string[] = [];
  for (const e of card.effects) {
    if (e.type === 'jamWeapon') {
      const weapons = jamCandidates(ctx, roller, roll);
      if (weapons.length === 1) jamWeapon(ctx, roller, roll, weapons[0]!);
      else choice = weapons;
      continue;
    }
    if (!hindersRoll(e, roll)) continue;
    if (e.type === 'resultBonus') roll.bonus += e.bonus;
    else if (e.type === 'reroll') {
      roll.dice = rollDice(ctx, roll.dice.length, fixed);
      roll.rerolledBy.push(cardId);
    }
  }
  if (choice.length > 1) {
    ctx.state.pending = {
      kind: 'jamWeapon',
      player: opponent.player,
      roller: roller.player,
      roll,
      card: cardId,
      weapons: choice,
    };
    return false;
  }
  rollChangedBy(ctx, opponent, roller, roll, cardId);
  return true;
}

/** The roll once a competing player's card has acted on it: its result and success again, announced. */
export function rollChangedBy(
  ctx: Ctx,
  opponent: RaiderState,
  roller: RaiderState,
  roll: RollInfo,
  cardId: string,
): void {
  const card = cardOf(ctx.content, cardId);
  roll.result = roll.dice.reduce((a, b) => a + b, 0) + roll.bonus;
  roll.success = passes(roll);
  ctx.state.lastRoll = roll;
  say(ctx, () => ({
    ...rollEvent(roller, roll),
    type: 'rollChanged',
    text: `${opponent.name} plays ${card.name}: ${rollEvent(roller, roll).text}`,
    card: cardId,
  }));
}
