/**
 * Resolving an attack (rpg-quick-rules, "Attack, Damage, Wounds, Batter, Stuns"): the attack test
 * against Defense, less active defence, range and Reflex; the damage test against Resilience;
 * wounds (Grit may reduce them); batter and stun (Grit may reduce it); the stun effects, which may be
 * ignored by spending Grit until struck again; knockback chosen by the attacker; incapacitation.
 */
import {
  actorOf,
  attribute,
  hasTalent,
  incapacitated,
  say,
  skillRating,
  spend,
  stunWords,
  suffers,
  type Ctx,
} from './context.ts';
import { modifiedTest, resolveTest, rollDice } from './dice.ts';
import { distance, figureAt, groundAt, isOpen, neighbours } from './map.ts';
import { makeRoll, VERY_BAD } from './rolls.ts';
import { MAX_WOUNDS, STUN_EFFECTS, type Actor, type RpgAction, type Space } from './types.ts';
import type { RpgWeapon } from '../../model/types.generated.ts';

/** Without a weapon she fights unarmed: melee skill (Brawn when she has none), damage 1 (rule decision 424). */
export const UNARMED: RpgWeapon = { name: 'Unarmed', skill: 'melee', damage: 1 };

export function weaponOf(actor: Actor, index: number): RpgWeapon {
  if (index === -1) return UNARMED;
  const w = actor.sheet.weapons[index];
  if (!w) throw new Error(`${actor.sheet.name} has no weapon number ${index}`);
  return w;
}

/** Defense: Quickness, less 1 while Unbalanced; 0 for a figure surprised in the first round. */
export function defenseOf(ctx: Ctx, actor: Actor): number {
  if (actor.surprised && ctx.state.combat!.round === 1) return 0;
  return Math.max(0, attribute(actor, 'quickness') - (suffers(actor, 3) ? 1 : 0));
}

/** Cover counts against ranged attacks for a figure that took cover on a cover space (rule decision 425). */
export function coverOf(ctx: Ctx, actor: Actor, ranged: boolean): number {
  const c = ctx.state.combat!;
  return ranged && actor.inCover && groundAt(c.map, actor.at!) === '+' ? c.map.cover : 0;
}

/** Resilience: Brawn plus armour and cover, less 1 while Vulnerable. */
export function resilienceOf(actor: Actor, cover: number): number {
  return Math.max(0, attribute(actor, 'brawn') + actor.sheet.armour + cover - (suffers(actor, 5) ? 1 : 0));
}

export function attackCompetence(actor: Actor, weapon: RpgWeapon): number {
  const rating = skillRating(actor, weapon.skill);
  return weapon === UNARMED && rating === 0 ? attribute(actor, 'brawn') : rating;
}

export function attack(ctx: Ctx, actor: Actor, action: Extract<RpgAction, { type: 'attack' }>): void {
  const target = actorOf(ctx.state, action.target);
  const weapon = weaponOf(actor, action.weapon);
  if (target.side === actor.side) throw new Error(`${target.sheet.name} is on ${actor.sheet.name}'s side`);
  if (incapacitated(target)) throw new Error(`${target.sheet.name} is already incapacitated`);
  const dist = distance(actor.at!, target.at!);
  const ranged = !!weapon.ranged;
  if (!ranged && dist !== 1)
    throw new Error(`${weapon.name} reaches an adjacent figure only; ${target.sheet.name} is ${dist} steps away`);
  const c = ctx.state.combat!;
  let diceModifier = (action.diceModifier ?? 0) + (suffers(actor, 4) ? -1 : 0);
  if (action.exert) {
    spend(ctx, actor, action.exert, 1, 'to exert herself (+2>)');
    diceModifier += 2;
  }
  const competence = attackCompetence(actor, weapon);
  const defense = defenseOf(ctx, target);
  c.attack = {
    attacker: actor.id,
    target: target.id,
    weapon: action.weapon,
    ranged,
    cover: coverOf(ctx, target, ranged),
    successes: 0,
    damage: 0,
    wounds: 0,
    stun: 0,
  };
  actor.turn!.acted = true;
  say(ctx, `${actor.sheet.name} attacks ${target.sheet.name} with ${weapon.name} (Defense ${defense}).`);
  ctx.state.roll = makeRoll(ctx, actor, {
    kind: 'action',
    skill: weapon.skill,
    competence,
    challenge: defense,
    test: modifiedTest(competence, defense, diceModifier, action.targetModifier ?? 0),
    needed: 1,
    then: 'attack',
  });
}

