/**
 * The Event Phase ("Event Phase", "Types of Event Card"): 1 card when an enemy is on the level as
 * the phase starts, else 2 (Slow: 1), resolved in order from their data — the Lara side, or the
 * INVADED side on an INVADED level. Traps offer the options Lara can afford (the choice is fixed
 * once made, DODGE included); an Enemy Spawn that cannot spawn is discarded and the next card drawn
 * (the Bear heals instead); a helpful card is used (then removed from the game) or discarded; every
 * other card's effects run through the effects interpreter. The phase keeps its place in the state
 * (`eventPhase`), so any decision can stop it and `resume` carries on.
 */
import type { Ctx } from './context.ts';
import { cardIdOf, cardOf } from './cards.ts';
import { levelConditions, eventDraws } from './conditions.ts';
import { drawEventCard, discardResolved, eventCardsAvailable, removeFromGame, runOut } from './event-deck.ts';
import { pushEffects } from './effects.ts';
import { rulesOf } from './ongoing-rules.ts';
import { levelRules } from './level-rules.ts';
import { spawnEnemy } from './spawn.ts';
import { spawnDrawnTriggers } from './boss.ts';
import { paysFor } from './bag.ts';
import { totalAmmo } from './inventory.ts';
import { playable } from './research-cards.ts';
import { EngineError, type CocState, type ContentRef } from './types.ts';
import type { EffectFields, OptionFields } from './content-fields.ts';
import type { EventSide, EventPhaseState } from './state-parts.ts';
export type { EventSide, EventPhaseState } from './state-parts.ts';

/** An event card's side as checked content holds it (rule decision 575): a field that is there has its type. */
type Side = {
  type?: string;
  name?: string;
  enemyType?: string;
  options?: readonly OptionFields[];
  effects?: readonly EffectFields[];
};

/** The `eventPhase` action: the cards to draw are counted now, from the enemies on the level. */
export function startEventPhase(ctx: Ctx, rolls: number[] = []): void {
  const { state } = ctx;
  if (state.eventPhase) throw new EngineError('The Event Cards of this phase are already drawn.');
  const skip = state.skipPhases.indexOf('event');
  if (skip >= 0) {
    state.skipPhases.splice(skip, 1);
    state.eventPhase = {
      toDraw: 0,
      card: null,
      side: 'lara',
      used: false,
      ranOut: false,
      redraws: 0,
      rolls: [],
      done: true,
    };
    ctx.events.push({ type: 'skip', text: 'The Event Phase is skipped.' });
    return;
  }
  const toDraw = Math.max(
    0,
    eventDraws(levelConditions(ctx.content, ctx.level.item), state.enemies.length) +
      levelRules(ctx.level, state).extraEventDraws,
  );
  state.eventPhase = {
    toDraw,
    card: null,
    side: 'lara',
    used: false,
    ranOut: false,
    redraws: 0,
    rolls: [...rolls],
    done: false,
  };
  ctx.events.push({
    type: 'eventPhase',
    text: `Event Phase: ${state.enemies.length ? 'an enemy is on the level' : 'no enemy is on the level'}, so ${toDraw} Event Card${toDraw === 1 ? ' is' : 's are'} drawn.`,
  });
}

/** Is there Event Phase work for `resume` to do? */
export const eventPhaseBusy = (state: CocState) => state.eventPhase !== null && !state.eventPhase.done;

/** One step of the phase: finish the card just resolved, or draw the next, or mark the phase done. */
export function nextEventStep(ctx: Ctx): void {
  const phase = ctx.state.eventPhase!;
  if (phase.card !== null) return finishCard(ctx, phase);
  if (phase.toDraw > 0 && eventCardsAvailable(ctx.state) > 0) return drawAndResolve(ctx, phase);
  phase.done = true;
}

function drawAndResolve(ctx: Ctx, phase: EventPhaseState): void {
  const { state } = ctx;
  phase.toDraw -= 1;
  if (state.players?.mode === 'laraVsNatla') return drawForPick(ctx, phase);
  resolveDrawn(ctx, phase, drawEventCard(state, ctx.events)!);
}

/** The card drawn is resolved: its side's kind says how. */
function resolveDrawn(ctx: Ctx, phase: EventPhaseState, card: string): void {
  const { state } = ctx;
  phase.card = card;
  phase.side = state.invaded ? 'invaded' : 'lara';
  phase.used = false;
  phase.ranOut = state.eventDeck.draw.length === 0;
  const side = sideOf(ctx, card, phase.side);
  ctx.events.push({
    type: 'eventCard',
    text: `Event Card: ${side.name ?? card}${phase.side === 'invaded' ? ' (INVADED side)' : ''}.`,
  });
  const at = (pointer: string) => ({ kind: 'event', id: card, pointer: `/${phase.side}${pointer}` });
  switch (side.type) {
    case 'trap':
      return offerTrap(ctx, card, phase.side, side);
    case 'enemySpawn':
      return spawnCard(ctx, phase, String(side.enemyType));
    case 'helpful':
      state.pending = { kind: 'helpful', card };
      return;
    default:
      if (side.effects) pushEffects(ctx, at('/effects'));
  }
}

