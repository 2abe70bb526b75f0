/**
 * Part-2 pieces of a new game: the bag, the Event Deck, the Craft Bench and Research decks, and
 * what Lara starts with (the level's or challenge's kit, then a scenario's setup). Every card and
 * token is in exactly one place: the bag, Lara's hand, a deck or pile, or out of the game.
 */
import { shuffle } from '../core/random.ts';
import { newBag } from './bag.ts';
import { checkRelics } from './relics.ts';
import { deckOf, takeOut } from './cards.ts';
import { newEventDeck } from './event-deck.ts';
import { applyEventSetup, knownCard } from './event-setup.ts';
import type { RulesContent } from './rules-content.ts';
import type { KitFields } from './content-fields.ts';
import { checked } from '../core/checked-content.ts';
import { EngineError, type CocState, type Decks, type Inventory, type Setup, type UpgradeDeck } from './types.ts';

export const emptyInventory = (): Inventory => ({
  resources: [],
  specialDice: 0,
  weapons: [],
  outfits: [],
  abilities: [],
  research: [],
  relics: [],
});

/** The bag, decks and an empty hand (the state's random generator shuffles them). */
export function dealCards(state: CocState, content: RulesContent): void {
  state.bag = newBag(state, content);
  state.eventDeck = newEventDeck(state, content);
  const decks: Decks = {
    weapon: shuffle(state.random, deckOf(content, 'weapon')),
    outfit: shuffle(state.random, deckOf(content, 'outfit')),
    ability: shuffle(state.random, deckOf(content, 'ability')),
    research: shuffle(
      state.random,
      deckOf(content, 'research', (i) => i.researchType !== 'map'),
    ),
    researchDiscard: [],
  };
  state.decks = decks;
}

const capacity = (content: RulesContent, weapon: string) => {
  const card = content.items.find((i) => i.kind === 'weapon' && i.id === weapon);
  if (!card) throw new EngineError(`No weapon card "${weapon}" in the pack.`);
  return checked(card, 'weapon').ammo ?? 0;
};

function takeCard(state: CocState, deck: UpgradeDeck | 'research', id: string): string {
  const card = takeOut(state.decks[deck], id);
  if (card === undefined) throw new EngineError(`The ${deck} deck has no "${id}" to give Lara.`);
  return card;
}

function takeToken(state: CocState, token: string): void {
  const i = state.bag.indexOf(token);
  if (i < 0) throw new EngineError(`The bag holds no "${token}" to give Lara.`);
  state.bag.splice(i, 1);
  state.inventory.resources.push(token);
}

/**
 * The level's (or challenge's) starting kit: resources, weapons with full ammo, outfit, abilities, Special Dice, pins.
 * Every caller passes the "start" (or "checkpoint") of a level, challenge or island board: checked content (rule
 * decision 575), so a field that is there has its type; a missing one gives nothing.
 */
export function giveKit(state: CocState, content: RulesContent, given: KitFields | Record<string, unknown>): void {
  const kit = given as KitFields;
  const inv = state.inventory;
  for (const r of kit.resources ?? []) {
    if (r.resource === undefined) continue;
    for (let i = 0; i < (r.count ?? 1); i++) takeToken(state, r.resource);
  }
  for (const w of kit.weapons ?? []) inv.weapons.push({ id: takeCard(state, 'weapon', w), ammo: capacity(content, w) });
  if (kit.outfit !== undefined) inv.outfits.push(takeCard(state, 'outfit', kit.outfit));
  for (const a of kit.abilities ?? []) inv.abilities.push(takeCard(state, 'ability', a));
  if (kit.specialDice !== undefined) inv.specialDice = Math.min(kit.specialDice, content.specialDiceCount);
  if (kit.researchCards !== undefined) inv.research.push(...state.decks.research.splice(0, kit.researchCards));
  if (kit.natlaPins !== undefined) state.natlaPins = kit.natlaPins;
}

/** A scenario's or playtest's part-2 setup: replaces what Lara holds, orders decks and the bag. */
export function applyCardSetup(state: CocState, content: RulesContent, setup: Setup): void {
  if (setup.inventory) {
    const old = state.inventory;
    // Everything she held goes back first, so the setup's list is all she has.
    state.bag.push(...old.resources);
    for (const w of old.weapons) state.decks.weapon.push(w.id);
    state.decks.outfit.push(...old.outfits);
    state.decks.ability.push(...old.abilities);
    state.decks.research.push(...old.research);
    state.inventory = emptyInventory();
    const inv = setup.inventory;
    // An id no card has is named as such, not as a card missing from its deck.
    for (const [kind, ids] of [
      ['weapon', (inv.weapons ?? []).map((w) => w.id)],
      ['outfit', inv.outfits],
      ['ability', inv.abilities],
      ['research', inv.research],
    ] as const)
      for (const id of ids ?? []) knownCard(content, kind, `${kind} card`, id, `inventory`);
    for (const t of inv.resources ?? []) takeToken(state, t);
    for (const w of inv.weapons ?? [])
      state.inventory.weapons.push({ id: takeCard(state, 'weapon', w.id), ammo: w.ammo ?? capacity(content, w.id) });
    for (const o of inv.outfits ?? []) state.inventory.outfits.push(takeCard(state, 'outfit', o));
    for (const a of inv.abilities ?? []) state.inventory.abilities.push(takeCard(state, 'ability', a));
    for (const r of inv.research ?? []) state.inventory.research.push(takeCard(state, 'research', r));
    state.inventory.specialDice = inv.specialDice ?? 0;
    checkRelics(content, inv.relics ?? []);
    state.inventory.relics = [...(inv.relics ?? [])];
  }
  applyEventSetup(state, content, setup);
  if (setup.natlaPins !== undefined) state.natlaPins = setup.natlaPins;
  if (setup.invaded !== undefined) state.invaded = setup.invaded;
  if (setup.researchCubes !== undefined) state.researchCubes = setup.researchCubes;
  if (setup.diceLostNextPhase !== undefined) state.diceLostNextPhase = setup.diceLostNextPhase;
  for (const [deck, ids] of Object.entries(setup.deckTops ?? {}) as [UpgradeDeck | 'research', string[]][]) {
    const top = ids.map((id) => {
      knownCard(content, deck, `${deck} card`, id, `deckTops.${deck}`);
      const list = state.decks[deck];
      const i = list.findIndex((c) => c === id || c.replace(/#\d+$/, '') === id);
      if (i < 0) throw new EngineError(`Setup: the ${deck} deck has no "${id}" to put on top.`);
      return list.splice(i, 1)[0]!;
    });
    state.decks[deck].unshift(...top);
  }
  if (setup.bagTop) {
    const top = setup.bagTop.map((t) => {
      const i = state.bag.indexOf(t);
      if (i < 0) throw new EngineError(`Setup: the bag holds no "${t}" to draw first.`);
      return state.bag.splice(i, 1)[0]!;
    });
    state.bag.unshift(...top);
  }
}
