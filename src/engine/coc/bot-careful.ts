/**
 * The "careful" player: a heuristic Lara. She heads for the next waypoint of the cheapest route
 * (bot-plan.ts) by path distance, rolling just enough MOVE dice to get there (to a guarded exit's
 * doorstep while an enemy stands on its tile, bot-exit.ts); prefers steps no
 * enemy can see while HIDDEN; shoots or strikes an enemy that threatens her when the dice and ammo
 * she can put in are likely to defeat it; HIDEs when SEEN out of every enemy's sight; ticks SEARCH
 * and RESEARCH with spare dice; crafts health when hurt, ammo when low, weapons when she can; and
 * answers decisions by rules of thumb (dodge what would hurt badly, pay a trap with resources rather
 * than health). She reads only what the table shows: never the order of a deck or of the bag.
 */
import { randomInt, type RandomState } from '../core/random.ts';
import { distancesTo, FAR, scratchWalls } from './bot-route.ts';
import { planRoute, stateValue, determinize, type RoutePlan } from './bot-plan.ts';
import { BOSS_DICE, bossFight } from './bot-boss.ts';
import { exitGuardAttack, guardedRoute, successesNeeded } from './bot-exit.ts';
import { applyActionInPlace, legalActions } from './game.ts';
import { laraActionsInto, type ActionSink } from './legal.ts';
import { indexOf, levelOf, type Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import { sees } from './sight.ts';
import { stepFrom } from './board.ts';
import { FACINGS } from '../../model/coc-grid.ts';
import { itemOf } from './ongoing-rules.ts';
import { enemyNumbers } from './enemy-stats.ts';
import { successes } from './dice.ts';
import type { CocAction, CocState, EnemyState, Facing, Point } from './types.ts';

/** Expected successes of one Lara Die (1 for a success, 2 for a double; a sacrifice turned costs a card). */
const PER_DIE = 0.8;

const dist = (a: Point, b: Point) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
/** The plain roll of this kind with `want` dice, or the most dice below it the rules allow (Overworked). */
function roll(legal: CocAction[], type: 'move' | 'hide' | 'search' | 'research', want: number): CocAction | undefined {
  let best: (CocAction & { dice: number }) | undefined;
  for (const a of legal)
    if (
      a.type === type &&
      !('special' in a && a.special) &&
      !('improvise' in a && a.improvise) &&
      a.dice >= 1 &&
      a.dice <= Math.max(1, want) &&
      (!best || a.dice > best.dice)
    )
      best = a as CocAction & { dice: number };
  return best;
}

const find = <T extends CocAction['type']>(
  legal: CocAction[],
  type: T,
  test: (a: CocAction & { type: T }) => boolean = () => true,
) => legal.find((a): a is CocAction & { type: T } => a.type === type && test(a as CocAction & { type: T }));

export interface CarefulView {
  level: Level;
  content: RulesContent;
  state: CocState;
  legal: CocAction[];
  plan: RoutePlan;
}

/**
 * The legal actions of a step within a MOVE, up to endMove (the steps, jumps and turns first, in the
 * engine's order): all that `stepAction` looks at, and all there is when she must keep moving; the rolls,
 * shots and crafts after them are not worked out.
 */
class MoveActions implements ActionSink {
  readonly movesOnly = true;
  readonly actions: CocAction[] = [];
  push(action: CocAction): void {
    this.actions.push(action);
  }
  rolls(): void {
    throw new Error('MoveActions: a roll before endMove.');
  }
}

/** Whether careful's choice needs only the actions of a step (`MoveActions`): her phase, a MOVE, no decision. */
export const walking = (state: CocState) =>
  state.status === 'playing' && state.phase === 'lara' && !!state.move && !state.pending && !state.players;

/** The legal actions of a step within a MOVE up to endMove (`walking` states only): see MoveActions. */
export function walkingActions(content: RulesContent, state: CocState): CocAction[] {
  const sink = new MoveActions();
  laraActionsInto({ level: levelOf(content, state.level), state, content, events: [] }, sink);
  return sink.actions;
}

export function carefulAction(
  content: RulesContent,
  state: CocState,
  random: RandomState,
  given?: CocAction[],
): CocAction | undefined {
  const level = levelOf(content, state.level);
  const legal = given ?? (walking(state) ? walkingActions(content, state) : legalActions(content, state));
  if (legal.length <= 1) return legal[0];
  // A guarded exit: its doorstep in its place (bot-exit.ts).
  const plan = () => guardedRoute(level, state, planRoute(level, state, content));
  if (state.pending) return answerPending(content, { level, content, state, legal, plan: plan() }, random);
  if (state.phase !== 'lara') return legal[0];
  const view = { level, content, state, legal, plan: plan() };
  return (state.move ? stepAction(view) : laraChoice(view)) ?? legal[randomInt(random, legal.length)];
}

/** The enemies that could reach and hit Lara in their next phase. */
function threats(view: CarefulView): EnemyState[] {
  const { level, state, content } = view;
  return state.enemies.filter((e) => {
    const n = enemyNumbers(level, state, content, e);
    return dist(e.at, state.lara.at) <= n.move + n.range + (state.sight === 'seen' ? 1 : -1);
  });
}

/** During a MOVE: the step or jump that brings the next waypoint closest, an unseen one first. */
function stepAction(view: CarefulView): CocAction | undefined {
  const { level, state, legal, plan } = view;
  const target = plan.first ? indexOf(level, plan.first.at) : -1;
  // Around the enemies where there is a way round them, else through them.
  const [walls, free] = scratchWalls(level, state);
  free.set(walls);
  for (const e of state.enemies) free[indexOf(level, e.at)] = 1;
  let toTarget = target >= 0 ? distancesTo(level, free, target) : undefined;
  if (toTarget && toTarget[indexOf(level, state.lara.at)]! >= FAR) toTarget = distancesTo(level, walls, target);
  const here = indexOf(level, state.lara.at);
  let best: CocAction | undefined;
  let bestScore = Infinity;
  for (const a of legal) {
    if (a.type !== 'step' && a.type !== 'jump') continue;
    // A step onto a slope slides down it: the terrain table says where it lands.
    const li =
      a.type === 'jump'
        ? indexOf(level, stepFrom(state.lara.at, a.facing, 2))
        : level.stepLanding[here * 4 + FACINGS.indexOf(a.facing)]!;
    if (li < 0) continue;
    const land = { x: li % level.width, y: Math.floor(li / level.width) };
    // A slide lands further on: the route map says how far the landing still is.
    let d = toTarget ? toTarget[li]! : 0;
    if (d >= FAR) d = FAR;
    const seen = state.sight === 'hidden' && state.enemies.some((e) => sees(level, state, e, land)) ? 0.5 : 0;
    const score = d + seen + (a.type === 'jump' ? 0.1 : 0);
    if (score < bestScore) {
      bestScore = score;
      best = a;
    }
  }
  const now = toTarget ? toTarget[here]! : FAR;
  if (state.move?.passing) return best;
  if (best && bestScore < now) return best;
  return find(legal, 'endMove');
}

/** How many MOVE dice to roll to cover `distance` move points (each die moves 1, each success 1 more). */
function moveDice(distance: number, left: number): number {
  return Math.max(1, Math.min(left, Math.ceil(distance / (1 + PER_DIE * 0.8))));
}

/** Lara's phase, no move under way: the action by the rules of thumb, in order of urgency. */
function laraChoice(view: CarefulView): CocAction | undefined {
  const { state, legal, plan, level } = view;
  const exit = find(legal, 'exit');
  if (exit) return exit;
  const left = state.lara.diceLeft;
  const arrived = plan.first && plan.firstDistance === 0;
  if (arrived && plan.first!.kind === 'artifact') {
    const take = find(legal, 'takeArtifact');
    if (take) return take;
  }
  if (arrived && plan.first!.kind === 'switch') {
    const use = find(legal, 'useSwitch');
    if (use) return use;
  }
  const craft = craftChoice(view);
  if (craft) return craft;
  const guard = (!plan.first || plan.first.kind === 'exit') && exitGuardAttack(level, state, view.content, legal);
  if (guard) return guard;
  const boss = bossFight(level, state, view.content, legal);
  if (boss) return boss;
  const fight = fightChoice(view);
  if (fight) return fight;
  const watched = state.enemies.some((e) => sees(level, state, e, state.lara.at));
  if (state.sight === 'seen' && !watched && left >= 3 && threats(view).length) {
    const hide = roll(legal, 'hide', 4);
    if (hide) return hide;
  }
  // Dice the route does not need this phase go to the objectives and the bag.
  // A boss is fought with the dice left after the MOVE that reaches it (BOSS_DICE of them at least); too far
  // for that, she lets it come (it pursues her) and spends the dice on the bag meanwhile.
  const atWaypoint = !plan.first ? 0 : plan.first.kind === 'exit' ? 0 : plan.first.kind === 'boss' ? BOSS_DICE : 1;
  const approach =
    plan.first?.kind !== 'boss' || left - moveDice(plan.firstDistance, left) >= BOSS_DICE || plan.firstDistance === 0;
  const needed = plan.first && approach ? moveDice(plan.firstDistance, 6) + atWaypoint : 0;
  const spare = left - needed;
  const research = !state.researched && needsObjective(view, 'research');
  if (research && (spare > 0 || !plan.first)) {
    const r = roll(legal, 'research', 1);
    if (r) return r;
  }
  if (!state.searchedThisPhase && (spare > 0 || !plan.first || !approach) && (!state.searched || spare >= 2)) {
    const s = roll(legal, 'search', Math.min(spare, 3));
    if (s) return s;
  }
  if (plan.first && plan.firstDistance > 0 && plan.firstDistance < FAR && !emptyMove(state)) {
    const dice = moveDice(plan.firstDistance, left);
    const move = approach ? roll(legal, 'move', dice) : undefined;
    if (move) return move;
  }
  if (research) {
    const r = roll(legal, 'research', 2);
    if (r) return r;
  }
  return find(legal, 'endLaraPhase');
}

/** Whether her last MOVE this phase took no step (the way is barred): another would be wasted too. */
function emptyMove(state: CocState): boolean {
  const log = state.log;
  let i = log.length - 1;
  while (i >= 0 && log[i]!.type !== 'endMove' && log[i]!.type !== 'endLaraPhase') i--;
  if (i < 0 || log[i]!.type !== 'endLaraPhase') {
    for (i--; i >= 0 && log[i]!.type !== 'move'; i--)
      if (log[i]!.type === 'step' || log[i]!.type === 'jump') return false;
    return i >= 0;
  }
  return false;
}

function needsObjective(view: CarefulView, type: 'search' | 'research'): boolean {
  const objectives = view.level.objectives;
  return objectives.some((o) => o.type === type);
}

/** Health when hurt, ammo when a weapon runs low, Special Dice and upgrades with what is left over. */
function craftChoice(view: CarefulView): CocAction | undefined {
  const { state, legal } = view;
  const crafts = legal.filter((a): a is CocAction & { type: 'craft' } => a.type === 'craft');
  if (!crafts.length) return undefined;
  const has = (id: string) => crafts.find((a) => a.recipe === id);
  if (state.lara.health <= state.lara.maxHealth - 3 && has('health')) return has('health');
  if (state.inventory.weapons.length && state.inventory.weapons.every((w) => w.ammo <= 2) && has('ammo'))
    return has('ammo');
  for (const id of ['weapon-pick', 'weapon', 'outfit-pick', 'outfit', 'ability-pick', 'ability'])
    if (has(id)) return has(id);
  if (state.lara.health >= state.lara.maxHealth - 2 && state.inventory.resources.length >= 4 && has('special-dice'))
    return has('special-dice');
  return undefined;
}

/** Turn to face, fire at or strike a threatening enemy when the odds are good. */
function fightChoice(view: CarefulView): CocAction | undefined {
  const { state, legal, level, content } = view;
  const near = threats(view).sort((a, b) => dist(a.at, state.lara.at) - dist(b.at, state.lara.at));
  if (!near.length) return undefined;
  const left = state.lara.diceLeft + (state.inventory.specialDice > 0 ? 1 : 0);
  const high = level.terrain[indexOf(level, state.lara.at)]!;
  for (const enemy of near) {
    const above = high > level.terrain[indexOf(level, enemy.at)]!;
    for (const w of state.inventory.weapons) {
      const card = itemOf(content, 'weapon', w.id) as { power?: number } | undefined;
      const need = successesNeeded(enemy, card?.power ?? 1, above) - w.ammo;
      const shots = legal.filter(
        (a): a is CocAction & { type: 'fire' } =>
          a.type === 'fire' &&
          a.weapon === w.id &&
          (!a.target || (a.target.x === enemy.at.x && a.target.y === enemy.at.y)) &&
          !a.special,
      );
      const good = shots.filter((a) => a.dice * PER_DIE >= need - 0.3).sort((a, b) => a.dice - b.dice);
      if (good[0]) return good[0];
    }
    if (state.sight === 'hidden' && dist(enemy.at, state.lara.at) === 1) {
      const need = successesNeeded(enemy, 2, false);
      const strike = legal
        .filter(
          (a): a is CocAction & { type: 'melee' } =>
            a.type === 'melee' && a.target.x === enemy.at.x && a.target.y === enemy.at.y,
        )
        .filter((a) => a.dice * PER_DIE >= need + 0.5)
        .sort((a, b) => a.dice - b.dice)[0];
      if (strike) return strike;
    }
    // Face an enemy in line, when a weapon could then be fired at it.
    const facing = faceTowards(state.lara.at, enemy.at);
    const turned = state.log[state.log.length - 1]?.type === 'turn';
    if (
      !turned &&
      facing &&
      facing !== state.lara.facing &&
      left >= 1 &&
      state.inventory.weapons.some((w) => w.ammo > 0 && (!state.weaponUsed || state.weaponUsed === w.id)) &&
      dist(enemy.at, state.lara.at) <= 3
    ) {
      const turn = find(legal, 'turn', (a) => a.facing === facing);
      if (turn) return turn;
    }
  }
  return undefined;
}

function faceTowards(from: Point, to: Point): Facing | undefined {
  if (from.x === to.x) return to.y < from.y ? 'N' : 'S';
  if (from.y === to.y) return to.x < from.x ? 'W' : 'E';
  return undefined;
}

/**
 * A decision: dodge, sacrifices, traps, helpful cards, upgrades… Rules of thumb where they are
 * clear; otherwise the answer whose result is best on average over a few drawn futures (the dice
 * and decks drawn again, never read).
 */
function answerPending(content: RulesContent, view: CarefulView, random: RandomState): CocAction {
  const { state, legal } = view;
  const pending = state.pending!;
  switch (pending.kind) {
    case 'sacrifices':
      return sacrificesAnswer(view);
    case 'dodge': {
      const dodges = legal.filter((a): a is CocAction & { type: 'dodge' } => a.type === 'dodge');
      const most = dodges[dodges.length - 1]!;
      // Every die used is missing from the next Lara Phase: dodge only what would end the game.
      const over = pending.damage - state.lara.health + 1;
      if (over > 0) return dodges.find((a) => a.dice === Math.min(most.dice, over + 1)) ?? most;
      return dodges[0] ?? legal[0]!;
    }
    case 'reroll':
      return find(legal, pending.dice >= 3 ? 'reroll' : 'stop') ?? legal[0]!;
    case 'ammo':
      return ammoAnswer(view) ?? legal[legal.length - 1]!;
    case 'helpful':
      return find(legal, 'useHelpful', (a) => a.use) ?? legal[0]!;
    case 'afterRoll':
      return find(legal, 'keepRoll') ?? legal[0]!;
    default:
      return bestByLookahead(content, view, random, 2);
  }
}

/**
 * Sacrifices turned into successes discard Event Cards (the deck's run-out comes sooner: the level is
 * INVADED, then each run-out hurts): a MOVE turns only what the next waypoint still lacks, any other
 * roll turns them all.
 */
function sacrificesAnswer(view: CarefulView): CocAction {
  const { state, legal, plan } = view;
  const roll = state.roll;
  const all = legal[legal.length - 1]!;
  if (!roll || roll.for !== 'move' || !plan.first) return all;
  const points = roll.dice + successes(roll.results, 0) + roll.extra;
  const lack = Math.max(0, plan.firstDistance - points);
  return legal.find((a) => a.type === 'convertSacrifices' && a.count === lack) ?? all;
}

/** Ammo: just what the roll lacks to defeat its target, or none when even all of it would not. */
function ammoAnswer(view: CarefulView): CocAction | undefined {
  const { state, legal, level, content } = view;
  const roll = state.roll;
  const pending = state.pending as { kind: 'ammo'; max: number };
  if (!roll || !roll.weapon || roll.targets.length !== 1) return undefined;
  const target = roll.targets[0]!;
  const enemy = state.enemies.find((e) => e.at.x === target.x && e.at.y === target.y);
  if (!enemy || content.figures.get(enemy.type)?.boss) return undefined;
  const card = itemOf(content, 'weapon', roll.weapon) as { power?: number } | undefined;
  const above = level.terrain[indexOf(level, state.lara.at)]! > level.terrain[indexOf(level, enemy.at)]!;
  const have =
    roll.results.reduce((n, r) => n + (r === 'success' ? 1 : r === 'doubleSuccess' ? 2 : 0), 0) +
    (roll.converted ?? 0) +
    roll.extra;
  const lack = successesNeeded(enemy, card?.power ?? 1, above) - have;
  const amount = lack <= 0 ? 0 : lack > pending.max ? 0 : lack;
  return legal.find((a) => a.type === 'spendAmmo' && a.amount === amount);
}

/** The answer whose futures (drawn again `samples` times, to the end of the decision) are worth most. */
export function bestByLookahead(
  content: RulesContent,
  view: CarefulView,
  random: RandomState,
  samples: number,
): CocAction {
  const { level, state, legal } = view;
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const action of legal) {
    let total = 0;
    for (let s = 0; s < samples; s++) {
      const copy = determinize(state, random);
      try {
        applyActionInPlace(content, copy, action);
      } catch {
        total -= 1e6;
        continue;
      }
      total += stateValue(level, copy, content);
    }
    if (total > bestValue) {
      bestValue = total;
      best = action;
    }
  }
  return best;
}
