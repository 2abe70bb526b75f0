// The shared play shell with a game of hidden information (a module's `view`): in hot-seat, a
// "pass the device" screen stands between two people's turns and nothing of one hand is shown to the
// other; with one person at the table, the bots' hands stay hidden. The board is the game's own,
// registered with registerBoard, and is played on through its context's `act`.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import '../../src/ui/play/module-play-view.ts';
import { registerBoard } from '../../src/ui/play/boards.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { settled } from './fixtures.ts';

/** Two players each hold cards; on a turn one plays a card face up. The hands are secret. */
interface Secret {
  turn: number;
  hands: number[][];
  played: number[];
}
type Play = { type: 'play'; card: number };

const secretGame = {
  id: 'secret',
  name: 'Secret cards',
  kinds: [],
  levelKinds: [],
  scenarioSchema: {},
  runScenario: () => ({ mismatches: [] }),
  prepare: () => ({
    levels: () => [],
    newGame: () => ({
      state: {
        turn: 0,
        hands: [
          [11, 12],
          [21, 22],
        ],
        played: [],
      } as Secret,
      events: [],
    }),
    legalActions: (s: Secret) => (s.played.length >= 4 ? [] : s.hands[s.turn]!.map((card) => ({ type: 'play', card }))),
    applyAction: (s: Secret, a: Play) => ({
      state: {
        turn: 1 - s.turn,
        hands: s.hands.map((h, i) => (i === s.turn ? h.filter((c) => c !== a.card) : h)),
        played: [...s.played, a.card],
      },
      events: [],
    }),
    replay: () => {
      throw new Error('not used');
    },
    digest: () => '',
    outcome: (s: Secret) => ({ over: s.played.length >= 4, winners: [] }),
    describeEvent: () => '',
    describeAction: (_s: Secret, a: Play) => `Play card ${a.card}`,
    actor: (s: Secret) => String(s.turn),
    seats: () => [
      { id: '0', name: 'Ann' },
      { id: '1', name: 'Ben' },
    ],
    view: (s: Secret, seat: string | undefined) => ({
      ...s,
      hands: s.hands.map((h, i) => (String(i) === seat ? h : h.map(() => 0))),
    }),
    players: {
      first: {
        id: 'first',
        name: 'first-card',
        oracle: false,
        choose: (s: Secret) => ({ type: 'play', card: s.hands[s.turn]![0]! }),
      },
    },
  }),
} as unknown as GameModule;

registerBoard('secret', (ctx) => {
  const s = ctx.state as Secret;
  return html`<p class="hands">${s.hands.map((h) => h.join(' ')).join(' | ')}</p>
    ${ctx.legal.map((a) => html`<button class="card" @click=${() => ctx.act(a)}>${ctx.describe(a)}</button>`)}`;
});

async function shellOf(seats: Record<string, string> = {}) {
  const game = new ModuleGame({ game: secretGame, packs: [], level: { kind: 'x', id: 'x' }, seats });
  game.playBots();
  const el = document.createElement('tr-play-shell');
  el.game = game;
  document.body.append(el);
  await settled(el);
  return { el, game, text: () => el.shadowRoot!.querySelector('.board')!.textContent! };
}

const buttonNamed = (root: ShadowRoot, name: RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => name.test(b.textContent ?? ''));

describe('the play shell with hidden information', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('in hot-seat, shows a pass screen before each person’s turn and only their own hand after it', async () => {
    const { el, game, text } = await shellOf();
    const root = el.shadowRoot!;
    expect(text()).to.contain('Pass the device to Ann');
    expect(text()).not.to.match(/1[12]|2[12]/);
    expect(root.querySelectorAll('section[aria-label="Actions"] button')).to.have.length(0);
    buttonNamed(root, /I am Ann/)!.click();
    await settled(el);
    expect(text()).to.contain('11 12');
    expect(text()).not.to.contain('21');
    buttonNamed(root, /^Play card 11$/)!.click(); // on the board
    await settled(el);
    expect(game.steps.length).to.equal(1);
    expect(text()).to.contain('Pass the device to Ben');
    expect(text(), 'Ann’s last card is not left on screen for Ben').not.to.contain('12');
    buttonNamed(root, /I am Ben/)!.click();
    await settled(el);
    expect(text()).to.contain('21 22');
    expect(text()).not.to.contain('12');
  });

  it('with one person and a bot, shows no pass screen and never the bot’s hand', async () => {
    const { el, game, text } = await shellOf({ '1': 'first' });
    expect(text()).not.to.contain('Pass the device');
    expect(text()).to.contain('11 12');
    buttonNamed(el.shadowRoot!, /^Play card 12$/)!.click();
    await settled(el);
    expect(game.steps.length, 'the bot answered').to.equal(2);
    expect(text()).to.contain('11');
    expect(text()).not.to.match(/2[12]/);
  });
});
