/**
 * The actions Lara may take in her phase (no decision pending): steps and jumps while she has move
 * points, turns, every roll an action card or weapon allows with the dice she has left, crafting
 * what she can pay for, switches, artifacts, the exit, and ending the phase.
 */
import { FACINGS } from '../../model/coc-grid.ts';
import type { Ctx } from './context.ts';
import { canFinishPassing, stepCost } from './movement.ts';
import { boulderPush, jumpProblem, laraBoard, offLine } from './lara-move.ts';
import { rolledAbilities } from './abilities.ts';
import { playable } from './research-cards.ts';
import { gearRulesOf } from './gear-rules.ts';
import { artifactUnderLara, switchUnderLara } from './level-tokens.ts';
import { exitBlocked } from './objectives.ts';
import { actionProblem } from './lara-actions.ts';
import { fireProblem, targetsInRange } from './weapons.ts';
import { craftable } from './craft.ts';
import { itemOf } from './ongoing-rules.ts';
import { stepFrom } from './board.ts';
import type { CocAction, RollFor } from './types.ts';
import { conditionProblem, mustKeepMoving } from './condition-rules.ts';

export function laraLegalActions(ctx: Ctx): CocAction[] {
  const { level, state, content } = ctx;
  const actions: CocAction[] = [];
  const move = state.move;
  const passing = move?.passing === true;
  if (move) {
    const board = laraBoard(level, state, content);
    for (const facing of FACINGS) {
      if (offLine(state, facing)) continue;
      if (boulderPush(level, state, content, facing)) {
        if (move.points >= 1) actions.push({ type: 'step', facing });
        continue;
      }
      const s = stepCost(board, state.lara.at, facing, 'lara');
      if (s && s.cost <= move.points && (s.passing < 0 || canFinishPassing(board, s.to, move.points - s.cost, 'lara'))) actions.push({ type: 'step', facing });
      if (!jumpProblem(level, state, facing)) actions.push({ type: 'jump', facing });
    }
  }
  for (const facing of FACINGS) if (facing !== state.lara.facing) actions.push({ type: 'turn', facing });
  if (passing || mustKeepMoving(ctx)) return actions;
  if (move) actions.push({ type: 'endMove' });
  const left = state.lara.diceLeft;
  const special = state.inventory.specialDice;
  for (let dice = 1; dice <= left; dice++) actions.push({ type: 'move', dice });
  if (special > 0) actions.push({ type: 'move', dice: 0, special: 1 });
  if (left > 0 && gearRulesOf(ctx, 'bonusSuccess').length && !state.usedThisPhase.includes('bonusSuccess')) actions.push({ type: 'move', dice: 1, improvise: true });
  for (const type of ['hide', 'search', 'research'] as const)
    if (!actionProblem(ctx, type)) for (let dice = 1; dice <= left; dice++) actions.push({ type, dice });
  for (const facing of FACINGS) {
    const target = stepFrom(state.lara.at, facing);
    if (!actionProblem(ctx, 'melee', target)) for (let dice = 1; dice <= left; dice++) actions.push({ type: 'melee', dice, target });
  }
  for (const w of state.inventory.weapons) {
    const range = (itemOf(content, 'weapon', w.id)?.range ?? {}) as { mode?: string };
    const targets = range.mode === 'all' ? [undefined] : targetsInRange(ctx, w.id);
    for (let dice = 0; dice <= left; dice++)
      for (const sp of special > 0 ? [0, 1] : [0]) {
        if (fireProblem(ctx, w.id, dice, sp)) continue;
        for (const target of targets) actions.push({ type: 'fire', weapon: w.id, dice, ...(sp ? { special: sp } : {}), ...(target ? { target } : {}) });
      }
  }
  for (const ability of rolledAbilities(ctx)) for (let dice = 1; dice <= left; dice++) actions.push({ type: 'ability', ability, dice });
  for (const card of playable(ctx, 'laraPhase')) actions.push({ type: 'useResearch', card });
  for (const recipe of craftable(ctx)) actions.push({ type: 'craft', recipe });
  if (left > 0 && switchUnderLara(level, state)) actions.push({ type: 'useSwitch' });
  if (left > 0 && artifactUnderLara(level, state) >= 0) actions.push({ type: 'takeArtifact' });
  if (!exitBlocked(level, state, content)) actions.push({ type: 'exit' });
  actions.push({ type: 'endLaraPhase' });
  // The level's condition (Overworked, Drained, Sore) takes out the rolls it forbids.
  return actions.filter((a) => !('dice' in a) || a.type === 'fire' || !conditionProblem(ctx, a.type as RollFor, a.dice ?? 0, ('special' in a && a.special) || 0));
}
