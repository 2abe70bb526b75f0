import { test, expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import {
  arenaMap,
  browserCard,
  ccgCell,
  dragBetween,
  dragToSpace,
  levelBoard,
  loadScenario,
  newLevelWithOneTile,
  watchErrors,
} from './editor-helpers.ts';

// A designer's first hour (issue 22), as a new user works: roles and visible text, real mouse
// drags. Playtests that never mislead: objectives met only when met, a draft's problems shown
// before it is played, the turn controls in view, decisions in the rulebook's words with the board
// in sight, one click one step.

const playBoard = (page: Page) => page.locator('tr-playtest-board svg.board');
const lara = (page: Page) => page.locator('tr-playtest-board g.figure-lara');

/** A new empty level with one jungle tile and Lara's start on it, and no exit. */
async function draftWithoutExit(page: Page): Promise<void> {
  const low = await newLevelWithOneTile(page);
  await dragToSpace(page, page.locator('tr-token-palette [data-token="Lara\'s start"]'), low.x, low.y);
  await expect(page.locator('tr-level-board .token[data-type="laraStart"]')).toHaveCount(1);
  await expect(page.locator('tr-problems-panel')).not.toContainText('Checking…', { timeout: 30_000 });
}

test('a first visit: the start page offers ways in and a guided tour over a sample; once ended it never shows again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await watchErrors(page, 1400, 900);
  await page.goto('/');
  const start = page.getByRole('region', { name: 'Welcome to the Workshop' });
  await expect(start).toBeVisible();
  for (const name of ['Design a chapter', 'Design a CCG level', 'Open a sample', 'Import a pack'])
    await expect(start.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('start-page.png') });
  // The tour: the sample in the library (its map, its JSON one click away), then its copy in the editor, then played.
  await start.getByRole('button', { name: 'Take the guided tour' }).click();
  const tour = page.getByRole('dialog', { name: 'The library' });
  await expect(tour).toBeVisible();
  await expect(page.getByRole('img', { name: 'Map of Landfall' })).toBeVisible();
  await expect(page.getByLabel('Selected item').getByText('JSON', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'The level editor' })).toBeVisible();
  await expect(levelBoard(page)).toBeVisible();
  await expect(page.getByLabel('Open a draft')).toHaveValue(/.+/);
  await page.getByRole('dialog', { name: 'The level editor' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'A playtest' })).toBeVisible();
  await expect(playBoard(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tour-playtest.png') });
  await page.getByRole('dialog', { name: 'A playtest' }).getByRole('button', { name: 'End the tour' }).click();
  await expect(page.getByRole('dialog', { name: /The|A playtest|Your turn/ })).toHaveCount(0);
  // Ended is stored: a reload, even with no pack of the user's own, shows the library's list without it.
  await page.evaluate(() => indexedDB.deleteDatabase('tomb-raider-workshop'));
  await page.goto('/#library');
  await expect(page.getByRole('button', { name: /Base pack/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome to the Workshop' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the start page: "Design a CCG level" opens a new level in the CCG designer, and "Don\'t show this again" closes it for good', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: /^Design a CCG level/ }).click();
  await expect(page.getByRole('tab', { name: 'CCG designer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-ccg-map [role="gridcell"]')).toHaveCount(18);
  // The new level is stored before the storage is wiped: a write still pending would store the user's pack again
  // after the wipe (the app lets the database go when asked, and saves what it holds), and the start page, which
  // shows only while the user has no pack, would not come back (seen once in CI).
  await expect(page.locator('tr-ccg-workbench .save')).toHaveText('Saved');
  // A pack of the user's own now exists: the start page is gone.
  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page.getByRole('region', { name: 'Welcome to the Workshop' })).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const wipe = indexedDB.deleteDatabase('tomb-raider-workshop');
        wipe.onsuccess = () => resolve();
        wipe.onerror = () => reject(wipe.error);
      }),
  );
  await page.reload();
  const start = page.getByRole('region', { name: 'Welcome to the Workshop' });
  await expect(start).toBeVisible();
  await start.getByRole('button', { name: "Don't show this again" }).click();
  await expect(start).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /Base pack/ }).first()).toBeVisible();
  await expect(start).toHaveCount(0);
});

