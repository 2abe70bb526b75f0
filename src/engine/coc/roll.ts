/**
 * A roll of Lara's dice for an action, a weapon or DODGE: the dice are taken from the pool (Lara
 * Dice from this phase — or, for DODGE, from the next one — and Special Dice, which are discarded
 * once rolled), the faces rolled or given, sacrifices converted (each by discarding an Event
 * Card: answered in the action or asked as a pending decision), then the card's boxes are chosen
 * by the successes and their effects carried out. What the effects add up (move points, damage,
 * damage avoided…) is kept on the roll until the action's own finishing step reads it.
 */
import { mapList } from '../core/lists.ts';
import type { Ctx } from './context.ts';
import { DIE_WORDS, rollDice, sacrifices, successes } from './dice.ts';
import { discardEventCard, eventCardsAvailable } from './event-deck.ts';
import { child, pushEffects } from './effects.ts';
import { cardOf } from './cards.ts';
import type { AnyFields, Checked } from '../../model/item-types.ts';
import type { OutcomeFields } from './content-fields.ts';
import { conditionProblem } from './condition-rules.ts';
import { gearRulesOf } from './gear-rules.ts';
import {
  EngineError,
  type ContentRef,
  type DieResult,
  type Point,
  type Roll,
  type RollFor,
  type RollOptions,
} from './types.ts';

export interface RollRequest extends RollOptions {
  for: RollFor;
  dice: number;
  /** The card whose boxes the roll is resolved against (an action card, an ability). */
  card?: ContentRef;
  targets?: Point[];
  weapon?: string;
  incoming?: number;
  source?: string;
  /** Fewest dice in all (weapons' dice rules); 1 unless said. */
  min?: number;
}

/** Dice Lara may still roll for DODGE: her Lara Dice not already lost from the next Lara Phase. */
export const dodgeDiceLeft = (ctx: Ctx) => Math.max(0, ctx.state.lara.dice - ctx.state.diceLostNextPhase);

/**
 * The request for an action's roll: its dice and roll options, copied by name. Spreading the
 * action (`{ ...action, for: … }`) cost more than the rest of starting a roll: the actions come
 * in many shapes, which makes V8's object spread take its slowest path.
 */
export function requestOf(
  action: { dice: number } & RollOptions,
  rest: Omit<RollRequest, 'dice' | keyof RollOptions>,
): RollRequest {
  const req: RollRequest = {
    for: rest.for,
    dice: action.dice,
    special: action.special,
    results: action.results,
    sacrificesAsSuccesses: action.sacrificesAsSuccesses,
    improvise: action.improvise,
  };
  if (rest.card !== undefined) req.card = rest.card;
  if (rest.targets !== undefined) req.targets = rest.targets;
  if (rest.weapon !== undefined) req.weapon = rest.weapon;
  if (rest.incoming !== undefined) req.incoming = rest.incoming;
  if (rest.source !== undefined) req.source = rest.source;
  if (rest.min !== undefined) req.min = rest.min;
  return req;
}

