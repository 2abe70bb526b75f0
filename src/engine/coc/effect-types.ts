/**
 * One function per effect type of schemas/effects.schema.json (the table of effects.ts). Inside a
 * roll, effects that add up (move points, damage dealt, damage avoided, successes, noise) are kept
 * on the roll for the action's finishing step; outside one they act at once. Types with no entry
 * here are resolved by hand (a pending "manual" decision).
 */
import { startRun } from './run.ts';
import { startDowngrade } from './upgrades.ts';
import { gainPhaseSpecialDice } from './phases.ts';
import type { Ctx } from './context.ts';
import { child, contentAt, pushEffects, byHand, type EffectFn } from './effects.ts';
import type { ConditionFields } from './content-fields.ts';
import { gearRulesOf } from './gear-rules.ts';
import { cardOf } from './cards.ts';
import { cheapestTokens, chooseTokens, drawResources, paysFor, spendTokens, showToken, tokenOf } from './bag.ts';
import { EngineError, type Pending } from './types.ts';
import { discardEventCard } from './event-deck.ts';
import { checkSight } from './sight.ts';
import { hidingForbiddenBy } from './boss.ts';
import { hurt } from './damage.ts';
import { addResearchCubes, drawResearch, gainSpecialDice, loseAmmo, offerAmmo } from './inventory.ts';
import { failedDice } from './roll.ts';
import { endLaraPhase } from './phases.ts';
import { defeats } from './combat.ts';
import { enemyIndexAt } from './board.ts';
import type { ContentRef, TimedRule } from './types.ts';
import { drawUpgrade } from './upgrades.ts';
import { healSelf } from './enemy-heal.ts';
import { offerOptions } from './event-phase.ts';
import { searchFactor } from './relics.ts';

/** The functions of the effect types of cards, recipes and rules carried out here (joined in effect-table.ts). */
export const CARD_EFFECT_FUNCTIONS = new Map<string, EffectFn>();
const defineEffect = (type: string, fn: EffectFn): void => {
  if (CARD_EFFECT_FUNCTIONS.has(type)) throw new Error(`The effect type "${type}" has two functions.`);
  CARD_EFFECT_FUNCTIONS.set(type, fn);
};

const cardName = (ctx: Ctx, at: ContentRef) => cardOf(ctx.content, at.kind, at.id).name;

defineEffect('damage', (ctx, e, at) => {
  // Immortal Guardian: damage from traps is lower (an event side of type "trap").
  const trap =
    at.kind === 'event' &&
    (contentAt(ctx.content, { ...at, pointer: `/${at.pointer.split('/')[1]}` }) as { type?: string } | undefined)
      ?.type === 'trap';
  const delta = trap
    ? gearRulesOf(ctx, 'damageTaken')
        .filter((r) => r.source === 'trap')
        .reduce((n, r) => n + (r.delta ?? 0), 0)
    : 0;
  hurt(ctx, Math.max(0, (e.amount ?? 0) + delta), cardName(ctx, at), e.dodgeable !== false);
});
defineEffect('heal', (ctx, e, at) => {
  if (e.target === 'self') return healSelf(ctx, e, at);
  const lara = ctx.state.lara;
  const before = lara.health;
  lara.health = Math.min(lara.maxHealth, lara.health + (e.amount ?? 0));
  ctx.events.push({
    type: 'heal',
    text: `Lara heals ${lara.health - before} (health ${lara.health}/${lara.maxHealth}).`,
  });
});
defineEffect('gainResources', (ctx, e, at) => {
  if (e.choose === true) {
    if (ctx.state.bag.length) ctx.state.pending = { kind: 'pickResources', count: e.amount ?? 0 };
    return;
  }
  // A relic may multiply what SEARCH brings (Poseidon's Trident).
  const factor = ctx.state.roll?.for === 'search' ? searchFactor(ctx) : 1;
  drawResources(ctx.state, (e.amount ?? 0) * factor, cardName(ctx, at), ctx.events);
});
defineEffect('loseResources', (ctx, e) => {
  // Rule decision 32: the engine gives up the tokens worth least (plain ones before Multi-Treasure).
  const cost = new Map<string, number>();
  const held = ctx.state.inventory.resources;
  if (e.resource !== undefined) cost.set(e.resource, e.amount ?? 0);
  const pay = e.resource !== undefined ? chooseTokens(ctx.content, held, cost) : cheapestTokens(held, e.amount ?? 0);
  if (!pay)
    return byHand(ctx, {
      type: 'manual',
      text: `Lose ${e.amount ?? 0} ${e.resource ?? 'resources'} (Lara cannot pay it all).`,
    });
  // With more than one way to pay, the player chooses (the cheapest way is offered first).
  if (lossChoices(ctx, e.amount ?? 0, e.resource).length > 1) {
    ctx.state.pending = {
      kind: 'loseResources',
      amount: e.amount ?? 0,
      ...(e.resource !== undefined ? { resource: e.resource } : {}),
    };
    return;
  }
  spendTokens(ctx.state, pay);
  ctx.events.push({ type: 'resources', text: `Lara gives up ${pay.map(showToken).join(', ')}.` });
});

