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
import { searchable, searchCards } from './search-round.ts';
import { cardPlayProblem, neverPlayedFreely, usableItem } from './card-play.ts';
import { mapList } from '../core/lists.ts';
import { usableAbilities } from './raider-ability.ts';
import type { CcgAction } from './types.ts';

/** `first`, then one action for each of `items` (pushed: no spread, no intermediate list). */
function withCards<T>(first: CcgAction[], items: readonly T[], make: (x: T) => CcgAction): CcgAction[] {
  for (const x of items) first.push(make(x));
  return first;
}

export function legal(ctx: Ctx): CcgAction[] {
  const { state } = ctx;
  if (state.status !== 'playing') return [];
  const p = state.pending;
  if (p) {
    const player = p.player;
    const r = state.raiders[player]!;
    switch (p.kind) {
      case 'firstPlayer':
        return mapList(state.raiders, (x) => ({ type: 'chooseFirst', player, first: x.player }));
      case 'obstacleOrder':
        return mapList(p.options, (obstacle) => ({ type: 'face', player, obstacle }));
      case 'test': {
        const cards = beforeTestCards(ctx, r, p.obstacle);
        const out: CcgAction[] = [];
        for (let option = 0; option < p.options.length; option++) {
          out.push({ type: 'test', player, option });
          for (const c of cards) out.push({ type: 'test', player, option, cards: [c] });
        }
        return out;
      }
      case 'afterRoll':
        return withCards([{ type: 'acceptRoll', player }], p.cards, (card) => ({ type: 'playCard', player, card }));
      case 'playObstacle': {
        const placed = placedAt(state, p.spot)!;
        const out: CcgAction[] = [{ type: 'pass', player }];
        for (const card of r.hand)
          if (mayPlayObstacle(ctx, placed, card)) out.push({ type: 'playObstacle', player, card });
        return out;
      }
      case 'fight':
        return withCards([{ type: 'noAttack', player }], p.targets, (target) => ({ type: 'attack', player, target }));
      case 'search': {
        const placed = placedAt(state, r.at!)!;
        const out: CcgAction[] = [{ type: 'skipSearch', player }];
        if (searchable(ctx, placed)) out.push({ type: 'search', player });
        for (const card of searchCards(ctx, r))
          if (
            searchable(ctx, placed) ||
            cardOf(ctx.content, card).effects.some((e) => e.type === 'search' && e.ignoresEmpty === true)
          )
            out.push({ type: 'search', player, card });
        return out;
      }
      case 'discovery':
        return withCards([{ type: 'noDiscovery', player }], p.cards, (card) => ({
          type: 'playDiscovery',
          player,
          card,
        }));
      case 'discard':
        return withCards([{ type: 'discard', player, cards: [] }], r.hand, (c) => ({
          type: 'discard',
          player,
          cards: [c],
        }));
      case 'reset':
        return [
          { type: 'endTurn', player },
          { type: 'reset', player },
        ];
      case 'upgrade':
        return withCards([{ type: 'pass', player }], p.cards, (card) => ({ type: 'playUpgrade', player, card }));
      case 'side':
        return mapList(p.sides, (side) => ({ type: 'chooseSide', player, side }));
      case 'manual':
        return [{ type: 'done', player }];
      case 'choose':
        return mapList(p.options, (o) => ({ type: 'choose', player, value: o.value }));
      case 'respond':
      case 'moment':
      case 'cancel':
        return withCards([{ type: 'pass', player }], p.cards, (card) => ({ type: 'playCard', player, card }));
      case 'jamWeapon':
        return mapList(p.weapons, (weapon) => ({ type: 'jamWeapon', player, weapon }));
      case 'startingBonus':
        return withCards(p.optional ? [{ type: 'pass', player }] : [], p.cards, (card) => ({
          type: 'takeBonus',
          player,
          card,
        }));
    }
  }
  if (state.round === 'ready')
    return state.turn === 1 ? [{ type: 'rollOrder' }] : [{ type: 'keepOrder' }, { type: 'rollOrder' }];
  const out: CcgAction[] = [];
  const step = state.step;
  if (step && step.stage === 'move' && !step.toFace.length && !step.continueTo) {
    const r = state.raiders[step.player]!;
    for (const side of movableSides(ctx, r, step)) out.push({ type: 'move', player: r.player, side });
    out.push({ type: 'stop', player: r.player });
  }
  for (const r of state.raiders) {
    for (const card of r.hand)
      if (!neverPlayedFreely(cardOf(ctx.content, card)) && !cardPlayProblem(ctx, r, card))
        out.push({ type: 'playCard', player: r.player, card });
    for (const card of r.saved) if (usableItem(ctx, r, card)) out.push({ type: 'useItem', player: r.player, card });
    for (const card of r.unsaved) if (usableItem(ctx, r, card)) out.push({ type: 'useItem', player: r.player, card });
    for (const effect of usableAbilities(ctx, r)) out.push({ type: 'useAbility', player: r.player, effect });
  }
  return out;
}
