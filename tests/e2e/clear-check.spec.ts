import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dragToSpace } from './editor-helpers.ts';

// The static clear check as a designer meets it, in the built app: a problem of the level editor's and of the CCG
// designer's problems panel that says why a target is out of reach, gone once the cause is removed.

test('the level editor: the exit walled in by barriers is a clear-check warning that says why; undone, none', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const problems = page.locator('tr-problems-panel');
  await expect(problems).toContainText('No problems.', { timeout: 30_000 });
  // Landfall's exit (11, 5): a barrier on each space beside it.
  for (const [x, y] of [
    [11, 4],
    [10, 5],
    [11, 6],
  ] as const) {
    await dragToSpace(page, page.getByRole('button', { name: /barrier/ }).first(), x, y);
    await expect(page.getByLabel(new RegExp(`^barrier.* on \\(${x}, ${y}\\)`))).toBeVisible();
  }
  await expect(problems.getByText(/Clear check: .*the exit at \(11, 5\).*barrier/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/clear-check-level.png' });
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: /Undo/ }).click();
  await expect(problems).toContainText('No problems.', { timeout: 30_000 });
});

/** A pack as the app makes one: the introductory cave with face-up cards and no deeper exit across depth 2. */
function walledPack(walls: number[]): string {
  const [, cave] = JSON.parse(readFileSync('content/base/ccg/levels/introductory.json', 'utf8')) as Record<
    string,
    unknown
  >[];
  const level = {
    ...cave,
    id: 'walled-cave',
    name: 'Walled cave',
    fixedCells: walls.map((column) => ({ type: 'card', cell: { column, depth: 2 }, card: 'overlook', face: 'up' })),
  };
  return JSON.stringify({
    kind: 'pack',
    id: 'walls',
    name: 'Walls',
    version: '0.1.0',
    description: 'A level whose exits cannot reach the treasure room.',
    authors: [],
    schemaVersion: 1,
    dependencies: [{ id: 'base', version: '^0.1.0' }],
    items: [level],
  });
}

async function importPack(page: Page, text: string) {
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (await chooser).setFiles({ name: 'walls.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test("the CCG designer: a map whose exits cannot reach the treasure room's depth, one problem an entrance; a wall removed, none", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await importPack(page, walledPack([1, 2, 3]));
  await page.goto('/#ccg');
  await page.getByLabel('Open a CCG level').selectOption({ label: 'Walled cave (Walls)' });
  const problems = page.locator('tr-ccg-problems');
  // Column 1's entrance is in the one-player and the two-or-more setups: said once.
  await expect(problems.getByText(/Clear check: from the entrance at/)).toHaveCount(2, { timeout: 30_000 });
  await expect(
    problems.getByText(
      /Clear check: from the entrance at \(column 1, depth 1\) no path of exits reaches depth 3, 4, 5, 6, where the treasure room may be/,
    ),
  ).toBeVisible();
  await expect(problems.getByText(/from the entrance at \(column 3, depth 1\)/)).toBeVisible();
  await page.screenshot({ path: 'test-results/clear-check-ccg.png' });
  await page.locator('tr-ccg-map [role="gridcell"][data-column="2"][data-depth="2"]').click();
  await page.keyboard.press('Delete');
  await expect(problems).toContainText('No problems.', { timeout: 30_000 });
});
