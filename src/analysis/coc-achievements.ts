/**
 * Achievements of the Crypt of Chronos checked at a game's end (rulebook "Secret envelopes" and the
 * two achievement lists). An achievement's `check` is data (schemas/achievement.schema.json); this
 * module reads a finished game — its first state and every step (action, events, state) — into a
 * record of the levels it played, and says which checks hold. An achievement without a check, or
 * with `byHand`, is the player's to mark. Pure: no clock, no storage (the profile is store/player-profile.ts).
 */
import type { Pack } from '../model/content.ts';
import { isObject } from '../model/json-read.ts';
import type { CocAction, CocEvent, CocState, RulesContent } from '../engine/coc/index.ts';
import type { Achievement } from '../model/types.generated.ts';

type Check = NonNullable<Achievement['check']>;
type LevelFilter = NonNullable<Extract<Check, { type: 'win' }>['where']>;

/** A level won, as the profile keeps it (enough to count it again against any filter). */
export interface LevelWin {
  /** Stable key: "chapter/landfall", "chapter/landfall#challenge:1", "location/icefall-ledge". */
  key: string;
  kind: string;
  id: string;
  name: string;
  chapter?: number;
  /** The challenge's name when a challenge mission was played. */
  challenge?: string;
  locationType?: string;
  bossLevel: boolean;
  invaded: boolean;
}

/** One level played in a game, with what happened on it. */
export interface LevelPlayed extends LevelWin {
  won: boolean;
  died: boolean;
  seen: boolean;
  noise: boolean;
  defeated: number;
  damaged: boolean;
  fired: boolean;
  relics: number;
  /** The most enemies one step defeated. */
  mostInOneAction: number;
  finalBlows: { enemy: string; by: 'melee' | 'fire' | 'other' }[];
}

/** What a whole game tells the achievements. */
export interface GameRecord {
  mode: CocState['mode'];
  won: boolean;
  levels: LevelPlayed[];
  laraDice: number;
  /** The series' chapters (mode series). */
  series: string[];
  mostSpecialDice: number;
  mostNatlaPins: number;
  /** Sets of weapons held together at some moment (each distinct set once). */
  weaponSets: string[][];
  /** Weapons equipped in every state of the game. */
  weaponsAlways: string[];
}

export type GameStep = { action: CocAction; events: readonly CocEvent[]; state: CocState };

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** The level a state is on, as a win would be kept. */
function levelOf(content: RulesContent, state: CocState): LevelWin {
  const item = content.items.find((i) => i.kind === state.level.kind && i.id === state.level.id) as
    Record<string, unknown> | undefined;
  const challenges = Array.isArray(item?.challenges) ? (item.challenges as unknown[]) : [];
  const challengeItem =
    state.mode === 'challenge' && state.challenge !== undefined ? challenges[state.challenge] : undefined;
  const challenge =
    challengeItem === undefined
      ? undefined
      : isObject(challengeItem) && typeof challengeItem.name === 'string'
        ? challengeItem.name
        : `Challenge ${(state.challenge ?? 0) + 1}`;
  const bossFigure = state.enemies.some((e) => content.figures.get(e.type)?.boss);
  return {
    key: `${state.level.kind}/${state.level.id}${challengeItem !== undefined ? `#challenge:${state.challenge}` : ''}`,
    kind: state.level.kind,
    id: state.level.id,
    name: typeof item?.name === 'string' ? item.name : state.level.id,
    ...(state.level.kind === 'chapter' && num(item?.number) !== undefined ? { chapter: num(item?.number)! } : {}),
    ...(challenge !== undefined ? { challenge } : {}),
    ...(typeof item?.locationType === 'string' ? { locationType: item.locationType } : {}),
    bossLevel:
      bossFigure ||
      typeof item?.boss === 'string' ||
      item?.bossLevel === true ||
      state.level.kind === 'crypt' ||
      !!state.campaign?.boss,
    invaded: state.invaded,
  };
}

const fresh = (win: LevelWin, state: CocState): LevelPlayed => ({
  ...win,
  won: false,
  died: false,
  seen: false,
  noise: false,
  defeated: 0,
  damaged: false,
  fired: false,
  relics: state.inventory.relics.length,
  mostInOneAction: 0,
  finalBlows: [],
});

