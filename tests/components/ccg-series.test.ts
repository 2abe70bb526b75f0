import { expect } from '@esm-bundle/chai';
import type { ContentItem } from '../../src/model/content.ts';
import type { CcgAction } from '../../src/engine/ccg/types.ts';
import type { CcgPlaytestSession } from '../../src/store/ccg-playtest-session.ts';
import '../../src/ui/ccg-playtest/ccg-play.ts';
import type { TrPlayShell } from '../../src/ui/play/play-shell.ts';
import { replayOf } from '../../src/ui/ccg-playtest/ccg-replay.ts';
import { settled } from './fixtures.ts';
import { ccgPack, launchCcgShell, mountCcg } from './ccg-playtest-fixtures.ts';
import {
  CcgPlaytestSession as Session,
  ccgContent,
  newSeries,
  seriesGameOptions,
  type Series,
} from '../../src/store/ccg-playtest-session.ts';
import '../../src/ui/ccg-playtest/ccg-series-dialog.ts';

// A playtest of a series: a two-level linked series on a tiny cave (the entrance and the treasure room
// below it), played to the end of each level; the series dialog takes the treasure chosen into the next
// level, restart stays in the level of the series, and the last level shows the series' winner.

const cave = ccgPack.items.find((i) => i.id === 'introductory-cave')!;
export const twoStepCave: ContentItem = {
  ...JSON.parse(JSON.stringify(cave)),
  id: 'two-step-cave',
  name: 'Two-step cave',
  players: { min: 1, max: 1 },
  map: { width: 1, depth: 2 },
  entrances: { setups: [{ rooms: [{ cell: { column: 1, depth: 1 }, card: 'cave-entrance' }] }], start: 'splitEvenly' },
  fixedCells: [{ type: 'card', cell: { column: 1, depth: 2 }, card: 'treasure-cave', face: 'down' }],
  series: { type: 'linked', levels: ['two-step-cave', 'two-step-cave'], carryOver: { treasures: true, savedItems: 1 } },
};

const DECLINE = new Set(['skipSearch', 'noDiscovery', 'noAttack', 'pass']);

/** Plays as the e2e test does by keys: answers with the first (non-declining) answer, moves deeper, else stops. */
function playToEnd(s: CcgPlaytestSession): void {
  for (let n = 0; n < 100 && s.state.status === 'playing'; n++) {
    const legal = s.legal;
    const a: CcgAction = s.state.pending
      ? s.state.pending.kind === 'discard'
        ? legal.find((x) => x.type === 'discard' && x.cards.length === 0)!
        : (legal.find((x) => !DECLINE.has(x.type)) ?? legal[0]!)
      : (legal.find((x) => x.type === 'move' && x.side === 'top') ?? legal.find((x) => x.type === 'stop') ?? legal[0]!);
    s.apply(a);
  }
  expect(s.state.status).to.equal('won');
}

const dialogOf = (main: TrPlayShell) =>
  main.shadowRoot!.querySelector('tr-ccg-series-dialog')?.shadowRoot?.querySelector('[role="dialog"]') ?? null;

