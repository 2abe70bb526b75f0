import { expect } from '@esm-bundle/chai';
import type { Pack } from '../../src/model/content.ts';
import { dispatchDrag, levelEditor, part, settled, tilesPack } from './level-fixtures.ts';
import type { ContentItem } from '../../src/model/content.ts';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';
import { ItemDocument } from '../../src/store/item-document.ts';
import '../../src/ui/ccg/ccg-workbench.ts';
import { mount } from './fixtures.ts';

// Exact odds where a designer decides: under a barrier in the level inspector (the successes each
// of the packs' weapons needs to destroy it in one action, with all the Lara Dice), and next to a CCG
// obstacle's tests in the card browser (for a raider with the rating chosen there).

const oddsPack: Pack = {
  ...tilesPack,
  id: 'odds',
  items: [
    // A Lara Die that succeeds on half its faces: the chances are binomial, easy to check by hand.
    { kind: 'dice', id: 'lara-die', name: 'Lara Die', dieType: 'lara', count: 6, faces: ['success', 'fail'] },
    { kind: 'dice', id: 'enemy-die', name: 'Enemy Die', dieType: 'enemy', count: 1, faces: [1, 2, 3, 4, 5, 6] },
    { kind: 'weapon', id: 'pistol', name: 'Pistol', power: 1 },
    { kind: 'weapon', id: 'shotgun', name: 'Shotgun', power: 2 },
  ],
};

describe('odds in the level inspector', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('shows, under a barrier, the chance each weapon of the packs destroys it with 6 Lara Dice', async () => {
    const { bench } = await levelEditor();
    bench.packs = [tilesPack, oddsPack];
    await dispatchDrag(bench, part(bench, 'tr-face-palette', '[data-face="tile-1:jungle"]'), 1, 1);
    const low = bench.state.grid.rows.flat().find((s) => s?.terrain === 'low' && !s.feature)!;
    await dispatchDrag(bench, part(bench, 'tr-token-palette', '[data-token="barrier (health 3)"]'), low.x, low.y);
    bench.state.select({ kind: 'token', index: 0 });
    await settled(bench);
    const inspector = part(bench, 'tr-level-inspector', '.odds');
    const rows = Object.fromEntries(
      [...inspector.querySelectorAll<HTMLElement>('li')].map((li) => [
        li.dataset.weapon,
        li.textContent!.replace(/\s+/g, ' ').trim(),
      ]),
    );
    // Health 3: the pistol needs 3 successes of 6 dice (42/64), the shotgun 2 (57/64).
    expect(rows.pistol).to.equal('Pistol (power 1): 3 successes, 66%');
    expect(rows.shotgun).to.equal('Shotgun (power 2): 2 successes, 89%');
  });
});

const ccgPack: Pack = {
  ...tilesPack,
  id: 'ccg',
  items: [
    {
      kind: 'ccgCard',
      id: 'cave',
      name: 'Cave',
      number: 1,
      type: 'location',
      class: 'cave',
      exits: ['top'],
      danger: 2,
      obstacle: { name: 'Dark', obstacleType: 'trap', test: [{ ability: 'think', target: 7 }] },
    },
    {
      kind: 'ccgCard',
      id: 'bear',
      name: 'Bear',
      number: 2,
      type: 'obstacle',
      obstacleType: 'creature',
      danger: 8,
      test: [
        { ability: 'fight', target: 9 },
        { ability: 'move', target: 11 },
      ],
    },
  ] as ContentItem[],
};

describe('odds in the CCG designer', () => {
  afterEach(() => document.querySelectorAll('tr-ccg-workbench').forEach((el) => el.remove()));

  it("shows next to an obstacle's tests the chance of a raider with the rating chosen", async () => {
    const item = emptyCcgLevel('test-level');
    const bench = document.createElement('tr-ccg-workbench');
    bench.style.cssText = 'display:flex;width:1400px;height:900px';
    bench.packs = [ccgPack];
    bench.validator = () => Promise.resolve([]);
    bench.doc = new ItemDocument({ packId: 'mine', kind: item.kind, id: item.id }, item);
    await mount(bench);
    await settled(bench);
    const browser = bench.shadowRoot!.querySelector('tr-ccg-card-browser')!.shadowRoot!;
    const odds = (id: string) =>
      [...browser.querySelectorAll(`li[data-card="${id}"] .odds`)].map((o) => o.textContent!.trim());
    // A printed obstacle on a location (listed first): think 7 with 3 dice, 1 − 20/216.
    expect(odds('cave')).to.deep.equal(['think 7: 91%']);
    const type = browser.querySelector<HTMLSelectElement>('select[aria-label="Type"]')!;
    type.value = 'obstacle';
    type.dispatchEvent(new Event('change'));
    await settled(bench);
    // 3d6 ≥ 9: 160/216; 3d6 ≥ 11: 108/216.
    expect(odds('bear')).to.deep.equal(['fight 9: 74%', 'move 11: 50%']);
    expect(browser.querySelector('li[data-card="bear"] .odds')!.getAttribute('title')).to.equal(
      'A raider with fight 3: 74% to pass',
    );
    const rating = browser.querySelector<HTMLInputElement>('input[aria-label="Odds for a raider with this ability"]')!;
    rating.value = '2';
    rating.dispatchEvent(new Event('input'));
    await settled(bench);
    // 2d6 ≥ 9: 10/36; 2d6 ≥ 11: 3/36.
    expect(odds('bear')).to.deep.equal(['fight 9: 28%', 'move 11: 8%']);
  });
});
