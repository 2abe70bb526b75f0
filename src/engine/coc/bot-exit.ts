/**
 * Careful and a guarded exit. Lara may leave only while no enemy stands on the exit's Level Tile
 * (objectives.ts exitBlocked), and enemies pursue a SEEN Lara. An exit at the end of a dead end is a trap
 * when she walks in with pursuers behind her: they fill the tile, and from a LOW exit she may not even
 * reach them (no attack uphill, no MELEE across elevations). So while the exit is guarded careful goes
 * to its doorstep instead (the space nearest the exit off its tile) and waits there: pursuers leave the
 * tile to come to her, a HIDDEN Lara's enemies walk on, and she goes in when the tile is clear. Standing
 * on a guarded exit she attacks a guard only when the attack is likely to defeat it, else she steps off
 * towards the doorstep to draw the guards away.
 */
import { distancesTo, FAR, scratchWalls } from './bot-route.ts';
import { indexOf, type Level } from './level.ts';
import { sameTile } from './board.ts';
import { itemOf } from './ongoing-rules.ts';
import { sees } from './sight.ts';
import type { RoutePlan } from './bot-plan.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocAction, CocState, EnemyState, Point } from './types.ts';

/** Expected successes of one Lara Die (bot-careful.ts PER_DIE). */
const PER_DIE = 0.8;

const onExit = (level: Level, at: Point) => !!level.exit && at.x === level.exit.x && at.y === level.exit.y;

/** The enemies on the exit's Level Tile: while any stands there, Lara may not leave. */
export function exitGuards(level: Level, state: CocState): EnemyState[] {
  const exit = level.exit;
  return exit ? state.enemies.filter((e) => sameTile(level, e.at, exit)) : [];
}

/**
 * The doorstep: of the spaces off the exit's Level Tile from which Lara can reach the exit, the one
 * nearest it (by her move points, walls only), the nearer to her on a tie; with her move points to it.
 */
export function doorstep(level: Level, state: CocState): { at: Point; distance: number } | undefined {
  const exit = level.exit;
  if (!exit) return undefined;
  const [walls] = scratchWalls(level, state);
  const toExit = distancesTo(level, walls, indexOf(level, exit));
  const exitTile = level.tile[indexOf(level, exit)]!;
  let best = -1;
  for (let i = 0; i < toExit.length; i++) {
    if (toExit[i]! >= FAR || level.tile[i] === exitTile || level.terrain[i] === 0) continue;
    if (best < 0 || toExit[i]! < toExit[best]!) best = i;
    else if (toExit[i] === toExit[best]) {
      const here = state.lara.at;
      const d = (j: number) => Math.abs((j % level.width) - here.x) + Math.abs(Math.floor(j / level.width) - here.y);
      if (d(i) < d(best)) best = i;
    }
  }
  if (best < 0) return undefined;
  const at = { x: best % level.width, y: Math.floor(best / level.width) };
  const distance = distancesTo(level, walls, best)[indexOf(level, state.lara.at)]!;
  return distance >= FAR ? undefined : { at, distance };
}

/**
 * The route careful follows: while the exit is her next stop (or she stands on it with everything done)
 * and an enemy guards its tile, its doorstep in the exit's place; else the route as planned.
 */
export function guardedRoute(level: Level, state: CocState, plan: RoutePlan): RoutePlan {
  const toExit = plan.first ? plan.first.kind === 'exit' : plan.cost < FAR && onExit(level, state.lara.at);
  if (!toExit || !exitGuards(level, state).length) return plan;
  const step = doorstep(level, state);
  if (!step) return plan;
  const wait = state.sight === 'seen' ? (outOfSight(level, state) ?? step) : step;
  return { cost: plan.cost, first: { kind: 'exit', at: wait.at, index: 0 }, firstDistance: wait.distance };
}

/** How far (move points) careful looks for a space out of the enemies' sight to HIDE in. */
const HIDEOUT_REACH = 6;

