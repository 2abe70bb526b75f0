// The dice tray's preview of what follows a roll: faces as they count under Focus, and HIDE's
// re-roll with one die fewer (its faces), both as the engine then rolls them.
import { expect } from '@esm-bundle/chai';
import { previewDice, previewReroll } from '../../src/analysis/coc-dice-preview.ts';
import { DIE_WORDS, successes } from '../../src/engine/coc/dice.ts';
import '../../src/ui/playtest/dice-tray.ts';
import { settled } from './fixtures.ts';
import { arenaSession, mountWith, shadow } from './playtest-fixtures.ts';

const faces = (root: ParentNode, cls: string) =>
  [...root.querySelectorAll(`${cls} .die`)].map((d) => d.getAttribute('data-face'));

describe('the dice tray’s preview', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('previews HIDE’s re-roll with one die fewer, and the engine rolls those faces', async () => {
    let seed = 1;
    const hide = { type: 'hide', dice: 3 } as const;
    while (!previewReroll(arenaSession(seed).content, arenaSession(seed).state, hide, 0)) seed++;
    const session = arenaSession(seed);
    const expected = previewReroll(session.content, session.state, hide, 0)!;
    const tray = await mountWith('tr-dice-tray', session);
    tray.animateDice = false;
    tray.setKind('HIDE');
    tray.setDice(3);
    tray.roll();
    await settled(tray);
    const line = shadow(tray).querySelector('.reroll')!;
    expect(line.textContent).to.contain('HIDE may roll again with 2 dice');
    expect(faces(line, '.reroll-faces')).to.deep.equal(expected.faces);
    tray.confirm();
    await settled(tray);
    while (session.state.pending?.kind === 'afterRoll') session.apply({ type: 'keepRoll' });
    expect(session.state.pending).to.deep.equal({ kind: 'reroll', dice: 2 });
    session.apply({ type: 'reroll', sacrificesAsSuccesses: 0 });
    expect(session.steps.at(-1)!.events.find((e) => e.type === 'roll')!.text).to.equal(
      `HIDE re-rolled with 2 dice: ${expected.faces.map((f) => DIE_WORDS[f]).join(', ')}.`,
    );
  });

  it('shows no re-roll line for a roll that offers none', async () => {
    let seed = 1;
    const hide = { type: 'hide', dice: 3 } as const;
    while (
      previewReroll(arenaSession(seed).content, arenaSession(seed).state, hide, 0) ||
      successes(previewDice(arenaSession(seed).content, arenaSession(seed).state, 3).faces, 0) === 0
    )
      seed++;
    const tray = await mountWith('tr-dice-tray', arenaSession(seed));
    tray.animateDice = false;
    tray.setKind('HIDE');
    tray.setDice(3);
    tray.roll();
    await settled(tray);
    expect(shadow(tray).querySelector('.faces')).to.not.equal(null);
    expect(shadow(tray).querySelector('.reroll')).to.equal(null);
  });

  it('under Focus shows the faces as they count, says what was rolled, and the engine keeps those faces', async () => {
    let seed = 1;
    const focused = (n: number) => {
      const s = arenaSession(n, { sight: 'hidden', enemies: [], inventory: { abilities: ['focus'] } });
      s.apply({
        type: 'ability',
        ability: 'focus',
        dice: 2,
        results: ['success', 'success'],
        sacrificesAsSuccesses: 0,
      });
      while (s.state.pending?.kind === 'afterRoll') s.apply({ type: 'keepRoll' });
      return s;
    };
    while (previewDice(focused(seed).content, focused(seed).state, 3).rolled.every((f) => f === 'doubleSuccess'))
      seed++;
    const session = focused(seed);
    const p = previewDice(session.content, session.state, 3);
    const tray = await mountWith('tr-dice-tray', session);
    tray.animateDice = false;
    tray.setKind('MOVE');
    tray.setDice(3);
    tray.roll();
    await settled(tray);
    expect(faces(shadow(tray), '.faces')).to.deep.equal(p.faces);
    expect(shadow(tray).querySelector('.counts-as')!.textContent).to.contain('Focus');
    expect(shadow(tray).querySelector('.outcome')!.textContent).to.contain(`${3 + successes(p.faces, 0)} move points`);
    tray.confirm();
    await settled(tray);
    expect(session.state.move?.points).to.equal(3 + successes(p.faces, 0));
  });
});