test('a draft with problems: they are shown before the playtest, "Play anyway" plays it, and "Reach the exit" is not met', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await watchErrors(page, 1400, 900);
  await draftWithoutExit(page);
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  const before = page.getByRole('dialog', { name: 'Before the playtest' });
  await expect(before).toBeVisible();
  await expect(before.getByRole('listitem').first()).toBeVisible();
  await expect(before).toContainText(/exit/i);
  // Back to editing keeps the editor; Playtest again and play anyway.
  await before.getByRole('button', { name: 'Back to editing' }).click();
  await expect(before).toBeHidden();
  await expect(levelBoard(page)).toBeVisible();
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.getByRole('dialog', { name: 'Before the playtest' }).getByRole('button', { name: 'Play anyway' }).click();
  await expect(playBoard(page)).toBeVisible();
  const objective = page
    .getByRole('region', { name: "Lara's board" })
    .getByRole('listitem')
    .filter({ hasText: 'Reach the exit' });
  await expect(objective).toBeVisible();
  await expect(objective).not.toContainText('(met)');
  await expect(objective).toContainText('(not met)');
  // The board is fitted to the one laid tile (3 × 3 spaces), not to the 4 × 4-tile layout.
  await expect(playBoard(page)).toHaveAttribute('data-columns', '3');
  await expect(playBoard(page)).toHaveAttribute('data-rows', '3');
  expect((await playBoard(page).boundingBox())!.width).toBeGreaterThan(500);
  // The options' toggle is a button with a name, and says whether they are shown.
  const options = page.getByRole('button', { name: /^Options \(seed/ });
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await options.click();
  await expect(page.getByRole('group', { name: 'Playtest options' })).toBeVisible();
  await options.click();
  await expect(page.getByRole('group', { name: 'Playtest options' })).toBeHidden();
  expect(errors).toEqual([]);
});

test('an unplayable level names every reason, and Esc goes back to the editor', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = await watchErrors(page, 1400, 900);
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await expect(levelBoard(page)).toBeVisible();
  await expect(page.locator('tr-problems-panel')).not.toContainText('Checking…', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.getByRole('dialog', { name: 'Before the playtest' }).getByRole('button', { name: 'Play anyway' }).click();
  const reasons = page.getByRole('alert').filter({ hasText: 'This level cannot be played' });
  await expect(reasons).toBeVisible();
  // The engine's reason and the draft's problems, each named.
  expect(await reasons.getByRole('listitem').count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(levelBoard(page)).toBeVisible();
  expect(errors).toEqual([]);
});

async function playLandfall(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(levelBoard(page)).toBeVisible();
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  const before = page.getByRole('dialog', { name: 'Before the playtest' });
  // A base-pack chapter has no problems: it starts at once.
  await expect(playBoard(page)).toBeVisible();
  await expect(before).toHaveCount(0);
}

test('the turn controls are in view at 1400 × 900, and the Craft Bench is folded while nothing can be crafted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await playLandfall(page);
  await expect(page.getByRole('button', { name: 'End the Lara Phase' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Next/ })).toBeInViewport();
  await expect(page.getByText(/^Craft Bench/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Craft / }).first()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('landfall-playtest.png') });
});

