/**
 * The "explorer" CCG player: the random player's progress weights (random-player.ts: towards the
 * treasure room, out of dead ends, the best test), sharpened and reweighed so that it plays with
 * intent — deeper while the treasure room is still unmapped (it lies at or below its minimum depth),
 * an obstacle from its hand on a rival's newly mapped location whenever it may, its action cards,
 * items and upgrades when they can be played, and a fight against a rival who stands with it. It
 * reads only the table: its own hand, the map, the raiders — never a deck's order. Its chance comes
 * from the generator it is given.
 */
import type { RandomState } from '../core/random.ts';
import { randomInt } from '../core/random.ts';
import { legalActions } from './game.ts';
import type { CcgContent } from './content.ts';
import { pickWeights } from './random-player.ts';
import { stepFrom } from './map.ts';
import type { CcgAction, CcgState } from './types.ts';

/** How much likelier each kind of purposeful action is than the random player makes it. */
const OBSTACLE = 8;
const CARD = 3;
const DEEPER = 3;
const FIGHT = 2;

function bonus(state: CcgState, a: CcgAction): number {
  switch (a.type) {
    case 'playObstacle':
      return OBSTACLE;
    case 'playCard':
    case 'useItem':
    case 'playUpgrade':
      return CARD;
    case 'attack':
      return FIGHT;
    case 'move': {
      const r = state.raiders[a.player ?? state.pending?.player ?? state.step?.player ?? -1];
      if (!r?.at || r.carriesTreasure || state.treasureFound || state.treasureRoomPlaced) return 1;
      return stepFrom(r.at, a.side).depth > r.at.depth ? DEEPER : 1;
    }
    default:
      return 1;
  }
}

export function explorerAction(content: CcgContent, state: CcgState, random: RandomState): CcgAction | undefined {
  const legal = legalActions(content, state);
  if (legal.length <= 1) return legal[0];
  const weights = pickWeights(legal, { state, content });
  let total = 0;
  for (let i = 0; i < legal.length; i++) {
    // Squared: the likelier actions become likelier still (closer to always taking the best).
    const w = weights[i]! * bonus(state, legal[i]!);
    weights[i] = w * w;
    total += weights[i]!;
  }
  let r = (randomInt(random, 1_000_000) / 1_000_000) * total;
  for (let i = 0; i < legal.length; i++) {
    r -= weights[i]!;
    if (r < 0) return legal[i];
  }
  return legal[legal.length - 1];
}
