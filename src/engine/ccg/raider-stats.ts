/**
 * A raider's numbers as the rules use them: abilities (raider card + upgrades + cards in play −
 * injuries), life (the lowest ability, plus life from cards and tokens), power, and the effects of
 * every card she has in play (saved and unsaved rows).
 */
import {
  cardIdOf,
  cardOf,
  type Card,
  type CcgContent,
  type Effect,
  type EffectFields,
  type RaiderStats,
} from './content.ts';
import { ABILITIES, type Ability, type RaiderState } from './types.ts';

/** Cards in play for a raider: both rows (upgrades, treasures, secret moves, items). */
export const inPlay = (r: RaiderState) => [...r.saved, ...r.unsaved];

/** Whether an effect's condition on another card holds: `withCard` counts only while a card of that id is in play for
 * her, not jammed (rule decision 180). */
export function withCardHolds(r: RaiderState, e: EffectFields): boolean {
  if (e.withCard === undefined) return true;
  return inPlay(r).some((id) => cardIdOf(id) === e.withCard && !r.jammed.includes(id));
}

/** Every effect of the raider's cards in play (her raider card first), with the card instance it comes from. */
export function playEffects(content: CcgContent, r: RaiderState): { card: string; effect: Effect }[] {
  const out: { card: string; effect: Effect }[] = [];
  // The raider card's own ability (Spelunker's extra die in caves) is a lasting effect like a card in play.
  for (const effect of cardOf(content, r.raider).effects)
    if (withCardHolds(r, effect)) out.push({ card: r.raider, effect });
  // inPlay(r)'s order (saved, then unsaved), without building it
  for (let row = 0; row < 2; row++)
    for (const id of row === 0 ? r.saved : r.unsaved) {
      const card = cardOf(content, id);
      if (card.type === 'upgrade' || r.jammed.includes(id)) continue; // upgrades act through their bonuses; a jammed weapon adds nothing
      for (const effect of card.effects) if (withCardHolds(r, effect)) out.push({ card: id, effect });
    }
  return out;
}

/** playEffects' list kept with her rows, for readers that only read it (hits prevented, the hand limit, search dice,
 * obstacles passed untested): each such read built the list anew. */
export function keptPlayEffects(content: CcgContent, r: RaiderState): readonly { card: string; effect: Effect }[] {
  const stats = statsOf(content, r);
  return (stats.cardEffects ??= playEffects(content, r));
}

/**
 * Whether playEffects would list an effect of this type (no list built): the effects of most types are rare,
 * so callers that look for one type (hand limit, hits prevented, obstacles passed untested) ask this first and
 * skip the list when there is none. ccg-randspeed-shortcuts compares it with playEffects.
 */
export function hasPlayEffect(content: CcgContent, r: RaiderState, type: string): boolean {
  const effects = statsOf(content, r).effects ?? readEffects(content, r);
  for (let i = 0; i < effects.length; i++) if (effects[i]!.type === type) return true;
  return false;
}

const sameList = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The raider's kept numbers (content.stats), made anew when her raider card or a card in play changed. Asked many
 * times an action (abilities, effects of cards in play), while her cards in play change a few times a game: each read
 * looked every card up and went through its effects.
 */
function statsOf(content: CcgContent, r: RaiderState): RaiderStats {
  const kept = content.stats[r.player];
  if (
    kept &&
    kept.raider === r.raider &&
    sameList(kept.saved, r.saved) &&
    sameList(kept.unsaved, r.unsaved) &&
    sameList(kept.jammed, r.jammed)
  )
    return kept;
  const stats: RaiderStats = {
    raider: r.raider,
    saved: r.saved.slice(),
    unsaved: r.unsaved.slice(),
    jammed: r.jammed.slice(),
    effects: null,
    base: [NaN, NaN, NaN, NaN],
    items: null,
    cardEffects: null,
  };
  content.stats[r.player] = stats;
  return stats;
}

/**
 * The cards in her rows, saved then unsaved, that may be used as items at all (card-play.ts usableItem says which may
 * now): every list of legal actions asks for each card in her rows, while most of them (upgrades, weapons, treasures)
 * are never used so.
 */
export function itemsInPlay(content: CcgContent, r: RaiderState): readonly string[] {
  const stats = statsOf(content, r);
  if (stats.items) return stats.items;
  const items: string[] = [];
  for (let row = 0; row < 2; row++)
    for (const id of row === 0 ? r.saved : r.unsaved) if (mayBeUsed(cardOf(content, id))) items.push(id);
  return (stats.items = items);
}

/** usableItem's reading of the card alone: a use kept in play, or a discovery that heals or adds an exit. */
export const mayBeUsed = (card: Card) =>
  card.keptUses.length > 0 ||
  (card.type === 'discovery' && card.effects.some((e) => e.type === 'heal' || e.type === 'addExit'));

