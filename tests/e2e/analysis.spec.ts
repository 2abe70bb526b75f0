import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';

// The difficulty report in the built app, with real Web Workers: its report for some seeds is the
// one the simulate CLI prints for the same seeds; the fastest win opens as a replay in the playtest.

async function openReport(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/#level');
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('button', { name: /Analyse/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(dialog: import('@playwright/test').Locator, games: number, seed: string, bot: string) {
  await dialog.getByLabel('Games per bot').fill(String(games));
  await dialog.getByLabel('Seed').fill(seed);
  await dialog.getByLabel('Seed').press('Tab');
  for (const name of ['random', 'careful', 'planner']) {
    const box = dialog.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== (name === bot)) await box.click();
  }
}

test('the report in the page equals the simulate CLI for the same seeds', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const dialog = await openReport(page);
  await choose(dialog, 200, 'e2e-7', 'random');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  // While it runs the status counts the games; once done it says what was played (200 random games may end at once).
  await expect(dialog.getByRole('status')).toHaveText(/of 200 games \(this level, random\) on \d+ workers?/, {
    timeout: 60_000,
  });
  await expect(dialog.getByText(/random cleared this level in \d+ of 200 seeds/)).toBeVisible({ timeout: 200_000 });
  await page.screenshot({ path: 'test-results/analysis-report.png' });
  await dialog.getByText(/The report as JSON/).click();
  const inPage = JSON.parse((await dialog.locator('pre.json').textContent())!);
  const cli = JSON.parse(
    execFileSync(
      'node',
      [
        '--import',
        './scripts/register-ts.mjs',
        'src/cli/simulate.ts',
        'content/base',
        'landfall',
        '--games',
        '200',
        '--bot',
        'random',
        '--seed',
        'e2e-7',
        '--json',
      ],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    ),
  );
  expect(inPage.level).toEqual({ kind: 'chapter', id: 'landfall-copy' });
  for (const key of [
    'games',
    'wins',
    'winRate',
    'interval',
    'unfinished',
    'lengths',
    'winLengths',
    'meanLength',
    'extras',
    'seed',
    'bots',
    'seats',
  ])
    expect(inPage[key], key).toEqual(cli[key]);
  // The heatmap of where the games ended adds up to the games played.
  const ended = await dialog
    .locator('svg[aria-label^="Where each game ended"] rect.heat')
    .evaluateAll((rects) => rects.reduce((t, r) => t + Number(r.getAttribute('data-count')), 0));
  expect(ended).toBe(200);
  expect(errors).toEqual([]);
});

test('the fastest win of the careful player opens as a replay in the playtest', async ({ page }) => {
  test.setTimeout(240_000);
  const dialog = await openReport(page);
  await choose(dialog, 12, '3', 'careful');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(
    dialog.getByText(/careful cleared this level in \d+ of 12 seeds; the fastest win took \d+ rounds/),
  ).toBeVisible({ timeout: 200_000 });
  await dialog.getByRole('button', { name: 'Watch the fastest win' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Playtest', selected: true })).toBeVisible();
  await expect(page.getByText(/the fastest win of careful/).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/analysis-replay.png' });
});

test("an edited level's report compares with the report of its earlier version", async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let dialog = await openReport(page);
  await choose(dialog, 30, 'e2e-v', 'careful');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(dialog.getByText(/careful cleared this level in \d+ of 30 seeds/)).toBeVisible({ timeout: 200_000 });
  // No earlier run yet: the panel says so, and Compare goes to another level.
  await expect(dialog.getByText(/No earlier run of this level yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The edit (the dialog is modal: the level is changed between two reports): the exit removed.
  await page
    .getByLabel(/^exit on/)
    .first()
    .click();
  await page.keyboard.press('Delete');
  await expect(page.getByLabel(/^exit on/)).toHaveCount(0);
  await page.getByRole('button', { name: /Analyse/ }).click();
  dialog = page.getByRole('dialog');
  await choose(dialog, 30, 'e2e-v', 'careful');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(dialog.getByText(/careful cleared this level in 0 of 30 seeds/)).toBeVisible({ timeout: 200_000 });
  await expect(dialog.getByLabel('With')).toHaveValue('previous');
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  const table = dialog.getByRole('table', { name: /careful: this level against the run before \(30 and 30 games\)/ });
  await expect(table.getByRole('row', { name: /^win rate/ })).toContainText('yes (p < 0.001)');
  await page.screenshot({ path: 'test-results/analysis-compare-versions.png' });
  expect(errors).toEqual([]);
});

test('100,000 games (the most) start and Cancel stops them; the report then runs again', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const dialog = await openReport(page);
  await choose(dialog, 100000, 'e2e-c', 'random');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^[\d,]+ of 100,000 games \(this level, random\) on \d+ workers?$/);
  await expect(dialog.getByText(/random cleared this level in [\d,]+ of [\d,]+ seeds/)).toBeVisible({
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toHaveText('Cancelled: the figures are of the games finished before.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  const played = await dialog.locator('p.rate').textContent();
  await page.waitForTimeout(2000);
  // The workers are gone: the count of games played no longer grows.
  expect(await dialog.locator('p.rate').textContent()).toBe(played);
  expect(Number(/of ([\d,]+) games won/.exec(played!)![1]!.replace(/,/g, ''))).toBeLessThan(100000);
  // Run again, smaller: it plays to the end.
  await choose(dialog, 50, 'e2e-c', 'random');
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  await expect(status).toHaveText(/^Played 50 of 50 games \(this level, random\) on \d+ workers?\.$/, {
    timeout: 120_000,
  });
  expect(errors).toEqual([]);
});
