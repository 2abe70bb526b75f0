import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/player-profile.ts';
import '../../src/ui/playtest/end-summary.ts';
import { ProfileStore } from '../../src/store/player-profile.ts';
import type { Pack } from '../../src/model/content.ts';
import { mount, settled } from './fixtures.ts';
import { buttonNamed, lostArenaSession, mountWith, shadow } from './playtest-fixtures.ts';

// The player's profile (issue 26): achievements ticked by a playtest or by hand, kept in IndexedDB
// over a new view, an envelope opened once enough are completed, export as JSON, clearing.

const pack: Pack = {
  kind: 'pack',
  id: 'profile-test',
  name: 'Profile test',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    {
      kind: 'achievement',
      id: 'first-steps',
      name: 'First Steps',
      mode: 'adventureBook',
      text: 'Finish chapter 1.',
      check: { type: 'win', where: { chapter: 1 } },
    },
    {
      kind: 'achievement',
      id: 'by-feel',
      name: 'By Feel',
      mode: 'adventureBook',
      text: 'Something a person judges.',
      check: { type: 'byHand' },
    },
    {
      kind: 'achievement',
      id: 'fallen',
      name: 'Fallen',
      mode: 'islandCampaign',
      text: 'Fall in the jungle.',
      check: { type: 'die', where: { locationType: 'jungle' } },
    },
    { kind: 'relic', id: 'test-relic', name: 'Test Relic', text: 'Helps.', rules: [] },
    {
      kind: 'envelope',
      id: 'envelope-2',
      name: 'Envelope 2',
      achievements: 2,
      unlocks: [{ kind: 'relic', id: 'test-relic' }],
    },
  ],
};

const freshStore = () => new ProfileStore(`profile-test-${Date.now()}-${Math.random()}`);
const checkbox = (el: Element, name: RegExp) => {
  const label = [...shadow(el).querySelectorAll('label')].find((l) => name.test(l.textContent!));
  if (!label) throw new Error(`No checkbox ${name}`);
  return label.querySelector('input')!;
};
const text = (el: Element) => shadow(el).textContent!.replace(/\s+/g, ' ');
async function until(el: HTMLElement & { updateComplete?: Promise<unknown> }, ok: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !ok(); i++) {
    await new Promise((r) => setTimeout(r, 20));
    await settled(el);
  }
  expect(ok(), 'waited for the view').to.equal(true);
}

describe('the player profile', () => {
  afterEach(() => document.querySelectorAll('tr-player-profile, .playtest-host').forEach((el) => el.remove()));

  it('marks achievements by hand, opens the envelope at its number, keeps it over a new view, exports and clears', async () => {
    const store = freshStore();
    const make = () => Object.assign(document.createElement('tr-player-profile'), { packs: [pack], store });
    const view = await mount(make());
    await until(view, () => /0 of 3 achievements completed/.test(text(view)));
    expect(text(view)).to.contain('to mark by hand');
    expect(text(view)).to.contain('checked by the playtest');
    const open = buttonNamed(view, /^Open Envelope 2$/);
    expect(open.disabled).to.equal(true);

    checkbox(view, /First Steps/).click();
    await until(view, () => /1 of 3/.test(text(view)));
    checkbox(view, /By Feel/).click();
    await until(view, () => /2 of 3/.test(text(view)) && !buttonNamed(view, /^Open Envelope 2$/).disabled);
    expect(text(view)).to.contain('marked by hand');
    buttonNamed(view, /^Open Envelope 2$/).click();
    await until(view, () => /open — it holds Test Relic/.test(text(view)));

    // A new view reads the same profile back from IndexedDB.
    view.remove();
    const again = await mount(make());
    await until(
      again,
      () => /2 of 3 achievements completed/.test(text(again)) && /it holds Test Relic/.test(text(again)),
    );

    // Export: the file is the profile as JSON.
    let blob: Blob | undefined;
    const real = URL.createObjectURL;
    URL.createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    const clicks: string[] = [];
    const onClick = (e: Event) => {
      const a = e.target as HTMLAnchorElement;
      if (a.download) {
        clicks.push(a.download);
        e.preventDefault();
      }
    };
    document.addEventListener('click', onClick, true);
    try {
      buttonNamed(again, /^Export the profile as JSON$/).click();
    } finally {
      URL.createObjectURL = real;
      document.removeEventListener('click', onClick, true);
    }
    const file = JSON.parse(await blob!.text()) as {
      achievements: Record<string, { how: string }>;
      envelopes: Record<string, unknown>;
    };
    expect(Object.keys(file.achievements).sort()).to.deep.equal(['by-feel', 'first-steps']);
    expect(file.achievements['by-feel']!.how).to.equal('hand');
    expect(Object.keys(file.envelopes)).to.deep.equal(['envelope-2']);

    // Clearing asks first.
    buttonNamed(again, /^Clear the profile$/).click();
    await settled(again);
    buttonNamed(again, /^Keep it$/).click();
    await settled(again);
    expect(text(again)).to.contain('2 of 3');
    buttonNamed(again, /^Clear the profile$/).click();
    await settled(again);
    buttonNamed(again, /^Yes, clear it$/).click();
    await until(
      again,
      () =>
        /0 of 3 achievements completed · 0 playtests/.test(text(again)) && !!buttonNamed(again, /^Open Envelope 2$/),
    );
  });

  it('the end summary of a lost jungle game says which achievements it earned and records them', async () => {
    const session = lostArenaSession();
    expect(session.state.status).to.equal('lost');
    const store = freshStore();
    const end = document.createElement('tr-end-summary');
    end.profileStore = store;
    const host = await mountWith('div', session);
    host.append(end);
    // The arena is a jungle location: the base pack's "die in the jungle" holds; nothing else.
    await until(end, () => /Achievements/.test(text(end)) && /Back to Nature \(new\)/.test(text(end)));
    expect(shadow(end).querySelectorAll('.achievements li').length).to.equal(1);
    const profile = await store.load();
    expect(Object.keys(profile.achievements)).to.deep.equal(['back-to-nature']);
    expect(profile.achievements['back-to-nature']!.how).to.equal('game');
    expect(profile.games).to.equal(1);

    buttonNamed(end, /^Player profile$/).click();
    await settled(end);
    const view = shadow(end).querySelector('tr-player-profile')!;
    await until(view, () => /Back to Nature earned in a playtest/.test(text(view)));
  });
});
