/**
 * The Underworld bots. "random": any legal action, uniformly. "sensible": a plain plan that a
 * player at the table could follow (it reads nothing hidden): heal when Lara is low, thin out the
 * enemies before they gather, pay the obstacles whose penalty is worst, push on acrobatics.
 */
import type { Player } from '../core/game-module.ts';
import { pick, type RandomState } from '../core/random.ts';
import type { UwContent } from './content.ts';
import { legalActions } from './game.ts';
import { total } from './payments.ts';
import type { Payment, UwAction, UwState } from './types.ts';

export function randomPlayer(content: UwContent): Player<UwState, UwAction> {
  return {
    id: 'random',
    name: 'random',
    oracle: false,
    choose: (state, random) => {
      const actions = legalActions(content, state);
      return actions.length ? pick(random as RandomState, actions) : undefined;
    },
  };
}

const cardsIn = (p: Payment | undefined) => (p?.acrobatics ?? 0) + (p?.battle ?? 0) + (p?.trick ?? 0);
const acrobaticsIn = (p: Payment | undefined) => p?.acrobatics ?? 0;

export function sensiblePlayer(content: UwContent): Player<UwState, UwAction> {
  return {
    id: 'sensible',
    name: 'sensible',
    oracle: false,
    choose: (state, random) => {
      const actions = legalActions(content, state);
      if (!actions.length) return undefined;
      const of = <T extends UwAction['type']>(type: T) =>
        actions.filter((a): a is Extract<UwAction, { type: T }> => a.type === type);
      const pending = state.pending;
      if (pending?.kind === 'chooseTrack') return of('chooseTrack').find((a) => a.track === 'acrobatics') ?? actions[0];
      if (pending?.kind === 'guess') {
        // The most common type left is the best guess a player can make from the cards seen.
        const seen = { acrobatics: 0, battle: 0, trick: 0 };
        for (const p of state.players) for (const t of ['acrobatics', 'battle', 'trick'] as const) seen[t] += p.hand[t];
        const least = (['acrobatics', 'battle', 'trick'] as const).reduce((a, b) => (seen[a] <= seen[b] ? a : b));
        return of('guess').find((a) => a.track === least) ?? actions[0];
      }
      if (pending?.kind === 'discard') {
        // Keep acrobatics: discard the choices with the fewest acrobatics, then the most of one type.
        return of('discard').sort((a, b) => (a.cards.acrobatics ?? 0) - (b.cards.acrobatics ?? 0))[0];
      }
      if (pending?.kind === 'obstacle') {
        const obstacle = content.regions.get(state.region)!.obstacles[pending.obstacle]!;
        const pays = of('pay').sort(
          (a, b) =>
            acrobaticsIn(a.payment) - acrobaticsIn(b.payment) || total(a.payment ?? {}) - total(b.payment ?? {}),
        );
        const severe =
          obstacle.penalty.some((p) => p.type !== 'obstacleDie') ||
          obstacle.penalty.length > 1 ||
          (obstacle.penalty[0]?.count ?? 1) > 1;
        const cheap = pays.find((a) => cardsIn(a.payment) + (a.shares ? 0 : 0) <= 2);
        if (obstacle.reward?.length && pays.length) return pays[0];
        if (severe && pays.length) return pays[0];
        if (pays.length && state.enemies.length >= 5) return pays[0];
        if (cheap && cheap.payment) return cheap;
        return of('decline')[0] ?? actions[0];
      }
      if (state.stage === 'roll') return actions[0];
      if (state.stage === 'end') {
        const heal = of('heal').at(-1);
        return heal && state.health <= Math.max(1, state.maxHealth - 2) ? heal : (of('draw')[0] ?? actions[0]);
      }
      const weapon = of('useObject').find((a) => content.cards.get(a.card)?.eliminates);
      if (weapon && state.enemies.length >= 4) return weapon;
      const defeat = of('defeatEnemy').sort((a, b) => acrobaticsIn(a.payment) - acrobaticsIn(b.payment))[0];
      if (defeat && state.enemies.length >= 3 && acrobaticsIn(defeat.payment) === 0) return defeat;
      const move = of('useObject').find(
        (a) => !content.cards.get(a.card)?.eliminates && (a.track ?? content.cards.get(a.card)?.track) === 'acrobatics',
      );
      if (move) return move;
      const acrobatics = of('playCard').find((a) => a.track === 'acrobatics');
      if (acrobatics) return acrobatics;
      const side = of('playCard').filter((a) => state.players[state.active]!.hand[a.track] > 2);
      if (side.length) return pick(random as RandomState, side);
      return of('endActions')[0] ?? actions[0];
    },
  };
}
