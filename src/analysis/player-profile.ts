/**
 * The player's profile (rulebook "Secret envelopes"): completed achievements, opened envelopes and
 * the levels won, from playtests or marked by hand. Pure: every change gives a new profile (the
 * time comes from the caller); store/player-profile.ts keeps it in IndexedDB.
 *
 * Envelopes (schemas/envelope.schema.json) open once enough achievements of both lists together are
 * completed; until then the items inside are locked (a playtest does not offer them).
 */
import type { Pack } from '../model/content.ts';
import type { Achievement, Envelope } from '../model/types.generated.ts';
import { isObject } from '../model/json-read.ts';
import { achievementsEarned, achievementsOf, winsOf, type GameRecord, type LevelWin } from './coc-achievements.ts';
import type { RulesContent } from '../engine/coc/index.ts';

export interface PlayerProfile {
  version: 1;
  /** Completed achievements by id: when, and how (a playtest's end, or by hand). */
  achievements: Record<string, { at: string; how: 'game' | 'hand' }>;
  /** Opened envelopes by id: when. */
  envelopes: Record<string, { at: string }>;
  /** Levels won in playtests (each once, by key), for achievements counted over the profile. */
  wins: LevelWin[];
  /** Finished playtests recorded. */
  games: number;
}

export const emptyProfile = (): PlayerProfile => ({ version: 1, achievements: {}, envelopes: {}, wins: [], games: 0 });

/** A profile read back from storage or a file: anything malformed is left out, never thrown. */
export function readProfile(value: unknown): PlayerProfile {
  const out = emptyProfile();
  if (!isObject(value)) return out;
  if (isObject(value.achievements))
    for (const [id, v] of Object.entries(value.achievements))
      if (isObject(v) && typeof v.at === 'string')
        out.achievements[id] = { at: v.at, how: v.how === 'hand' ? 'hand' : 'game' };
  if (isObject(value.envelopes))
    for (const [id, v] of Object.entries(value.envelopes))
      if (isObject(v) && typeof v.at === 'string') out.envelopes[id] = { at: v.at };
  if (Array.isArray(value.wins))
    out.wins = value.wins.filter(
      (w): w is LevelWin =>
        isObject(w) && typeof w.key === 'string' && typeof w.kind === 'string' && typeof w.id === 'string',
    );
  if (typeof value.games === 'number' && value.games >= 0) out.games = Math.floor(value.games);
  return out;
}

/** What a finished game adds: the achievements it earned that were not completed yet, and its wins. */
export function recordGame(
  packs: readonly Pack[],
  content: RulesContent,
  profile: PlayerProfile,
  record: GameRecord,
  at: string,
): { profile: PlayerProfile; earned: string[]; newlyCompleted: string[] } {
  const earned = achievementsEarned(packs, content, record, profile.wins);
  const newlyCompleted = earned.filter((id) => !profile.achievements[id]);
  const wins = [...profile.wins];
  for (const w of winsOf(record)) if (!wins.some((x) => x.key === w.key)) wins.push(w);
  const achievements = { ...profile.achievements };
  for (const id of newlyCompleted) achievements[id] = { at, how: 'game' };
  return { profile: { ...profile, achievements, wins, games: profile.games + 1 }, earned, newlyCompleted };
}

/** Marks an achievement completed by hand (or takes a mark back). */
export function markByHand(profile: PlayerProfile, id: string, done: boolean, at: string): PlayerProfile {
  const achievements = { ...profile.achievements };
  if (done) achievements[id] ??= { at, how: 'hand' };
  else delete achievements[id];
  return { ...profile, achievements };
}

export const envelopesOf = (packs: readonly Pack[]): Envelope[] =>
  packs
    .flatMap((p) => p.items)
    .filter((i) => i.kind === 'envelope')
    .filter((e, i, all) => all.findIndex((x) => x.id === e.id) === i) as unknown as Envelope[];

/** How many achievements of the content the profile has completed (both lists together). */
export function completedCount(packs: readonly Pack[], profile: PlayerProfile): number {
  return achievementsOf(packs).filter((a: Achievement) => profile.achievements[a.id]).length;
}

/** Can this envelope be opened now (enough achievements, not opened yet)? */
export function canOpen(packs: readonly Pack[], profile: PlayerProfile, envelope: Envelope): boolean {
  return !profile.envelopes[envelope.id] && completedCount(packs, profile) >= envelope.achievements;
}

/** Opens an envelope; throws with the reason when it may not be opened yet. */
export function openEnvelope(packs: readonly Pack[], profile: PlayerProfile, id: string, at: string): PlayerProfile {
  const envelope = envelopesOf(packs).find((e) => e.id === id);
  if (!envelope) throw new Error(`There is no envelope "${id}".`);
  if (profile.envelopes[id]) throw new Error(`"${envelope.name}" is already open.`);
  const done = completedCount(packs, profile);
  if (done < envelope.achievements)
    throw new Error(`"${envelope.name}" needs ${envelope.achievements} achievements; ${done} are completed.`);
  return { ...profile, envelopes: { ...profile.envelopes, [id]: { at } } };
}

/** The items still locked in unopened envelopes, as "kind/id" keys. */
export function lockedItems(packs: readonly Pack[], profile: PlayerProfile): Set<string> {
  return new Set(lockedBy(packs, profile).keys());
}

/** The items still locked in unopened envelopes ("kind/id" keys), each with the name of the first unopened envelope
 * that holds it (rule decision 569). */
export function lockedBy(packs: readonly Pack[], profile: PlayerProfile): Map<string, string> {
  const locked = new Map<string, string>();
  for (const e of envelopesOf(packs))
    if (!profile.envelopes[e.id])
      for (const u of e.unlocks) if (!locked.has(`${u.kind}/${u.id}`)) locked.set(`${u.kind}/${u.id}`, e.name);
  // An item in an opened envelope is open, even if another unopened envelope holds it too.
  for (const e of envelopesOf(packs))
    if (profile.envelopes[e.id]) for (const u of e.unlocks) locked.delete(`${u.kind}/${u.id}`);
  return locked;
}
