import { test, expect } from '@playwright/test';
import { detail, duplicateBase, exportSelected, packButton, storedPackIds } from './library-helpers.ts';
import { browserCard } from './editor-helpers.ts';

test('duplicate the base pack, edit a card in Monaco, reload: the edit is there', async ({ page }) => {
  await duplicateBase(page);
  await page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ }).click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const editor = page.locator('tr-json-editor .monaco-editor');
  await expect(editor.locator('.view-lines')).toContainText('"name": "Wolf"');
  await editor.locator('.view-line', { hasText: '"name": "Wolf"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' Alpha');
  await expect(editor.locator('.view-lines')).toContainText('"name": "Wolf Alpha"');
  await expect(page.locator('tr-json-editor .save')).toHaveText('All changes saved');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'JSON editor' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-json-editor [role="tab"][aria-selected="true"]')).toContainText('Wolf Alpha');
  await expect(page.locator('tr-json-editor .monaco-editor .view-lines')).toContainText('"name": "Wolf Alpha"');
  await page.getByRole('tab', { name: 'Library' }).click();
  await packButton(page, /Base pack \(copy\)/).click();
  await expect(
    page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf Alpha/ }),
  ).toBeVisible();
  expect(await storedPackIds(page)).toEqual(['base-copy']);
});

test('export a pack, delete it, import the file: identical', async ({ page }) => {
  await duplicateBase(page);
  const exported = await exportSelected(page);
  expect(exported).toMatch(/"integrity": "sha256-[0-9a-f]{64}"/);
  await expect(page.locator('.overview .integrity')).toHaveText(
    JSON.parse(exported).integrity.replace('sha256-', 'sha256-'),
  );
  await page.locator('.pack-actions').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(packButton(page, /Base pack \(copy\)/)).toHaveCount(0);
  await expect.poll(() => storedPackIds(page)).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'base-copy.pack.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The integrity hash matches the content.');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(packButton(page, /Base pack \(copy\)/)).toHaveAttribute('aria-pressed', 'true');
  expect(await exportSelected(page)).toBe(exported);
  await expect.poll(() => storedPackIds(page)).toEqual(['base-copy']);
});

test('a broken pack dropped on the window gets a report and nothing is stored', async ({ page }) => {
  await duplicateBase(page);
  await expect.poll(() => storedPackIds(page)).toEqual(['base-copy']);
  // A real drop: a DataTransfer holding a file, dropped on the page.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(
      new File(['{ "kind": "pack",\n  "id": "broken", '], 'broken.pack.json', { type: 'application/json' }),
    );
    document.body.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cannot import broken.pack.json');
  await expect(dialog).toContainText('line 2');
  await expect(dialog.getByRole('button', { name: /Import/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await storedPackIds(page)).toEqual(['base-copy']);
  await expect(page.locator('tr-library aside .pack-button')).toHaveCount(2);
});

test('a share link opened in a new page brings the level', async ({ page, context }) => {
  await page.goto('/');
  await page.locator('section.kind[data-kind="chapter"] .item').first().click();
  const name = (await detail(page).getByRole('heading').textContent())!.trim();
  await detail(page).getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('dialog').getByLabel('Share link').inputValue();
  expect(link).toMatch(/#share=[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('dialog')).toContainText(`${link.length.toLocaleString('en')} characters`);

  const other = await context.newPage();
  await other.goto(link);
  const dialog = other.getByRole('dialog');
  await expect(dialog).toContainText(`Shared: ${name}`);
  await dialog.getByRole('button', { name: /^Import/ }).click();
  await expect(detail(other).getByRole('heading')).toHaveText(name);
  await expect(packButton(other, new RegExp(`Shared: ${name}`))).toHaveAttribute('aria-pressed', 'true');
  await expect(other).toHaveURL(/#library$/);
});

// Issue 27, point 6: the user's copy of a card wins over the built-in one of the same id for the copy's levels.
test("a card renamed in the base pack's copy is the one the CCG designer's browser shows for the copy's level", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await duplicateBase(page);
  await page
    .locator('section.kind[data-kind="ccgCard"]')
    .getByRole('button', { name: /^Cave Entrance/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const editor = page.locator('tr-json-editor .monaco-editor');
  await expect(editor.locator('.view-lines')).toContainText('"name": "Cave Entrance"');
  await editor.locator('.view-line', { hasText: '"name": "Cave Entrance"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' Redrawn');
  await expect(page.locator('tr-json-editor .save')).toHaveText('All changes saved');
  await page.getByRole('tab', { name: 'Library' }).click();
  await packButton(page, /Base pack \(copy\)/).click();
  await page
    .locator('section.kind[data-kind="ccgLevel"]')
    .getByRole('button', { name: /^Death by Design/ })
    .click();
  await page.getByRole('button', { name: 'Open in CCG designer' }).click();
  await expect(page.getByRole('tab', { name: 'CCG designer' })).toHaveAttribute('aria-selected', 'true');
  await expect(browserCard(page, 'cave-entrance')).toHaveAttribute('aria-label', /^Cave Entrance Redrawn, /);
});
