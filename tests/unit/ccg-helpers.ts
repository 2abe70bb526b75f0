// Shared helpers of the CCG engine tests: the base pack, a game started with a setup, actions applied in a row.
import { readPack } from '../../src/cli/pack-folder.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import assert from 'node:assert/strict';
import { checkInvariants } from './ccg-invariants.ts';
import {
  applyAction,
  cloneState,
  defaultDrawDeck,
  legalActions,
  newGame,
  type CcgAction,
  type CcgState,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { ccgContent, type CcgContent } from '../../src/engine/ccg/content.ts';
import type { Ctx } from '../../src/engine/ccg/context.ts';
import { levelFor } from '../../src/engine/ccg/level.ts';
import { BY_HAND_BEFORE_TEST, BY_HAND_CARD } from '../fixtures/ccg-test-cards.ts';

export { BY_HAND_BEFORE_TEST, BY_HAND_CARD };

/** The base pack, with BY_HAND_CARD and BY_HAND_BEFORE_TEST added. */
export const base: Pack = (() => {
  const pack = readPack('content/base').pack!;
  return { ...pack, items: [...pack.items, BY_HAND_CARD, BY_HAND_BEFORE_TEST] };
})();

/** The base pack prepared for the engine, once for every test file. */
export const baseContent: CcgContent = ccgContent(base);

/** The base pack with some items laid over it (a variant level, extra cards). */
export function withItems(items: ContentItem[]): Pack[] {
  return [{ ...base, id: 'test-items', items }, base];
}

/** The base pack with some items laid over it, prepared for the engine (once per test that makes it). */
export const contentWith = (items: ContentItem[]): CcgContent => ccgContent(withItems(items));

export function levelVariant(id: string, changes: Record<string, unknown>, newId = `${id}-variant`): ContentItem {
  const item = base.items.find((i) => i.kind === 'ccgLevel' && i.id === id)!;
  return { ...JSON.parse(JSON.stringify(item)), id: newId, ...changes };
}

export function start(
  level: string,
  options: Partial<NewGameOptions> = {},
  content: CcgContent = baseContent,
): CcgState {
  return newGame(content, { kind: 'ccgLevel', id: level }, { seed: 1, ...options });
}

export function play(state: CcgState, actions: CcgAction[], content: CcgContent = baseContent): CcgState {
  for (const a of actions) state = applyAction(content, state, a).state;
  return state;
}

export const types = (state: CcgState, content: CcgContent = baseContent) =>
  legalActions(content, state).map((a) => a.type);
export const at = (column: number, depth: number) => ({ column, depth });

/** Applies actions one by one with a copy each, checking the invariants (no card in two places, hits never above life…)
 * after each; with `copies`, also that each state copies (cloneState) to an equal one. */
export function checked(
  s: CcgState,
  actions: CcgAction[],
  content: CcgContent = baseContent,
  { copies = false }: { copies?: boolean } = {},
): CcgState {
  for (const a of actions) {
    const next = applyAction(content, s, a).state;
    checkInvariants(content, s, next);
    if (copies) assert.deepEqual(cloneState(next), next);
    s = next;
  }
  return s;
}

/** As `checked`, and the texts of the events the actions gave, in order. */
export function checkedTexts(
  s: CcgState,
  actions: CcgAction[],
  content: CcgContent = baseContent,
): { state: CcgState; texts: string[] } {
  const texts: string[] = [];
  for (const a of actions) {
    const { state, events } = applyAction(content, s, a);
    checkInvariants(content, s, state);
    texts.push(...events.map((e) => e.text));
    s = state;
  }
  return { state: s, texts };
}

/**
 * A solitaire Introductory Cave for effects applied by hand: the Spelunker, Written Effect (BY_HAND_CARD) in her hand
 * and once in her deck (BY_HAND_DECK: Snoop Ahead left out), the Open Cavern with Wolves laid at (1, 2), Bats on the
 * obstacle deck.
 */
export const BY_HAND_DECK = [
  ...defaultDrawDeck(baseContent, true).filter((c) => c.card !== 'snoop-ahead'),
  { card: 'by-hand-test', count: 1 },
];
export const BY_HAND_SOLO: NewGameOptions = {
  seed: 3,
  players: [{ raider: 'lara-croft-spelunker', deck: BY_HAND_DECK }],
  setup: {
    map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: ['wolves'] }],
    raiders: [{ hand: ['by-hand-test'] }],
    obstacleDeck: ['bats'],
  },
};

/** Every state of random games on every base level (2 seeds each, or `seeds`, up to `cap` actions; one
 * Spelunker, two in levels for several): for tests comparing a shortcut with the plain way. `newGame` runs
 * before each game. */
export function eachState(
  tag: string,
  cap: number,
  see: (state: CcgState) => void,
  { seeds = 2, newGame }: { seeds?: number; newGame?: () => void } = {},
): void {
  for (const item of base.items.filter((i) => i.kind === 'ccgLevel'))
    for (let seed = 1; seed <= seeds; seed++) {
      const players = Array.from({ length: item.solitaire ? 1 : 2 }, () => ({ raider: 'lara-croft-spelunker' }));
      newGame?.();
      playRandomGame(
        baseContent,
        { kind: 'ccgLevel', id: item.id },
        { seed, players },
        `${tag} ${seed}`,
        cap,
        (_, __, after) => see(after),
      );
    }
}

/** The rules' context of a state, as the engine makes it for an action: for calling rule functions directly. */
export function ctxOf(content: CcgContent, state: CcgState): Ctx {
  return { content, level: levelFor(content, state.level.id), state, events: [], seriesLevel: state.seriesLevel };
}
