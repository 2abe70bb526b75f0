/**
 * The "planner" player: sparse sampling over a few candidate actions, with short futures cut when
 * the enemies have acted and a heuristic value of where they end (bot-plan.ts `stateValue`). Its cost
 * per decision is bounded by an iteration budget, never by time, so the same seed gives the same
 * game; docs/analysis.md ("Crypt of Chronos: planner") has the design and its figures.
 *
 * - **When it searches**: at Lara's contested decisions — her phase with no move under way, when she
 *   is SEEN or an enemy could reach her in its next phase (`contested`) — and at pending decisions the
 *   careful player has no rule of thumb for (traps, events, upgrades) or whose rule loses games
 *   (sacrifices), and (`moveSearch`) at contested steps within a MOVE: careful's step, ending the move
 *   there, the other steps (`moveStep`). Elsewhere (no enemy near, dodges, ammo, the enemies' and event
 *   phases) it plays as the careful player: one decision, no search.
 * - **What it compares**: at most `width` candidates (`candidatesOf`): the careful player's choice
 *   first, then the attacks on a boss the level requires (a shot per weapon, a MELEE), then the exit,
 *   the artifact or switch, HIDE and each shot with the most dice, a MOVE of one die and of every die,
 *   a SEARCH of one die, ending the phase, a strike, crafting health.
 * - **How**: `iterations` futures a decision, shared among the candidates (at least one world each);
 *   every candidate is played in the same sampled worlds (common random numbers: the hidden order of
 *   the decks and the bag and the dice to come drawn again from its own generator, bot-plan.ts
 *   `determinize`); after the candidate the careful player plays on until the enemies have acted, or
 *   `horizon` actions. Dice left unused by ending the phase are charged as time lost. The careful
 *   choice keeps the decision unless another is better by `prior` (noise of few worlds).
 *
 * With `oracle` it plays its futures on the true state (the real deck order and dice): a bound on what
 * perfect knowledge would give, for comparison.
 */
import { nextUint32, type RandomState } from '../core/random.ts';
import { carefulAction, walking, walkingActions } from './bot-careful.ts';
import { determinize, levelLeft, stateValue } from './bot-plan.ts';
import { bossAttacks, requiredBoss } from './bot-boss.ts';
import { enemyNumbers } from './enemy-stats.ts';
import { applyActionInPlace, cloneState, legalActions } from './game.ts';
import { levelOf, type Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocAction, CocState } from './types.ts';

export interface PlannerOptions {
  /** Futures played per searched decision, shared among its candidates (at least one each). */
  iterations: number;
  /** Most candidates a decision compares (the careful player's choice among them). */
  width?: number;
  /** Most actions of one future (a bound; a future ends when the enemies have acted). */
  horizon?: number;
  /** How much better (in stateValue points) a candidate's futures must be to leave the careful choice. */
  prior?: number;
  /** Search every decision of Lara's phase, not only the contested ones (for comparison). */
  everyDecision?: boolean;
  oracle?: boolean;
  /** Pending decisions left to the careful player's rule of thumb (default RULE_OF_THUMB; [] searches them all). */
  ruleOfThumb?: readonly string[];
  /** Counts the searches and the futures played, when given (tests, benchmarks). */
  tally?: { searches: number; futures: number };
  /** Search the steps of a MOVE too, when contested (where the MOVE ends: `moveStep`). */
  moveSearch?: boolean;
  /** Most candidates of a step within a MOVE (careful's step, ending the move, other steps); default `width`. */
  moveWidth?: number;
  /** Futures of a searched step within a MOVE; default `iterations`. */
  moveIterations?: number;
  /** Spaces beyond an enemy's move + range within which Lara is contested (`contested`); default 2. */
  reach?: number;
}

export const DEFAULT_PLANNER: PlannerOptions = { iterations: 6, width: 6, horizon: 80, prior: 1, moveSearch: true };

/** What a Lara Die left unused at the end of her phase costs (as a die lost next phase, bot-plan.ts). */
const IDLE_DIE = 1.7;

/**
 * Pending decisions the careful player answers by a rule of thumb (bot-careful.ts answerPending): the
 * planner leaves them to it. Its searches showed why: it chose otherwise in 2 of 278 dodges, but in 25
 * of 27 trap and event choices, which careful weighs by a one-step look only. The sacrifices are searched
 * (fifth session): each turned one discards an Event Card, and searching them won more games on every
 * level tried (docs/analysis.md).
 */