async function dialogShown(main: TrPlayShell): Promise<Element> {
  for (let i = 0; i < 50; i++) {
    await settled(main);
    const d = dialogOf(main);
    if (d) return d;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no series dialog');
}

describe('a CCG series in the playtest', () => {
  afterEach(() => document.querySelectorAll('tr-play-shell').forEach((el) => el.remove()));

  it('plays level after level: the result and the treasure taken, the next level with it, restart within the level, the series winner', async () => {
    const { main, launcher } = await launchCcgShell(
      { items: [twoStepCave], level: { kind: 'ccgLevel', id: 'two-step-cave' }, title: 'Two-step cave' },
      { seed: '2', mode: 'solitaire', raiders: ['lara-croft-spelunker'], series: true },
    );
    const options = main.shadowRoot!.querySelector('tr-ccg-playtest-options')!;
    expect((options.shadowRoot!.querySelector('input[name="series"]') as HTMLInputElement).checked).to.equal(true);
    expect(main.shadowRoot!.textContent).to.contain('series level 1 of 2');
    const first = launcher.session!;
    expect(first.setup.series!.next).to.equal(0);
    expect(first.state.mode).to.equal('hotSeat');

    playToEnd(first);
    let dialog = await dialogShown(main);
    expect(dialog.querySelector('h3')!.textContent).to.match(/Linked series: level 1 of 2\s+won by Player 1/);
    const select = dialog.querySelector('select[aria-label="Treasure taken"]') as HTMLSelectElement;
    const treasures = [...select.options].map((o) => o.value);
    expect(treasures.length).to.be.greaterThan(1);
    expect(select.value).to.equal(treasures[0], 'the strongest treasure is offered first');
    select.value = treasures[1]!;
    select.dispatchEvent(new Event('change'));
    expect(dialog.textContent).to.contain('Saved items Player 1 keeps (at most 1)');
    (dialog.querySelector('button.primary') as HTMLButtonElement).click();
    await settled(main);

    const second = launcher.session!;
    expect(second).to.not.equal(first);
    expect(second.setup.series!.next).to.equal(1);
    expect(second.setup.options.seed).to.equal('2-level-2');
    expect(second.state.raiders[0]!.saved.map((c) => c.split('#')[0])).to.deep.equal([treasures[1]]);
    expect(main.shadowRoot!.textContent).to.contain('series level 2 of 2');
    // The replay carries the series: which level, its seed and the record so far.
    const replay = replayOf(second) as {
      series: { seed: unknown; seriesLevel: number; record: { next: number } };
      players: { treasures?: string[] }[];
    };
    expect(replay.series.seed).to.equal(2);
    expect(replay.series.seriesLevel).to.equal(0);
    expect(replay.series.record.next).to.equal(1);
    expect(replay.players[0]!.treasures).to.deep.equal([treasures[1]]);

    // Restart: the same level of the series again, with what was carried over.
    second.apply(second.legal[0]!);
    launcher.restart();
    await settled(main);
    const again = launcher.session!;
    expect(again.setup.series!.next).to.equal(1);
    expect(again.steps.length).to.equal(0);
    expect(again.state.raiders[0]!.saved.map((c) => c.split('#')[0])).to.deep.equal([treasures[1]]);

    playToEnd(again);
    dialog = await dialogShown(main);
    expect(dialog.querySelector('h3')!.textContent).to.contain('level 2 of 2');
    // Undo from the dialog goes back into the level.
    ([...dialog.querySelectorAll('button')] as HTMLButtonElement[])
      .find((b) => b.textContent === 'Undo the last action')!
      .click();
    await settled(main);
    expect(again.state.status).to.equal('playing');
    expect(dialogOf(main)).to.equal(null);
    playToEnd(again);
    dialog = await dialogShown(main);
    const end = dialog.querySelector('button.primary') as HTMLButtonElement;
    expect(end.textContent).to.equal('End the series');
    end.click();
    await settled(main);
    dialog = dialogOf(main)!;
    expect(dialog.querySelectorAll('tbody tr').length).to.equal(2);
    expect(dialog.querySelector('.winner')!.textContent).to.contain('Series winner: Player 1');
    (dialog.querySelector('button.primary') as HTMLButtonElement).click();
    await settled(main);
    expect(launcher.session!.setup.series!.next).to.equal(0, 'played again from its first level');
    expect(launcher.session!.state.raiders[0]!.saved).to.deep.equal([]);
  });

  it('each raider chooses the saved item she keeps, at most as many as the series allows', async () => {
    const packs = [{ ...ccgPack, items: [twoStepCave, ...ccgPack.items] }];
    const content = ccgContent(packs);
    const series = newSeries(content, 'two-step-cave', [{ name: 'Player 1', raider: 'lara-croft-spelunker' }]);
    const game = seriesGameOptions(series, 2);
    const s = new Session({ packs, content, level: game.level, title: 'Two-step cave', options: game.options, series });
    playToEnd(s);
    s.state.raiders[0]!.saved.push('rope#90', 'compass#91');
    const dialog = await mountCcg('tr-ccg-series-dialog', s);
    const root = dialog.shadowRoot!;
    const boxes = () => [
      ...root.querySelectorAll<HTMLInputElement>('fieldset[data-player="0"] input[type="checkbox"]'),
    ];
    expect(boxes().map((b) => b.parentElement!.textContent!.trim())).to.deep.equal(['Rope', 'Compass']);
    expect(boxes().map((b) => b.checked)).to.deep.equal([true, false], 'her first saved item by default');
    boxes()[1]!.click();
    await settled(dialog);
    expect(boxes().map((b) => b.checked)).to.deep.equal([false, true], 'one item at most: the other is unchecked');
    let next: Series | undefined;
    dialog.addEventListener('next-level', (e) => (next = (e as CustomEvent<{ series: Series }>).detail.series));
    root.querySelector<HTMLButtonElement>('button.primary')!.click();
    expect(next!.players[0]!.saved).to.deep.equal(['compass']);
    dialog.parentElement!.remove();
  });

  it('a pick-up series: each raider adds new draw cards for the next level, no more than the series allows', async () => {
    const pickUp: ContentItem = {
      ...twoStepCave,
      id: 'two-step-pick-up',
      series: { type: 'pickUp', carryOver: { treasures: true }, newDrawCardsPerLevel: 2, maxCopiesInDrawDeck: 3 },
    };
    const packs = [{ ...ccgPack, items: [pickUp, ...ccgPack.items] }];
    const content = ccgContent(packs);
    const series = {
      ...newSeries(content, 'two-step-pick-up', [{ name: 'Player 1', raider: 'lara-croft-spelunker' }]),
      levels: ['two-step-pick-up', 'two-step-pick-up'],
    };
    const game = seriesGameOptions(series, 2);
    const s = new Session({ packs, content, level: game.level, title: 'Two-step cave', options: game.options, series });
    playToEnd(s);
    const dialog = await mountCcg('tr-ccg-series-dialog', s);
    const root = dialog.shadowRoot!;
    const select = root.querySelector<HTMLSelectElement>('select[aria-label="New draw card for Player 1"]')!;
    const add = () => root.querySelector<HTMLButtonElement>('fieldset.new-cards button')!;
    select.value = 'rope';
    add().click();
    await settled(dialog);
    add().click();
    await settled(dialog);
    expect(root.querySelector('fieldset.new-cards')!.textContent).to.contain('Rope ×2');
    expect(root.querySelector('fieldset.new-cards legend')!.textContent).to.contain('2 of at most 2');
    expect(add().disabled).to.equal(true);
    let next: Series | undefined;
    dialog.addEventListener('next-level', (e) => (next = (e as CustomEvent<{ series: Series }>).detail.series));
    root.querySelector<HTMLButtonElement>('button.primary')!.click();
    expect(next!.players[0]!.deck!.find((c) => c.card === 'rope')!.count).to.equal(3, 'her one Rope and the two added');
    expect(next!.added).to.deep.equal([2]);
    dialog.parentElement!.remove();
  });
});
