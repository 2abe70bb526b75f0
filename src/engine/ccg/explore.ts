/**
 * Step 2 of the action round, explore: map the unknown spot a raider enters. A face-down card is
 * turned up; a spot kept for a drawn treasure room gets one of its choices; otherwise the top card
 * of the spot's level deck is drawn, and a card that may not lie at that depth goes back and the
 * deck is shuffled. Afterwards, when only one spot can still hold the treasure room, it goes there.
 */
import { pick, shuffle } from '../core/random.ts';
import { cardIdOf, cardOf, type CcgContent } from './content.ts';
import type { Ctx } from './context.ts';
import { deckIndexOf, isTreasureRoom, mayPlaceAt } from './level.ts';
import { inMap, placedAt, rotationFor, sameSpot, spotText } from './map.ts';
import { EngineError, type PlacedLocation, type Side, type Spot } from './types.ts';

export function newPlaced(spot: Spot, card: string, face: 'up' | 'down', rotation: number | null): PlacedLocation {
  return {
    spot,
    card,
    face,
    rotation,
    obstacles: [],
    printedHits: 0,
    printedRemoved: false,
    empty: false,
    addedExits: [],
    blockedExits: [],
    savePoint: false,
  };
}

/** A fresh instance id for one more copy of a card. */
export function newInstance(ctx: Ctx, card: string): string {
  const n = (ctx.state.copies[card] ?? 0) + 1;
  ctx.state.copies[card] = n;
  return n === 1 ? card : numberedId(ctx.content, card, n);
}

/** `count` fresh instance ids of a card pushed to `out`: newInstance `count` times, copies read and written once. */
export function newInstances(ctx: Ctx, card: string, count: number, out: string[]): void {
  if (count <= 0) return;
  const first = ctx.state.copies[card] ?? 0;
  ctx.state.copies[card] = first + count;
  for (let n = first + 1; n <= first + count; n++) out.push(n === 1 ? card : numberedId(ctx.content, card, n));
}

/**
 * `card#n`, made once per content (kept in it) and reused by every game: a new game numbers its whole
 * deck, and the same string each time also keeps its hash for cardOf's look-ups.
 */
function numberedId(content: CcgContent, card: string, n: number): string {
  let ids = content.numberedIds.get(card);
  if (!ids) content.numberedIds.set(card, (ids = []));
  while (ids.length < n) ids.push(`${card}#${ids.length + 1}`);
  return ids[n - 1]!;
}

/** Whether a raider entering `spot` could map it (a card there, or a playable card in its deck). */
export function canMap(ctx: Ctx, spot: Spot): boolean {
  if (placedAt(ctx.state, spot)) return true;
  return canMapUnplaced(ctx, spot);
}

/**
 * canMap of a spot where no card lies. `byDepth` (optional) keeps, for one unchanged state, each deck's answer by depth
 * (0: not asked, 1: yes, 2: no): whether a card may lie there depends on the spot's depth alone (mayPlaceAt), and a
 * deck where none may is gone through whole (the map analysis asked it again for every side of every location).
 */
export function canMapUnplaced(ctx: Ctx, spot: Spot, byDepth?: number[]): boolean {
  if (ctx.state.drawnTreasureSpots.some((d) => sameSpot(d.spot, spot))) return true;
  const k = deckIndexOf(ctx.level, spot);
  if (k < 0) return false;
  const at = k * (ctx.level.depth + 1) + spot.depth;
  if (byDepth && at < byDepth.length && byDepth[at] !== 0) return byDepth[at] === 1;
  const may = ctx.state.levelDecks[k]!.some((id) =>
    mayPlaceAt(ctx.level, cardOf(ctx.content, id), spot, ctx.seriesLevel),
  );
  if (byDepth && at < byDepth.length) byDepth[at] = may ? 1 : 2;
  return may;
}

/**
 * Maps `spot`. `from`: the direction the raider moved to get here (her previous location lies the
 * other way), or null when she got here some other way: the card's top then points deeper.
 */
