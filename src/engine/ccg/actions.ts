/**
 * Applying one action: an answer to the pending decision, or a player's own action (the ready
 * round's order roll, moving, cards played outside decisions). `advance` (flow.ts) then runs on.
 */
import { cardIdOf, cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { attack, moveAction, stopAction } from './action-round.ts';
import { playBeforeTest, testPending } from './encounter.ts';
import { rollDice, spentOnRoll } from './tests.ts';
import { playDiscovery, playForSearch, search } from './search-round.ts';
import { closeRoll, finishRoll } from './roll-end.ts';
import { afterReset, discardAndDraw, finishDrawRound } from './draw-round.ts';
import { playUpgrade } from './upgrades.ts';
import { takeBonus } from './starting-bonus.ts';
import { openResponses } from './responses.ts';
import { adjust } from './by-hand.ts';
import { answerMoment } from './moments.ts';
import { askBeforeTest, openCancel, answerCancel } from './card-cancel.ts';
import { answerJam, useAgainstRoll, useOwnCard } from './roll-cards.ts';
import { chooseSide } from './card-effects.ts';
import { answerChoice } from './choices.ts';
import { playCard, useItem } from './card-play.ts';
import { useAbility } from './raider-ability.ts';
import { mayPlayObstacle, playOffered } from './obstacles.ts';
import { placedAt } from './map.ts';
import { ability } from './raider-stats.ts';
import { takeFrom } from './piles.ts';
import { EngineError, type CancelResume, type CcgAction, type RaiderState } from './types.ts';

/** The player an action is by: the one named, else the one the state waits for. */
export function actorOf(ctx: Ctx, action: CcgAction): RaiderState {
  const { state } = ctx;
  const waiting =
    state.pending?.player ?? state.step?.player ?? state.order[Math.min(state.active, state.order.length - 1)]!;
  const player = action.player ?? waiting;
  const r = state.raiders[player];
  if (!r) throw new EngineError(`There is no player ${player}.`);
  return r;
}

/**
 * Cards may be named by card id ("pit-trap") as well as by instance id ("pit-trap#3"): a card id
 * means her first copy of it in her hand (or in play, for items).
 */
export function resolveCards(r: RaiderState, action: CcgAction): CcgAction {
  // Most actions name no card, or instances she holds (each once): nothing to resolve, no copy (the action is never
  // changed).
  // An adjustment by hand names a card of the raider it moves, not of the actor: by-hand.ts resolves it in her piles.
  if (action.type === 'adjust') return action;
  // An action comes from the UI or a replay or scenario file, not from checked content: its card names are guarded.
  const given = action as CcgAction & { card?: unknown; cards?: unknown };
  if (
    (typeof given.card !== 'string' || holds(r, given.card)) &&
    (given.cards === undefined || heldOnce(r, given.cards))
  )
    return action;
  const places = [...r.hand, ...r.unsaved, ...r.saved];
  const one = (c: string) => (places.includes(c) ? c : (places.find((id) => cardIdOf(id) === c) ?? c));
  const a = { ...action } as CcgAction & { card?: string; cards?: string[] };
  if (typeof a.card === 'string') a.card = one(a.card);
  if (Array.isArray(a.cards)) {
    const left = [...places];
    a.cards = a.cards.map((c) => {
      const id = left.includes(c) ? c : (left.find((x) => cardIdOf(x) === c) ?? c);
      left.splice(left.indexOf(id), 1);
      return id;
    });
  }
  return a;
}

const holds = (r: RaiderState, id: string) => r.hand.includes(id) || r.unsaved.includes(id) || r.saved.includes(id);

/**
 * Every card of `cards` an instance she holds, none twice: the copy would name the same cards (the
 * discard and test actions name cards in a list, and were copied every time). Compared with the copy
 * in ccg-speed6-shortcuts.
 */
function heldOnce(r: RaiderState, cards: unknown): boolean {
  if (!Array.isArray(cards)) return false;
  for (let i = 0; i < cards.length; i++) {
    const c: unknown = cards[i];
    if (typeof c !== 'string' || !holds(r, c)) return false;
    for (let j = 0; j < i; j++) if (cards[j] === c) return false;
  }
  return true;
}

export function perform(ctx: Ctx, given: CcgAction): void {
  const { state } = ctx;
  const r = actorOf(ctx, given);
  const action = resolveCards(r, given);
  if (state.pending) return answer(ctx, r, action);
  switch (action.type) {
    case 'rollOrder':
      requireRound(ctx, 'ready', action);
      return rollOrder(ctx, action.dice);
    case 'keepOrder':
      requireRound(ctx, 'ready', action);
      if (state.turn === 1) throw new EngineError('The first turn order must be rolled.');
      if (!ctx.quiet) ctx.events.push({ type: 'order', text: 'The turn order stays as it was.' });
      state.round = 'action';
      return;
    case 'move':
    case 'stop': {
      const step = state.step;
      if (!step || step.player !== r.player) throw new EngineError(`It is not ${r.name}'s move.`);
      return action.type === 'move' ? moveAction(ctx, r, step, action.side) : stopAction(ctx, r, step);
    }
    case 'playCard':
      return playCard(ctx, r, action.card, action.target);
    case 'useItem':
      return useItem(ctx, r, action.card);
    case 'useAbility':
      return useAbility(ctx, r, action.effect);
    default:
      throw new EngineError(`"${action.type}" answers a decision, and none is pending.`);
  }
}

function requireRound(ctx: Ctx, round: string, action: CcgAction): void {
  if (ctx.state.round !== round)
    throw new EngineError(`"${action.type}" belongs to the ${round} round; it is the ${ctx.state.round} round.`);
}

/** Ready round: every raider rolls her move dice; the highest (ties roll again) chooses who moves first. */
function rollOrder(ctx: Ctx, fixed?: number[][]): void {
  const { state } = ctx;
  const sum = (d: number[]) => d.reduce((a, b) => a + b, 0);
  let rolls = state.raiders.map((r, i) => sum(rollDice(ctx, Math.max(1, ability(ctx.content, r, 'move')), fixed?.[i])));
  if (!ctx.quiet)
    ctx.events.push({
      type: 'order',
      text: `Turn order rolls: ${state.raiders.map((r, i) => `${r.name} ${rolls[i]}`).join(', ')}.`,
    });
  let tied = state.raiders.map((r) => r.player).filter((p) => rolls[p] === Math.max(...rolls));
  while (tied.length > 1) {
    const again = tied.map((p) => sum(rollDice(ctx, Math.max(1, ability(ctx.content, state.raiders[p]!, 'move')))));
    rolls = rolls.map((_, p) => (tied.includes(p) ? again[tied.indexOf(p)]! : -1));
    if (!ctx.quiet)
      ctx.events.push({
        type: 'order',
        text: `A tie: ${tied.map((p) => `${state.raiders[p]!.name} ${rolls[p]}`).join(', ')}.`,
      });
    tied = tied.filter((p) => rolls[p] === Math.max(...rolls));
  }
  state.pending = { kind: 'firstPlayer', player: tied[0]!, rolls };
}

/** The error of an action that does not answer the pending decision (a function: a closure made at every answer was
 * garbage at every action). */
const wrongAnswer = (action: CcgAction, p: { kind: string }) =>
  new EngineError(`"${action.type}" does not answer the "${p.kind}" decision.`);

function answer(ctx: Ctx, r: RaiderState, action: CcgAction): void {
  const { state } = ctx;
  const p = state.pending!;
  if (r.player !== p.player)
    throw new EngineError(`${state.raiders[p.player]!.name} must answer the "${p.kind}" decision first.`);
  switch (p.kind) {
    case 'firstPlayer': {
      if (action.type !== 'chooseFirst') throw wrongAnswer(action, p);
      if (!state.raiders[action.first]) throw new EngineError(`There is no player ${action.first}.`);
      const n = state.raiders.length;
      state.order = Array.from({ length: n }, (_, k) => (action.first + k) % n);
      state.pending = null;
      state.round = 'action';
      if (!ctx.quiet)
        ctx.events.push({
          type: 'order',
          text: `${r.name} chooses ${state.raiders[action.first]!.name} to move first.`,
          player: r.player,
        });
      return;
    }
    case 'obstacleOrder':
      if (action.type !== 'face' || !p.options.includes(action.obstacle)) throw wrongAnswer(action, p);
      state.pending = testPending(ctx, r, action.obstacle);
      return;
    case 'test': {
      if (action.type !== 'test') throw wrongAnswer(action, p);
      state.pending = null;
      // Its own list: the cards may be kept in the state (a cancel window's resume), and the action is the caller's
      // (resolveCards no longer copies it).
      const cards = action.cards ? action.cards.slice() : [];
      playBeforeTest(ctx, r, p.obstacle, action.option, cards);
      // Each card played before the roll may be answered by competing players (card-cancel.ts), then the test is
      // rolled.
      const resume: Extract<CancelResume, { kind: 'beforeTest' }> = {
        kind: 'beforeTest',
        obstacle: p.obstacle,
        option: action.option,
        cards,
        at: -1,
        cancelled: [],
      };
      if (action.dice) resume.dice = action.dice; // last, as the spread put it
      return askBeforeTest(ctx, r, resume);
    }
    case 'afterRoll': {
      if (action.type === 'acceptRoll') {
        state.pending = null;
        return closeRoll(ctx, r, p.roll);
      }
      if (action.type !== 'playCard' || !p.cards.includes(action.card)) throw wrongAnswer(action, p);
      state.pending = null;
      if (takeFrom(r.hand, action.card)) {
        state.resolving.push({ card: action.card, player: r.player });
        // A card from her hand may be answered by competing players before it acts (card-cancel.ts).
        const resume = { kind: 'ownRoll', roll: p.roll, ...(action.dice ? { dice: action.dice } : {}) } as const;
        if (openCancel(ctx, { card: action.card, player: r.player }, resume)) return;
      } else if (spentOnRoll(ctx, action.card)) {
        // An item spent on the roll (Flare: rule decision 559) leaves play.
        if (!takeFrom(r.unsaved, action.card)) takeFrom(r.saved, action.card);
        r.discard.push(action.card);
      } else r.usedThisTurn.push(action.card);
      return useOwnCard(ctx, r, p.roll, action.card, action.dice);
    }
    case 'playObstacle': {
      if (action.type === 'playObstacle') {
        const placed = placedAt(state, p.spot)!;
        if (!r.hand.includes(action.card) || !mayPlayObstacle(ctx, placed, action.card))
          throw new EngineError(
            `${cardOf(ctx.content, action.card).name} may not be played here (danger limit ${p.limit}).`,
          );
        p.offers.push({ player: r.player, card: action.card });
      } else if (action.type !== 'pass') throw wrongAnswer(action, p);
      if (p.waiting.length) {
        state.pending = { ...p, player: p.waiting[0]!, waiting: p.waiting.slice(1) };
        return;
      }
      state.pending = null;
      playOffered(ctx, placedAt(state, p.spot)!, p.offers);
      return;
    }
    case 'fight':
      if (action.type === 'noAttack') {
        state.pending = null;
        return;
      }
      if (action.type !== 'attack' || !p.targets.includes(action.target)) throw wrongAnswer(action, p);
      state.pending = null;
      {
        const roll = attack(ctx, r, action.target, action.dice, action.defenderDice);
        if (roll) closeRoll(ctx, state.raiders[roll.player]!, roll);
      }
      return;
    case 'search':
      if (action.type === 'skipSearch') {
        state.pending = null;
        if (!ctx.quiet) ctx.events.push({ type: 'search', text: `${r.name} does not search.`, player: r.player });
        state.active++;
        return;
      }
      if (action.type !== 'search') throw wrongAnswer(action, p);
      state.pending = null;
      if (action.card !== undefined) {
        playForSearch(ctx, r, action.card);
        // A card in place of a search may be answered by competing players first (card-cancel.ts).
        if (
          openCancel(
            ctx,
            { card: action.card, player: r.player },
            { kind: 'search', ...(action.dice ? { dice: action.dice } : {}) },
          )
        )
          return;
      }
      return search(ctx, r, action.card, action.dice);
    case 'discovery':
      if (action.type === 'noDiscovery') state.pending = null;
      else if (action.type === 'playDiscovery') {
        state.pending = null;
        playDiscovery(ctx, r, action.card, p.result + p.bonusDifficulty);
      } else throw wrongAnswer(action, p);
      state.active++;
      return;
    case 'discard':
      if (action.type !== 'discard') throw wrongAnswer(action, p);
      state.pending = null;
      return discardAndDraw(ctx, r, action.cards);
    case 'reset':
      if (action.type !== 'reset' && action.type !== 'endTurn') throw wrongAnswer(action, p);
      state.pending = null;
      return afterReset(ctx, r, action.type === 'reset');
    case 'upgrade':
      if (action.type === 'playUpgrade') {
        if (!p.cards.includes(action.card)) throw wrongAnswer(action, p);
        playUpgrade(ctx, r, action.card, true);
      } else if (action.type !== 'pass') throw wrongAnswer(action, p);
      state.pending = null;
      return finishDrawRound(ctx, r);
    case 'side':
      if (action.type !== 'chooseSide' || !p.sides.includes(action.side)) throw wrongAnswer(action, p);
      return chooseSide(ctx, r, action.side);
    case 'respond': {
      const roller = state.raiders[p.roller]!;
      state.pending = null;
      if (action.type === 'pass') {
        if (!openResponses(ctx, p.roll, p.waiting)) finishRoll(ctx, roller, p.roll);
        return;
      }
      if (action.type !== 'playCard' || !p.cards.includes(action.card)) {
        state.pending = p;
        throw wrongAnswer(action, p);
      }
      takeFrom(r.hand, action.card);
      state.resolving.push({ card: action.card, player: r.player });
      const resume = { kind: 'againstRoll', roll: p.roll, ...(action.dice ? { dice: action.dice } : {}) } as const;
      if (openCancel(ctx, { card: action.card, player: r.player }, resume)) return;
      return useAgainstRoll(ctx, r, roller, p.roll, action.card, action.dice);
    }
    case 'cancel':
      return answerCancel(ctx, r, action);
    case 'moment':
      return answerMoment(ctx, r, action);
    case 'jamWeapon':
      return answerJam(ctx, r, action);
    case 'startingBonus':
      if (action.type === 'takeBonus') return takeBonus(ctx, r, action.card);
      if (action.type === 'pass') return takeBonus(ctx, r, null);
      throw wrongAnswer(action, p);
    case 'choose':
      if (action.type !== 'choose') throw wrongAnswer(action, p);
      return answerChoice(ctx, r, action.value);
    case 'manual':
      // Adjustments by hand leave the decision open until `done` (rule decision 138).
      if (action.type === 'adjust') return adjust(ctx, action);
      if (action.type !== 'done') throw wrongAnswer(action, p);
      state.pending = null;
      state.manualNotes.push({ card: p.card, player: r.player, note: action.note ?? '' });
      if (!ctx.quiet)
        ctx.events.push({
          type: 'manual',
          text: `${cardOf(ctx.content, p.card).name}, resolved by hand: ${action.note ?? '(no note)'}.`,
          player: r.player,
          card: p.card,
        });
      return;
  }
}
