// The by-hand controls for the goals' variants (rule decisions 190, 191): who carries the found
// treasure of a retrieval level, or where it lies; each raider's points in a bounty-hunter level.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/ccg-playtest/ccg-by-hand.ts';
import type { TrCcgByHand } from '../../src/ui/ccg-playtest/ccg-by-hand.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { CcgPlaytestSession } from '../../src/store/ccg-playtest-session.ts';
import { ccgPack, mountCcg, show } from './ccg-playtest-fixtures.ts';
import { settled } from './fixtures.ts';

/** Two raiders on a variant of the Introductory Cave with `goal`; the first to act has Written Effect (applied by hand)
 * waiting. */
function waitingByHand(goal: Record<string, unknown>) {
  const cave = ccgPack.items.find((i) => i.id === 'introductory-cave')!;
  const pack: Pack = { ...ccgPack, items: [...ccgPack.items, { ...cave, id: 'goal-cave', goal } as ContentItem] };
  const s = new CcgPlaytestSession({
    packs: [pack],
    level: { kind: 'ccgLevel', id: 'goal-cave' },
    title: 'Goal',
    options: {
      seed: 3,
      mode: 'hotSeat',
      players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }],
      setup: {
        map: [{ spot: { column: 1, depth: 2 }, card: 'open-cavern' }],
        raiders: [{ hand: ['by-hand-test'] }, { hand: ['by-hand-test'] }],
      },
    },
  });
  if (!s.apply({ type: 'playCard', card: 'by-hand-test' })) throw new Error(s.error);
  expect(s.state.pending?.kind).to.equal('manual');
  return s;
}

async function change(el: TrCcgByHand, selector: string, value: string): Promise<void> {
  const field = el.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  expect(field, selector).to.not.equal(null);
  field!.value = value;
  field!.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await settled(el);
}

describe('the CCG by-hand controls for the goal', () => {
  afterEach(() => document.querySelectorAll('.ccg-playtest-host').forEach((el) => el.remove()));

  it('retrieval: gives the found treasure to another raider, then drops it at a spot (adjust treasure, logged "By hand")', async () => {
    const s = waitingByHand({ type: 'retrieval' });
    const el = await mountCcg('tr-ccg-by-hand', s);
    expect(el.shadowRoot!.querySelector('select[aria-label="Treasure"]'), 'not before it is found').to.equal(null);
    const first = s.state.pending!.player;
    const other = 1 - first;
    show(s, (state) => {
      state.treasureFound = true;
      state.raiders[first]!.carriesTreasure = true;
    });
    await settled(el);
    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="Treasure"]')!;
    expect(select.value).to.equal(`raider:${first}`);
    await change(el, 'select[aria-label="Treasure"]', `raider:${other}`);
    expect(s.state.log.at(-1)).to.deep.include({ type: 'adjust', what: 'treasure', raider: other });
    expect(s.state.raiders[other]!.carriesTreasure).to.equal(true);
    expect(s.state.raiders[first]!.carriesTreasure).to.equal(false);
    expect(
      s.steps
        .at(-1)!
        .events.map((e) => e.text)
        .join(' '),
    ).to.match(/^By hand: the treasure goes from .+ to .+\.$/);
    await change(el, 'select[aria-label="Treasure"]', 'spot:1,2');
    expect(s.state.droppedTreasure?.spot).to.deep.equal({ column: 1, depth: 2 });
    expect(s.state.raiders.some((r) => r.carriesTreasure)).to.equal(false);
    expect(el.shadowRoot!.querySelector<HTMLSelectElement>('select[aria-label="Treasure"]')!.value).to.equal(
      'spot:1,2',
    );
  });

  it('bounty hunter: sets a raider\u2019s points (adjust points); none shown in other levels', async () => {
    const s = waitingByHand({ type: 'bountyHunter', pointsPerCreature: 1, pointsPerTreasurePower: 1 });
    const el = await mountCcg('tr-ccg-by-hand', s);
    await change(el, 'input[aria-label="Player 2: points"]', '4');
    expect(s.state.raiders[1]!.points).to.equal(4);
    expect(s.state.log.at(-1)).to.deep.include({ type: 'adjust', what: 'points', raider: 1, value: 4 });
    expect(s.state.status).to.equal('playing');
    const plain = await mountCcg('tr-ccg-by-hand', waitingByHand({ type: 'findTreasure' }));
    expect(plain.shadowRoot!.querySelector('input[aria-label="Player 1: points"]')).to.equal(null);
    expect(plain.shadowRoot!.querySelector('select[aria-label="Treasure"]')).to.equal(null);
  });
});
