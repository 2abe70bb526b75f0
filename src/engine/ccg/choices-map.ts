/**
 * Card effects that ask where on the map, or what of the level deck (the `choose` decision, rule decisions 546–551):
 * - `moveRaider` (Push, Chute Trap): a raider moved elsewhere — "adjacent", the raider beaten in the fight, through an
 *   open exit of the card player's location; "deeperUnknown", the raider the card is played on, into an unknown spot
 *   one depth deeper, laid with its top toward the far end. She then goes through the action round's steps there
 *   as a forced move (forced-move.ts).
 * - `peekLevelDeck` (Binoculars): the top card of the level deck seen by its player, left there or put at the bottom.
 * - `giveItem` (Cursed Idol): the item just found goes to a competing raider at her location, or stays hers.
 * - `placeTreasureRoom` (Treasure Map): the treasure room laid face down on an unknown spot that may hold it.
 * - `orientMapped` (Compass): a location she has just mapped by moving turned as her player chooses.
 */
import { rotatedExits } from '../../model/ccg-card-catalog.ts';
import { cardOf, fieldsOf, type Effect } from './content.ts';
import { say, type Ctx } from './context.ts';
import { othersHere } from './damage.ts';
import { canMap, explore, layTreasureRoom, treasureSpots } from './explore.ts';
import { queueForcedMove } from './forced-move.ts';
import { leaveLocation } from './location-effects.ts';
import { inMap, isMapped, placedAt, sameSpot, SIDES, spotText, stepFrom, usableExits } from './map.ts';
import { takeFrom } from './piles.ts';
import type { ChoiceEffect, ChoiceOption, Pending, RaiderState, Spot } from './types.ts';

type Choose = Extract<Pending, { kind: 'choose' }>;
export type MapChoice = Extract<
  ChoiceEffect,
  'moveRaider' | 'peekLevelDeck' | 'giveItem' | 'placeTreasureRoom' | 'orientMapped'
>;
export const MAP_CHOICES: readonly MapChoice[] = [
  'moveRaider',
  'peekLevelDeck',
  'giveItem',
  'placeTreasureRoom',
  'orientMapped',
];

/** The level deck a look at the top reads: the first that still holds cards. */
export function levelDeck(ctx: Ctx): string[] | undefined {
  return ctx.state.levelDecks.find((d) => d.length > 0);
}

const SIDE_WORDS: Record<string, string> = { top: 'deeper', bottom: 'back', left: 'left', right: 'right' };
const spotValue = (s: Spot) => `${s.column},${s.depth}`;
function spotOf(value: string): Spot {
  const [column, depth] = value.split(',').map(Number);
  return { column: column!, depth: depth! };
}
const where = (ctx: Ctx, s: Spot) => {
  const placed = placedAt(ctx.state, s);
  return placed && placed.face === 'up'
    ? `${cardOf(ctx.content, placed.card).name} (${spotText(s)})`
    : `the unknown spot at ${spotText(s)}`;
};

/** Where a `moveRaider` effect may send `victim` (the card played by `r`). */
function moveSpots(ctx: Ctx, r: RaiderState, victim: RaiderState, to: string): Spot[] {
  const out: Spot[] = [];
  if (to === 'adjacent') {
    // Through an open exit of the winner's location, onto a location or a spot that can be mapped (rule decision 546).
    for (const side of usableExits(ctx, r.at!)) {
      const s = stepFrom(r.at!, side);
      if (isMapped(ctx.state, s) || (inMap(ctx, s) && canMap(ctx, s))) out.push(s);
    }
    return out;
  }
  // Any unknown spot of the next depth that a level card may be mapped on (rule decision 547).
  const depth = victim.at!.depth + 1;
  for (let column = 1; column <= ctx.level.width; column++) {
    const s = { column, depth };
    if (inMap(ctx, s) && !isMapped(ctx.state, s) && canMap(ctx, s)) out.push(s);
  }
  return out;
}

/** Why this effect would do nothing now (undefined when it can act). `victim`: the raider it is played on, or beaten by
 * her. */
export function mapChoiceProblem(
  ctx: Ctx,
  r: RaiderState,
  e: Effect,
  victim: RaiderState | undefined,
): string | undefined {
  switch (e.type) {
    case 'moveRaider': {
      if (!victim || victim.dead || !victim.at) return 'there is no raider to move';
      if (e.to === 'adjacent' && !(r.at && sameSpot(r.at, victim.at)))
        return `${victim.name} is no longer at ${r.name}'s location`;
      return moveSpots(ctx, r, victim, e.to).length ? undefined : `there is nowhere to move ${victim.name}`;
    }
    case 'peekLevelDeck':
      return levelDeck(ctx) ? undefined : 'the level deck is empty';
    case 'giveItem':
      return undefined;
    case 'placeTreasureRoom':
      return !ctx.state.treasureRoomPlaced && treasureSpots(ctx).length
        ? undefined
        : 'the treasure room is no longer in the level deck';
    case 'orientMapped': {
      const placed = r.at && placedAt(ctx.state, r.at);
      return placed && placed.face === 'up' ? undefined : `${r.name} is not in a mapped location`;
    }
  }
}

