/**
 * Applying a card's effect by hand: while a `manual` decision is open (an effect the vocabulary
 * cannot express), the player changes what the card's words change — a raider's hits, injuries,
 * life tokens, stuck, place, a card between her piles (or to another raider's), an obstacle's hits
 * or its removal, a location's empty mark, an exit — one `adjust` action at a time, then `done`.
 * Each adjustment is checked like any action (EngineError when impossible), reported as
 * "By hand: …" and kept in the log, so replays and scenario files reproduce it (rule decisions 138–142).
 */
import { cardIdOf, cardOf } from './content.ts';
import type { Ctx } from './context.ts';
import { die, treasureSearchTarget } from './damage.ts';
import { exitsOf, inMap, placedAt, sameSpot, spotText, stepFrom, SIDES } from './map.ts';
import { factsOf, obstaclesAt, removeObstacle } from './obstacles.ts';
import { dropForcedMove, mapByHand, queueForcedMove } from './forced-move.ts';
import { ability, baseAbility, life, mustDie } from './raider-stats.ts';
import {
  ABILITIES,
  EngineError,
  type CardPlace,
  type CcgAdjustment,
  type PlacedLocation,
  type RaiderState,
  type Spot,
} from './types.ts';

export const ADJUSTABLE: readonly CcgAdjustment['what'][] = [
  'hits',
  'injuries',
  'lifeTokens',
  'stuck',
  'at',
  'moveCard',
  'obstacleHits',
  'removeObstacle',
  'empty',
  'exit',
  'treasure',
  'points',
];
export const CARD_PLACES: readonly CardPlace[] = ['hand', 'deckTop', 'deckBottom', 'discard', 'saved', 'unsaved'];
const PLACE_WORDS: Record<CardPlace, string> = {
  hand: 'hand',
  deckTop: 'top of the deck',
  deckBottom: 'bottom of the deck',
  discard: 'discard pile',
  saved: 'saved row',
  unsaved: 'unsaved row',
};
/** Life tokens set by hand stay below this (a sanity bound, far above any card's gift). */
const MAX_LIFE_TOKENS = 20;
/** Bounty points set by hand stay below this (a sanity bound). */
export const MAX_POINTS = 999;

// A quiet context (bots) keeps no events; the caller's words are built anyway (by-hand changes are rare).
const say = (ctx: Ctx, text: string, extra: { player?: number; spot?: Spot; card?: string } = {}) => {
  if (!ctx.quiet) ctx.events.push({ type: 'byHand', text: `By hand: ${text}.`, ...extra });
};

function count(value: unknown, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new EngineError(`${what} may be set from ${min} to ${max}; not ${JSON.stringify(value)}.`);
  return value as number;
}

function raiderOf(ctx: Ctx, player: unknown, onMap = true): RaiderState {
  const r = ctx.state.raiders[player as number];
  if (!Number.isInteger(player) || !r) throw new EngineError(`There is no player ${JSON.stringify(player)}.`);
  if (onMap && (r.dead || !r.at)) throw new EngineError(`${r.name} is not on the map (dead, waiting to reload).`);
  return r;
}

// The spots, obstacles, cards and values below come from an adjustment by hand (the UI, a replay or scenario file),
// not from checked content (rule decision 575): their type guards stay.
function locationAt(ctx: Ctx, spot: unknown): PlacedLocation {
  const s = spot as Spot;
  if (typeof s !== 'object' || s === null || !Number.isInteger(s.column) || !Number.isInteger(s.depth))
    throw new EngineError(`${JSON.stringify(spot)} is not a spot (column, depth).`);
  const placed = placedAt(ctx.state, s);
  if (!placed || placed.face !== 'up') throw new EngineError(`No explored location at ${spotText(s)}.`);
  return placed;
}

/** A spot with no explored location (unknown, or a face-down card), given as a spot. */
function isUnknownSpot(ctx: Ctx, spot: unknown): boolean {
  const s = spot as Spot;
  if (typeof s !== 'object' || s === null || !Number.isInteger(s.column) || !Number.isInteger(s.depth)) return false;
  return placedAt(ctx.state, s)?.face !== 'up';
}

