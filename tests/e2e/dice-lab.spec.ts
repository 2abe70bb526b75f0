import { test, expect } from '@playwright/test';

// The exact chances, worked out by hand: 3 dice over 4 succeed with at least one die
// 1 − (4/6)³ = 19/27 = 70.4%; 3 Lara Dice of the built-in pack (2 success, 1 double, 2 fail and
// 1 sacrifice faces) reach 2 successes 62.5% of the time (the odds CLI prints the same).
test('the dice lab, opened from its tab, shows the exact odds of a test typed in it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Dice lab' }).click();
  const lab = page.getByRole('tabpanel', { name: 'Dice lab' });
  const field = lab.getByRole('textbox', { name: 'Test' });
  await field.fill('3>4');
  await expect(lab.getByRole('heading', { name: /3>4/ })).toBeVisible();
  const chances = lab.locator('.figures');
  await expect(chances).toContainText(/to pass \(1\+ success\)\s*70\.4%/);
  await expect(lab.getByRole('img', { name: /^Successes: 0: 30%, 1: 44%, 2: 22%, 3: 4%$/ })).toBeVisible();

  await field.fill('--coc --dice 3 --need 2');
  await expect(chances).toContainText(/to pass \(2\+ successes\)\s*62\.5%/);
  await expect(lab.getByRole('img', { name: /^Successes:/ })).toBeVisible();

  await field.fill('--ccg --ability 3 --danger 9 --bonus 1');
  await expect(chances).toContainText(/to pass \(9 or more\)\s*83\.8%/);
  expect(page.url()).toMatch(/#dice$/);
});
