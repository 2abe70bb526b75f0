/**
 * Applying a card's effect by hand: while a "manual" decision is open (an effect the engine does not
 * carry out), the player sets what the card changes — Lara's health, dice, position, facing, sight,
 * resources, a weapon's ammo, an enemy's health, position or facing, the Noise Token, a door, a
 * barrier, the Natla-Pins — one `adjust` action at a time,
 * then answers `done`. Each adjustment is checked like any action, recorded in the log (so replays
 * reproduce it) and reported as "By hand: … old → new" (rule decisions 220–224). The values checked here come
 * from the player or a replay file, not from checked content: their type guards stay.
 */
import { FACINGS, type Facing, type Point } from '../../model/coc-grid.ts';
import { damageLara } from './damage.ts';
import { isBlock, laraAt, enemyIndexAt, showPoint, solidAt } from './board.ts';
import { indexOf } from './level.ts';
import { weaponCapacity } from './inventory.ts';
import { checkSight } from './sight.ts';
import type { Ctx } from './context.ts';
import { EngineError, type CocEvent } from './types.ts';
import type { Adjustment } from './state-parts.ts';
export type { Adjustment } from './state-parts.ts';

export const ADJUSTABLE: readonly Adjustment['what'][] = [
  'health',
  'diceLeft',
  'specialDice',
  'diceLostNextPhase',
  'natlaPins',
  'at',
  'facing',
  'sight',
  'resources',
  'ammo',
  'enemyHealth',
  'enemyAt',
  'enemyFacing',
  'noise',
  'door',
  'barrier',
];

const say = (ctx: Ctx, text: string, extra: Partial<CocEvent> = {}) =>
  ctx.events.push({ type: 'byHand', text: `By hand: ${text}.`, ...extra });

function count(value: unknown, min: number, max: number, what: string): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new EngineError(`${what} may be set from ${min} to ${max}; not ${JSON.stringify(value)}.`);
  return value as number;
}

function facing(value: unknown): Facing {
  if (!FACINGS.includes(value as Facing)) throw new EngineError(`"${String(value)}" is not a facing (N, E, S, W).`);
  return value as Facing;
}

/** A space of the level (a tile is laid there). */
function onLevel(ctx: Ctx, value: unknown): Point {
  const p = value as Point;
  if (typeof p !== 'object' || p === null || !Number.isInteger(p.x) || !Number.isInteger(p.y))
    throw new EngineError(`${JSON.stringify(value)} is not a space (x, y).`);
  if (indexOf(ctx.level, p) < 0 || ctx.level.terrain[indexOf(ctx.level, p)] === 0)
    throw new EngineError(`${showPoint(p)} is not a space of the level.`);
  return { x: p.x, y: p.y };
}

/** A space a figure may be put on: on the level, not a BLOCK, a closed door, a barrier or the boulder. */
function space(ctx: Ctx, value: unknown): Point {
  const p = onLevel(ctx, value);
  if (isBlock(ctx.level, p) || solidAt(ctx.level, ctx.state, p))
    throw new EngineError(`Nothing can stand on ${showPoint(p)} (a BLOCK, a closed door, a barrier or the boulder).`);
  return p;
}

function enemyOf(ctx: Ctx, id: string) {
  const enemy = ctx.state.enemies.find((e) => e.id === id);
  if (!enemy) throw new EngineError(`No enemy "${id}" is on the level.`);
  return { enemy, name: `${ctx.content.figures.get(enemy.type)?.name ?? enemy.type} ${enemy.id}` };
}

