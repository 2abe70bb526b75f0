/**
 * The actions that may be taken now: the answers to the pending decision, or the players' own
 * actions (order roll, move/stop, cards played outside decisions). Card combinations before a test
 * are listed one card at a time; applyAction accepts any allowed set.
 *
 * The actions are told to a sink by their parts, in list order, without an object each (`legalInto`): `legal`'s
 * sink builds the list; the random player's (random-player.ts) weighs the parts and builds only the action it picks.
 */
import { cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { movableSides } from './action-round.ts';
import { beforeTestCards } from './encounter.ts';
import { placedAt } from './map.ts';
import { mayPlayObstacle } from './obstacles.ts';
import { searchable, searchCards } from './search-round.ts';
import { cardPlayProblem, usableItem } from './card-play.ts';
import { handFacts } from './hand-facts.ts';
import { itemsInPlay } from './raider-stats.ts';
import { usableAbilities } from './raider-ability.ts';
import type { CcgAction } from './types.ts';

/** The one named part an action may have besides its type and player (`cards`: a discard's card, or none). */
export type ActionPart =
  'first' | 'obstacle' | 'option' | 'card' | 'target' | 'cards' | 'side' | 'value' | 'weapon' | 'effect';

/**
 * Where the legal actions go, one at a time, in list order: the type, the player (undefined only for the order roll
 * and keeping the order, which name none), at most one part and its value (a discard's value: its one card, or null
 * for none), and for a test, the one card played before it (or undefined).
 */
export interface LegalSink {
  put(
    type: CcgAction['type'],
    player: number | undefined,
    part: ActionPart | null,
    value: unknown,
    card?: string,
  ): void;
}

/** The action of these parts, with its fields in the order the list always had (type, player, part, cards). */
export function actionOf(
  type: CcgAction['type'],
  player: number | undefined,
  part: ActionPart | null,
  value: unknown,
  card: string | undefined,
): CcgAction {
  if (player === undefined) return { type } as CcgAction;
  if (part === null) return { type, player } as CcgAction;
  // One literal per part (a computed key, `{ [part]: value }`, takes V8's slow path for every object built).
  switch (part) {
    case 'cards':
      return { type, player, cards: value === null ? [] : [value] } as CcgAction;
    case 'option':
      return (
        card === undefined ? { type, player, option: value } : { type, player, option: value, cards: [card] }
      ) as CcgAction;
    case 'card':
      return { type, player, card: value } as CcgAction;
    case 'side':
      return { type, player, side: value } as CcgAction;
    case 'first':
      return { type, player, first: value } as CcgAction;
    case 'obstacle':
      return { type, player, obstacle: value } as CcgAction;
    case 'target':
      return { type, player, target: value } as CcgAction;
    case 'value':
      return { type, player, value } as CcgAction;
    case 'weapon':
      return { type, player, weapon: value } as CcgAction;
    case 'effect':
      return { type, player, effect: value } as CcgAction;
  }
}

/** Builds the list. */
class ListSink implements LegalSink {
  readonly out: CcgAction[] = [];
  put(type: CcgAction['type'], player: number | undefined, part: ActionPart | null, value: unknown, card?: string) {
    this.out.push(actionOf(type, player, part, value, card));
  }
}

export function legal(ctx: Ctx): CcgAction[] {
  const sink = new ListSink();
  legalInto(ctx, sink);
  return sink.out;
}

/** `put` of one action for each of `items` (the same type, player and part). */
function putEach(
  sink: LegalSink,
  type: CcgAction['type'],
  player: number,
  part: ActionPart,
  items: readonly unknown[],
) {
  for (let i = 0; i < items.length; i++) sink.put(type, player, part, items[i]);
}

export function legalInto(ctx: Ctx, sink: LegalSink): void {
  const { state } = ctx;
  if (state.status !== 'playing') return;
  const p = state.pending;
  if (p) {
    const player = p.player;
    const r = state.raiders[player]!;
    switch (p.kind) {
      case 'firstPlayer':
        for (const x of state.raiders) sink.put('chooseFirst', player, 'first', x.player);
        return;
      case 'obstacleOrder':
        return putEach(sink, 'face', player, 'obstacle', p.options);
      case 'test': {
        const cards = beforeTestCards(ctx, r, p.obstacle);
        for (let option = 0; option < p.options.length; option++) {
          sink.put('test', player, 'option', option);
          for (const c of cards) sink.put('test', player, 'option', option, c);
        }
        return;
      }
      case 'afterRoll':
        sink.put('acceptRoll', player, null, undefined);
        return putEach(sink, 'playCard', player, 'card', p.cards);
      case 'playObstacle': {
        const placed = placedAt(state, p.spot)!;
        sink.put('pass', player, null, undefined);
        for (const card of r.hand)
          if (mayPlayObstacle(ctx, placed, card)) sink.put('playObstacle', player, 'card', card);
        return;
      }
      case 'fight':
        sink.put('noAttack', player, null, undefined);
        return putEach(sink, 'attack', player, 'target', p.targets);
      case 'search': {
        const placed = placedAt(state, r.at!)!;
        sink.put('skipSearch', player, null, undefined);
        if (searchable(ctx, placed)) sink.put('search', player, null, undefined);
        for (const card of searchCards(ctx, r))
          if (
            searchable(ctx, placed) ||
            cardOf(ctx.content, card).effects.some((e) => e.type === 'search' && e.ignoresEmpty === true)
          )
            sink.put('search', player, 'card', card);
        return;
      }
      case 'discovery':
        sink.put('noDiscovery', player, null, undefined);
        return putEach(sink, 'playDiscovery', player, 'card', p.cards);
      case 'discard':
        sink.put('discard', player, 'cards', null);
        return putEach(sink, 'discard', player, 'cards', r.hand);
      case 'reset':
        sink.put('endTurn', player, null, undefined);
        sink.put('reset', player, null, undefined);
        return;
      case 'upgrade':
        sink.put('pass', player, null, undefined);
        return putEach(sink, 'playUpgrade', player, 'card', p.cards);
      case 'side':
        return putEach(sink, 'chooseSide', player, 'side', p.sides);
      case 'manual':
        sink.put('done', player, null, undefined);
        return;
      case 'choose':
        for (const o of p.options) sink.put('choose', player, 'value', o.value);
        return;
      case 'respond':
      case 'moment':
      case 'cancel':
        sink.put('pass', player, null, undefined);
        return putEach(sink, 'playCard', player, 'card', p.cards);
      case 'jamWeapon':
        return putEach(sink, 'jamWeapon', player, 'weapon', p.weapons);
      case 'startingBonus':
        if (p.optional) sink.put('pass', player, null, undefined);
        return putEach(sink, 'takeBonus', player, 'card', p.cards);
    }
  }
  if (state.round === 'ready') {
    if (state.turn !== 1) sink.put('keepOrder', undefined, null, undefined);
    sink.put('rollOrder', undefined, null, undefined);
    return;
  }
  const step = state.step;
  if (step && step.stage === 'move' && !step.toFace.length && !step.continueTo) {
    const r = state.raiders[step.player]!;
    for (const side of movableSides(ctx, r, step)) sink.put('move', r.player, 'side', side);
    sink.put('stop', r.player, null, undefined);
  }
  for (const r of state.raiders) {
    // Only the cards that may be played outside a decision are asked (kept while her hand is the same: hand-facts.ts).
    for (const card of handFacts(ctx.content, r).free)
      if (!cardPlayProblem(ctx, r, card)) sink.put('playCard', r.player, 'card', card);
    // Her rows' cards that may be used as items at all, saved then unsaved (kept with her rows: raider-stats.ts).
    for (const card of itemsInPlay(ctx.content, r))
      if (usableItem(ctx, r, card)) sink.put('useItem', r.player, 'card', card);
    for (const effect of usableAbilities(ctx, r)) sink.put('useAbility', r.player, 'effect', effect);
  }
}