/**
 * The ways to pay a loss offered to the player: the cheapest, and one led by each other kind of
 * token she holds (a loss of any resource counts tokens — rule decision 32).
 */
export function lossChoices(ctx: Ctx, amount: number, resource?: string): string[][] {
  const held = ctx.state.inventory.resources;
  const ways: string[][] = [];
  const add = (w: string[] | undefined) =>
    w && !ways.some((x) => [...x].sort().join() === [...w].sort().join()) && ways.push(w);
  if (resource) {
    const cost = new Map([[resource, amount]]);
    add(chooseTokens(ctx.content, held, cost));
    for (const t of new Set(held)) {
      const rest = [...held];
      rest.splice(rest.indexOf(t), 1);
      const more = chooseTokens(ctx.content, rest, new Map([[resource, amount - tokenOf(t).units]]));
      if (more && paysFor(ctx.content, [t, ...more], cost)) add([t, ...more]);
      else if (amount - tokenOf(t).units <= 0 && paysFor(ctx.content, [t], cost)) add([t]);
    }
    return ways;
  }
  add(cheapestTokens(held, amount));
  for (const t of new Set(held)) {
    const rest = [...held];
    rest.splice(rest.indexOf(t), 1);
    const more = cheapestTokens(rest, amount - 1);
    if (more) add([t, ...more]);
  }
  return ways;
}

