/**
 * The numbers of a finished (or running) game, read from its states and events: rounds, damage
 * taken, dice lost, enemies defeated, times SEEN, noise made, artifacts collected, Event Cards
 * used. Only what the engine records can be told; new event types simply add nothing here.
 */
import type { CocEvent, CocState } from '../engine/coc/index.ts';

export interface GameSummary {
  status: CocState['status'];
  rounds: number;
  actions: number;
  damageTaken: number;
  diceLost: number;
  enemiesDefeated: number;
  timesSeen: number;
  noiseMade: number;
  artifactsCollected: number;
  eventCardsUsed: number;
  /** Levels begun (more than one in a series or an Island Campaign). */
  levels: number;
  /** Island Campaign: spaces cleared and Tomb Tokens found at the end. */
  island?: { cleared: number; found: string[] };
}

export function gameSummary(
  start: CocState,
  steps: readonly { events: readonly CocEvent[]; state: CocState }[],
): GameSummary {
  let prev = start;
  const summary: GameSummary = {
    status: start.status,
    rounds: start.round,
    actions: steps.length,
    damageTaken: 0,
    diceLost: 0,
    enemiesDefeated: 0,
    timesSeen: 0,
    noiseMade: 0,
    artifactsCollected: 0,
    eventCardsUsed: 0,
    levels: 1,
  };
  // Rounds count again from 1 on each level of a series or campaign: those of the levels left are added up.
  let earlierRounds = 0;
  for (const { events, state } of steps) {
    const lostDice = Math.max(0, prev.lara.dice - state.lara.dice);
    // A fall in a series heals Lara fully: count what took her to 0, then what she has lost since.
    summary.damageTaken += lostDice
      ? prev.lara.health + (state.lara.maxHealth - state.lara.health)
      : Math.max(0, prev.lara.health - state.lara.health);
    summary.diceLost += lostDice;
    summary.timesSeen += events.filter((e) => e.type === 'seen').length;
    summary.noiseMade += events.filter((e) => e.type === 'noise').length;
    if (events.some((e) => e.type === 'chapter')) {
      // A new level was laid out: its enemies and artifacts are not the last level's (nothing defeated or collected by
      // that).
      earlierRounds += prev.round;
      summary.levels += 1;
    } else {
      const now = new Set(state.enemies.map((e) => e.id));
      summary.enemiesDefeated += prev.enemies.filter((e) => !now.has(e.id)).length;
      summary.artifactsCollected += prev.artifacts.filter((onLevel, i) => onLevel && !state.artifacts[i]).length;
    }
    prev = state;
  }
  summary.status = prev.status;
  summary.rounds = earlierRounds + prev.round;
  if (prev.campaign) summary.island = { cleared: prev.campaign.cleared.length, found: [...prev.campaign.found] };
  summary.eventCardsUsed = prev.eventCardsDiscarded - start.eventCardsDiscarded;
  return summary;
}

/** What a resource token is worth: a Multi-Treasure ("treasure:3") several, any other 1. */
const worth = (token: string) => (/:\d+$/.test(token) ? Number(token.slice(token.lastIndexOf(':') + 1)) : 1);

/** The worth of the tokens in `now` that were not in `before` (as multisets). */
function gained(before: readonly string[], now: readonly string[]): number {
  const left = new Map<string, number>();
  for (const t of before) left.set(t, (left.get(t) ?? 0) + 1);
  let sum = 0;
  for (const t of now) {
    const n = left.get(t) ?? 0;
    if (n > 0) left.set(t, n - 1);
    else sum += worth(t);
  }
  return sum;
}

/** Resources that came into Lara's hand over the game (a Multi-Treasure counts as what it is worth; spending counts
 * nothing). */
export function resourcesGathered(start: CocState, steps: readonly { state: CocState }[]): number {
  let prev = start;
  let sum = 0;
  for (const { state } of steps) {
    sum += gained(prev.inventory.resources, state.inventory.resources);
    prev = state;
  }
  return sum;
}