test('the playtest board reads at a glance and aloud: tile borders and numbers, and a grid of spaces named by what is on them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await playLandfall(page);
  // Landfall lays 16 tiles: each framed, its number shown.
  await expect(playBoard(page).locator('.tile-frame')).toHaveCount(16);
  await expect(playBoard(page).locator('text.tile-number').first()).toBeVisible();
  const grid = page.getByRole('grid', { name: /Playtest board of Landfall/ });
  await expect(grid.getByRole('row')).toHaveCount(12);
  const laraSpace = grid.getByRole('gridcell', { name: /Lara, facing/ });
  await expect(laraSpace).toHaveCount(1);
  await expect(laraSpace).toHaveAccessibleName(/^\(0, 11\), (LOW|HIGH)/);
  await expect(grid.getByRole('gridcell', { name: /, exit/ })).toHaveCount(1);
  await expect(grid.getByRole('gridcell', { name: /Wildlife, facing/ })).toHaveCount(1);
  // A token under a figure is stacked in view, not hidden: the spawn point under the Wildlife is on top there.
  const stacked = playBoard(page).locator('g.token.spawn.stacked');
  await expect(stacked).toHaveCount(1);
  const s = (await stacked.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => {
      let el: Element | null = document.elementFromPoint(x, y);
      while (el?.shadowRoot?.elementFromPoint(x, y) && el.shadowRoot.elementFromPoint(x, y) !== el)
        el = el.shadowRoot.elementFromPoint(x, y);
      return el?.closest('g.token')?.getAttribute('class') ?? '';
    },
    { x: s.x + s.width / 2, y: s.y + s.height / 2 },
  );
  expect(hit).toContain('stacked');
  // The enemies' line of sight outlines the spaces it covers: the middle of such a space looks the same with it and
  // without it.
  const sightToggle = page.getByRole('checkbox', { name: "Enemies' line of sight" });
  await sightToggle.check();
  const seen = (await playBoard(page).locator('g.sight rect').nth(2).boundingBox())!;
  const middle = { x: seen.x + seen.width / 2 - 4, y: seen.y + seen.height / 2 - 4, width: 8, height: 8 };
  const withSight = await page.screenshot({ clip: middle });
  await sightToggle.uncheck();
  await expect(playBoard(page).locator('g.sight')).toHaveCount(0);
  expect((await page.screenshot({ clip: middle })).equals(withSight)).toBe(true);
  // Zoom in as in the editor, and pan with a real mouse drag: Lara moves with the board, not on it.
  const zoom = page.getByRole('group', { name: 'Zoom' });
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await zoom.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toContainText('%');
  const area = (await page.getByLabel(/^Board area/).boundingBox())!;
  expect((await playBoard(page).boundingBox())!.width).toBeGreaterThan(area.width);
  const before = (await lara(page).boundingBox())!;
  const at = (await lara(page).getAttribute('data-at'))!;
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2 - 120, area.y + area.height / 2 - 100, { steps: 6 });
  await page.mouse.up();
  const after = (await lara(page).boundingBox())!;
  expect(before.x - after.x).toBeGreaterThan(60);
  expect(before.y - after.y).toBeGreaterThan(50);
  await expect(lara(page)).toHaveAttribute('data-at', at);
  await zoom.getByRole('button', { name: 'Fit' }).click();
  await expect(zoom).toContainText('Fit');
  expect((await playBoard(page).boundingBox())!.width).toBeLessThanOrEqual(area.width);
});

test('one click on a space three steps away is one log entry and one undo step', async ({ page }) => {
  test.setTimeout(60_000);
  await playLandfall(page);
  const tray = page.locator('tr-dice-tray');
  await page.getByRole('button', { name: 'MOVE…' }).click();
  const animate = tray.getByLabel('Animate');
  if (await animate.isChecked()) await animate.uncheck();
  await tray.getByRole('radio', { name: '4', exact: true }).click();
  await tray.getByRole('button', { name: /^Roll/ }).click();
  await tray.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('region', { name: 'Log' });
  const entries = log.locator('li.entry:not(.start):not(.future)');
  const before = await entries.count();
  // A space three steps from Lara (at (0, 11)).
  const start = (await lara(page).getAttribute('data-at'))!;
  const target = page.locator('tr-playtest-board g.reach').filter({ has: page.locator('text') });
  const three = (await target.evaluateAll((gs, from) => {
    const [fx, fy] = from.split(',').map(Number) as [number, number];
    return gs
      .map((g) => g.getAttribute('data-at')!)
      .find((at) => {
        const [x, y] = at.split(',').map(Number) as [number, number];
        return Math.abs(x - fx) + Math.abs(y - fy) === 3;
      });
  }, start))!;
  expect(three).toBeTruthy();
  const [tx, ty] = three.split(',').map(Number) as [number, number];
  const box = (await playBoard(page).boundingBox())!;
  const columns = Number((await playBoard(page).getAttribute('data-columns')) ?? 12);
  const rows = Number((await playBoard(page).getAttribute('data-rows')) ?? 12);
  const left = Number((await playBoard(page).getAttribute('data-left')) ?? 0);
  const top = Number((await playBoard(page).getAttribute('data-top')) ?? 0);
  await page.mouse.click(
    box.x + ((tx - left + 0.5) * box.width) / columns,
    box.y + ((ty - top + 0.5) * box.height) / rows,
  );
  await expect(lara(page)).toHaveAttribute('data-at', three);
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.last()).toContainText(`(${tx}, ${ty})`);
  await log.getByRole('button', { name: 'Undo' }).click();
  await expect(lara(page)).toHaveAttribute('data-at', start);
  await expect(entries).toHaveCount(before);
});

