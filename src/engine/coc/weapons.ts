/**
 * WEAPONS: one weapon per Lara Phase, fired as often as dice and ammo allow. The weapon's dice rule
 * says how many dice a shot rolls; it needs at least 1 ammo to fire at all; after the roll the
 * player spends ammo for extra successes; each success deals the weapon's power. The range is a
 * template turned with Lara's facing: "choice" hits one space of it, "all" every space at once.
 * A shot cannot go up (LOW → HIGH), nor through BLOCK, a closed door, a standing barrier or the
 * boulder; shooting down needs 1 more damage. A barrier falls to weapon damage of its whole health
 * in one shot. Noise unless the weapon is silent.
 */
import type { Facing } from '../../model/coc-grid.ts';
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { checked } from '../core/checked-content.ts';
import { pushEffects } from './effects.ts';
import { requestOf, startRoll, rollSuccesses } from './roll.ts';
import { hitEnemy } from './combat.ts';
import { makeNoise } from './effect-types.ts';
import { gearRulesOf } from './gear-rules.ts';
import { HIGH, LOW, BLOCK, terrainAt } from './level.ts';
import { barrierDamageBonus } from './level-rules.ts';
import { barrierAt, boulderAt, closedDoorAt, enemyIndexAt, same, showPoint } from './board.ts';
import { EngineError, type CocAction, type Point, type Roll } from './types.ts';

type Fire = Extract<CocAction, { type: 'fire' }>;
interface Cell {
  forward: number;
  right: number;
}

const card = (ctx: Ctx, id: string) => checked(cardOf(ctx.content, 'weapon', id), 'weapon');

