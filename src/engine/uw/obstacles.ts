/**
 * Natla and the obstacles: Natla moves to the next obstacle, which asks its price of the active
 * player, of every player in turn, or of the table together; whoever does not pay suffers its
 * penalty. Conditional obstacles look at a track; the chapel door is a guess of the top card.
 */
import {
  answering,
  endGame,
  obstacleAt,
  regionNow,
  say,
  seatName,
  seatsFrom,
  trackFinished,
  type Ctx,
} from './context.ts';
import { discardHand, drawCards, eliminatePlayer, first, loseHealth, topCard } from './effects.ts';
import {
  canPay,
  coverProblem,
  describeCost,
  holdings,
  paymentProblem,
  sumPayments,
  takeFrom,
  total,
} from './payments.ts';
import { UwError, type Payment, type Task, type Track, type UwAction } from './types.ts';

export function natlaTask(ctx: Ctx): void {
  const s = ctx.state;
  const region = regionNow(ctx);
  if (s.natla >= region.obstacles.length) return;
  const index = s.natla++;
  say(ctx, `Natla moves to obstacle ${index + 1}: ${region.obstacles[index]!.name}.`);
  if (s.natla >= region.obstacles.length) s.regionDone ??= 'obstacles';
  first(ctx, { t: 'obstacle', index });
}

const rewardTasks = (ctx: Ctx, index: number, player: number): Task[] =>
  (obstacleAt(ctx, index).reward ?? []).map((g) => ({ t: 'gain', gain: g, player }));

export function obstacleTask(ctx: Ctx, index: number, ask?: number[]): void {
  const s = ctx.state;
  const o = obstacleAt(ctx, index);
  if (o.guess) {
    s.pending = { kind: 'guess', player: answering(ctx), obstacle: index };
    return;
  }
  if (!o.cost) {
    if (o.condition && trackFinished(ctx, o.condition.trackFinished)) {
      say(ctx, `The ${o.condition.trackFinished} track is finished: ${o.name} is passed.`);
      const who = o.who === 'each' ? seatsFrom(ctx, s.active) : [answering(ctx)];
      return first(ctx, ...who.flatMap((p) => rewardTasks(ctx, index, p)));
    }
    return first(ctx, { t: 'penalty', index, player: answering(ctx) });
  }
  const topType = o.cost.some((way) => way.some((r) => r.what === 'topCardType')) ? topCard(ctx, false) : undefined;
  if (topType) say(ctx, `The top progress card is looked at: ${topType}.`);
  if (o.who === 'together') {
    const held = sumPayments(seatsFrom(ctx, 0).map((p) => holdings(s.players[p]!)));
    if (!canPay(o.cost, held, topType)) {
      say(ctx, `The players together cannot pay ${describeCost(o.cost, topType)}.`);
      return first(ctx, { t: 'penalty', index, player: answering(ctx) });
    }
    s.pending = { kind: 'obstacle', obstacle: index, player: null, rest: [], ...(topType ? { topCard: topType } : {}) };
    return;
  }
  const queue = ask ?? (o.who === 'each' ? seatsFrom(ctx, s.active) : [answering(ctx)]);
  const [player, ...rest] = queue.filter((p) => !s.players[p]!.eliminated);
  if (player === undefined) return;
  if (!canPay(o.cost, holdings(s.players[player]!), topType)) {
    say(ctx, `${seatName(player)} cannot pay ${describeCost(o.cost, topType)}.`);
    return first(
      ctx,
      { t: 'penalty', index, player },
      ...(rest.length ? [{ t: 'obstacle' as const, index, ask: rest }] : []),
    );
  }
  s.pending = { kind: 'obstacle', obstacle: index, player, rest, ...(topType ? { topCard: topType } : {}) };
}

