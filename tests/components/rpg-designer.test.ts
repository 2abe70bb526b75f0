// The RPG designer (ui/rpg/rpg-designer.ts): its start screen lists the RPG items and makes new ones; a
// challenge is edited in the form drawn from its schema, the exact odds of each listed character are
// shown next to the test and follow every edit, and a test nobody can ever pass is a live problem.
import { expect } from '@esm-bundle/chai';
import { ContextProvider } from '@lit/context';
import { AppStore } from '../../src/store/app-store.ts';
import { storeContext } from '../../src/ui/store-context.ts';
import { DESIGN_OPEN_EVENT, type DesignOpen } from '../../src/ui/design/design-open.ts';
import '../../src/ui/rpg/rpg-designer.ts';
import type { TrRpgDesigner } from '../../src/ui/rpg/rpg-designer.ts';
import { rpgPass } from '../../src/analysis/odds/index.ts';
import { rpgPack } from './rpg-fixtures.ts';
import { settled } from './fixtures.ts';

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function designer(): Promise<TrRpgDesigner> {
  const store = new AppStore();
  store.addPacks([rpgPack]);
  const host = document.createElement('div');
  (host as HTMLElement & { provider?: unknown }).provider = new ContextProvider(host, {
    context: storeContext,
    initialValue: store,
  });
  const el = document.createElement('tr-rpg-designer');
  host.append(el);
  document.body.append(host);
  // As the "Other games" area does: the item asked for is the one the designer gets.
  window.addEventListener(DESIGN_OPEN_EVENT, (e) => (el.ref = (e as CustomEvent<DesignOpen>).detail.items.rpg));
  await settled(el);
  return el;
}

const until = async (el: TrRpgDesigner, ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) {
    await new Promise((r) => setTimeout(r, 30));
    await settled(el);
  }
};

describe('the RPG designer', () => {
  afterEach(() => document.querySelectorAll('tr-rpg-designer').forEach((e) => e.parentElement!.remove()));

  it('lists characters, challenges and encounters, and makes a new challenge shown in its schema form with the odds', async () => {
    const el = await designer();
    const r = el.shadowRoot!;
    const section = (name: string) => r.querySelector(`section[aria-label="${name}"]`)!;
    expect(text(section('Characters')))
      .to.contain('Lara Croft')
      .and.contain('Wolf');
    expect(text(section('Encounters'))).to.contain('Temple hall ambush');
    const make = [...section('Challenges').querySelectorAll('button')].find((b) => text(b) === 'New challenge')!;
    make.click();
    await until(el, () => !!r.querySelector('tr-schema-form'));
    expect(text(r.querySelector('.bar h2'))).to.equal('New challenge (challenge)');
    const form = r.querySelector('tr-schema-form')!;
    await settled(form as HTMLElement & { updateComplete: Promise<unknown> });
    const labels = [...form.shadowRoot!.querySelectorAll('label')].map((l) => text(l));
    expect(labels).to.include.members(['Name*', 'Challenge*', 'On success*', 'On failure*']);
    // Traversal 4 against 3: Lara may take the automatic success.
    const odds = () => text(r.querySelector('section[aria-label="Odds of the test"] li strong'));
    expect(odds()).to.equal('Lara Croft: always passes');

    // The challenge raised to 5 in the form: her exact chance of 1 success of 4 dice over 5.
    const challenge = form.shadowRoot!.querySelector<HTMLInputElement>('#f_test_challenge')!;
    challenge.value = '5';
    challenge.dispatchEvent(new Event('input', { bubbles: true }));
    await settled(el);
    const p = rpgPass({ competence: 4, challenge: 5 }, 1);
    expect(odds()).to.equal(`Lara Croft: ${Math.round(p * 100)}% to pass`);
    // The edit went through the store's document of the item: it is there, in the user's pack.
    expect(el.ref).to.include({ kind: 'rpgChallenge' });
  });

  it('shows a test nobody listed can ever pass as a live problem', async () => {
    const el = await designer();
    const r = el.shadowRoot!;
    [...r.querySelectorAll('button')].find((b) => text(b) === 'New challenge')!.click();
    await until(el, () => !!r.querySelector('tr-schema-form'));
    const form = r.querySelector('tr-schema-form')!;
    await settled(form as HTMLElement & { updateComplete: Promise<unknown> });
    const needed = form.shadowRoot!.querySelector<HTMLInputElement>('#f_test_needed');
    // "Needed" is optional: shown once the test's optional fields are; else set through the document.
    if (needed) {
      needed.value = '9';
      needed.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      const add = [...form.shadowRoot!.querySelectorAll('button')].find((b) => /Needed/.test(text(b)))!;
      add.click();
      await settled(form as HTMLElement & { updateComplete: Promise<unknown> });
      const input = form.shadowRoot!.querySelector<HTMLInputElement>('#f_test_needed')!;
      input.value = '9';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await until(el, () => /can never pass/.test(text(r.querySelector('aside.problems'))));
    expect(text(r.querySelector('aside.problems'))).to.contain(
      'Lara Croft can never pass this test, even exerting herself.',
    );
    expect(text(r.querySelector('section[aria-label="Odds of the test"] li strong'))).to.equal(
      'Lara Croft: never passes',
    );
  });

  it("edits a character's skills in the form: each skill by name, a new one added by its name, one removed", async () => {
    const el = await designer();
    const r = el.shadowRoot!;
    [...r.querySelectorAll('button')].find((b) => text(b) === 'New character')!.click();
    await until(el, () => !!r.querySelector('tr-schema-form'));
    const form = r.querySelector('tr-schema-form')! as HTMLElement & { updateComplete: Promise<unknown> };
    await settled(form);
    const skills = () => form.shadowRoot!.querySelector('fieldset.map[data-pointer="/skills"]')!;
    expect(text(skills().querySelector('label'))).to.equal('traversal*');
    const value = () =>
      el.ref && el.shadowRoot && (form as unknown as { value: { skills: Record<string, number> } }).value.skills;
    const name = skills().querySelector<HTMLInputElement>('.add-entry input')!;
    name.value = 'Not A Skill';
    [...skills().querySelectorAll('button')].find((b) => text(b) === '+ Skill')!.click();
    await settled(el);
    expect(name.validationMessage, 'a name the schema refuses is not added').to.contain('is not a skill name');
    expect(Object.keys(value()!)).to.deep.equal(['traversal']);
    name.value = 'gunplay';
    name.dispatchEvent(new Event('input'));
    name.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await until(el, () => !!skills().querySelector('[data-pointer="/skills/gunplay"]'));
    const rating = skills().querySelector<HTMLInputElement>('[data-pointer="/skills/gunplay"] input')!;
    rating.value = '3';
    rating.dispatchEvent(new Event('input', { bubbles: true }));
    await settled(el);
    await settled(form);
    expect(value()).to.deep.equal({ traversal: 2, gunplay: 3 });
    skills().querySelector<HTMLButtonElement>('button[aria-label="Remove traversal"]')!.click();
    await settled(el);
    await settled(form);
    expect(value()).to.deep.equal({ gunplay: 3 });
  });
});
