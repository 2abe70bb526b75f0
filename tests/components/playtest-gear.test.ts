// The playtest's views on the engine's part 2: the dice tray answering a sacrifices decision, a
// DODGE asked in the Enemy Phase, a shot with its ammo, the Craft Bench, Lara's gear, a weapon's range.
import { expect } from '@esm-bundle/chai';
import { successes } from '../../src/engine/coc/dice.ts';
import { previewRoll } from '../../src/analysis/coc-dice-preview.ts';
import '../../src/ui/playtest/dice-tray.ts';
import '../../src/ui/playtest/action-list.ts';
import '../../src/ui/playtest/lara-board.ts';
import '../../src/ui/playtest/playtest-board.ts';
import { settled } from './fixtures.ts';
import { arenaSession, buttonNamed, dialogFor, mountWith, shadow } from './playtest-fixtures.ts';

const faces = (el: Element) => [...shadow(el).querySelectorAll('.die')].map((d) => d.getAttribute('data-face'));

describe('the playtest on the engine’s part 2', () => {
  afterEach(() => document.querySelectorAll('.playtest-host, tr-choice-dialog').forEach((el) => el.remove()));

  it('the dice tray answers a sacrifices decision it did not start, with the engine’s faces', async () => {
    let seed = 1;
    while (!previewRoll(arenaSession(seed).content, arenaSession(seed).state, 5).includes('sacrifice')) seed++;
    const session = arenaSession(seed);
    const rolled = previewRoll(session.content, session.state, 5);
    session.apply({ type: 'search', dice: 5 });
    expect(session.state.pending?.kind).to.equal('sacrifices');
    expect(session.choice).to.equal(undefined, 'no dialog: the tray asks');
    const tray = await mountWith('tr-dice-tray', session);
    expect(faces(tray)).to.deep.equal(rolled);
    expect(shadow(tray).querySelector('.asked')!.textContent).to.contain('SEARCH');
    const input = shadow(tray).querySelector<HTMLInputElement>('input.sacrifices')!;
    input.value = '1';
    input.dispatchEvent(new Event('input'));
    await settled(tray);
    expect(shadow(tray).querySelector('.outcome')!.textContent).to.contain(`${successes(rolled, 1)} success`);
    buttonNamed(tray, /^Apply$/).click();
    await settled(tray);
    expect(session.steps.at(-1)!.action).to.deep.equal({ type: 'convertSacrifices', count: 1 });
    expect(session.state.eventCardsDiscarded).to.equal(1);
  });

  it('a DODGE is asked in the Enemy Phase with the damage and its source, keyboard first, and answered with dice', async () => {
    const session = arenaSession(4);
    session.stepEvents = false;
    session.apply({ type: 'endLaraPhase' });
    session.apply({ type: 'enemyPhase' });
    expect(session.state.pending?.kind).to.equal('dodge');
    const dialog = await dialogFor(session);
    expect(shadow(dialog).querySelector('h3')!.textContent).to.match(/DODGE\? The Wildlife attacks Lara: \d damage/);
    const buttons = [...shadow(dialog).querySelectorAll<HTMLButtonElement>('button.choice')];
    expect(shadow(dialog).activeElement).to.equal(buttons[0], 'the first answer has the focus');
    expect(buttons[0]!.textContent).to.match(/^Take the \d damage/);
    buttons.find((b) => b.textContent === 'DODGE with 1 die')!.click();
    while (session.state.pending?.kind === 'sacrifices') session.apply({ type: 'convertSacrifices', count: 0 });
    expect(session.steps.map((s) => s.action.type)).to.include('dodge');
    expect(session.state.diceLostNextPhase).to.equal(1);
  });

  it('a shot from the dice tray asks for ammo in the dialog and hits the wolf', async () => {
    const session = arenaSession(2);
    const tray = await mountWith('tr-dice-tray', session);
    tray.animateDice = false;
    tray.setKind('FIRE bow at (1, 1)');
    tray.setDice(3);
    tray.roll();
    await settled(tray);
    tray.confirm();
    await settled(tray);
    expect(session.steps[0]!.action).to.deep.equal({ type: 'fire', weapon: 'bow', dice: 3, target: { x: 1, y: 1 } });
    expect(session.state.pending?.kind).to.equal('ammo');
    const dialog = await dialogFor(session);
    expect(shadow(dialog).querySelector('h3')!.textContent).to.contain('Spend ammo on the Bow');
    buttonNamed(dialog, /^Spend 3 ammo/).click();
    expect(session.state.inventory.weapons[0]!.ammo).to.equal(1, '3 spent, 1 back by the Bow’s rule (3 dice or more)');
    expect(session.state.enemies).to.have.length(0);
  });

  it('the Craft Bench crafts what Lara can pay for, saying which tokens it uses', async () => {
    const session = arenaSession();
    const list = await mountWith('tr-action-list', session);
    const ammo = shadow(list).querySelector<HTMLButtonElement>('button.craft[data-recipe="ammo"]')!;
    expect(ammo.disabled).to.equal(false);
    expect(ammo.parentElement!.querySelector('.cost')!.textContent).to.match(/uses (scrap, oil|oil, scrap)/);
    ammo.click();
    await settled(list);
    expect(session.state.inventory.resources).to.deep.equal(['cloth']);
    expect(session.state.inventory.weapons[0]!.ammo).to.be.greaterThan(3);
    expect(shadow(list).querySelector<HTMLButtonElement>('button.craft[data-recipe="ammo"]')!.disabled).to.equal(
      true,
      'nothing left to pay with',
    );
    const rolls = [...shadow(list).querySelectorAll('button.roll-choice')].map((b) => b.getAttribute('data-kind'));
    for (const kind of ['HIDE', 'SEARCH', 'RESEARCH', 'MELEE at (1, 1)', 'FIRE bow at (1, 1)'])
      expect(rolls).to.include(kind);
  });

  it('Lara’s board shows her gear and the decks; the board overlays a weapon’s range', async () => {
    const session = arenaSession(1, {
      inventory: {
        specialDice: 2,
        weapons: [{ id: 'bow', ammo: 3 }],
        resources: ['scrap', 'treasure:3'],
        outfits: ['survivor'],
        research: ['hidden'],
      },
      natlaPins: 1,
      diceLostNextPhase: 2,
    });
    const board = await mountWith('tr-lara-board', session);
    const text = shadow(board).textContent!;
    expect(shadow(board).querySelector('.weapons')!.textContent).to.contain('Bow · 3 ammo');
    expect(shadow(board).querySelector('.special-dice')!.textContent).to.contain('2');
    expect(shadow(board).querySelector('.resources')!.textContent).to.contain('3-treasure');
    expect(shadow(board).querySelector('.outfits')!.textContent).to.contain('Survivor');
    expect(shadow(board).querySelector('.research')!.textContent).to.contain('Hidden');
    expect(shadow(board).querySelector('.natla-pins')!.textContent).to.equal('1');
    expect(shadow(board).querySelector('.event-draw')!.textContent).to.equal(
      String(session.state.eventDeck.draw.length),
    );
    expect(text).to.contain('Dice lost next Lara Phase');
    expect(text).to.not.contain('More of the game');

    const map = await mountWith('tr-playtest-board', session);
    const select = shadow(map).querySelector<HTMLSelectElement>('select[aria-label="Weapon range"]')!;
    select.value = 'bow';
    select.dispatchEvent(new Event('change'));
    await settled(map);
    const hit = [...shadow(map).querySelectorAll('g.range rect.hit')].map((r) => r.getAttribute('data-at'));
    expect(hit).to.deep.equal(['1,1', '2,1', '3,1', '4,1']);
  });
});

describe('an effect applied by hand', () => {
  afterEach(() => document.querySelectorAll('tr-choice-dialog').forEach((el) => el.remove()));

  it('shows the card’s text and keeps the note of what was done in the answer', async () => {
    const session = arenaSession();
    (session.first as { pending: unknown }).pending = { kind: 'manual', text: 'Move the boulder two spaces.' };
    const dialog = await dialogFor(session);
    expect(shadow(dialog).querySelector('.card-text')!.textContent).to.equal('Move the boulder two spaces.');
    const note = shadow(dialog).querySelector<HTMLTextAreaElement>('textarea')!;
    expect(shadow(dialog).activeElement).to.equal(note, 'the note has the focus');
    note.value = 'moved it to (3, 1)';
    note.dispatchEvent(new Event('input'));
    buttonNamed(dialog, /^Done$/).click();
    expect(session.steps[0]!.action).to.deep.equal({ type: 'done', note: 'moved it to (3, 1)' });
    expect(session.steps[0]!.events.at(-1)!.text).to.contain('moved it to (3, 1)');
  });
});