/** The obstacle's penalty for `player` (for a "together" one: the active player, once). */
export function penaltyTask(ctx: Ctx, index: number, player: number): void {
  const o = obstacleAt(ctx, index);
  if (!o.penalty.length) return say(ctx, `${o.name}: nothing happens.`);
  const tasks: Task[] = [];
  for (const pen of o.penalty) {
    const n = pen.count ?? 1;
    if (pen.type === 'obstacleDie') for (let i = 0; i < n; i++) tasks.push({ t: 'obstacleDie', player });
    else if (pen.type === 'loseHealth') loseHealth(ctx, n);
    else if (pen.type === 'eliminated') eliminatePlayer(ctx, player);
    else if (pen.type === 'discardHand') {
      say(ctx, `${o.name}: ${seatName(player)} loses every card in hand.`);
      discardHand(ctx, player);
    } else if (pen.type === 'loseGame') endGame(ctx, 'lost', `${o.name}: Natla has beaten Lara`);
  }
  first(ctx, ...tasks);
}

/** The answer to an obstacle's price: pay it (one player's payment, or the table's shares) or decline. */
export function answerObstacle(ctx: Ctx, action: UwAction): void {
  const s = ctx.state;
  const pending = s.pending;
  if (pending?.kind !== 'obstacle') throw new UwError('No obstacle is waiting for an answer.');
  const o = obstacleAt(ctx, pending.obstacle);
  const index = pending.obstacle;
  const cost = o.cost!;
  const after: Task[] = pending.rest.length ? [{ t: 'obstacle', index, ask: pending.rest }] : [];
  if (action.type === 'decline') {
    s.pending = null;
    const who = pending.player ?? answering(ctx);
    say(ctx, `${pending.player === null ? 'The players do' : `${seatName(who)} does`} not pay for ${o.name}.`);
    return first(ctx, { t: 'penalty', index, player: who }, ...after);
  }
  if (action.type !== 'pay') throw new UwError(`${o.name} waits for "pay" or "decline", not "${action.type}".`);
  if (pending.player === null) {
    const shares = action.shares;
    if (!shares || shares.length !== s.players.length)
      throw new UwError(`${o.name} is paid together: give "shares", one payment per seat (${s.players.length}).`);
    shares.forEach((share, seat) => {
      if (s.players[seat]!.eliminated && total(share) > 0)
        throw new UwError(`${seatName(seat)} is eliminated and cannot pay.`);
      const problem = coverProblem(share, holdings(s.players[seat]!));
      if (problem) throw new UwError(`${seatName(seat)}'s share is refused: ${problem}.`);
    });
    const problem = paymentProblem(cost, sumPayments(shares), sumPayments(shares), pending.topCard);
    if (problem) throw new UwError(`The payment for ${o.name} is refused: ${problem}.`);
    s.pending = null;
    shares.forEach((share, seat) => takeFrom(s.players[seat]!, share, s.discardPile));
    say(ctx, `The players together pay ${describeCost(cost, pending.topCard)} for ${o.name}.`);
    return first(ctx, ...rewardTasks(ctx, index, answering(ctx)), ...after);
  }
  const player = pending.player;
  const payment: Payment = action.payment ?? {};
  const problem = paymentProblem(cost, payment, holdings(s.players[player]!), pending.topCard);
  if (problem) throw new UwError(`${seatName(player)}'s payment for ${o.name} is refused: ${problem}.`);
  s.pending = null;
  takeFrom(s.players[player]!, payment, s.discardPile);
  say(ctx, `${seatName(player)} pays for ${o.name}.`);
  first(ctx, ...rewardTasks(ctx, index, player), ...after);
}

/** The chapel door: the active player names a type and takes the top card; another type costs the penalty. */
export function answerGuess(ctx: Ctx, track: Track): void {
  const s = ctx.state;
  const pending = s.pending;
  if (pending?.kind !== 'guess') throw new UwError('No guess is asked for.');
  if (!['acrobatics', 'battle', 'trick'].includes(track))
    throw new UwError(`"${track}" is not a card type (acrobatics, battle or trick).`);
  s.pending = null;
  const card = topCard(ctx, false);
  say(ctx, `${seatName(pending.player)} names ${track}.`);
  if (!card) return say(ctx, 'There is no progress card left to take: nothing happens.');
  drawCards(ctx, pending.player, 1);
  say(ctx, `The card is ${card}.`);
  if (card !== track) first(ctx, { t: 'penalty', index: pending.obstacle, player: pending.player });
}
