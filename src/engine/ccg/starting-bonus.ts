/**
 * A level's starting bonuses (ccgLevel `startingBonuses`; in a series' first game also the series'
 * own): before the first round, each player they are for chooses one card a choice allows — a
 * treasure, a character upgrade or an item discovery — from her collection (the pack), not from her
 * deck. The card goes to her saved row (rule decision 131). An optional bonus may be declined.
 */
import { cardIdOf, cardOf, type Card, type CheckedSeries } from './content.ts';
import { say, type Ctx } from './context.ts';
import { newInstance } from './explore.ts';
import { EngineError, type BonusChoice, type BonusOffer, type NewGameOptions, type RaiderState } from './types.ts';

/** Every offer of the game, player by player in seat order, each player's in the order the level lists them. */
export function bonusOffers(ctx: Ctx, options: NewGameOptions): BonusOffer[] {
  if (options.skipStartingBonuses) return [];
  const item = ctx.level.item;
  // The level was checked against its schema (rule decision 575): its bonuses and their choices have their types.
  const series: CheckedSeries = item.series ?? {};
  const bonuses = [...(item.startingBonuses ?? []), ...(options.seriesStart ? (series.startingBonuses ?? []) : [])];
  const out: BonusOffer[] = [];
  for (const r of ctx.state.raiders)
    for (const b of bonuses) {
      // "allButFirstPlayer": in a pick-up series the first player is the one whose level is played first, seat 0 here.
      if (b.who === 'allButFirstPlayer' && r.player === 0) continue;
      out.push({
        player: r.player,
        choices: [...(b.choices ?? [])] as BonusChoice[],
        optional: b.optional === true,
      });
    }
  return out;
}

/** Whether a card is one a choice allows her to begin with. */
function allows(choice: BonusChoice, card: Card, r: RaiderState): boolean {
  if (choice.type === 'treasure')
    return card.type === 'treasure' && (choice.maxPower === undefined || card.power <= choice.maxPower);
  if (choice.type === 'upgrade')
    return (
      card.type === 'upgrade' &&
      card.power === choice.power &&
      (!card.raiders.length || card.raiders.includes(r.raider))
    );
  return card.type === 'discovery' && card.discoveryType === 'item';
}

/** The card ids of the pack an offer allows, by card number. */
export function bonusCards(ctx: Ctx, r: RaiderState, choices: BonusChoice[]): string[] {
  return [...ctx.content.cards.values()]
    .filter((card) => choices.some((c) => allows(c, card, r)))
    .sort((a, b) => (a.number ?? 0) - (b.number ?? 0) || a.id.localeCompare(b.id))
    .map((c) => c.id);
}

/** Asks the next offer that has cards to choose from (an offer the pack cannot fill is skipped). */
export function offerNextBonus(ctx: Ctx, queue: BonusOffer[]): void {
  const later = queue.slice();
  while (later.length) {
    const offer = later.shift()!;
    const r = ctx.state.raiders[offer.player]!;
    const cards = bonusCards(ctx, r, offer.choices);
    if (!cards.length) {
      say(ctx, () => ({
        type: 'bonus',
        text: `${r.name}'s starting bonus: the pack has no card it allows.`,
        player: r.player,
      }));
      continue;
    }
    ctx.state.pending = {
      kind: 'startingBonus',
      player: r.player,
      choices: offer.choices,
      cards,
      optional: offer.optional,
      later,
    };
    return;
  }
}

/** The answer to a startingBonus decision: a card taken (null: declined). */
export function takeBonus(ctx: Ctx, r: RaiderState, named: string | null): void {
  const p = ctx.state.pending;
  const card = named === null ? null : cardIdOf(named);
  if (p?.kind !== 'startingBonus') return;
  if (card === null && !p.optional)
    throw new EngineError(`${r.name}'s starting bonus is not optional: take one of the cards offered.`);
  if (card !== null && !p.cards.includes(card))
    throw new EngineError(`"${card}" is not a card this starting bonus allows.`);
  ctx.state.pending = null;
  const later = p.later.slice();
  if (card === null)
    say(ctx, () => ({ type: 'bonus', text: `${r.name} declines her starting bonus.`, player: r.player }));
  else {
    const taken = cardOf(ctx.content, card);
    r.saved.push(newInstance(ctx, card));
    say(ctx, () => ({
      type: 'bonus',
      text: `${r.name} begins with ${taken.name} (starting bonus).`,
      player: r.player,
      card,
    }));
    // Several item discoveries: the rest are offered one at a time.
    const items = p.choices.find((c) => c.type === 'itemDiscovery');
    if (items && taken.type === 'discovery' && items.count > 1)
      later.unshift(
        ...Array.from({ length: items.count - 1 }, () => ({
          player: r.player,
          choices: [{ type: 'itemDiscovery', count: 1 } as BonusChoice],
          optional: false,
        })),
      );
  }
  offerNextBonus(ctx, later);
}