test('a DODGE decision names the attacker as the rulebook does, points at it on the board, and leaves the board in sight', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await loadScenario(page, 'wolves.scenario.json', {
    name: 'Wolves',
    level: arenaMap,
    seed: 2,
    setup: { sight: 'seen', enemies: [{ type: 'wildlife', at: { x: 1, y: 1 }, facing: 'W' }] },
  });
  await expect(playBoard(page)).toBeVisible();
  await page.getByRole('button', { name: 'End the Lara Phase' }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 12 && !(await dialog.count()); i++) await page.getByRole('button', { name: /^Next/ }).click();
  await expect(dialog).toBeVisible();
  const heading = (await dialog.getByRole('heading').textContent())!;
  expect(heading).toContain('Wildlife');
  expect(heading).not.toMatch(/\be1\b|\(\d+, \d+\)/);
  await expect(dialog).not.toContainText(/\be1\b|\(\d+, \d+\)/);
  // The attacker is marked on the board, and the board is not under the dialog.
  await expect(page.locator('tr-playtest-board g.enemy.attacker')).toHaveCount(1);
  const b = (await lara(page).boundingBox())!;
  const d = (await dialog.boundingBox())!;
  const overlaps = b.x < d.x + d.width && b.x + b.width > d.x && b.y < d.y + d.height && b.y + b.height > d.y;
  expect(overlaps).toBe(false);
  const onTop = await page.evaluate(
    ({ x, y }) => {
      let el: Element | null = document.elementFromPoint(x, y);
      while (el?.shadowRoot) {
        const inner = el.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === el) break;
        el = inner;
      }
      return el?.closest('svg')?.classList.contains('board') ?? false;
    },
    { x: b.x + b.width / 2, y: b.y + b.height / 2 },
  );
  expect(onTop).toBe(true);
  await page.screenshot({ path: test.info().outputPath('dodge.png') });
});

