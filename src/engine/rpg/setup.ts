/**
 * A new game: an encounter (its combatants on the map, round 1) or a challenge (its participants),
 * each actor with a copy of its character sheet, qualities full unless the content or the setup says otherwise.
 */
import type { Checked } from '../../model/item-types.ts';
import type { RpgTalent, RpgWeapon } from '../../model/types.generated.ts';
import { seedRandom } from '../core/random.ts';
import { UNARMED } from './attack.ts';
import { rpgItem, type RpgContent } from './content.ts';
import { ATTRIBUTES, LIMIT_OF, QUALITIES, type Actor, type NewGameOptions, type RpgState, type Side } from './types.ts';
import type { LevelRef } from '../core/game-module.ts';

// The characters, challenges and encounters were checked against their schemas (content.ts): a field that is there has
// its type, any may be missing (a draft), so each read gives a missing field its default.

export function actorFrom(character: Checked<'rpgCharacter'>, id: string, side: Side): Actor {
  const attributes = Object.fromEntries(
    ATTRIBUTES.map((a) => [a, character.attributes?.[a] ?? 1]),
  ) as Actor['sheet']['attributes'];
  const qualities = Object.fromEntries(
    QUALITIES.map((q) => [q, Math.min(character.qualities?.[q] ?? attributes[LIMIT_OF[q]], attributes[LIMIT_OF[q]])]),
  ) as Actor['qualities'];
  return {
    id,
    character: character.id,
    side,
    sheet: {
      name: character.name ?? character.id,
      attributes,
      skills: { ...character.skills } as Record<string, number>,
      // A weapon missing its skill or damage (a draft's) fights as bare hands do.
      talents: (character.talents ?? []).map((t) => ({ ...t }) as RpgTalent),
      weapons: (character.gear?.weapons ?? []).map((w) => ({ ...UNARMED, ...w }) as RpgWeapon),
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

export function encounterState(content: RpgContent, level: LevelRef, options: NewGameOptions): RpgState {
  const encounter = rpgItem(content, 'rpgEncounter', level.id);
  const state = blank(level, options);
  for (const c of encounter.combatants ?? []) {
    const id = c.character ?? '';
    const actor = actorFrom(rpgItem(content, 'rpgCharacter', id), c.id ?? id, c.side ?? 'opponents');
    if (c.at) actor.at = { x: c.at.x ?? 0, y: c.at.y ?? 0 };
    actor.surprised = !!c.surprised;
    state.actors.push(actor);
  }
  state.combat = {
    round: 0,
    moment: 0,
    map: {
      rows: [...(encounter.map?.rows ?? [])],
      cover: encounter.map?.cover ?? 1,
      traversal: encounter.map?.traversal ?? 3,
    },
    goal: encounter.goal ? goalOf(encounter.goal) : null,
    maxRounds: encounter.maxRounds ?? null,
    attack: null,
    aim: null,
  };
  return state;
}

type Goal = NonNullable<NonNullable<RpgState['combat']>['goal']>;

/** An encounter's goal; one that does not say its type is to defeat the opponents. */
function goalOf(goal: NonNullable<Checked<'rpgEncounter'>['goal']>): Goal {
  const out: Goal = { ...goal, type: goal.type ?? 'defeatOpponents' } as Goal;
  if (goal.at) out.at = { x: goal.at.x ?? 0, y: goal.at.y ?? 0 };
  return out;
}

export function challengeState(content: RpgContent, level: LevelRef, options: NewGameOptions): RpgState {
  const challenge = rpgItem(content, 'rpgChallenge', level.id);
  const state = blank(level, options);
  const firstRaider = [...content.characters.values()].find((c) => c.role === 'raider');
  const ids = options.characters ?? challenge.characters ?? (firstRaider ? [firstRaider.id] : []);
  if (!ids.length) throw new Error('the challenge has nobody to take it: name its characters');
  for (const id of ids) state.actors.push(actorFrom(rpgItem(content, 'rpgCharacter', id), id, 'raiders'));
  const t = challenge.test ?? {};
  let target = t.target ?? 0;
  // Mystery's benefit: investigating someone with Mystery is harder (>+1).
  if (t.circumstances?.includes('investigation') && t.against) {
    const subject = rpgItem(content, 'rpgCharacter', t.against);
    if (subject.talents?.some((x) => x.talent === 'mystery')) target += 1;
  }
  state.challenge = {
    id: challenge.id,
    name: challenge.name ?? challenge.id,
    form: t.form ?? 'single',
    competence: { ...t.competence },
    challenge: t.challenge ?? 0,
    dice: t.dice ?? 0,
    target,
    needed: t.needed ?? 1,
    save: { attribute: t.save?.attribute ?? 'endurance', challenge: t.save?.challenge ?? t.challenge ?? 0 },
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
    success: challenge.success ?? '',
    failure: challenge.failure ?? '',
  };
  return state;
}
