/**
 * A level's special rules as data (the `rules` of a chapter, island location or crypt card, and of
 * the challenge being played — on top of its chapter's: rule decision 200). The words in
 * `specialRules` are for players; these are what the engine applies. Each rule type is read here
 * once per level and challenge, and asked for by the module whose rule it changes.
 */
import type { Level, LevelItem } from './level.ts';
import type { Checked } from '../../model/item-types.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState, Facing, Point } from './types.ts';
import { showPoint } from './board.ts';
import { facingTowards } from '../../model/coc-token-edit.ts';
import { mapList } from '../core/lists.ts';

export interface NoiseRule {
  token: 'door' | 'artifact';
  colour?: string;
  firstTimeOnly: boolean;
}

export interface LevelRules {
  noise: NoiseRule[];
  /** Added to every barrier's starting health. */
  barrierHealth: number;
  barrierDamage: { weapons: 'noisy' | 'silent' | 'all'; delta: number }[];
  extraEventDraws: number;
  /** Spaces in front of an enemy its sight reaches (the printed area: 5). */
  sightAhead: number;
  noCrafting: ReadonlySet<string>;
  spawnFacing: { spawnPoints?: number[]; facing: Facing | 'lara' }[];
  boulderLocked: 'always' | 'bossOnLevel' | null;
}

/** The printed sight area reaches 5 spaces past the enemy's own row (sight.ts SIGHT_LENGTH − 1). */
const PRINTED_SIGHT_AHEAD = 5;

/**
 * The level's rules for the game being played: the item's own, and in a challenge its challenge's too
 * (compiled once per challenge, kept in level.memo).
 */
export function levelRules(level: Level, state: Pick<CocState, 'mode' | 'challenge'>): LevelRules {
  const challenge = state.mode === 'challenge' ? (state.challenge ?? 0) : -1;
  return ((level.memo.rules as (LevelRules | undefined)[])[challenge + 1] ??= compile(level.item, challenge));
}

type LevelRule = NonNullable<Checked<'chapter'>['rules']>[number];
type Challenge = NonNullable<Checked<'chapter'>['challenges']>[number];

/** The challenge being played (−1: none) of a checked level item, when the item has it. */
const challengeOf = (item: LevelItem, challenge: number): Challenge | undefined =>
  challenge >= 0 ? item.challenges?.[challenge] : undefined;

// The level item is checked at the load boundary (rule decision 575): lists are lists, fields have their types.
function rulesIn(item: LevelItem, challenge: number): readonly LevelRule[] {
  return [...(item.rules ?? []), ...(challengeOf(item, challenge)?.rules ?? [])];
}

function compile(item: LevelItem, challenge: number): LevelRules {
  const out: LevelRules = {
    noise: [],
    barrierHealth: 0,
    barrierDamage: [],
    extraEventDraws: 0,
    sightAhead: PRINTED_SIGHT_AHEAD,
    noCrafting: new Set(),
    spawnFacing: [],
    boulderLocked: null,
  };
  const noCrafting = new Set<string>();
  const int = (v: number | undefined) => v ?? 0;
  for (const r of rulesIn(item, challenge)) {
    switch (r.type) {
      case 'noiseOnToken':
        out.noise.push({
          token: r.token ?? 'door',
          ...(r.colour !== undefined ? { colour: r.colour } : {}),
          firstTimeOnly: r.firstTimeOnly === true,
        });
        break;
      case 'barrierHealth':
        out.barrierHealth += int(r.delta);
        break;
      case 'barrierDamage':
        out.barrierDamage.push({
          weapons: r.weapons ?? 'all',
          delta: int(r.delta),
        });
        break;
      case 'extraEventDraws':
        out.extraEventDraws += int(r.delta);
        break;
      case 'enemySight':
        out.sightAhead = Math.min(out.sightAhead, Math.max(0, int(r.spacesAhead)));
        break;
      case 'noCrafting':
        for (const id of r.recipes ?? []) noCrafting.add(id);
        break;
      case 'spawnFacing':
        out.spawnFacing.push({
          ...(r.spawnPoints ? { spawnPoints: [...r.spawnPoints] } : {}),
          facing: r.facing as Facing | 'lara',
        });
        break;
      case 'boulderLocked':
        out.boulderLocked = out.boulderLocked === 'always' || r.while === 'always' ? 'always' : 'bossOnLevel';
        break;
    }
  }
  out.noCrafting = noCrafting;
  return out;
}

