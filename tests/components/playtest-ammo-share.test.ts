// The Craft Bench's split of crafted ammo: the engine's own split to start from, the player's numbers
// sent as the craft action's shareAmmo, and the weapons loaded so.
import { expect } from '@esm-bundle/chai';
import '../../src/ui/playtest/action-list.ts';
import { settled } from './fixtures.ts';
import { arenaSession, mountWith, shadow } from './playtest-fixtures.ts';

const twoWeapons = () =>
  arenaSession(1, {
    inventory: {
      weapons: [
        { id: 'bow', ammo: 1 },
        { id: 'm16', ammo: 0 },
      ],
      resources: ['scrap', 'oil'],
    },
  });

async function shareOf(list: Element) {
  const li = shadow(list).querySelector('button.craft[data-recipe="ammo"]')!.closest('li')!;
  const share = li.querySelector('tr-ammo-share')!;
  await settled(share);
  return share;
}

describe('sharing crafted ammo', () => {
  afterEach(() => document.querySelectorAll('.playtest-host').forEach((el) => el.remove()));

  it('starts from the engine’s split and crafts with the player’s', async () => {
    const session = twoWeapons();
    const list = await mountWith('tr-action-list', session);
    const share = await shareOf(list);
    shadow(share).querySelector('summary')!.click();
    const bow = shadow(share).querySelector<HTMLInputElement>('input[aria-label="Ammo for the Bow"]')!;
    const m16 = shadow(share).querySelector<HTMLInputElement>('input[aria-label^="Ammo for the M16"]')!;
    expect([bow.value, m16.value]).to.deep.equal(['3', '2'], 'one at a time round the slots, the Bow full at 4');
    bow.value = '0';
    bow.dispatchEvent(new Event('input'));
    m16.value = '5';
    m16.dispatchEvent(new Event('input'));
    await settled(share);
    expect(shadow(share).querySelector('.sum')!.textContent).to.contain('5 of 5');
    shadow(share).querySelector<HTMLButtonElement>('button.craft-shared')!.click();
    await settled(list);
    expect(session.steps.at(-1)!.action).to.deep.equal({
      type: 'craft',
      recipe: 'ammo',
      shareAmmo: { bow: 0, m16: 5 },
    });
    expect(session.state.inventory.weapons.map((w) => w.ammo)).to.deep.equal([1, 5]);
  });

  it('refuses more than the recipe gives, and shares the rest round when fewer are named', async () => {
    const session = twoWeapons();
    const list = await mountWith('tr-action-list', session);
    const share = await shareOf(list);
    const bow = shadow(share).querySelector<HTMLInputElement>('input[aria-label="Ammo for the Bow"]')!;
    const m16 = shadow(share).querySelector<HTMLInputElement>('input[aria-label^="Ammo for the M16"]')!;
    m16.value = '6';
    m16.dispatchEvent(new Event('input'));
    await settled(share);
    expect(shadow(share).querySelector<HTMLButtonElement>('button.craft-shared')!.disabled).to.equal(true);
    expect(shadow(share).querySelector('.sum')!.textContent).to.contain('too many');
    m16.value = '1';
    m16.dispatchEvent(new Event('input'));
    bow.value = '0';
    bow.dispatchEvent(new Event('input'));
    await settled(share);
    expect(shadow(share).querySelector('.sum')!.textContent).to.contain('the other 4 shared round');
    shadow(share).querySelector<HTMLButtonElement>('button.craft-shared')!.click();
    expect(session.state.inventory.weapons.map((w) => w.ammo)).to.deep.equal(
      [3, 3],
      'm16 1, then 4 round: bow, m16, bow, m16',
    );
  });

  it('is not offered with a single weapon', async () => {
    const session = arenaSession(1, { inventory: { weapons: [{ id: 'bow', ammo: 0 }], resources: ['scrap', 'oil'] } });
    const list = await mountWith('tr-action-list', session);
    expect(shadow(list).querySelector('tr-ammo-share')).to.equal(null);
  });
});
