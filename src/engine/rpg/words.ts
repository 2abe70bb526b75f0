/**
 * The RPG in words, as the play shell's buttons and log show it: each action in the rulebook's
 * vocabulary ("Attack the Mercenary at (6, 1) with Pistols", "Reposition 2 steps to (3, 4)"), each event
 * with its dice one by one and which of them succeeded, and the seats (one per character, so each can
 * be played by a person or a bot) and whose decision is pending.
 */
import { weaponOf } from './attack.ts';
import { initiativeFor } from './combat.ts';
import { distance } from './map.ts';
import {
  QUALITY_OF,
  STUN_EFFECTS,
  type Actor,
  type RpgAction,
  type RpgEvent,
  type RpgState,
  type Space,
} from './types.ts';

const TIMING_WORDS = { fast: 'a fast', mental: 'a mental', precise: 'a precise', slow: 'a slow' } as const;

const at = (s: Space) => `(${s.x}, ${s.y})`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A figure's name, told apart by where it stands when another figure has the same name. */
export function figureName(state: RpgState, id: string): string {
  const actor = state.actors.find((a) => a.id === id);
  if (!actor) return id;
  const twins = state.actors.filter((a) => a.sheet.name === actor.sheet.name);
  if (twins.length < 2) return actor.sheet.name;
  return actor.at ? `${actor.sheet.name} at ${at(actor.at)}` : `${actor.sheet.name} (${actor.id})`;
}

/** The seats of a game: every figure, raiders first, named as figureName names them. */
export function seatsOf(state: RpgState): { id: string; name: string }[] {
  const order = (a: Actor) => (a.side === 'raiders' ? 0 : 1);
  return [...state.actors].sort((a, b) => order(a) - order(b)).map((a) => ({ id: a.id, name: uniqueName(state, a) }));
}

/** A seat's name: the sheet's name, with the figure's id when two share a name (their places change). */
function uniqueName(state: RpgState, a: Actor): string {
  return state.actors.filter((b) => b.sheet.name === a.sheet.name).length > 1
    ? `${a.sheet.name} (${a.id})`
    : a.sheet.name;
}

/**
 * Whose decision is pending: the figure named by it, or for the sharing of assist dice (a decision of
 * the whole party) the first participant, who speaks for them.
 */
export function actorNow(state: RpgState): string | undefined {
  const p = state.pending;
  if (state.status !== 'playing' || !p) return undefined;
  if (p.kind === 'assists') return state.challenge?.participants[0]?.actor;
  return p.actor;
}

/** An action in the rulebook's words, for the player whose decision it is. */
export function describeAction(state: RpgState, action: RpgAction): string {
  const name = (id: string) => figureName(state, id);
  /** An opponent is "the Mercenary"; a raider is called by her name alone. */
  const the = (id: string) => `${state.actors.find((a) => a.id === id)?.side === 'raiders' ? '' : 'the '}${name(id)}`;
  const me = 'actor' in action ? state.actors.find((a) => a.id === action.actor) : undefined;
  const steps = (to: Space) => (me?.at ? plural(distance(me.at, to), 'step') : '');
  switch (action.type) {
    case 'declare': {
      const initiative = me ? initiativeFor(me, action.timing, action.modifier ?? 0) : undefined;
      return `Intend ${TIMING_WORDS[action.timing]} action${initiative === undefined ? '' : ` (initiative ${initiative})`}`;
    }
    case 'reposition':
      return `Reposition ${steps(action.to)} to ${at(action.to)}`;
    case 'sprint':
      return `Sprint ${steps(action.to)} to ${at(action.to)}`;
    case 'traverse':
      return `Traverse ${steps(action.to)} to ${at(action.to)} (a traversal test)`;
    case 'attack': {
      const weapon = me ? weaponOf(me, action.weapon).name : `weapon ${action.weapon}`;
      const extra = action.exert ? `, exerting ${title(action.exert)}` : '';
      return `Attack ${the(action.target)} with ${weapon}${extra}`;
    }
    case 'defend':
      return `Defend with ${title(action.skill)}`;
    case 'recover':
      return 'Recover the lowest stun effect';
    case 'revive':
      return `Revive ${the(action.target)}`;
    case 'takeCover':
      return 'Take cover';
    case 'socialAttack':
      return `Sway ${the(action.target)} with ${title(action.skill)}`;
    case 'byHand':
      return `Do by hand: ${action.what}`;
    case 'wait':
      return `Wait until moment ${action.moment}`;
    case 'extraAction':
      return 'Spend 1 Mettle for an extra action';
    case 'endTurn':
      return 'End the turn';
    case 'exert':
      return `Exert herself: spend 1 ${title(action.quality)} for +2 dice`;
    case 'talent':
      return `Use ${title(action.talent)} (1 Spirit)`;
    case 'roll':
      return 'Roll the test';
    case 'automatic':
      return 'Take the automatic success';
    case 'confidence':
      return 'Confidence: roll the skill again (1 Spirit)';
    case 'luck':
      return 'Luck: roll the luck die instead (1 Spirit)';
    case 'knack':
      return 'Knack: add 1 success (1 Spirit)';
    case 'instinct':
      return 'Instinct: the failed saving roll succeeds (1 Spirit)';
    case 'resetIntuition':
      return 'Instinct: reset Intuition (1 Spirit)';
    case 'savePoint': {
      const attribute = state.roll?.attribute;
      return `Spend 1 ${attribute ? title(QUALITY_OF[attribute]) : 'quality point'} to save the failed roll`;
    }
    case 'keep':
      return 'Keep the roll';
    case 'assist':
      return `${name(action.from)} gives ${plural(action.count, 'assist die', 'assist dice')} to ${name(action.to)}`;
    case 'trust':
      return `Trust: ${name(action.actor)} rolls the assist dice twice (1 Spirit)`;
    case 'endAssists':
      return 'Done sharing assist dice';
    case 'save':
      return 'Make the saving roll to try again';
    case 'giveUp':
      return 'Give up the test';
    case 'reflex':
      return `Dodge: spend ${action.points} Reflex`;
    case 'accept':
      return state.pending?.kind === 'stunEffects' ? 'Suffer the stun effects' : 'Take the hit';
    case 'soak':
      return action.wounds || action.stun
        ? `Spend ${action.wounds + action.stun} Grit: ${plural(action.wounds, 'wound')} and ${action.stun} stun fewer`
        : 'Spend no Grit';
    case 'ignoreStun':
      return `Spend 1 Grit to ignore ${STUN_EFFECTS[action.level] ?? `stun ${action.level}`}`;
    case 'knockback':
      return action.to ? `Knock back to ${at(action.to)}` : 'Leave the target where it stands';
  }
}

/** One die in words: its value, and a tick when it succeeded against the target or a cross when not. */
export const dieWords = (value: number, target: number): string => `${value}${value > target ? '✓' : '✗'}`;

/**
 * An event as the log shows it: the engine's sentence, with the dice of a roll marked one by one
 * ("5✓ 2✗ 6✓") so that which of them succeeded is read at once.
 */
export function describeEvent(event: RpgEvent): string {
  const d = event.dice;
  if (!d || !d.rolled.length) return event.text;
  const plain = `: ${d.rolled.join(' ')} —`;
  const marked = `: ${d.rolled.map((v) => dieWords(v, d.target)).join(' ')} —`;
  return event.text.includes(plain)
    ? event.text.replace(plain, marked)
    : `${event.text} (${d.rolled.map((v) => dieWords(v, d.target)).join(' ')})`;
}
