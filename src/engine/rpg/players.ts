/**
 * The RPG's bots: a random player (every legal action alike) and a sensible one that attacks the most
 * hurt enemy it can reach, closes in otherwise, recovers when badly stunned, takes sure successes and
 * spends its qualities where they save a test or a wound. Both choose from legalActions only.
 */
import type { Player } from '../core/game-module.ts';
import { randomInt, type RandomState } from '../core/random.ts';
import { actorOf, isDown } from './context.ts';
import { legalActions } from './legal.ts';
import { distance } from './map.ts';
import type { RpgAction, RpgState, Space } from './types.ts';

export const randomPlayer: Player<RpgState, RpgAction> = {
  id: 'random',
  name: 'random',
  oracle: false,
  choose(state, random) {
    const actions = legalActions(state);
    return actions.length ? actions[randomInt(random as RandomState, actions.length)] : undefined;
  },
};

const of = <T extends RpgAction['type']>(actions: RpgAction[], type: T) =>
  actions.filter((a): a is Extract<RpgAction, { type: T }> => a.type === type);

export function sensibleChoice(state: RpgState): RpgAction | undefined {
  const actions = legalActions(state);
  const p = state.pending;
  if (!p || !actions.length) return undefined;
  const first = <T extends RpgAction['type']>(type: T) => of(actions, type)[0];
  switch (p.kind) {
    case 'declare': {
      const me = actorOf(state, p.actor);
      const ranged = me.sheet.weapons.some((w) => w.ranged);
      return actions.find((a) => a.type === 'declare' && a.timing === (ranged ? 'precise' : 'fast')) ?? actions[0];
    }
    case 'turn':
      return turnChoice(state, actions);
    case 'prepare':
      return first('automatic') ?? first('talent') ?? first('roll');
    case 'afterRoll': {
      const roll = state.roll!;
      if (roll.successes < roll.needed)
        return (
          first('savePoint') ??
          first('instinct') ??
          first('confidence') ??
          first('luck') ??
          first('knack') ??
          first('keep')
        );
      return first('keep');
    }
    case 'assists': {
      const run = state.challenge!;
      const short = run.participants.find(
        (x) => x.gave === 0 && (run.form === 'sum' ? x.sum : x.successes) < run.needed,
      );
      const giver = run.participants.find((x) => x.received === 0 && x !== short && x.successes > run.needed);
      if (short && giver)
        return (
          of(actions, 'assist').find(
            (a) => a.from === giver.actor && a.to === short.actor && a.count === giver.successes - run.needed,
          ) ?? first('endAssists')
        );
      return first('endAssists');
    }
    case 'extendedFailure':
      return first('save');
    case 'defence': {
      const hits = state.combat!.attack!.successes;
      return of(actions, 'reflex').find((a) => a.points === hits) ?? first('accept');
    }
    case 'soak': {
      const soaks = of(actions, 'soak');
      return soaks.reduce(
        (best, a) => (a.wounds > best.wounds || (a.wounds === best.wounds && a.stun > best.stun) ? a : best),
        soaks[0]!,
      );
    }
    case 'stunEffects':
      return first('accept');
    case 'knockback':
      return actions[actions.length - 1];
  }
}

function turnChoice(state: RpgState, actions: RpgAction[]): RpgAction | undefined {
  const me = actorOf(state, (state.pending as { actor: string }).actor);
  const enemies = state.actors.filter((a) => a.side !== me.side && !isDown(a));
  const attacks = of(actions, 'attack');
  if (me.turn!.acted || !enemies.length) return actions.find((a) => a.type === 'endTurn');
  const goal = state.combat!.goal;
  if (me.stun.filter((l) => l >= 2).length >= 2 && actions.some((a) => a.type === 'recover'))
    return actions.find((a) => a.type === 'recover');
  // A raider with a space to reach runs for it rather than fight.
  if (me.side === 'raiders' && goal?.type === 'reach') {
    const runs = [...of(actions, 'sprint'), ...of(actions, 'reposition'), ...of(actions, 'traverse')];
    const best = runs.reduce<(typeof runs)[number] | undefined>(
      (b, a) => (!b || distance(a.to, goal.at!) < distance(b.to, goal.at!) ? a : b),
      undefined,
    );
    if (best && distance(best.to, goal.at!) < distance(me.at!, goal.at!)) return best;
  }
  if (attacks.length) {
    const hurt = (id: string) => actorOf(state, id).wounds;
    return attacks.reduce(
      (best, a) =>
        hurt(a.target) > hurt(best.target) ||
        (hurt(a.target) === hurt(best.target) &&
          (me.sheet.weapons[a.weapon]?.damage ?? 0) > (me.sheet.weapons[best.weapon]?.damage ?? 0))
          ? a
          : best,
      attacks[0]!,
    );
  }
  const aim: Space =
    me.side === 'raiders' && goal?.type === 'reach'
      ? goal.at!
      : nearest(
          me.at!,
          enemies.map((e) => e.at!),
        );
  const moves = [...of(actions, 'reposition'), ...of(actions, 'sprint')];
  if (moves.length) {
    const best = moves.reduce((b, a) => (distance(a.to, aim) < distance(b.to, aim) ? a : b), moves[0]!);
    if (distance(best.to, aim) < distance(me.at!, aim)) return best;
  }
  return actions.find((a) => a.type === 'endTurn');
}

const nearest = (from: Space, spaces: Space[]): Space =>
  spaces.reduce((b, s) => (distance(from, s) < distance(from, b) ? s : b), spaces[0]!);

export const sensiblePlayer: Player<RpgState, RpgAction> = {
  id: 'sensible',
  name: 'sensible',
  oracle: false,
  choose: (state) => sensibleChoice(state),
};
