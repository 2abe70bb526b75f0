/**
 * A custom starting kit for the playtest: what Lara may start with (the cards and tokens of the
 * packs in play), how many of each the Lara Board takes, what is wrong with a chosen kit, and the
 * scenario setup that gives it to her (the setup's `inventory`, which a saved replay keeps).
 */
import type { Pack } from '../model/content.ts';
import { rulesContent, type RulesContent } from '../engine/coc/index.ts';
import { bagContents, tokenOf } from '../engine/coc/index.ts';
import { RELIC_SLOTS } from '../engine/coc/index.ts';
import { RESEARCH_HAND } from '../engine/coc/index.ts';
import { cardIdOf } from '../engine/coc/index.ts';
import type { Inventory, UpgradeDeck } from '../engine/coc/index.ts';
import type { KitGear } from './coc-kit-gear.ts';

export { emptyGear, kitInventory, type KitGear } from './coc-kit-gear.ts';

export type KitKind = UpgradeDeck | 'research' | 'relic';

export interface KitCard {
  id: string;
  name: string;
  copies: number;
  /** A weapon's full ammo. */
  ammo: number;
  /** Slots this card adds on the Lara Board ("equipSlots" rules: Camo, Adorn). */
  addsSlots: Partial<Record<UpgradeDeck, number>>;
}

/** What a kit can be made of, from the packs in play. */
export interface KitCatalog {
  cards: Record<KitKind, KitCard[]>;
  /** The bag's tokens, each with how many the bag holds and its words. */
  tokens: { token: string; words: string; inBag: number }[];
  specialDice: number;
}

/** The Lara Board's base slots, and the hand's and relics' limits. */
const BASE: Record<KitKind, number> = { weapon: 2, outfit: 1, ability: 2, research: RESEARCH_HAND, relic: RELIC_SLOTS };

function cardsOf(
  content: RulesContent,
  kind: string,
  keep: (researchType: unknown) => boolean = () => true,
): KitCard[] {
  return content.items
    .filter((i) => i.kind === kind && keep(i.researchType))
    .map((i) => {
      const addsSlots: Partial<Record<UpgradeDeck, number>> = {};
      for (const r of Array.isArray(i.rules) ? (i.rules as Record<string, unknown>[]) : [])
        if (r.type === 'equipSlots' && typeof r.slot === 'string' && typeof r.delta === 'number')
          addsSlots[r.slot as UpgradeDeck] = (addsSlots[r.slot as UpgradeDeck] ?? 0) + r.delta;
      return {
        id: i.id,
        name: typeof i.name === 'string' ? i.name : i.id,
        copies: typeof i.copies === 'number' && i.copies > 0 ? i.copies : 1,
        ammo: typeof i.ammo === 'number' ? i.ammo : 0,
        addsSlots,
      };
    });
}

/** "Oil", "Treasure (2 units)": a token in the resource's own name. */
function tokenWords(content: RulesContent, token: string): string {
  const { resource, units } = tokenOf(token);
  const item = content.items.find((i) => i.kind === 'resource' && i.id === resource);
  const name = typeof item?.name === 'string' ? item.name : resource;
  return units > 1 ? `${name} (${units} units)` : name;
}

/** The resources in content order, each one's plain tokens before its Multi-Treasure ones. */
function byResourceThenUnits(order: readonly string[]) {
  return ([a]: [string, number], [b]: [string, number]) => {
    const [ta, tb] = [tokenOf(a), tokenOf(b)];
    return order.indexOf(ta.resource) - order.indexOf(tb.resource) || ta.units - tb.units;
  };
}

