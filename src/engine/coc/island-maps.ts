/**
 * The Map Research Cards' effects ("Map Research Cards", the cards' clarifications), carried out
 * from their data: `islandMove` (to any cleared space then some steps, to any tomb, or past one
 * space) and `revealTombToken` (turn face-down tokens face up without collecting them). They are
 * played before the usual island move (their `when` is "beforeIslandMove").
 */
import type { Ctx } from './context.ts';
import { type EffectFn } from './effects.ts';
import { islandBoard } from './island-board.ts';
import { tokenOf } from './island-level.ts';
import { EngineError } from './types.ts';

/** The functions of the effect types of the Island Campaign carried out here, by type (joined in effect-table.ts). */
export const ISLAND_EFFECT_FUNCTIONS = new Map<string, EffectFn>();
const defineEffect = (type: string, fn: EffectFn): void => {
  if (ISLAND_EFFECT_FUNCTIONS.has(type)) throw new Error(`The effect type "${type}" has two functions.`);
  ISLAND_EFFECT_FUNCTIONS.set(type, fn);
};

const onIsland = (ctx: Ctx) => ctx.state.campaign?.stage === 'move';

defineEffect('islandMove', (ctx, e) => {
  const c = ctx.state.campaign;
  if (!c || !onIsland(ctx)) {
    ctx.events.push({ type: 'islandMove', text: 'A map only works on the Island Board: nothing happens.' });
    return;
  }
  const then = e.thenSpaces ?? 0;
  const free = e.freeThroughCleared === true;
  switch (e.to) {
    case 'pastOneSpace':
      c.skips += 1;
      ctx.events.push({
        type: 'islandMove',
        text: 'This island move may pass one space, cleared or not, without stopping or paying.',
      });
      return;
    case 'anyClearedSpace':
      if (c.cleared.some((s) => s !== c.lara))
        ctx.state.pending = { kind: 'islandMove', by: 'anyClearedSpace', then, free };
      else if (then > 0) ctx.state.pending = { kind: 'islandMove', by: 'steps', steps: then, free };
      return;
    case 'anyTomb':
      ctx.state.pending = { kind: 'islandMove', by: 'anyTomb' };
      return;
    default:
      throw new EngineError(`An island move "to" ${String(e.to)} is not known.`);
  }
});

defineEffect('revealTombToken', (ctx, e) => {
  const count = e.count ?? 1;
  if (!ctx.state.campaign || faceDown(ctx).length === 0) {
    ctx.events.push({ type: 'tombToken', text: 'No Tomb Token is face down: nothing to reveal.' });
    return;
  }
  ctx.state.pending = { kind: 'revealTombToken', count };
});

/** Tomb spaces whose token is still face down. */
export function faceDown(ctx: Ctx): string[] {
  const c = ctx.state.campaign!;
  const board = islandBoard(ctx.content, c.board);
  return board.order.filter((s) => c.tokens[s] !== undefined && !c.revealed.includes(s));
}

/** The answer `revealTombToken {space}`: that token is turned face up (it stays on the island). */
export function revealToken(ctx: Ctx, count: number, space: string): void {
  const c = ctx.state.campaign!;
  if (!faceDown(ctx).includes(space)) throw new EngineError(`No face-down Tomb Token lies on ${space}.`);
  ctx.state.pending = null;
  c.revealed.push(space);
  const id = c.tokens[space]!;
  ctx.events.push({
    type: 'tombToken',
    text: `The Tomb Token on ${space} is turned face up: ${tokenOf(ctx, id)?.name ?? id}.`,
  });
  if (count > 1 && faceDown(ctx).length) ctx.state.pending = { kind: 'revealTombToken', count: count - 1 };
}
