import { expect } from '@esm-bundle/chai';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { DEFAULT_OPTIONS, type PlaytestOptions } from '../../src/store/playtest-launch.ts';
import type { PlayersOptions } from '../../src/engine/coc/index.ts';
import '../../src/ui/playtest/seats-bar.ts';
import '../../src/ui/play/choice-dialog.ts';
import { describeDecision } from '../../src/ui/playtest/decision-words.ts';
import '../../src/ui/playtest/playtest-options.ts';
import type { TrPlaytestOptions } from '../../src/ui/playtest/playtest-options.ts';
import { cardsPack, mountWith, shadow } from './playtest-fixtures.ts';
import { mount, settled } from './fixtures.ts';

/** A 6 × 3 low map: Lara at (0, 1), a wolf at (5, 2) facing W, in a multiplayer mode. */
function seatedSession(players: PlayersOptions, bots: number[] = []): PlaytestSession {
  const { items, ref } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 0 }, facing: 'N' },
      { type: 'spawnPoint', at: { x: 5, y: 2 }, number: 1, facing: 'W', enemy: 'wildlife' },
    ],
  });
  return new PlaytestSession({
    packs: withScenarioItems([cardsPack], items),
    level: ref,
    title: 'Seats',
    options: { seed: 3, players },
    bots,
  });
}

const seat = (el: Element, n: number) => shadow(el).querySelector<HTMLLIElement>(`li[data-seat="${n}"]`)!;
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check(), what).to.equal(true);
};

describe('the seats of a multiplayer playtest', () => {
  it('offer the three modes; Lara against Natla Tech with an enemy seat played by the bot', async () => {
    const el = document.createElement('tr-playtest-options') as TrPlaytestOptions;
    el.options = DEFAULT_OPTIONS;
    await mount(el);
    const root = el.shadowRoot!;
    const select = root.querySelector<HTMLSelectElement>('select[aria-label="Players"]')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      'One player',
      'Pass the controller',
      'Shared expedition',
      'Lara against Natla Tech',
    ]);
    select.value = 'laraVsNatla';
    select.dispatchEvent(new Event('change'));
    await settled(el);
    const count = root.querySelector<HTMLInputElement>('input[aria-label="Number of players"]')!;
    count.value = '3';
    count.dispatchEvent(new Event('input'));
    await settled(el);
    root.querySelector<HTMLInputElement>('input[aria-label="Player 3 (enemies) played by the bot"]')!.click();
    await settled(el);
    const restarted = new Promise<PlaytestOptions>((resolve) =>
      el.addEventListener('restart', (e) => resolve((e as CustomEvent).detail.options), { once: true }),
    );
    root.querySelector<HTMLButtonElement>('button.restart')!.click();
    expect((await restarted).players).to.deep.equal({ mode: 'laraVsNatla', count: 3, bots: [2] });
  });

  it('Lara against Natla Tech, two human seats: the turn goes to the enemy player, who moves the wolf', async () => {
    const session = seatedSession({ mode: 'laraVsNatla', count: 2 });
    const el = await mountWith('tr-playtest-seats', session);
    expect(seat(el, 0).classList.contains('to-act')).to.equal(true);
    expect(seat(el, 1).textContent).to.contain('the enemies (e1)');
    session.apply({ type: 'endLaraPhase' });
    session.apply({ type: 'enemyPhase' });
    await settled(el);
    expect(session.state.pending?.kind).to.equal('enemyMove');
    expect(seat(el, 1).classList.contains('to-act'), 'the enemy player decides').to.equal(true);
    expect(seat(el, 0).classList.contains('to-act')).to.equal(false);
    expect(shadow(el).querySelector('.turn')!.textContent).to.contain('player 2 to act');
    expect(session.apply({ type: 'enemyStep', facing: 'N', seat: 1 })).to.equal(true);
    expect(session.apply({ type: 'endEnemyMove', facing: 'W', seat: 1 })).to.equal(true);
    expect(session.state.enemies[0]!.at).to.deep.equal({ x: 5, y: 1 });
  });

  it('two human seats: the enemy player steps the wolf with the choice dialog’s buttons, as the playtest shows them', async () => {
    const session = seatedSession({ mode: 'laraVsNatla', count: 2 });
    const seats = await mountWith('tr-playtest-seats', session);
    session.apply({ type: 'endLaraPhase' });
    session.apply({ type: 'enemyPhase' });
    // The dialog as playtest-main wires it: the decision's words, each answer applied to the session.
    const dialog = document.createElement('tr-choice-dialog');
    const show = () => {
      const decision = session.choice && describeDecision(session.content, session.state, session.choice);
      dialog.heading = decision?.heading ?? '';
      dialog.answers = decision?.answers ?? [];
    };
    dialog.addEventListener('choose', (e) => {
      expect(session.apply((e as CustomEvent).detail.action), session.error).to.equal(true);
      show();
    });
    show();
    seats.parentElement!.append(dialog);
    await settled(dialog);
    const button = (name: string) =>
      [...shadow(dialog).querySelectorAll('button')].find((b) => b.textContent!.trim() === name);
    expect(shadow(dialog).querySelector('h3')!.textContent).to.match(/^Enemy player: move Wildlife e1/);
    expect(shadow(seats).querySelector('.turn')!.textContent).to.contain('player 2 to act');
    button('Step N')!.click();
    await settled(dialog);
    expect(session.state.enemies[0]!.at).to.deep.equal({ x: 5, y: 1 });
    button('Step W')!.click();
    await settled(dialog);
    expect(session.state.enemies[0]!.at).to.deep.equal({ x: 4, y: 1 });
    button('End the move facing S')!.click();
    await settled(seats);
    expect(session.state.enemies[0]!.facing).to.equal('S');
    expect(
      session.state.log.filter((a) => a.type === 'enemyStep' || a.type === 'endEnemyMove').map((a) => a.type),
    ).to.deep.equal(['enemyStep', 'enemyStep', 'endEnemyMove']);
    expect(session.state.pending?.kind).not.to.equal('enemyMove');
    dialog.remove();
  });

  it('an enemy seat played by the bot acts by itself', async () => {
    const session = seatedSession({ mode: 'laraVsNatla', count: 2 }, [1]);
    const el = await mountWith('tr-playtest-seats', session);
    el.botDelay = 0;
    expect(seat(el, 1).textContent).to.contain('(bot)');
    session.apply({ type: 'endLaraPhase' });
    await until(
      () => session.state.phase === 'event' || session.state.phase === 'lara',
      'the bot plays the Enemy Phase through',
    );
    expect(session.state.log.some((a) => a.type === 'endEnemyMove' && a.seat === 1)).to.equal(true);
  });

  it('a shared expedition shows each player’s dice, and rolls the chosen player’s first', async () => {
    const session = seatedSession({ mode: 'sharedExpedition', count: 2 });
    const el = await mountWith('tr-playtest-seats', session);
    expect(seat(el, 0).textContent).to.contain('3 dice');
    shadow(el).querySelector<HTMLInputElement>('input[aria-label="Roll player 2\'s dice first"]')!.click();
    await settled(el);
    const move = session.legal.find((a) => a.type === 'move' && a.dice === 4)!;
    expect(session.apply(move)).to.equal(true);
    expect(session.state.players!.dice).to.deep.equal([2, 0]);
    await settled(el);
    expect(seat(el, 1).textContent).to.contain('0 dice');
  });
});
