/**
 * The actions Lara may take in her phase (no decision pending): steps and jumps while she has move
 * points, turns, every roll an action card or weapon allows with the dice she has left, crafting
 * what she can pay for, switches, artifacts, the exit, and ending the phase.
 */
import { FACINGS, type Facing } from '../../model/coc-grid.ts';
import type { Ctx } from './context.ts';
import { canFinishPassing, edge, edgeCost } from './movement.ts';
import { indexOf } from './level.ts';
import { boulderPush, jumpProblem, laraBoard, offLine } from './lara-move.ts';
import { rolledAbilities } from './abilities.ts';
import { playable } from './research-cards.ts';
import { gearRulesOf } from './gear-rules.ts';
import { artifactUnderLara, switchUnderLara } from './level-tokens.ts';
import { exitBlocked } from './objectives.ts';
import { actionProblem } from './lara-actions.ts';
import { fireProblem, targetsInRange, weaponProblem } from './weapons.ts';
import { craftable } from './craft.ts';
import { itemOf } from './ongoing-rules.ts';
import { enemyIndexAt, stepFrom } from './board.ts';
import type { CocAction, Point, RollFor } from './types.ts';
import { conditionProblem, mostDice } from './condition-rules.ts';
import { mustKeepMoving } from './run.ts';

export function laraLegalActions(ctx: Ctx): CocAction[] {
  const list = new ActionList();
  laraActionsInto(ctx, list);
  return list.actions;
}

/**
 * Where the legal actions go: every one built in a list (laraLegalActions), or counted, with only
 * the one picked built (legal-pick.ts, for the random player: most of the legal actions are the
 * rolls with each number of dice, and building them all to pick one was a large part of its time).
 */
export interface ActionSink {
  push(action: CocAction): void;
  /** The rolls of one kind with 1 … `most` dice (a MELEE on `target`, an ability's roll). */
  rolls(type: Roller, most: number, target?: Point, ability?: string): void;
  /** During a MOVE, stop after the steps, jumps, turns and endMove (a bot that only walks: bot-careful.ts). */
  readonly movesOnly?: boolean;
}

type Roller = 'move' | 'hide' | 'search' | 'research' | 'melee' | 'ability';

/** One of the rolls `ActionSink.rolls` stands for. */
export function rollChoice(type: Roller, dice: number, target?: Point, ability?: string): CocAction {
  if (type === 'melee') return { type, dice, target: target! };
  if (type === 'ability') return { type, ability: ability!, dice };
  return { type, dice };
}

class ActionList implements ActionSink {
  readonly actions: CocAction[] = [];
  push(action: CocAction): void {
    this.actions.push(action);
  }
  rolls(type: Roller, most: number, target?: Point, ability?: string): void {
    for (let dice = 1; dice <= most; dice++) this.actions.push(rollChoice(type, dice, target, ability));
  }
}

