import { expect } from '@esm-bundle/chai';
import { DEFAULT_OPTIONS, gameOptions, type PlaytestOptions } from '../../src/store/playtest-launch.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import { cardsPack } from './playtest-fixtures.ts';
import '../../src/ui/playtest/playtest-options.ts';
import type { TrPlaytestOptions } from '../../src/ui/playtest/playtest-options.ts';
import { mount, settled } from './fixtures.ts';

// The playtest options not covered elsewhere: the seed (typed, or a new one), a challenge, and a
// custom starting kit — each reaching the game that restarts with them.

async function form(): Promise<TrPlaytestOptions> {
  const el = document.createElement('tr-playtest-options');
  el.options = DEFAULT_OPTIONS;
  el.challenges = 2;
  el.chapter = true;
  return mount(el);
}
const restarted = (el: TrPlaytestOptions) =>
  new Promise<PlaytestOptions>((resolve) =>
    el.addEventListener('restart', (e) => resolve((e as CustomEvent).detail.options), { once: true }),
  );
async function change(el: TrPlaytestOptions, selector: string, value: string) {
  const input = el.shadowRoot!.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  input.value = value;
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input'));
  await settled(el);
}
async function restart(el: TrPlaytestOptions): Promise<PlaytestOptions> {
  const options = restarted(el);
  el.shadowRoot!.querySelector<HTMLButtonElement>('button.restart')!.click();
  return options;
}

/** A game on a small map with these options, as the launcher starts it. */
function game(o: PlaytestOptions) {
  const { items, ref } = scenarioLevel({
    map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
    tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' }],
    objectives: [{ type: 'reachExit' }],
  });
  return new PlaytestSession({
    packs: withScenarioItems([cardsPack], items),
    level: ref,
    title: 't',
    options: gameOptions(o),
  }).state;
}

describe('the playtest options: seed, challenge and starting kit', () => {
  afterEach(() => document.querySelectorAll('tr-playtest-options').forEach((el) => el.remove()));

  it('shows the seed, takes a typed one, and "New seed" gives another; the same seed gives the same game', async () => {
    const el = await form();
    const seed = () => el.shadowRoot!.querySelector<HTMLInputElement>('input.seed')!.value;
    expect(seed()).to.equal('1');
    await change(el, 'input.seed', 'temple 7');
    expect((await restart(el)).seed).to.equal('temple 7');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.new-seed')!.click();
    await settled(el);
    expect(seed()).to.match(/^\d+$/);
    const fresh = await restart(el);
    expect(fresh.seed).to.not.equal('1');
    expect(game(fresh).random).to.deep.equal(game({ ...fresh }).random);
    expect(game({ ...fresh, seed: 'temple 7' }).random).to.not.deep.equal(game(fresh).random);
  });

  it('plays a challenge, and a custom kit sets Lara’s health and dice', async () => {
    const el = await form();
    await change(el, 'select[aria-label="Mode"]', 'challenge-1');
    await change(el, 'select[aria-label="Starting kit"]', 'custom');
    await change(el, 'input[aria-label="Health"]', '7');
    await change(el, 'input[aria-label="Dice"]', '4');
    const o = await restart(el);
    expect([o.mode, o.challenge]).to.deep.equal(['challenge', 1]);
    expect(o.kit).to.deep.equal({ custom: true, health: 7, dice: 4 });
    const state = game({ ...o, mode: 'single' });
    expect([state.lara.health, state.lara.dice, state.lara.diceLeft]).to.deep.equal([7, 4, 4]);
  });
});
