/**
 * What the bots know of where the game stands: the cheapest route through the level's waypoints
 * (the switches to flip, the artifacts still needed, then the exit), a value of a state for the
 * planner's comparisons, and a "determinized" copy of a state in which everything a player at the
 * table cannot see (the order of the Event Deck, the bag, the Craft Bench decks and the future dice)
 * is drawn again from the bot's own generator.
 */
import { randomInt, shuffle, type RandomState } from '../core/random.ts';
import { distancesTo, FAR, wallsOf } from './bot-route.ts';
import { cloneState } from './game.ts';
import { indexOf, type Level } from './level.ts';
import { sameTile } from './board.ts';
import { objectivesOf } from './objectives.ts';
import { bossCost, requiredBoss } from './bot-boss.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocState, EnemyState, Point } from './types.ts';

/** What Lara does on arriving at a waypoint (a boss: fight it, from a space beside it). */
export type WaypointKind = 'switch' | 'artifact' | 'boss' | 'exit';
export interface Waypoint {
  kind: WaypointKind;
  at: Point;
  /** Index in the level's switches or artifacts. */
  index: number;
}

export interface RoutePlan {
  /** Move points of the whole route plus the dice of what is done on the way (FAR: no route). */
  cost: number;
  /** Where to go first (undefined: nothing spatial is left, or there is no route). */
  first?: Waypoint;
  /** Move points to the first waypoint (a boss's: to a space beside it). */
  firstDistance: number;
}

/** What a die spent on a switch or an artifact is worth in move points (a MOVE die gives about 1.7). */
const ACTION_COST = 2;
/** What an enemy standing on the exit's Level Tile costs (besides 2 a health point it has left). */
const EXIT_GUARD = 4;

/** How many more artifacts the objectives need. */
export function artifactsNeeded(level: Level, state: CocState): number {
  let need = 0;
  for (const o of objectivesOf(level, state))
    if (o.type === 'collectArtifacts')
      need = Math.max(need, 'count' in o && o.count !== undefined ? o.count : level.artifacts.length);
  const collected = state.artifacts.filter((onLevel) => !onLevel).length;
  return Math.max(0, need - collected);
}

interface Node {
  pos: number;
  parity: number;
  taken: number;
  /** The required boss fought (bot-boss.ts), or there is none. */
  beaten: boolean;
  cost: number;
  first?: Waypoint;
  firstDistance: number;
}

const COLOURS = ['red', 'blue'] as const;

/**
 * The cheapest route from Lara's space: a search over (space, which switch colours were flipped,
 * which artifacts were taken, whether the boss the objectives require was fought). A required boss is a
 * waypoint where it stands, priced by its health left (bot-boss.ts `bossCost`); the exit comes after it.
 * Gold doors are taken as open once their level rule's condition is met on the route (the artifacts in
 * hand, the boss fought, or both for "objectives complete").
 */
export function planRoute(level: Level, state: CocState, content: RulesContent): RoutePlan {
  const need = artifactsNeeded(level, state);
  const boss = requiredBoss(level, state, content);
  // The route depends on Lara's space and the tokens only (and a required boss's space and health):
  // cached by those.
  const plain = routeKey(level, state, need);
  const key = boss ? `${plain}|${boss.at.x},${boss.at.y},${boss.health}` : plain;
  let plans = level.memo.routes as Map<number | string, RoutePlan> | undefined;
  if (!plans) level.memo.routes = plans = new Map();
  const known = plans.get(key);
  if (known) return known;
  const plan = searchRoute(level, state, need, boss);
  if (plans.size > 20000) plans.clear();
  plans.set(key, plan);
  return plan;
}

/**
 * What a route depends on, as one number where it fits (a number key is found many times faster than
 * the text of the same facts, and the planner's futures ask for a route at every decision): Lara's
 * space, the artifacts needed, the boulder's space, then one bit a door, an artifact and a barrier.
 */
