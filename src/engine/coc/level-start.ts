/**
 * The start of a level for the state Lara brings, whatever leads to it (a series' next chapter, an
 * Island Campaign space, the crypt; game.ts for the first): the level's tokens and figures anew,
 * Lara on its start with her kit, INVADED by her Natla-Pins, the first Lara Phase begun.
 */
import type { Ctx } from './context.ts';
import { levelOf, type LevelItem } from './level.ts';
import { giveKit } from './kit.ts';
import { placeEnemy, spawnedType } from './spawn.ts';
import { checkSight } from './sight.ts';
import { cryptRules } from './boss.ts';
import { invadedAtStart, cryptCardsRemoved } from './invasion.ts';
import { phaseDice } from './condition-rules.ts';
import { phaseStartTriggers, returnPhaseSpecialDice } from './phases.ts';
import { startingBarriers } from './level-rules.ts';
import { shuffle } from '../core/random.ts';
import type { RulesContent } from './rules-content.ts';
import { EngineError, type CocState, type LevelRef } from './types.ts';

/** Lays out any level for the state Lara brings (a chapter, an island location, the crypt); `boss`: one drawn for it.
 * */
export function startLevel(ctx: Ctx, ref: LevelRef, boss?: string): void {
  const { state, content } = ctx;
  // Leaving by the exit ended the last level's Lara Phase: its own Special Dice (Overclock's) go back.
  returnPhaseSpecialDice(ctx);
  const level = levelOf(content, ref);
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
  if (level.item.start) giveKit(state, content, level.item.start);
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
  item: Pick<LevelItem, 'kind' | 'cryptRules' | 'invadedAt'>,
): void {
  state.crypt = cryptRules(item);
  state.invaded = state.crypt || invadedAtStart(state.natlaPins, item.invadedAt);
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