export function startRoll(ctx: Ctx, req: RollRequest): void {
  const { state } = ctx;
  if (state.roll) throw new EngineError('A roll is already being resolved.');
  const special = req.special ?? 0;
  const laraLeft = req.for === 'dodge' ? dodgeDiceLeft(ctx) : state.lara.diceLeft;
  if (!Number.isInteger(req.dice) || req.dice < 0 || req.dice > laraLeft)
    throw new EngineError(
      `${label(ctx, req)}: ${req.dice} Lara Dice were asked for; 1 to ${laraLeft} dice may be used.`,
    );
  if (!Number.isInteger(special) || special < 0 || special > state.inventory.specialDice)
    throw new EngineError(`Lara holds ${state.inventory.specialDice} Special Dice; ${special} cannot be rolled.`);
  if (req.dice + special < (req.min ?? 1))
    throw new EngineError(`${label(ctx, req)} needs at least ${req.min ?? 1} dice.`);
  const condition = conditionProblem(ctx, req.for, req.dice, special);
  if (condition) throw new EngineError(`${label(ctx, req)}: ${condition}.`);
  // Rule decision 27: DODGE rolls Lara Dice only (Special Dice serve in a Lara Phase).
  if (req.for === 'dodge' && special > 0)
    throw new EngineError('DODGE is rolled with Lara Dice only, not Special Dice.');
  const results = countsAs(ctx, rollDice(state, ctx.content, req.dice, req.results, special));
  // DODGE's dice are lost from the next Lara Phase by its card's own effect.
  if (req.for !== 'dodge') state.lara.diceLeft -= req.dice;
  state.inventory.specialDice -= special;
  // A Special Die held for this phase only is the first one used (rule decision 82).
  state.phaseSpecialDice = Math.max(0, state.phaseSpecialDice - special);
  keepSpecialDice(ctx, results.slice(req.dice));
  // One literal of fixed shape, the optional fields set after it: spreads inside the literal made
  // building a roll one of the engine's slowest steps.
  const roll: Roll = {
    for: req.for,
    dice: req.dice,
    special,
    results,
    converted: null,
    extra: 0,
    ammo: null,
    movePoints: 0,
    damage: 0,
    avoided: 0,
    noise: null,
    from: { ...state.lara.at },
    targets: req.targets ? mapList(req.targets, (p) => ({ x: p.x, y: p.y })) : [],
    depth: state.effects.length,
    endsPhase: false,
    resolved: false,
    asked: false,
    straight: false,
    swap: 0,
    throwDistance: 0,
  };
  if (req.card) roll.card = req.card;
  if (req.weapon) roll.weapon = req.weapon;
  if (req.incoming !== undefined) roll.incoming = req.incoming;
  if (req.source !== undefined) roll.source = req.source;
  state.roll = roll;
  const specialText = special ? ` and ${special} Special Di${special === 1 ? 'e' : 'ce'}` : '';
  ctx.events.push({
    type: 'roll',
    text: `${label(ctx, roll)} with ${dieWords(req.dice)}${specialText}: ${results.map((r) => DIE_WORDS[r]).join(', ')}.`,
  });
  if (req.sacrificesAsSuccesses !== undefined) convertSacrifices(ctx, req.sacrificesAsSuccesses);
  else askSacrifices(ctx);
}

/** Rolls the current roll's dice again (fewer when asked): the dice stay spent, conversions start over. */
export function reroll(ctx: Ctx, dice: number, given: RollOptions): void {
  const roll = needRoll(ctx);
  const laraDice = Math.min(roll.dice, dice);
  const special = dice - laraDice;
  roll.results = countsAs(ctx, rollDice(ctx.state, ctx.content, laraDice, given.results, special));
  roll.asked = false;
  roll.dice = laraDice;
  roll.special = special;
  roll.converted = null;
  roll.resolved = false;
  ctx.events.push({
    type: 'roll',
    text: `${label(ctx, roll)} re-rolled with ${dieWords(dice)}: ${roll.results.map((r) => DIE_WORDS[r]).join(', ')}.`,
  });
  if (given.sacrificesAsSuccesses !== undefined) convertSacrifices(ctx, given.sacrificesAsSuccesses);
  else askSacrifices(ctx);
}

/** The faces as they count under the rules in force (Focus); the playtest's preview uses it too. */
export function facesCountAs(ctx: Ctx, results: DieResult[]): DieResult[] {
  const rules = gearRulesOf(ctx, 'dieFaceCountsAs');
  if (!rules.length) return results;
  return results.map((face) => {
    const rule = rules.find((r) => r.from?.includes(face));
    return rule ? (rule.to as DieResult) : face;
  });
}

function countsAs(ctx: Ctx, results: DieResult[]): DieResult[] {
  const out = facesCountAs(ctx, results);
  if (out.some((f, i) => f !== results[i]))
    ctx.events.push({ type: 'rule', text: `The faces count as: ${out.map((r) => DIE_WORDS[r]).join(', ')}.` });
  return out;
}

/** Special Dice whose face a rule lets Lara keep (Bomber Jacket) go back to her pool. */
function keepSpecialDice(ctx: Ctx, specialFaces: DieResult[]): void {
  const keep = new Set(gearRulesOf(ctx, 'keepSpecialDie').flatMap((r) => r.results ?? []));
  const kept = specialFaces.filter((f) => keep.has(f)).length;
  if (!kept) return;
  ctx.state.inventory.specialDice += kept;
  ctx.events.push({
    type: 'specialDice',
    text: `${kept} Special Di${kept === 1 ? 'e' : 'ce'} showing ${[...keep].join(' or ')} go${kept === 1 ? 'es' : ''} back to Lara's pool.`,
  });
}

