// The region designer's workbench: an effect dragged from the palette onto a space, spaces and
// obstacles reordered by dragging, the journey reordered with Alt+arrows, the inspector editing an
// obstacle, and the design checks' problems shown live — all through the item's document (undoable).
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { ItemDocument } from '../../src/store/item-document.ts';
import '../../src/ui/uw/uw-workbench.ts';
import type { TrUwWorkbench } from '../../src/ui/uw/uw-workbench.ts';
import type { ContentItem } from '../../src/model/content.ts';
import type { UwGame, UwRegion } from '../../src/model/types.generated.ts';
import { mount, settled } from './fixtures.ts';
import { uwItem, uwPack } from './uw-fixtures.ts';

async function bench(item: ContentItem, readOnly = false) {
  const doc = new ItemDocument({ packId: 'mine', kind: item.kind, id: item.id }, item);
  const el = document.createElement('tr-uw-workbench') as TrUwWorkbench;
  el.style.cssText = 'display:block;width:1300px;height:900px';
  el.packs = [uwPack];
  el.readOnly = readOnly;
  el.doc = doc;
  await mount(el);
  await settled(el);
  return { el, doc };
}

const named = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll<HTMLElement>('[aria-label]')].find((e) =>
    typeof name === 'string' ? e.getAttribute('aria-label') === name : name.test(e.getAttribute('aria-label')!),
  );

function drag(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, composed: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true, cancelable: true, dataTransfer }));
  source.dispatchEvent(new DragEvent('dragend', { bubbles: true, composed: true, dataTransfer }));
}

const problemsText = (el: TrUwWorkbench) => el.shadowRoot!.querySelector('tr-uw-problems')!.shadowRoot!.textContent!;

describe('the region designer', () => {
  afterEach(() => document.querySelectorAll('tr-uw-workbench').forEach((e) => e.remove()));

  it('draws the three tracks as tracks of spaces and adds an effect dragged from the palette onto a space', async () => {
    const { el, doc } = await bench(uwItem('uwRegion', 'niflheim'));
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('.track').length).to.equal(3);
    expect(named(root, 'Battle space 3: object: Pistols')).to.exist;
    const chip = [...root.querySelectorAll('.palette .chip')].find((c) => c.textContent!.includes('treasure'))!;
    drag(chip, named(root, 'Battle space 3: object: Pistols')!);
    await settled(el);
    expect((doc.value as unknown as UwRegion).tracks.battle[2]!.effects).to.deep.equal([
      { type: 'object', card: 'pistols-niflheim' },
      { type: 'treasure' },
    ]);
    expect(named(root, 'Battle space 3: object: Pistols, treasure')).to.exist;
    doc.undo();
    await settled(el);
    expect(named(root, 'Battle space 3: object: Pistols')).to.exist;
  });

  it('reorders spaces and obstacles by dragging, and edits an obstacle in the inspector', async () => {
    const { el, doc } = await bench(uwItem('uwRegion', 'niflheim'));
    const root = el.shadowRoot!;
    drag(named(root, /^Trick space 2:/)!, named(root, /^Trick space 4:/)!);
    await settled(el);
    expect((doc.value as unknown as UwRegion).tracks.trick.map((s) => s.effects[0]?.type ?? '-')).to.deep.equal([
      '-',
      'object',
      'medikit',
      'treasure',
      'treasure',
      'object',
    ]);
    drag(named(root, 'Obstacle 1: The underwater door')!, named(root, 'Obstacle 3: The Kraken')!);
    await settled(el);
    expect((doc.value as unknown as UwRegion).obstacles.map((o) => o.name).slice(0, 3)).to.deep.equal([
      'The door of Niflheim',
      'The Kraken',
      'The underwater door',
    ]);
    named(root, 'Obstacle 2: The Kraken')!.click();
    await settled(el);
    const who = named(root, 'Who pays') as HTMLSelectElement;
    expect(who.value).to.equal('together');
    who.value = 'each';
    who.dispatchEvent(new Event('change'));
    await settled(el);
    expect((doc.value as unknown as UwRegion).obstacles[1]!.who).to.equal('each');
  });

  it('shows the design checks live: a track with no end effect, an obstacle no hand can pay', async () => {
    const { el } = await bench(uwItem('uwRegion', 'niflheim'));
    const root = el.shadowRoot!;
    expect(problemsText(el)).to.contain('No problems.');
    named(root, /^Acrobatics space 8 \(end\)/)!.click();
    await settled(el);
    const inspector = named(root, 'Inspector')!;
    for (let i = 0; i < 2; i++) {
      [...inspector.querySelectorAll('button')].find((b) => b.textContent === 'Remove')!.click();
      await settled(el);
    }
    expect(problemsText(el)).to.contain('The acrobatics track has no end effect');
    named(root, 'Obstacle 5: The hall of broken columns')!.click();
    await settled(el);
    const count = named(root, 'Way 1, requirement 1: how many') as HTMLInputElement;
    count.value = '25';
    count.dispatchEvent(new Event('change'));
    await settled(el);
    expect(problemsText(el)).to.contain('No hand can ever pay "The hall of broken columns"');
  });

  it('reorders the journey with Alt+arrows and warns of a journey without Helheim\u2019s end', async () => {
    const { el, doc } = await bench(uwItem('uwGame', 'underworld'));
    const root = el.shadowRoot!;
    const helheim = named(root, '6. Helheim')!;
    helheim.focus();
    await sendKeys({ press: 'Alt+ArrowUp' });
    await settled(el);
    expect((doc.value as unknown as UwGame).journey.slice(-2)).to.deep.equal(['helheim', 'jan-mayen']);
    expect(problemsText(el)).to.contain('does not end as Helheim does');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('5. Helheim');
  });

  it('changes nothing when read only', async () => {
    const { el, doc } = await bench(uwItem('uwRegion', 'niflheim'), true);
    const root = el.shadowRoot!;
    const chip = root.querySelector('.palette .chip')!;
    drag(chip, named(root, /^Battle space 3:/)!);
    await settled(el);
    expect(doc.canUndo).to.equal(false);
    expect(root.textContent).to.contain('Built-in: read only.');
  });
});
