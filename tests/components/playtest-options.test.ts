import { expect } from '@esm-bundle/chai';
import { DEFAULT_OPTIONS, type PlaytestOptions } from '../../src/store/playtest-launch.ts';
import '../../src/ui/playtest/playtest-options.ts';
import type { TrPlaytestOptions } from '../../src/ui/playtest/playtest-options.ts';
import { mount, settled } from './fixtures.ts';

async function form(chapter: boolean): Promise<TrPlaytestOptions> {
  const el = document.createElement('tr-playtest-options');
  el.options = DEFAULT_OPTIONS;
  el.challenges = chapter ? 2 : 0;
  el.chapter = chapter;
  return mount(el);
}

const restarted = (el: TrPlaytestOptions) =>
  new Promise<PlaytestOptions>((resolve) =>
    el.addEventListener('restart', (e) => resolve((e as CustomEvent).detail.options), { once: true }),
  );

describe('the playtest options', () => {
  it('offer a series only for a chapter', async () => {
    const island = await form(false);
    expect(island.shadowRoot!.querySelector<HTMLOptionElement>('option[value="series"]')!.disabled).to.equal(true);
    const chapter = await form(true);
    const select = chapter.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="Mode"]')!;
    expect(chapter.shadowRoot!.querySelector<HTMLOptionElement>('option[value="series"]')!.disabled).to.equal(false);
    select.value = 'series';
    select.dispatchEvent(new Event('change'));
    await settled(chapter);
    const options = restarted(chapter);
    chapter.shadowRoot!.querySelector<HTMLButtonElement>('button.restart')!.click();
    expect((await options).mode).to.equal('series');
  });

  it('switch the advanced enemies on, then each of their five parts', async () => {
    const el = await form(true);
    const box = (name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
    expect(box('Advanced enemies: abilities'), 'parts hidden while off').to.equal(null);
    box('Advanced enemies')!.click();
    await settled(el);
    box('Advanced enemies: abilities')!.click();
    await settled(el);
    const options = restarted(el);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.restart')!.click();
    expect((await options).advanced).to.deep.equal({
      spawn: true,
      rotation: true,
      stats: true,
      locationBoost: true,
      ability: false,
    });
  });
});
