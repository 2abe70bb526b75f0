import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { stateDigest } from '../../src/engine/ccg/index.ts';
import type { CcgState } from '../../src/engine/ccg/types.ts';
import { CcgPlaytestSession } from '../../src/store/ccg-playtest-session.ts';
import type { ContentItem } from '../../src/model/content.ts';
import '../../src/ui/ccg-playtest/ccg-play-map.ts';
import '../../src/ui/ccg-playtest/ccg-raider-panel.ts';
import '../../src/ui/ccg-playtest/ccg-play-log.ts';
import '../../src/ui/ccg-playtest/ccg-dice.ts';
import { settled } from './fixtures.ts';
import { ccgPack, ccgSession, cell, mountCcg, play, show } from './ccg-playtest-fixtures.ts';

const at = (state: CcgState, column: number, depth: number) =>
  state.map.find((p) => p.spot.column === column && p.spot.depth === depth);

afterEach(() => document.querySelectorAll('.ccg-playtest-host').forEach((el) => el.remove()));

describe('the CCG playtest map', () => {
  it('draws the level as the game laid it out: the entrance with the raider’s pawn, the face-down treasure room, unknown spots, and where she can move', async () => {
    const session = ccgSession(1);
    const map = await mountCcg('tr-ccg-play-map', session);
    expect(map.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(
      18,
      'Introductory is 3 wide and 6 deep',
    );
    const entrance = cell(map, 1, 1);
    expect(entrance.dataset.card).to.equal('tomb-entrance');
    expect(entrance.dataset.face).to.equal('up');
    expect(entrance.querySelector('.pawn[data-player="0"]') !== null).to.equal(true);
    expect(cell(map, 2, 4).dataset.face).to.equal('down');
    expect(cell(map, 3, 3).classList.contains('unknown')).to.equal(true);
    // The depth rows are drawn deepest first, depth 1 at the bottom, as in the designer.
    expect([...map.shadowRoot!.querySelectorAll('[role="rowheader"]')].map((h) => h.textContent!.trim())).to.deep.equal(
      ['Depth 6', 'Depth 5', 'Depth 4', 'Depth 3', 'Depth 2', 'Depth 1'],
    );
    const sides = session.legal
      .filter((a) => a.type === 'move')
      .map((a) => (a as { side: string }).side)
      .sort();
    const reach = [...map.shadowRoot!.querySelectorAll<HTMLElement>('.cell.reach')]
      .map((c) => `${c.dataset.column},${c.dataset.depth}`)
      .sort();
    expect(reach).to.deep.equal(sides.map((s) => (s === 'top' ? '1,2' : s === 'right' ? '2,1' : '?')).sort());
    expect(reach.length).to.be.greaterThan(0);
  });

  it('explores a spot clicked: the card drawn is placed turned so that its bottom points back the way she came, with its obstacles', async () => {
    const session = ccgSession(1);
    const map = await mountCcg('tr-ccg-play-map', session);
    cell(map, 1, 2).click();
    await settled(map);
    expect(session.steps.map((s) => s.action)).to.deep.equal([{ type: 'move', player: 0, side: 'top' }]);
    const placed = at(session.state, 1, 2)!;
    const explored = cell(map, 1, 2);
    expect(explored.dataset.card).to.equal(placed.card.split('#')[0]);
    expect(explored.dataset.face).to.equal('up');
    expect(explored.dataset.rotation).to.equal('0', 'entered from below: upright');
    expect(explored.querySelector('.pawn[data-player="0"]') !== null).to.equal(true);
    expect(cell(map, 1, 1).querySelector('.pawn') === null).to.equal(true);
    expect(session.steps[0]!.events.some((e) => e.type === 'explore')).to.equal(true);
    const shown = [...explored.querySelectorAll<HTMLElement>('li.obstacle')].map((li) => li.dataset.obstacle);
    const expected = [
      ...(explored.querySelector('li.obstacle[data-obstacle="printed"]') ? ['printed'] : []),
      ...placed.obstacles.map((o) => o.card),
    ];
    expect(shown).to.deep.equal(expected);
    expect(placed.obstacles.length).to.be.greaterThan(
      0,
      'the solitaire obstacle deck played an obstacle on the new location',
    );

    // Entered from the left (moving right from the entrance), a card lies turned a quarter to the right.
    const other = ccgSession(1);
    const map2 = await mountCcg('tr-ccg-play-map', other);
    cell(map2, 2, 1).focus();
    await sendKeys({ press: 'Enter' });
    await settled(map2);
    expect(other.steps.map((s) => s.action)).to.deep.equal([{ type: 'move', player: 0, side: 'right' }]);
    expect(cell(map2, 2, 1).dataset.rotation).to.equal('90');
    expect(cell(map2, 2, 1).getAttribute('aria-label')).to.contain('turned 90°');
  });

  it('shows hits on obstacles, a removed printed obstacle, empty and exit tokens', async () => {
    const session = ccgSession(1);
    play(session, 'move', (a) => a.type === 'move' && a.side === 'top');
    const map = await mountCcg('tr-ccg-play-map', session);
    show(session, (state) => {
      const placed = at(state, 1, 2)!;
      placed.obstacles = [{ card: 'wolves', owner: -1, hits: 1 }];
      placed.printedRemoved = true;
      placed.empty = true;
      placed.addedExits = ['left'];
      placed.blockedExits = ['top'];
    });
    await settled(map);
    const c = cell(map, 1, 2);
    const wolves = ccgPack.items.find((i) => i.id === 'wolves')!;
    const hits = c.querySelector<HTMLElement>('li.obstacle[data-obstacle="wolves"] .hits')!;
    expect(hits.dataset.hits).to.equal('1');
    expect(hits.textContent).to.equal(`✕1/${wolves.life}`);
    expect(c.querySelector('li.obstacle.removed[data-obstacle="printed"]')?.textContent).to.contain('☠');
    expect(c.querySelector('.empty-token') !== null).to.equal(true);
    expect(c.querySelector('.token.added.left') !== null).to.equal(true);
    expect(c.querySelector('.token.blocked.top') !== null).to.equal(true);
    expect(c.getAttribute('aria-label')).to.contain('removed').and.to.contain('empty');
  });
});

describe('the CCG raider panel', () => {
  it('shows the raider’s card: abilities, life, hits and impairments, hand, rows and piles', async () => {
    const session = ccgSession(1);
    const panel = await mountCcg('tr-ccg-raider-panel', session);
    const root = panel.shadowRoot!;
    const raider = session.state.raiders[0]!;
    expect(root.querySelector('h3')!.textContent).to.contain('Lara Croft, Spelunker');
    const abilities = Object.fromEntries(
      [...root.querySelectorAll<HTMLElement>('td[data-ability]')].map((td) => [
        td.dataset.ability,
        td.textContent!.trim(),
      ]),
    );
    expect(abilities).to.deep.equal({ fight: '2', move: '3', search: '3', think: '2' });
    expect(root.querySelector('.life')!.textContent).to.equal('Life 2 of 2');
    expect(root.querySelectorAll('[aria-label="Hand"] li')).to.have.length(raider.hand.length);
    expect(raider.hand.length).to.be.greaterThan(0);
    expect(root.querySelector('.piles')!.textContent).to.contain(`Draw deck ${raider.deck.length}`);
    expect([...root.querySelectorAll('.none')].map((p) => p.textContent)).to.deep.equal([
      'Saved row: none',
      'Unsaved row: none',
    ]);

    show(session, (state) => {
      const r = state.raiders[0]!;
      r.hits = 1;
      r.injuries.search = 1;
      r.stuckTurn = state.turn;
      r.unsaved = [r.hand[0]!];
      r.hand = r.hand.slice(1);
    });
    await settled(panel);
    expect(root.querySelector('.life')!.textContent).to.equal('Life 1 of 2');
    expect(root.querySelector('.hits')!.getAttribute('data-hits')).to.equal('1');
    expect(root.querySelector('td[data-ability="search"]')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '2 (3 −1)',
    );
    expect(root.querySelector('.flag.stuck') !== null).to.equal(true);
    expect(root.querySelectorAll('[aria-label="Unsaved row"] li')).to.have.length(1);
  });

  it('hides the other players’ hands in hot-seat until they take over the screen', async () => {
    const session = ccgSession(2, {
      mode: 'hotSeat',
      players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
    });
    const panel = await mountCcg('tr-ccg-raider-panel', session);
    const root = panel.shadowRoot!;
    const viewer = session.viewer;
    const other = 1 - viewer;
    expect(root.querySelector(`section[data-player="${viewer}"] [aria-label="Hand"]`) !== null).to.equal(true);
    expect(root.querySelector(`section[data-player="${other}"] [aria-label="Hand"]`) === null).to.equal(true);
    expect(root.querySelector(`section[data-player="${other}"] .hidden-hand`)!.textContent).to.contain(
      `${session.state.raiders[other]!.hand.length} card`,
    );
    session.viewer = other;
    session.changed();
    await settled(panel);
    expect(root.querySelector(`section[data-player="${viewer}"] [aria-label="Hand"]`) === null).to.equal(true);
    expect(root.querySelector(`section[data-player="${other}"] [aria-label="Hand"]`) !== null).to.equal(true);
  });
});

describe('the CCG playtest log', () => {
  it('lists each action with its events, goes back to any point by replaying, and forward again to the same state', async () => {
    const session = ccgSession(1);
    const log = await mountCcg('tr-ccg-play-log', session);
    play(session, 'move', (a) => a.type === 'move' && a.side === 'top');
    while (session.state.pending && session.state.round === 'action') play(session, session.legal[0]!.type);
    await settled(log);
    const root = log.shadowRoot!;
    const n = session.steps.length;
    expect(n).to.be.greaterThan(1);
    expect(root.querySelectorAll('li.entry:not(.start)')).to.have.length(n);
    expect(root.querySelector('li.entry[data-step="1"] .what')!.textContent).to.contain('Move deeper');
    expect([...root.querySelectorAll('li.event')].map((e) => e.textContent)).to.deep.equal(
      session.steps.flatMap((s) => s.events.map((e) => e.text)),
    );
    const end = stateDigest(session.state);
    expect(root.querySelector('.digest')!.textContent).to.equal(end);

    root.querySelector<HTMLButtonElement>('button[aria-label="Back to the start"]')!.click();
    await settled(log);
    expect(session.steps).to.have.length(0);
    expect(stateDigest(session.state)).to.equal(stateDigest(session.first));
    expect(root.querySelectorAll('li.entry.future')).to.have.length(n);
    root.querySelector<HTMLButtonElement>(`button[aria-label="Forward to after step ${n}"]`)!.click();
    await settled(log);
    expect(session.steps).to.have.length(n);
    expect(root.querySelector('.digest')!.textContent).to.equal(end, 'the replay reaches the identical state');
    root.querySelector<HTMLButtonElement>('button.undo')!.click();
    await settled(log);
    expect(session.steps).to.have.length(n - 1);
    expect(root.querySelector('[aria-current="step"]')!.getAttribute('data-step')).to.equal(String(n - 1));
  });
});

describe('the CCG dice', () => {
  it('shows the last test’s dice, result, target and outcome', async () => {
    const session = ccgSession(1);
    const dice = await mountCcg('tr-ccg-dice', session);
    expect(dice.shadowRoot!.querySelector('.none') !== null).to.equal(true);
    play(session, 'move', (a) => a.type === 'move' && a.side === 'top');
    if (session.state.pending?.kind === 'obstacleOrder') play(session, 'face');
    play(session, 'test', (a) => a.type === 'test' && !a.cards);
    await settled(dice);
    expect(session.state.lastRoll).to.not.equal(null);
    const shown = [...dice.shadowRoot!.querySelectorAll<HTMLElement>('.die')].map((d) => Number(d.dataset.face));
    expect(shown).to.deep.equal(session.state.lastRoll!.dice);
    expect(dice.shadowRoot!.querySelector('.result')!.textContent).to.equal(String(session.state.lastRoll!.result));
    expect(dice.shadowRoot!.querySelector('.outcome')!.textContent).to.contain(
      session.state.lastRoll!.success ? 'success' : 'failure',
    );
  });

  it('a raider ability left to the player: its text, how often, and Use ability while she may (rule decision 158)', async () => {
    const raider = {
      kind: 'ccgCard',
      id: 'test-scout',
      name: 'Test Scout',
      type: 'raider',
      power: 1,
      fight: 2,
      move: 3,
      search: 3,
      think: 2,
      effects: [{ type: 'manual', text: 'Look at the top card of the level deck.', uses: 'oncePerLevel' }],
    } as unknown as ContentItem;
    const packs = [{ ...ccgPack, id: 'test-items', items: [raider] }, ccgPack];
    const session = new CcgPlaytestSession({
      packs,
      level: { kind: 'ccgLevel', id: 'introductory-cave' },
      title: 'Introductory',
      options: { seed: 1, mode: 'solitaire', players: [{ raider: 'test-scout' }] },
    });
    const panel = await mountCcg('tr-ccg-raider-panel', session);
    const list = panel.shadowRoot!.querySelector('.abilities-by-hand')!;
    expect(list.textContent).to.contain('Look at the top card of the level deck.').and.to.contain('once per level');
    list.querySelector<HTMLButtonElement>('button.use-ability')!.click();
    await settled(panel);
    expect(session.state.pending?.kind).to.equal('manual');
    expect(session.apply({ type: 'done' })).to.equal(true);
    await settled(panel);
    expect(panel.shadowRoot!.querySelector('.abilities-by-hand')!.textContent).to.contain('used 1×');
    expect(panel.shadowRoot!.querySelector('button.use-ability')).to.equal(null, 'once per level: used');
  });
});
