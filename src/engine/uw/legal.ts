/**
 * The actions the rules allow now. Prices that can be paid in many ways are offered as a few
 * distinct payments (payments.ts `offers`, `tableOffers`); applyAction accepts any exact payment.
 */
import { cardOf } from './content.ts';
import { trackEnd, type Ctx } from './context.ts';
import { canPay, discardChoices, holdings, offers, tableOffers } from './payments.ts';
import { TRACKS, type Track, type UwAction } from './types.ts';

export function legal(ctx: Ctx): UwAction[] {
  const s = ctx.state;
  if (s.status !== 'playing') return [];
  const open = TRACKS.filter((t) => s.tracks[t] < trackEnd(ctx, t));
  const pending = s.pending;
  if (pending) {
    if (pending.kind === 'chooseTrack') return open.map((track) => ({ type: 'chooseTrack', track }));
    if (pending.kind === 'guess') return TRACKS.map((track) => ({ type: 'guess', track }));
    if (pending.kind === 'discard')
      return discardChoices(s.players[pending.player]!.hand, pending.count).map((cards) => ({
        type: 'discard',
        cards,
      }));
    const cost = ctx.content.regions.get(s.region)!.obstacles[pending.obstacle]!.cost!;
    if (pending.player === null) {
      const held = s.players.map((p) => (p.eliminated ? null : holdings(p)));
      return [
        ...tableOffers(cost, held, s.active).map((shares): UwAction => ({ type: 'pay', shares })),
        { type: 'decline' },
      ];
    }
    const pays = offers(cost, holdings(s.players[pending.player]!), pending.topCard).map((payment): UwAction => ({
      type: 'pay',
      payment,
    }));
    return [...pays, { type: 'decline' }];
  }
  if (s.stage === 'roll') return [{ type: 'roll' }];
  const player = s.players[s.active]!;
  if (s.stage === 'end') {
    const heals: UwAction[] = [];
    for (let n = 1; n <= Math.min(player.medikits, s.maxHealth - s.health); n++)
      heals.push({ type: 'heal', medikits: n });
    return [{ type: 'draw' }, ...heals];
  }
  const out: UwAction[] = [];
  if (s.actionsTaken < 2) {
    for (const track of open) if (player.hand[track] > 0) out.push({ type: 'playCard', track });
    if (player.treasures > 0) for (const track of open) out.push({ type: 'playTreasure', track });
    for (const id of new Set(player.objects)) {
      const card = cardOf(ctx.content, id);
      if (card.eliminates && s.enemies.length) out.push({ type: 'useObject', card: id });
      if (card.moves) {
        const tracks: Track[] = card.track ? [card.track].filter((t) => open.includes(t)) : open;
        for (const track of tracks)
          out.push(card.track ? { type: 'useObject', card: id } : { type: 'useObject', card: id, track });
      }
    }
  }
  const enemy = s.enemies.length ? cardOf(ctx.content, s.enemies[0]!) : undefined;
  if (enemy?.defeat && canPay(enemy.defeat, holdings(player)))
    for (const payment of offers(enemy.defeat, holdings(player))) out.push({ type: 'defeatEnemy', payment });
  out.push({ type: 'endActions' });
  return out;
}
