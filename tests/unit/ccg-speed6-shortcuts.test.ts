// The CCG sixth speed pass's shortcuts against the plain way they replace (docs/engine-performance.md,
// "CCG sixth pass"): the random player's base weights written out, its pick among one action, and
// actions naming held cards taken as they are (not copied), over every state of random games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt, seedRandom, type RandomState } from '../../src/engine/core/random.ts';
import { cardIdOf, cardOf, effectAs, type CcgContent } from '../../src/engine/ccg/content.ts';
import type { Ctx } from '../../src/engine/ccg/context.ts';
import { competitorsAfter } from '../../src/engine/ccg/responses.ts';
import { ability, playEffects } from '../../src/engine/ccg/raider-stats.ts';
import {
  afterRollCards,
  diceAbility,
  helpsRoll,
  hitsOthers,
  inPlaceWith,
  spentOnRoll,
} from '../../src/engine/ccg/tests.ts';
import { handLimit } from '../../src/engine/ccg/draw-round.ts';
import { resolveCards } from '../../src/engine/ccg/actions.ts';
import { legalActions } from '../../src/engine/ccg/index.ts';
import { levelFor } from '../../src/engine/ccg/level.ts';
import { indexAt, isUnknown, type ReachCache } from '../../src/engine/ccg/map-reach.ts';
import { placedAt, sameSpot, stepFrom } from '../../src/engine/ccg/map.ts';
import {
  actionWeight,
  AT_GOAL,
  baseWeight,
  BEST_TEST,
  bestTest,
  CLOSER,
  FEWER_DICE,
  goalSpot,
  KEEP_DOOR,
  KEEP_ROOM,
  OPEN,
  reachOf,
  REDRAW,
  RELOAD,
  SKIP_AT_DOOR,
  TRAP,
  weightedPick,
  WEIGHTS,
  type Progress,
  type Seen,
} from '../../src/engine/ccg/random-player.ts';
import type { CcgAction, RaiderState, RollInfo, Spot, TestOption } from '../../src/engine/ccg/types.ts';
import { baseContent, eachState } from './ccg-helpers.ts';
import { plainGoalWeight } from './ccg-plain-goal-steps.ts';

test('baseWeight is WEIGHTS[type] ?? 1 for every action type', () => {
  const types = new Set<string>(Object.keys(WEIGHTS));
  eachState('types', 300, (state) => {
    for (const a of legalActions(baseContent, state)) types.add(a.type);
  });
  for (const t of [
    'move',
    'stop',
    'reset',
    'endTurn',
    'skipSearch',
    'noDiscovery',
    'noAttack',
    'attack',
    'discard',
    'test',
    'done',
    'adjust',
  ])
    types.add(t);
  assert.ok(types.size > 20, `${types.size} types`);
  for (const t of types) assert.equal(baseWeight(t as CcgAction['type']), WEIGHTS[t as CcgAction['type']] ?? 1, t);
});

test('a pick among one legal action takes it and draws from the generator as the weighted pick did, in every such state of random games', () => {
  const content = baseContent;
  let single = 0;
  eachState('single', 400, (state) => {
    const legal = legalActions(baseContent, state);
    const progress: Progress = { state, content, level: levelFor(content, state.level.id), reach: {} as ReachCache };
    if (legal.length !== 1) return;
    single++;
    const weight = actionWeight(legal[0]!, progress);
    assert.ok(weight > 0 && Number.isFinite(weight));
    for (let seed = 0; seed < 20; seed++) {
      const fast = seedRandom(`single ${single} ${seed}`);
      const plain = [...fast] as RandomState;
      // The plain way: the number drawn times the total, less each weight in turn, picks where it drops below 0.
      const r = (randomInt(plain, 1_000_000) / 1_000_000) * weight - weight;
      assert.ok(r < 0);
      assert.equal(weightedPick(fast, legal, progress), legal[0]);
      assert.deepEqual(fast, plain);
    }
  });
  // The worst draw for any weight the player gives (products of its constants): still below the weight.
  for (const w of [0.02 * 0.1, 0.02, 0.05, 0.2, 0.25, 0.5, 1, 4, 8, 12, 16, 32, 64, 0.1, 0.4, 0.02 * 8, 8 * 4 * 0.1])
    assert.ok((999_999 / 1_000_000) * w - w < 0, `${w}`);
  assert.ok(single > 100, `${single} states with one legal action`);
});