function obstacleOf(ctx: Ctx, placed: PlacedLocation, ref: unknown): string {
  if (typeof ref !== 'string' || !obstaclesAt(ctx, placed).includes(ref))
    throw new EngineError(`No obstacle "${String(ref)}" at ${spotText(placed.spot)}.`);
  return ref;
}

/** The pile of hers a card is in, if any. */
function pileOf(r: RaiderState, card: string): string[] | undefined {
  return [r.hand, r.deck, r.discard, r.saved, r.unsaved].find((pile) => pile.includes(card));
}

/** The card of hers named: an instance in one of her piles, else her first copy of a card id (hand, deck, discard pile,
 * rows). */
function cardOfHers(r: RaiderState, card: unknown): string | undefined {
  if (typeof card !== 'string') return undefined;
  if (pileOf(r, card)) return card;
  return [...r.hand, ...r.deck, ...r.discard, ...r.saved, ...r.unsaved].find((c) => cardIdOf(c) === card);
}

/** Rows take only cards that are played into rows: item discoveries, upgrades, secret moves, treasures. */
export function fitsRow(ctx: Ctx, card: string): boolean {
  const c = cardOf(ctx.content, card);
  return (
    (c.type === 'discovery' && c.discoveryType === 'item') ||
    c.type === 'upgrade' ||
    c.type === 'secretMove' ||
    c.type === 'treasure'
  );
}

