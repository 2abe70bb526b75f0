import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/profile-button.ts';
import type { TrProfileButton } from '../../src/ui/playtest/profile-button.ts';
import { ProfileStore } from '../../src/store/player-profile.ts';
import type { Pack } from '../../src/model/content.ts';
import { mount, settled } from './fixtures.ts';

// The player profile reached from the playtest's bar (issue 26), not only from a game's end summary: a
// "Profile" button opens it in a modal dialog named "Player profile"; its Close button closes it.

const pack: Pack = {
  kind: 'pack',
  id: 'profile-button-test',
  name: 'Profile button test',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    {
      kind: 'achievement',
      id: 'by-feel',
      name: 'By Feel',
      mode: 'adventureBook',
      text: 'Something a person judges.',
      check: { type: 'byHand' },
    },
  ],
};

const byRole = (root: ShadowRoot, selector: string, name: RegExp) =>
  [...root.querySelectorAll<HTMLElement>(selector)].find((el) =>
    name.test(el.getAttribute('aria-label') ?? el.textContent!.trim()),
  );
async function until(el: HTMLElement & { updateComplete?: Promise<unknown> }, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) {
    await new Promise((r) => setTimeout(r, 20));
    await settled(el);
  }
  expect(ok(), 'waited for the view').to.equal(true);
}

describe('the Profile button', () => {
  afterEach(() => document.querySelectorAll('tr-profile-button').forEach((el) => el.remove()));

  it('opens the player profile in a dialog, marks an achievement there, and closes', async () => {
    const store = new ProfileStore(`profile-button-${Date.now()}-${Math.random()}`);
    const el = await mount(
      Object.assign(document.createElement('tr-profile-button'), { packs: [pack], store }) as TrProfileButton,
    );
    const root = el.shadowRoot!;
    const button = byRole(root, 'button', /^Profile$/)!;
    expect(button, 'a button named Profile').to.exist;
    const dialog = byRole(root, 'dialog', /^Player profile$/) as HTMLDialogElement;
    expect(dialog.open).to.equal(false);

    button.click();
    await until(el, () => dialog.open && !!dialog.querySelector('tr-player-profile')?.shadowRoot?.querySelector('h3'));
    const profile = dialog.querySelector('tr-player-profile')!;
    await until(el, () => /0 of 1 achievements completed/.test(profile.shadowRoot!.textContent!));
    expect(profile.shadowRoot!.querySelector('h3')!.textContent).to.equal('Player profile');
    profile.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    await until(el, () => /1 of 1 achievements completed/.test(profile.shadowRoot!.textContent!));
    expect(Object.keys((await store.load()).achievements)).to.deep.equal(['by-feel']);

    byRole(profile.shadowRoot!, 'button', /^Close$/)!.click();
    await settled(el);
    expect(dialog.open).to.equal(false);
    expect(dialog.querySelector('tr-player-profile'), 'the profile is dropped when closed').to.equal(null);
  });
});