/** Reads a game (its first state and every step) into the record the achievements are checked against. */
export function gameRecord(content: RulesContent, first: CocState, steps: readonly GameStep[]): GameRecord {
  const levels: LevelPlayed[] = [fresh(levelOf(content, first), first)];
  const weaponSets = new Map<string, string[]>();
  const held = (s: CocState) => {
    const ids = s.inventory.weapons.map((w) => w.id).sort();
    weaponSets.set(ids.join(' '), ids);
  };
  held(first);
  let always = first.inventory.weapons.map((w) => w.id);
  let mostSpecialDice = first.inventory.specialDice;
  let mostNatlaPins = first.campaign?.pins.length ?? 0;
  let prev = first;
  for (const { action, events, state } of steps) {
    let level = levels.at(-1)!;
    const by =
      action.type === 'melee' || prev.roll?.for === 'melee'
        ? 'melee'
        : action.type === 'fire' || prev.roll?.for === 'weapon'
          ? 'fire'
          : 'other';
    let defeatedNow = 0;
    for (const e of events) {
      if (e.type === 'chapter') {
        level = fresh(levelOf(content, state), state);
        levels.push(level);
        continue;
      }
      if (e.type === 'seen') level.seen = true;
      if (e.type === 'noise') level.noise = true;
      if (e.type === 'death') level.died = true;
      if (e.type === 'escaped' || e.type === 'won') {
        level.won = true;
        level.invaded = prev.invaded || state.invaded;
      }
      if (e.type === 'enemyDefeated') {
        defeatedNow += 1;
        level.defeated += 1;
        const type = prev.enemies.find((x) => x.id === e.enemy)?.type;
        if (type) level.finalBlows.push({ enemy: type, by });
      }
    }
    if (action.type === 'fire') level.fired = true;
    level.mostInOneAction = Math.max(level.mostInOneAction, defeatedNow);
    if (state.lara.health < prev.lara.health || state.lara.dice < prev.lara.dice) level.damaged = true;
    if (state.status === 'lost') level.died = true;
    if (state.status === 'won') level.won = true;
    level.relics = Math.max(level.relics, state.inventory.relics.length);
    if (!level.bossLevel && state.enemies.some((e) => content.figures.get(e.type)?.boss)) level.bossLevel = true;
    held(state);
    always = always.filter((w) => state.inventory.weapons.some((x) => x.id === w));
    mostSpecialDice = Math.max(mostSpecialDice, state.inventory.specialDice);
    mostNatlaPins = Math.max(mostNatlaPins, state.campaign?.pins.length ?? 0);
    prev = state;
  }
  return {
    mode: prev.mode,
    won: prev.status === 'won',
    levels,
    laraDice: prev.lara.dice,
    series: prev.series?.chapters ?? [],
    mostSpecialDice,
    mostNatlaPins,
    weaponSets: [...weaponSets.values()],
    weaponsAlways: always,
  };
}

/** Does a level match a filter (every field given holds)? */
export function levelMatches(level: LevelWin, where: LevelFilter | undefined): boolean {
  if (!where) return true;
  if (where.kind !== undefined && level.kind !== where.kind) return false;
  if (where.chapter !== undefined && level.chapter !== where.chapter) return false;
  if (where.challenge !== undefined && (level.challenge !== undefined) !== where.challenge) return false;
  if (where.named !== undefined) {
    const named = where.named.toLowerCase();
    if (![level.name, level.challenge].some((n) => n?.toLowerCase() === named)) return false;
  }
  if (where.locationType !== undefined && level.locationType !== where.locationType) return false;
  if (where.invaded !== undefined && level.invaded !== where.invaded) return false;
  if (where.bossLevel !== undefined && level.bossLevel !== where.bossLevel) return false;
  return true;
}

/** Every level of the content a player could win (each chapter, each of its challenges, each location and crypt card).
 * */
export function contentLevels(content: RulesContent): LevelWin[] {
  const out: LevelWin[] = [];
  for (const item of content.items) {
    const it = item as Record<string, unknown> & { kind: string; id: string };
    if (!['chapter', 'location', 'crypt'].includes(it.kind)) continue;
    const base = {
      kind: it.kind,
      id: it.id,
      name: typeof it.name === 'string' ? it.name : it.id,
      bossLevel: typeof it.boss === 'string' || it.bossLevel === true || it.kind === 'crypt',
      invaded: false,
    };
    const extra = {
      ...(it.kind === 'chapter' && num(it.number) !== undefined ? { chapter: num(it.number)! } : {}),
      ...(typeof it.locationType === 'string' ? { locationType: it.locationType } : {}),
    };
    out.push({ key: `${it.kind}/${it.id}`, ...base, ...extra });
    const challenges = Array.isArray(it.challenges) ? (it.challenges as unknown[]) : [];
    challenges.forEach((c, i) =>
      out.push({
        key: `${it.kind}/${it.id}#challenge:${i}`,
        ...base,
        ...extra,
        challenge: isObject(c) && typeof c.name === 'string' ? c.name : `Challenge ${i + 1}`,
      }),
    );
  }
  return out;
}

