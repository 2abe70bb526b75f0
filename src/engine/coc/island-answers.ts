/**
 * The Island Campaign's decisions and their answers: where the Lara-Pin starts (islandStart), the
 * island move and the map cards played before it (islandMove, useResearch), which Tomb Token a map
 * reveals (revealTombToken), and which way a Natla-Pin goes between equal paths (moveNatlaPin).
 */
import type { Ctx } from './context.ts';
import { playResearch } from './research-cards.ts';
import { islandBoard } from './island-board.ts';
import { placeFirstPin, movePin } from './island-pins.ts';
import { answerIslandMove, mapCards, moveOptions } from './island-move.ts';
import { faceDown, revealToken } from './island-maps.ts';
import { EngineError, type CocAction, type Pending } from './types.ts';

export type IslandPending = Extract<Pending, { kind: 'islandStart' | 'islandMove' | 'revealTombToken' | 'natlaPath' }>;

export const ISLAND_ANSWERS = {
  islandStart: ['islandStart'],
  islandMove: ['islandMove', 'useResearch'],
  revealTombToken: ['revealTombToken'],
  natlaPath: ['moveNatlaPin'],
} as const satisfies Record<IslandPending['kind'], readonly CocAction['type'][]>;

export const isIslandPending = (p: Pending): p is IslandPending => p.kind in ISLAND_ANSWERS;

/** The jungle spaces Lara may start on (the board's start spaces). */
export const startSpaces = (ctx: Ctx) => {
  const board = islandBoard(ctx.content, ctx.state.campaign!.board);
  return board.order.filter((s) => board.spaces.get(s)!.start);
};

/** Island Setup step 5 and 6: the Lara-Pin on a start space, then the first Natla-Pin. */
export function placeLaraPin(ctx: Ctx, space: string): void {
  const c = ctx.state.campaign!;
  if (!startSpaces(ctx).includes(space))
    throw new EngineError(`Lara cannot start on ${space}: the start spaces are ${startSpaces(ctx).join(', ')}.`);
  ctx.state.pending = null;
  c.lara = space;
  c.stage = 'level';
  ctx.events.push({ type: 'islandStart', text: `The Lara-Pin starts on ${space}.` });
  placeFirstPin(ctx);
}

export function answerIsland(ctx: Ctx, pending: IslandPending, action: CocAction): void {
  switch (action.type) {
    case 'islandStart':
      return placeLaraPin(ctx, action.space);
    case 'islandMove':
      return answerIslandMove(ctx, pending as Extract<Pending, { kind: 'islandMove' }>, action.to);
    case 'useResearch':
      if (!mapCards(ctx).some((c) => c === action.card || c.replace(/#\d+$/, '') === action.card))
        throw new EngineError(`"${action.card}" is not a map Lara can play before her island move.`);
      ctx.state.pending = null;
      return playResearch(ctx, action.card, 'beforeIslandMove');
    case 'revealTombToken':
      return revealToken(ctx, (pending as Extract<Pending, { kind: 'revealTombToken' }>).count, action.space);
    case 'moveNatlaPin':
      return movePin(ctx, (pending as Extract<Pending, { kind: 'natlaPath' }>).pin, action.to);
    default:
      throw new EngineError(`"${action.type}" does not answer the island's decision.`);
  }
}

export function islandAnswers(ctx: Ctx, pending: IslandPending): CocAction[] {
  switch (pending.kind) {
    case 'islandStart':
      return startSpaces(ctx).map((space) => ({ type: 'islandStart', space }));
    case 'islandMove':
      return [
        ...[...moveOptions(ctx, pending).keys()].map((to) => ({ type: 'islandMove' as const, to })),
        ...mapCards(ctx).map((card) => ({ type: 'useResearch' as const, card })),
      ];
    case 'revealTombToken':
      return faceDown(ctx).map((space) => ({ type: 'revealTombToken', space }));
    case 'natlaPath':
      return pending.options.map((to) => ({ type: 'moveNatlaPin', to }));
  }
}
