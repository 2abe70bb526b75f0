// Rules of engine part 2 that had no test of their own: a challenge starts with only what it lists
// ("nothing listed = none", not the chapter's kit), a base chapter's reward in a series, and the
// Research Deck (Lara holds 5 cards at most; an empty deck is made again from its discard pile).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import type { CocState } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const landfall = { kind: 'chapter' as const, id: 'landfall' };

test('a challenge starts with what it lists and nothing else: the chapter’s weapon is not given', () => {
  const chapter = newGame(content, landfall, { seed: 1 });
  assert.deepEqual(
    chapter.inventory.weapons.map((w) => w.id),
    ['dual-pistols'],
    'the chapter’s kit',
  );
  // Challenge 1 lists only health: no weapon, no Special Dice, HIDDEN.
  const bare = newGame(content, landfall, { seed: 1, mode: 'challenge', challenge: 0 });
  assert.deepEqual(bare.inventory.weapons, []);
  assert.equal(bare.inventory.specialDice, 0);
  assert.equal(bare.sight, 'hidden');
  assert.equal(bare.lara.health, 10);
  // Challenge 2 lists its weapon, SEEN and 2 Special Dice: exactly those.
  const eyes = newGame(content, landfall, { seed: 1, mode: 'challenge', challenge: 1 });
  assert.deepEqual(eyes.inventory.weapons, [{ id: 'dual-pistols', ammo: eyes.inventory.weapons[0]!.ammo }]);
  assert.equal(eyes.inventory.specialDice, 2);
  assert.equal(eyes.sight, 'seen');
  assert.deepEqual(eyes.inventory.resources, []);
});

test('a base chapter’s reward from its data: Landfall gives 2 resources from the bag and a Research Card, then the next chapter starts with what Lara carries', () => {
  const level = levelOf(content, landfall);
  const s = newGame(content, landfall, {
    seed: 1,
    mode: 'series',
    setup: {
      enemies: [],
      lara: { at: level.exit!, health: 6 },
      sight: 'seen',
      diceLostNextPhase: 2,
      artifactsCollected: level.artifacts,
      searched: true,
      researched: true,
      inventory: { specialDice: 2, weapons: [{ id: 'dual-pistols', ammo: 1 }] },
    },
  });
  const { state, events } = applyAction(content, s, { type: 'exit' });
  const texts = events.map((e) => e.text);
  assert.ok(
    texts.some((t) => /^Chapter reward: Lara draws \w+, \w+ from the bag\.$/.test(t)),
    texts.join('\n'),
  );
  assert.equal(state.inventory.research.length, 1);
  assert.equal(state.level.id, 'the-frozen-stair');
  assert.equal(
    s.bag.length - state.bag.length,
    state.inventory.resources.length,
    'every token Lara holds came out of the bag',
  );
  assert.ok(state.inventory.resources.length >= 2);
  // Carried into the next chapter (rule decision 76): health, Special Dice, the weapon with its ammo, the Sight Token,
  // the
  // dice lost to DODGE; the Frozen Stair's kit (1 scrap) comes on top.
  assert.equal(state.lara.health, 6);
  assert.equal(state.inventory.specialDice, 2);
  assert.deepEqual(state.inventory.weapons, [{ id: 'dual-pistols', ammo: 1 }]);
  assert.equal(state.sight, 'seen');
  assert.equal(state.lara.diceLeft, state.lara.dice - 2);
  assert.equal(state.inventory.resources.filter((r) => r === 'scrap').length >= 1, true);
});

/** A Lara Phase on Landfall with no enemy on the level: RESEARCH with 2 successes draws one card. */
function researchWith(prepare: (s: CocState) => void): CocState {
  const s = newGame(content, landfall, { seed: 3, setup: { sight: 'hidden', enemies: [] } });
  prepare(s);
  const rolled = applyAction(content, s, { type: 'research', dice: 2, results: ['success', 'success'] }).state;
  // Holding a scroll played on a roll (Re-roll), Lara is asked first: she keeps the roll.
  return rolled.pending?.kind === 'afterRoll' ? applyAction(content, rolled, { type: 'keepRoll' }).state : rolled;
}

test('Lara holds 5 Research Cards at most: with 5 in hand a RESEARCH draws none', () => {
  let held: string[] = [];
  const after = researchWith((s) => {
    held = s.decks.research.splice(0, 5);
    s.inventory.research.push(...held);
  });
  assert.deepEqual(after.inventory.research, held);
  const four = researchWith((s) => s.inventory.research.push(...s.decks.research.splice(0, 4)));
  assert.equal(four.inventory.research.length, 5, 'with 4 in hand the card is drawn');
});

test('an empty Research Deck is made again from its discard pile, shuffled, and the draw goes on', () => {
  let discarded: string[] = [];
  const after = researchWith((s) => {
    discarded = s.decks.research.splice(0);
    s.decks.researchDiscard.push(...discarded);
  });
  assert.equal(after.inventory.research.length, 1);
  assert.equal(after.decks.researchDiscard.length, 0);
  assert.equal(after.decks.research.length, discarded.length - 1);
  assert.deepEqual(
    [...after.decks.research, ...after.inventory.research].sort(),
    [...discarded].sort(),
    'every card is still in one place',
  );
});