/** playEffectList's list, read and kept (statsOf must have been asked first). */
function readEffects(content: CcgContent, r: RaiderState): Effect[] {
  return (content.stats[r.player]!.effects = effectList(content, r));
}

/** The effects alone of playEffects, in its order: no `{ card, effect }` object per effect (most callers read only the
 * effects). */
export function playEffectList(content: CcgContent, r: RaiderState): Effect[] {
  return keptEffects(content, r).slice();
}

/** playEffectList's list itself, for readers that only read it (no copy: asked at every test, move and fight). */
export function keptEffects(content: CcgContent, r: RaiderState): readonly Effect[] {
  return statsOf(content, r).effects ?? readEffects(content, r);
}

function effectList(content: CcgContent, r: RaiderState): Effect[] {
  const out: Effect[] = [];
  for (const effect of cardOf(content, r.raider).effects) if (withCardHolds(r, effect)) out.push(effect);
  for (let row = 0; row < 2; row++)
    for (const id of row === 0 ? r.saved : r.unsaved) {
      const card = cardOf(content, id);
      if (card.type === 'upgrade' || r.jammed.includes(id)) continue;
      for (const effect of card.effects) if (withCardHolds(r, effect)) out.push(effect);
    }
  return out;
}

/**
 * The ability before injuries: the raider card, upgrade bonuses, lasting bonuses of cards in play.
 * One pass over her cards in play, each card looked up once (the saved row was read twice: its upgrades'
 * bonuses, then its other cards' effects); the numbers are integers (schema), so the sum does not
 * depend on the order. ccg-speed7-shortcuts compares it with the two-pass way.
 */
export function baseAbility(content: CcgContent, r: RaiderState, a: Ability): number {
  const i = abilityIndex(a);
  if (i < 0) return readBaseAbility(content, r, a); // not an ability (an unchecked action's words)
  const { base } = statsOf(content, r);
  const known = base[i]!;
  return known === known ? known : (base[i] = readBaseAbility(content, r, a)); // NaN: not read yet
}

/** An ability's place in ABILITIES (-1: not an ability). Compared, not looked up by name: a keyed read with a name
 * that changes from call to call is one of V8's slow reads, and abilities are read many times an action. */
function abilityIndex(a: string): number {
  return a === 'fight' ? 0 : a === 'move' ? 1 : a === 'search' ? 2 : a === 'think' ? 3 : -1;
}

/** `r.injuries[a]`, read by name for the same reason. */
function injuries(r: RaiderState, a: Ability): number {
  const i = r.injuries;
  return a === 'fight' ? i.fight : a === 'move' ? i.move : a === 'search' ? i.search : a === 'think' ? i.think : i[a];
}

function readBaseAbility(content: CcgContent, r: RaiderState, a: Ability): number {
  const raider = cardOf(content, r.raider);
  const printed = raider.abilities?.[a] ?? 1;
  let value = printed;
  // The abilityBonus effects of playEffects, read without building its list (asked many times an action).
  for (const effect of raider.effects) value += abilityBonus(effect, a);
  for (const id of r.saved) {
    const card = cardOf(content, id);
    if (card.type === 'upgrade') {
      for (const b of card.bonuses)
        if (b.ability === a && (b.onlyIfStartingAt === undefined || b.onlyIfStartingAt === printed)) value += b.bonus;
    } else for (const effect of card.effects) value += abilityBonus(effect, a);
  }
  for (const id of r.unsaved) {
    const card = cardOf(content, id);
    if (card.type !== 'upgrade') for (const effect of card.effects) value += abilityBonus(effect, a);
  }
  return value;
}

function abilityBonus(effect: Effect, a: Ability): number {
  return effect.type === 'abilityBonus' && effect.ability === a ? effect.bonus : 0;
}

export function ability(content: CcgContent, r: RaiderState, a: Ability): number {
  return baseAbility(content, r, a) - injuries(r, a);
}

/** Life: the lowest ability, plus life gained from cards in play and life tokens. */
export function life(content: CcgContent, r: RaiderState): number {
  const lowest = Math.min(...ABILITIES.map((a) => ability(content, r, a)));
  let extra = r.lifeTokens;
  for (const effect of keptEffects(content, r)) if (effect.type === 'gainLife') extra += effect.life;
  return lowest + extra;
}

/** The raider's power: her card's, or her strongest upgrade's. */
export function power(content: CcgContent, r: RaiderState): number {
  let p = cardOf(content, r.raider).power;
  for (const id of r.saved) {
    const card = cardOf(content, id);
    if (card.type === 'upgrade') p = Math.max(p, card.power);
  }
  return p;
}

/** Whether she should be dead: no life left, or an ability at 0. */
export function mustDie(content: CcgContent, r: RaiderState): boolean {
  return r.hits >= life(content, r) || ABILITIES.some((a) => ability(content, r, a) <= 0);
}
