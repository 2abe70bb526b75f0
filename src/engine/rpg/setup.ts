/**
 * A new game: an encounter (its combatants on the map, round 1) or a challenge (its participants),
 * each actor with a copy of its character sheet, qualities full unless the content or the setup says otherwise.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { RpgChallenge, RpgCharacter, RpgEncounter } from '../../model/types.generated.ts';
import { seedRandom } from '../core/random.ts';
import { ATTRIBUTES, LIMIT_OF, QUALITIES, type Actor, type NewGameOptions, type RpgState, type Side } from './types.ts';
import type { LevelRef } from '../core/game-module.ts';

export function findItem<T>(packs: readonly Pack[], kind: string, id: string): T {
  for (const pack of packs)
    for (const item of pack.items) if (item.kind === kind && item.id === id) return item as unknown as T;
  throw new Error(`No ${kind} with id "${id}" in the content`);
}

export function actorFrom(character: RpgCharacter, id: string, side: Side): Actor {
  const attributes = Object.fromEntries(
    ATTRIBUTES.map((a) => [a, character.attributes[a]]),
  ) as Actor['sheet']['attributes'];
  const qualities = Object.fromEntries(
    QUALITIES.map((q) => [q, Math.min(character.qualities?.[q] ?? attributes[LIMIT_OF[q]], attributes[LIMIT_OF[q]])]),
  ) as Actor['qualities'];
  return {
    id,
    character: character.id,
    side,
    sheet: {
      name: character.name,
      attributes,
      skills: { ...character.skills },
      talents: (character.talents ?? []).map((t) => ({ ...t })),
      weapons: (character.gear?.weapons ?? []).map((w) => ({ ...w })),
      armour: character.gear?.armour ?? 0,
    },
    qualities,
    at: null,
    wounds: 0,
    stun: [],
    stunNew: [],
    ignored: [],
    surprised: false,
    intent: null,
    moment: null,
    acted: false,
    turn: null,
    guard: null,
    inCover: false,
    extraActionUsed: false,
    downAt: null,
  };
}

function blank(level: LevelRef, options: NewGameOptions): RpgState {
  return {
    game: 'rpg',
    level: { kind: level.kind as RpgState['level']['kind'], id: level.id },
    random: seedRandom(options.seed),
    status: 'playing',
    winners: [],
    actors: [],
    pending: null,
    challenge: null,
    combat: null,
    roll: null,
    actions: [],
  };
}

export function encounterState(packs: readonly Pack[], level: LevelRef, options: NewGameOptions): RpgState {
  const encounter = findItem<RpgEncounter>(packs, 'rpgEncounter', level.id);
  const state = blank(level, options);
  for (const c of encounter.combatants) {
    const actor = actorFrom(findItem<RpgCharacter>(packs, 'rpgCharacter', c.character), c.id, c.side);
    actor.at = { ...c.at };
    actor.surprised = !!c.surprised;
    state.actors.push(actor);
  }
  state.combat = {
    round: 0,
    moment: 0,
    map: { rows: [...encounter.map.rows], cover: encounter.map.cover ?? 1, traversal: encounter.map.traversal ?? 3 },
    goal: encounter.goal ? { ...encounter.goal } : null,
    maxRounds: encounter.maxRounds ?? null,
    attack: null,
    aim: null,
  };
  return state;
}

export function challengeState(packs: readonly Pack[], level: LevelRef, options: NewGameOptions): RpgState {
  const challenge = findItem<RpgChallenge>(packs, 'rpgChallenge', level.id);
  const state = blank(level, options);
  const firstRaider = packs
    .flatMap((p) => p.items)
    .find((i: ContentItem) => i.kind === 'rpgCharacter' && i.role === 'raider');
  const ids = options.characters ?? challenge.characters ?? (firstRaider ? [firstRaider.id] : []);
  if (!ids.length) throw new Error('the challenge has nobody to take it: name its characters');
  for (const id of ids) state.actors.push(actorFrom(findItem<RpgCharacter>(packs, 'rpgCharacter', id), id, 'raiders'));
  const t = challenge.test;
  let target = t.target ?? 0;
  // Mystery's benefit: investigating someone with Mystery is harder (>+1).
  if (t.circumstances?.includes('investigation') && t.against) {
    const subject = findItem<RpgCharacter>(packs, 'rpgCharacter', t.against);
    if (subject.talents?.some((x) => x.talent === 'mystery')) target += 1;
  }
  state.challenge = {
    id: challenge.id,
    name: challenge.name,
    form: t.form ?? 'single',
    competence: { ...t.competence },
    challenge: t.challenge,
    dice: t.dice ?? 0,
    target,
    needed: t.needed ?? 1,
    save: { attribute: t.save?.attribute ?? 'endurance', challenge: t.save?.challenge ?? t.challenge },
    maxRolls: t.maxRolls ?? null,
    circumstances: [...(t.circumstances ?? [])],
    assist: (challenge.assist ?? 'anyone') === 'anyone',
    passWhen: challenge.passWhen ?? 'everyone',
    participants: ids.map((actor) => ({
      actor,
      successes: 0,
      sum: 0,
      rolls: 0,
      automatic: 0,
      done: false,
      passed: false,
      failed: false,
      exert: null,
      diceBonus: 0,
      talentsUsed: [],
      gave: 0,
      received: 0,
    })),
    phase: 'rolls',
    success: challenge.success,
    failure: challenge.failure,
  };
  return state;
}
