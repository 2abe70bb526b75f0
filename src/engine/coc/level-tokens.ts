/**
 * Switches, doors and artifacts ("Level basics"): Lara stands still on the token and spends a die.
 * A switch flips every door of its colour, except a door someone stands on (it cannot close on
 * them); gold doors open only when the level's condition is met.
 */
import type { Level } from './level.ts';
import { boulderAt, enemyIndexAt, laraAt, same, showPoint } from './board.ts';
import { checkSight } from './sight.ts';
import { objectivesComplete } from './objectives.ts';
import type { RulesContent } from './rules-content.ts';
import { artifactTaken, doorOpened } from './level-rules.ts';
import { EngineError, type CocEvent, type CocState } from './types.ts';

function spendDie(state: CocState, what: string): void {
  if (state.move?.passing) throw new EngineError(`Lara cannot ${what} while moving past an enemy.`);
  if (state.lara.diceLeft < 1) throw new EngineError(`Lara has no Lara Die left to ${what}.`);
  state.lara.diceLeft -= 1;
  state.move = null; // standing still: the move, if any, ends here
}

export function switchUnderLara(level: Level, state: CocState) {
  return level.switches.find((s) => same(s.at, state.lara.at));
}

export function useSwitch(level: Level, state: CocState, content: RulesContent, events: CocEvent[]): void {
  const sw = switchUnderLara(level, state);
  if (!sw) throw new EngineError(`There is no switch under Lara at ${showPoint(state.lara.at)}.`);
  spendDie(state, 'use the switch');
  const flipped: string[] = [];
  const stuck: string[] = [];
  level.doors.forEach((door, i) => {
    if (door.colour !== sw.colour) return;
    const blocked =
      state.doors[i] && (enemyIndexAt(state, door.at) >= 0 || laraAt(state, door.at) || boulderAt(state, door.at));
    if (blocked) return void stuck.push(showPoint(door.at));
    state.doors[i] = !state.doors[i];
    flipped.push(`${showPoint(door.at)} ${state.doors[i] ? 'opens' : 'closes'}`);
  });
  const rest = stuck.length ? `; the door at ${stuck.join(', ')} stays open (someone stands in it)` : '';
  events.push({
    type: 'switch',
    text: `Lara uses the ${sw.colour} switch: ${flipped.length ? flipped.join(', ') : 'no door flips'}${rest}.`,
    at: { ...sw.at },
  });
  level.doors.forEach((door, i) => {
    if (door.colour === sw.colour && state.doors[i] && !stuck.includes(showPoint(door.at)))
      doorOpened(level, state, i, events);
  });
  checkSight(level, state, content, events);
}

export function artifactUnderLara(level: Level, state: CocState): number {
  return level.artifacts.findIndex((a, i) => state.artifacts[i] && same(a, state.lara.at));
}

export function takeArtifact(level: Level, state: CocState, events: CocEvent[]): void {
  const i = artifactUnderLara(level, state);
  if (i < 0) throw new EngineError(`There is no artifact under Lara at ${showPoint(state.lara.at)}.`);
  spendDie(state, 'collect the artifact');
  state.artifacts[i] = false;
  events.push({
    type: 'artifact',
    text: `Lara collects the artifact at ${showPoint(level.artifacts[i]!)}.`,
    at: { ...level.artifacts[i]! },
  });
  artifactTaken(level, state, level.artifacts[i]!, events);
}

/** Opens the gold doors once the level's gold-door condition holds ("custom" is the designer's to apply). */
export function openGoldDoors(level: Level, state: CocState, content: RulesContent, events: CocEvent[]): void {
  const when = level.goldDoors;
  if (!when || when === 'custom') return;
  // Asked after every action: most levels have no closed gold door, so no list is built for them.
  let closed: number[] | undefined;
  for (let i = 0; i < level.doors.length; i++)
    if (level.doors[i]!.colour === 'gold' && !state.doors[i]) (closed ??= []).push(i);
  if (!closed) return;
  const met =
    when === 'artifactsCollected'
      ? state.artifacts.every((onLevel) => !onLevel)
      : when === 'bossDefeated'
        ? level.boss !== undefined && !state.enemies.some((e) => content.figures.get(e.type)?.boss)
        : objectivesComplete(level, state, content);
  if (!met) return;
  for (const i of closed) state.doors[i] = true;
  events.push({
    type: 'goldDoors',
    text: `The gold door${closed.length > 1 ? 's open' : ' opens'}: ${closed.map((i) => showPoint(level.doors[i]!.at)).join(', ')}.`,
  });
  for (const i of closed) doorOpened(level, state, i, events);
  checkSight(level, state, content, events);
}
