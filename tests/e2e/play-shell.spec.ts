import { test, expect } from '@playwright/test';
import { packButton } from './library-helpers.ts';

// The shared play shell in the built app: a level of a game with no playtest of its own (The Angel
// of Darkness' museum) played from the library, as a user would: Playtest, a seat given to a bot,
// the device passed to the first player, an action clicked, the shared log gone back to, the shared
// top bar, Esc back to the library; the replay saved there loaded from the Playtest area's list.

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

  // A person plays one action; the shared log names it and can be gone back to.
  const words = (await actions.first().textContent())!.trim();
  await actions.first().click();
  const log = shell.getByRole('region', { name: 'Log' });
  await expect(log).toContainText(`1. ${words}`);
  await log.getByRole('button', { name: 'Back to the start' }).click();
  await expect(shell.getByRole('button', { name: 'Undo' })).toBeDisabled();
  // The shared top bar: back to the library, Restart, Save replay, Load replay.
  const bar = shell.getByRole('toolbar', { name: 'Playtest' });
  await expect(bar.getByRole('button', { name: '← Back to the library' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Save replay' })).toBeEnabled();
  await expect(bar.getByRole('button', { name: 'Load replay…' })).toBeVisible();
  await log.getByRole('button', { name: 'Redo' }).click();
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Save replay' }).click();
  const replay = await (await download).path();

  // Esc goes back to the library.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Library' })).toHaveAttribute('aria-selected', 'true');

  // The Playtest area's list loads the saved replay: the game with its action ahead, checked to reproduce.
  await page.getByRole('tab', { name: 'Playtest' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.locator('tr-playtest-start').getByRole('button', { name: 'Load replay…' }).click();
  await (await chooser).setFiles(replay);
  await expect(shell.getByRole('button', { name: '← Back to the list of levels' })).toBeVisible();
  await expect(log).toContainText(`1. ${words}`);
  await expect(shell.getByRole('button', { name: 'Redo' })).toBeEnabled();
  await expect(shell.getByRole('status').filter({ hasText: 'The replay reproduces what it recorded.' })).toBeVisible();
  await page.screenshot({ path: 'test-results/aod-replay-loaded.png' });
  expect(errors).toEqual([]);
});
