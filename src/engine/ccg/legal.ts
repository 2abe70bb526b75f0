/**
 * The actions that may be taken now: the answers to the pending decision, or the players' own
 * actions (order roll, move/stop, cards played outside decisions). Card combinations before a test
 * are listed one card at a time; applyAction accepts any allowed set.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { movableSides } from './action-round.ts';
import { beforeTestCards } from './encounter.ts';
import { placedAt } from './map.ts';
import { mayPlayObstacle } from './obstacles.ts';
import { searchCards } from './search-round.ts';
import { cardPlayProblem, neverPlayedFreely, usableItem } from './card-play.ts';
import { usableAbilities } from './raider-ability.ts';
import type { CcgAction } from './types.ts';

export function legal(ctx: Ctx): CcgAction[] {
  const { state } = ctx;
  if (state.status !== 'playing') return [];
  const p = state.pending;
  if (p) {
    const player = p.player;
    const r = state.raiders[player]!;
    switch (p.kind) {
      case 'firstPlayer':
        return state.raiders.map((x) => ({ type: 'chooseFirst', player, first: x.player }));
      case 'obstacleOrder':
        return p.options.map((obstacle) => ({ type: 'face', player, obstacle }));
      case 'test': {
        const cards = beforeTestCards(ctx, r);
        const out: CcgAction[] = [];
        for (let option = 0; option < p.options.length; option++) {
          out.push({ type: 'test', player, option });
          for (const c of cards) out.push({ type: 'test', player, option, cards: [c] });
        }
        return out;
      }
      case 'afterRoll':
        return [{ type: 'acceptRoll', player }, ...p.cards.map((card) => ({ type: 'playCard', player, card }) as CcgAction)];
      case 'playObstacle': {
        const placed = placedAt(state, p.spot)!;
        return [{ type: 'pass', player }, ...r.hand.filter((c) => mayPlayObstacle(ctx, placed, c)).map((card) => ({ type: 'playObstacle', player, card }) as CcgAction)];
      }
      case 'fight':
        return [{ type: 'noAttack', player }, ...p.targets.map((target) => ({ type: 'attack', player, target }) as CcgAction)];
      case 'search': {
        const placed = placedAt(state, r.at!)!;
        const out: CcgAction[] = [{ type: 'skipSearch', player }];
        if (!placed.empty) out.push({ type: 'search', player });
        for (const card of searchCards(ctx, r))
          if (!placed.empty || cardOf(ctx.content, card).effects.some((e) => e.type === 'search' && e.ignoresEmpty === true)) out.push({ type: 'search', player, card });
        return out;
      }
      case 'discovery':
        return [{ type: 'noDiscovery', player }, ...p.cards.map((card) => ({ type: 'playDiscovery', player, card }) as CcgAction)];
      case 'discard':
        return [{ type: 'discard', player, cards: [] }, ...r.hand.map((c) => ({ type: 'discard', player, cards: [c] }) as CcgAction)];
      case 'reset':
        return [{ type: 'endTurn', player }, { type: 'reset', player }];
      case 'upgrade':
        return [{ type: 'pass', player }, ...p.cards.map((card) => ({ type: 'playUpgrade', player, card }) as CcgAction)];
      case 'side':
        return p.sides.map((side) => ({ type: 'chooseSide', player, side }));
      case 'manual':
        return [{ type: 'done', player }];
      case 'respond':
      case 'cancel':
        return [{ type: 'pass', player }, ...p.cards.map((card) => ({ type: 'playCard', player, card }) as CcgAction)];
      case 'jamWeapon':
        return p.weapons.map((weapon) => ({ type: 'jamWeapon', player, weapon }));
      case 'startingBonus':
        return [...(p.optional ? [{ type: 'pass', player } as CcgAction] : []), ...p.cards.map((card) => ({ type: 'takeBonus', player, card }) as CcgAction)];
    }
  }
  if (state.round === 'ready') return state.turn === 1 ? [{ type: 'rollOrder' }] : [{ type: 'keepOrder' }, { type: 'rollOrder' }];
  const out: CcgAction[] = [];
  const step = state.step;
  if (step && step.stage === 'move' && !step.toFace.length && !step.continueTo) {
    const r = state.raiders[step.player]!;
    for (const side of movableSides(ctx, r, step)) out.push({ type: 'move', player: r.player, side });
    out.push({ type: 'stop', player: r.player });
  }
  for (const r of state.raiders) {
    for (const card of r.hand) if (!neverPlayedFreely(cardOf(ctx.content, card)) && !cardPlayProblem(ctx, r, card)) out.push({ type: 'playCard', player: r.player, card });
    for (const card of r.saved) if (usableItem(ctx, r, card)) out.push({ type: 'useItem', player: r.player, card });
    for (const card of r.unsaved) if (usableItem(ctx, r, card)) out.push({ type: 'useItem', player: r.player, card });
    for (const effect of usableAbilities(ctx, r)) out.push({ type: 'useAbility', player: r.player, effect });
  }
  return out;
}
