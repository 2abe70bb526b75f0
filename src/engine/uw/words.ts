/**
 * The players' actions in the rulebook's words ("Roll the progress die", "Play a trick card"), as the
 * play shell's buttons and log name them. Never ids: cards by their names, obstacles by theirs.
 */
import type { UwPenalty } from '../../model/types.generated.ts';
import { cardName } from './content.ts';
import { obstacleAt, seatName, type Ctx } from './context.ts';
import { TRACKS, type Hand, type Payment, type UwAction } from './types.ts';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "1 trick card + 1 treasure", "nothing". */
export function paymentWords(p: Payment | Partial<Hand> | undefined): string {
  const q = (p ?? {}) as Payment;
  const parts: string[] = [];
  for (const t of TRACKS) if (q[t]) parts.push(plural(q[t], `${t} card`));
  if (q.points) parts.push(plural(q.points, 'point of win', 'points of win'));
  if (q.treasures) parts.push(plural(q.treasures, 'treasure'));
  return parts.length ? parts.join(' + ') : 'nothing';
}

/** What an unpaid obstacle does: "roll the obstacle die", "Lara loses 1 health". */
export function penaltyWords(penalty: readonly UwPenalty[]): string {
  if (!penalty.length) return 'nothing happens';
  return penalty
    .map((p) => {
      const n = p.count ?? 1;
      switch (p.type) {
        case 'obstacleDie':
          return n === 1 ? 'roll the obstacle die' : `roll the obstacle die ${n} times`;
        case 'loseHealth':
          return `Lara loses ${n} health`;
        case 'eliminated':
          return 'be eliminated';
        case 'discardHand':
          return 'discard the whole hand';
        case 'loseGame':
          return 'the players lose';
      }
      return p.type;
    })
    .join(' and ');
}

export function actionWords(ctx: Ctx, action: UwAction): string {
  const s = ctx.state;
  const pending = s.pending;
  switch (action.type) {
    case 'roll':
      return 'Roll the progress die';
    case 'chooseTrack': {
      const spaces = pending?.kind === 'chooseTrack' ? pending.spaces : 1;
      return `Move Lara ${plural(spaces, 'space')} on the ${action.track} track`;
    }
    case 'discard':
      return `Discard ${paymentWords(action.cards)}`;
    case 'guess':
      return `Guess that the top progress card is ${action.track}`;
    case 'pay': {
      if (pending?.kind !== 'obstacle') return 'Pay';
      const o = obstacleAt(ctx, pending.obstacle);
      if (action.shares) {
        const shares = action.shares
          .map((share, seat) =>
            paymentWords(share) === 'nothing' ? '' : `${seatName(seat)} gives ${paymentWords(share)}`,
          )
          .filter(Boolean);
        return `Pay ${o.name} together: ${shares.join('; ') || 'nothing'}`;
      }
      return `Pay ${o.name} with ${paymentWords(action.payment)}`;
    }
    case 'decline': {
      if (pending?.kind !== 'obstacle') return 'Do not pay';
      const o = obstacleAt(ctx, pending.obstacle);
      return `Do not pay ${o.name}: ${penaltyWords(o.penalty)}`;
    }
    case 'playCard':
      return `Play ${action.track === 'acrobatics' ? 'an' : 'a'} ${action.track} card`;
    case 'playTreasure':
      return `Play a treasure as ${action.track === 'acrobatics' ? 'an' : 'a'} ${action.track} card`;
    case 'useObject': {
      const name = cardName(ctx.content, action.card);
      const card = ctx.content.cards.get(action.card);
      if (card?.eliminates) return `Use ${name}: eliminate ${plural(card.eliminates, 'enemy', 'enemies')}`;
      const track = action.track ?? card?.track;
      return `Use ${name}: move Lara ${plural(card?.moves ?? 1, 'space')}${track ? ` on the ${track} track` : ''}`;
    }
    case 'defeatEnemy': {
      const enemy = s.enemies[0];
      return `Eliminate ${enemy ? cardName(ctx.content, enemy) : 'the rightmost enemy'} with ${paymentWords(action.payment)}`;
    }
    case 'endActions':
      return 'End the actions';
    case 'draw':
      return s.players.length === 1 ? 'Draw two progress cards' : 'Draw a progress card';
    case 'heal':
      return `Heal Lara with ${plural(action.medikits, 'medikit')}`;
  }
  return String((action as { type: unknown }).type);
}