export function adjust(ctx: Ctx, a: CcgAdjustment): void {
  const { state, content } = ctx;
  switch (a.what) {
    case 'hits': {
      const r = raiderOf(ctx, a.raider);
      const max = life(content, r);
      const v = count(a.value, 0, max, `${r.name}'s hits`);
      say(ctx, `${r.name}'s hits ${r.hits} → ${v} (life ${max})`, { player: r.player });
      r.hits = v;
      if (mustDie(content, r)) die(ctx, r, 'hits set by hand');
      return;
    }
    case 'injuries': {
      const r = raiderOf(ctx, a.raider);
      if (!ABILITIES.includes(a.ability))
        throw new EngineError(`"${String(a.ability)}" is not an ability (${ABILITIES.join(', ')}).`);
      const v = count(a.value, 0, baseAbility(content, r, a.ability), `${r.name}'s ${a.ability} injuries`);
      r.injuries[a.ability] = v;
      say(ctx, `${r.name}'s ${a.ability} injuries set to ${v}: ${a.ability} ${ability(content, r, a.ability)}`, {
        player: r.player,
      });
      if (mustDie(content, r)) die(ctx, r, 'injured by hand');
      return;
    }
    case 'lifeTokens': {
      const r = raiderOf(ctx, a.raider);
      const v = count(a.value, 0, MAX_LIFE_TOKENS, `${r.name}'s life tokens`);
      say(ctx, `${r.name}'s life tokens ${r.lifeTokens} → ${v}`, { player: r.player });
      r.lifeTokens = v;
      if (mustDie(content, r)) die(ctx, r, 'life lowered by hand');
      return;
    }
    case 'stuck': {
      const r = raiderOf(ctx, a.raider);
      if (typeof a.value !== 'boolean') throw new EngineError('Stuck is set to true or false.');
      r.stuckTurn = a.value ? state.turn : null;
      say(ctx, `${r.name} is ${a.value ? 'stuck (this turn and through the next action round)' : 'no longer stuck'}`, {
        player: r.player,
      });
      return;
    }
    case 'at': {
      const r = raiderOf(ctx, a.raider);
      if (a.enter !== undefined && typeof a.enter !== 'boolean') throw new EngineError('Enter is true or false.');
      const from = r.at!;
      const unknown = a.enter === true && isUnknownSpot(ctx, a.value);
      const placed = unknown ? mapByHand(ctx, r, a.value) : locationAt(ctx, a.value);
      if (!unknown && sameSpot(placed.spot, from))
        throw new EngineError(`${r.name} is already at ${spotText(placed.spot)}.`);
      say(
        ctx,
        `${r.name} ${a.enter ? 'enters' : 'moves'} from ${spotText(from)} to ${cardOf(content, placed.card).name} (${spotText(placed.spot)})${a.enter ? ': steps 3–5 of the action round follow there when done' : ''}`,
        { player: r.player, spot: placed.spot },
      );
      r.at = { column: placed.spot.column, depth: placed.spot.depth };
      r.deepest = Math.max(r.deepest, placed.spot.depth);
      if (a.enter) queueForcedMove(ctx, r, unknown);
      else dropForcedMove(ctx, r);
      return;
    }
    case 'moveCard': {
      const r = raiderOf(ctx, a.raider, false);
      const to = a.toRaider === undefined ? r : raiderOf(ctx, a.toRaider, false);
      const card = cardOfHers(r, a.card);
      const from = card === undefined ? undefined : pileOf(r, card);
      if (!card || !from)
        throw new EngineError(`${r.name} has no card "${String(a.card)}" in her hand, deck, discard pile or rows.`);
      if (!CARD_PLACES.includes(a.to))
        throw new EngineError(`"${String(a.to)}" is not a place for a card (${CARD_PLACES.join(', ')}).`);
      if ((a.to === 'saved' || a.to === 'unsaved') && !fitsRow(ctx, card))
        throw new EngineError(`${cardOf(content, card).name} is not a card played into a row.`);
      from.splice(from.indexOf(card), 1);
      if (a.to === 'deckTop') to.deck.unshift(card);
      else if (a.to === 'deckBottom') to.deck.push(card);
      else to[a.to].push(card);
      say(ctx, `${cardOf(content, card).name} goes from ${r.name}'s cards to ${to.name}'s ${PLACE_WORDS[a.to]}`, {
        player: r.player,
        card: card,
      });
      return;
    }
    case 'obstacleHits': {
      const placed = locationAt(ctx, a.spot);
      const ref = obstacleOf(ctx, placed, a.obstacle);
      const facts = factsOf(ctx, placed, ref);
      if (facts.life === undefined)
        throw new EngineError(`${facts.name} has no life: it takes no hits (remove it instead).`);
      const v = count(a.value, 0, facts.life, `${facts.name}'s hits`);
      const card = ref === 'printed' ? undefined : placed.obstacles.find((o) => o.card === ref)!;
      say(ctx, `${facts.name}'s hits ${card ? card.hits : placed.printedHits} → ${v} (life ${facts.life})`, {
        spot: placed.spot,
      });
      if (card) card.hits = v;
      else placed.printedHits = v;
      // At its life it is removed, as in play; by nobody (no deed is counted: rule decision 140).
      if (v >= facts.life) removeObstacle(ctx, placed, ref, null);
      return;
    }
    case 'removeObstacle': {
      const placed = locationAt(ctx, a.spot);
      const ref = obstacleOf(ctx, placed, a.obstacle);
      say(ctx, `${factsOf(ctx, placed, ref).name} is removed at ${spotText(placed.spot)}`, { spot: placed.spot });
      removeObstacle(ctx, placed, ref, null);
      return;
    }
    case 'empty': {
      const placed = locationAt(ctx, a.spot);
      if (typeof a.value !== 'boolean') throw new EngineError('Empty is set to true or false.');
      placed.empty = a.value;
      say(
        ctx,
        `${cardOf(content, placed.card).name} (${spotText(placed.spot)}) is ${a.value ? 'marked empty' : 'no longer empty'}`,
        { spot: placed.spot },
      );
      return;
    }
    case 'exit': {
      const placed = locationAt(ctx, a.spot);
      if (!SIDES.includes(a.side)) throw new EngineError(`"${String(a.side)}" is not a side (${SIDES.join(', ')}).`);
      const name = cardOf(content, placed.card).name;
      const wasOpen = exitsOf(ctx, placed).includes(a.side);
      if (a.value === 'added' && wasOpen) throw new EngineError(`${name} already has an exit on that side.`);
      if (a.value === 'added' && !inMap(ctx, stepFrom(placed.spot, a.side)))
        throw new EngineError('That side leads off the map.');
      if (a.value === 'blocked' && !wasOpen) throw new EngineError(`${name} has no exit on that side to block.`);
      if (a.value !== 'added' && a.value !== 'blocked' && a.value !== 'printed')
        throw new EngineError(`An exit is set to added, blocked or printed; not ${JSON.stringify(a.value)}.`);
      placed.addedExits = placed.addedExits.filter((s) => s !== a.side);
      placed.blockedExits = placed.blockedExits.filter((s) => s !== a.side);
      // A printed arrow that was blocked opens again when an exit is added there (no token needed).
      if (a.value === 'added' && !exitsOf(ctx, placed).includes(a.side)) placed.addedExits.push(a.side);
      if (a.value === 'blocked') placed.blockedExits.push(a.side);
      say(
        ctx,
        `the ${a.side} side of ${name} (${spotText(placed.spot)}): ${a.value === 'added' ? 'an exit added' : a.value === 'blocked' ? 'the exit blocked' : 'as printed'}`,
        { spot: placed.spot },
      );
      return;
    }
    case 'treasure':
      return moveTreasure(ctx, a);
    case 'points': {
      if (ctx.level.goal.type !== 'bountyHunter')
        throw new EngineError('Points are scored only in a bounty-hunter level.');
      const r = raiderOf(ctx, a.raider, false);
      const v = count(a.value, 0, MAX_POINTS, `${r.name}'s points`);
      say(ctx, `${r.name}'s points ${r.points} → ${v}`, { player: r.player });
      r.points = v;
      return;
    }
    default:
      throw new EngineError(
        `"${String((a as { what: unknown }).what)}" cannot be set by hand (${ADJUSTABLE.join(', ')}).`,
      );
  }
}