/**
 * SEEN while she waits for the exit, with enemies near: where to HIDE. Her own space when no enemy sees
 * it (HIDE there); else the nearest space within reach, off the exit's tile, that no enemy sees and none
 * stands beside (the enemies as walls), the nearer the exit on a tie; undefined with no enemy near or no
 * such space.
 */
function outOfSight(level: Level, state: CocState): { at: Point; distance: number } | undefined {
  const here = state.lara.at;
  const near = (p: Point, d: number) => state.enemies.some((e) => Math.abs(e.at.x - p.x) + Math.abs(e.at.y - p.y) <= d);
  if (!near(here, HIDEOUT_REACH)) return undefined;
  const seen = (p: Point) => state.enemies.some((e) => sees(level, state, e, p));
  if (!seen(here)) return { at: here, distance: 0 };
  const [walls, free] = scratchWalls(level, state);
  const toExit = level.exit ? distancesTo(level, walls, indexOf(level, level.exit)) : undefined;
  free.set(walls);
  for (const e of state.enemies) free[indexOf(level, e.at)] = 1;
  const fromHere = distancesTo(level, free, indexOf(level, here));
  const exitTile = level.exit ? level.tile[indexOf(level, level.exit)] : -2;
  let best: { at: Point; distance: number; score: number } | undefined;
  for (let i = 0; i < fromHere.length; i++) {
    const d = fromHere[i]!;
    // Not on the exit's tile: waiting there is the trap this module avoids.
    if (d === 0 || d > HIDEOUT_REACH || free[i] === 1 || level.tile[i] === exitTile) continue;
    const at = { x: i % level.width, y: Math.floor(i / level.width) };
    if (near(at, 1) || seen(at)) continue;
    const score = d + (toExit ? Math.min(toExit[i]!, FAR) / 100 : 0);
    if (!best || score < best.score) best = { at, distance: d, score };
  }
  return best;
}

/** Successes a shot or strike needs to defeat `enemy` (all-or-nothing for standard enemies). */
export function successesNeeded(enemy: EnemyState, power: number, fromAbove: boolean): number {
  return Math.ceil((enemy.health + (fromAbove ? 1 : 0)) / Math.max(1, power));
}

/**
 * Lara on the exit with everything done, a guard on its tile: the attack on a guard most likely to
 * defeat it (a shot's ammo adds successes; a MELEE deals 2 a success while HIDDEN, 1 while SEEN), when
 * its expected successes reach what the guard's health needs; undefined when none does.
 */
export function exitGuardAttack(
  level: Level,
  state: CocState,
  content: RulesContent,
  legal: CocAction[],
): CocAction | undefined {
  if (!onExit(level, state.lara.at)) return undefined;
  const guards = exitGuards(level, state);
  if (!guards.length) return undefined;
  const high = level.terrain[indexOf(level, state.lara.at)]!;
  let best: CocAction | undefined;
  let bestMargin = -Infinity;
  for (const a of legal) {
    if ((a.type !== 'fire' && a.type !== 'melee') || a.special) continue;
    const target = a.target;
    // A shot with no target goes along her facing: at the first guard she sees.
    const enemy = target
      ? guards.find((e) => e.at.x === target.x && e.at.y === target.y)
      : guards.find((e) => sees(level, state, { at: state.lara.at, facing: state.lara.facing }, e.at));
    if (!enemy) continue;
    const above = high > level.terrain[indexOf(level, enemy.at)]!;
    let margin: number;
    if (a.type === 'fire') {
      const w = state.inventory.weapons.find((x) => x.id === a.weapon);
      const card = itemOf(content, 'weapon', a.weapon) as { power?: number } | undefined;
      margin = a.dice * PER_DIE + (w?.ammo ?? 0) - successesNeeded(enemy, card?.power ?? 1, above);
    } else {
      const power = state.sight === 'hidden' ? 2 : 1;
      margin = a.dice * PER_DIE - successesNeeded(enemy, power, false);
    }
    if (margin > bestMargin) {
      bestMargin = margin;
      best = a;
    }
  }
  return bestMargin >= 0 ? best : undefined;
}
