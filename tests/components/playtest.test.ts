import { expect } from '@esm-bundle/chai';
import { previewRoll } from '../../src/analysis/coc-dice-preview.ts';
import { successes } from '../../src/engine/coc/dice.ts';
import type { CocAction } from '../../src/engine/coc/types.ts';
import '../../src/ui/playtest/dice-tray.ts';
import '../../src/ui/playtest/playtest-log.ts';
import { actionWords } from '../../src/ui/playtest/action-words.ts';
import { settled } from './fixtures.ts';
import { arenaSession, buttonNamed, mountWith, shadow, smallSession } from './playtest-fixtures.ts';

const faces = (el: Element) => [...shadow(el).querySelectorAll('.die')].map((d) => d.getAttribute('data-face'));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the dice tray', () => {
  afterEach(() => document.querySelectorAll('.playtest-host, tr-choice-dialog').forEach((el) => el.remove()));

  it('offers MOVE with 1 to 6 dice, shows the faces the engine will roll, and applies them', async () => {
    const session = smallSession(3);
    const tray = await mountWith('tr-dice-tray', session);
    tray.animateDice = false;
    const counts = [...shadow(tray).querySelectorAll('[role="radio"]')].map((b) => b.textContent!.trim());
    expect(counts).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    buttonNamed(tray, /^3$/).click();
    await settled(tray);
    buttonNamed(tray, /^Roll 3 dice/).click();
    await settled(tray);
    const expected = previewRoll(session.content, session.state, 3);
    expect(faces(tray)).to.deep.equal(expected);
    expect(session.steps).to.have.length(0, 'rolling alone applies nothing');
    buttonNamed(tray, /^Apply$/).click();
    await settled(tray);
    // The engine asks the sacrifices after the roll: the tray answers (none chosen here).
    const sacrificed = expected.includes('sacrifice') ? [{ type: 'convertSacrifices', count: 0 }] : [];
    expect(session.steps.map((s) => s.action)).to.deep.equal([{ type: 'move', dice: 3 }, ...sacrificed]);
    expect(session.state.move?.points).to.equal(3 + successes(expected));
    expect(faces(tray)).to.deep.equal([], 'the tray is cleared for the next roll');
  });

  it('turns sacrifices into successes by discarding Event Cards', async () => {
    // A seed whose 4-dice roll shows a sacrifice.
    let seed = 1;
    while (!previewRoll(smallSession(seed).content, smallSession(seed).state, 4).includes('sacrifice')) seed++;
    const session = smallSession(seed);
    const rolled = previewRoll(session.content, session.state, 4);
    const tray = await mountWith('tr-dice-tray', session);
    tray.animateDice = false;
    tray.setDice(4);
    tray.roll();
    await settled(tray);
    const input = shadow(tray).querySelector<HTMLInputElement>('input.sacrifices')!;
    expect(Number(input.max)).to.equal(rolled.filter((f) => f === 'sacrifice').length);
    input.value = '1';
    input.dispatchEvent(new Event('input'));
    await settled(tray);
    expect(shadow(tray).querySelector('.outcome')!.textContent).to.contain(`${4 + successes(rolled, 1)} move points`);
    tray.confirm();
    await settled(tray);
    expect(session.steps.map((s) => s.action)).to.deep.equal([
      { type: 'move', dice: 4 },
      { type: 'convertSacrifices', count: 1 },
    ]);
    expect(session.state.eventCardsDiscarded).to.equal(1);
    expect(session.state.move?.points).to.equal(4 + successes(rolled, 1));
  });

  it('animates the roll unless turned off, and "Put back" applies nothing', async () => {
    const session = smallSession(5);
    const tray = await mountWith('tr-dice-tray', session);
    tray.roll();
    await settled(tray);
    expect(shadow(tray).querySelector('.faces')!.classList.contains('rolling')).to.equal(true);
    expect(shadow(tray).querySelector('.apply')).to.equal(null);
    await wait(650);
    await settled(tray);
    expect(shadow(tray).querySelector('.faces')!.classList.contains('rolled')).to.equal(true);
    expect(faces(tray)).to.deep.equal(previewRoll(session.content, session.state, 6));
    buttonNamed(tray, /Put back/).click();
    await settled(tray);
    expect(session.steps).to.have.length(0);
    expect(shadow(tray).querySelector('.faces')).to.equal(null);
  });

  it('lists every legal action that rolls dice: HIDE, SEARCH, RESEARCH, MELEE and the weapon at their targets', async () => {
    const session = arenaSession();
    const tray = await mountWith('tr-dice-tray', session);
    const options = [...shadow(tray).querySelectorAll('select[aria-label="Dice action"] option')].map(
      (o) => o.textContent,
    );
    for (const kind of ['MOVE', 'HIDE', 'SEARCH', 'RESEARCH', 'MELEE at (1, 1)', 'FIRE bow at (1, 1)'])
      expect(options).to.include(kind);
    expect(shadow(tray).querySelector('input[aria-label="Special Dice"]')).to.not.equal(null);
  });
});

