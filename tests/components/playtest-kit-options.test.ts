import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { DEFAULT_OPTIONS, gameOptions, type PlaytestOptions } from '../../src/store/playtest-launch.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { cardsPack, mountWith } from './playtest-fixtures.ts';
import '../../src/ui/playtest/playtest-options.ts';
import '../../src/ui/playtest/lara-board.ts';
import type { TrPlaytestOptions } from '../../src/ui/playtest/playtest-options.ts';
import { mount, settled } from './fixtures.ts';

// The custom starting kit's gear: each part chosen in the options (cards of the base pack and of
// the draft's own pack), checked against the Lara Board's slots, and reaching the game.

const mask = {
  kind: 'relic',
  id: 'jade-mask',
  name: 'Jade Mask',
  provenance: 'sample',
  text: 'A test relic.',
  rules: [],
} as ContentItem;
const draftPack: Pack = { ...cardsPack, id: 'draft', name: 'Draft', items: [mask] };
const { items, ref } = scenarioLevel({
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' }],
  objectives: [{ type: 'reachExit' }],
});
// The level's own kit, which a custom kit starts from.
items.find((i) => i.kind === ref.kind && i.id === ref.id)!.start = { weapons: ['dual-pistols'], specialDice: 1 };
const packs = withScenarioItems([cardsPack, draftPack], items);
const session = (o: PlaytestOptions) => new PlaytestSession({ packs, level: ref, title: 't', options: gameOptions(o) });

async function form(): Promise<TrPlaytestOptions> {
  const el = document.createElement('tr-playtest-options');
  el.options = DEFAULT_OPTIONS;
  el.packs = packs;
  el.start = session(DEFAULT_OPTIONS).first.inventory;
  return mount(el);
}
const kitOf = (el: TrPlaytestOptions) => el.shadowRoot!.querySelector('tr-kit-options')!;
const field = <T extends HTMLInputElement | HTMLSelectElement>(el: TrPlaytestOptions, label: string) => {
  const f = kitOf(el).shadowRoot!.querySelector<T>(`[aria-label="${label}"]`);
  if (!f) throw new Error(`No field "${label}"`);
  return f;
};
async function choose(el: TrPlaytestOptions, label: string, value: string) {
  const f = field(el, label);
  f.value = value;
  f.dispatchEvent(new Event(f instanceof HTMLSelectElement ? 'change' : 'input'));
  await settled(el);
}
async function custom(el: TrPlaytestOptions) {
  const kit = el.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="Starting kit"]')!;
  kit.value = 'custom';
  kit.dispatchEvent(new Event('change'));
  await settled(el);
}
const restartButton = (el: TrPlaytestOptions) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.restart')!;
function restart(el: TrPlaytestOptions): Promise<PlaytestOptions> {
  const options = new Promise<PlaytestOptions>((resolve) =>
    el.addEventListener('restart', (e) => resolve((e as CustomEvent).detail.options), { once: true }),
  );
  restartButton(el).click();
  return options;
}

describe('the playtest options: a custom kit’s gear', () => {
  afterEach(() => document.querySelectorAll('tr-playtest-options, .playtest-host').forEach((el) => el.remove()));

  it('starts from the level’s kit and offers the cards of the packs in play, labelled', async () => {
    const el = await form();
    await custom(el);
    expect(field<HTMLSelectElement>(el, 'Weapon 1').value).to.equal('dual-pistols');
    expect(field<HTMLInputElement>(el, 'Weapon 1 ammo').value).to.equal('6');
    expect(field<HTMLInputElement>(el, 'Special Dice').value).to.equal('1');
    const relics = [...field<HTMLSelectElement>(el, 'Relic 1').options].map((o) => o.textContent);
    expect(relics).to.deep.equal(['(none)', "Poseidon's Trident", 'Jade Mask']);
    for (const label of [
      'Weapon 2',
      'Outfit 1',
      'Ability 1',
      'Ability 2',
      'Relic 2',
      'Research Card 1',
      'Oil',
      'Treasure (3 units)',
    ])
      expect(field(el, label).closest('label')!.textContent).to.contain(label.replace(/ \(.*/, ''));
  });

  it('chooses weapons with ammo, an outfit, an ability, relics, a Research Card and resources: the game starts with them, on Lara’s board', async () => {
    const el = await form();
    await custom(el);
    await choose(el, 'Weapon 1', 'shotgun');
    expect(field<HTMLInputElement>(el, 'Weapon 1 ammo').value, 'a chosen weapon comes full').to.equal('5');
    await choose(el, 'Weapon 1 ammo', '2');
    await choose(el, 'Weapon 2', 'bow');
    await choose(el, 'Outfit 1', 'camo');
    await choose(el, 'Weapon 3', 'm16'); // Camo's third weapon slot
    await choose(el, 'Ability 1', 'sprint');
    await choose(el, 'Relic 1', 'poseidons-trident');
    await choose(el, 'Relic 2', 'jade-mask');
    await choose(el, 'Research Card 1', 're-roll');
    await choose(el, 'Special Dice', '3');
    await choose(el, 'Oil', '2');
    await choose(el, 'Treasure (3 units)', '1');
    const o = await restart(el);
    const s = session(o);
    const inv = s.state.inventory;
    expect(inv.weapons).to.deep.equal([
      { id: 'shotgun', ammo: 2 },
      { id: 'bow', ammo: 4 },
      { id: 'm16', ammo: 8 },
    ]);
    expect([inv.outfits, inv.abilities, inv.relics, inv.research, inv.specialDice]).to.deep.equal([
      ['camo'],
      ['sprint'],
      ['poseidons-trident', 'jade-mask'],
      ['re-roll'],
      3,
    ]);
    expect([...inv.resources].sort()).to.deep.equal(['oil', 'oil', 'treasure:3']);
    const board = await mountWith('tr-lara-board', s);
    const text = board.shadowRoot!.textContent!;
    for (const name of ['Shotgun', 'Bow', 'M16', 'Camo', 'Sprint', "Poseidon's Trident", 'Jade Mask', 'Re-roll'])
      expect(text).to.contain(name);
    expect(text).to.not.contain('Dual Pistols');
  });

  it('refuses more cards than the slots or the copies, and can be used from the keyboard', async () => {
    const el = await form();
    await custom(el);
    await choose(el, 'Ability 1', 'sprint');
    await choose(el, 'Ability 2', 'sprint');
    const problems = () => kitOf(el).shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '';
    expect(problems()).to.contain('Sprint: the packs have 1 copy, not 2.');
    expect(restartButton(el).disabled).to.equal(true);
    await choose(el, 'Ability 2', 'focus');
    expect(problems()).to.equal('');
    expect(restartButton(el).disabled).to.equal(false);
    // Three weapons with Camo, then Camo taken off: the third is too many.
    await choose(el, 'Outfit 1', 'camo');
    await choose(el, 'Weapon 2', 'bow');
    await choose(el, 'Weapon 3', 'm16');
    await choose(el, 'Outfit 1', '');
    expect(problems()).to.contain('Lara can hold at most 2 weapons, not 3.');
    await choose(el, 'Weapon 3', '');
    // The keyboard: focus the outfit and step to the first card with the arrow key.
    field<HTMLSelectElement>(el, 'Outfit 1').focus();
    await sendKeys({ press: 'ArrowDown' });
    await settled(el);
    expect(field<HTMLSelectElement>(el, 'Outfit 1').value).to.equal('antarctica');
    const o = await restart(el);
    expect(o.kit.custom && o.kit.gear?.outfits).to.deep.equal(['antarctica']);
  });
});