/**
 * Lara against Natla Tech: the enemy side draws one card per enemy player, at least two, and picks
 * the one resolved (pending `eventPick`); the drawing stops at the deck's last card, whose run-out
 * follows its resolution as usual (rule decision 499). One card drawn: it is resolved, nothing asked.
 */
function drawForPick(ctx: Ctx, phase: EventPhaseState): void {
  const { state } = ctx;
  const want = Math.max(2, state.players!.count - 1);
  const cards = [drawEventCard(state, ctx.events)!];
  while (cards.length < want && state.eventDeck.draw.length > 0) cards.push(state.eventDeck.draw.shift()!);
  if (cards.length === 1) return resolveDrawn(ctx, phase, cards[0]!);
  ctx.events.push({
    type: 'eventPick',
    text: `The enemy side draws ${cards.length} Event Cards: ${cards.map((c) => cardName(ctx, c)).join(', ')}.`,
  });
  state.pending = { kind: 'eventPick', cards };
}

const cardName = (ctx: Ctx, card: string) => sideOf(ctx, card, 'lara').name ?? card;
const isHelpful = (ctx: Ctx, card: string) => sideOf(ctx, card, 'lara').type === 'helpful';

/** The enemy side's pick is refused when it is not a card drawn, or leaves a helpful card drawn (rule decision 500). */
export function eventPickProblem(ctx: Ctx, cards: readonly string[], card: string): string | undefined {
  if (!cards.includes(card)) return `"${card}" is not one of the Event Cards drawn (${cards.join(', ')}).`;
  const helpful = cards.filter((c) => isHelpful(ctx, c));
  if (helpful.length && !helpful.includes(card))
    return `A helpful card was drawn (${helpful.map((c) => cardName(ctx, c)).join(', ')}): the enemy side must pick it.`;
  return undefined;
}

/** The answer `pickEvent`: that card is resolved, the others go to the bottom of the Event Deck in the order drawn. */
export function answerEventPick(ctx: Ctx, card: string): void {
  const { state } = ctx;
  const phase = state.eventPhase;
  const pending = state.pending;
  if (!phase || pending?.kind !== 'eventPick') throw new EngineError('No Event Cards are waiting for the enemy side.');
  // A card may be named by its id when no copy is named ("wildlife-spawn" for "wildlife-spawn#2").
  card = pending.cards.includes(card) ? card : (pending.cards.find((c) => cardIdOf(c) === card) ?? card);
  const problem = eventPickProblem(ctx, pending.cards, card);
  if (problem) throw new EngineError(problem);
  state.pending = null;
  const rest = pending.cards.filter((c) => c !== card);
  state.eventDeck.draw.push(...rest);
  ctx.events.push({
    type: 'eventPick',
    text: `The enemy side picks ${cardName(ctx, card)}; ${rest.map((c) => cardName(ctx, c)).join(', ')} go${rest.length === 1 ? 'es' : ''} to the bottom of the Event Deck.`,
  });
  resolveDrawn(ctx, phase, card);
}

function sideOf(ctx: Ctx, card: string, side: EventSide): Side {
  // A draft's card may lack a side (a required field missing): it reads as a side with nothing on it.
  return (cardOf(ctx.content, 'event', card)[side] as Side | undefined) ?? {};
}

/** A trap: its options, and the scrolls Lara holds that are played when a trap is drawn (Dodge a Trap). */
function offerTrap(ctx: Ctx, card: string, side: EventSide, data: Side): void {
  offerOptions(
    ctx,
    data.options ?? [],
    { kind: 'event', id: card, pointer: `/${side}/options` },
    playable(ctx, 'trapDrawn'),
  );
}

/**
 * A choice (a trap's, or a "choice" effect's): the options Lara can pay for in full are offered;
 * with only one, it is taken at once (no real choice) — unless Lara holds a scroll she may play
 * instead (`scrolls`, rule decision 240); with none, nothing happens.
 */
