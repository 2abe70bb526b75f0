import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { levelEditor, settled } from './level-fixtures.ts';
import type { TrSchemaForm } from '../../src/ui/level/schema-form.ts';

// A level's form in the inspector is far taller than its panel. Its fields out of view are neither laid out nor
// painted (showing the level editor again after a playtest painted all of them), yet a field out of view is still
// reached: brought into view and focused from a problem, and then drawn.

const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe('the schema form out of view', () => {
  before(() => setViewport({ width: 1400, height: 900 }));
  afterEach(() => document.querySelectorAll('tr-level-workbench').forEach((el) => el.remove()));

  it('skips the fields far below the panel, and draws one once it is focused there', async () => {
    const { bench } = await levelEditor();
    const inspector = bench.shadowRoot!.querySelector('tr-level-inspector')!;
    const form = inspector.shadowRoot!.querySelector<TrSchemaForm>('tr-schema-form')!;
    await frame();
    expect(inspector.scrollHeight, 'the form is taller than its panel').to.be.above(2 * inspector.clientHeight);
    const fields = [...form.shadowRoot!.querySelectorAll<HTMLElement>('.field[data-pointer]')];
    const last = fields.at(-1)!;
    const label = last.firstElementChild!;
    expect(fields[0]!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }), 'the first field').to.be
      .true;
    expect(label.checkVisibility({ contentVisibilityAuto: true }), 'the last field, out of view').to.be.false;
    expect(form.focusField(last.dataset.pointer!)).to.be.true;
    await settled(bench);
    for (let i = 0; i < 3; i++) await frame();
    const focused = form.shadowRoot!.activeElement!;
    expect(last.contains(focused), 'its control has the focus').to.be.true;
    expect(label.checkVisibility({ contentVisibilityAuto: true }), 'drawn once in view').to.be.true;
    const box = last.getBoundingClientRect();
    const panel = inspector.getBoundingClientRect();
    expect(box.top < panel.bottom && box.bottom > panel.top, 'scrolled into the panel').to.be.true;
  });
});
