// The apply-by-hand dialog: an effect the engine does not carry out, its text, and the adjustments
// (engine "adjust" actions) made with the mouse or the keyboard, each one in the log.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/by-hand-dialog.ts';
import { settled } from './fixtures.ts';
import { buttonNamed, byHandSession, mountWith, shadow } from './playtest-fixtures.ts';

const lastEvents = (s: ReturnType<typeof byHandSession>) => s.steps.at(-1)!.events.map((e) => e.text);
const input = (el: Element, label: string) =>
  shadow(el).querySelector<HTMLInputElement | HTMLSelectElement>(`[aria-label="${label}"]`)!;

function set(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('change'));
}

describe('the apply-by-hand dialog', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('shows the card’s text, focuses the first field, and a health typed with Enter is applied and logged', async () => {
    const session = byHandSession();
    expect(session.state.pending?.kind).to.equal('manual');
    const dialog = await mountWith('tr-by-hand-dialog', session);
    expect(shadow(dialog).querySelector('.card-text')!.textContent).to.equal(
      'A rockfall: lose 2 health and step back one space.',
    );
    const health = input(dialog, 'Health') as HTMLInputElement;
    expect(shadow(dialog).activeElement).to.equal(health, 'the keyboard starts in the first field');
    const before = session.state.lara.health;
    set(health, String(before - 2));
    await settled(dialog);
    expect(session.steps.at(-1)!.action).to.deep.equal({ type: 'adjust', what: 'health', value: before - 2 });
    expect(lastEvents(session)).to.deep.equal([`By hand: Lara's health ${before} → ${before - 2}.`]);
    expect(session.state.pending?.kind).to.equal('manual', 'still open until Done');
    expect((input(dialog, 'Health') as HTMLInputElement).value).to.equal(String(before - 2));
  });

  it('sets facing, sight, dice, ammo and resources, moves Lara by typing a space and an enemy by picking one on the board', async () => {
    const session = byHandSession();
    const dialog = await mountWith('tr-by-hand-dialog', session);
    set(input(dialog, 'Facing'), 'W');
    await settled(dialog);
    set(input(dialog, 'Dice left'), '2');
    await settled(dialog);
    set(input(dialog, 'Bow ammo'), '0');
    await settled(dialog);
    buttonNamed(dialog, /^Put oil back in the bag/).click();
    await settled(dialog);
    const bag = input(dialog, 'A token from the bag') as HTMLSelectElement;
    bag.value = 'cloth';
    buttonNamed(dialog, /^Take from the bag/).click();
    await settled(dialog);
    const space = shadow(dialog).querySelector('fieldset.lara .space')!;
    space.querySelector<HTMLInputElement>('input.x')!.value = '1';
    space.querySelector<HTMLInputElement>('input.y')!.value = '2';
    space.querySelector<HTMLButtonElement>('button.move')!.click();
    await settled(dialog);
    const wolf = shadow(dialog).querySelector('fieldset.enemy[data-enemy="e1"]')!;
    wolf.querySelector<HTMLButtonElement>('button.pick')!.click();
    await settled(dialog);
    expect(shadow(dialog).querySelector('.backdrop')!.classList.contains('picking')).to.equal(
      true,
      'the board takes the clicks',
    );
    expect(shadow(dialog).querySelector('.hint')!.textContent).to.contain('e1');
    expect(dialog.pickAt({ x: 4, y: 0 })).to.equal(true);
    await settled(dialog);
    expect(dialog.pickAt({ x: 3, y: 0 })).to.equal(false, 'one pick per press');
    expect(session.steps.slice(1).map((s) => s.action)).to.deep.equal([
      { type: 'adjust', what: 'facing', value: 'W' },
      { type: 'adjust', what: 'diceLeft', value: 2 },
      { type: 'adjust', what: 'ammo', weapon: 'bow', value: 0 },
      { type: 'adjust', what: 'resources', value: [] },
      { type: 'adjust', what: 'resources', value: ['cloth'] },
      { type: 'adjust', what: 'at', value: { x: 1, y: 2 } },
      { type: 'adjust', what: 'enemyAt', enemy: 'e1', value: { x: 4, y: 0 } },
    ]);
    const s = session.state;
    expect([
      s.lara.facing,
      s.lara.diceLeft,
      s.inventory.weapons[0]!.ammo,
      s.inventory.resources,
      s.lara.at,
      s.enemies[0]!.at,
    ]).to.deep.equal(['W', 2, 0, ['cloth'], { x: 1, y: 2 }, { x: 4, y: 0 }]);
  });

  it('shows the engine’s refusal, and Done with a note closes the decision', async () => {
    const session = byHandSession();
    const dialog = await mountWith('tr-by-hand-dialog', session);
    const wolf = shadow(dialog).querySelector('fieldset.enemy[data-enemy="e1"]')!;
    const space = wolf.querySelector('.space')!;
    space.querySelector<HTMLInputElement>('input.x')!.value = String(session.state.lara.at.x);
    space.querySelector<HTMLInputElement>('input.y')!.value = String(session.state.lara.at.y);
    space.querySelector<HTMLButtonElement>('button.move')!.click();
    await settled(dialog);
    expect(shadow(dialog).querySelector('[role="alert"]')!.textContent).to.match(/taken by another figure/);
    const steps = session.steps.length;
    set(input(dialog, 'Wildlife e1 health'), '0');
    await settled(dialog);
    expect(session.state.enemies).to.deep.equal([]);
    const note = shadow(dialog).querySelector('textarea')!;
    note.value = 'the rocks fell on the wolf';
    note.dispatchEvent(new Event('input'));
    buttonNamed(dialog, /^Done$/).click();
    await settled(dialog);
    expect(session.steps.length).to.equal(steps + 2);
    expect(session.steps.at(-1)!.action).to.deep.equal({ type: 'done', note: 'the rocks fell on the wolf' });
    expect(lastEvents(session)[0]).to.equal('Applied by hand: the rocks fell on the wolf');
    expect(session.state.pending?.kind ?? null).to.not.equal('manual');
  });

  it('changes the level: Natla-Pins, the Noise Token picked on the board and taken off, a door, a barrier', async () => {
    const session = byHandSession();
    const dialog = await mountWith('tr-by-hand-dialog', session);
    set(input(dialog, 'Natla-Pins'), '2');
    await settled(dialog);
    buttonNamed(dialog, /^Place the Noise Token on the board/).click();
    await settled(dialog);
    expect(shadow(dialog).querySelector('.hint')!.textContent).to.contain('the Noise Token');
    dialog.pickAt({ x: 2, y: 0 });
    await settled(dialog);
    expect(session.state.noise).to.deep.equal({ x: 2, y: 0 });
    buttonNamed(dialog, /^Take the Noise Token off/).click();
    await settled(dialog);
    const door = shadow(dialog).querySelector<HTMLInputElement>('.door input[type="checkbox"]')!;
    expect(door.checked).to.equal(true);
    door.click();
    await settled(dialog);
    set(input(dialog, 'Barrier (4, 2) health'), '0');
    await settled(dialog);
    expect(session.steps.slice(1).map((s) => s.action)).to.deep.equal([
      { type: 'adjust', what: 'natlaPins', value: 2 },
      { type: 'adjust', what: 'noise', value: { x: 2, y: 0 } },
      { type: 'adjust', what: 'noise', value: null },
      { type: 'adjust', what: 'door', at: { x: 3, y: 2 }, value: false },
      { type: 'adjust', what: 'barrier', at: { x: 4, y: 2 }, value: 0 },
    ]);
    expect([session.state.natlaPins, session.state.noise, session.state.doors, session.state.barriers]).to.deep.equal([
      2,
      null,
      [false],
      [0],
    ]);
    expect(lastEvents(session)).to.deep.equal(['By hand: the barrier on (4, 2): health 2 → 0.']);
  });
});