/** The levels a game won, as the profile keeps them. */
export function winsOf(record: GameRecord): LevelWin[] {
  return record.levels
    .filter((l) => l.won)
    .map(({ key, kind, id, name, chapter, challenge, locationType, bossLevel, invaded }) => ({
      key,
      kind,
      id,
      name,
      bossLevel,
      invaded,
      ...(chapter !== undefined ? { chapter } : {}),
      ...(challenge !== undefined ? { challenge } : {}),
      ...(locationType !== undefined ? { locationType } : {}),
    }));
}

/** The chapters of the content, by number (the Adventure Book's order). */
function chaptersInOrder(content: RulesContent): string[] {
  return content.items
    .filter((i) => i.kind === 'chapter')
    .sort((a, b) => Number((a as { number?: number }).number ?? 0) - Number((b as { number?: number }).number ?? 0))
    .map((i) => i.id);
}

/** Is the check fulfilled by this game (with the profile's earlier wins for checks counted across the profile)? */
export function checkHolds(
  content: RulesContent,
  check: Check,
  record: GameRecord,
  earlierWins: readonly LevelWin[] = [],
): boolean {
  switch (check.type) {
    case 'byHand':
      return false;
    case 'win': {
      const fits = (l: LevelPlayed) =>
        l.won &&
        levelMatches(l, check.where) &&
        (!check.neverSeen || !l.seen) &&
        (!check.noNoise || !l.noise) &&
        (!check.noEnemyDefeated || l.defeated === 0) &&
        (!check.noDamage || !l.damaged) &&
        (!check.meleeOnly || !l.fired) &&
        (check.relics === undefined || l.relics >= check.relics);
      const won = new Set(record.levels.filter(fits).map((l) => l.key));
      if (!won.size) return false;
      if (check.across === 'profile') for (const w of earlierWins) if (levelMatches(w, check.where)) won.add(w.key);
      const need =
        check.count === 'all'
          ? contentLevels(content)
              .filter((l) => levelMatches({ ...l, invaded: check.where?.invaded ?? false }, check.where))
              .map((l) => l.key)
          : undefined;
      if (need) return need.length > 0 && need.every((k) => won.has(k));
      // Within one game a level counts once per time it is won (an Island Campaign clears several cards of a type).
      const count = check.across === 'profile' ? won.size : record.levels.filter(fits).length;
      return count >= (typeof check.count === 'number' ? check.count : 1);
    }
    case 'die':
      return record.levels.some((l) => l.died && levelMatches(l, check.where));
    case 'winGame': {
      if (!record.won || record.mode !== check.mode) return false;
      if (check.laraDice !== undefined && record.laraDice < check.laraDice) return false;
      if (check.weaponKept !== undefined && !record.weaponsAlways.includes(check.weaponKept)) return false;
      if (check.everyChapter) {
        const all = chaptersInOrder(content);
        return all.length > 0 && record.series[0] === all[0] && all.every((c) => record.series.includes(c));
      }
      return true;
    }
    case 'holdAtOnce':
      return (
        (check.specialDice === undefined || record.mostSpecialDice >= check.specialDice) &&
        (check.natlaPins === undefined || record.mostNatlaPins >= check.natlaPins) &&
        (check.weapons === undefined || record.weaponSets.some((set) => check.weapons!.every((w) => set.includes(w))))
      );
    case 'defeatInOneAction':
      return record.levels.some((l) => l.mostInOneAction >= check.count && levelMatches(l, check.where));
    case 'finalBlow':
      return record.levels.some(
        (l) => levelMatches(l, check.where) && l.finalBlows.some((b) => b.enemy === check.enemy && b.by === check.by),
      );
  }
}

/** The achievements of the packs (a later pack's achievement of the same id replaces an earlier one's). */
export function achievementsOf(packs: readonly Pack[]): Achievement[] {
  const byId = new Map<string, Achievement>();
  // A later pack's achievement of the same id replaces an earlier one's.
  for (const i of packs.flatMap((p) => p.items))
    if (i.kind === 'achievement') byId.set(i.id, i as unknown as Achievement);
  return [...byId.values()];
}

/** Is the achievement left to the player (no check, or byHand)? */
export const byHand = (a: Achievement): boolean => !a.check || a.check.type === 'byHand';

/** The ids of the packs' achievements this game earned (`content`: the packs prepared for the engine). */
export function achievementsEarned(
  packs: readonly Pack[],
  content: RulesContent,
  record: GameRecord,
  earlierWins: readonly LevelWin[] = [],
): string[] {
  return achievementsOf(packs)
    .filter((a) => !byHand(a) && checkHolds(content, a.check!, record, earlierWins))
    .map((a) => a.id);
}
