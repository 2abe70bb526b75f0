import { expect } from '@esm-bundle/chai';
import { levelEditor, settled } from './level-fixtures.ts';
import type { TrLevelWorkbench } from '../../src/ui/level/level-workbench.ts';

// The level inspector shows the level rules (the `rules` field the engine reads) with the schema's
// help, and a rule added there is written into the level as data.

const form = (bench: TrLevelWorkbench) =>
  bench.shadowRoot!.querySelector('tr-level-inspector')!.shadowRoot!.querySelector('tr-schema-form')!.shadowRoot!;

describe('the level inspector and level rules', () => {
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('offers "Level rules" with its help, and a rule picked there lands in the level as data', async () => {
    const { bench, doc } = await levelEditor();
    const add = [...form(bench).querySelectorAll('button')].find((b) => b.textContent!.trim() === '+ Level rules');
    expect(add, 'an add button for the level rules').to.exist;
    expect(form(bench).querySelector('#f_rules-help')!.textContent).to.contain('special rules as data');
    add!.click();
    await settled(bench);
    expect(doc.value.rules).to.deep.equal([]);
    const addRule = [...form(bench).querySelectorAll('button')].find((b) => b.textContent!.trim() === '+ Level rule')!;
    addRule.click();
    await settled(bench);
    const kind = form(bench).querySelector<HTMLSelectElement>('#f_rules_0')!;
    const options = [...kind.options].map((o) => o.textContent);
    expect(options).to.include.members([
      'Noise on a token',
      'Barrier health',
      'Enemy sight limit',
      'No crafting',
      'Spawn facing',
      'Boulder locked',
    ]);
    kind.value = String(options.filter((o) => o !== '(choose)').indexOf('Enemy sight limit'));
    kind.dispatchEvent(new Event('change'));
    await settled(bench);
    expect((doc.value.rules as { type: string }[])[0]!.type).to.equal('enemySight');
    expect(form(bench).querySelector('#f_rules_0-help')!.textContent).to.contain('see less far');
    expect(form(bench).querySelector('#f_rules_0_spacesAhead-help')!.textContent).to.contain(
      'spaces in front of the enemy',
    );
  });
});