function askSacrifices(ctx: Ctx): void {
  const roll = needRoll(ctx);
  const n = Math.min(sacrifices(roll.results), eventCardsAvailable(ctx.state));
  if (n > 0) ctx.state.pending = { kind: 'sacrifices', sacrifices: n };
  else roll.converted = 0;
}

/** Turns `count` sacrifices into successes, discarding an Event Card for each. */
export function convertSacrifices(ctx: Ctx, count: number): void {
  const roll = needRoll(ctx);
  const before = roll.converted ?? 0;
  const rolled = sacrifices(roll.results) - before;
  if (!Number.isInteger(count) || count < 0 || count > rolled)
    throw new EngineError(`Only ${rolled} sacrifice(s) were rolled; ${count} cannot become successes.`);
  if (count > eventCardsAvailable(ctx.state))
    throw new EngineError(
      `Only ${eventCardsAvailable(ctx.state)} Event Card(s) are left to discard; ${count} sacrifices cannot become successes.`,
    );
  for (let i = 0; i < count; i++) discardEventCard(ctx.state, 'A sacrifice becomes a success', ctx.events);
  roll.converted = before + count;
  ctx.state.pending = null;
}

export function needRoll(ctx: Ctx): Roll {
  if (!ctx.state.roll) throw new EngineError('No roll is being resolved.');
  return ctx.state.roll;
}

/** The roll's successes: dice (with converted sacrifices) and what cards and ammo added. */
export const rollSuccesses = (roll: Roll) =>
  successes(roll.results, roll.converted ?? 0) + roll.extra + (roll.ammo ?? 0);

/** Dice of the roll left without a success (unconverted sacrifices count as failed). */
export function failedDice(roll: Roll): number {
  const fails = roll.results.filter((r) => r === 'fail').length;
  return fails + sacrifices(roll.results) - (roll.converted ?? 0);
}

/**
 * Schedules the card's boxes for the roll's successes: the highest "at least" box reached (once),
 * every "for each" box once per success, or the "fail" box when none is reached; then the text
 * outside the boxes ("always"). Outcomes run first, "always" after them.
 */
export function resolveBoxes(ctx: Ctx, card: ContentRef): void {
  const roll = needRoll(ctx);
  roll.resolved = true;
  // An action or ability card, checked (rule decision 575): "always" and "outcomes", where present, have their types.
  const item = cardOf(ctx.content, card.kind, card.id) as AnyFields<Checked<'actionCard'> | Checked<'ability'>>;
  const base: ContentRef = { kind: card.kind, id: card.id, pointer: card.pointer };
  const hits = rollSuccesses(roll);
  if (item.always) pushEffects(ctx, child(base, 'always', 'effects'));
  const outcomes: readonly OutcomeFields[] = item.outcomes ?? [];
  let best = -1;
  outcomes.forEach((o, i) => {
    if (
      o.when === 'atLeast' &&
      o.successes !== undefined &&
      hits >= o.successes &&
      (best < 0 || outcomes[best]!.successes! < o.successes)
    )
      best = i;
  });
  const forEach = outcomes.map((o, i) => (o.when === 'forEach' ? i : -1)).filter((i) => i >= 0);
  const reached = best >= 0 || (forEach.length > 0 && hits > 0);
  // Pushed in reverse so that they run in the card's order.
  const run: { i: number; times: number }[] = [];
  if (!reached) outcomes.forEach((o, i) => o.when === 'fail' && run.push({ i, times: 1 }));
  else {
    if (best >= 0) run.push({ i: best, times: 1 });
    for (const i of forEach) if (hits > 0) run.push({ i, times: hits });
  }
  run.sort((a, b) => b.i - a.i);
  for (const r of run) pushEffects(ctx, child(base, 'outcomes', r.i, 'effects'), r.times);
}

/** What the log calls a roll: the action (MOVE, DODGE…), or the weapon's or ability's name. */
function label(ctx: Ctx, roll: Pick<RollRequest, 'for' | 'weapon' | 'card'>): string {
  if (roll.for === 'weapon')
    return roll.weapon ? `The ${cardOf(ctx.content, 'weapon', roll.weapon).name}` : 'The weapon';
  if (roll.for === 'ability')
    return roll.card ? String(cardOf(ctx.content, 'ability', roll.card.id).name) : 'The ability';
  return roll.for.toUpperCase();
}

const dieWords = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
