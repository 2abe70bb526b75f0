// The CCG reads card effects as the schema's union of effect types (engine/ccg/content.ts `Effect`), with no guard of
// a value's type: an effect with a value of the wrong type (or of no known type) must leave its card out at prepare(),
// and an effect missing a required field must reach the engine with that field's default (rule decision 575).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { ccgContent, ccgModule } from '../../src/engine/ccg/index.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';

const base = readPack('content/base').pack!;
type CardItem = ContentItem & { effects?: Record<string, unknown>[] };
const cards = base.items.filter((i) => i.kind === 'ccgCard') as CardItem[];
/** The first base card with an effect of this type, and that effect's index. */
function withEffect(type: string): [CardItem, number] {
  for (const card of cards) {
    const i = (card.effects ?? []).findIndex((e) => e.type === type);
    if (i >= 0) return [card, i];
  }
  throw new Error(`no base card with a ${type} effect`);
}
/** The card with its effect `i` replaced. */
const changed = (card: CardItem, i: number, effect: Record<string, unknown>): CardItem => ({
  ...card,
  id: 'draft-card',
  effects: card.effects!.map((e, j) => (j === i ? effect : e)),
});
const over = (items: ContentItem[]): Pack[] => [{ ...base, id: 'draft', items }, base];

test('CCG: a card whose effect has a number of the wrong type, or no known type, is left out', () => {
  const [heal, h] = withEffect('heal');
  const [dice, d] = withEffect('extraDice');
  for (const item of [
    changed(heal, h, { type: 'heal', hits: 'two' }),
    changed(dice, d, { ...dice.effects![d], dice: [1] }),
    changed(heal, h, { type: 'manual', text: 7 }),
    changed(heal, h, { type: 'healAll', hits: 2 }),
    changed(heal, h, { hits: 2 }),
  ]) {
    const packs = over([item]);
    const left = ccgModule.prepare(packs).leftOut!();
    assert.deepEqual(
      left.map((l) => [l.kind, l.id]),
      [['ccgCard', 'draft-card']],
      JSON.stringify(item.effects),
    );
    assert.match(left[0]!.problems.join(' '), /\/effects\//);
    assert.equal(ccgContent(packs).cards.has('draft-card'), false);
    assert.equal(
      ccgModule.prepare(packs).newGame({ kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 }).state.status,
      'playing',
    );
  }
});

test('CCG: an effect missing a required field is kept, and the engine reads its default', () => {
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['heal', { type: 'heal' }, { type: 'heal', hits: 0 }],
    ['extraDice', { type: 'extraDice', ability: 'fight' }, { type: 'extraDice', ability: 'fight', dice: 0 }],
  ];
  for (const [type, draft, read] of cases) {
    const [card, i] = withEffect(type);
    const packs = over([changed(card, i, draft)]);
    assert.deepEqual(ccgModule.prepare(packs).leftOut!(), [], type);
    assert.deepEqual(ccgContent(packs).cards.get('draft-card')!.effects[i], read, type);
  }
  // Other effect types, read on a draft of the heal card.
  const [heal, h] = withEffect('heal');
  for (const [draft, read] of [
    [
      { type: 'manual', uses: 'oncePerTurn' },
      { type: 'manual', uses: 'oncePerTurn', text: '' },
    ],
    [{ type: 'lastChance' }, { type: 'lastChance', face: 6 }],
    [{ type: 'discardCards' }, { type: 'discardCards', cards: 1 }],
    [{ type: 'moveRaider' }, { type: 'moveRaider', to: 'adjacent' }],
    [
      { type: 'impair', target: 'self' },
      { type: 'impair', target: 'self', impairments: [] },
    ],
    // A bonus to no named ability adds nothing.
    [
      { type: 'abilityBonus', bonus: 2 },
      { type: 'abilityBonus', ability: 'fight', bonus: 0 },
    ],
  ]) {
    const packs = over([changed(heal, h, draft!)]);
    assert.deepEqual(ccgModule.prepare(packs).leftOut!(), [], JSON.stringify(draft));
    assert.deepEqual(ccgContent(packs).cards.get('draft-card')!.effects[h], read);
  }
});

test('CCG: the base cards, complete, reach the engine as written (their effects are the pack objects)', () => {
  const content = ccgContent([base]);
  assert.deepEqual(content.leftOut, []);
  for (const card of cards) {
    const read = content.cards.get(card.id)!.effects;
    assert.equal(read.length, (card.effects ?? []).length, card.id);
    read.forEach((e, i) => assert.equal(e, card.effects![i], `${card.id} effect ${i}`));
  }
});