function routeKey(level: Level, state: CocState, need: number): number | string {
  const n = level.width * level.height;
  const boulder = state.boulder ? indexOf(level, state.boulder) : -1;
  const pos = indexOf(level, state.lara.at);
  const bits = state.doors.length + state.artifacts.length + state.barriers.length;
  if (pos < 0 || need >= 16 || bits > 52 - Math.ceil(Math.log2(16 * n * (n + 1))))
    return `${state.lara.at.x},${state.lara.at.y}|${need}|${state.doors.map(Number).join('')}|${state.artifacts.map(Number).join('')}|${state.barriers.map((b) => (b > 0 ? 1 : 0)).join('')}|${boulder}`;
  let key = pos + n * (need + 16 * (boulder + 1));
  let m = 16 * n * (n + 1);
  for (const open of state.doors) {
    if (open) key += m;
    m *= 2;
  }
  for (const onLevel of state.artifacts) {
    if (onLevel) key += m;
    m *= 2;
  }
  for (const b of state.barriers) {
    if (b > 0) key += m;
    m *= 2;
  }
  return key;
}

function searchRoute(level: Level, state: CocState, need: number, boss: EnemyState | undefined): RoutePlan {
  const exit = level.exit ? indexOf(level, level.exit) : -1;
  const bossAt = boss ? indexOf(level, boss.at) : -1;
  // When the gold doors open, by the level's rule: the artifacts, the boss, or every objective.
  const goldOpen = (artifacts: boolean, beaten: boolean) =>
    level.goldDoors === 'bossDefeated'
      ? beaten
      : level.goldDoors === 'artifactsCollected'
        ? artifacts
        : artifacts && beaten;
  const boulder = state.boulder ? indexOf(level, state.boulder) : -1;
  const known = new Map<number, Uint8Array>();
  const walls = (parity: number, done: boolean) => {
    const k = parity * 2 + (done ? 1 : 0);
    let w = known.get(k);
    if (!w) known.set(k, (w = makeWalls(parity, done)));
    return w;
  };
  const makeWalls = (parity: number, done: boolean) =>
    wallsOf(
      level,
      level.doors.map((d, i) => {
        if (d.colour === 'gold') return state.doors[i]! || done;
        const flipped = (parity >> COLOURS.indexOf(d.colour)) & 1;
        return flipped ? !state.doors[i] : state.doors[i]!;
      }),
      state.barriers,
      boulder,
    );
  const start: Node = {
    pos: indexOf(level, state.lara.at),
    parity: 0,
    taken: 0,
    beaten: !boss,
    cost: 0,
    firstDistance: 0,
  };
  const open: Node[] = [start];
  const best = new Map<string, number>();
  const key = (n: Node) => `${n.pos},${n.parity},${n.taken},${n.beaten ? 1 : 0}`;
  const count = (mask: number) => {
    let c = 0;
    for (let m = mask; m; m >>= 1) c += m & 1;
    return c;
  };
  while (open.length) {
    let bi = 0;
    for (let i = 1; i < open.length; i++) if (open[i]!.cost < open[bi]!.cost) bi = i;
    const node = open.splice(bi, 1)[0]!;
    const k = key(node);
    if ((best.get(k) ?? Infinity) < node.cost) continue;
    const collected = count(node.taken) >= need;
    const done = collected && node.beaten;
    if (done && exit >= 0 && node.pos === exit)
      return { cost: node.cost, first: node.first, firstDistance: node.firstDistance };
    if (done && exit < 0) return { cost: node.cost, first: node.first, firstDistance: node.firstDistance };
    const solid = walls(node.parity, goldOpen(collected, node.beaten));
    const go = (to: number, wp: Waypoint, parity: number, taken: number, extra: number, beaten = node.beaten) => {
      let d = distancesTo(level, solid, to)[node.pos]!;
      if (d >= FAR) return;
      // A boss is fought from a space beside it.
      if (wp.kind === 'boss') d = Math.max(0, d - 1);
      const next: Node = {
        pos: to,
        parity,
        taken,
        beaten,
        cost: node.cost + d + extra,
        first: node.first ?? wp,
        firstDistance: node.first ? node.firstDistance : d,
      };
      const nk = key(next);
      if ((best.get(nk) ?? Infinity) <= next.cost) return;
      best.set(nk, next.cost);
      open.push(next);
    };
    if (!done)
      level.artifacts.forEach((a, i) => {
        if (state.artifacts[i] && !((node.taken >> i) & 1))
          go(indexOf(level, a), { kind: 'artifact', at: a, index: i }, node.parity, node.taken | (1 << i), ACTION_COST);
      });
    level.switches.forEach((s, i) => {
      go(
        indexOf(level, s.at),
        { kind: 'switch', at: s.at, index: i },
        node.parity ^ (1 << COLOURS.indexOf(s.colour)),
        node.taken,
        ACTION_COST,
      );
    });
    if (boss && !node.beaten)
      go(bossAt, { kind: 'boss', at: boss.at, index: 0 }, node.parity, node.taken, bossCost(boss), true);
    if (done && exit >= 0) go(exit, { kind: 'exit', at: level.exit!, index: 0 }, node.parity, node.taken, 0);
  }
  return { cost: FAR, firstDistance: FAR };
}

