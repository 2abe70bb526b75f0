// The Underworld board in the shared play shell: drawn from the module's view (journey, tracks of
// spaces, obstacles, enemies, gauges, open hands), played by clicking places on it, the decision of
// an obstacle asked of one player or of the whole table, and no pass-the-device screen between two
// people (hands are open: every seat sees alike).
import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/module-play-view.ts';
import { uwModule } from '../../src/engine/uw/index.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { settled } from './fixtures.ts';
import { uwPack } from './uw-fixtures.ts';

function newGame(players: number, seed = 1): ModuleGame {
  return new ModuleGame({
    game: uwModule as GameModule,
    packs: [uwPack],
    level: { kind: 'uwGame', id: 'underworld' },
    options: { seed, players },
  });
}

async function shellOf(game: ModuleGame) {
  const el = document.createElement('tr-play-shell');
  el.game = game;
  document.body.append(el);
  await settled(el);
  return el;
}

const named = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll<HTMLElement>('[aria-label]')].find((e) =>
    typeof name === 'string' ? e.getAttribute('aria-label') === name : name.test(e.getAttribute('aria-label')!),
  );

describe('the Underworld board', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('draws the journey, the tracks as rows of spaces, the obstacles, the enemy line and the counters', async () => {
    const el = await shellOf(newGame(2));
    const root = el.shadowRoot!;
    const board = named(root, 'Underworld board')!;
    expect(board.querySelector('[aria-current="step"]')!.textContent).to.equal('The City Swallowed by Niflheim');
    const grid = board.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Tracks of The City Swallowed by Niflheim');
    expect(grid.querySelectorAll('[role="row"]').length).to.equal(3);
    expect(grid.querySelectorAll('[role="gridcell"]').length).to.equal(8 + 6 + 6);
    expect(named(board, 'Acrobatics space 1 (start): nothing — Lara is here')).to.exist;
    expect(named(board, 'Battle space 3: object: Pistols')).to.exist;
    expect(named(board, /^Obstacle 3: The Kraken — to come\. the players pay together: 2 trick \+ 2 acrobatics/)).to
      .exist;
    expect(named(board, /^Visible enemies: 0 of 8/)!.querySelectorAll('li').length).to.equal(8);
    expect(named(board, 'Health 3 of 3')).to.exist;
    expect(named(board, "Player 1's hand")).to.exist;
    expect(named(board, "Player 2's hand")).to.exist;
    // Two people at one screen: hands are open, so no pass-the-device screen.
    expect(named(root, 'Pass the device')).to.equal(undefined);
  });

  it('plays what is clicked: the die, then a card on its track', async () => {
    const game = newGame(1, 4);
    const el = await shellOf(game);
    const root = el.shadowRoot!;
    (named(root, /^Progress die — Roll the progress die/) as HTMLButtonElement).click();
    await settled(el);
    expect(game.steps.length).to.equal(1);
    const plays = [...root.querySelectorAll<HTMLButtonElement>('button.place.play')];
    const card = plays.find((b) => /cards: \d+ — Play an? \w+ card$/.test(b.getAttribute('aria-label')!));
    if (card) {
      card.click();
      await settled(el);
      expect(game.steps[1]!.action).to.have.property('type', 'playCard');
    } else {
      // The die brought a decision (a track to choose, a discard): it is asked on the board.
      const decision = named(root, 'Decision')!;
      decision.querySelector('button')!.click();
      await settled(el);
      expect(game.steps.length).to.equal(2);
    }
  });

  it('asks an obstacle paid together as one decision of the table, in words', async () => {
    const game = newGame(2, 1);
    // Play with the first legal action until an obstacle asks the table (or a player) to pay.
    for (let i = 0; i < 400; i++) {
      const p = (game.state as { pending: { kind: string } | null }).pending;
      if (p?.kind === 'obstacle') break;
      game.apply(game.legal.at(-1));
    }
    const el = await shellOf(game);
    const decision = named(el.shadowRoot!, 'Decision')!;
    expect(decision).to.exist;
    expect(decision.textContent).to.match(/decides|decide together/);
    const answers = [...decision.querySelectorAll('button')].map((b) => b.textContent);
    expect(answers.at(-1)).to.match(/^Do not pay /);
    expect(answers.length).to.equal(game.legal.length);
  });

  it('ends with a summary and the game digest', async () => {
    const game = newGame(1, 1);
    game.seats = { '0': 'sensible' };
    game.playBots(400);
    expect(game.outcome.over).to.equal(true);
    const el = await shellOf(game);
    const end = named(el.shadowRoot!, 'End of the game')!;
    expect(end.textContent).to.match(/The players (win|lose)/);
    expect(named(end, 'Game digest')!.textContent).to.equal(game.prepared.digest(game.state));
  });
});