/**
 * Retrieval: the found treasure given to a raider on the map (Steal Item, Bait and Switch take or swap
 * it as an unsaved item), or dropped at an explored location, where a search of the treasure room's
 * target picks it up, as after a death (rule decision 190). Whoever carried it, or where it lay, loses it.
 */
function moveTreasure(ctx: Ctx, a: { raider?: number; spot?: Spot }): void {
  const { state } = ctx;
  if (ctx.level.goal.type !== 'retrieval' || state.timed)
    throw new EngineError('The treasure is carried only in a retrieval level.');
  if (!state.treasureFound) throw new EngineError('The treasure has not been found yet.');
  if ((a.raider === undefined) === (a.spot === undefined))
    throw new EngineError('The treasure goes to a raider or to a spot: give one of them.');
  const carrier = state.raiders.find((x) => x.carriesTreasure);
  const from = carrier
    ? carrier.name
    : state.droppedTreasure
      ? `where it lay (${spotText(state.droppedTreasure.spot)})`
      : 'nowhere';
  if (a.raider !== undefined) {
    const r = raiderOf(ctx, a.raider);
    if (r.carriesTreasure) throw new EngineError(`${r.name} already carries the treasure.`);
    if (carrier) carrier.carriesTreasure = false;
    state.droppedTreasure = null;
    r.carriesTreasure = true;
    say(ctx, `the treasure goes from ${from} to ${r.name}`, { player: r.player });
    return;
  }
  const placed = locationAt(ctx, a.spot);
  if (state.droppedTreasure && sameSpot(state.droppedTreasure.spot, placed.spot))
    throw new EngineError(`The treasure already lies at ${spotText(placed.spot)}.`);
  if (carrier) carrier.carriesTreasure = false;
  state.droppedTreasure = {
    spot: { column: placed.spot.column, depth: placed.spot.depth },
    searchTarget: treasureSearchTarget(ctx),
  };
  say(
    ctx,
    `the treasure goes from ${from} to lie at ${cardOf(ctx.content, placed.card).name} (${spotText(placed.spot)}): a search of ${state.droppedTreasure.searchTarget} picks it up`,
    { spot: placed.spot },
  );
}
