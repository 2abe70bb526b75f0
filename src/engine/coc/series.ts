/**
 * Chapter flow ("Ending a chapter", "Natla Tech invasion", "Checkpoints"): leaving by the exit wins a
 * single level or challenge; in a series it collects the chapter's reward, removes 2 Natla-Pins
 * after an INVADED chapter, and starts the next chapter with everything Lara carries — resources,
 * cards, health, dice, the Sight Token, pins, the decks as they are. The next chapter is INVADED
 * when the pins at its start reach its value. The whole series is one state, so it saves as JSON.
 */
import type { Ctx } from './context.ts';
import { showPoint } from './board.ts';
import { pinsAfterChapter } from './invasion.ts';
import type { RulesContent } from './rules-content.ts';
import { leaveIslandLevel } from './island-level.ts';
import { giveReward } from './reward.ts';
import { startLevel } from './level-start.ts';
import { EngineError } from './types.ts';
export type { SeriesState } from './state-parts.ts';

/**
 * The chapters a series plays from `start`: the given list, or the pack's chapters by number from it on, one
 * chapter a number (rule decision 144): `start` for its own number, else the first of that number in the
 * content (the pack being worked on comes first), so a copy of a chapter does not play beside its original.
 */
export function seriesChapters(content: RulesContent, start: string, given?: string[]): string[] {
  if (given?.length) {
    if (given[0] !== start)
      throw new EngineError(`A series must begin with its first chapter ("${given[0]}"), not "${start}".`);
    return [...given];
  }
  const all = content.items.filter((i) => i.kind === 'chapter');
  const startNumber = Number(all.find((c) => c.id === start)?.number);
  const byNumber = new Map<number, string>();
  for (const c of all) {
    const n = Number(c.number);
    if (n === startNumber ? c.id === start : !byNumber.has(n)) byNumber.set(n, c.id);
  }
  const chapters = [...byNumber].sort((a, b) => a[0] - b[0]).map(([, id]) => id);
  const from = chapters.indexOf(start);
  return chapters.slice(Math.max(0, from));
}

/** The `exit` action once the exit is open: the level is won, or the series goes on. */
export function leaveLevel(ctx: Ctx): void {
  const { state } = ctx;
  state.move = null;
  if (state.campaign) return leaveIslandLevel(ctx);
  const series = state.series;
  const last = !series || series.index + 1 >= series.chapters.length;
  ctx.events.push({
    type: last ? 'won' : 'escaped',
    text: `Lara leaves by the exit at ${showPoint(state.lara.at)}: the ${series ? (last ? 'series' : 'chapter') : 'level'} is won.`,
  });
  if (!series) {
    state.status = 'won';
    return;
  }
  collectReward(ctx);
  const pins = pinsAfterChapter(state.natlaPins, state.invaded);
  if (pins !== state.natlaPins)
    ctx.events.push({
      type: 'natlaPin',
      text: `The INVADED chapter is complete: ${state.natlaPins - pins} Natla-Pins come off the Lara Board (${pins} left).`,
    });
  state.natlaPins = pins;
  if (last) {
    state.status = 'won';
    return;
  }
  series.advancing = true;
}

/** The chapter's reward: random resources, cards from the listed decks, Special Dice; words are applied by hand. */
function collectReward(ctx: Ctx): void {
  giveReward(ctx, ctx.level.item.reward, 'Chapter reward');
}

/** Starts the series' next chapter (resume calls this once the reward's decisions are answered). */
export function startNextChapter(ctx: Ctx): void {
  const series = ctx.state.series!;
  series.advancing = false;
  series.index += 1;
  startChapter(ctx, series.chapters[series.index]!);
}

/**
 * Lays out a chapter for the state Lara brings: the level's tokens and figures anew, Lara on its
 * start, her kit for the chapter on top of what she carries, INVADED by her pins.
 */
export function startChapter(ctx: Ctx, id: string): void {
  startLevel(ctx, { kind: 'chapter', id });
}
