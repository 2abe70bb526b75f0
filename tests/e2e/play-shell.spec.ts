import { test, expect } from '@playwright/test';
import { packButton } from './library-helpers.ts';

// The shared play shell in the built app: a level of a game with no playtest of its own (The Angel
// of Darkness' museum) played from the library, as a user would: Playtest, a seat given to a bot,
// the device passed to the first player, an action clicked, the log gone back to, Esc back to the library.

test('an Angel of Darkness museum plays in the shared play shell from the library', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page
    .locator('section.kind[data-kind="aodSetup"]')
    .getByRole('button', { name: /^The museum at night/ })
    .click();
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();

  const shell = page.getByRole('region', { name: 'Playtest' });
  await expect(shell.getByRole('heading', { name: 'The Angel of Darkness' })).toBeVisible();
  // Two people at one screen, each with a hidden hand: the device is passed before the first turn.
  const pass = shell.getByRole('region', { name: 'Pass the device' });
  await expect(pass).toContainText('Pass the device to');
  const actions = shell.getByRole('region', { name: 'Actions' }).getByRole('button');
  expect(await actions.count()).toBe(0);
  await pass.getByRole('button', { name: /^I am .*: show my turn$/ }).click();
  await expect(pass).toBeHidden();
  expect(await actions.count()).toBeGreaterThan(0);

  // A person plays one action; the log names it and can be gone back to.
  await actions.first().click();
  const log = shell.getByRole('region', { name: 'Log' });
  await expect(log).toContainText('▸');
  await log.getByRole('button', { name: '↶' }).first().click();
  await expect(shell.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Esc goes back to the library.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Library' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
