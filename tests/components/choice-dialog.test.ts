import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/ui/play/choice-dialog.ts';
import '../../src/ui/ccg-playtest/ccg-handover.ts';
import type { TrChoiceDialog } from '../../src/ui/play/choice-dialog.ts';
import type { TrCcgHandover } from '../../src/ui/ccg-playtest/ccg-handover.ts';
import { mount, settled } from './fixtures.ts';
import { shadow } from './playtest-fixtures.ts';

const focused = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;

describe('the CCG choice dialog', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog, tr-ccg-handover').forEach((el) => el.remove()));

  async function dialog(): Promise<{ el: TrChoiceDialog; chosen: unknown[] }> {
    const el = document.createElement('tr-choice-dialog');
    el.heading = 'Lara faces Dark';
    el.detail = 'Trap: 7 think or 9 search.';
    el.cardText = 'Can’t see a thing.';
    el.answers = [
      { action: { type: 'test', option: 0 }, words: 'Test think against 7' },
      { action: { type: 'test', option: 1 }, words: 'Test search against 9', text: '3 dice' },
      { action: { type: 'test', option: 2 }, words: 'Not now', disabled: true },
    ];
    const chosen: unknown[] = [];
    el.addEventListener('choose', (e) => chosen.push((e as CustomEvent).detail.action));
    await mount(el);
    return { el, chosen };
  }

  it('shows the question, the card’s text and one button per answer, the first focused', async () => {
    const { el } = await dialog();
    const root = el.shadowRoot!;
    expect(root.querySelector('[role="dialog"]')!.getAttribute('aria-modal')).to.equal('true');
    expect(root.querySelector('h3')!.textContent).to.equal('Lara faces Dark');
    expect(root.querySelector('.detail')!.textContent).to.contain('7 think or 9 search');
    expect(root.querySelector('.card-text')!.textContent).to.contain('see a thing');
    expect([...root.querySelectorAll('button.choice')].map((b) => b.textContent!.trim())).to.deep.equal([
      'Test think against 7',
      'Test search against 93 dice',
      'Not now',
    ]);
    expect(focused(el)?.dataset.index).to.equal('0');
  });

  it('answers from the keyboard: arrows move between the enabled answers, Enter chooses', async () => {
    const { el, chosen } = await dialog();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)?.dataset.index).to.equal('1');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)?.dataset.index).to.equal('0', 'the disabled answer is skipped and the focus wraps');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal([{ type: 'test', option: 1 }]);
  });

  it('keeps the game’s keys from acting behind it, and shows nothing without answers', async () => {
    const { el } = await dialog();
    let reached = 0;
    const count = () => reached++;
    window.addEventListener('keydown', count);
    try {
      await sendKeys({ press: 'ArrowLeft' });
    } finally {
      window.removeEventListener('keydown', count);
    }
    expect(reached).to.equal(0);
    // Undo and redo go through to the playtest; the dialog offers its own Undo button when asked to.
    let undone = 0;
    const onUndoKey = (e: KeyboardEvent) => e.ctrlKey && e.key === 'z' && undone++;
    window.addEventListener('keydown', onUndoKey);
    try {
      await sendKeys({ press: 'Control+z' });
    } finally {
      window.removeEventListener('keydown', onUndoKey);
    }
    expect(undone).to.equal(1);
    expect(el.shadowRoot!.querySelector('button.undo')).to.equal(null);
    el.canUndo = true;
    await el.updateComplete;
    el.addEventListener('undo', () => undone++);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.undo')!.click();
    expect(undone).to.equal(2);
    el.answers = [];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="dialog"]')).to.equal(null);
  });
});