/** Lara's legal actions, in their fixed order, into `actions`. */
export function laraActionsInto(ctx: Ctx, actions: ActionSink): void {
  const { level, state, content } = ctx;
  const move = state.move;
  const passing = move?.passing === true;
  if (move) {
    const board = laraBoard(level, state, content);
    const from = indexOf(level, state.lara.at);
    for (const facing of FACINGS) {
      if (offLine(state, facing)) continue;
      if (boulderPush(level, state, content, facing)) {
        if (move.points >= 1) actions.push({ type: 'step', facing });
        continue;
      }
      // edge() is stepCost without building the step (this runs for every legal-actions call).
      const to = edge(board, from, FACINGS.indexOf(facing), 'lara');
      const cost = edgeCost;
      if (
        to >= 0 &&
        cost <= move.points &&
        (board.enemy[to]! < 0 ||
          canFinishPassing(board, { x: to % level.width, y: Math.floor(to / level.width) }, move.points - cost, 'lara'))
      )
        actions.push({ type: 'step', facing });
      if (!jumpProblem(level, state, facing)) actions.push({ type: 'jump', facing });
    }
  }
  for (const facing of FACINGS) if (facing !== state.lara.facing) actions.push({ type: 'turn', facing });
  if (passing || mustKeepMoving(ctx)) return;
  if (move) actions.push({ type: 'endMove' });
  if (move && actions.movesOnly) return;
  const left = state.lara.diceLeft;
  const special = state.inventory.specialDice;
  const moveDice = diceAllowed(ctx, 'move', left);
  actions.rolls('move', moveDice);
  if (special > 0 && !conditionProblem(ctx, 'move', 0, 1)) actions.push({ type: 'move', dice: 0, special: 1 });
  if (moveDice > 0 && gearRulesOf(ctx, 'bonusSuccess').length && !state.usedThisPhase.includes('bonusSuccess'))
    actions.push({ type: 'move', dice: 1, improvise: true });
  for (const type of ['hide', 'search', 'research'] as const) {
    const most = diceAllowed(ctx, type, left);
    if (most > 0 && !actionProblem(ctx, type)) actions.rolls(type, most);
  }
  const meleeDice = diceAllowed(ctx, 'melee', left);
  // No enemy on the level (or no die for MELEE): no space beside Lara to look at.
  for (const facing of meleeDice > 0 && state.enemies.length ? FACINGS : NONE) {
    const target = stepFrom(state.lara.at, facing);
    // Most spaces beside Lara hold no enemy: that is asked first (actionProblem refuses them too).
    if (meleeDice > 0 && enemyIndexAt(state, target) >= 0 && !actionProblem(ctx, 'melee', target))
      actions.rolls('melee', meleeDice, target);
  }
  for (const w of state.inventory.weapons) {
    if (weaponProblem(ctx, w.id)) continue; // held, unused and loaded: else no dice count fires it
    const range = (itemOf(content, 'weapon', w.id)?.range ?? {}) as { mode?: string };
    // The targets are worked out only once a dice count fires it (with no dice left, most often none does).
    let targets: readonly (Point | undefined)[] | undefined;
    for (let dice = 0; dice <= left; dice++)
      for (let sp = 0; sp <= (special > 0 ? 1 : 0); sp++) {
        if (fireProblem(ctx, w.id, dice, sp)) continue;
        targets ??= range.mode === 'all' ? ALL_AT_ONCE : targetsInRange(ctx, w.id);
        for (const target of targets) {
          const fire: CocAction & { type: 'fire' } = { type: 'fire', weapon: w.id, dice };
          if (sp) fire.special = sp;
          if (target) fire.target = target;
          actions.push(fire);
        }
      }
  }
  const abilityDice = diceAllowed(ctx, 'ability', left);
  for (const ability of rolledAbilities(ctx)) actions.rolls('ability', abilityDice, undefined, ability);
  for (const card of playable(ctx, 'laraPhase')) actions.push({ type: 'useResearch', card });
  for (const recipe of craftable(ctx)) actions.push({ type: 'craft', recipe });
  if (left > 0 && switchUnderLara(level, state)) actions.push({ type: 'useSwitch' });
  if (left > 0 && artifactUnderLara(level, state) >= 0) actions.push({ type: 'takeArtifact' });
  if (!exitBlocked(level, state, content)) actions.push({ type: 'exit' });
  actions.push({ type: 'endLaraPhase' });
}

const NONE: readonly Facing[] = [];

/** The one "target" of a weapon that hits every space of its range at once. */
const ALL_AT_ONCE: readonly undefined[] = [undefined];

/**
 * The most Lara Dice a roll of this kind may use now (0: none may be rolled): her dice left, cut
 * by the level's condition (Overworked, Sore). conditionProblem refuses a roll only for too many
 * dice or for the kind as a whole, so asking it once for one die is enough to know every count.
 */
function diceAllowed(ctx: Ctx, kind: RollFor, left: number): number {
  if (left < 1 || conditionProblem(ctx, kind, 1, 0)) return 0;
  return Math.min(left, mostDice(ctx, kind));
}
