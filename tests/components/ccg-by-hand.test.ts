import { expect } from '@esm-bundle/chai';
import '../../src/ui/ccg-playtest/ccg-by-hand.ts';
import type { TrCcgByHand } from '../../src/ui/ccg-playtest/ccg-by-hand.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import { ccgContent, defaultDrawDeck, newGame, applyAction } from '../../src/engine/ccg/index.ts';
import { actionWords, decisionWords } from '../../src/ui/ccg-playtest/ccg-words.ts';
import { ccgPack, ccgSession, launchCcgShell, mountCcg } from './ccg-playtest-fixtures.ts';
import { settled } from './fixtures.ts';
import { sendKeys } from '@web/test-runner-commands';
import { checkLoadedReplay } from '../../src/ui/play/replay-check.ts';
import { replayOf } from '../../src/ui/ccg-playtest/ccg-replay.ts';

/** A solitaire game where Written Effect (its effect written as text) waits to be applied by hand; the Wolves are on
 * the Open Cavern. */
function waitingByHand() {
  const s = ccgSession(
    1,
    {
      setup: {
        map: [{ spot: { column: 1, depth: 2 }, card: 'open-cavern', obstacles: ['wolves'] }],
        raiders: [{ hand: ['by-hand-test'] }],
        obstacleDeck: [],
      },
    },
    'introductory-cave',
  );
  if (!s.apply({ type: 'playCard', card: 'by-hand-test' })) throw new Error(s.error);
  expect(s.state.pending?.kind).to.equal('manual');
  return s;
}

async function change(el: TrCcgByHand, selector: string, value: string | boolean): Promise<void> {
  const field = el.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  expect(field, selector).to.not.equal(null);
  if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
  else field!.value = value;
  field!.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await settled(el);
}

/** The aria-label of the element with the focus, through the shadow roots. */
function focusedLabel(): string | null | undefined {
  let at = document.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at?.getAttribute('aria-label');
}

/** The play shell drawing the CCG playtest, launched solitaire on the introductory cave with these cards in hand. */
const playtestShell = (hand: string[]) =>
  launchCcgShell({
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    options: {
      seed: 1,
      mode: 'solitaire',
      players: [{ raider: 'lara-croft-spelunker' }],
      setup: { raiders: [{ hand }], obstacleDeck: [] },
    },
  });

