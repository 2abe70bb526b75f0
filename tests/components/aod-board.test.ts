// The Angel of Darkness board in the shared play shell: three players, Lara and Pieter at the screen
// (hot-seat), Joachim a bot. The pass screen stands between the two people; each sees only their own
// hand; the museum is a grid whose cells say what lies there; the hand's cards, a closed tile and the
// tray of a tile just opened are played by mouse.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/module-play-view.ts';
import { aodModule } from '../../src/engine/aod/index.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { aodPack as pack } from './aod-fixtures.ts';
import { settled } from './fixtures.ts';

async function shell(
  options: object = { seed: 4, players: 3 },
  seats: Record<string, string> = { joachim: 'careful' },
) {
  const game = new ModuleGame({
    game: aodModule as GameModule,
    packs: [pack],
    level: { kind: 'aodSetup', id: 'museum' },
    options,
    seats,
  });
  game.playBots();
  const el = document.createElement('tr-play-shell');
  el.game = game;
  document.body.append(el);
  await settled(el);
  const root = el.shadowRoot!;
  const board = () => root.querySelector('tr-aod-board')?.shadowRoot ?? null;
  const again = async () => {
    await settled(el);
  };
  return { el, game, root, board, again };
}

const named = (root: ShadowRoot | null, selector: string, name: RegExp) =>
  [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  );
const handOf = (game: ModuleGame, seat: string) =>
  (game.state as { figures: { character: string; hand: string[] }[] }).figures.find((f) => f.character === seat)!.hand;

describe('the Angel of Darkness board', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('is played hot-seat by mouse: pass screens, only one’s own hand, a tile opened and laid', async () => {
    const { game, root, board, again } = await shell();
    expect(root.querySelector('[aria-label="Pass the device"]')!.textContent).to.contain('Lara Croft');
    expect(board(), 'no board behind the pass screen').to.equal(null);
    named(root, 'button', /I am Lara Croft/)!.click();
    await again();

    const grid = board()!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('The museum');
    const cells = [...grid.querySelectorAll('[role="gridcell"][aria-label]')];
    expect(cells).to.have.length(26); // 25 tiles and the starting tile
    expect(
      named(board(), '[role="gridcell"]', /^The starting tile: the entrance/)!.getAttribute('aria-label'),
    ).to.contain('Lara Croft');
    expect(named(board(), '[role="gridcell"]', /^Column 3, row 5: closed tile/)).to.exist;

    // Lara's three cards, one of each sort; none of Pieter's names shown.
    const hand = board()!.querySelector('section[aria-label="Lara Croft\'s hand"]')!;
    expect(hand.querySelectorAll('button.card')).to.have.length(3);
    expect(board()!.textContent).not.to.contain("Pieter van Eckhardt's hand");
    expect(named(board(), 'li', /Pieter van Eckhardt/)!.textContent).to.contain('3 cards in hand');

    // Choose the energy card, play it, then click the closed tile north of the starting tile.
    named(board(), 'button.card', /energy/)!.click();
    await again();
    named(board(), 'button.do', /^Play energy/)!.click();
    await again();
    expect(game.steps).to.have.length(1);
    const closed = named(board(), '[role="gridcell"]', /^Column 3, row 5: closed tile/)! as HTMLButtonElement;
    expect(closed.getAttribute('aria-label')).to.contain('click: Open the tile to the north');
    closed.click();
    await again();
    expect(named(board(), '[role="gridcell"]', /^Column 3, row 5: (?!closed)/), 'the tile is open').to.exist;
    const lay = board()!.querySelector('section[aria-label="Lay the tile"]')!;
    (lay.querySelector('button') as HTMLButtonElement).click();
    await again();
    expect(game.steps).to.have.length(3);

    // End the turn: the device goes to Pieter; Lara's cards never show for him.
    const laraCards = handOf(game, 'lara').length;
    named(root, 'section[aria-label="Actions"] button', /^End the turn$/)!.click();
    await again();
    expect(root.querySelector('[aria-label="Pass the device"]')!.textContent).to.contain('Pieter van Eckhardt');
    named(root, 'button', /I am Pieter/)!.click();
    await again();
    expect(board()!.querySelector('section[aria-label="Pieter van Eckhardt\'s hand"]')).to.exist;
    expect(board()!.querySelector('section[aria-label="Lara Croft\'s hand"]')).to.equal(null);
    expect(named(board(), 'li', /Lara Croft/)!.textContent).to.contain(`${laraCards} card`);
  });

  it('shows the end: points by player, the winner and the tie rule', async () => {
    // Four bots in two teams, to the round limit.
    const bots = { lara: 'careful', pieter: 'careful', kurtis: 'random', joachim: 'careful' };
    const { game, root, board, again } = await shell({ seed: 2, players: 4, roundLimit: 3 }, bots);
    for (let i = 0; i < 20 && !game.outcome.over; i++) game.playBots(400);
    await again();
    expect(game.outcome.over).to.equal(true);
    const summary = board()!.querySelector('section[aria-label="End of the game"]')!;
    expect(summary.textContent).to.match(/wins?!|Nobody wins/);
    expect(summary.querySelectorAll('tr')).to.have.length(2);
    expect(summary.textContent).to.contain('The good guys').and.to.contain('The bad guys');
    expect(root.textContent).not.to.contain('Pass the device');
  });
});
