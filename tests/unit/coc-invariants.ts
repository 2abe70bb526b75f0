// The invariants every Crypt of Chronos state keeps (used by the random-game property tests): dice
// and health within bounds; every resource token in exactly one place (the bag, Lara's hand, or out
// of the game), as many as the pack puts in the bag; every card in exactly one place.
import type { Pack } from '../../src/model/content.ts';
import type { RulesContent } from '../../src/engine/coc/rules-content.ts';
import { newBag } from '../../src/engine/coc/bag.ts';
import { deckOf } from '../../src/engine/coc/cards.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import type { CocState } from '../../src/engine/coc/types.ts';

const sorted = (list: readonly string[]) => [...list].sort().join(',');
const bagCache = new WeakMap<RulesContent, string>();
const deckCache = new WeakMap<RulesContent, Record<string, string>>();

function fullBag(content: RulesContent): string {
  let b = bagCache.get(content);
  if (b === undefined) bagCache.set(content, (b = sorted(newBag({ random: seedRandom(1) } as CocState, content))));
  return b;
}

function fullDecks(content: RulesContent): Record<string, string> {
  let d = deckCache.get(content);
  if (!d) {
    d = {};
    for (const kind of ['event', 'weapon', 'outfit', 'ability']) d[kind] = sorted(deckOf(content, kind));
    d.research = sorted(deckOf(content, 'research', (i) => i.researchType !== 'map'));
    // The Island Campaign plays with the maps too, and keeps the location decks and the Boss Deck.
    d.campaignResearch = sorted(deckOf(content, 'research'));
    d.location = sorted(deckOf(content, 'location'));
    d.boss = sorted(deckOf(content, 'boss'));
    deckCache.set(content, d);
  }
  return d;
}

export function invariantProblems(_packs: Pack | readonly Pack[], content: RulesContent, s: CocState): string[] {
  const out: string[] = [];
  const lara = s.lara;
  if (lara.dice < 0 || lara.diceLeft < 0) out.push(`negative dice: ${lara.dice}/${lara.diceLeft}`);
  if (lara.diceLeft > lara.dice) out.push(`more dice left than owned: ${lara.diceLeft}/${lara.dice}`);
  if (s.diceLostNextPhase < 0 || s.diceLostNextPhase > lara.dice)
    out.push(`dice lost next phase ${s.diceLostNextPhase}`);
  if (lara.health < 0 || lara.health > lara.maxHealth) out.push(`health ${lara.health}/${lara.maxHealth}`);
  if (s.inventory.specialDice < 0 || s.inventory.specialDice > content.specialDiceCount)
    out.push(`special dice ${s.inventory.specialDice}`);
  for (const e of s.enemies) if (e.health < 1) out.push(`enemy ${e.id} on the level with ${e.health} health`);
  for (const w of s.inventory.weapons) if (w.ammo < 0) out.push(`weapon ${w.id} with ${w.ammo} ammo`);
  if (s.bossSlow < 0) out.push(`boss slowdown ${s.bossSlow}`);
  if (sorted([...s.bag, ...s.inventory.resources, ...s.removedResources]) !== fullBag(content))
    out.push('resource tokens are not conserved between the bag, Lara and the removed ones');
  const decks = fullDecks(content);
  const p = s.pending;
  const held = (deck: string) => [
    ...(p && p.kind === 'upgrade' && p.deck === deck ? p.cards : []),
    ...(p && p.kind === 'makeRoom' && p.deck === deck ? [p.card] : []),
  ];
  const where: Record<string, string[]> = {
    event: [
      ...s.eventDeck.draw,
      ...s.eventDeck.discard,
      ...s.eventDeck.removed,
      ...(s.eventPhase?.card ? [s.eventPhase.card] : []),
    ],
    weapon: [...s.decks.weapon, ...s.inventory.weapons.map((w) => w.id), ...held('weapon')],
    outfit: [...s.decks.outfit, ...s.inventory.outfits, ...held('outfit')],
    ability: [...s.decks.ability, ...s.inventory.abilities, ...held('ability')],
    research: [
      ...s.decks.research,
      ...s.decks.researchDiscard,
      ...s.inventory.research,
      ...(p?.kind === 'keepResearch' ? p.cards : []),
    ],
  };
  for (const [kind, cards] of Object.entries(where))
    if (sorted(cards) !== decks[kind === 'research' && s.campaign ? 'campaignResearch' : kind])
      out.push(`${kind} cards are not each in exactly one place (${cards.length} found)`);
  if (s.campaign) out.push(...islandProblems(s, decks));
  return out;
}

/** The island: every location card and boss in one place, at most 8 pins, pins apart on uncleared spaces once settled.
 * */
function islandProblems(s: CocState, decks: Record<string, string>): string[] {
  const c = s.campaign!;
  const out: string[] = [];
  const locations = [
    ...Object.values(c.locations).flatMap((l) => [...l.draw, ...l.played]),
    ...(c.location ? [c.location] : []),
  ];
  if (sorted(locations) !== decks.location) out.push('location cards are not each in exactly one place');
  if (sorted([...c.bosses, ...(c.boss ? [c.boss] : [])]) !== decks.boss)
    out.push('boss cards are not each in exactly one place');
  if (c.pins.length + c.arriving > 8) out.push(`${c.pins.length} + ${c.arriving} Natla-Pins`);
  if (s.natlaPins !== c.pins.length + c.arriving) out.push(`natlaPins ${s.natlaPins} is not the pins on the island`);
  if (c.stage === 'level') {
    for (const [i, p] of c.pins.entries()) {
      if (p === c.lara) continue;
      if (c.cleared.includes(p)) out.push(`a Natla-Pin stands on the cleared space ${p}`);
      if (c.pins.indexOf(p) !== i) out.push(`two Natla-Pins share ${p}`);
    }
    if (c.lara && c.cleared.includes(c.lara) && s.level.kind !== 'crypt')
      out.push(`Lara plays the cleared space ${c.lara}`);
  }
  if (new Set(c.cleared).size !== c.cleared.length) out.push('a space cleared twice');
  for (const space of Object.keys(c.tokens))
    if (c.cleared.includes(space)) out.push(`a Tomb Token left on the cleared ${space}`);
  return out;
}
