/**
 * A scenario's setup laid over a new game: cards are taken from where they are (a deck, a hand) and
 * put where the setup says, or new copies are made, so that no card is ever in two places.
 */
import { cardIdOf } from './content.ts';
import type { Ctx } from './context.ts';
import { newInstance, newPlaced } from './explore.ts';
import { placedAt } from './map.ts';
import { EngineError, type CcgSetup } from './types.ts';

/** Takes one copy of a card out of any of the lists (the first found), or makes a new copy. */
function take(ctx: Ctx, card: string, lists: string[][]): string {
  for (const list of lists) {
    const i = list.findIndex((id) => cardIdOf(id) === card);
    if (i >= 0) return list.splice(i, 1)[0]!;
  }
  return newInstance(ctx, card);
}

export function applySetup(ctx: Ctx, setup: CcgSetup): void {
  const { state } = ctx;
  for (const m of setup.map ?? []) {
    if (placedAt(state, m.spot))
      throw new EngineError(`Setup: a card already lies at column ${m.spot.column}, depth ${m.spot.depth}.`);
    const face = m.face ?? 'up';
    const placed = newPlaced(
      { ...m.spot },
      take(ctx, m.card, state.levelDecks),
      face,
      m.rotation ?? (face === 'up' ? 0 : null),
    );
    placed.empty = m.empty === true;
    for (const o of m.obstacles ?? [])
      placed.obstacles.push({
        card: take(ctx, o, [state.obstacleDeck, ...state.raiders.map((r) => r.deck)]),
        owner: -1,
        hits: 0,
      });
    state.map.push(placed);
  }
  if (setup.levelDeckTop) {
    for (const card of [...setup.levelDeckTop].reverse()) {
      const k = Math.max(
        0,
        state.levelDecks.findIndex((d) => d.some((id) => cardIdOf(id) === card)),
      );
      state.levelDecks[k]!.unshift(take(ctx, card, [state.levelDecks[k]!]));
    }
  }
  if (setup.obstacleDeck) {
    const old = state.obstacleDeck.splice(0);
    state.obstacleDeck = setup.obstacleDeck.map((c) => take(ctx, c, [old]));
    state.setAside.push(...old);
  }
  (setup.raiders ?? []).forEach((s, i) => {
    const r = state.raiders[i];
    if (!r) throw new EngineError(`Setup: there is no player ${i}.`);
    if (s.at) r.at = { ...s.at };
    if (s.hand) {
      r.deck.push(...r.hand.splice(0));
      r.hand = s.hand.map((c) => take(ctx, c, [r.deck]));
    }
    if (s.unsaved) r.unsaved.push(...s.unsaved.map((c) => take(ctx, c, [r.deck])));
    if (s.saved) r.saved.push(...s.saved.map((c) => take(ctx, c, [r.deck])));
    if (s.hits !== undefined) r.hits = s.hits;
    for (const [a, n] of Object.entries(s.injuries ?? {})) r.injuries[a as keyof typeof r.injuries] = n ?? 0;
    if (s.deeds?.length) r.deeds = s.deeds.map((deed) => ({ deed, turn: state.turn }));
    if (r.at) r.deepest = Math.max(r.deepest, r.at.depth);
  });
}