/** The level's special rules for players: the words (the item's, then the challenge's) and the types of the rules the
 * engine applies. */
export function specialRulesShown(
  level: Level,
  state: Pick<CocState, 'mode' | 'challenge'>,
): { words: string[]; applied: string[] } {
  const challenge = state.mode === 'challenge' ? (state.challenge ?? 0) : -1;
  const words = [...(level.item.specialRules ?? []), ...(challengeOf(level.item, challenge)?.specialRules ?? [])];
  return { words, applied: rulesIn(level.item, challenge).map((r) => String(r.type)) };
}

/** Barriers' health at the level's start (never below 1). */
export function startingBarriers(level: Level, state: Pick<CocState, 'mode' | 'challenge'>): number[] {
  const bonus = levelRules(level, state).barrierHealth;
  return mapList(level.barriers, (b) => Math.max(1, b.health + bonus));
}

/** Extra damage a shot of this weapon deals to a barrier (only a shot that deals some). */
export function barrierDamageBonus(level: Level, state: CocState, noisy: boolean): number {
  let bonus = 0;
  for (const r of levelRules(level, state).barrierDamage)
    if (r.weapons === 'all' || (r.weapons === 'noisy') === noisy) bonus += r.delta;
  return bonus;
}

/** The facing a spawned enemy takes on spawn point `number` at `at`, from the level's rules (the arrow when none
 * applies). */
export function spawnFacing(level: Level, state: CocState, number: number, at: Point, arrow: Facing): Facing {
  const rule = levelRules(level, state).spawnFacing.find((r) => !r.spawnPoints || r.spawnPoints.includes(number));
  if (!rule) return arrow;
  // Towards Lara: along the longer distance, east or west on a tie (rule decision 203).
  return rule.facing === 'lara' ? (facingTowards(at, state.lara.at) ?? arrow) : rule.facing;
}

/** Whether the boulder may not be pushed now. */
export function boulderLocked(level: Level, state: CocState, content: RulesContent): boolean {
  const lock = levelRules(level, state).boulderLocked;
  if (lock === null) return false;
  return lock === 'always' || state.enemies.some((e) => content.figures.get(e.type)?.boss === true);
}

/** A door opened (its index): the level's noise rules for doors. */
export function doorOpened(level: Level, state: CocState, door: number, events: CocEvent[]): void {
  const d = level.doors[door]!;
  const rule = levelRules(level, state).noise.find(
    (r) => r.token === 'door' && (r.colour === undefined || r.colour === d.colour),
  );
  if (!rule) return;
  if (rule.firstTimeOnly) {
    if (state.doorsOpened?.includes(door)) return;
    // Replaced, never changed in place: cloneState copies the state shallowly.
    state.doorsOpened = [...(state.doorsOpened ?? []), door];
  }
  noiseAt(state, d.at, `The ${d.colour} door at ${showPoint(d.at)} makes noise as it opens`, events);
}

/** An artifact taken from `at`: the level's noise rules for artifacts. */
export function artifactTaken(level: Level, state: CocState, at: Point, events: CocEvent[]): void {
  if (!levelRules(level, state).noise.some((r) => r.token === 'artifact')) return;
  noiseAt(state, at, `Taking the artifact at ${showPoint(at)} makes noise`, events);
}

/** The Noise Token goes on `at`, as any noise: only while Lara is HIDDEN. */
function noiseAt(state: CocState, at: Point, why: string, events: CocEvent[]): void {
  if (state.sight !== 'hidden') return;
  state.noise = { ...at };
  events.push({ type: 'noise', text: `${why}: the Noise Token is placed there (level rule).`, at: { ...at } });
}