describe('the CCG by-hand controls', () => {
  afterEach(() => document.querySelectorAll('.ccg-playtest-host').forEach((el) => el.remove()));

  it('sets a raider\u2019s hits and stuck: each change is an adjust action, logged "By hand"', async () => {
    const s = waitingByHand();
    const el = await mountCcg('tr-ccg-by-hand', s);
    await change(el, 'input[aria-label="Player 1: hits"]', '1');
    expect(s.state.raiders[0]!.hits).to.equal(1);
    expect(s.state.log.at(-1)).to.deep.include({ type: 'adjust', what: 'hits', raider: 0, value: 1 });
    expect(s.steps.at(-1)!.events.map((e) => e.text)).to.deep.equal([
      'By hand: Player 1\u2019s hits 0 → 1 (life 2).'.replace('\u2019', "'"),
    ]);
    await change(el, 'input[aria-label="Player 1: stuck"]', true);
    expect(s.state.raiders[0]!.stuckTurn).to.equal(s.state.turn);
    expect(s.state.pending?.kind).to.equal('manual', 'still waiting for done');
  });

  it('shows the engine\u2019s reason for a refused change', async () => {
    const s = waitingByHand();
    const el = await mountCcg('tr-ccg-by-hand', s);
    await change(el, 'input[aria-label="Player 1: hits"]', '9');
    expect(s.state.raiders[0]!.hits).to.equal(0);
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.match(/hits may be set from 0 to 2/);
  });

  it('a location\u2019s obstacles, empty mark and exits; a card moved to another pile', async () => {
    const s = waitingByHand();
    const el = await mountCcg('tr-ccg-by-hand', s);
    await change(el, 'select[aria-label="Location"]', '1,2');
    await change(el, 'input[aria-label="Wolves: hits"]', '1');
    expect(s.state.map.find((p) => p.spot.depth === 2)!.obstacles[0]!.hits).to.equal(1);
    await change(el, 'input[aria-label="Empty"]', true);
    await change(el, 'select[aria-label="Exit deeper"]', 'blocked');
    const cavern = s.state.map.find((p) => p.spot.depth === 2)!;
    expect(cavern.empty).to.equal(true);
    expect(cavern.blockedExits).to.deep.equal(['top']);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.remove')!.click();
    await settled(el);
    expect(s.state.map.find((p) => p.spot.depth === 2)!.obstacles).to.deep.equal([]);
    const top = s.state.raiders[0]!.deck[0]!;
    await change(el, 'select[aria-label="Card to move"]', top);
    await change(el, 'select[aria-label="Move to pile"]', 'hand');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.move-card')!.click();
    await settled(el);
    expect(s.state.raiders[0]!.hand).to.include(top);
    expect(s.state.raiders[0]!.deck).to.not.include(top);
  });

  it('moves a raider so that she enters the place (an unknown spot next to her too): once done, she faces what is there', async () => {
    const s = waitingByHand();
    const el = await mountCcg('tr-ccg-by-hand', s);
    const options = () =>
      [...el.shadowRoot!.querySelectorAll<HTMLOptionElement>('select[aria-label="Player 1: place"] option')].map((o) =>
        o.textContent!.trim(),
      );
    expect(options().some((o) => o.startsWith('unknown spot'))).to.equal(false, 'unknown spots only when she enters');
    await change(el, 'input[aria-label="Player 1: enters"]', true);
    expect(options()).to.include('unknown spot (column 2, depth 1)');
    await change(el, 'select[aria-label="Player 1: place"]', '1,2');
    expect(s.state.log.at(-1)).to.deep.include({
      type: 'adjust',
      what: 'at',
      raider: 0,
      value: { column: 1, depth: 2 },
      enter: true,
    });
    expect(el.shadowRoot!.querySelector('.forced')!.textContent).to.match(
      /Enters Open Cavern \(column 1, depth 2\) when done/,
    );
    expect(s.apply({ type: 'done' })).to.equal(true);
    expect(s.state.pending?.kind).to.equal('test', 'she faces the Wolves');
  });

  it('an unknown spot entered by hand is mapped at once', async () => {
    const s = waitingByHand();
    const el = await mountCcg('tr-ccg-by-hand', s);
    await change(el, 'input[aria-label="Player 1: enters"]', true);
    await change(el, 'select[aria-label="Player 1: place"]', '2,1');
    expect(s.error ?? '').to.equal('');
    expect(s.state.raiders[0]!.at).to.deep.equal({ column: 2, depth: 1 });
    expect(s.state.map.some((p) => p.spot.column === 2 && p.spot.depth === 1 && p.face === 'up')).to.equal(true);
  });

  it('shows nothing when no effect waits to be applied by hand', async () => {
    const s = ccgSession(1, {}, 'introductory-cave');
    const el = await mountCcg('tr-ccg-by-hand', s);
    expect(el.shadowRoot!.querySelector('details')).to.equal(null);
  });

  it('the playtest\u2019s dialog for an effect applied by hand holds these controls next to the card\u2019s text', async () => {
    const { main, launcher } = await playtestShell(['by-hand-test']);
    const s = launcher.session!;
    s.apply({ type: 'playCard', card: 'by-hand-test' });
    await settled(main);
    const dialog = main.shadowRoot!.querySelector('tr-choice-dialog')!;
    expect(dialog.shadowRoot!.querySelector('.card-text')!.textContent).to.contain('Do what the card says by hand');
    const byHand = dialog.querySelector('tr-ccg-by-hand')!;
    expect(byHand.assignedSlot, 'shown in the dialog').to.not.equal(null);
    await settled(byHand as TrCcgByHand);
    const hits = byHand.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label="Player 1: hits"]')!;
    hits.value = '1';
    hits.dispatchEvent(new Event('change'));
    await settled(main);
    expect(s.state.raiders[0]!.hits).to.equal(1);
    main.remove();
  });

  it('a number typed in the dialog as the loaded replay\u2019s check answers (the shell redraws) stays in its field and applies on Enter', async () => {
    const { main, launcher } = await playtestShell(['by-hand-test']);
    const s = launcher.session!;
    const file = replayOf(s);
    s.apply({ type: 'playCard', card: 'by-hand-test' });
    await settled(main);
    const byHand = main.shadowRoot!.querySelector('tr-choice-dialog')!.querySelector('tr-ccg-by-hand') as TrCcgByHand;
    await settled(byHand);
    byHand.shadowRoot!.querySelector<HTMLInputElement>('input[aria-label="Player 1: hits"]')!.focus();
    // The check's words ("Checking…", then its answer) redraw the shell and its dialog while the field has the focus.
    const checked = checkLoadedReplay(launcher.request!, launcher.store.packs, file);
    await settled(main);
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ type: '1' });
    await checked;
    await settled(main);
    expect(main.shadowRoot!.querySelector('.replay-check')!.textContent).to.not.contain('Checking');
    expect(focusedLabel(), 'the field keeps the focus').to.equal('Player 1: hits');
    await sendKeys({ press: 'Enter' });
    await settled(main);
    expect(s.state.raiders[0]!.hits).to.equal(1);
    expect(focusedLabel(), 'and keeps it once applied').to.equal('Player 1: hits');
    main.remove();
  });

  it('words the cancel window: whose card, its text, and letting it take effect', () => {
    const content = ccgContent(ccgPack);
    const deck = [...defaultDrawDeck(content, false), { card: 'im-sorry', count: 1 }, { card: 'bounty', count: 1 }];
    let state = newGame(
      content,
      { kind: 'ccgLevel', id: 'introductory-cave' },
      {
        seed: 1,
        mode: 'hotSeat',
        players: [
          { raider: 'lara-croft-spelunker', deck },
          { raider: 'pierre', deck },
        ],
        setup: { raiders: [{ hand: ['bounty'], deeds: ['removedCreature'] }, { hand: ['im-sorry'] }] },
      },
    );
    state = applyAction(content, state, { type: 'playCard', player: 0, card: 'bounty' }).state;
    expect(state.pending?.kind).to.equal('cancel');
    const words = decisionWords(content, state, state.pending!);
    expect(words.heading).to.equal('Player 2: answer Player 1’s Bounty?');
    expect(words.cardText).to.match(/draw/i);
    expect(actionWords(content, state, { type: 'pass', player: 1 })).to.equal('Let it take effect');
  });

  it('a card that asks its player to choose (Luck of the Draw): the dialog lists the cards of her hand by name, and a click discards it (rule decision 505)', async () => {
    const { main, launcher } = await playtestShell(['luck-of-the-draw', 'small-medi-pack']);
    launcher.session!.apply({ type: 'playCard', card: 'luck-of-the-draw' });
    await settled(main);
    const dialog = main.shadowRoot!.querySelector('tr-choice-dialog')!;
    await settled(dialog as unknown as TrCcgByHand);
    const root = dialog.shadowRoot!;
    expect(root.querySelector('h3')!.textContent).to.equal("Luck of the Draw: Discard a card from Player 1's hand");
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button.choice')];
    expect(buttons.length, 'the Small Medi Pack and the three cards drawn').to.equal(4);
    const medi = buttons.find((b) => b.textContent!.trim() === 'Small Medi Pack')!;
    expect(medi, 'named by the card').to.not.equal(undefined);
    medi.click();
    await settled(main);
    expect(launcher.session!.state.pending).to.equal(null);
    expect(launcher.session!.state.raiders[0]!.hand).to.not.include('small-medi-pack');
  });
});
