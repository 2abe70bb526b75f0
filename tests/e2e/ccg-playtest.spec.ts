import { test, expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The CCG playtest in the built app: a base-pack level opened in the CCG designer, Playtest, a
// few actions with seed 1 (move and explore, overcome an obstacle, search) with the mouse and the
// keyboard, back to the start and forward again, the replay saved and checked by the scenario CLI
// (same state digest), a replay loaded, and back to the designer with the level untouched.

const playMain = (page: Page) => page.locator('tr-play-shell[play="ccg"]');
const dialog = (page: Page) => page.locator('tr-choice-dialog [role="dialog"]');
const playCell = (page: Page, column: number, depth: number) =>
  page.locator(`tr-ccg-play-map [role="gridcell"][data-column="${column}"][data-depth="${depth}"]`);
const events = (page: Page) => page.locator('tr-ccg-play-log li.event');
const digest = (page: Page) => page.locator('tr-ccg-play-log .digest');

/** Answers the decision on screen: a search when offered, otherwise the first answer (with Enter: it has the focus). */
async function answer(page: Page): Promise<void> {
  const search = dialog(page).getByRole('button', { name: 'Search', exact: true });
  if (await search.count()) await search.click();
  else await page.keyboard.press('Enter');
}

test('a base-pack CCG level from the designer: Playtest, explore, overcome, search, undo to the start, the replay in the CLI', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1500, height: 950 });
  await page.goto('/#ccg');
  await page
    .getByLabel('Open a CCG level')
    .selectOption({ label: 'Introductory level (tomb deck) (Base pack, read only)' });
  const designerMap = page.locator('tr-ccg-map [role="grid"]');
  await expect(designerMap).toBeVisible();
  const before = await page
    .locator('tr-ccg-map [role="gridcell"]')
    .evaluateAll((cells) =>
      cells.map((c) => `${c.getAttribute('data-kind')}:${c.getAttribute('data-card') ?? ''}`).join(' '),
    );

  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await expect(playMain(page)).toBeVisible();
  await expect(designerMap).toBeHidden();
  await expect(page.locator('tr-ccg-play-log .entry.start')).toContainText('seed 1, solitaire');
  await expect(playCell(page, 1, 1)).toHaveAttribute('data-card', 'tomb-entrance');
  await expect(playCell(page, 1, 1).locator('.pawn')).toHaveCount(1);
  await expect(playCell(page, 2, 4)).toHaveAttribute('data-face', 'down');
  const startDigest = await digest(page).textContent();

  // Move deeper with the mouse: the spot is explored and the card placed upright.
  await playCell(page, 1, 2).click();
  await expect(events(page).filter({ hasText: 'is mapped at column 1, depth 2' })).toHaveCount(1);
  await expect(playCell(page, 1, 2)).toHaveAttribute('data-face', 'up');
  await expect(playCell(page, 1, 2)).toHaveAttribute('data-rotation', '0');
  await expect(playCell(page, 1, 2).locator('.pawn')).toHaveCount(1);
  await expect(playCell(page, 1, 2).locator('li.obstacle').first()).toBeVisible();

  // Decisions in the dialog, from the keyboard, until an obstacle is overcome and a search is made.
  for (let i = 0; i < 40; i++) {
    const overcome = await events(page)
      .filter({ hasText: /overcomes/ })
      .count();
    const searched = await events(page)
      .filter({ hasText: /tests search/ })
      .count();
    const deciding = await dialog(page).count();
    if (overcome && searched && !deciding) break;
    if (deciding) await answer(page);
    else if (await page.locator('tr-ccg-play-map .cell.reach').count()) await page.keyboard.press('ArrowUp');
    else await page.keyboard.press('1');
    await page.waitForTimeout(50);
  }
  await expect(
    events(page)
      .filter({ hasText: /overcomes/ })
      .first(),
  ).toBeVisible();
  await expect(
    events(page)
      .filter({ hasText: /tests search/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator('tr-ccg-dice .die').first()).toBeVisible();
  await expect(page.locator('tr-ccg-raider-panel .life')).toContainText('Life');
  const steps = await page.locator('tr-ccg-play-log li.entry:not(.start):not(.future)').count();
  expect(steps).toBeGreaterThan(3);
  const endDigest = await digest(page).textContent();
  expect(endDigest).not.toBe(startDigest);

  // Back to the start: the map as it began, every action kept ahead; forward again to the same state.
  await page.locator('tr-ccg-play-log').getByRole('button', { name: 'To the start', exact: true }).click();
  await expect(digest(page)).toHaveText(startDigest!);
  await expect(playCell(page, 1, 2)).toHaveClass(/unknown/);
  await expect(playCell(page, 1, 1).locator('.pawn')).toHaveCount(1);
  await expect(page.locator('tr-ccg-play-log li.entry.future')).toHaveCount(steps);
  await page
    .locator('tr-ccg-play-log')
    .getByRole('button', { name: `Forward to after step ${steps}` })
    .click();
  await expect(digest(page)).toHaveText(endDigest!);

  // The replay, as a scenario file, reaches the same state in the CLI.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save replay' }).click();
  const file = test.info().outputPath('ccg-replay.scenario.json');
  await (await download).saveAs(file);
  const scenario = JSON.parse(readFileSync(file, 'utf8'));
  expect(scenario.game).toBe('ccg');
  expect(scenario.seed).toBe(1);
  expect(scenario.steps).toHaveLength(steps);
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
    encoding: 'utf8',
  });
  expect(cli.stderr).toBe('');
  expect(cli.status).toBe(0);
  expect(JSON.parse(cli.stdout).digest).toBe(endDigest);

  // Loading it starts at its beginning with every step ahead.
  await playMain(page).getByLabel('Load a replay (scenario file)').setInputFiles(file);
  await expect(digest(page)).toHaveText(startDigest!);
  await expect(page.locator('tr-ccg-play-log li.entry.future')).toHaveCount(steps);

  // Esc: the designer again, the level as it was.
  await page.keyboard.press('Escape');
  await expect(designerMap).toBeVisible();
  // The game's element stays, hidden, for the next launch (ccg-playtest-rehearsal.spec.ts).
  await expect(page.locator('tr-ccg-play-map [role="grid"]')).toBeHidden();
  const after = await page
    .locator('tr-ccg-map [role="gridcell"]')
    .evaluateAll((cells) =>
      cells.map((c) => `${c.getAttribute('data-kind')}:${c.getAttribute('data-card') ?? ''}`).join(' '),
    );
  expect(after).toBe(before);
  expect(errors).toEqual([]);
});
