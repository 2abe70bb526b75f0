import { expect } from '@esm-bundle/chai';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { ProfileStore } from '../../src/store/player-profile.ts';
import { openEnvelope } from '../../src/analysis/player-profile.ts';
import { emptyGear } from '../../src/analysis/coc-kit.ts';
import '../../src/ui/playtest/kit-options.ts';
import type { TrKitOptions } from '../../src/ui/playtest/kit-options.ts';
import { cardsPack } from './playtest-fixtures.ts';
import { mount, settled } from './fixtures.ts';

// Envelopes lock cards (rule decision 569): a card still inside an envelope the player profile has not
// opened is offered in the custom kit as locked, naming the envelope; designer mode offers everything;
// opening the envelope in the profile unlocks it at once.

const mask = {
  kind: 'relic',
  id: 'jade-mask',
  name: 'Jade Mask',
  provenance: 'sample',
  text: 'A test relic.',
  rules: [],
} as ContentItem;
const envelope = {
  kind: 'envelope',
  id: 'envelope-9',
  name: 'Envelope 9',
  achievements: 0,
  unlocks: [{ kind: 'relic', id: 'jade-mask' }],
} as unknown as ContentItem;
const packs: Pack[] = [cardsPack, { ...cardsPack, id: 'sealed', name: 'Sealed', items: [mask, envelope] }];

const freshStore = () => new ProfileStore(`kit-locks-${Date.now()}-${Math.random()}`);
const root = (el: TrKitOptions) => el.shadowRoot!;
const maskOption = (el: TrKitOptions) => {
  const select = root(el).querySelector<HTMLSelectElement>('select[aria-label="Relic 1"]');
  if (!select) throw new Error('No "Relic 1" select');
  const option = [...select.options].find((o) => o.value === 'jade-mask');
  if (!option) throw new Error('Jade Mask is not offered at all');
  return option;
};
const text = (el: TrKitOptions) => root(el).textContent!.replace(/\s+/g, ' ');
async function until(el: TrKitOptions, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) {
    await new Promise((r) => setTimeout(r, 20));
    await settled(el);
  }
  expect(ok(), 'waited for the view').to.equal(true);
}
async function kit(store: ProfileStore, gear = emptyGear()): Promise<TrKitOptions> {
  const el = Object.assign(document.createElement('tr-kit-options'), { packs, store, gear });
  return mount(el);
}

describe('cards sealed in envelopes in the custom kit', () => {
  afterEach(() => document.querySelectorAll('tr-kit-options').forEach((el) => el.remove()));

  it('offers a sealed card as locked, naming its envelope, until designer mode or the envelope is opened', async () => {
    const store = freshStore();
    const el = await kit(store);
    await until(el, () => maskOption(el).disabled);
    expect(maskOption(el).textContent!.trim()).to.equal('Jade Mask (locked — opens with Envelope 9)');
    expect(text(el)).to.contain('1 card is locked in sealed envelopes');

    // Designer mode: everything unlocked.
    const designer = [...root(el).querySelectorAll('label')]
      .find((l) => /Designer mode: everything unlocked/.test(l.textContent!))!
      .querySelector('input')!;
    designer.click();
    await settled(el);
    expect(maskOption(el).disabled).to.equal(false);
    expect(maskOption(el).textContent!.trim()).to.equal('Jade Mask');
    designer.click();
    await settled(el);
    expect(maskOption(el).disabled).to.equal(true);

    // Opened in the profile (another view of the same store): unlocked at once.
    await store.update((p) => openEnvelope(packs, p, 'envelope-9', '2026-11-28T12:00:00Z'));
    await until(el, () => !maskOption(el).disabled);
    expect(maskOption(el).textContent!.trim()).to.equal('Jade Mask');
    expect(text(el)).to.contain('Every envelope with cards is open');
  });

  it('a kit holding a sealed card cannot be played, and says which envelope opens it', async () => {
    const store = freshStore();
    const el = await kit(store, { ...emptyGear(), relics: ['jade-mask'] });
    await until(el, () => /Jade Mask is locked: it opens with Envelope 9\./.test(text(el)));
    expect(root(el).querySelector('[role="alert"]')!.textContent).to.contain('Jade Mask is locked');
    let valid: boolean | undefined;
    el.addEventListener('gear-change', (e) => (valid = (e as CustomEvent).detail.valid));
    [...root(el).querySelectorAll('label')]
      .find((l) => /Designer mode/.test(l.textContent!))!
      .querySelector('input')!
      .click();
    await settled(el);
    expect(valid, 'designer mode makes the kit playable').to.equal(true);
    expect(text(el)).not.to.contain('is locked');
  });
});
