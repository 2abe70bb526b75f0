import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/island-map.ts';
import { settled } from './fixtures.ts';
import { mountWith, shadow } from './playtest-fixtures.ts';
import { campaignAtExit, campaignSession } from './island-fixtures.ts';

const all = (el: Element, selector: string) => [...shadow(el).querySelectorAll(selector)];
const spaceIds = (el: Element, selector: string) => all(el, selector).map((g) => g.getAttribute('data-space'));
const answers = (el: Element) => all(el, '.answers button').map((b) => b.textContent!.replace(/\s+/g, ' ').trim());

describe('the island map', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it("draws the island at its setup and asks the Lara-Pin's start on the start spaces: a click on one answers", async () => {
    const session = campaignSession(1);
    const map = await mountWith('tr-island-map', session);
    expect(all(map, 'g.space')).to.have.length(22);
    expect(all(map, 'line.path')).to.have.length(30, 'each path of the board once');
    expect(spaceIds(map, 'g.space.target')).to.deep.equal(['j1', 'j2', 'j3', 'j4', 'j5', 'j6']);
    // Six tombs, each with its token face down; nothing found yet; no pin on the island.
    expect(all(map, '.tomb-token[data-face-up="no"]')).to.have.length(6);
    expect(all(map, '.tomb-token text').map((t) => t.textContent)).to.deep.equal(Array(6).fill('?'));
    expect(all(map, '.lara-pin')).to.have.length(0);
    expect(shadow(map).querySelector('[data-find="map"]')!.textContent).to.contain('✗');
    expect(shadow(map).querySelector('.decision h4')!.textContent).to.equal(
      'Where does the Lara-Pin start on the island?',
    );
    expect(answers(map)[0]).to.equal('Start on j1 (jungle)');
    expect(shadow(map).activeElement?.textContent?.trim()).to.equal(
      'Start on j1 (jungle)',
      'the first answer has the focus',
    );

    (shadow(map).querySelector('g.space[data-space="j3"]') as SVGGElement).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    );
    await settled(map);
    expect(session.steps.map((s) => s.action)).to.deep.equal([{ type: 'islandStart', space: 'j3' }]);
    expect(spaceIds(map, '.lara-pin')).to.deep.equal(['j3']);
    expect(all(map, '.natla-pin')).to.have.length(1);
    expect(spaceIds(map, '.natla-pin')).to.deep.equal([session.state.campaign!.pins[0]!]);
    expect(all(map, '.decision'), 'the level is played now: nothing to decide on the island').to.have.length(0);
    expect(shadow(map).querySelector('h3')!.textContent).to.contain('Lara plays Strangler Fig Crossing on j3');
  });

  it('answers from the keyboard: Tab reaches a marked space, Enter picks it', async () => {
    const session = campaignSession(2);
    const map = await mountWith('tr-island-map', session);
    const j5 = shadow(map).querySelector('g.space[data-space="j5"]') as SVGGElement;
    expect(j5.getAttribute('tabindex')).to.equal('0');
    expect(shadow(map).querySelector('g.space[data-space="m1"]')!.getAttribute('tabindex')).to.equal('-1');
    j5.focus();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true });
    j5.dispatchEvent(enter);
    await settled(map);
    expect(enter.defaultPrevented, 'the playtest does not take the key as well').to.equal(true);
    expect(session.steps.map((s) => s.action)).to.deep.equal([{ type: 'islandStart', space: 'j5' }]);
  });

  it("Lara's island move: the spaces she may reach, the Event Card a cleared space costs, tokens face up and Cleared Tokens", async () => {
    const session = campaignAtExit(1, {
      lara: 'j3',
      pins: ['t6'],
      cleared: ['j5'],
      tokens: { t1: 'map', t3: 'key' },
      revealed: ['t1'],
    });
    expect(session.apply({ type: 'exit' }), session.error).to.equal(true);
    const map = await mountWith('tr-island-map', session);
    expect(shadow(map).querySelector('h3')!.textContent).to.contain("Lara's island move");
    expect(spaceIds(map, 'g.space[data-cleared="yes"]')).to.deep.equal(['j3', 'j5']);
    expect(all(map, '.cleared-token')).to.have.length(2);
    expect(all(map, '.tomb-token[data-face-up="yes"] text').map((t) => t.textContent)).to.deep.equal(['MAP']);
    expect(all(map, '.tomb-token[data-face-up="no"]')).to.have.length(1, 't3: the KEY, face down');
    expect(spaceIds(map, 'g.space.target').sort()).to.deep.equal(['d1', 'd2', 'j1', 'm1', 't1', 't3']);
    // Beyond the cleared j5 each space costs an Event Card: marked on the map and said in the list.
    expect(
      spaceIds(map, 'g.space.target').filter((id) => shadow(map).querySelector(`g.space[data-space="${id}"] .cost`)),
    ).to.deep.equal(['d1', 'd2', 't3']);
    expect(answers(map)).to.include('Move to m1 (mountain)');
    expect(answers(map)).to.include('Move to t3 (tomb)Passes a cleared space: discard 1 Event Card.');
    const deck = session.state.eventDeck.draw.length;
    const t3 = all(map, '.answers button').find((b) => b.getAttribute('data-space') === 't3') as HTMLButtonElement;
    t3.click();
    await settled(map);
    expect(session.steps.at(-1)!.action).to.deep.equal({ type: 'islandMove', to: 't3' });
    expect(session.state.eventDeck.draw.length).to.equal(deck - 1);
    expect(session.state.level).to.deep.equal(
      { kind: 'location', id: 'rolling-stone-vault' },
      'the tomb plays the next Tomb Location Card',
    );
    expect(spaceIds(map, '.lara-pin')).to.deep.equal(['t3']);
  });

  it('read only (during a level): the island is drawn, nothing is asked', async () => {
    const session = campaignSession(1);
    const map = await mountWith('tr-island-map', session);
    map.readonly = true;
    await settled(map);
    expect(all(map, 'g.space')).to.have.length(22);
    expect(all(map, 'g.space.target')).to.have.length(0);
    expect(all(map, '.decision')).to.have.length(0);
  });
});
