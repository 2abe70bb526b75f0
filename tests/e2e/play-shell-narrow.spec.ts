import { test, expect, type Locator, type Page } from '@playwright/test';
import { packButton } from './library-helpers.ts';

// The shared play shell in a 1000×800 window, each game started from the library as a user would: the top bar
// keeps to one line (the title gives way, not the buttons), the Underworld tracks fit their panel, and a loaded
// replay's passed check is a mark in the bar, not a row under it for the whole game.

const games: [string, string, RegExp][] = [
  ['Crypt of Chronos', 'chapter', /^Landfall/],
  ['CCG', 'ccgLevel', /^Introductory level \(tomb deck\)/],
  ['The Angel of Darkness', 'aodSetup', /^The museum at night/],
  ['RPG', 'rpgEncounter', /^Wolf pass/],
  ['Underworld', 'uwGame', /^Tomb Raider Underworld/],
];

async function playFromLibrary(page: Page, kind: string, item: RegExp): Promise<Locator> {
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page.locator(`section.kind[data-kind="${kind}"]`).getByRole('button', { name: item }).click();
  await page.locator('tr-library section.detail').getByRole('button', { name: 'Playtest', exact: true }).click();
  const bar = page.locator('tr-play-shell').getByRole('toolbar', { name: 'Playtest' });
  await expect(bar.getByRole('button', { name: 'Save replay' })).toBeEnabled();
  return bar;
}

/** Where each shown part of the bar starts, and where its first button ends: one line when all start above it. */
const barLines = (bar: Locator) =>
  bar.evaluate((el) => {
    const shown = [...el.querySelectorAll<HTMLElement>('h2, button, [role="status"]')].filter((e) => e.offsetParent);
    const first = el.querySelector('button')!.getBoundingClientRect();
    return { firstBottom: first.bottom, tops: shown.map((e) => e.getBoundingClientRect().top) };
  });

async function expectOneLine(bar: Locator): Promise<void> {
  const { firstBottom, tops } = await barLines(bar);
  expect(tops.length).toBeGreaterThan(5);
  for (const top of tops) expect(top).toBeLessThan(firstBottom);
}

for (const [game, kind, item] of games)
  test(`at 1000×800 the ${game} playtest's top bar is one line`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1000, height: 800 });
    const bar = await playFromLibrary(page, kind, item);
    await expectOneLine(bar);
    // The whole title is still the heading's name (and its tooltip), though cut on screen.
    await expect(bar.getByRole('heading', { level: 2 })).toHaveAccessibleName(/^Playtest: /);
    expect(errors).toEqual([]);
  });

test('at 1000×800 the Underworld tracks fit their panel, and a passed replay check is a mark in the bar', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1000, height: 800 });
  const bar = await playFromLibrary(page, 'uwGame', /^Tomb Raider Underworld/);
  const shell = page.getByRole('region', { name: 'Playtest' });
  const board = shell.getByLabel('Underworld board');
  const tracks = board.getByRole('grid', { name: /^Tracks of / });
  await expect(tracks).toBeVisible();
  const fits = (el: Element) => {
    const panel = el.closest('.board')!;
    const rows = [...el.querySelectorAll('[role="row"]')].map((r) => r.getBoundingClientRect().right);
    const last = [...el.querySelectorAll('[role="gridcell"]')].map((c) => c.getBoundingClientRect().right);
    return {
      board: [el.closest('.uw')!.scrollWidth, el.closest('.uw')!.clientWidth],
      panel: [panel.scrollWidth, panel.clientWidth],
      right: Math.max(...rows, ...last),
      panelRight: panel.getBoundingClientRect().right,
    };
  };
  const sizes = await tracks.evaluate(fits);
  expect(sizes.board[0], 'the board does not overflow').toBeLessThanOrEqual(sizes.board[1]);
  expect(sizes.panel[0], 'the board panel needs no scrolling sideways').toBeLessThanOrEqual(sizes.panel[1]);
  expect(sizes.right, 'the last space of each track is inside the panel').toBeLessThanOrEqual(sizes.panelRight);

  // The replay saved at once and loaded from the Playtest area's list: checked, then a mark in the bar's line.
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Save replay' }).click();
  const replay = await (await download).path();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Playtest' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('tr-playtest-start').getByRole('button', { name: 'Load replay…' }).click();
  await (await chooser).setFiles(replay);
  await expect(bar.getByRole('button', { name: '← Back to the list of levels' })).toBeVisible();
  const mark = bar.getByRole('status');
  await expect(mark).toHaveText('The replay reproduces what it recorded.', { timeout: 30_000 });
  await expect(mark).toHaveAttribute('title', 'The replay reproduces what it recorded.');
  await expect(mark).toBeVisible();
  await expectOneLine(bar);
  // Nothing under the bar: the table starts right below it.
  const gap = await bar.evaluate((el) => {
    const slot = el.parentElement!;
    return slot.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom;
  });
  expect(gap).toBeLessThanOrEqual(1);
});