/** The attacker keeps her roll: range and active defence take successes off; the defender may answer. */
export function attackRollKept(ctx: Ctx): void {
  const c = ctx.state.combat!;
  const a = c.attack!;
  const roll = ctx.state.roll!;
  ctx.state.roll = null;
  const attacker = actorOf(ctx.state, a.attacker);
  const target = actorOf(ctx.state, a.target);
  const weapon = weaponOf(attacker, a.weapon);
  let successes = roll.successes;
  if (a.ranged && weapon.range) {
    const bands = Math.floor((distance(attacker.at!, target.at!) - 1) / weapon.range);
    if (bands > 0) {
      successes -= bands;
      say(ctx, `Range: ${bands} band(s) beyond the first take ${bands} success(es) off.`);
    }
  }
  if (target.guard && successes > 0) {
    const rating = skillRating(target, target.guard);
    const test = modifiedTest(rating, roll.competence, suffers(target, 4) ? -1 : 0);
    const rolled = rollDice(ctx.dice, test.dice);
    const r = resolveTest(test, rolled);
    successes -= r.successes;
    say(
      ctx,
      `${target.sheet.name} defends with ${target.guard} ${test.dice}>${test.target}:` +
        ` ${rolled.join(' ') || 'no dice'} — ${r.successes} success(es) taken off.`,
    );
  }
  a.successes = Math.max(0, successes);
  if (a.successes > 0 && defenceChoices(target).length) {
    ctx.state.pending = { kind: 'defence', actor: target.id };
    return;
  }
  damageStep(ctx);
}

/** What the defender may do against a hit: spend Reflex, or Luck on the roll against her. */
export function defenceChoices(target: Actor): ('reflex' | 'luck')[] {
  const out: ('reflex' | 'luck')[] = [];
  if (target.qualities.reflex > 0) out.push('reflex');
  if (hasTalent(target, 'luck') && target.qualities.spirit > 0) out.push('luck');
  return out;
}

export function defenceReflex(ctx: Ctx, target: Actor, points: number): void {
  const a = ctx.state.combat!.attack!;
  if (points < 1 || points > a.successes)
    throw new Error(`spend 1 to ${a.successes} Reflex against ${a.successes} success(es)`);
  spend(ctx, target, 'reflex', points, 'to dodge');
  a.successes -= points;
  damageStep(ctx);
}

/**
 * Luck against an attack: the luck die replaces the attack roll; a success is hers, so the attack misses (rule
 * decision 410).
 */
export function defenceLuck(ctx: Ctx, target: Actor): void {
  const a = ctx.state.combat!.attack!;
  spend(ctx, target, 'spirit', 1, 'for Luck');
  const [die] = rollDice(ctx.dice, 1);
  a.successes = die! > 3 ? 0 : 1;
  say(
    ctx,
    `Luck: ${target.sheet.name} rolls the luck die 1>3: ${die} — ` +
      `the attack ${a.successes ? 'keeps 1 success' : 'misses'}.${die === 1 ? VERY_BAD : ''}`,
    { rolled: [die!], target: 3 },
  );
  damageStep(ctx);
}

export function damageStep(ctx: Ctx): void {
  const c = ctx.state.combat!;
  const a = c.attack!;
  ctx.state.pending = null;
  const attacker = actorOf(ctx.state, a.attacker);
  const target = actorOf(ctx.state, a.target);
  if (a.successes <= 0) {
    say(
      ctx,
      `The attack misses.${a.ranged ? ' (A missed shot may hit someone nearby, as the Raid Master decides.)' : ''}`,
    );
    c.attack = null;
    return;
  }
  const weapon = weaponOf(attacker, a.weapon);
  a.damage = weapon.precise && a.successes > weapon.damage ? a.successes : weapon.damage;
  const resilience = resilienceOf(target, a.cover);
  const test = modifiedTest(a.damage, resilience);
  const rolled = rollDice(ctx.dice, test.dice);
  const r = resolveTest(test, rolled);
  a.wounds = r.successes;
  const batter = a.damage - r.successes;
  a.stun = Math.max(0, batter - a.cover - attribute(target, 'will'));
  say(
    ctx,
    `It hits (${a.successes} success(es)). Damage ${a.damage}${a.damage !== weapon.damage ? ' (precise)' : ''} ` +
      `over Resilience ${resilience}: ${rolled.join(' ') || 'no dice'} — ` +
      `${a.wounds} wound(s); batter ${batter}, stun ${a.stun}.`,
    { rolled, target: test.target },
  );
  if (target.qualities.grit > 0 && (a.wounds > 0 || a.stun > 0)) {
    ctx.state.pending = { kind: 'soak', actor: target.id };
    return;
  }
  soak(ctx, target, 0, 0);
}

