/**
 * The Island Campaign between levels ("Completing a location", "Tomb Tokens", "Bosses", "Completing
 * the Island Campaign"): leaving a level collects its reward; then the space gets its Cleared Token,
 * a tomb gives its token (the MAP, the KEY, or a reward), an INVADED level sends the Natla-Pins on
 * Lara's space away; with the MAP and the KEY Lara goes to the crypt, else she moves on the island,
 * the Natla-Pins follow, and the space she enters plays the next card of its location deck. Levels
 * are laid out by level-start.ts startLevel, so Lara carries everything from one level to the next.
 */
import type { Ctx } from './context.ts';
import { cardOf } from './cards.ts';
import { showPoint } from './board.ts';
import { giveReward } from './reward.ts';
import { startLevel } from './level-start.ts';
import { islandBoard, spaceOf, type TombToken } from './island-board.ts';
import { drawLocation, type CampaignState } from './island-state.ts';
import { natlaStep, removePinsWithLara } from './island-pins.ts';
import { offerIslandMove } from './island-move.ts';
import type { LevelRef } from './types.ts';

/** Is there campaign work for `resume` to do (no decision pending)? */
export const islandBusy = (c: CampaignState) =>
  c.stage === 'cleared' || c.stage === 'move' || c.stage === 'natla' || c.stage === 'enter';

/** One step of the campaign between levels. */
export function islandStep(ctx: Ctx): void {
  const c = ctx.state.campaign!;
  switch (c.stage) {
    case 'cleared':
      return clearSpace(ctx, c);
    case 'move':
      return offerIslandMove(ctx);
    case 'natla':
      return natlaStep(ctx);
    case 'enter':
      return enterSpace(ctx, c);
  }
}

/** The `exit` action on an island level: its reward now; the island's steps follow once its decisions are answered. */
export function leaveIslandLevel(ctx: Ctx): void {
  const { state } = ctx;
  if (state.level.kind === 'crypt') {
    // A crypt card with an exit (the base pack's has none: its boss's defeat wins): leaving it wins too.
    state.status = 'won';
    ctx.events.push({
      type: 'won',
      text: 'Lara leaves the crypt with the Chronos Artifact: the Island Campaign is won.',
    });
    return;
  }
  ctx.events.push({
    type: 'escaped',
    text: `Lara leaves by the exit at ${showPoint(state.lara.at)}: the location is complete.`,
  });
  giveReward(ctx, ctx.level.item.reward, 'Location reward');
  state.campaign!.stage = 'cleared';
}

export const tokenOf = (ctx: Ctx, id: string): TombToken | undefined =>
  islandBoard(ctx.content, ctx.state.campaign!.board).tombTokens.find((t) => t.id === id);

/** Has Lara found the MAP and the KEY (every crypt item of the board's tokens)? */
export function hasMapAndKey(ctx: Ctx): boolean {
  const c = ctx.state.campaign!;
  return islandBoard(ctx.content, c.board).tombTokens.every((t) => !t.find || c.found.includes(t.id));
}

function clearSpace(ctx: Ctx, c: CampaignState): void {
  const space = c.lara!;
  c.cleared.push(space);
  if (c.location) c.locations[spaceOf(islandBoard(ctx.content, c.board), space).type]?.played.push(c.location);
  c.location = null;
  if (c.boss) c.bosses.push(c.boss); // under the Boss Deck: it may come again
  c.boss = null;
  ctx.events.push({ type: 'cleared', text: `A Cleared Token goes on the island space ${space}.` });
  if (ctx.state.invaded) removePinsWithLara(ctx);
  ctx.state.invaded = false;
  c.stage = 'move';
  c.skips = 0;
  const id = c.tokens[space];
  if (id !== undefined) {
    delete c.tokens[space];
    c.revealed = c.revealed.filter((s) => s !== space);
    c.found.push(id);
    const token = tokenOf(ctx, id);
    ctx.events.push({ type: 'tombToken', text: `Lara collects the Tomb Token of ${space}: ${token?.name ?? id}.` });
    if (token?.reward) giveReward(ctx, token.reward, `Tomb Token ${token.name}`);
  }
  // With the MAP and the KEY, the crypt at once (no island move).
  if (hasMapAndKey(ctx)) c.stage = 'enter';
}

/** Lara enters her space: the crypt once she holds the MAP and the KEY, else the next card of its location deck. */
function enterSpace(ctx: Ctx, c: CampaignState): void {
  const { state, content } = ctx;
  c.stage = 'level';
  let ref: LevelRef;
  // A cleared space is entered only when nothing else can be reached: the crypt then too.
  if (hasMapAndKey(ctx) || c.cleared.includes(c.lara!)) {
    ref = { kind: 'crypt', id: c.crypt };
    c.boss = c.bosses.shift() ?? null;
    ctx.events.push({
      type: 'crypt',
      text: `Lara holds the MAP and the KEY: the Crypt Card is turned over${c.boss ? ` and the boss ${cardOf(content, 'boss', c.boss).name} waits` : ''}.`,
    });
  } else {
    const type = spaceOf(islandBoard(content, c.board), c.lara!).type;
    c.location = drawLocation(c, type, state.random);
    ref = { kind: 'location', id: cardOf(content, 'location', c.location).id };
    c.boss = cardOf(content, 'location', c.location).bossLevel === true ? (c.bosses.shift() ?? null) : null;
  }
  startIslandLevel(ctx, ref);
}

/** Lays out a campaign level: its boss from the Boss Deck, INVADED when a Natla-Pin shares Lara's space. */
export function startIslandLevel(ctx: Ctx, ref: LevelRef): void {
  const { state } = ctx;
  const c = state.campaign!;
  state.natlaPins = c.pins.length + c.arriving;
  startLevel(ctx, ref, c.boss ?? undefined);
  if (!state.crypt && c.pins.includes(c.lara!)) {
    state.invaded = true;
    ctx.events.push({ type: 'invaded', text: `A Natla-Pin shares Lara's space ${c.lara}: the level is INVADED.` });
  }
}
