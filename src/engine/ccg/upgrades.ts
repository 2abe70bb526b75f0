/**
 * Character upgrades: played into the saved row when the raider meets the card's requirements, at
 * most one power above her current power, never a second copy of one she has; and secret moves,
 * which go to the saved row when first played and then work like a card in play.
 */
import { cardIdOf, cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { takeFrom } from './piles.ts';
import { power } from './raider-stats.ts';
import { EngineError, type RaiderState } from './types.ts';

/** Why the upgrade cannot be played now (undefined when it can). `saving`: she is saving her game at this moment. */
export function upgradeProblem(ctx: Ctx, r: RaiderState, id: string, saving: boolean): string | undefined {
  const card = cardOf(ctx.content, id);
  if (card.type !== 'upgrade') return `${card.name} is not an upgrade`;
  if (r.dead) return `${r.name} is dead`;
  if (card.power > power(ctx.content, r) + 1)
    return `${card.name} is power ${card.power}; ${r.name} is power ${power(ctx.content, r)} and may go up one power at a time`;
  if (r.saved.some((c) => cardIdOf(c) === card.id)) return `${r.name} already has ${card.name}`;
  if (card.raiders.length && !card.raiders.includes(r.raider))
    return `${card.name} is not for ${cardOf(ctx.content, r.raider).name}`;
  for (const q of card.requirements) {
    if (q.type === 'saveGame' && !saving) return `${card.name} is played when the raider saves her game`;
    if (q.type === 'reachDepth' && r.deepest < (q.depth ?? 0)) return `${r.name} has not reached depth ${q.depth}`;
    if (q.type === 'removeCreatures' && r.creaturesRemoved < (q.count ?? 0))
      return `${r.name} has removed ${r.creaturesRemoved} of ${q.count} creatures`;
    if (q.type === 'itemsInPlay' && itemsInPlay(ctx, r) < (q.count ?? 0))
      return `${r.name} has ${itemsInPlay(ctx, r)} of ${q.count} items in play`;
    if (q.type === 'winFight' && r.fightsWon < 1) return `${r.name} has not won a fight`;
    // "manual" requirements are the players' to check (rule decision 111).
  }
  return undefined;
}

export const itemsInPlay = (ctx: Ctx, r: RaiderState) =>
  [...r.saved, ...r.unsaved].filter((c) => cardOf(ctx.content, c).discoveryType === 'item').length;

export function playUpgrade(ctx: Ctx, r: RaiderState, id: string, saving: boolean): void {
  const problem = upgradeProblem(ctx, r, id, saving);
  if (problem) throw new EngineError(`${problem}.`);
  takeFrom(r.hand, id);
  r.saved.push(id);
  say(ctx, () => ({
    type: 'upgrade',
    text: `${r.name} plays ${cardOf(ctx.content, id).name}: power ${power(ctx.content, r)}.`,
    player: r.player,
    card: id,
  }));
}

/** A secret move from the hand to the saved row (rule decision 112: it then works as a card in play). */
export function playSecretMove(ctx: Ctx, r: RaiderState, id: string): void {
  takeFrom(r.hand, id);
  r.saved.push(id);
  say(ctx, () => ({
    type: 'secretMove',
    text: `${r.name} plays ${cardOf(ctx.content, id).name} into her saved row.`,
    player: r.player,
    card: id,
  }));
}
