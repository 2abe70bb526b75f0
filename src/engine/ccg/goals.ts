/**
 * Winning: the first successful search of the treasure room (the standard goal), bringing the
 * treasure back to an entrance (retrieval), the most points (bounty hunter); and the solitaire
 * goals: within so many reloads or turns, every spot explored, every creature removed.
 */
import { cardOf } from './content.ts';
import { say, type Ctx } from './context.ts';
import { placedAt } from './map.ts';
import type { RaiderState } from './types.ts';

function end(ctx: Ctx, status: 'won' | 'lost', winners: number[], outcome: string): void {
  const { state } = ctx;
  state.status = status;
  state.winners = winners;
  state.outcome = outcome;
  state.pending = null;
  state.step = null;
  say(ctx, () => ({ type: 'gameOver', text: outcome }));
}

export function treasureFound(ctx: Ctx, r: RaiderState, power: number): void {
  const { state, level } = ctx;
  say(ctx, () => ({
    type: 'treasure',
    text: `${r.name} finds the treasure (power ${power})!`,
    player: r.player,
    ...(r.at ? { spot: r.at } : {}),
  }));
  if (state.timed) return finishTimed(ctx, r);
  state.treasureFound = true;
  if (level.goal.type === 'retrieval') {
    r.carriesTreasure = true;
    return;
  }
  if (level.goal.type === 'bountyHunter') {
    r.points += power * level.goal.pointsPerTreasurePower;
    const best = Math.max(...state.raiders.map((x) => x.points));
    const winners = state.raiders.filter((x) => x.points === best).map((x) => x.player);
    return end(
      ctx,
      'won',
      winners,
      `The treasure is found. Points: ${state.raiders.map((x) => `${x.name} ${x.points}`).join(', ')}; ${winners.map((w) => state.raiders[w]!.name).join(' and ')} win${winners.length === 1 ? 's' : ''}.`,
    );
  }
  win(ctx, r, `${r.name} finds the treasure and wins the level.`);
}

/** A win by one raider; in solitaire the level's further goals must hold as well. */
function win(ctx: Ctx, r: RaiderState, text: string): void {
  const missed = ctx.state.mode === 'solitaire' ? missedSoloGoals(ctx) : [];
  if (missed.length)
    return end(
      ctx,
      'lost',
      [],
      `${text.replace(/ and wins the level\.$| wins\.$/, '')} — but the solitaire goal is missed: ${missed.join('; ')}.`,
    );
  end(ctx, 'won', [r.player], text);
}

function missedSoloGoals(ctx: Ctx): string[] {
  const { state, level } = ctx;
  const goal = level.solitaireGoal;
  const out: string[] = [];
  if (goal.exploreEveryLocation) {
    const mapped = state.map.filter((p) => p.face === 'up').length;
    if (mapped < level.width * level.depth)
      out.push(`${level.width * level.depth - mapped} spots are still unexplored`);
  }
  if (goal.removeAllCreatures) {
    const left = state.map.reduce(
      (n, p) =>
        n +
        p.obstacles.filter((o) => cardOf(ctx.content, o.card).obstacle?.obstacleType === 'creature').length +
        (p.face === 'up' && !p.printedRemoved && cardOf(ctx.content, p.card).printed?.obstacleType === 'creature'
          ? 1
          : 0),
      0,
    );
    if (left) out.push(`${left} creature${left === 1 ? '' : 's'} still in play`);
  }
  return out;
}

/** Retrieval: she ends her turn at an entrance carrying the treasure. */
export function checkRetrieval(ctx: Ctx, r: RaiderState): void {
  if (ctx.level.goal.type !== 'retrieval' || !r.carriesTreasure || !r.at) return;
  const placed = placedAt(ctx.state, r.at);
  if (placed && cardOf(ctx.content, placed.card).entrance)
    win(ctx, r, `${r.name} brings the treasure back to an entrance and wins the level.`);
}

export function checkReloadLimit(ctx: Ctx, r: RaiderState): void {
  const max = ctx.level.solitaireGoal.maxReloads;
  if (ctx.state.mode === 'solitaire' && max !== undefined && r.reloads > max)
    end(ctx, 'lost', [], `${r.name} has reloaded ${r.reloads} times; the level allows ${max}.`);
}

export function checkTurnLimit(ctx: Ctx): void {
  const max = ctx.level.solitaireGoal.maxTurns;
  if (ctx.state.mode === 'solitaire' && max !== undefined && ctx.state.turn > max)
    end(ctx, 'lost', [], `${max} turns have passed without the treasure.`);
}

/**
 * Timed series: the raider who finds the treasure leaves the level; the others play on. When all
 * have found it the level is over; each one's extra turns are counted from the first finisher's turn.
 */
function finishTimed(ctx: Ctx, r: RaiderState): void {
  const { state } = ctx;
  r.finishedTurn = state.turn;
  r.at = null;
  const first = Math.min(...state.raiders.map((x) => x.finishedTurn ?? Infinity));
  say(ctx, () => ({
    type: 'finished',
    text: `${r.name} leaves the level on turn ${state.turn} (${state.turn - first} extra turn${state.turn - first === 1 ? '' : 's'}).`,
    player: r.player,
  }));
  if (state.raiders.some((x) => x.finishedTurn === null)) return;
  const winners = state.raiders.filter((x) => x.finishedTurn === first).map((x) => x.player);
  end(
    ctx,
    'won',
    winners,
    `Every raider has found the treasure. Extra turns: ${state.raiders.map((x) => `${x.name} ${x.finishedTurn! - first}`).join(', ')}.`,
  );
}