// The CCG designer and its playtest, as a new designer meets them.
test('two new CCG levels get their own names, an entrance card dropped on depth 1 is an entrance, a turned card is drawn turned, and a level with no solitaire rules plays hot-seat', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = await watchErrors(page, 1400, 900);
  await page.goto('/#ccg');
  await page.getByRole('button', { name: 'New CCG level' }).click();
  await expect(page.locator('tr-ccg-map [role="gridcell"]')).toHaveCount(18);
  await page.getByRole('button', { name: 'New CCG level' }).click();
  const names = page.getByLabel('Open a CCG level').locator('option');
  await expect(names.filter({ hasText: /^New CCG level \(/ })).toHaveCount(1);
  await expect(names.filter({ hasText: /^New CCG level 2 \(/ })).toHaveCount(1);

  // Dropped as it comes (the place-as setting untouched): the entrance room becomes an entrance.
  await dragBetween(page, browserCard(page, 'cave-entrance'), ccgCell(page, 2, 1));
  await expect(ccgCell(page, 2, 1)).toHaveAttribute('aria-label', /entrance, Cave Entrance/);
  await dragBetween(page, browserCard(page, 'treasure-cave'), ccgCell(page, 2, 4));
  await expect(ccgCell(page, 2, 4)).toHaveAttribute('data-face', 'down');

  // A card turned a quarter: its name reads sideways.
  await page.getByLabel('Place on the map as').selectOption('up');
  await dragBetween(page, browserCard(page, 'treasure-cave'), ccgCell(page, 1, 2));
  await ccgCell(page, 1, 2).click();
  await page.keyboard.press('r');
  const name = ccgCell(page, 1, 2).locator('svg.card-art text.name').first();
  await expect(ccgCell(page, 1, 2)).toHaveAttribute('aria-label', /rotation 90/);
  const box = (await name.boundingBox())!;
  expect(box.height).toBeGreaterThan(box.width);
  await page.keyboard.press('Delete');

  const deck = page.locator('tr-ccg-decks section.deck').first();
  // The Into the Caves locations 001 to 018.
  const cards = readdirSync('content/base/ccg/cards').flatMap(
    (f) => JSON.parse(readFileSync(`content/base/ccg/cards/${f}`, 'utf8')) as { id: string; number: number }[],
  );
  for (let n = 1; n <= 18; n++)
    await dragBetween(page, browserCard(page, cards.find((c) => c.number === n)!.id), deck.locator('header'));
  await expect(deck).toHaveAttribute('aria-label', /18 cards/);
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no solitaire rules' })).toContainText('hot-seat');
  await expect(page.locator('tr-ccg-play-map')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be played' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the CCG map is resized by dragging its right and top edges, one undo step a drag', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#ccg');
  await page.getByRole('button', { name: 'New CCG level' }).click();
  const cells = page.locator('tr-ccg-map [role="gridcell"]');
  await expect(cells).toHaveCount(18);
  const pitch = (await ccgCell(page, 1, 1).boundingBox())!.width + 4;
  const edgeDrag = async (name: string, dx: number, dy: number) => {
    const b = (await page.getByRole('separator', { name }).boundingBox())!;
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2 + dx, b.y + b.height / 2 + dy, { steps: 8 });
    await page.mouse.up();
  };
  await edgeDrag('Map width', pitch * 1.1, 0);
  await expect(cells).toHaveCount(24);
  await expect(page.getByRole('separator', { name: 'Map width' })).toHaveAttribute('aria-valuenow', '4');
  await edgeDrag('Map depth', 0, -pitch * 2.1);
  await expect(cells).toHaveCount(32);
  await expect(page.getByRole('grid', { name: /4 wide and 8 deep/ })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cells).toHaveCount(24);
});

// The README's pictures: refreshed only on request (UPDATE_SCREENSHOT=1), so a test run leaves git clean.
const picture = (name: string) =>
  process.env.UPDATE_SCREENSHOT ? `docs/screenshot-${name}.png` : test.info().outputPath(`${name}.png`);

test('the README pictures: the level editor, the playtest and the CCG designer as a designer sees them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(levelBoard(page)).toBeVisible();
  await expect(page.locator('tr-problems-panel')).not.toContainText('Checking…', { timeout: 30_000 });
  await page.screenshot({ path: picture('level-editor') });
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await expect(playBoard(page)).toBeVisible();
  await page.getByRole('button', { name: 'MOVE…' }).click();
  const tray = page.locator('tr-dice-tray');
  await tray.getByLabel('Animate').uncheck();
  await tray.getByRole('radio', { name: '4', exact: true }).click();
  await tray.getByRole('button', { name: /^Roll/ }).click();
  await tray.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('tr-playtest-board g.reach').first()).toBeVisible();
  await page.screenshot({ path: picture('playtest') });
  await page.goto('/#ccg');
  // The designer's code comes when it is first shown (a new hash is no page load): its list, read before it was drawn,
  // was empty, and a choice of no label picked the first option, "(none open)", disabled, until the test timed out.
  await page.getByLabel('Open a CCG level').selectOption({ label: 'Death by Design (Base pack, read only)' });
  await expect(page.locator('tr-ccg-map [role="gridcell"]')).toHaveCount(35);
  await expect(page.locator('tr-ccg-problems .summary')).toHaveText('No problems.', { timeout: 30_000 });
  await page.screenshot({ path: picture('ccg-designer') });
});
