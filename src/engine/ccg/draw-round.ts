/**
 * The draw round of one raider: discard any cards; draw think cards (twice think into an empty
 * hand) up to a hand of think + 6 (more with a Backpack), the discard pile reshuffled when the deck runs out; reset if
 * she
 * wants; save at a save point (unsaved row to the saved row, upgrades that need a save may be
 * played); reload if she died.
 */
import { cardOf, type CcgContent } from './content.ts';
import type { Ctx } from './context.ts';
import { die, reload } from './damage.ts';
import { placedAt, spotText } from './map.ts';
import { drawCards, takeFrom } from './piles.ts';
import { ability, hasPlayEffect, keptPlayEffects } from './raider-stats.ts';
import { upgradeProblem } from './upgrades.ts';
import { locationDraws } from './location-effects.ts';
import { checkReloadLimit, checkRetrieval } from './goals.ts';
import { EngineError, type RaiderState } from './types.ts';

export const HAND_ABOVE_THINK = 6;

/** The most cards her draw round fills her hand to: think + 6, plus the handLimit effects of her cards in play
 * (Backpack). */
export function handLimit(content: CcgContent, r: RaiderState): number {
  let limit = ability(content, r, 'think') + HAND_ABOVE_THINK;
  if (hasPlayEffect(content, r, 'handLimit'))
    for (const { effect } of keptPlayEffects(content, r)) if (effect.type === 'handLimit') limit += effect.cards;
  return limit;
}

export function discardAndDraw(ctx: Ctx, r: RaiderState, cards: string[]): void {
  for (const c of cards) if (!r.hand.includes(c)) throw new EngineError(`${r.name} has no "${c}" in her hand.`);
  for (const c of cards) {
    takeFrom(r.hand, c);
    r.discard.push(c);
  }
  if (cards.length)
    if (!ctx.quiet)
      ctx.events.push({
        type: 'discard',
        text: `${r.name} discards ${cards.length} card${cards.length === 1 ? '' : 's'}.`,
        player: r.player,
      });
  const think = ability(ctx.content, r, 'think');
  const wanted = (r.hand.length === 0 ? 2 * think : think) + locationDraws(ctx, r);
  const n = drawCards(ctx, r, Math.min(wanted, Math.max(0, handLimit(ctx.content, r) - r.hand.length)));
  if (!ctx.quiet)
    ctx.events.push({
      type: 'draw',
      text: `${r.name} draws ${n} card${n === 1 ? '' : 's'} (${r.hand.length} in hand).`,
      player: r.player,
    });
  ctx.state.pending = { kind: 'reset', player: r.player };
}

/** Step 3 answered: reset or not; then save (maybe an upgrade decision), then the rest of her draw round. */
export function afterReset(ctx: Ctx, r: RaiderState, reset: boolean): void {
  if (reset) die(ctx, r, 'reset');
  if (!r.dead && r.at && isSavePoint(ctx, r)) {
    save(ctx, r);
    const cards = r.hand.filter(
      (c) =>
        cardOf(ctx.content, c).type === 'upgrade' &&
        cardOf(ctx.content, c).requirements.some((q) => q.type === 'saveGame') &&
        !upgradeProblem(ctx, r, c, true),
    );
    if (cards.length) {
      ctx.state.pending = { kind: 'upgrade', player: r.player, cards };
      return;
    }
  }
  finishDrawRound(ctx, r);
}

export function isSavePoint(ctx: Ctx, r: RaiderState): boolean {
  const placed = r.at && placedAt(ctx.state, r.at);
  return !!placed && placed.face === 'up' && (placed.savePoint || cardOf(ctx.content, placed.card).savePoint);
}

function save(ctx: Ctx, r: RaiderState): void {
  const moved = r.unsaved.length;
  r.saved.push(...r.unsaved);
  r.unsaved = [];
  r.savePoint = { ...r.at! };
  if (!ctx.quiet)
    ctx.events.push({
      type: 'save',
      text: `${r.name} saves her game at ${spotText(r.at!)}${moved ? ` (${moved} card${moved === 1 ? '' : 's'} to her saved row)` : ''}.`,
      player: r.player,
      spot: r.at!,
    });
  drawOnSave(ctx, r);
}

/** Cards in play that draw on saving (Secret Move 6): after the rows are merged, past the hand limit (rule decision
 * 184). */
function drawOnSave(ctx: Ctx, r: RaiderState): void {
  let wanted = 0;
  if (hasPlayEffect(ctx.content, r, 'drawOnSave'))
    for (const { effect } of keptPlayEffects(ctx.content, r)) if (effect.type === 'drawOnSave') wanted += effect.cards;
  if (wanted === 0) return;
  const n = drawCards(ctx, r, wanted);
  if (!ctx.quiet)
    ctx.events.push({
      type: 'draw',
      text: `${r.name} draws ${n} card${n === 1 ? '' : 's'} on saving (${r.hand.length} in hand).`,
      player: r.player,
    });
}

/** Reload if dead; the retrieval goal is checked at the end of her turn; then the next player. */
export function finishDrawRound(ctx: Ctx, r: RaiderState): void {
  if (r.dead) {
    reload(ctx, r);
    checkReloadLimit(ctx, r);
  } else checkRetrieval(ctx, r);
  ctx.state.active++;
}
