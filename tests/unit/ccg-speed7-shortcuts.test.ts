// The CCG seventh speed pass's shortcuts against the plain way they replace (docs/engine-performance.md,
// "CCG seventh pass"), over the states of random games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardOf, type CcgContent, type Effect } from '../../src/engine/ccg/content.ts';
import { baseAbility } from '../../src/engine/ccg/raider-stats.ts';
import { legalActions } from '../../src/engine/ccg/index.ts';
import { diceAbility } from '../../src/engine/ccg/tests.ts';
import { rollsAbility } from '../../src/engine/ccg/random-player.ts';
import { ABILITIES, type Ability, type RaiderState } from '../../src/engine/ccg/types.ts';
import { baseContent, eachState } from './ccg-helpers.ts';

test("the random player's FEWER_DICE check is skipped only where the plain way rolls the named ability: every test action of random games, and every card of the pack added to its cards", () => {
  const content = baseContent;
  const everyCard = [...content.cards.keys()];
  let withCards = 0;
  let rolling = 0;
  eachState('fewer dice', 500, (state) => {
    const p = state.pending;
    if (p?.kind !== 'test') return;
    const r = state.raiders[p.player]!;
    for (const a of legalActions(baseContent, state)) {
      if (a.type !== 'test') continue;
      const named: Ability | undefined = p.options[a.option]?.ability;
      if (!named) continue;
      // The action's own cards, then each card of the pack with them (the plain way reads any list).
      const lists = [a.cards ?? [], ...(withCards % 25 === 0 ? everyCard.map((c) => [...(a.cards ?? []), c]) : [])];
      for (const cards of lists) {
        const plain = diceAbility(
          content,
          r,
          named,
          cards.flatMap((c) => cardOf(content, c).effects),
        );
        if (!rollsAbility(content, cards)) assert.equal(plain, named, cards.join(','));
        else rolling++;
      }
      withCards++;
    }
  });
  assert.ok(withCards > 200 && rolling > 10, `${withCards} test actions, ${rolling} lists rolling another ability`);
});

/** baseAbility as it was: the saved row's upgrade bonuses, then the raider card's and every other card's abilityBonus
 * effects. */
function plainBaseAbility(content: CcgContent, r: RaiderState, a: Ability): number {
  const raider = cardOf(content, r.raider);
  const printed = raider.abilities?.[a] ?? 1;
  let value = printed;
  for (const id of r.saved) {
    const card = cardOf(content, id);
    if (card.type !== 'upgrade') continue;
    for (const b of card.bonuses)
      if (b.ability === a && (b.onlyIfStartingAt === undefined || b.onlyIfStartingAt === printed)) value += b.bonus;
  }
  const bonus = (effect: Effect) =>
    effect.type === 'abilityBonus' && effect.ability === a ? Number(effect.bonus) || 0 : 0;
  for (const effect of raider.effects) value += bonus(effect);
  for (let row = 0; row < 2; row++)
    for (const id of row === 0 ? r.saved : r.unsaved) {
      const card = cardOf(content, id);
      if (card.type !== 'upgrade') for (const effect of card.effects) value += bonus(effect);
    }
  return value;
}

test('baseAbility in one pass is the two-pass way: every raider of every state of random games, and with upgrades and bonus cards put in either row', () => {
  const content = baseContent;
  const upgrades = [...content.cards.values()].filter((c) => c.type === 'upgrade').map((c) => c.id);
  const bonusCards = [...content.cards.values()]
    .filter((c) => c.type !== 'upgrade' && c.effects.some((e) => e.type === 'abilityBonus'))
    .map((c) => c.id);
  const raiders = [...content.cards.values()].filter((c) => c.type === 'raider').map((c) => c.id);
  assert.ok(
    upgrades.length > 3 && bonusCards.length > 0 && raiders.length > 1,
    `${upgrades.length} upgrades, ${bonusCards.length} bonus cards, ${raiders.length} raiders`,
  );
  let checked = 0;
  let notPrinted = 0;
  eachState('base ability', 400, (state) => {
    for (const r0 of state.raiders) {
      const n = checked++;
      const extra = [
        upgrades[n % upgrades.length]!,
        bonusCards[n % bonusCards.length]!,
        upgrades[(n * 7 + 3) % upgrades.length]!,
      ];
      const variants: RaiderState[] = [
        r0,
        { ...r0, saved: [...r0.saved, ...extra], unsaved: [...r0.unsaved, bonusCards[(n + 1) % bonusCards.length]!] },
        {
          ...r0,
          raider: raiders[n % raiders.length]!,
          saved: [bonusCards[n % bonusCards.length]!, ...r0.saved, upgrades[n % upgrades.length]!],
          unsaved: [...extra, ...r0.unsaved],
        },
      ];
      for (const r of variants)
        for (const a of ABILITIES) {
          const fast = baseAbility(content, r, a);
          assert.equal(
            fast,
            plainBaseAbility(content, r, a),
            `${r.raider} ${a} saved ${r.saved.join(',')} unsaved ${r.unsaved.join(',')}`,
          );
          if (fast !== (cardOf(content, r.raider).abilities?.[a] ?? 1)) notPrinted++;
        }
    }
  });
  assert.ok(checked > 500 && notPrinted > 500, `${checked} raiders, ${notPrinted} abilities off their printed value`);
});
