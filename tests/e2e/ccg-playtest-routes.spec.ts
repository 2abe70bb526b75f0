import { test, expect } from '@playwright/test';
import { fileURLToPath } from 'node:url';

// CCG levels played from outside the CCG designer: the library's Playtest on a CCG level and the
// Playtest area's list open the CCG playtest (in the Playtest area, as every game) and Esc goes back
// to where it was started; a CCG replay loaded in the Playtest area opens in the CCG playtest too.

const playMain = (page: import('@playwright/test').Page) => page.locator('tr-play-shell[play="ccg"]');
const tab = (page: import('@playwright/test').Page, name: string) => page.getByRole('tab', { name });

test("the library's Playtest on a CCG level opens the CCG playtest; Esc goes back to the library", async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page
    .locator('section.kind[data-kind="ccgLevel"]')
    .getByRole('button', { name: /^Introductory level \(tomb deck\)/ })
    .click();
  await page.locator('tr-library section.detail').getByRole('button', { name: 'Playtest', exact: true }).click();
  await expect(tab(page, 'Playtest')).toHaveAttribute('aria-selected', 'true');
  await expect(playMain(page)).toBeVisible();
  await expect(page.locator('tr-ccg-play-log .entry.start')).toContainText(
    'Introductory level (tomb deck), seed 1, solitaire',
  );
  await expect(page.locator('tr-ccg-play-map [role="gridcell"][data-column="1"][data-depth="1"] .pawn')).toHaveCount(1);
  // The time from the click to the painted game is measured (read by the benchmarks).
  await expect(playMain(page)).toHaveAttribute('data-painted-ms', /^\d+\.\d\d$/);
  await page.keyboard.press('Escape');
  await expect(tab(page, 'Library')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-library section.detail h2')).toHaveText('Introductory level (tomb deck)');
  // The designer shows the level again, not the game (a hidden shell may be there: the idle rehearsal).
  await tab(page, 'CCG designer').click();
  await expect(playMain(page)).toBeHidden();
  await expect(page.locator('tr-ccg-map [role="grid"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Playtest area lists CCG levels (next to the CoC ones) and routes a loaded CCG replay to the CCG playtest', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/#playtest');
  // A Crypt of Chronos level from the list plays in the Playtest area itself, timed like a CCG one.
  await page.locator('tr-playtest-start button.play-level[data-level^="chapter/"]').first().click();
  await expect(page.locator('tr-play-shell[play="coc"]')).toHaveAttribute('data-painted-ms', /^\d+\.\d\d$/);
  await page.keyboard.press('Escape');
  const play = page.locator('tr-playtest-start button.play-level[data-level="ccgLevel/introductory-cave"]');
  await play.click();
  await expect(tab(page, 'Playtest')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-ccg-play-log .entry.start')).toContainText('seed 1, solitaire');
  await playMain(page).getByRole('button', { name: '← Back to the list of levels' }).click();
  await expect(tab(page, 'Playtest')).toHaveAttribute('aria-selected', 'true');
  await expect(play).toBeVisible();

  // A CCG scenario file: its steps are ahead, to watch from the start.
  const file = fileURLToPath(new URL('../scenarios/ccg/worked-move-two-unknown.scenario.json', import.meta.url));
  await page.locator('tr-playtest-start').getByLabel('Load a replay (scenario file)').setInputFiles(file);
  await expect(tab(page, 'Playtest')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-ccg-play-log .entry.start')).toContainText(
    'Worked example: moving 2 and stopping at an unknown spot',
  );
  await expect(page.locator('tr-ccg-play-log li.entry.future')).toHaveCount(3);
  await page.locator('tr-ccg-play-log').getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(page.locator('tr-ccg-play-log li.entry.future')).toHaveCount(2);
  await expect(page.locator('tr-ccg-play-log li.event').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tab(page, 'Playtest')).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
