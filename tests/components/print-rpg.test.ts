// The RPG's print sheets in the print frame: a character sheet (attributes with their qualities as
// boxes to tick, what they give in a fight, wounds and stun, skills, talents, gear), a challenge's
// sheet (its test in words, each participant's dice after the challenge-6 rule) and an encounter's
// (its map as a grid of named squares with the figures where they start, the figures, the goal).
// Layouts: nothing wider than its page, each sheet one A4 page.
import { expect } from '@esm-bundle/chai';
import { printSetupSheet } from '../../src/ui/print/print-open.ts';
import type { TrPrintView } from '../../src/ui/print/print-view.ts';
import type { ContentItem } from '../../src/model/content.ts';
import { rpgPack } from './rpg-fixtures.ts';

const item = (kind: string, id: string) => structuredClone(rpgPack.items.find((i) => i.kind === kind && i.id === id)!);
const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((e) => e.textContent!.replace(/\s+/g, ' ').trim());
const row = (r: Element) => texts(r, 'td').join(' | ');
const mm = (px: number) => (px * 25.4) / 96;

async function sheet(it: ContentItem): Promise<TrPrintView> {
  const view = printSetupSheet(it, [rpgPack])!;
  view.paper = 'a4';
  await view.updateComplete;
  for (const s of view.querySelectorAll<HTMLElement>('section.sheet')) {
    expect(s.scrollWidth, 'not wider than the page').to.be.at.most(s.clientWidth + 1);
    expect(mm(s.getBoundingClientRect().height), 'one A4 page').to.be.at.most(297.5);
  }
  return view;
}

describe('the RPG print sheets', () => {
  afterEach(() => document.querySelector('tr-print-view')?.remove());

  it("draws Lara's character sheet: attributes and qualities to tick, fight numbers, wounds, stun, skills, talents, weapons", async () => {
    const view = await sheet(item('rpgCharacter', 'lara'));
    expect(view.getAttribute('aria-label')).to.equal('Character sheet: Lara Croft');
    const rows = [...view.querySelectorAll('table.rpg-attributes tbody tr')];
    expect(rows.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
      'Brawn 3, Grit 3 of 3',
      'Endurance 3, Tenacity 3 of 3',
      'Quickness 4, Reflex 4 of 4',
      'Perception 3, Alertness 3 of 3',
      'Cleverness 3, Intuition 3 of 3',
      'Will 3, Mettle 3 of 3',
      'Destiny 3, Spirit 3 of 3',
    ]);
    expect(rows[2]!.querySelectorAll('.box').length).to.equal(4);
    expect(view.textContent).to.contain('Defense 4 (Quickness); reposition up to 4 steps.');
    expect(view.querySelectorAll('table.rpg-stun tbody tr').length).to.equal(6);
    expect(texts(view, 'table.rpg-skills tbody tr').length).to.equal(6);
    expect(texts(view, 'table.rpg-skills tbody tr td')).to.include.members(['Traversal', '4']);
    expect(view.textContent).to.contain('Knack (Traversal)');
    expect(view.textContent).to.contain(
      'Twin pistols: Gunplay attack, damage 2, precise, ranged, bands of 10 steps, precise timing',
    );
  });

  it("shades the quality points an opponent starts without, and adds armour to the mercenary's Resilience", async () => {
    const view = await sheet(item('rpgCharacter', 'mercenary'));
    const spirit = [...view.querySelectorAll('table.rpg-attributes tbody tr')].at(-1)!;
    expect(spirit.getAttribute('aria-label')).to.equal('Destiny 1, Spirit 0 of 1');
    expect(spirit.querySelectorAll('.box.shaded').length).to.equal(1);
    expect(view.textContent).to.contain('Resilience 3 + armour 1 = 4 (Brawn) against damage.');
  });

  it("draws a challenge's test in words and each participant's dice after the challenge-6 rule", async () => {
    const frieze = await sheet(item('rpgChallenge', 'read-the-frieze'));
    expect(texts(frieze, 'ul.rpg-test li')).to.deep.equal([
      'Competence: Mythology (an action roll), against challenge 2.',
      'Form: add up the values of the dice above the challenge.',
      'Needed: a sum of 8.',
    ]);
    expect([...frieze.querySelectorAll('table.rpg-participants tbody tr')].map(row)).to.deep.equal([
      'Field scholar | 4 | 4 | 2',
      'Lara Croft | 2 | 2 | 2',
    ]);
    expect(frieze.textContent).to.contain('Passed when any one participant reaches what is needed.');
    frieze.remove();
    // Brawn 3 against 6: the challenge-6 rule makes it 2 dice above 5.
    const slab = await sheet(item('rpgChallenge', 'sealed-slab'));
    expect([...slab.querySelectorAll('table.rpg-participants tbody tr')].map(row)).to.deep.equal([
      'Lara Croft | 3 | 2 | 5',
    ]);
    expect(slab.textContent).to.contain('Brawn (a saving roll), against challenge 6.');
  });

  it("draws an encounter's map with the figures where they start, the figures, the goal and the characters' numbers", async () => {
    const encounter = item('rpgEncounter', 'temple-hall-ambush');
    const view = await sheet(encounter);
    const map = view.querySelector('table.rpg-map')!;
    expect(map.getAttribute('aria-label')).to.equal('Map of Temple hall ambush');
    expect(map.querySelectorAll('tbody tr').length).to.equal(5);
    expect(map.querySelectorAll('tbody tr')[0]!.querySelectorAll('td').length).to.equal(8);
    const named = (label: string) => map.querySelector(`td[aria-label="${label}"]`);
    expect(named('(0, 1): open ground, Lara Croft (raider)')!.textContent).to.equal('lara');
    expect(named('(2, 1): occupied ground')).to.exist;
    expect(named('(0, 3): difficult ground')).to.exist;
    expect(named('(5, 1): cover')).to.exist;
    expect(named('(6, 1): open ground, Mercenary (opponent)')!.textContent).to.equal('merc-1');
    // Every square of the map is the same size, within the page.
    const cells = [...map.querySelectorAll('td')].map((c) => c.getBoundingClientRect());
    expect(new Set(cells.map((c) => Math.round(c.width))).size).to.equal(1);
    expect(new Set(cells.map((c) => Math.round(c.height))).size).to.equal(1);
    expect([...view.querySelectorAll('table.rpg-figures tbody tr')].map(row)[2]).to.equal(
      'merc-1 | Mercenary | opponents | (6, 1) | yes: no action and Defense 0 in round 1',
    );
    expect(view.textContent).to.contain('they lose when all of them are down or after 12 rounds.');
    expect(texts(view, '.rpg-sheet > ul li strong')).to.deep.equal([
      'Lara Croft',
      'Field scholar',
      'Mercenary',
      'Mercenary captain',
    ]);
  });

  it('fits a wide map on the page by drawing its squares smaller', async () => {
    const wide = item('rpgEncounter', 'wolf-pass') as ContentItem & { map: { rows: string[] } };
    wide.map.rows = wide.map.rows.map((r) => r.repeat(5));
    const view = await sheet(wide);
    const map = view.querySelector('table.rpg-map')!;
    expect(map.getBoundingClientRect().right).to.be.at.most(
      view.querySelector('section.sheet')!.getBoundingClientRect().right,
    );
  });
});
