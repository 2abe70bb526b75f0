import { test, expect, type Page, type Locator } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { storedItems } from './library-helpers.ts';

// The RPG designer and board end to end: an encounter built with the mouse (ground painted by a drag,
// Lara and a wolf dragged onto the map), kept over a reload, played in the shared play shell (Lara by
// clicks on the board, then the bots) to its end; the shell's saved replay, with the encounter, replayed
// by the scenario CLI to the digest the board shows.

const designer = (page: Page) => page.locator('tr-rpg-designer');
const mapCell = (page: Page, x: number, y: number) =>
  designer(page).locator(`tr-rpg-map-editor [role="gridcell"][aria-label^="(${x}, ${y})"]`);

async function centre(l: Locator) {
  const box = (await l.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('an RPG encounter built with the mouse, kept, played to its end, and its replay checked by the CLI', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Other games' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'RPG designer' }).click();
  await designer(page).getByRole('button', { name: 'New encounter' }).click();
  await expect(designer(page).getByRole('heading', { name: /New encounter/ })).toBeVisible();

  // A wall of occupied ground painted by one drag down column 2, rows 0 to 2.
  await designer(page).getByRole('radio', { name: 'Occupied ground' }).check();
  const from = await centre(mapCell(page, 2, 0));
  const to = await centre(mapCell(page, 2, 2));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  for (const y of [0, 1, 2])
    await expect(mapCell(page, 2, y)).toHaveAttribute('aria-label', `(2, ${y}) occupied ground`);
  await expect(mapCell(page, 2, 3)).toHaveAttribute('aria-label', '(2, 3) open ground');
  // Difficult ground painted the same way, a cover space clicked.
  await designer(page).getByRole('radio', { name: 'Difficult ground' }).check();
  await mapCell(page, 4, 3).hover();
  await page.mouse.down();
  await mapCell(page, 5, 3).hover();
  await page.mouse.up();
  await expect(mapCell(page, 5, 3)).toHaveAttribute('aria-label', '(5, 3) difficult ground');
  await designer(page).getByRole('radio', { name: 'Cover' }).check();
  await mapCell(page, 3, 1).click();
  await expect(mapCell(page, 3, 1)).toHaveAttribute('aria-label', '(3, 1) cover');

  // Lara and a wolf dragged onto the map.
  const cast = designer(page).getByRole('region', { name: 'Characters to place' });
  await cast.getByText('Lara Croft').dragTo(mapCell(page, 0, 1));
  await cast.getByText('Wolf').dragTo(mapCell(page, 5, 1));
  await expect(mapCell(page, 0, 1)).toHaveAttribute('aria-label', '(0, 1) open ground, lara (raider)');
  await expect(mapCell(page, 5, 1)).toHaveAttribute('aria-label', '(5, 1) open ground, wolf (opponent)');
  // The wolf moved by a drag of its figure.
  await mapCell(page, 5, 1)
    .getByLabel('wolf, drag to move')
    .dragTo(mapCell(page, 4, 1));
  await expect(mapCell(page, 4, 1)).toHaveAttribute('aria-label', '(4, 1) open ground, wolf (opponent)');
  await expect(designer(page).getByRole('status').filter({ hasText: 'No problems.' })).toBeVisible({ timeout: 10_000 });

  // Kept: after a reload the designer opens it again as it was.
  await expect.poll(async () => ((await storedItems(page)) ?? []).some((i) => i.kind === 'rpgEncounter')).toBe(true);
  await page.waitForTimeout(800);
  await page.reload();
  await page.getByRole('tab', { name: 'Other games' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'RPG designer' }).click();
  await expect(mapCell(page, 2, 1)).toHaveAttribute('aria-label', '(2, 1) occupied ground');
  await expect(mapCell(page, 0, 1)).toHaveAttribute('aria-label', '(0, 1) open ground, lara (raider)');
  await expect(mapCell(page, 4, 1)).toHaveAttribute('aria-label', '(4, 1) open ground, wolf (opponent)');
  await expect(mapCell(page, 3, 1)).toHaveAttribute('aria-label', '(3, 1) cover');
  await page.screenshot({ path: test.info().outputPath('rpg-designer.png'), fullPage: true });

  // Played: the wolf by the sensible bot, Lara by hand on the board, then by the bot to the end.
  await designer(page).getByRole('button', { name: '▶ Playtest' }).click();
  const shell = page.locator('tr-play-shell');
  const board = shell.locator('tr-rpg-board');
  await expect(board.getByRole('grid', { name: 'Encounter map' })).toBeVisible();
  await shell.getByRole('combobox', { name: 'Who plays Wolf' }).selectOption('sensible');
  await shell
    .getByRole('region', { name: 'Actions' })
    .getByRole('button', { name: /Intend a fast action/ })
    .click();
  // Her turn (the wolf may go first): a click on a space next to her repositions her.
  const move = board.getByRole('button', { name: /— Reposition 1 step to \(0, 0\)$/ });
  await expect(move).toBeVisible();
  await move.click();
  await expect(board.getByRole('gridcell', { name: /^\(0, 0\) open ground: Lara Croft/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rpg-board.png'), fullPage: true });
  await shell.getByRole('combobox', { name: 'Who plays Lara Croft' }).selectOption('sensible');
  await expect(shell.getByRole('status').filter({ hasText: 'The game is over.' })).toBeVisible({ timeout: 30_000 });
  const end = board.getByRole('region', { name: 'End of the game' });
  await expect(end).toContainText(/The raiders (win|lose)/);
  const digest = (await end.locator('.digest code').textContent())!;
  await page.screenshot({ path: test.info().outputPath('rpg-board-end.png'), fullPage: true });

  // The shell's replay, with the encounter as it is stored, replayed by the scenario CLI.
  const download = page.waitForEvent('download');
  await shell.getByRole('button', { name: 'Save replay' }).click();
  const record = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  expect(record.game).toBe('rpg');
  expect(record.actions.length).toBeGreaterThan(3);
  const item = ((await storedItems(page)) ?? []).find((i) => i.kind === 'rpgEncounter' && i.id === record.level.id);
  expect(item).toBeTruthy();
  const file = test.info().outputPath('rpg-replay.scenario.json');
  writeFileSync(
    file,
    JSON.stringify(
      {
        name: 'A game of the RPG designer e2e, saved from the play shell',
        game: 'rpg',
        level: { item },
        seed: record.options.seed,
        steps: record.actions,
      },
      null,
      2,
    ),
  );
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
    encoding: 'utf8',
  });
  expect(cli.status, cli.stderr).toBe(0);
  const report = JSON.parse(cli.stdout);
  expect(report.digest).toBe(digest);
  expect(report.status).not.toBe('playing');
});
