/**
 * Edits of the Underworld's items as pure functions (new values, the input untouched): what the
 * region designer's drags, buttons and inspector do.
 */
import type { UwGain, UwGame, UwObstacle, UwRegion, UwTrack } from '../../model/types.generated.ts';

const copy = <T>(v: T): T => structuredClone(v);

/** Moves one element of a list from index `from` to index `to` (the list without it, then inserted). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x!);
  return out;
}

export function addGain(region: UwRegion, track: UwTrack, space: number, gain: UwGain): UwRegion {
  const r = copy(region);
  r.tracks[track][space]?.effects.push(copy(gain));
  return r;
}

export function removeGain(region: UwRegion, track: UwTrack, space: number, index: number): UwRegion {
  const r = copy(region);
  r.tracks[track][space]?.effects.splice(index, 1);
  return r;
}

export function setGain(region: UwRegion, track: UwTrack, space: number, index: number, gain: UwGain): UwRegion {
  const r = copy(region);
  const effects = r.tracks[track][space]?.effects;
  if (effects && index < effects.length) effects[index] = copy(gain);
  return r;
}

export function moveSpace(region: UwRegion, track: UwTrack, from: number, to: number): UwRegion {
  const r = copy(region);
  (r.tracks as Record<UwTrack, unknown>)[track] = moved(r.tracks[track], from, to);
  return r;
}

export function addSpace(region: UwRegion, track: UwTrack): UwRegion {
  const r = copy(region);
  (r.tracks[track] as { effects: UwGain[] }[]).push({ effects: [] });
  return r;
}

export function removeSpace(region: UwRegion, track: UwTrack, space: number): UwRegion {
  const r = copy(region);
  if (r.tracks[track].length <= 2) return r;
  (r.tracks[track] as unknown[]).splice(space, 1);
  return r;
}

export function moveObstacle(region: UwRegion, from: number, to: number): UwRegion {
  const r = copy(region);
  r.obstacles = moved(r.obstacles, from, to) as UwRegion['obstacles'];
  return r;
}

export function setObstacle(region: UwRegion, index: number, obstacle: UwObstacle): UwRegion {
  const r = copy(region);
  if (index < r.obstacles.length) r.obstacles[index] = copy(obstacle);
  return r;
}

export function moveRegion(game: UwGame, from: number, to: number): UwGame {
  const g = copy(game);
  g.journey = moved(g.journey, from, to) as UwGame['journey'];
  return g;
}

export function addRegion(game: UwGame, id: string): UwGame {
  const g = copy(game);
  g.journey.push(id);
  return g;
}

export function removeRegion(game: UwGame, index: number): UwGame {
  const g = copy(game);
  if (g.journey.length > 1) g.journey.splice(index, 1);
  return g;
}
