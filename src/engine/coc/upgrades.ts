/**
 * Upgrades from the Craft Bench decks: drawn cards, one kept (the other back on top or at the
 * bottom of its deck, the player's choice), equipped in a free slot of the Lara Board — 2 weapons,
 * 1 outfit, 2 abilities, more where a card says so — or, with no free slot, the new card or an
 * equipped one of its kind discarded to the bottom of its deck. A new weapon comes with full ammo.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { rulesOf } from './ongoing-rules.ts';
import { weaponCapacity } from './inventory.ts';
import { cardRules, gearRulesOf } from './gear-rules.ts';
import { pushEffects } from './effects.ts';

export const BASE_MAX_HEALTH = 10;
import { EngineError, type CocAction, type Pending, type UpgradeDeck } from './types.ts';

const BASE_SLOTS: Record<UpgradeDeck, number> = { weapon: 2, outfit: 1, ability: 2 };

/** Slots of a kind on the Lara Board, with what equipped cards add ("equipSlots" rules). */
export function slots(ctx: Ctx, deck: UpgradeDeck): number {
  let n = BASE_SLOTS[deck];
  for (const [kind, id] of equippedCards(ctx)) {
    for (const rule of rulesOf(cardOf(ctx.content, kind, id)))
      if (rule.type === 'equipSlots' && rule.slot === deck) n += rule.delta ?? 0;
  }
  return n;
}

export function equippedCards(ctx: Ctx): [string, string][] {
  const inv = ctx.state.inventory;
  return [
    ...inv.weapons.map((w) => ['weapon', w.id] as [string, string]),
    ...inv.outfits.map((o) => ['outfit', o] as [string, string]),
    ...inv.abilities.map((a) => ['ability', a] as [string, string]),
  ];
}

export function equipped(ctx: Ctx, deck: UpgradeDeck): string[] {
  const inv = ctx.state.inventory;
  return deck === 'weapon' ? inv.weapons.map((w) => w.id) : deck === 'outfit' ? inv.outfits : inv.abilities;
}

/** Draws `draw` cards of the deck: equips the one card drawn, or asks which to keep. */
export function drawUpgrade(ctx: Ctx, deck: UpgradeDeck, draw: number, keep: number): void {
  const cards = ctx.state.decks[deck].splice(0, draw);
  if (!cards.length) {
    ctx.events.push({ type: 'upgrade', text: `The ${deck} deck is empty: nothing is drawn.` });
    return;
  }
  ctx.events.push({
    type: 'upgrade',
    text: `Drawn from the ${deck} deck: ${cards.map((c) => cardOf(ctx.content, deck, c).name).join(', ')}.`,
  });
  if (cards.length <= keep) for (const c of cards) equip(ctx, deck, c);
  else ctx.state.pending = { kind: 'upgrade', deck, cards, keep };
}

export function keepUpgrade(ctx: Ctx, card: string, others: 'top' | 'bottom' = 'bottom'): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'upgrade' }>;
  if (!p.cards.includes(card))
    throw new EngineError(`"${card}" is not one of the cards drawn (${p.cards.join(', ')}).`);
  ctx.state.pending = null;
  const rest = p.cards.filter((c) => c !== card);
  const deck = ctx.state.decks[p.deck];
  if (others === 'top') deck.unshift(...rest);
  else deck.push(...rest);
  ctx.events.push({
    type: 'upgrade',
    text: `Lara keeps ${cardOf(ctx.content, p.deck, card).name}; the other goes to the ${others} of the deck.`,
  });
  equip(ctx, p.deck, card);
}

/** Puts a card on the Lara Board, or asks what to discard when its slots are full. */
export function equip(ctx: Ctx, deck: UpgradeDeck, card: string): void {
  if (equipped(ctx, deck).length >= slots(ctx, deck)) {
    ctx.state.pending = { kind: 'makeRoom', deck, card };
    return;
  }
  const inv = ctx.state.inventory;
  if (deck === 'weapon') inv.weapons.push({ id: card, ammo: weaponCapacity(ctx, card) });
  else if (deck === 'outfit') inv.outfits.push(card);
  else inv.abilities.push(card);
  ctx.events.push({ type: 'equip', text: `Lara equips ${cardOf(ctx.content, deck, card).name}.` });
  onEquipped(ctx, deck, card);
}

