/**
 * A fight between raiders as a roll that competing players may answer (rule decision 133): both
 * raiders roll fight (ties roll again); the winner's roll is the one "passed" — its target is one
 * more than the loser's result — so a card that hinders it (Poor Aim, Snake Eyes) can turn the
 * fight round. When the roll is final, the higher result wins and puts 1 hit (more with weapons)
 * on the loser.
 */
import { addDeed } from './deeds.ts';
import { say, type Ctx } from './context.ts';
import { takeHits } from './damage.ts';
import { ability, playEffectList } from './raider-stats.ts';
import { rollDice } from './tests.ts';
import type { RaiderState, RollInfo } from './types.ts';

const sum = (x: number[]) => x.reduce((s, v) => s + v, 0);
/** A raider who rolls `dice` fewer fight dice for the whole fight (ties included). */
type FewerDice = NonNullable<RollInfo['fewerDice']>;

export function fightDice(ctx: Ctx, r: RaiderState): number {
  let n = ability(ctx.content, r, 'fight');
  for (const effect of playEffectList(ctx.content, r))
    if (effect.type === 'extraDice' && (effect.ability === undefined || effect.ability === 'fight')) n += effect.dice;
  return Math.max(0, n);
}

export function fightHits(ctx: Ctx, r: RaiderState): number {
  let n = 1;
  for (const effect of playEffectList(ctx.content, r))
    if (effect.type === 'extraHits' && effect.obstacleType === undefined) n += effect.hits;
  return n;
}

/** The roll of the raider who is winning the fight: against "fight:<loser>", target the loser's result + 1. */
function winnerRoll(
  ctx: Ctx,
  winner: RaiderState,
  dice: number[],
  bonus: number,
  loser: RaiderState,
  loserDice: number[],
  loserBonus: number,
  fewer?: FewerDice,
): RollInfo {
  const result = sum(dice) + bonus;
  return {
    ...(fewer ? { fewerDice: { player: fewer.player, dice: fewer.dice } } : {}),
    player: winner.player,
    ability: 'fight',
    target: sum(loserDice) + loserBonus + 1,
    dice,
    bonus,
    result,
    success: true,
    against: `fight:${loser.player}`,
    hitsOnSuccess: fightHits(ctx, winner),
    preventHits: 0,
    rerolledBy: [],
    opponentDice: loserDice,
    opponentBonus: loserBonus,
  };
}

/** Both raiders roll fight until one is higher; the winner's roll (undefined when neither has a die). */
export function rollFight(
  ctx: Ctx,
  r: RaiderState,
  d: RaiderState,
  dice?: number[],
  defenderDice?: number[],
  bonuses: [number, number] = [0, 0],
  opening = 'attacks',
  fewer?: FewerDice,
): RollInfo | undefined {
  // A raider who rolls fewer dice in this fight (Ambush: rule decision 554) still rolls one if she has any, as a test
  // does (502).
  const count = (x: RaiderState) => {
    const n = fightDice(ctx, x);
    return fewer && fewer.player === x.player && n > 0 ? Math.max(1, n - fewer.dice) : n;
  };
  let a = rollDice(ctx, count(r), dice);
  let b = rollDice(ctx, count(d), defenderDice);
  const [ba, bb] = bonuses;
  say(ctx, () => ({
    type: 'fight',
    text: `${r.name} ${opening} ${d.name}: [${a.join(', ')}] = ${sum(a) + ba} against [${b.join(', ')}] = ${sum(b) + bb}.`,
    player: r.player,
    dice: a,
    result: sum(a) + ba,
    target: sum(b) + bb,
  }));
  while (sum(a) + ba === sum(b) + bb) {
    if (!a.length && !b.length) return undefined;
    a = rollDice(ctx, count(r));
    b = rollDice(ctx, count(d));
    say(ctx, () => ({
      type: 'fight',
      text: `A tie: they roll again: ${sum(a) + ba} against ${sum(b) + bb}.`,
      player: r.player,
      dice: a,
      result: sum(a) + ba,
      target: sum(b) + bb,
    }));
  }
  const roll =
    sum(a) + ba > sum(b) + bb ? winnerRoll(ctx, r, a, ba, d, b, bb, fewer) : winnerRoll(ctx, d, b, bb, r, a, ba, fewer);
  ctx.state.lastRoll = roll;
  return roll;
}

/**
 * The fight roll is final. Still the higher: she wins. Changed into a tie: both roll again (a new
 * roll to answer). Changed to lower: the other raider wins — her roll is answered in turn.
 */
export function finishFight(ctx: Ctx, roll: RollInfo): RollInfo | undefined {
  const { state } = ctx;
  const r = state.raiders[roll.player]!;
  const other = state.raiders[Number(roll.against.slice('fight:'.length))]!;
  const otherResult = roll.target - 1;
  if (roll.result === otherResult)
    return rollFight(
      ctx,
      r,
      other,
      undefined,
      undefined,
      [roll.bonus, roll.opponentBonus ?? 0],
      'is tied after the cards and fights again with',
      roll.fewerDice,
    );
  if (roll.result < otherResult) {
    const turned = winnerRoll(
      ctx,
      other,
      roll.opponentDice ?? [],
      roll.opponentBonus ?? 0,
      r,
      roll.dice,
      roll.bonus,
      roll.fewerDice,
    );
    state.lastRoll = turned;
    return turned;
  }
  r.fightsWon++;
  addDeed(ctx, r, 'wonFight', other.player);
  say(ctx, () => ({ type: 'fightWon', text: `${r.name} wins the fight.`, player: r.player }));
  takeHits(ctx, other, roll.hitsOnSuccess, `beaten in a fight by ${r.name}`);
  return undefined;
}
