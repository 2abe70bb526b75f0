/**
 * Card effects that ask their player to choose (a `choose` decision, answered by the option's value):
 * - `discardCards` (Luck of the Draw): a card of her hand to discard, as many times as the effect says;
 * - `takeItem` (Steal Item): an unsaved item of a competing raider at her location, into her unsaved row;
 * - `swapItems` (Bait and Switch): an unsaved item of hers, then one of a competing raider there, exchanged;
 * - `arrangeLevelDeck` (Snoop Ahead): the top cards of the level deck put back one by one, top first;
 * - `revealHand` (Scent the Prey): a competing player, whose hand the log then lists.
 * In a retrieval level the carried treasure counts as an unsaved item for taking and swapping (rule decision 190).
 * Rule decisions 505–509. The choices of a place on the map or of the level deck's top are in choices-map.ts (546–551);
 * an obstacle put on a competing raider, who faces it at once, in choices-obstacle.ts (557–558).
 */
import { copyList } from '../core/lists.ts';
import { cardOf, type Effect } from './content.ts';
import {
  answerMapChoice,
  askMapChoice,
  levelDeck,
  MAP_CHOICES,
  mapChoiceProblem,
  type MapChoice,
} from './choices-map.ts';
import {
  answerObstacleChoice,
  askObstacleChoice,
  OBSTACLE_CHOICES,
  obstacleChoiceProblem,
  type ObstacleChoice,
} from './choices-obstacle.ts';
import { say, type Ctx } from './context.ts';
import { othersHere } from './damage.ts';
import { takeFrom } from './piles.ts';
import { EngineError, type ChoiceEffect, type ChoiceOption, type RaiderState } from './types.ts';

export const CHOICE_EFFECTS: readonly ChoiceEffect[] = [
  'discardCards',
  'takeItem',
  'swapItems',
  'arrangeLevelDeck',
  'revealHand',
  ...MAP_CHOICES,
  ...OBSTACLE_CHOICES,
];
export const isChoiceEffect = (type: string): type is ChoiceEffect =>
  (CHOICE_EFFECTS as readonly string[]).includes(type);
const isMapChoice = (type: string): type is MapChoice => (MAP_CHOICES as readonly string[]).includes(type);
const isObstacleChoice = (type: string): type is ObstacleChoice =>
  (OBSTACLE_CHOICES as readonly string[]).includes(type);

/** The value naming the carried treasure among items (retrieval). */
const TREASURE = 'treasure';

/** Item discoveries of an unsaved row (the treasure card rows hold other kinds too). */
function unsavedItems(ctx: Ctx, r: RaiderState): string[] {
  return r.unsaved.filter((id) => {
    const c = cardOf(ctx.content, id);
    return c.type === 'discovery' && c.discoveryType === 'item';
  });
}

/** What a raider has that may be taken or swapped: her unsaved items, and the treasure she carries. */
function takeable(ctx: Ctx, r: RaiderState): string[] {
  const items = unsavedItems(ctx, r);
  return r.carriesTreasure ? [...items, TREASURE] : items;
}

/** Competing raiders at her location who have something takeable. */
function victimsHere(ctx: Ctx, r: RaiderState): RaiderState[] {
  return othersHere(ctx, r).filter((o) => takeable(ctx, o).length > 0);
}

/** Why this choice effect would do nothing now (undefined when it can act): a card whose only effect it is is refused
 * then. `victim`: the raider it acts on (moveRaider). */
export function choiceProblem(ctx: Ctx, r: RaiderState, e: Effect, victim?: RaiderState): string | undefined {
  const type = e.type as ChoiceEffect;
  if (isMapChoice(type)) return mapChoiceProblem(ctx, r, e, victim);
  if (isObstacleChoice(type)) return obstacleChoiceProblem(ctx, r, e);
  switch (type) {
    case 'discardCards':
      return undefined;
    case 'takeItem':
      return r.at && victimsHere(ctx, r).length
        ? undefined
        : `no competing raider at ${r.name}'s location has an unsaved item`;
    case 'swapItems':
      if (!takeable(ctx, r).length) return `${r.name} has no unsaved item to exchange`;
      return r.at && victimsHere(ctx, r).length
        ? undefined
        : `no competing raider at ${r.name}'s location has an unsaved item`;
    case 'arrangeLevelDeck':
      return levelDeck(ctx) ? undefined : 'the level deck is empty';
    case 'revealHand':
      return ctx.state.raiders.some((o) => o !== r) ? undefined : 'there is no competing player';
  }
}