describe('the choice dialog, as the Crypt of Chronos playtest asks', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog').forEach((el) => el.remove()));

  it('shows one button per choice, focuses the first, and fires "choose" with the action', async () => {
    const dialog = document.createElement('tr-choice-dialog');
    dialog.heading = 'Dodge?';
    dialog.detail = 'The wolf attacks for 2.';
    dialog.answers = [
      { action: { type: 'dodge', dice: 1 }, words: 'DODGE with 1 die' },
      { action: { type: 'endEventPhase' }, words: 'End the Event Phase' },
    ];
    await mount(dialog);
    const buttons = [...shadow(dialog).querySelectorAll('button.choice')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['DODGE with 1 die', 'End the Event Phase']);
    expect(shadow(dialog).querySelector('[role="dialog"]')!.getAttribute('aria-modal')).to.equal('true');
    expect(shadow(dialog).textContent).to.contain('The wolf attacks for 2.');
    expect(shadow(dialog).activeElement).to.equal(buttons[0]);
    const chosen: unknown[] = [];
    dialog.addEventListener('choose', (e) => chosen.push((e as CustomEvent).detail.action));
    (buttons[1] as HTMLButtonElement).click();
    expect(chosen).to.deep.equal([{ type: 'endEventPhase' }]);
  });

  it('keeps Esc from leaving the playtest while it waits, and shows nothing without choices', async () => {
    const dialog = document.createElement('tr-choice-dialog');
    dialog.answers = [{ action: { type: 'endEventPhase' }, words: 'End the Event Phase' }];
    await mount(dialog);
    let escaped = false;
    document.body.addEventListener('keydown', () => (escaped = true), { once: true });
    shadow(dialog)
      .querySelector('button')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(escaped).to.equal(false);
    dialog.answers = [];
    await settled(dialog);
    expect(shadow(dialog).querySelector('[role="dialog"]')).to.equal(null);
  });
});

describe('the CCG choice dialog’s other forms', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog').forEach((el) => el.remove()));

  it('picks several cards at once (discarding) and keeps a note of an effect applied by hand', async () => {
    const el = document.createElement('tr-choice-dialog');
    el.answers = [{ action: { type: 'discard', cards: [] }, words: 'Discard nothing' }];
    el.pick = {
      legend: 'Cards to discard',
      options: [
        { value: 'bats', words: 'Bats' },
        { value: 'rope', words: 'Rope' },
        { value: 'bats#2', words: 'Bats' },
      ],
      submit: (n) => `Discard ${n} cards`,
    };
    const picked: string[][] = [];
    el.addEventListener('pick', (e) => picked.push((e as CustomEvent).detail.values));
    await mount(el);
    const root = el.shadowRoot!;
    const submit = root.querySelector<HTMLButtonElement>('button.submit')!;
    expect(submit.disabled).to.equal(true, 'nothing checked yet');
    const boxes = [...root.querySelectorAll<HTMLInputElement>('.pick input')];
    boxes[2]!.focus();
    await sendKeys({ press: 'Space' });
    boxes[1]!.click();
    await el.updateComplete;
    expect(submit.textContent).to.equal('Discard 2 cards');
    submit.click();
    expect(picked).to.deep.equal([['bats#2', 'rope']]);

    el.pick = undefined;
    el.note = true;
    el.heading = 'Hidden Passage: apply it by hand';
    el.answers = [{ action: { type: 'done', player: 0 }, words: 'Done' }];
    const chosen: unknown[] = [];
    el.addEventListener('choose', (e) => chosen.push((e as CustomEvent).detail.action));
    await el.updateComplete;
    const note = root.querySelector<HTMLTextAreaElement>('textarea')!;
    note.focus();
    await sendKeys({ type: 'Moved to the next room' });
    await sendKeys({ press: 'ArrowDown' });
    expect(root.activeElement === note).to.equal(true, 'arrows stay in the note');
    root.querySelector<HTMLButtonElement>('button.choice')!.click();
    expect(chosen).to.deep.equal([{ type: 'done', player: 0, note: 'Moved to the next room' }]);
  });
});

describe('the hot-seat hand-over screen', () => {
  afterEach(() => document.querySelectorAll('tr-ccg-handover').forEach((el) => el.remove()));

  it('covers the table until the next player presses to continue (Enter on the focused button)', async () => {
    const el = document.createElement('tr-ccg-handover') as TrCcgHandover;
    await mount(el);
    expect(el.shadowRoot!.querySelector('.screen')).to.equal(null, 'no hand-over: nothing shown');
    let continued = 0;
    el.addEventListener('continue', () => continued++);
    el.player = 'Player 2';
    el.detail = 'Turn 1, action round';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('h3')!.textContent).to.equal('Pass the screen to Player 2');
    expect(focused(el)?.textContent).to.contain('I am Player 2');
    await sendKeys({ press: 'Enter' });
    expect(continued).to.equal(1);
  });
});