/** resolveCards as it was: every action naming a list of cards (or a card she does not hold) copied and resolved. */
function plainResolve(r: RaiderState, action: CcgAction): CcgAction {
  if (action.type === 'adjust') return action;
  const given = action as CcgAction & { card?: unknown; cards?: unknown };
  if (
    given.cards === undefined &&
    (typeof given.card !== 'string' ||
      r.hand.includes(given.card) ||
      r.unsaved.includes(given.card) ||
      r.saved.includes(given.card))
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

test('actions naming cards resolve as the copy did: every legal action of every state of random games, and variants by card id, twice, or not held', () => {
  let taken = 0;
  let copied = 0;
  eachState('resolve', 400, (state) => {
    for (const a of legalActions(baseContent, state)) {
      const r = state.raiders[a.player ?? state.pending?.player ?? state.step?.player ?? 0]!;
      const given = a as CcgAction & { card?: string; cards?: string[] };
      const variants: CcgAction[] = [a];
      if (given.card)
        variants.push({ ...a, card: cardIdOf(given.card) } as CcgAction, { ...a, card: 'no-such-card#9' } as CcgAction);
      if (given.cards?.length)
        variants.push(
          { ...a, cards: given.cards.map(cardIdOf) } as CcgAction,
          { ...a, cards: [...given.cards, ...given.cards] } as CcgAction,
          { ...a, cards: [...given.cards, 'no-such-card#9'] } as CcgAction,
        );
      const hand = r.hand;
      if (hand.length >= 2)
        variants.push(
          { type: 'discard', player: r.player, cards: [hand[0]!, hand[1]!] },
          { type: 'discard', player: r.player, cards: [cardIdOf(hand[1]!), hand[1]!, hand[0]!] },
        );
      for (const v of variants) {
        const before = structuredClone(v);
        const fast = resolveCards(r, v);
        assert.deepEqual(fast, plainResolve(r, v));
        assert.deepEqual(v, before, 'the action given is never changed');
        if (fast === v && (v as { cards?: unknown }).cards) taken++;
        if (fast !== v) copied++;
      }
    }
  });
  // A card held under its card id (as a scenario may deal it) named twice: the second names her other copy.
  const r = { player: 0, hand: ['pit-trap', 'pit-trap#2'], unsaved: [], saved: [] } as unknown as RaiderState;
  for (const cards of [
    ['pit-trap', 'pit-trap'],
    ['pit-trap#2', 'pit-trap'],
    ['pit-trap', 'pit-trap#2'],
    ['pit-trap#2', 'pit-trap#2'],
  ]) {
    const a: CcgAction = { type: 'discard', player: 0, cards };
    assert.deepEqual(resolveCards(r, a), plainResolve(r, a), cards.join());
  }
  assert.ok(taken > 500 && copied > 500, `${taken} naming a list taken as they are, ${copied} copied`);
});

/** competitorsAfter as it was: the order after her, then before her (slices), without her. */
const plainCompetitors = (order: number[], roller: number) => {
  const at = order.indexOf(roller);
  return [...order.slice(at + 1), ...order.slice(0, Math.max(0, at))].filter((p) => p !== roller);
};

test('competitorsAfter lists the players the slices did, for every turn order of 1 to 5 players and every roller', () => {
  const orders = (n: number): number[][] =>
    n === 0
      ? [[]]
      : orders(n - 1).flatMap((o) => Array.from({ length: n }, (_, i) => [...o.slice(0, i), n - 1, ...o.slice(i)]));
  let checked = 0;
  for (let n = 1; n <= 5; n++)
    for (const order of orders(n))
      for (let roller = -1; roller <= n; roller++) {
        const ctx = { state: { order } } as unknown as Ctx;
        assert.deepEqual(competitorsAfter(ctx, roller), plainCompetitors(order, roller), `${order} ${roller}`);
        checked++;
      }
  assert.ok(checked > 900, `${checked} checked`);
});

/** bestTest as it was: the best's margin computed again at every comparison. */
function plainBestTest(content: CcgContent, r: RaiderState, options: TestOption[]): number {
  let best = 0;
  const margin = (o: TestOption) => ability(content, r, o.ability) * 3.5 - o.target;
  for (let i = 1; i < options.length; i++) if (margin(options[i]!) > margin(options[best]!)) best = i;
  return best;
}

test("the random player's best test option is the one the plain way picked, for every test decision of random games (and its options reversed)", () => {
  const content = baseContent;
  let checked = 0;
  let notFirst = 0;
  eachState('best test', 600, (state) => {
    const p = state.pending;
    if (p?.kind !== 'test') return;
    const r = state.raiders[p.player]!;
    for (const options of [p.options, [...p.options].reverse(), [...p.options, ...p.options]]) {
      const best = bestTest(content, r, options);
      assert.equal(best, plainBestTest(content, r, options));
      if (best > 0) notFirst++;
      checked++;
    }
  });
  assert.ok(checked > 300 && notFirst > 50, `${checked} checked, ${notFirst} not the first option`);
});

/** afterRollCards as it was: the rerolls read from playEffects' list. */
function plainAfterRollCards(ctx: Ctx, r: RaiderState, roll: RollInfo): string[] {
  const out: string[] = [];
  for (const id of r.hand) {
    const card = cardOf(ctx.content, id);
    if (card.type !== 'action' || (card.timing !== 'afterRoll' && card.timing !== 'response')) continue;
    if (
      card.effects.some(
        (e) => e.type !== 'manual' && helpsRoll(e, roll) && (e.type !== 'hitOthersHere' || hitsOthers(ctx, r, roll)),
      )
    )
      out.push(id);
  }
  for (const { card, effect } of playEffects(ctx.content, r))
    if (effect.type === 'reroll' && helpsRoll(effect, roll) && !r.usedThisTurn.includes(card) && !out.includes(card))
      out.push(card);
  // Items spent for a bonus (Flare, rule decision 559), in her rows' order, where their place allows.
  for (const id of [...r.saved, ...r.unsaved])
    if (
      !out.includes(id) &&
      cardOf(ctx.content, id).effects.some(
        (e) => e.type === 'spendBonus' && helpsRoll(e, roll) && inPlaceWith(ctx, r, effectAs(e, 'spendBonus')),
      )
    )
      out.push(id);
  return out;
}

test('afterRollCards lists the cards the plain way did, after every roll of random games, with reroll cards put in play, used or jammed', () => {
  const content = baseContent;
  const rerolls = [...content.cards.values()]
    .filter((c) => c.effects.some((e) => e.type === 'reroll'))
    .map((c) => `${c.id}#1`);
  assert.ok(rerolls.length >= 3, `${rerolls.length} reroll cards`);
  let checked = 0;
  let withReroll = 0;
  eachState('after roll', 400, (state) => {
    const roll = state.lastRoll;
    if (!roll) return;
    const ctx: Ctx = {
      content,
      level: levelFor(content, state.level.id),
      state,
      events: [],
      seriesLevel: state.seriesLevel,
    };
    for (const r of state.raiders) {
      const half = rerolls.slice(0, checked % rerolls.length);
      const variants: RaiderState[] = [
        r,
        { ...r, saved: [...r.saved, ...half], unsaved: [...rerolls.slice(half.length), ...r.unsaved] },
        { ...r, unsaved: [...r.unsaved, ...rerolls, rerolls[0]!], usedThisTurn: [rerolls[1]!], jammed: [rerolls[2]!] },
      ];
      for (const v of variants) {
        // Items spent for a bonus (Flare) sit among the rerolls in the engine's row order: compared apart.
        const fast = afterRollCards(ctx, v, roll);
        const plain = plainAfterRollCards(ctx, v, roll);
        const spent = (c: string) => spentOnRoll(ctx, c);
        assert.deepEqual(
          fast.filter((c) => !spent(c)),
          plain.filter((c) => !spent(c)),
        );
        assert.deepEqual(fast.filter(spent), plain.filter(spent));
        if (fast.some((c) => rerolls.includes(c))) withReroll++;
        checked++;
      }
    }
  });
  assert.ok(checked > 500 && withReroll > 200, `${checked} checked, ${withReroll} with a reroll card listed`);
});

// The random player's weights as they were computed before this pass (an outlook object per spot, door steps in a
// pair, WEIGHTS read by key, every action type looking at the state), to compare actionWeight with. The constants and
// the look-ups this pass did not change (the map's dead ends, the goal, the distance) are the player's own.
function outlook(progress: Progress, seen: Seen, spot: Spot) {
  const { ctx, map } = reachOf(progress, seen);
  const i = indexAt(ctx, spot);
  if (i < 0) return { cutOff: false, toDoor: Infinity, toAnyDoor: Infinity };
  return { cutOff: map.toUnknown[i] === Infinity, toDoor: map.toDoor[i]!, toAnyDoor: map.toAnyDoor[i]! };
}
function doorSteps(here: ReturnType<typeof outlook>, there = here): [number, number] {
  return here.toDoor < Infinity ? [here.toDoor, there.toDoor] : [here.toAnyDoor, there.toAnyDoor];
}
function plainWeight(a: CcgAction, progress: Progress | undefined, seen: Seen): number {
  const base = WEIGHTS[a.type] ?? 1;
  if (!progress) return base;
  const { state, content } = progress;
  const r = state.raiders[a.player ?? state.pending?.player ?? state.step?.player ?? -1];
  if (!r?.at) return base;
  const exploring = !r.carriesTreasure && !state.treasureFound;
  if (a.type === 'move') {
    const to = stepFrom(r.at, a.side);
    const goal = goalSpot(progress, r, seen);
    const weight = goal ? plainGoalWeight(reachOf(progress, seen).ctx, goal, r.at, to) : 1;
    if (!exploring) return weight;
    const here = outlook(progress, seen, r.at);
    const there = outlook(progress, seen, to);
    if (!here.cutOff) return there.cutOff ? weight * TRAP : weight;
    const [fromHere, fromThere] = doorSteps(here, there);
    return fromThere < fromHere ? weight * CLOSER : weight;
  }
  if (a.type === 'stop') {
    const goal = goalSpot(progress, r, seen);
    if (goal && sameSpot(goal, r.at)) return AT_GOAL;
    const here = exploring ? outlook(progress, seen, r.at) : undefined;
    return here?.cutOff && doorSteps(here)[0] === 0 ? AT_GOAL : base;
  }
  if (a.type === 'playDiscovery' && !state.treasureFound) {
    const placed = placedAt(state, r.at);
    if (placed && cardOf(content, placed.card).treasureRoom) return base * KEEP_ROOM;
    const here = exploring ? outlook(progress, seen, r.at) : undefined;
    const addsExit = cardOf(content, a.card).effects.some((e) => e.type === 'addExit');
    if (here && !here.cutOff && here.toAnyDoor === 0 && !addsExit) return base * KEEP_DOOR;
    if (!here?.cutOff || doorSteps(here)[0] !== 0) return base;
    return addsExit ? base * OPEN : base * KEEP_ROOM;
  }
  if (
    a.type === 'discard' &&
    exploring &&
    a.cards.some((c) => cardOf(content, c).effects.some((e) => e.type === 'addExit')) &&
    outlook(progress, seen, r.at).cutOff
  )
    return base * KEEP_ROOM;
  if (
    a.type === 'skipSearch' &&
    exploring &&
    !r.hand.some((c) => cardOf(content, c).effects.some((e) => e.type === 'addExit'))
  ) {
    const here = outlook(progress, seen, r.at);
    return here.cutOff && doorSteps(here)[0] === 0 ? SKIP_AT_DOOR : base;
  }
  if (a.type === 'playCard' && cardOf(content, a.card).effects.some((e) => e.type === 'redrawHand'))
    return r.hand.length >= handLimit(content, r) ? base : base * REDRAW;
  if (a.type === 'test' && state.pending?.kind === 'test') {
    seen.bestTest ??= plainBestTest(content, r, state.pending.options);
    const weight = a.option === seen.bestTest ? base * BEST_TEST : base;
    const named = state.pending.options[a.option]?.ability;
    if (!a.cards?.length || !named) return weight;
    const rolled = diceAbility(
      content,
      r,
      named,
      a.cards.flatMap((c) => cardOf(content, c).effects),
    );
    return ability(content, r, rolled) < ability(content, r, named) ? weight * FEWER_DICE : weight;
  }
  if (a.type === 'chooseSide' && exploring && state.pending?.kind === 'side' && state.pending.effect === 'addExit')
    return isUnknown(reachOf(progress, seen).ctx, stepFrom(state.pending.spot, a.side)) ? OPEN : base;
  if (a.type === 'reset' && exploring && outlook(progress, seen, r.at).cutOff)
    return outlook(progress, seen, r.savePoint ?? r.entrance).cutOff ? base : RELOAD;
  return base;
}

test("the random player's weight of every legal action in every state of random games is the plain way's", () => {
  const content = baseContent;
  let checked = 0;
  const kinds = new Map<number, number>();
  eachState('weights', 800, (state) => {
    const reach: ReachCache = {};
    for (const a of legalActions(baseContent, state)) {
      const progress: Progress = { state, content, level: levelFor(content, state.level.id), reach };
      const w = actionWeight(a, progress);
      assert.equal(w, plainWeight(a, progress, { room: null, reach: null }), `${a.type}`);
      assert.equal(actionWeight(a), plainWeight(a, undefined, { room: null, reach: null }));
      kinds.set(w, (kinds.get(w) ?? 0) + 1);
      checked++;
    }
  });
  assert.ok(checked > 5000 && kinds.size >= 8, `${checked} weights, ${kinds.size} different values`);
});