const itemLabel = (ctx: Ctx, owner: RaiderState, id: string) =>
  id === TREASURE ? `the treasure ${owner.name} carries` : `${owner.name}'s ${cardOf(ctx.content, id).name}`;
const itemValue = (owner: RaiderState, id: string) => `${owner.player}:${id}`;

/** Opens the choice an effect asks for (nothing when there is nothing to choose). */
export function askChoice(ctx: Ctx, r: RaiderState, card: string, e: Effect, victim?: RaiderState): void {
  const { state } = ctx;
  const type = e.type as ChoiceEffect;
  // At least one card: a draft's 0 is a limit fault it may keep (rule decision 575).
  const count = e.type === 'discardCards' || e.type === 'arrangeLevelDeck' ? Math.max(1, e.cards) : 1;
  if (isMapChoice(type)) return askMapChoice(ctx, r, card, e, victim);
  if (isObstacleChoice(type)) return askObstacleChoice(ctx, r, card, e);
  const open = (prompt: string, options: ChoiceOption[], left?: number, picked?: string[]) => {
    if (!options.length) return;
    // Packed arrays only in the state (tests/unit/ccg-array-kinds.test.ts): map and flatMap may make holey ones.
    state.pending = {
      kind: 'choose',
      player: r.player,
      card,
      effect: type,
      prompt,
      options: copyList(options),
      ...(left !== undefined ? { left } : {}),
      ...(picked ? { picked: copyList(picked) } : {}),
    };
  };
  switch (type) {
    case 'discardCards': {
      const n = Math.min(count, r.hand.length);
      return open(
        `Discard a card from ${r.name}'s hand${n > 1 ? ` (${n} to discard)` : ''}`,
        r.hand.map((id) => ({ value: id, label: cardOf(ctx.content, id).name })),
        n,
      );
    }
    case 'takeItem':
      return open(
        'Take an unsaved item of a raider here',
        victimsHere(ctx, r).flatMap((o) =>
          takeable(ctx, o).map((id) => ({ value: itemValue(o, id), label: itemLabel(ctx, o, id) })),
        ),
      );
    case 'swapItems':
      return open(
        `Give one of ${r.name}'s unsaved items`,
        takeable(ctx, r).map((id) => ({ value: itemValue(r, id), label: itemLabel(ctx, r, id) })),
      );
    case 'arrangeLevelDeck': {
      const deck = levelDeck(ctx);
      if (!deck) return;
      const top = deck.slice(0, Math.min(count, deck.length));
      return open(
        'Put back on top of the level deck, the top first',
        top.map((id) => ({ value: id, label: cardOf(ctx.content, id).name })),
        top.length,
        [],
      );
    }
    case 'revealHand':
      return open(
        'Whose hand is shown',
        state.raiders.filter((o) => o !== r).map((o) => ({ value: String(o.player), label: o.name })),
      );
  }
}