export function soak(ctx: Ctx, target: Actor, wounds: number, stun: number): void {
  const c = ctx.state.combat!;
  const a = c.attack!;
  if (wounds < 0 || wounds > a.wounds || stun < 0 || stun > a.stun)
    throw new Error(`Grit reduces up to ${a.wounds} wound(s) and ${a.stun} stun`);
  if (wounds + stun > target.qualities.grit)
    throw new Error(`${target.sheet.name} has ${target.qualities.grit} Grit, not ${wounds + stun}`);
  if (wounds + stun) spend(ctx, target, 'grit', wounds + stun, `to take ${wounds} wound(s) and ${stun} stun fewer`);
  const newWounds = a.wounds - wounds;
  target.wounds = Math.min(MAX_WOUNDS, target.wounds + newWounds);
  // Struck again: effects ignored until now count again.
  target.ignored = [];
  let stunLeft = a.stun - stun;
  for (let level = 1; level <= 6 && stunLeft > 0; level++)
    if (!target.stun.includes(level)) {
      target.stun.push(level);
      target.stunNew.push(level);
      stunLeft--;
    }
  target.stun.sort((x, y) => x - y);
  say(ctx, `${target.sheet.name}: ${target.wounds} of ${MAX_WOUNDS} wounds; stun effects: ${stunWords(target)}.`);
  const wasDown = target.downAt !== null;
  if ((target.wounds >= MAX_WOUNDS || target.stun.includes(6)) && !wasDown) {
    target.downAt = { round: c.round, moment: c.moment };
    say(
      ctx,
      target.wounds >= MAX_WOUNDS
        ? `${target.sheet.name} is incapacitated.`
        : `${target.sheet.name} is knocked out until revived.`,
    );
  }
  stunEffectsStep(ctx);
}

/** The stun effects she could still ignore (Grit, 1 each), Knocked Out excepted (rule decision 429). */
export function ignorableEffects(target: Actor): number[] {
  if (target.qualities.grit < 1 || target.wounds >= MAX_WOUNDS) return [];
  return target.stun.filter((l) => l < 6 && !target.ignored.includes(l));
}

export function stunEffectsStep(ctx: Ctx): void {
  const target = actorOf(ctx.state, ctx.state.combat!.attack!.target);
  if (ignorableEffects(target).length) {
    ctx.state.pending = { kind: 'stunEffects', actor: target.id };
    return;
  }
  sufferEffects(ctx);
}

export function ignoreStun(ctx: Ctx, target: Actor, level: number): void {
  if (!ignorableEffects(target).includes(level))
    throw new Error(`${target.sheet.name} has no ${STUN_EFFECTS[level] ?? `level ${level}`} effect she can ignore`);
  spend(ctx, target, 'grit', 1, `to ignore ${STUN_EFFECTS[level]} until struck again`);
  target.ignored.push(level);
  target.ignored.sort((x, y) => x - y);
  stunEffectsStep(ctx);
}

/** Every stun effect applies on a hit, new stun or not; Knockback is a move the attacker chooses. */
export function sufferEffects(ctx: Ctx): void {
  const c = ctx.state.combat!;
  const a = c.attack!;
  const target = actorOf(ctx.state, a.target);
  if (suffers(target, 1) && target.wounds < MAX_WOUNDS && knockbackSpaces(ctx, target).length) {
    ctx.state.pending = { kind: 'knockback', actor: a.attacker, target: target.id };
    return;
  }
  c.attack = null;
  ctx.state.pending = null;
}

export function knockbackSpaces(ctx: Ctx, target: Actor): Space[] {
  const map = ctx.state.combat!.map;
  return neighbours(map, target.at!).filter((s) => isOpen(groundAt(map, s)) && !figureAt(ctx.state, s));
}

export function knockback(ctx: Ctx, to: Space | null): void {
  const c = ctx.state.combat!;
  const target = actorOf(ctx.state, c.attack!.target);
  if (to) {
    if (!knockbackSpaces(ctx, target).some((s) => s.x === to.x && s.y === to.y))
      throw new Error(
        `knockback moves ${target.sheet.name} one step to a free open space; (${to.x}, ${to.y}) is not one`,
      );
    target.at = { x: to.x, y: to.y };
    target.inCover = false;
    say(ctx, `Knockback: ${target.sheet.name} is pushed to (${to.x}, ${to.y}).`);
  } else say(ctx, `Knockback: ${target.sheet.name} is left where she stands.`);
  c.attack = null;
  ctx.state.pending = null;
}