/** The player's answer to a loss: the tokens she gives up. */
export function giveUpResources(ctx: Ctx, tokens: string[]): void {
  const p = ctx.state.pending as Extract<Pending, { kind: 'loseResources' }>;
  const held = [...ctx.state.inventory.resources];
  for (const t of tokens) {
    const i = held.indexOf(t);
    if (i < 0) throw new EngineError(`Lara holds no ${showToken(t)} to give up.`);
    held.splice(i, 1);
  }
  const pays = p.resource
    ? paysFor(ctx.content, tokens, new Map([[p.resource, p.amount]]))
    : tokens.length === p.amount;
  if (!pays) throw new EngineError(`Give up exactly ${p.amount} ${p.resource ?? 'resources'}.`);
  ctx.state.pending = null;
  spendTokens(ctx.state, tokens);
  ctx.events.push({ type: 'resources', text: `Lara gives up ${tokens.map(showToken).join(', ')}.` });
}
defineEffect('discardEvents', (ctx, e, at) => {
  for (let i = 0; i < (e.count ?? 0); i++) discardEventCard(ctx.state, cardName(ctx, at), ctx.events);
});
// spawnEnemy: event-effects.ts (it uses the Event Phase's fixed rolls).
defineEffect('setSight', (ctx, e) => {
  const sight = e.sight === 'seen' ? 'seen' : 'hidden';
  const forbidden = sight === 'hidden' ? hidingForbiddenBy(ctx.state, ctx.content) : undefined;
  if (forbidden) {
    ctx.events.push({ type: 'noHiding', text: `${forbidden}.` });
    return;
  }
  if (ctx.state.sight !== sight) ctx.events.push({ type: sight, text: `Lara is ${sight.toUpperCase()}.` });
  ctx.state.sight = sight;
  if (sight === 'seen' && ctx.state.noise) ctx.state.noise = null;
  // HIDDEN in an enemy's view is SEEN again at once.
  checkSight(ctx.level, ctx.state, ctx.content, ctx.events);
});
defineEffect('placeNoise', (ctx, e) => {
  const where = e.at === 'start' ? 'start' : 'lara';
  if (ctx.state.roll) ctx.state.roll.noise = where;
  else makeNoise(ctx, where);
});
defineEffect('gainAmmo', (ctx, e) => {
  offerAmmo(ctx, e.amount ?? 0, e.onlyThisWeapon === true ? ctx.state.roll?.weapon : undefined);
});
defineEffect('loseAmmo', (ctx, e) => loseAmmo(ctx, e.amount ?? 0));
defineEffect('gainSpecialDice', (ctx, e) =>
  e.untilEndOfLaraPhase === true ? gainPhaseSpecialDice(ctx, e.count ?? 0) : gainSpecialDice(ctx, e.count ?? 0),
);
defineEffect('drawResearch', (ctx, e) => drawResearch(ctx, e.count ?? 0));
defineEffect('addResearchCubes', (ctx, e) => addResearchCubes(ctx, e.count ?? 0));
defineEffect('move', (ctx, e) => {
  const roll = ctx.state.roll;
  if (!roll) return startRun(ctx, e.spaces ?? 0, e.mayReturnToStart !== false, e.straightLine === true);
  if (e.mayReturnToStart === false) return byHand(ctx, e);
  roll.movePoints += e.spaces ?? 0;
  if (e.straightLine === true) roll.straight = true;
});
defineEffect('addRule', (ctx, e, at) => {
  const duration = e.duration as TimedRule['duration'];
  ctx.state.timedRules.push({ kind: at.kind, id: at.id, pointer: `${at.pointer}/rule`, duration });
  ctx.events.push({ type: 'rule', text: `A rule from ${cardName(ctx, at)} holds (${duration}).` });
});
defineEffect('skipPhase', (ctx, e) => {
  const phases = e.phases ?? [];
  ctx.state.skipPhases.push(...phases.filter((p) => !ctx.state.skipPhases.includes(p)));
  ctx.events.push({
    type: 'skip',
    text: `The next ${phases.join(' and ')} phase${phases.length > 1 ? 's are' : ' is'} skipped.`,
  });
});
defineEffect('loseDice', (ctx, e) => {
  const s = ctx.state;
  s.diceLostNextPhase = Math.min(s.lara.dice, s.diceLostNextPhase + (e.count ?? 0));
});
defineEffect('addSuccesses', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.extra += e.count ?? 0;
  else byHand(ctx, e);
});
defineEffect('rerollDice', (ctx, e) => {
  const roll = ctx.state.roll;
  if (!roll || e.dice === 'failed') return byHand(ctx, e);
  const dice = roll.dice + roll.special - (e.fewer ?? 0);
  if (dice >= 1) ctx.state.pending = { kind: 'reroll', dice };
});
defineEffect('dealDamage', (ctx, e) => {
  // Biker: each MELEE success deals more (one dealDamage per success).
  const bonus =
    e.attack === 'weapon' ? 0 : gearRulesOf(ctx, 'meleeDamage').reduce((n, r) => n + (r.perSuccess ?? 0), 0);
  if (ctx.state.roll) ctx.state.roll.damage += (e.amount ?? 0) + bonus;
  else byHand(ctx, e);
});
defineEffect('avoidDamage', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.avoided += e.amount ?? 0;
  else byHand(ctx, e);
});
defineEffect('endLaraPhase', (ctx) => {
  // Guerilla: a MELEE that leaves its target standing no longer ends the phase.
  if (ctx.state.roll?.for === 'melee' && gearRulesOf(ctx, 'failedMelee').some((r) => r.endsLaraPhase === false)) {
    ctx.events.push({
      type: 'rule',
      text: 'The Lara Phase goes on (an outfit lets her keep going after a failed MELEE).',
    });
    return;
  }
  if (ctx.state.roll) ctx.state.roll.endsPhase = true;
  else endLaraPhase(ctx);
});
defineEffect('choice', (ctx, e, at) => {
  offerOptions(ctx, e.options ?? [], child(at, 'options'));
});
defineEffect('if', (ctx, e, at) => {
  const holds = condition(ctx, e.condition);
  if (holds) pushEffects(ctx, child(at, 'then'));
  else if (e.else) pushEffects(ctx, child(at, 'else'));
});
defineEffect('perDie', (ctx, e, at) => {
  const roll = ctx.state.roll;
  if (!roll) return byHand(ctx, e);
  const n = e.dice === 'failed' ? failedDice(roll) : roll.dice + roll.special;
  pushEffects(ctx, child(at, 'effects'), n);
});
defineEffect('manual', (ctx, e) => byHand(ctx, e));
defineEffect('swapResources', (ctx, e) => {
  if (ctx.state.roll) ctx.state.roll.swap += e.amount ?? 0;
  else ctx.state.pending = { kind: 'swapResources', max: e.amount ?? 0 };
});
defineEffect('throwNoise', (ctx, e) => {
  if (ctx.state.roll && e.straightLine !== false) ctx.state.roll.throwDistance += e.distance ?? 0;
  else byHand(ctx, e);
});
defineEffect('returnHelpfulEvent', (ctx, e) => {
  // Rule decision 50: one card is returned per decision; a count above 1 is not in the base pack.
  if ((e.count ?? 1) !== 1) return byHand(ctx, e);
  if (ctx.state.eventDeck.removed.length) ctx.state.pending = { kind: 'returnEvent' };
  else ctx.events.push({ type: 'eventReturned', text: 'No helpful card has been removed: nothing comes back.' });
});