export function kitCatalog(packs: readonly Pack[]): KitCatalog {
  const content = rulesContent(packs);
  const counts = new Map<string, number>();
  for (const t of bagContents(content)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return {
    cards: {
      weapon: cardsOf(content, 'weapon'),
      outfit: cardsOf(content, 'outfit'),
      ability: cardsOf(content, 'ability'),
      // Map cards are only in the Research Deck of the Island Campaign.
      research: cardsOf(content, 'research', (t) => t !== 'map'),
      relic: cardsOf(content, 'relic'),
    },
    tokens: [...counts]
      .sort(byResourceThenUnits(content.items.filter((i) => i.kind === 'resource').map((i) => i.id)))
      .map(([token, inBag]) => ({ token, words: tokenWords(content, token), inBag })),
    specialDice: content.specialDiceCount,
  };
}

const chosen = (gear: KitGear): Record<KitKind, string[]> => ({
  weapon: gear.weapons.map((w) => w.id),
  outfit: gear.outfits,
  ability: gear.abilities,
  research: gear.research,
  relic: gear.relics,
});

/** How many cards of each kind the kit may hold: the base slots plus what its chosen cards add. */
export function kitSlots(catalog: KitCatalog, gear: KitGear): Record<KitKind, number> {
  const slots = { ...BASE };
  const picked = chosen(gear);
  for (const deck of ['weapon', 'outfit', 'ability'] as const)
    for (const id of picked[deck]) {
      const card = catalog.cards[deck].find((c) => c.id === id);
      for (const [slot, delta] of Object.entries(card?.addsSlots ?? {})) slots[slot as UpgradeDeck] += delta;
    }
  return slots;
}

const KIND_WORDS: Record<KitKind, [string, string]> = {
  weapon: ['weapon', 'weapons'],
  outfit: ['outfit', 'outfits'],
  ability: ['ability', 'abilities'],
  research: ['Research Card', 'Research Cards'],
  relic: ['relic', 'relics'],
};

/** What is wrong with a kit, in plain words (empty: it can be played). */
export function kitProblems(catalog: KitCatalog, gear: KitGear): string[] {
  const problems: string[] = [];
  const slots = kitSlots(catalog, gear);
  const picked = chosen(gear);
  for (const kind of Object.keys(picked) as KitKind[]) {
    const [one, many] = KIND_WORDS[kind];
    if (picked[kind].length > slots[kind])
      problems.push(
        `Lara can hold at most ${slots[kind]} ${slots[kind] === 1 ? one : many}, not ${picked[kind].length}.`,
      );
    const counts = new Map<string, number>();
    for (const id of picked[kind]) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, n] of counts) {
      const card = catalog.cards[kind].find((c) => c.id === id);
      if (!card) problems.push(`No ${one} "${id}" in the packs in play.`);
      else if (n > card.copies)
        problems.push(
          `${card.name}: the packs have ${card.copies} ${card.copies === 1 ? 'copy' : 'copies'}, not ${n}.`,
        );
    }
  }
  for (const w of gear.weapons) {
    const card = catalog.cards.weapon.find((c) => c.id === w.id);
    if (card && (!Number.isInteger(w.ammo) || w.ammo < 0 || w.ammo > card.ammo))
      problems.push(`${card.name} holds 0 to ${card.ammo} ammo, not ${w.ammo}.`);
  }
  if (!Number.isInteger(gear.specialDice) || gear.specialDice < 0 || gear.specialDice > catalog.specialDice)
    problems.push(`Special Dice: 0 to ${catalog.specialDice}, not ${gear.specialDice}.`);
  for (const [token, n] of Object.entries(gear.resources)) {
    const t = catalog.tokens.find((x) => x.token === token);
    if (!t) problems.push(`The bag has no "${token}" tokens.`);
    else if (!Number.isInteger(n) || n < 0 || n > t.inBag)
      problems.push(`${t.words}: the bag holds ${t.inBag}, not ${n}.`);
  }
  return problems;
}

/** A kit holding what Lara holds (to start a custom kit from the level's own). */
export function gearOfInventory(inv: Inventory): KitGear {
  const resources: Record<string, number> = {};
  for (const t of inv.resources) resources[t] = (resources[t] ?? 0) + 1;
  return {
    weapons: inv.weapons.map((w) => ({ id: cardIdOf(w.id), ammo: w.ammo })),
    outfits: inv.outfits.map(cardIdOf),
    abilities: inv.abilities.map(cardIdOf),
    specialDice: inv.specialDice,
    resources,
    research: inv.research.map(cardIdOf),
    relics: [...inv.relics],
  };
}
