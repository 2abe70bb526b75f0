// The hot-seat duel the CCG response tests share (ccg-cancel, ccg-cancel-chain, ccg-responses, ccg-weapon-jam-choice,
// ccg-effect-conditions): Lara Croft, Duelist (fight 4), and Pierre on Into the Caves, with Open Cavern mapped below
// the entrance; Duelist wins the order roll, steps down and tests there.
import {
  defaultDrawDeck,
  type CardCount,
  type CcgAction,
  type CcgSetup,
  type CcgState,
} from '../../src/engine/ccg/index.ts';
import { at, start, baseContent } from './ccg-helpers.ts';

/** The base pack's default draw deck (hot-seat, or solitaire) with exactly `count` copies of each `extra` card. */
export function deckWith(extra: readonly string[], count = 1, solitaire = false): CardCount[] {
  return [
    ...defaultDrawDeck(baseContent, solitaire).filter((c) => !extra.includes(c.card)),
    ...extra.map((card) => ({ card, count })),
  ];
}

type RaiderSetup = NonNullable<CcgSetup['raiders']>[number];

/** Duelist (raider 0) and Pierre (raider 1), both with `deck`, set up as given; Open Cavern at (1, 2) holds
 * `obstacles` (the Wolves, fight 8, unless told). */
export function duel(deck: CardCount[], raiders: [RaiderSetup, RaiderSetup], obstacles = ['wolves']): CcgState {
  return start('into-the-caves', {
    players: [
      { raider: 'lara-croft-duelist', deck },
      { raider: 'pierre', deck },
    ],
    setup: { map: [{ spot: at(1, 2), card: 'open-cavern', obstacles }], raiders },
  });
}

/** Duelist, having removed a creature (she may play Bounty), and Pierre holding these hands; the Wolves at Open
 * Cavern. */
export function withHands(deck: CardCount[], hands: string[][], more: Partial<RaiderSetup> = {}): CcgState {
  return duel(deck, [{ hand: hands[0]!, deeds: ['removedCreature'], ...more }, { hand: hands[1]! }]);
}

/** Duelist wins the order roll and goes first. */
export const DUELIST_FIRST: CcgAction[] = [
  {
    type: 'rollOrder',
    dice: [
      [6, 6],
      [1, 1],
    ],
  },
  { type: 'chooseFirst', first: 0 },
];

/** …steps down onto Open Cavern and stops there. */
export const TO_THE_CAVERN: CcgAction[] = [...DUELIST_FIRST, { type: 'move', side: 'top' }, { type: 'stop' }];

/** …and rolls these dice for the obstacle's test option (0: fight, for the Wolves), playing `cards` with it. */
export function toTheRoll(dice: number[], option = 0, cards?: string[]): CcgAction[] {
  return [...TO_THE_CAVERN, { type: 'test', option, dice, ...(cards ? { cards } : {}) }];
}