const RULE_OF_THUMB: readonly string[] = ['dodge', 'reroll', 'ammo', 'helpful', 'afterRoll'];

/**
 * Some enemy could reach and strike Lara in its next phase (within its move + range + `reach`), or she is
 * SEEN: a decision worth a search.
 */
export function contested(level: Level, state: CocState, content: RulesContent, reach = 2): boolean {
  if (state.sight === 'seen') return true;
  const { x, y } = state.lara.at;
  return state.enemies.some((e) => {
    const n = enemyNumbers(level, state, content, e);
    return Math.abs(e.at.x - x) + Math.abs(e.at.y - y) <= n.move + n.range + reach;
  });
}

const dice = (a: CocAction) => ('dice' in a && typeof a.dice === 'number' ? a.dice : 0);
const plain = (a: CocAction) => !('special' in a && a.special) && !('improvise' in a && a.improvise);

/** The most dice of a plain roll of each key (type and target), in the order they come. */
function mostDice(
  legal: CocAction[],
  type: CocAction['type'],
  keyOf: (a: CocAction) => string = () => '',
): CocAction[] {
  const best = new Map<string, CocAction>();
  for (const a of legal) {
    if (a.type !== type || !plain(a)) continue;
    const k = keyOf(a);
    const had = best.get(k);
    if (!had || dice(a) > dice(had)) best.set(k, a);
  }
  return [...best.values()];
}

const at = (a: CocAction) =>
  'target' in a && a.target && typeof a.target === 'object'
    ? `${String((a.target as { x: number }).x)},${String((a.target as { y: number }).y)}`
    : '';

/**
 * The careful choice, then `urgent` (the attacks on a boss the level requires, bot-boss.ts), then one of
 * each kind the danger calls for, at most `width`, no two the same.
 */
export function candidatesOf(
  legal: CocAction[],
  usual: CocAction | undefined,
  width: number,
  urgent: readonly CocAction[] = [],
): CocAction[] {
  const out: CocAction[] = [];
  const seen = new Set<string>();
  const add = (a: CocAction | undefined) => {
    if (!a || out.length >= width) return;
    const k = JSON.stringify(a);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(a);
  };
  add(usual);
  for (const a of urgent) add(a);
  add(legal.find((a) => a.type === 'exit'));
  add(legal.find((a) => a.type === 'takeArtifact'));
  add(legal.find((a) => a.type === 'useSwitch'));
  for (const a of mostDice(legal, 'hide')) add(a);
  for (const a of mostDice(legal, 'fire', (f) => `${'weapon' in f ? String(f.weapon) : ''}|${at(f)}`)) add(a);
  add(legal.find((a) => a.type === 'move' && plain(a) && a.dice === 1));
  for (const a of mostDice(legal, 'move')) add(a);
  add(legal.find((a) => a.type === 'search' && plain(a) && a.dice === 1));
  add(legal.find((a) => a.type === 'endLaraPhase'));
  for (const a of mostDice(legal, 'melee', at)) add(a);
  add(legal.find((a) => a.type === 'craft' && a.recipe === 'health'));
  return out;
}

/**
 * Plays a future from `state` (changed in place) with the careful player until the enemies have acted,
 * or Lara has left the level `from` was in (bot-plan.ts `levelLeft`: the next chapter is not this one's future).
 */
function playOut(content: RulesContent, state: CocState, from: CocState, random: RandomState, horizon: number): void {
  const startRound = state.round;
  for (let n = 0; n < horizon && state.status === 'playing'; n++) {
    if ((state.phase === 'event' && !state.pending) || state.round > startRound || levelLeft(from, state)) return;
    const action = carefulAction(content, state, random);
    if (!action) return;
    applyActionInPlace(content, state, action);
  }
}