/** A card put on: its maximum health, and its "when equipped" effects (Survivor heals 5). */
function onEquipped(ctx: Ctx, deck: UpgradeDeck, card: string): void {
  updateMaxHealth(ctx);
  cardRules(ctx, deck, card).forEach((r, i) => {
    if (r.type === 'trigger' && r.on === 'equipped')
      pushEffects(ctx, { kind: deck, id: card, pointer: `/rules/${i}/effects` });
  });
}

/** Lara's maximum health: the base, or what a card in play sets; above it, health drops to it. */
export function updateMaxHealth(ctx: Ctx): void {
  const lara = ctx.state.lara;
  const set = gearRulesOf(ctx, 'maxHealth').map((r) => r.value ?? 0);
  lara.maxHealth = set.length ? Math.max(...set) : BASE_MAX_HEALTH;
  lara.health = Math.min(lara.health, lara.maxHealth);
}

/** With no free slot: the new card or an equipped one goes to the bottom of its deck. */
export function discardForRoom(ctx: Ctx, card: string): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'makeRoom' }>;
  const inv = ctx.state.inventory;
  const deck = ctx.state.decks[p.deck];
  if (card !== p.card && !equipped(ctx, p.deck).includes(card))
    throw new EngineError(`"${card}" is neither the new card nor an equipped ${p.deck}.`);
  ctx.state.pending = null;
  deck.push(card);
  ctx.events.push({
    type: 'discard',
    text: `${cardOf(ctx.content, p.deck, card).name} goes to the bottom of the ${p.deck} deck.`,
  });
  if (card === p.card) return;
  if (p.deck === 'weapon') inv.weapons = inv.weapons.filter((w) => w.id !== card);
  else if (p.deck === 'outfit') inv.outfits = inv.outfits.filter((o) => o !== card);
  else inv.abilities = inv.abilities.filter((a) => a !== card);
  updateMaxHealth(ctx);
  equip(ctx, p.deck, p.card);
}

/** Downgrade: discard one equipped card of these decks (rule decision 84: asked only with a real choice). */
export function startDowngrade(ctx: Ctx, decks: UpgradeDeck[]): void {
  const cards = downgradeChoices(ctx, decks);
  if (cards.length === 0)
    ctx.events.push({ type: 'discard', text: `Lara has no ${decks.join(', ')} card to discard.` });
  else if (cards.length === 1) discardEquipped(ctx, cards[0]!.deck, cards[0]!.card);
  else ctx.state.pending = { kind: 'downgrade', decks };
}

function downgradeChoices(ctx: Ctx, decks: UpgradeDeck[]): { deck: UpgradeDeck; card: string }[] {
  return decks.flatMap((deck) => equipped(ctx, deck).map((card) => ({ deck, card })));
}

/** Answers the Downgrade decision: the equipped card to discard. */
export function answerDowngrade(ctx: Ctx, card: string): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'downgrade' }>;
  const choice = downgradeChoices(ctx, p.decks).find((c) => c.card === card);
  if (!choice) throw new EngineError(`"${card}" is not an equipped ${p.decks.join(' or ')} card.`);
  ctx.state.pending = null;
  discardEquipped(ctx, choice.deck, choice.card);
}

function discardEquipped(ctx: Ctx, deck: UpgradeDeck, card: string): void {
  const inv = ctx.state.inventory;
  if (deck === 'weapon') inv.weapons = inv.weapons.filter((w) => w.id !== card);
  else if (deck === 'outfit') inv.outfits = inv.outfits.filter((o) => o !== card);
  else inv.abilities = inv.abilities.filter((a) => a !== card);
  ctx.state.decks[deck].push(card);
  updateMaxHealth(ctx);
  ctx.events.push({
    type: 'discard',
    text: `Downgrade: ${cardOf(ctx.content, deck, card).name} goes to the bottom of the ${deck} deck.`,
  });
}

export function downgradeAnswers(ctx: Ctx, decks: UpgradeDeck[]): CocAction[] {
  return downgradeChoices(ctx, decks).map(({ card }) => ({ type: 'discardCard' as const, card }));
}

export function upgradeAnswers(ctx: Ctx, p: Extract<Pending, { kind: 'upgrade' | 'makeRoom' }>): CocAction[] {
  if (p.kind === 'upgrade')
    return p.cards.flatMap((card) =>
      (['top', 'bottom'] as const).map((others) => ({ type: 'keepUpgrade' as const, card, others })),
    );
  return [p.card, ...equipped(ctx, p.deck)].map((card) => ({ type: 'discardCard' as const, card }));
}
