import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/phase-controls.ts';
import { settled } from './fixtures.ts';
import { mountWith, shadow, smallSession } from './playtest-fixtures.ts';

// The enemies' and events' turns played "by themselves" at the chosen speed (issue 8): nothing moves
// on until the box is ticked, then each event and each automatic phase follows after the delay.

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the phase controls played automatically', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('waits for Next until "by themselves" is ticked, then plays the turns out at the chosen speed up to Lara’s next phase, stopping at decisions', async () => {
    const session = smallSession(2);
    session.apply({ type: 'endLaraPhase' });
    const controls = await mountWith('tr-phase-controls', session);
    const steps = session.steps.length;
    await wait(600);
    expect(session.steps.length, 'nothing is played without Next while the box is off').to.equal(steps);
    const speed = shadow(controls).querySelector<HTMLSelectElement>('select[aria-label="Speed"]');
    const box = shadow(controls).querySelector<HTMLInputElement>('input.auto')!;
    box.click();
    await settled(controls);
    const select = speed ?? shadow(controls).querySelector<HTMLSelectElement>('select[aria-label="Speed"]')!;
    select.value = '150';
    select.dispatchEvent(new Event('change'));
    await settled(controls);
    // A decision (the wolf's attack: DODGE?) stops the turns until the player answers it.
    let answered = 0;
    for (let i = 0; i < 300 && session.state.phase !== 'lara'; i++) {
      await wait(50);
      if (session.choice) {
        const at = session.steps.length;
        await wait(400);
        expect(session.steps.length, 'waits for the answer').to.equal(at);
        session.apply({ type: 'dodge', dice: 0 });
        answered++;
      }
    }
    expect(answered).to.be.greaterThan(0);
    expect(session.state.phase).to.equal('lara');
    expect(session.state.round).to.equal(2);
    expect(session.reveal).to.equal(undefined);
    expect(session.steps.map((s) => s.action.type).slice(steps)).to.include.members(['enemyPhase', 'eventPhase']);
  });
});