/** Puts the Noise Token on Lara's space or where the roll started — only while she is HIDDEN. */
export function makeNoise(ctx: Ctx, where: 'lara' | 'start'): void {
  if (ctx.state.sight !== 'hidden') return;
  const at = where === 'start' && ctx.state.roll ? ctx.state.roll.from : ctx.state.lara.at;
  ctx.state.noise = { ...at };
  ctx.events.push({ type: 'noise', text: `Lara makes noise at (${at.x}, ${at.y}).`, at: { ...at } });
}

/** Whether a condition of the effects schema holds now. */
export function condition(ctx: Ctx, c: ConditionFields | undefined): boolean {
  const s = ctx.state;
  const within = (n: number) => n >= (c?.min ?? 0) && n <= (c?.max ?? Infinity);
  switch (c?.type) {
    case 'sight':
      return s.sight === c.is;
    case 'enemiesOnLevel':
      return within(s.enemies.length);
    case 'specialDiceHeld':
      return within(s.inventory.specialDice);
    case 'diceRolled':
      return within(s.roll ? s.roll.dice + s.roll.special : 0);
    case 'targetDefeated': {
      const roll = s.roll;
      const targets = (roll?.targets ?? []).map((p) => s.enemies[enemyIndexAt(s, p)]).filter((e) => e !== undefined);
      const all = targets.length > 0 && targets.every((t) => defeats(ctx, t, roll!.damage, false));
      return c.is === all;
    }
    default:
      return false;
  }
}

defineEffect('drawUpgrade', (ctx, e) => {
  const decks = e.decks ?? [];
  const open = decks.filter((d) => ctx.state.decks[d].length);
  if (open.length > 1) ctx.state.pending = { kind: 'upgradeDeck', decks: open, draw: e.draw ?? 1, keep: e.keep ?? 1 };
  else drawUpgrade(ctx, open[0] ?? decks[0]!, e.draw ?? 1, e.keep ?? 1);
});
defineEffect('discardUpgrade', (ctx, e) => startDowngrade(ctx, [...(e.decks ?? [])]));