export function offerOptions(
  ctx: Ctx,
  options: readonly OptionFields[],
  ref: ContentRef,
  scrolls: string[] = [],
): void {
  const offered = options.map((o, i) => (affordable(ctx, o.effects ?? []) ? i : -1)).filter((i) => i >= 0);
  if (offered.length >= 1 && scrolls.length > 0) {
    ctx.state.pending = {
      kind: 'choice',
      options: options.map((o, i) => o.label ?? `Option ${i + 1}`),
      ref,
      offered,
      scrolls,
    };
    return;
  }
  if (offered.length === 1) {
    ctx.events.push({
      type: 'choice',
      text: `Lara can only ${options[offered[0]!]!.label ?? 'take the first option'}.`,
    });
    pushEffects(ctx, { ...ref, pointer: `${ref.pointer}/${offered[0]}/effects` });
    return;
  }
  if (offered.length === 0) return;
  ctx.state.pending = { kind: 'choice', options: options.map((o, i) => o.label ?? `Option ${i + 1}`), ref, offered };
}

/** Can Lara pay every cost of this effect list (resources, ammo, Event Cards)? */
export function affordable(ctx: Ctx, effects: readonly EffectFields[]): boolean {
  const { state } = ctx;
  const held = state.inventory.resources;
  for (const e of effects) {
    const n = e.amount ?? e.count ?? 0;
    if (e.type === 'loseResources') {
      if (e.resource !== undefined ? !paysFor(ctx.content, held, new Map([[e.resource, n]])) : held.length < n)
        return false;
    }
    if (e.type === 'loseAmmo' && totalAmmo(ctx) < n) return false;
    if (e.type === 'discardEvents' && eventCardsAvailable(state) < n) return false;
  }
  return true;
}

/**
 * An Enemy Spawn card. A boss with an "instead" trigger (the Bear) takes it first; when nothing can
 * spawn (every miniature out, no free spawn point), the card is discarded and the next one drawn —
 * at most as many times as the deck has cards, so a phase always ends (rule decision 71).
 */
function spawnCard(ctx: Ctx, phase: EventPhaseState, enemyType: string): void {
  const triggers = spawnDrawnTriggers(ctx.state, ctx.content);
  for (const t of triggers) {
    const enemy = ctx.state.enemies.find((e) => e.id === t.enemy)!;
    const kind = ctx.content.figures.get(enemy.type)?.boss ? 'boss' : 'enemy';
    const index = rulesOf(cardOf(ctx.content, kind, enemy.type)).findIndex((r) => r.on === 'enemySpawnDrawn');
    pushEffects(ctx, { kind, id: enemy.type, pointer: `/rules/${index}/effects` });
  }
  if (triggers.some((t) => t.instead)) return;
  if (eventSpawn(ctx, enemyType) === undefined) redraw(ctx, phase, 'nothing could spawn');
}

/** A spawn during the Event Phase: the next fixed roll if the phase has one. */
export function eventSpawn(ctx: Ctx, enemyType: string): string | undefined {
  const roll = ctx.state.eventPhase?.rolls.shift();
  return spawnEnemy(ctx.level, ctx.state, ctx.content, enemyType, roll, ctx.events);
}

/** This card goes to the discard pile as usual and another is drawn in its place. */
export function redraw(ctx: Ctx, phase: EventPhaseState, why: string): void {
  if (phase.redraws >= eventCardsAvailable(ctx.state) + 1) return;
  phase.redraws += 1;
  phase.toDraw += 1;
  ctx.events.push({ type: 'redraw', text: `The Event Card is discarded (${why}) and the next one is drawn.` });
}

/** The answer to a helpful card: use it (then it leaves the game) or discard it unused. */
export function answerHelpful(ctx: Ctx, use: boolean): void {
  const phase = ctx.state.eventPhase;
  if (!phase?.card) throw new EngineError('No helpful Event Card is waiting.');
  ctx.state.pending = null;
  phase.used = use;
  if (!use) {
    ctx.events.push({ type: 'helpful', text: 'Lara leaves the helpful card: it is discarded.' });
    return;
  }
  ctx.events.push({ type: 'helpful', text: 'Lara uses the helpful card: it is removed from the game once resolved.' });
  pushEffects(ctx, { kind: 'event', id: phase.card, pointer: '/lara/effects' });
}

/** The card is resolved: removed (a used helpful card) or discarded; then the run-out, if it was the last. */
function finishCard(ctx: Ctx, phase: EventPhaseState): void {
  const card = phase.card!;
  phase.card = null;
  if (phase.used) removeFromGame(ctx.state, card);
  else discardResolved(ctx.state, card);
  // Once per run-out, even when the card's own effects already had the discard pile shuffled in (rule decision 74).
  if (phase.ranOut) runOut(ctx.state, ctx.events);
  phase.ranOut = false;
}