/** The answer to a `choose` decision. */
export function answerChoice(ctx: Ctx, r: RaiderState, value: string): void {
  const { state } = ctx;
  const p = state.pending;
  if (p?.kind !== 'choose') return;
  // A card may be named by its card id (its first copy among the choices), as in any action.
  const option =
    p.options.find((o) => o.value === value) ?? p.options.find((o) => o.value.replace(/#\d+$/, '') === value);
  if (!option)
    throw new EngineError(`"${value}" is not one of the choices (${p.options.map((o) => o.value).join(', ')}).`);
  value = option.value;
  state.pending = null;
  const name = cardOf(ctx.content, p.card).name;
  if (isMapChoice(p.effect)) return answerMapChoice(ctx, r, p, option);
  if (isObstacleChoice(p.effect)) return answerObstacleChoice(ctx, r, p, option);
  switch (p.effect) {
    case 'discardCards': {
      takeFrom(r.hand, value);
      r.discard.push(value);
      say(ctx, () => ({
        type: 'discard',
        text: `${r.name} discards ${option.label} (${name}).`,
        player: r.player,
        card: value,
      }));
      const left = (p.left ?? 1) - 1;
      if (left > 0) askChoice(ctx, r, p.card, { type: 'discardCards', cards: left });
      return;
    }
    case 'takeItem': {
      const [owner, id] = splitItem(ctx, value);
      moveItem(owner, r, id);
      say(ctx, () => ({
        type: 'takeItem',
        text: `${r.name} takes ${option.label} (${name}).`,
        player: r.player,
        card: p.card,
      }));
      return;
    }
    case 'swapItems': {
      if (!p.picked) {
        // First her own item; then one of a competing raider here.
        const options: ChoiceOption[] = victimsHere(ctx, r).flatMap((o) =>
          takeable(ctx, o).map((id) => ({ value: itemValue(o, id), label: itemLabel(ctx, o, id) })),
        );
        state.pending = {
          ...p,
          prompt: `Take in exchange for ${option.label}`,
          options: copyList(options),
          picked: [value],
        };
        return;
      }
      const [mine, myId] = splitItem(ctx, p.picked[0]!);
      const [theirs, theirId] = splitItem(ctx, value);
      // Both at once: a treasure given and a treasure taken would otherwise meet in one raider.
      moveItem(theirs, mine, theirId, myId);
      say(ctx, () => ({
        type: 'swapItems',
        text: `${r.name} exchanges ${itemLabel(ctx, mine, myId)} for ${option.label} (${name}).`,
        player: r.player,
        card: p.card,
      }));
      return;
    }
    case 'arrangeLevelDeck': {
      const picked = [...(p.picked ?? []), value];
      const rest = p.options.filter((o) => o.value !== value);
      if (rest.length > 1) {
        state.pending = { ...p, options: copyList(rest), picked: copyList(picked) };
        return;
      }
      if (rest.length) picked.push(rest[0]!.value);
      const deck = levelDeck(ctx)!;
      deck.splice(0, picked.length, ...picked);
      say(ctx, () => ({
        type: 'arrange',
        text: `${r.name} looks at the top ${picked.length} card${picked.length === 1 ? '' : 's'} of the level deck and puts them back in the order chosen (${name}).`,
        player: r.player,
        card: p.card,
      }));
      return;
    }
    case 'revealHand': {
      const o = state.raiders[Number(value)]!;
      say(ctx, () => ({
        type: 'revealHand',
        text: `${o.name} shows her hand (${name}): ${o.hand.length ? o.hand.map((id) => cardOf(ctx.content, id).name).join(', ') : 'no cards'}.`,
        player: o.player,
        card: p.card,
      }));
      return;
    }
  }
}

function splitItem(ctx: Ctx, value: string): [RaiderState, string] {
  const at = value.indexOf(':');
  return [ctx.state.raiders[Number(value.slice(0, at))]!, value.slice(at + 1)];
}

/** An unsaved item (or the carried treasure) from one raider's unsaved row to another's; with `back`, one of the
 * receiver's goes the other way. */
function moveItem(from: RaiderState, to: RaiderState, id: string, back?: string): void {
  const give = (a: RaiderState, b: RaiderState, x: string) => {
    if (x === TREASURE) {
      a.carriesTreasure = false;
      b.carriesTreasure = true;
    } else if (takeFrom(a.unsaved, x)) b.unsaved.push(x);
  };
  give(from, to, id);
  // Only one raider carries the treasure, so at most one of the two is it.
  if (back !== undefined) give(to, from, back);
}