export function explore(ctx: Ctx, spot: Spot, from: Side | null, player: number): PlacedLocation {
  const { state } = ctx;
  const rotation = from ? rotationFor(from) : 0;
  let placed = placedAt(state, spot);
  if (placed) {
    placed.face = 'up';
    if (placed.rotation === null) placed.rotation = rotation;
    if (!ctx.quiet)
      ctx.events.push({
        type: 'explore',
        text: `${cardOf(ctx.content, placed!.card).name} is turned face up at ${spotText(spot)}.`,
        player,
        spot,
        card: placed!.card,
        rotation: placed!.rotation!,
      });
  } else {
    const drawn = state.drawnTreasureSpots.findIndex((d) => sameSpot(d.spot, spot));
    let card: string;
    if (drawn >= 0) {
      card = newInstance(ctx, pick(state.random, state.drawnTreasureSpots[drawn]!.choices));
      state.drawnTreasureSpots.splice(drawn, 1);
    } else card = drawLocation(ctx, spot);
    placed = newPlaced(spot, card, 'up', rotation);
    state.map.push(placed);
    if (!ctx.quiet)
      ctx.events.push({
        type: 'explore',
        text: `${cardOf(ctx.content, card).name} is mapped at ${spotText(spot)}.`,
        player,
        spot,
        card,
        rotation,
      });
  }
  for (const e of cardOf(ctx.content, placed.card).effects) {
    if (e.type === 'manual') state.manualQueue.push({ player, card: placed.card, text: e.text });
    if (e.type === 'markEmpty' && !placed.empty) {
      placed.empty = true;
      const card = placed.card;
      if (!ctx.quiet)
        ctx.events.push({
          type: 'empty',
          text: `${cardOf(ctx.content, card).name} is marked empty: nothing can be found there.`,
          player,
          spot,
          card,
        });
    }
  }
  if (isTreasureRoom(ctx.level, cardOf(ctx.content, placed.card))) treasureRoomPlaced(ctx, placed.card);
  placeLastTreasureRoom(ctx);
  return placed;
}

function drawLocation(ctx: Ctx, spot: Spot): string {
  const { state } = ctx;
  const k = deckIndexOf(ctx.level, spot);
  const deck = k < 0 ? undefined : state.levelDecks[k];
  if (!deck) throw new EngineError(`No level deck fills ${spotText(spot)}.`);
  const back: string[] = [];
  let found: string | undefined;
  while (deck.length) {
    const top = deck.shift()!;
    if (mayPlaceAt(ctx.level, cardOf(ctx.content, top), spot, ctx.seriesLevel)) {
      found = top;
      break;
    }
    back.push(top);
  }
  if (back.length) {
    deck.push(...back);
    shuffle(state.random, deck);
    if (!ctx.quiet)
      ctx.events.push({
        type: 'levelDeck',
        text: `${back.map((c) => cardOf(ctx.content, c).name).join(', ')} may not be played at depth ${spot.depth}: back into the level deck, which is shuffled.`,
      });
  }
  if (!found) throw new EngineError(`No card of the level deck may be played at ${spotText(spot)}.`);
  return found;
}

function treasureRoomPlaced(ctx: Ctx, card: string): void {
  const { state } = ctx;
  state.treasureRoomPlaced = true;
  if (!ctx.level.onlyOneTreasureRoom) return;
  state.levelDecks.forEach((deck, k) => {
    const others = deck.filter((id) => id !== card && isTreasureRoom(ctx.level, cardOf(ctx.content, id)));
    if (!others.length) return;
    state.levelDecks[k] = deck.filter((id) => !others.includes(id));
    state.setAside.push(...others);
    shuffle(state.random, state.levelDecks[k]!);
  });
}

/** Unknown spots where the treasure room could still be played. */
export function treasureSpots(ctx: Ctx): Spot[] {
  const { state, level } = ctx;
  const out: Spot[] = [];
  for (let depth = level.treasureMinDepth; depth <= level.depth; depth++)
    for (let column = 1; column <= level.width; column++) {
      const spot = { column, depth };
      if (!inMap(ctx, spot) || placedAt(state, spot)) continue;
      const k = deckIndexOf(level, spot);
      if (k >= 0 && state.levelDecks[k]!.some((id) => isTreasureRoom(level, cardOf(ctx.content, id)))) out.push(spot);
    }
  return out;
}

/** The rule of the last spot: it gets the treasure room face down, and the deck is shuffled. */
export function placeLastTreasureRoom(ctx: Ctx): void {
  const { state } = ctx;
  if (state.treasureRoomPlaced) return;
  const spots = treasureSpots(ctx);
  if (spots.length !== 1) return;
  const spot = spots[0]!;
  layTreasureRoom(ctx, spot, `Only ${spotText(spot)} can still hold the treasure room`);
}

/** A treasure room card of the deck that fills `spot` is laid there face down, and the deck shuffled (the last spot;
 * Treasure Map: rule decision 551). */
export function layTreasureRoom(ctx: Ctx, spot: Spot, why: string): void {
  const { state, level } = ctx;
  const deck = state.levelDecks[deckIndexOf(level, spot)]!;
  const i = deck.findIndex((id) => isTreasureRoom(level, cardOf(ctx.content, id)));
  const [card] = deck.splice(i, 1);
  shuffle(state.random, deck);
  state.map.push(newPlaced(spot, card!, 'down', null));
  if (!ctx.quiet)
    ctx.events.push({
      type: 'treasureRoom',
      text: `${why}: ${cardOf(ctx.content, card!).name} is laid there face down.`,
      spot,
      card: cardIdOf(card!),
    });
  treasureRoomPlaced(ctx, card!);
}
