// The CCG seventh speed pass's shortcuts against the plain way they replace (docs/engine-performance.md,
// "CCG seventh pass"), over the states of random games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardOf, ccgContent } from '../../src/engine/ccg/content.ts';
import { legalActions } from '../../src/engine/ccg/index.ts';
import { diceAbility } from '../../src/engine/ccg/tests.ts';
import { playRandomGame, rollsAbility } from '../../src/engine/ccg/random-player.ts';
import type { Ability, CcgState } from '../../src/engine/ccg/types.ts';
import { base } from './ccg-helpers.ts';

const levels = base.items.filter((i) => i.kind === 'ccgLevel');
const playersOf = (solitaire: unknown) => Array.from({ length: solitaire ? 1 : 2 }, () => ({ raider: 'lara-croft-spelunker' }));

/** Every state of random games on every level (2 seeds each, up to `cap` actions). */
function eachState(tag: string, cap: number, see: (state: CcgState) => void): void {
  for (const item of levels)
    for (let seed = 1; seed <= 2; seed++)
      playRandomGame(base, { kind: 'ccgLevel', id: item.id }, { seed, players: playersOf(item.solitaire) }, `${tag} ${seed}`, cap, (_, __, after) => see(after));
}

test("the random player's FEWER_DICE check is skipped only where the plain way rolls the named ability: every test action of random games, and every card of the pack added to its cards", () => {
  const content = ccgContent(base);
  const everyCard = [...content.cards.keys()];
  let withCards = 0;
  let rolling = 0;
  eachState('fewer dice', 500, (state) => {
    const p = state.pending;
    if (p?.kind !== 'test') return;
    const r = state.raiders[p.player]!;
    for (const a of legalActions(base, state)) {
      if (a.type !== 'test') continue;
      const named: Ability | undefined = p.options[a.option]?.ability;
      if (!named) continue;
      // The action's own cards, then each card of the pack with them (the plain way reads any list).
      const lists = [a.cards ?? [], ...(withCards % 25 === 0 ? everyCard.map((c) => [...(a.cards ?? []), c]) : [])];
      for (const cards of lists) {
        const plain = diceAbility(content, r, named, cards.flatMap((c) => cardOf(content, c).effects));
        if (!rollsAbility(content, cards)) assert.equal(plain, named, cards.join(','));
        else rolling++;
      }
      withCards++;
    }
  });
  assert.ok(withCards > 200 && rolling > 10, `${withCards} test actions, ${rolling} lists rolling another ability`);
});