export function plannerAction(
  content: RulesContent,
  state: CocState,
  random: RandomState,
  options: PlannerOptions = DEFAULT_PLANNER,
): CocAction | undefined {
  if (walking(state)) return moveStep(content, state, random, options);
  const legal = legalActions(content, state);
  if (legal.length <= 1) return legal[0];
  const usual = carefulAction(content, state, random, legal);
  if (!usual || state.move) return usual;
  const width = Math.max(1, options.width ?? 4);
  let choices: CocAction[];
  if (state.pending) {
    if ((options.ruleOfThumb ?? RULE_OF_THUMB).includes(state.pending.kind)) return usual;
    const key = JSON.stringify(usual);
    choices = [usual, ...legal.filter((a) => JSON.stringify(a) !== key)].slice(0, width);
  } else {
    if (state.phase !== 'lara') return usual;
    const level = levelOf(content, state.level);
    if (!options.everyDecision && !contested(level, state, content, options.reach)) return usual;
    const boss = requiredBoss(level, state, content);
    choices = candidatesOf(legal, usual, width, boss ? bossAttacks(legal, boss) : []);
  }
  if (choices.length <= 1) return usual;
  // Dice left unused when the phase ends are time lost (the enemies gather and the Event Deck draws
  // on while Lara waits): without this charge a future that ends with the enemies' turn sees only
  // the safety of waiting, and she waits where enemies wait for her.
  const idle = choices.map((a) => (a.type === 'endLaraPhase' ? IDLE_DIE * state.lara.diceLeft : 0));
  return search(content, state, random, options, choices, idle);
}

/**
 * A step within a MOVE: careful's step, unless Lara is contested and `moveSearch` is on; then careful's
 * step is compared with ending the move here and with the other steps and jumps (each future walks on
 * as careful would): where the MOVE ends is searched one step at a time.
 */
function moveStep(
  content: RulesContent,
  state: CocState,
  random: RandomState,
  options: PlannerOptions,
): CocAction | undefined {
  const legal = walkingActions(content, state);
  const usual = carefulAction(content, state, random, legal);
  if (!usual || !options.moveSearch || state.move!.passing) return usual;
  if (!contested(levelOf(content, state.level), state, content, options.reach)) return usual;
  const width = Math.max(1, options.moveWidth ?? options.width ?? 4);
  const out = [usual];
  const key = JSON.stringify(usual);
  const end = legal.find((a) => a.type === 'endMove');
  if (end && usual.type !== 'endMove' && width > 1) out.push(end);
  for (const a of legal)
    if ((a.type === 'step' || a.type === 'jump') && out.length < width && JSON.stringify(a) !== key) out.push(a);
  if (out.length <= 1) return usual;
  const budget = { ...options, iterations: options.moveIterations ?? options.iterations };
  return search(
    content,
    state,
    random,
    budget,
    out,
    out.map(() => 0),
  );
}

/** Sparse sampling over `choices` (choices[0] careful's): the one whose futures are worth most, by `prior`. */
function search(
  content: RulesContent,
  state: CocState,
  random: RandomState,
  options: PlannerOptions,
  choices: CocAction[],
  idle: number[],
): CocAction {
  const level = levelOf(content, state.level);
  // The true state is one world: the oracle needs no second sample of it.
  const worlds = options.oracle ? 1 : Math.max(1, Math.floor(options.iterations / choices.length));
  const horizon = options.horizon ?? 80;
  const totals = new Float64Array(choices.length);
  if (options.tally) {
    options.tally.searches++;
    options.tally.futures += worlds * choices.length;
  }
  for (let w = 0; w < worlds; w++) {
    // One world for every candidate: the same hidden order and the same dice to come.
    const world = options.oracle ? state : determinize(state, random);
    const seed: RandomState = [random[0], random[1], random[2], random[3]];
    for (let i = 0; i < choices.length; i++) {
      // The last candidate plays on the world itself (a determinized copy): one clone fewer.
      const future = i === choices.length - 1 && !options.oracle ? world : cloneState(world);
      const player = seed.slice() as RandomState;
      try {
        applyActionInPlace(content, future, choices[i]!);
      } catch {
        totals[i]! -= 1e6;
        continue;
      }
      playOut(content, future, state, player, horizon);
      totals[i]! += stateValue(level, future, content, state) - idle[i]!;
    }
    nextUint32(random);
  }
  // choices[0] is the careful choice.
  let best = 0;
  let bestValue = totals[0]! / worlds + (options.prior ?? DEFAULT_PLANNER.prior!);
  for (let i = 1; i < choices.length; i++) {
    const value = totals[i]! / worlds;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return choices[best]!;
}
