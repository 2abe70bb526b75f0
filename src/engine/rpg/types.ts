/**
 * The RPG engine's state, actions and events. The state is plain JSON; each actor carries a copy of
 * its character sheet, so no call needs the content once a game has started.
 */
import type { RandomState } from '../core/random.ts';
import type { RpgAttribute, RpgQuality, RpgTalent, RpgWeapon } from '../../model/types.generated.ts';
import type { TestSpec } from './dice.ts';

export type Attribute = RpgAttribute;
export type Quality = RpgQuality;
export type Timing = 'fast' | 'mental' | 'precise' | 'slow';
export type Side = 'raiders' | 'opponents';
export interface Space {
  x: number;
  y: number;
}

export interface Sheet {
  name: string;
  attributes: Record<Attribute, number>;
  skills: Record<string, number>;
  talents: RpgTalent[];
  weapons: RpgWeapon[];
  armour: number;
}

export interface Actor {
  id: string;
  character: string;
  side: Side;
  sheet: Sheet;
  qualities: Record<Quality, number>;
  at: Space | null;
  wounds: number;
  /** Marked stun effects by level (1 Knockback … 6 Knocked Out), ascending. */
  stun: number[];
  /** Levels marked at the current initiative moment (not cleared when this turn ends). */
  stunNew: number[];
  /** Levels whose effect is ignored (a quality spent) until she is struck again. */
  ignored: number[];
  surprised: boolean;
  /**
   * This round's intended action: its timing and initiative; `carried` when it comes from a slow action of last
   * round.
   */
  intent: { timing: Timing; initiative: number; carried?: boolean } | null;
  /** The moment she acts at this round (her initiative, or later when she waits); null when she does not act. */
  moment: number | null;
  acted: boolean;
  /** Her turn, while it is going on. */
  turn: { repositioned: boolean; acted: boolean } | null;
  /** Defending: the skill of her active defence until her next turn. */
  guard: string | null;
  inCover: boolean;
  extraActionUsed: boolean;
  /** The round and moment she went down (she still acts at that moment: actions there are simultaneous). */
  downAt: { round: number; moment: number } | null;
}

/** One roll by an actor, as the talents after a roll see it. */
export interface Roll {
  who: string;
  kind: 'action' | 'saving' | 'damage' | 'defence';
  skill?: string;
  attribute?: Attribute;
  /** The rating and challenge before modifiers (Confidence rolls these). */
  competence: number;
  challenge: number;
  test: TestSpec;
  rolled: number[];
  automatic: boolean;
  successes: number;
  sum: number;
  needed: number;
  /** A failed saving roll saved (a quality or Instinct spent): it counts as passed. */
  saved: boolean;
  used: string[];
  /** What the roll is for: the engine continues there once the roller is done with it. */
  then: 'challenge' | 'extendedSave' | 'attack' | 'traverse' | 'social';
}

export interface Participant {
  actor: string;
  successes: number;
  sum: number;
  rolls: number;
  automatic: number;
  done: boolean;
  passed: boolean;
  failed: boolean;
  exert: Quality | null;
  diceBonus: number;
  talentsUsed: string[];
  gave: number;
  received: number;
}

export interface ChallengeRun {
  id: string;
  name: string;
  form: 'single' | 'extended' | 'sum';
  competence: { skill?: string; attribute?: Attribute };
  challenge: number;
  dice: number;
  target: number;
  needed: number;
  save: { attribute: Attribute; challenge: number };
  maxRolls: number | null;
  circumstances: string[];
  assist: boolean;
  passWhen: 'everyone' | 'anyone';
  participants: Participant[];
  phase: 'rolls' | 'assists' | 'over';
  success: string;
  failure: string;
}

export interface AttackRun {
  attacker: string;
  target: string;
  weapon: number;
  ranged: boolean;
  cover: number;
  successes: number;
  damage: number;
  wounds: number;
  stun: number;
}

export interface MapGround {
  rows: string[];
  cover: number;
  traversal: number;
}

export interface Combat {
  round: number;
  moment: number;
  map: MapGround;
  goal: { type: 'defeatOpponents' | 'reach' | 'survive'; at?: Space; rounds?: number; text?: string } | null;
  maxRounds: number | null;
  attack: AttackRun | null;
  /** Where a traversal movement goes, or whom a social attack targets, while its roll is decided. */
  aim: { to?: Space; target?: string } | null;
}

export type Pending =
  | { kind: 'declare'; actor: string }
  | { kind: 'turn'; actor: string }
  | { kind: 'prepare'; actor: string }
  | { kind: 'afterRoll'; actor: string }
  | { kind: 'assists' }
  | { kind: 'extendedFailure'; actor: string }
  | { kind: 'defence'; actor: string }
  | { kind: 'soak'; actor: string }
  | { kind: 'stunEffects'; actor: string }
  | { kind: 'knockback'; actor: string; target: string };