describe('the log', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('shows every action and its events in words, and goes back to any point and forward again', async () => {
    const session = smallSession(2);
    session.stepEvents = false;
    // The sacrifices answered in the action itself (as a replay may): no decision is left pending.
    session.apply({ type: 'move', dice: 2, sacrificesAsSuccesses: 0 });
    expect(session.state.pending).to.equal(null);
    session.apply({ type: 'step', facing: 'E' });
    session.apply({ type: 'endMove' });
    session.apply({ type: 'endLaraPhase' });
    session.apply({ type: 'enemyPhase' });
    const log = await mountWith('tr-playtest-log', session);
    const entries = () => [...shadow(log).querySelectorAll('li.entry')];
    expect(entries()).to.have.length(6);
    const texts = [...shadow(log).querySelectorAll('li.event')].map((e) => e.textContent);
    expect(texts).to.deep.equal(session.steps.flatMap((s) => s.events.map((e) => e.text)));
    expect(texts.some((t) => /Wolf e1|e1/.test(t!))).to.equal(true, 'the enemy phase is in the log');
    expect(shadow(log).querySelector('[data-step="2"] .what')!.textContent).to.contain('Step E');

    buttonNamed(log, /^Back to after step 2$/).click();
    await settled(log);
    expect(session.steps).to.have.length(2);
    expect(session.state.lara.at).to.deep.equal({ x: 1, y: 1 });
    expect(shadow(log).querySelectorAll('li.entry.future')).to.have.length(3);
    expect(shadow(log).querySelector('[aria-current="step"]')!.getAttribute('data-step')).to.equal('2');

    buttonNamed(log, /^Forward to after step 5$/).click();
    await settled(log);
    expect(session.steps).to.have.length(5);
    expect(shadow(log).querySelectorAll('li.entry.future')).to.have.length(0);
    buttonNamed(log, /Undo/).click();
    await settled(log);
    expect(session.steps).to.have.length(4);
  });

  it('shows a phase being played out one event at a time', async () => {
    const session = smallSession(2);
    session.apply({ type: 'endLaraPhase' });
    session.apply({ type: 'enemyPhase' });
    const all = session.steps.at(-1)!.events.length;
    expect(all).to.be.greaterThan(0);
    const log = await mountWith('tr-playtest-log', session);
    const shown = () => shadow(log).querySelectorAll('[data-step="2"] li.event').length;
    expect(shown()).to.equal(1);
    session.advance();
    await settled(log);
    expect(shown()).to.equal(Math.min(2, all));
    session.revealAll();
    await settled(log);
    expect(shown()).to.equal(all);
  });

  it('words actions it does not know by their fields', () => {
    expect(actionWords({ type: 'gambleDice', count: 2 } as unknown as CocAction)).to.equal('gambleDice (count: 2)');
    expect(actionWords({ type: 'dodge', dice: 2 })).to.equal('DODGE with 2 dice');
    expect(actionWords({ type: 'endLaraPhase' })).to.equal('End the Lara Phase');
  });
});