/** The space `cell` of a range template names, for Lara at `at` facing `facing`. */
const FORWARD: Record<Facing, readonly [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export function cellAt(at: Point, facing: Facing, c: Cell): Point {
  const [fx, fy] = FORWARD[facing];
  // "right" of facing N is east (+x): rotate the forward vector clockwise.
  const rx = -fy;
  const ry = fx;
  return { x: at.x + fx * c.forward + rx * c.right, y: at.y + fy * c.forward + ry * c.right };
}

/** Why the shot cannot reach `cell` from Lara's space, or undefined when it can. */
export function lineOfFire(ctx: Ctx, c: Cell): string | undefined {
  const blocked = lineBlock(ctx, c);
  if (blocked === undefined) return undefined;
  const [why, p] = blocked;
  switch (why) {
    case 'block':
      return `BLOCK stands in the way at ${showPoint(p)}`;
    case 'solid':
      return `a closed door, barrier or the boulder stands in the way at ${showPoint(p)}`;
    case 'up':
      return `Lara cannot shoot up past the HIGH space at ${showPoint(p)}`;
    case 'nothing':
      return `nothing can be hit at ${showPoint(p)}`;
    case 'upAtTarget':
      return `Lara cannot shoot up at ${showPoint(p)}`;
  }
}

/**
 * What stops the shot and where, or undefined when it reaches `cell`. Without the text: the legal
 * actions ask this for every cell of every weapon's range, and building a sentence for each blocked
 * cell was a measurable share of their time.
 */
function lineBlock(
  ctx: Ctx,
  c: Cell,
): [why: 'block' | 'solid' | 'up' | 'nothing' | 'upAtTarget', at: Point] | undefined {
  const { level, state } = ctx;
  const from = state.lara.at;
  const low = terrainAt(level, from) === LOW;
  // Rule decision 29: a shot travels along its own lane (straight ahead, or the lane beside it):
  // the spaces between Lara's row and the target's in that lane must let it through.
  const fs = Math.sign(c.forward);
  for (let f = fs; fs !== 0 && Math.abs(f) < Math.abs(c.forward); f += fs) {
    const p = cellAt(from, state.lara.facing, { forward: f, right: c.right });
    const t = terrainAt(level, p);
    if (t === 0 || t === BLOCK) return ['block', p];
    if (closedDoorAt(level, state, p) || barrierAt(level, state, p) || boulderAt(state, p)) return ['solid', p];
    if (low && t === HIGH) return ['up', p];
  }
  const target = cellAt(from, state.lara.facing, c);
  const t = terrainAt(level, target);
  if (t === 0 || t === BLOCK || closedDoorAt(level, state, target)) return ['nothing', target];
  if (low && t === HIGH) return ['upAtTarget', target];
  return undefined;
}

function rangeOf(ctx: Ctx, weapon: string): { mode: string; cells: Cell[] } {
  const r = card(ctx, weapon).range as { mode?: string; cells?: Cell[] } | undefined;
  return { mode: r?.mode === 'all' ? 'all' : 'choice', cells: r?.cells ?? [] };
}

/** The spaces a shot of this weapon may target now (choice) or hits (all). */
export function targetsInRange(ctx: Ctx, weapon: string): Point[] {
  const { cells } = rangeOf(ctx, weapon);
  const out: Point[] = [];
  for (const c of cells) if (!lineBlock(ctx, c)) out.push(cellAt(ctx.state.lara.at, ctx.state.lara.facing, c));
  return out;
}

/** Why this weapon cannot be fired now whatever the dice, or undefined. */
export function weaponProblem(ctx: Ctx, weapon: string): string | undefined {
  const { state } = ctx;
  const held = state.inventory.weapons.find((w) => w.id === weapon);
  if (!held) return `Lara has no "${weapon}" equipped`;
  if (state.weaponUsed && state.weaponUsed !== weapon)
    return `only one weapon per Lara Phase, and the ${state.weaponUsed} was used`;
  if (held.ammo < 1) return `the ${card(ctx, weapon).name} has no ammo`;
  return undefined;
}

/** Why this weapon cannot be fired now with these dice, or undefined. */
export function fireProblem(ctx: Ctx, weapon: string, dice: number, special: number): string | undefined {
  const problem = weaponProblem(ctx, weapon);
  if (problem) return problem;
  const rule = (card(ctx, weapon).dice ?? { type: 'any' }) as { type: string; min?: number };
  const total = dice + special;
  if (rule.type === 'pairs' && (total < 2 || total % 2 !== 0)) return 'its dice are rolled in pairs (2, 4 or 6)';
  if (rule.type === 'atLeast' && total < (rule.min ?? 1)) return `it needs at least ${rule.min} dice`;
  if (rule.type === 'specialOnly' && (dice > 0 || special < 1)) return 'only Special Dice fire it';
  if (rule.type !== 'diceOptional' && total < 1) return 'a shot needs at least one die';
  return undefined;
}

export function fire(ctx: Ctx, action: Fire): void {
  const special = action.special ?? 0;
  const problem = fireProblem(ctx, action.weapon, action.dice, special);
  if (problem) throw new EngineError(`Cannot fire: ${problem}.`);
  const { mode } = rangeOf(ctx, action.weapon);
  let targets = targetsInRange(ctx, action.weapon);
  if (mode === 'choice') {
    if (!action.target)
      throw new EngineError(`The ${card(ctx, action.weapon).name} hits one space of its range: give a target.`);
    if (!targets.some((p) => same(p, action.target!)))
      throw new EngineError(
        `${showPoint(action.target)} is not a space the ${card(ctx, action.weapon).name} can hit now.`,
      );
    targets = [action.target];
  }
  const held = ctx.state.inventory.weapons.find((w) => w.id === action.weapon)!;
  if (action.ammo !== undefined && (!Number.isInteger(action.ammo) || action.ammo < 0 || action.ammo > held.ammo))
    throw new EngineError(`The weapon holds ${held.ammo} ammo; ${action.ammo} cannot be spent.`);
  ctx.state.weaponUsed = action.weapon;
  startRoll(ctx, requestOf(action, { for: 'weapon', weapon: action.weapon, targets, min: 0 }));
  if (action.ammo !== undefined) ctx.state.roll!.ammo = action.ammo;
}

/** After the sacrifices: ask for ammo (unless answered), spend it, then the weapon's own rule. */
export function startShot(ctx: Ctx, roll: Roll): void {
  const held = ctx.state.inventory.weapons.find((w) => w.id === roll.weapon)!;
  if (roll.ammo === null) {
    ctx.state.pending = { kind: 'ammo', max: held.ammo };
    return;
  }
  held.ammo -= roll.ammo;
  roll.resolved = true;
  if (roll.ammo)
    ctx.events.push({
      type: 'ammo',
      text: `${roll.ammo} ammo spent (${held.ammo} left on the ${card(ctx, held.id).name}).`,
    });
  if (card(ctx, held.id).onFire) pushEffects(ctx, { kind: 'weapon', id: held.id, pointer: '/onFire' });
}

export function finishShot(ctx: Ctx, roll: Roll): void {
  const weapon = card(ctx, roll.weapon!);
  const hits = rollSuccesses(roll);
  const damage = hits * (weapon.power ?? 0);
  ctx.events.push({
    type: 'shot',
    text: `The ${weapon.name} fires: ${hits} success${hits === 1 ? '' : 'es'} × power ${String(weapon.power)} = ${damage} damage.`,
  });
  const high = terrainAt(ctx.level, ctx.state.lara.at) === HIGH;
  for (const p of roll.targets) {
    const below = high && terrainAt(ctx.level, p) === LOW;
    const e = ctx.state.enemies[enemyIndexAt(ctx.state, p)];
    if (e) hitEnemy(ctx, e, damage, below, `The ${weapon.name}`);
    const b = ctx.level.barriers.findIndex((x) => same(x.at, p));
    if (b >= 0 && ctx.state.barriers[b]! > 0) {
      // A level rule may make some weapons count more against barriers (ice: noisy weapons).
      const bonus = damage > 0 ? barrierDamageBonus(ctx.level, ctx.state, weapon.noise === true) : 0;
      hitBarrier(ctx, b, Math.max(0, damage + bonus - (below ? 1 : 0)));
    }
  }
  const silenced = gearRulesOf(ctx, 'weaponNoise').some((r) => r.noise === false);
  if (weapon.noise === true && !silenced) makeNoise(ctx, 'lara');
}

function hitBarrier(ctx: Ctx, i: number, damage: number): void {
  const at = ctx.level.barriers[i]!.at;
  const health = ctx.state.barriers[i]!;
  if (damage >= health) {
    ctx.state.barriers[i] = 0;
    ctx.events.push({ type: 'barrierDestroyed', text: `The barrier at ${showPoint(at)} is destroyed.`, at });
  } else
    ctx.events.push({
      type: 'barrierHit',
      text: `${damage} damage does not destroy the barrier at ${showPoint(at)} (it needs ${health} in one shot).`,
      at,
    });
}
