import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/tr-app.ts';
import '../../src/ui/odds/odds-chart.ts';
import type { TrDiceLab } from '../../src/ui/odds/dice-lab.ts';
import type { TrOddsChart } from '../../src/ui/odds/odds-chart.ts';
import { AppStore } from '../../src/store/app-store.ts';
import type { Pack } from '../../src/model/content.ts';
import { mount, settled, testPack } from './fixtures.ts';

// Dice of our own: a Lara Die that is a success on half its faces.
const dicePack: Pack = {
  ...testPack,
  id: 'dice-pack',
  items: [
    { kind: 'dice', id: 'lara-die', name: 'Lara Die', dieType: 'lara', count: 6, faces: ['success', 'fail'] },
    { kind: 'dice', id: 'enemy-die', name: 'Enemy Die', dieType: 'enemy', count: 1, faces: [1, 2, 3, 4, 5, 6] },
  ],
};

async function lab(): Promise<TrDiceLab> {
  history.replaceState(null, '', location.pathname + location.search);
  const store = new AppStore();
  store.addPacks([dicePack]);
  const app = document.createElement('tr-app');
  app.store = store;
  await mount(app);
  store.setArea('dice');
  for (let i = 0; i < 100; i++) {
    await settled(app);
    const found = app.shadowRoot!.querySelector('tr-dice-lab-area')?.shadowRoot?.querySelector('tr-dice-lab');
    if (found) {
      await settled(found);
      return found;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the dice lab did not load');
}

const figures = (el: TrDiceLab) =>
  Object.fromEntries(
    [...el.shadowRoot!.querySelectorAll('.figures div')].map((d) => [
      d.querySelector('dt')!.textContent!.trim(),
      d.querySelector('dd')!.textContent!.trim(),
    ]),
  );

async function type(el: TrDiceLab, text: string): Promise<void> {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label="Test"]')!;
  input.focus();
  input.select();
  await sendKeys({ type: text });
  await settled(el);
}

describe('the dice lab', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('is an area of the app with its own tab, and opens on an RPG test with its two charts', async () => {
    const el = await lab();
    expect(el.shadowRoot!.querySelector('h3')!.textContent).to.contain('3>4');
    expect(figures(el)['to pass (1+ success)']).to.equal('70.4%');
    const charts = [...el.shadowRoot!.querySelectorAll('tr-odds-chart')].map((c) => c.label);
    expect(charts).to.deep.equal(['Successes', 'Sum of the successful dice']);
  });

  it('computes what is typed: modifiers, the challenge-6 rule, a CCG test', async () => {
    const el = await lab();
    await type(el, '3>7');
    expect(figures(el)['to pass (1+ success)']).to.equal('16.7%');
    expect(el.shadowRoot!.querySelector('.notes')!.textContent).to.contain('rolled as 1>5');
    await type(el, '--ccg --ability 2 --danger 7');
    expect(figures(el)['to pass (7 or more)']).to.equal('58.3%');
    expect(figures(el)['a tie (exactly 7, a pass)']).to.equal('16.7%');
  });

  it('reads the Crypt of Chronos dice from the packs', async () => {
    const el = await lab();
    await type(el, '--coc --dice 2 --need 2');
    expect(figures(el)['to pass (2+ successes)']).to.equal('25.0%');
    expect(el.shadowRoot!.querySelector('.notes')!.textContent).to.contain('Lara Die: success, fail.');
  });

  it('says what is wrong with a test it cannot read, and an example fills the field', async () => {
    const el = await lab();
    await type(el, '3>>4');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('is not a test');
    const example = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.examples button')].find((b) =>
      b.title.startsWith('--ccg'),
    )!;
    example.click();
    await settled(el);
    expect(el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value).to.equal(
      '--ccg --ability 3 --danger 9 --bonus 1',
    );
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });
});

describe('the odds chart', () => {
  afterEach(() => document.querySelectorAll('tr-odds-chart').forEach((el) => el.remove()));

  async function chart(dist: number[], need?: number): Promise<TrOddsChart> {
    const el = document.createElement('tr-odds-chart');
    el.dist = dist;
    el.label = 'Successes';
    if (need !== undefined) el.need = need;
    return mount(el);
  }

  it('draws a bar per value, as tall as its chance, and marks the values that pass', async () => {
    const el = await chart([8 / 27, 12 / 27, 6 / 27, 1 / 27], 2);
    const bars = [...el.shadowRoot!.querySelectorAll<SVGGElement>('g.bar')];
    expect(bars.map((b) => b.dataset.value)).to.deep.equal(['0', '1', '2', '3']);
    const heights = bars.map((b) => Number(b.querySelector('rect')!.getAttribute('height')));
    expect(heights[1]).to.be.greaterThan(heights[0]!);
    expect(heights[0]! / heights[1]!).to.be.closeTo(8 / 12, 1e-9);
    expect(bars.map((b) => b.classList.contains('pass'))).to.deep.equal([false, false, true, true]);
    expect(bars[1]!.querySelector('title')!.textContent).to.equal('1: 44% (at least 1: 70%)');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-label')).to.equal(
      'Successes: 0: 30%, 1: 44%, 2: 22%, 3: 4%',
    );
  });

  it('starts at the lowest possible value and keeps the impossible ones between as empty bars', async () => {
    const el = await chart([0, 0, 0.5, 0, 0.5]);
    const bars = [...el.shadowRoot!.querySelectorAll<SVGGElement>('g.bar')];
    expect(bars.map((b) => b.dataset.value)).to.deep.equal(['2', '3', '4']);
    expect(Number(bars[1]!.querySelector('rect')!.getAttribute('height'))).to.equal(0);
  });
});