/** Objectives that need no place: SEARCH, RESEARCH (a required boss is a waypoint of the route). */
function otherObjectives(level: Level, state: CocState): number {
  let cost = 0;
  for (const o of objectivesOf(level, state)) {
    if (o.type === 'search' && !state.searched) cost += ACTION_COST;
    if (o.type === 'research' && !state.researched) cost += ACTION_COST;
  }
  return cost;
}

/**
 * Lara has left the level played in `before` by its exit, and the game goes on: a chapter of a series
 * that is not its last (the series advances to the next chapter), or an Island Campaign location (its
 * space is cleared). For that level it is a win, though the game's status stays "playing".
 */
export function levelLeft(before: CocState, after: CocState): boolean {
  if (before.series && after.series)
    return after.series.index > before.series.index || (after.series.advancing && !before.series.advancing);
  if (before.campaign && after.campaign)
    return (
      after.campaign.cleared.length > before.campaign.cleared.length ||
      (before.campaign.stage === 'level' && after.campaign.stage === 'cleared')
    );
  return false;
}

/**
 * How good a state is for Lara, for comparing the planner's futures: a win or a loss outweighs
 * everything; otherwise the route still to go, her health (each point dearer as she nears 0),
 * being SEEN, enemies close by and what she holds. With `from` (the state the future began in), a
 * future that left the level `from` was in (`levelLeft`) counts as a win of it: `level` is the one
 * left, and a route measured on it from the next chapter's spaces would mean nothing.
 */
export function stateValue(level: Level, state: CocState, content: RulesContent, from?: CocState): number {
  if (state.status === 'won') return 1000 - state.round;
  // The next chapter starts at round 1: the round the level was left in is `from`'s (a future is short).
  if (from && levelLeft(from, state)) return 1000 - from.round;
  if (state.status === 'lost') return -1000;
  const route = planRoute(level, state, content);
  let v = -Math.min(route.cost, 200) - otherObjectives(level, state);
  const h = state.lara.health;
  v += 2 * h - (h <= 3 ? 12 - 3 * h : 0);
  if (state.sight === 'seen') v -= 4;
  for (const e of state.enemies) {
    const d = Math.abs(e.at.x - state.lara.at.x) + Math.abs(e.at.y - state.lara.at.y);
    if (d <= 6) v -= (7 - d) * 0.6;
    // An enemy on the exit's Level Tile bars the exit (objectives.ts exitBlocked): it must be defeated.
    if (level.exit && sameTile(level, e.at, level.exit)) v -= EXIT_GUARD + 2 * e.health;
  }
  const inv = state.inventory;
  v += 0.5 * inv.resources.length + inv.specialDice + inv.research.length;
  for (const w of inv.weapons) v += 0.3 * Math.min(w.ammo, 6);
  v -= 1.7 * state.diceLostNextPhase;
  return v;
}

/**
 * A copy of the state in which the hidden order of things is drawn again from `random`: the future
 * dice (the state's generator), the Event Deck's draw pile, the bag and the Craft Bench and Research
 * decks. The planner plays its futures on such copies, so it never reads what the table hides.
 */
export function determinize(state: CocState, random: RandomState): CocState {
  const copy = cloneState(state);
  copy.random = [
    randomInt(random, 0x7fffffff),
    randomInt(random, 0x7fffffff),
    randomInt(random, 0x7fffffff),
    randomInt(random, 0x7fffffff) | 1,
  ];
  // Each hidden pile is put in a fixed order before it is shuffled, so the world drawn depends on what the pile
  // holds, never on its true order: a bot's choice is the same whatever the order (bots-hidden-information test).
  shuffle(random, copy.eventDeck.draw.sort());
  shuffle(random, copy.bag.sort());
  for (const deck of ['weapon', 'outfit', 'ability', 'research'] as const) shuffle(random, copy.decks[deck].sort());
  return copy;
}