/** Sets one thing by hand (the caller has checked that a "manual" decision is open). */
export function adjust(ctx: Ctx, a: Adjustment): void {
  const { state } = ctx;
  const lara = state.lara;
  switch (a.what) {
    case 'health': {
      const value = count(a.value, 0, lara.maxHealth, "Lara's health");
      const old = lara.health;
      say(ctx, `Lara's health ${old} → ${value}`);
      if (value >= old) {
        lara.health = value;
        return;
      }
      // A loss is damage (it counts in the summary, and 0 health is a fall, by the rules of damage.ts).
      const quiet: CocEvent[] = [];
      damageLara(state, old - value, 'By hand', quiet);
      ctx.events.push(...quiet.filter((e) => e.type !== 'damage'));
      return;
    }
    case 'diceLeft': {
      const value = count(a.value, 0, lara.dice, 'Dice left this phase');
      say(ctx, `Lara's dice left ${lara.diceLeft} → ${value}`);
      lara.diceLeft = value;
      return;
    }
    case 'diceLostNextPhase': {
      const value = count(a.value, 0, lara.dice, 'Dice lost to the next Lara Phase');
      say(ctx, `dice lost to the next Lara Phase ${state.diceLostNextPhase} → ${value}`);
      state.diceLostNextPhase = value;
      return;
    }
    case 'specialDice': {
      // Only as many as the Craft Bench holds (rule decision 222).
      const value = count(a.value, 0, ctx.content.specialDiceCount, 'Special Dice');
      say(ctx, `Lara's Special Dice ${state.inventory.specialDice} → ${value}`);
      state.inventory.specialDice = value;
      return;
    }
    case 'natlaPins': {
      // No cap: pins only count when a chapter starts (INVADED) — rule decision 224.
      const value = count(a.value, 0, Number.MAX_SAFE_INTEGER, 'Natla-Pins');
      say(ctx, `Natla-Pins ${state.natlaPins} → ${value}`);
      state.natlaPins = value;
      return;
    }
    case 'noise': {
      if (a.value === null) {
        say(ctx, `the Noise Token ${state.noise ? showPoint(state.noise) : 'off the level'} → off the level`);
        state.noise = null;
        return;
      }
      const to = onLevel(ctx, a.value);
      say(ctx, `the Noise Token ${state.noise ? showPoint(state.noise) : 'off the level'} → ${showPoint(to)}`, {
        at: to,
      });
      state.noise = to;
      return;
    }
    case 'door': {
      const at = onLevel(ctx, a.at);
      const i = ctx.level.doors.findIndex((d) => d.at.x === at.x && d.at.y === at.y);
      if (i < 0) throw new EngineError(`No door is on ${showPoint(at)}.`);
      if (typeof a.value !== 'boolean') throw new EngineError('A door is set open (true) or closed (false).');
      if (!a.value && (laraAt(state, at) || enemyIndexAt(state, at) >= 0))
        throw new EngineError(`The door on ${showPoint(at)} cannot close on a figure.`);
      say(
        ctx,
        `the ${ctx.level.doors[i]!.colour} door on ${showPoint(at)} ${state.doors[i] ? 'open' : 'closed'} → ${a.value ? 'open' : 'closed'}`,
        { at },
      );
      state.doors[i] = a.value;
      break;
    }
    case 'barrier': {
      const at = onLevel(ctx, a.at);
      const i = ctx.level.barriers.findIndex((b) => b.at.x === at.x && b.at.y === at.y);
      if (i < 0) throw new EngineError(`No barrier is on ${showPoint(at)}.`);
      const value = count(a.value, 0, ctx.level.barriers[i]!.health, `The barrier's health`);
      if (value > 0 && state.barriers[i] === 0 && (laraAt(state, at) || enemyIndexAt(state, at) >= 0))
        throw new EngineError(`The barrier on ${showPoint(at)} cannot stand again on a figure.`);
      say(ctx, `the barrier on ${showPoint(at)}: health ${state.barriers[i]} → ${value}`, { at });
      state.barriers[i] = value;
      break;
    }
    case 'at': {
      const to = space(ctx, a.value);
      if (enemyIndexAt(state, to) >= 0) throw new EngineError(`An enemy stands on ${showPoint(to)}.`);
      say(ctx, `Lara moves ${showPoint(lara.at)} → ${showPoint(to)}`, { at: to });
      lara.at = to;
      break;
    }
    case 'facing': {
      const to = facing(a.value);
      say(ctx, `Lara's facing ${lara.facing} → ${to}`);
      lara.facing = to;
      break;
    }
    case 'sight': {
      if (a.value !== 'hidden' && a.value !== 'seen')
        throw new EngineError(`Sight is "hidden" or "seen"; not ${JSON.stringify(a.value)}.`);
      say(ctx, `Lara is ${state.sight.toUpperCase()} → ${a.value.toUpperCase()}`);
      state.sight = a.value;
      if (a.value === 'seen' && state.noise) {
        state.noise = null;
        ctx.events.push({ type: 'noiseRemoved', text: 'The Noise Token is removed (Lara was seen).' });
      }
      return;
    }
    case 'resources':
      return setResources(ctx, a.value);
    case 'ammo': {
      const weapon = state.inventory.weapons.find((w) => w.id === a.weapon);
      if (!weapon) throw new EngineError(`Lara has no weapon "${a.weapon}".`);
      const value = count(a.value, 0, weaponCapacity(ctx, weapon.id), `${weapon.id}'s ammo`);
      say(ctx, `${weapon.id}'s ammo ${weapon.ammo} → ${value}`);
      weapon.ammo = value;
      return;
    }
    case 'enemyHealth': {
      const { enemy, name } = enemyOf(ctx, a.enemy);
      const most = Math.max(enemy.health, ctx.content.figures.get(enemy.type)?.health ?? enemy.health);
      const value = count(a.value, 0, most, `${name}'s health`);
      say(ctx, `${name}'s health ${enemy.health} → ${value}`, { enemy: enemy.id });
      enemy.health = value;
      // 0 takes it off the level; no other consequence of a defeat is applied (rule decision 223).
      if (value === 0) {
        state.enemies = state.enemies.filter((e) => e !== enemy);
        ctx.events.push({
          type: 'enemyDefeated',
          text: `${name} is taken off the level at ${showPoint(enemy.at)}.`,
          enemy: enemy.id,
          at: { ...enemy.at },
        });
      }
      break;
    }
    case 'enemyAt': {
      const { enemy, name } = enemyOf(ctx, a.enemy);
      const to = space(ctx, a.value);
      if (laraAt(state, to) || state.enemies.some((e) => e !== enemy && e.at.x === to.x && e.at.y === to.y))
        throw new EngineError(`${showPoint(to)} is taken by another figure.`);
      say(ctx, `${name} moves ${showPoint(enemy.at)} → ${showPoint(to)}`, { enemy: enemy.id, at: to });
      enemy.at = to;
      break;
    }
    case 'enemyFacing': {
      const { enemy, name } = enemyOf(ctx, a.enemy);
      const to = facing(a.value);
      say(ctx, `${name}'s facing ${enemy.facing} → ${to}`, { enemy: enemy.id });
      enemy.facing = to;
      break;
    }
    default:
      throw new EngineError(
        `"${String((a as { what: unknown }).what)}" cannot be set by hand (${ADJUSTABLE.join(', ')}).`,
      );
  }
  // A figure moved or turned, a door or barrier changed: an enemy that sees Lara now spots her (rule decision 221).
  checkSight(ctx.level, state, ctx.content, ctx.events);
}

function setResources(ctx: Ctx, value: unknown): void {
  if (!Array.isArray(value) || !value.every((t) => typeof t === 'string'))
    throw new EngineError('Resources are set as a list of tokens.');
  const { state } = ctx;
  const held = state.inventory.resources.slice();
  const added: string[] = [];
  for (const token of value as string[]) {
    const i = held.indexOf(token);
    if (i >= 0) held.splice(i, 1);
    else added.push(token);
  }
  // What is left of `held` is given back; what was added must come out of the bag.
  const bag = state.bag.slice();
  for (const token of added) {
    const i = bag.indexOf(token);
    if (i < 0) throw new EngineError(`No "${token}" token is left in the bag.`);
    bag.splice(i, 1);
  }
  bag.push(...held);
  say(
    ctx,
    `Lara's resources ${state.inventory.resources.join(', ') || 'none'} → ${(value as string[]).join(', ') || 'none'}`,
  );
  state.bag = bag;
  state.inventory.resources = (value as string[]).slice();
}
