// The RPG board in the shared play shell (ui/rpg/rpg-board.ts): the map as a grid whose spaces say
// what is there, a click on a space repositions and a click on an opponent attacks (the very legal
// actions), the initiative, the dice of the last test, a challenge's exact odds, the end summary.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/play/module-play-view.ts';
import { rpgModule, type RpgState } from '../../src/engine/rpg/index.ts';
import { rpgPass } from '../../src/analysis/odds/index.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import type { GameModule } from '../../src/engine/games.ts';
import { rpgPack } from './rpg-fixtures.ts';
import { settled } from './fixtures.ts';

function newGame(level: { kind: string; id: string }, seats: Record<string, string> = {}, seed = 5): ModuleGame {
  return new ModuleGame({ game: rpgModule as GameModule, packs: [rpgPack], level, options: { seed }, seats });
}

async function shellOf(game: ModuleGame) {
  const el = document.createElement('tr-play-shell');
  el.game = game;
  document.body.append(el);
  await settled(el);
  return el;
}

const boardOf = async (el: HTMLElement) => {
  const board = el.shadowRoot!.querySelector('tr-rpg-board')!;
  await settled(board);
  return board.shadowRoot!;
};

const hall = { kind: 'rpgEncounter', id: 'temple-hall-ambush' };
const bots = { scholar: 'sensible', 'merc-1': 'sensible', 'merc-2': 'sensible', captain: 'sensible' };

/** Declares a precise action (her pistols' timing) for Lara by the shell's action list until it is her turn. */
async function toLarasTurn(el: HTMLElement, game: ModuleGame) {
  for (let n = 0; n < 20 && !(game.state as RpgState).pending?.kind.startsWith('turn'); n++) {
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('section[aria-label="Actions"] button')].find(
      (x) => /Intend a precise action/.test(x.textContent!),
    );
    if (!b) break;
    b.click();
    await settled(el);
  }
  expect((game.state as RpgState).pending).to.deep.include({ kind: 'turn', actor: 'lara' });
}

describe('the RPG board', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((e) => e.remove()));

  it('draws the map as a grid whose spaces name their ground and who stands there', async () => {
    const el = await shellOf(newGame(hall, bots));
    const root = await boardOf(el);
    const grid = root.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Encounter map');
    const cells = [...grid.querySelectorAll('[role="gridcell"]')];
    expect(cells.length).to.equal(8 * 5);
    const name = (x: number, y: number) => cells[y * 8 + x]!.getAttribute('aria-label')!;
    expect(name(2, 1)).to.equal('(2, 1) occupied ground');
    expect(name(0, 3)).to.equal('(0, 3) difficult ground');
    expect(name(5, 1)).to.equal('(5, 1) open ground with cover');
    expect(name(0, 1)).to.match(/^\(0, 1\) open ground: Lara Croft \(raider\), 0 of 5 wounds/);
    expect(name(6, 1)).to.match(/Mercenary at \(6, 1\) \(opponent\)/);
    expect(root.querySelector('section[aria-label="Initiative"]')!.textContent).to.contain('Initiative, round 1');
    expect(root.textContent).to.contain('Round 1 of 12');
    expect(root.textContent).to.contain('Drive the mercenaries out of the hall.');
  });

  it('a click on a space repositions there; a click on an opponent attacks it', async () => {
    const game = newGame(hall, bots);
    const el = await shellOf(game);
    await toLarasTurn(el, game);
    let root = await boardOf(el);
    const move = root.querySelector<HTMLButtonElement>('[role="gridcell"][aria-label^="(1, 0)"] button')!;
    expect(move.getAttribute('aria-label')).to.match(/Reposition 2 steps to \(1, 0\)$/);
    move.click();
    await settled(el);
    const s = game.state as RpgState;
    expect(game.steps.at(-1)!.action).to.deep.equal({ type: 'reposition', actor: 'lara', to: { x: 1, y: 0 } });
    expect(s.actors.find((a) => a.id === 'lara')!.at).to.deep.equal({ x: 1, y: 0 });
    root = await boardOf(el);
    // Lara's pistols reach the mercenaries: their spaces attack.
    const target = root.querySelector<HTMLButtonElement>('[role="gridcell"][aria-label^="(7, 2)"] button')!;
    expect(target.getAttribute('aria-label')).to.match(/Attack the Mercenary captain with Twin pistols$/);
    const before = game.steps.length;
    target.click();
    await settled(el);
    expect(game.steps[before]!.action).to.deep.include({ type: 'attack', actor: 'lara', target: 'captain', weapon: 0 });
    // Her attack rolled: the last test's dice are shown one by one, marked.
    root = await boardOf(el);
    const dice = root.querySelector('section[aria-label="Last test"]')!;
    const shown = [...dice.querySelectorAll('li.die')];
    expect(shown.length).to.be.greaterThan(0);
    for (const d of shown) expect(d.getAttribute('aria-label')).to.match(/^[1-6], a (success|failure)$/);
  });

  it('a challenge shows each participant with the exact chance to pass', async () => {
    const game = newGame({ kind: 'rpgChallenge', id: 'sealed-slab' });
    const el = await shellOf(game);
    const root = await boardOf(el);
    const lara = rpgPack.items.find((i) => i.id === 'lara') as unknown as { attributes: { brawn: number } };
    const p = rpgPass({ competence: lara.attributes.brawn, challenge: 6 }, 1);
    const row = root.querySelector('table[aria-label="Participants"] tbody tr')!;
    expect(row.querySelector('.odds')!.textContent).to.equal(`Lara Croft: ${Math.round(p * 100)}% to pass`);
    expect(root.textContent).to.contain('A single test of brawn against 6');
  });

  it('a game played to its end by the bots shows the summary', async () => {
    const game = newGame(
      { kind: 'rpgEncounter', id: 'wolf-pass' },
      { lara: 'sensible', 'wolf-1': 'sensible', 'wolf-2': 'sensible' },
    );
    const el = await shellOf(game);
    game.playBots(5000);
    await settled(el);
    const root = await boardOf(el);
    const end = root.querySelector('section[aria-label="End of the game"]')!;
    expect(end).to.exist;
    expect(end.textContent).to.match(/The raiders (win|lose)/);
    expect(end.textContent).to.contain('Lara Croft:');
  });
});