export interface RpgState {
  game: 'rpg';
  level: { kind: 'rpgEncounter' | 'rpgChallenge'; id: string };
  random: RandomState;
  status: 'playing' | 'won' | 'lost';
  winners: string[];
  actors: Actor[];
  pending: Pending | null;
  challenge: ChallengeRun | null;
  combat: Combat | null;
  roll: Roll | null;
  actions: RpgAction[];
}

/** Every action may carry `dice`: the results of the dice it rolls, in order (scenario steps fix them so). */
interface Dice {
  dice?: number[];
}

export type RpgAction = Dice &
  (
    | { type: 'declare'; actor: string; timing: Timing; modifier?: number }
    | { type: 'reposition'; actor: string; to: Space }
    | { type: 'sprint'; actor: string; to: Space }
    | { type: 'traverse'; actor: string; to: Space }
    | {
        type: 'attack';
        actor: string;
        target: string;
        weapon: number;
        exert?: Quality;
        diceModifier?: number;
        targetModifier?: number;
      }
    | { type: 'defend'; actor: string; skill: string }
    | { type: 'recover'; actor: string }
    | { type: 'revive'; actor: string; target: string }
    | { type: 'takeCover'; actor: string }
    | { type: 'socialAttack'; actor: string; target: string; skill: string }
    | { type: 'byHand'; actor: string; timing: Timing; what: string }
    | { type: 'wait'; actor: string; moment: number }
    | { type: 'extraAction'; actor: string }
    | { type: 'endTurn'; actor: string }
    | { type: 'exert'; actor: string; quality: Quality }
    | { type: 'talent'; actor: string; talent: 'mystery' | 'spiritualism' | 'trust' }
    | { type: 'roll'; actor: string }
    | { type: 'automatic'; actor: string }
    | { type: 'confidence'; actor: string }
    | { type: 'luck'; actor: string }
    | { type: 'knack'; actor: string }
    | { type: 'instinct'; actor: string }
    | { type: 'resetIntuition'; actor: string }
    | { type: 'savePoint'; actor: string }
    | { type: 'keep'; actor: string }
    | { type: 'assist'; from: string; to: string; count: number }
    | { type: 'trust'; actor: string }
    | { type: 'endAssists' }
    | { type: 'save'; actor: string }
    | { type: 'giveUp'; actor: string }
    | { type: 'reflex'; actor: string; points: number }
    | { type: 'accept'; actor: string }
    | { type: 'soak'; actor: string; wounds: number; stun: number }
    | { type: 'ignoreStun'; actor: string; level: number }
    | { type: 'knockback'; actor: string; to: Space | null }
  );

export interface RpgEvent {
  text: string;
  /** The dice of a roll the sentence tells of, and the target they had to beat (the log marks each). */
  dice?: { rolled: number[]; target: number };
}

export interface NewGameOptions {
  seed: number | string;
  /** For a challenge: the characters who take it (the challenge's own list, else the first raider). */
  characters?: string[];
  setup?: RpgSetup;
}

/** Changes to the starting state (scenarios): by actor id. */
export interface RpgSetup {
  actors?: Record<
    string,
    {
      at?: Space;
      wounds?: number;
      stun?: number[];
      qualities?: Partial<Record<Quality, number>>;
      surprised?: boolean;
      ignored?: number[];
    }
  >;
}

export const ATTRIBUTES: readonly Attribute[] = [
  'brawn',
  'endurance',
  'quickness',
  'perception',
  'cleverness',
  'will',
  'destiny',
];
export const QUALITIES: readonly Quality[] = [
  'grit',
  'tenacity',
  'reflex',
  'alertness',
  'intuition',
  'mettle',
  'spirit',
];
/** Each quality's limiting attribute, in the rulebook's order (G T R A I M S under B E Q P C W D). */
export const LIMIT_OF: Record<Quality, Attribute> = {
  grit: 'brawn',
  tenacity: 'endurance',
  reflex: 'quickness',
  alertness: 'perception',
  intuition: 'cleverness',
  mettle: 'will',
  spirit: 'destiny',
};
export const QUALITY_OF: Record<Attribute, Quality> = {
  brawn: 'grit',
  endurance: 'tenacity',
  quickness: 'reflex',
  perception: 'alertness',
  cleverness: 'intuition',
  will: 'mettle',
  destiny: 'spirit',
};
/** The attribute of each timing's initiative. */
export const TIMING_ATTRIBUTE: Record<Timing, Attribute> = {
  fast: 'quickness',
  mental: 'cleverness',
  precise: 'perception',
  slow: 'brawn',
};
export const STUN_EFFECTS = [
  '',
  'Knockback',
  'Interrupted',
  'Unbalanced',
  'Dazed',
  'Vulnerable',
  'Knocked Out',
] as const;
export const MAX_WOUNDS = 5;