/** Opens the choice the effect asks for (nothing when there is nothing to choose). */
export function askMapChoice(ctx: Ctx, r: RaiderState, card: string, e: Effect, victim: RaiderState | undefined): void {
  const { state } = ctx;
  const type = e.type as MapChoice;
  const open = (prompt: string, options: ChoiceOption[], extra: Partial<Choose> = {}) => {
    if (options.length)
      state.pending = { kind: 'choose', player: r.player, card, effect: type, prompt, options, ...extra };
  };
  if (mapChoiceProblem(ctx, r, e, victim)) return;
  switch (e.type) {
    case 'moveRaider': {
      const to = e.to;
      const options: ChoiceOption[] = [];
      for (const s of moveSpots(ctx, r, victim!, to)) options.push({ value: spotValue(s), label: where(ctx, s) });
      // `picked` holds how she is moved (through an exit, or down a chute).
      return open(`Where ${victim!.name} is moved`, options, { target: victim!.player, picked: [to] });
    }
    case 'peekLevelDeck': {
      const top = cardOf(ctx.content, levelDeck(ctx)![0]!).name;
      return open(`The top card of the level deck is ${top}`, [
        { value: 'top', label: `Leave ${top} on top` },
        { value: 'bottom', label: `Put ${top} at the bottom` },
      ]);
    }
    case 'giveItem': {
      const options: ChoiceOption[] = [];
      for (const o of othersHere(ctx, r)) options.push({ value: String(o.player), label: `Give it to ${o.name}` });
      if (!options.length) return;
      options.push({ value: 'keep', label: 'Keep it' });
      return open(`${cardOf(ctx.content, card).name}: give it to a raider here?`, options);
    }
    case 'placeTreasureRoom': {
      const options: ChoiceOption[] = [];
      for (const s of treasureSpots(ctx))
        options.push({ value: spotValue(s), label: `The unknown spot at ${spotText(s)}` });
      return open('Where the treasure room is laid face down', options);
    }
    case 'orientMapped': {
      const placed = placedAt(state, r.at!)!;
      const location = cardOf(ctx.content, placed.card);
      const options: ChoiceOption[] = [];
      for (const turn of [0, 90, 180, 270]) {
        const exits = rotatedExits(location.exits, turn)
          .map((side) => SIDE_WORDS[side])
          .join(', ');
        options.push({
          value: String(turn),
          label: `Turned ${turn}°: exits ${exits || 'none'}${turn === placed.rotation ? ' (as laid)' : ''}`,
        });
      }
      return open(`How ${location.name} is turned`, options);
    }
  }
}

/** The answer to a `choose` decision of one of these effects (`option` is one of its options). */
export function answerMapChoice(ctx: Ctx, r: RaiderState, p: Choose, option: ChoiceOption): void {
  const { state } = ctx;
  const name = cardOf(ctx.content, p.card).name;
  switch (p.effect as MapChoice) {
    case 'moveRaider': {
      const victim = state.raiders[p.target!]!;
      const spot = spotOf(option.value);
      const from = victim.at!;
      const unknown = !isMapped(state, spot);
      leaveLocation(ctx, from);
      say(ctx, () => ({
        type: 'forcedMove',
        text: `${victim.name} is moved from ${spotText(from)} to ${option.label} (${name}).`,
        player: victim.player,
        spot,
        card: p.card,
      }));
      victim.at = { column: spot.column, depth: spot.depth };
      victim.deepest = Math.max(victim.deepest, spot.depth);
      // Through an exit the new card's bottom points back to where she was; down a chute its top points deeper.
      if (unknown)
        explore(
          ctx,
          victim.at,
          p.picked?.[0] === 'adjacent' ? (SIDES.find((side) => sameSpot(stepFrom(from, side), spot)) ?? null) : null,
          victim.player,
        );
      queueForcedMove(ctx, victim, unknown);
      return;
    }
    case 'peekLevelDeck': {
      const deck = levelDeck(ctx)!;
      if (option.value === 'bottom') deck.push(deck.shift()!);
      say(ctx, () => ({
        type: 'arrange',
        text: `${r.name} looks at the top card of the level deck and ${option.value === 'bottom' ? 'puts it at the bottom' : 'leaves it on top'} (${name}).`,
        player: r.player,
        card: p.card,
      }));
      return;
    }
    case 'giveItem': {
      if (option.value === 'keep') {
        say(ctx, () => ({ type: 'giveItem', text: `${r.name} keeps ${name}.`, player: r.player, card: p.card }));
        return;
      }
      const o = state.raiders[Number(option.value)]!;
      if (takeFrom(r.unsaved, p.card)) o.unsaved.push(p.card);
      say(ctx, () => ({
        type: 'giveItem',
        text: `${r.name} gives ${name} to ${o.name}: it goes to her unsaved row.`,
        player: r.player,
        card: p.card,
      }));
      return;
    }
    case 'orientMapped': {
      const placed = placedAt(state, r.at!)!;
      placed.rotation = Number(option.value);
      say(ctx, () => ({
        type: 'turn',
        text: `${cardOf(ctx.content, placed.card).name} is turned ${option.value}° (${name}).`,
        player: r.player,
        spot: placed.spot,
        card: p.card,
      }));
      return;
    }
    case 'placeTreasureRoom':
      layTreasureRoom(
        ctx,
        spotOf(option.value),
        `${name}: the treasure room is laid face down at ${option.label.replace('The unknown spot at ', '')}`,
      );
      return;
  }
}

/**
 * The start of a level (rule decision 552): each raider's card in play whose choice acts then (Map of Indiana's
 * `arrangeLevelDeck` with `when: "levelStart"`) asks its player once, in turn order, before the first turn.
 * Marked in `usedThisLevel` when asked. True when a choice opened.
 */
export function askLevelStart(ctx: Ctx, ask: (ctx: Ctx, r: RaiderState, card: string, e: Effect) => void): boolean {
  for (const r of ctx.state.raiders) {
    if (r.dead) continue;
    for (const id of [...r.saved, ...r.unsaved]) {
      const e = cardOf(ctx.content, id).effects.find((x) => fieldsOf(x).when === 'levelStart');
      if (!e || r.usedThisLevel?.includes(id)) continue;
      (r.usedThisLevel ??= []).push(id);
      ask(ctx, r, id, e);
      if (ctx.state.pending) return true;
    }
  }
  return false;
}
