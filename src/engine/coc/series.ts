/**
 * Chapter flow ("Ending a chapter", "Natla Tech invasion", "Checkpoints"): leaving by the exit wins a
 * single level or challenge; in a series it collects the chapter's reward, removes 2 Natla-Pins
 * after an INVADED chapter, and starts the next chapter with everything Lara carries — resources,
 * cards, health, dice, the Sight Token, pins, the decks as they are. The next chapter is INVADED
 * when the pins at its start reach its value. The whole series is one state, so it saves as JSON.
 */
import type { Ctx } from './context.ts';
import { isObject } from '../../model/json-read.ts';
import { levelIn } from './level.ts';
import { showPoint } from './board.ts';
import { drawResources } from './bag.ts';
import { drawResearch, gainSpecialDice } from './inventory.ts';
import { drawUpgrade } from './upgrades.ts';
import { giveKit } from './kit.ts';
import { placeEnemy, spawnedType } from './spawn.ts';
import { checkSight } from './sight.ts';
import { cryptRules } from './boss.ts';
import { invadedAtStart, pinsAfterChapter, cryptCardsRemoved } from './invasion.ts';
import { phaseDice } from './condition-rules.ts';
import { phaseStartTriggers, returnPhaseSpecialDice } from './phases.ts';
import { startingBarriers } from './level-rules.ts';
import { shuffle } from '../core/random.ts';
import type { RulesContent } from './rules-content.ts';
import { leaveIslandLevel } from './island-level.ts';
import { EngineError, type CocState, type LevelRef, type UpgradeDeck } from './types.ts';
export type { SeriesState } from './state-parts.ts';

/** The chapters a series plays from `start`: the given list, or the pack's chapters by number from it on. */
export function seriesChapters(content: RulesContent, start: string, given?: string[]): string[] {
  if (given?.length) {
    if (given[0] !== start)
      throw new EngineError(`A series must begin with its first chapter ("${given[0]}"), not "${start}".`);
    return [...given];
  }
  const chapters = content.items
    .filter((i) => i.kind === 'chapter')
    .sort((a, b) => Number(a.number) - Number(b.number));
  const from = chapters.findIndex((c) => c.id === start);
  return chapters.slice(Math.max(0, from)).map((c) => c.id);
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

/** A reward (a level's, a Tomb Token's): random resources, health, Special Dice, cards; words by hand. */
export function giveReward(ctx: Ctx, reward: unknown, why: string): void {
  if (!isObject(reward)) return;
  if (typeof reward.randomResources === 'number') drawResources(ctx.state, reward.randomResources, why, ctx.events);
  if (typeof reward.health === 'number') {
    const lara = ctx.state.lara;
    const before = lara.health;
    lara.health = Math.min(lara.maxHealth, lara.health + reward.health);
    ctx.events.push({
      type: 'heal',
      text: `${why}: Lara heals ${lara.health - before} (health ${lara.health}/${lara.maxHealth}).`,
    });
  }
  if (typeof reward.specialDice === 'number') gainSpecialDice(ctx, reward.specialDice);
  for (const d of Array.isArray(reward.draws) ? reward.draws : []) {
    if (!isObject(d) || typeof d.deck !== 'string') continue;
    const count = typeof d.count === 'number' ? d.count : 1;
    if (d.deck === 'research') drawResearch(ctx, count);
    else drawUpgrade(ctx, d.deck as UpgradeDeck, count, count);
  }
  if (typeof reward.text === 'string') ctx.state.pending = { kind: 'manual', text: `${why}: ${reward.text}` };
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

/** Lays out any level for the state Lara brings (a chapter, an island location, the crypt); `boss`: one drawn for it.
 * */
export function startLevel(ctx: Ctx, ref: LevelRef, boss?: string): void {
  const { state, content } = ctx;
  // Leaving by the exit ended the last level's Lara Phase: its own Special Dice (Overclock's) go back.
  returnPhaseSpecialDice(ctx);
  const level = levelIn(content, ref);
  ctx.level = level;
  Object.assign(state, {
    level: { kind: ref.kind, id: ref.id },
    phase: 'lara',
    round: 1,
    noise: null,
    move: null,
    enemies: [],
    doors: level.doors.map((d) => d.open),
    artifacts: level.artifacts.map(() => true),
    barriers: startingBarriers(level, state),
    boulder: level.boulder ? { ...level.boulder } : null,
    searched: false,
    researched: false,
    searchedThisPhase: false,
    weaponUsed: null,
    bossSlow: 0,
    shieldsUsed: [],
    eventPhase: null,
    enemyQueue: null,
  } satisfies Partial<CocState>);
  // A "first time" door rule belongs to the level it was met on (door indices are per level).
  delete state.doorsOpened;
  state.lara.at = { ...level.laraStart.at };
  state.lara.facing = level.laraStart.facing;
  state.lara.diceLeft = phaseDice(ctx, state.diceLostNextPhase);
  state.diceLostNextPhase = 0;
  state.movesThisPhase = 0;
  if (isObject(level.item.start)) giveKit(state, content, level.item.start);
  beginInvasion(state, content, level.item);
  const title =
    ref.kind === 'chapter'
      ? `Chapter ${String(level.item.number ?? '')} "${level.name}"`
      : `The ${ref.kind === 'crypt' ? 'crypt' : `${level.locationType} location`} "${level.name}"`;
  ctx.events.push({
    type: 'chapter',
    text: `${title} begins${state.invaded ? ': the level is INVADED' : ''} (${state.natlaPins} Natla-Pins).`,
  });
  placeFigures(ctx, boss ?? level.boss);
  // The level's first Lara Phase starts now: its condition's start-of-phase effects (Overclock, rule decision 211).
  phaseStartTriggers(ctx);
}

/** At a level's start: INVADED by the pins; the crypt rules' own deck (the removed cards stay out, 2 fewer per pin). */
export function beginInvasion(
  state: CocState,
  content: RulesContent,
  item: Record<string, unknown> & { kind: string },
): void {
  state.crypt = cryptRules(item);
  state.invaded =
    state.crypt || invadedAtStart(state.natlaPins, typeof item.invadedAt === 'number' ? item.invadedAt : undefined);
  if (!state.crypt) return;
  const deck = state.eventDeck;
  const all = shuffle(state.random, [...deck.draw, ...deck.discard]);
  const out = cryptCardsRemoved(state.natlaPins, all.length);
  deck.draw = all.slice(out);
  deck.discard = [];
  deck.removed.push(...all.slice(0, out));
  void content;
}

function placeFigures(ctx: Ctx, boss: string | undefined): void {
  const { state, content, level } = ctx;
  if (boss !== undefined) {
    const point = level.spawnPoints.find((s) => s.number === level.bossSpawnPoint);
    if (!point) throw new EngineError(`The boss's spawn point ${level.bossSpawnPoint} is not on the level.`);
    placeEnemy(level, state, content, boss, point.at, point.facing);
    if (content.figures.get(boss)?.startsSeen) state.sight = 'seen';
  }
  for (const point of level.spawnPoints)
    if (point.enemy) placeEnemy(level, state, content, spawnedType(content, point.enemy), point.at, point.facing);
  checkSight(level, state, content, ctx.events);
}
