// The playtest shows the treasure's whereabouts and the bounty hunter's points (audit of issue 10):
// a star on the pawn of the raider who carries it and a flag on her card, a token on the spot where a
// dropped treasure lies, and each raider's points when the level's goal is bounty hunter.
import { expect } from '@esm-bundle/chai';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { CcgPlaytestSession } from '../../src/store/ccg-playtest-session.ts';
import '../../src/ui/ccg-playtest/ccg-play-map.ts';
import '../../src/ui/ccg-playtest/ccg-raider-panel.ts';
import { settled } from './fixtures.ts';
import { ccgPack, ccgSession, cell, mountCcg, show } from './ccg-playtest-fixtures.ts';

afterEach(() => document.querySelectorAll('.ccg-playtest-host').forEach((el) => el.remove()));

describe('the CCG playtest: treasure and points', () => {
  it('marks the raider carrying the treasure on the map and on her card, and a dropped treasure on its spot', async () => {
    const session = ccgSession(1);
    const map = await mountCcg('tr-ccg-play-map', session);
    const panel = await mountCcg('tr-ccg-raider-panel', session);
    expect(cell(map, 1, 1).querySelector('.pawn.carries') === null).to.equal(true);
    expect(panel.shadowRoot!.querySelector('.flag.treasure') === null).to.equal(true);
    show(session, (state) => {
      state.treasureFound = true;
      state.raiders[0]!.carriesTreasure = true;
    });
    await settled(map);
    await settled(panel);
    expect(cell(map, 1, 1).querySelector('.pawn.carries') !== null).to.equal(true);
    expect(cell(map, 1, 1).getAttribute('aria-label')).to.contain('carrying the treasure');
    expect(panel.shadowRoot!.querySelector('.flag.treasure')!.textContent).to.contain('carries the treasure');
    show(session, (state) => {
      state.raiders[0]!.carriesTreasure = false;
      state.droppedTreasure = { spot: { column: 1, depth: 1 }, searchTarget: 18 };
    });
    await settled(map);
    await settled(panel);
    expect(cell(map, 1, 1).querySelector('.pawn.carries') === null).to.equal(true);
    expect(cell(map, 1, 1).querySelector('.treasure-token')!.textContent).to.contain('search 18');
    expect(cell(map, 1, 1).getAttribute('aria-label')).to.contain('the treasure lies here');
    expect(panel.shadowRoot!.querySelector('.flag.treasure') === null).to.equal(true);
  });

  it('shows each raider’s points on a bounty hunter level, and none on other levels', async () => {
    const plain = await mountCcg('tr-ccg-raider-panel', ccgSession(1));
    expect(plain.shadowRoot!.querySelector('.points') === null).to.equal(true);
    const tomb = ccgPack.items.find((i) => i.id === 'introductory-tomb')!;
    const bounty = {
      ...tomb,
      id: 'bounty-tomb',
      goal: { type: 'bountyHunter', pointsPerCreature: 1, pointsPerTreasurePower: 1 },
    } as ContentItem;
    const pack: Pack = { ...ccgPack, items: [...ccgPack.items, bounty] };
    const session = new CcgPlaytestSession({
      packs: [pack],
      level: { kind: 'ccgLevel', id: 'bounty-tomb' },
      title: 'Bounty',
      options: { seed: 1, mode: 'solitaire', players: [{ raider: 'lara-croft-spelunker' }] },
    });
    const panel = await mountCcg('tr-ccg-raider-panel', session);
    expect(panel.shadowRoot!.querySelector('.points')!.textContent).to.equal('0 points');
    show(session, (state) => {
      state.raiders[0]!.points = 3;
    });
    await settled(panel);
    expect(panel.shadowRoot!.querySelector('.points')!.getAttribute('data-points')).to.equal('3');
    expect(panel.shadowRoot!.querySelector('.points')!.textContent).to.equal('3 points');
  });
});
