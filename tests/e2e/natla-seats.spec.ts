import { test, expect } from '@playwright/test';

// Lara against Natla Tech with two people at one screen (issue 26): Landfall from the library, the
// mode chosen in the options, Lara's player ends her phase, and the enemy player moves the enemy
// by hand, step by step, in the choice dialog.

const STEP: Record<string, [number, number]> = { N: [0, -1], S: [0, 1], E: [1, 0], W: [-1, 0] };

test('Lara against Natla Tech, two human seats: the enemy player moves the enemy by hand', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1500, height: 950 });
  await page.goto('/#library');
  await page
    .locator('section.kind[data-kind="chapter"]')
    .getByRole('button', { name: /^Landfall/ })
    .click();
  await page.getByLabel('Selected item').getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.getByRole('button', { name: /^Options \(/ }).click();
  await page.getByLabel('Players').selectOption({ label: 'Lara against Natla Tech' });
  await page.getByRole('button', { name: 'Restart with these options' }).click();

  const seats = page.locator('tr-playtest-seats');
  await expect(seats.locator('.turn')).toContainText('player 1 to act');
  const enemy = page.locator('tr-playtest-board g.enemy').first();
  const start = (await enemy.getAttribute('data-at'))!;

  // Lara's player ends her phase (E); the Enemy Phase begins (Next).
  await page.locator('tr-playtest-board svg.board').click();
  await page.keyboard.press('e');
  await page.locator('tr-phase-controls').getByRole('button', { name: /^Next/ }).click();

  // The enemy player's decision: step the enemy, then end its move.
  const dialog = page.getByRole('dialog', { name: /^Enemy player: move/ });
  await expect(dialog).toBeVisible();
  await expect(seats.locator('.turn')).toContainText('player 2 to act');
  const step = dialog.locator('button[data-type="enemyStep"]').first();
  const facing = (await step.textContent())!.trim().replace(/^Step /, '');
  await step.click();
  const [x, y] = start.split(',').map(Number) as [number, number];
  const [dx, dy] = STEP[facing]!;
  await expect(enemy).toHaveAttribute('data-at', `${x + dx},${y + dy}`);
  await dialog.getByRole('button', { name: 'End the move facing W' }).click();
  await expect(
    page
      .locator('tr-playtest-log li.event')
      .filter({ hasText: /Wildlife e1 moves to/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Enemy player: move/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
