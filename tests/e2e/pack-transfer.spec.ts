import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { duplicateBase, exportSelected, packButton, storedPackIds } from './library-helpers.ts';

// Moving packs in and out, past the main round trip (library.spec.ts): a pack too large for a
// link, a pack whose id is already here, and a file dropped on the JSON editor.

async function importFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  return page.getByRole('dialog');
}

test('a pack too large for a link is refused with its length, and offered as a file instead', async ({ page }) => {
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page.locator('.pack-actions').getByRole('button', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Too large for a link');
  await expect(dialog).toContainText(
    /would be [\d,]+ characters long, more than 16,000: share the pack as a file instead/,
  );
  await expect(dialog.getByLabel('Share link')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export file' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  await expect(dialog).toHaveCount(0);
  expect(JSON.parse(file).id).toBe('base');
  expect(file).toBe(await exportSelected(page));
  expect(page.url()).not.toContain('#share=');
});

test('importing a pack whose id is already here asks: cancel, keep both, or replace', async ({ page }) => {
  await duplicateBase(page);
  const exported = await exportSelected(page);
  await page.locator('.pack-actions').getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Changed');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(packButton(page, /^Changed base-copy/)).toBeVisible();

  let dialog = await importFile(page, 'copy.pack.json', exported);
  await expect(dialog).toContainText('A pack with the id "base-copy" is already here (Changed)');
  await expect(dialog.getByRole('button', { name: 'Replace' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('tr-library aside .pack-button')).toHaveCount(2);
  await expect(packButton(page, /^Changed base-copy/)).toBeVisible();
  expect(await storedPackIds(page)).toEqual(['base-copy']);

  dialog = await importFile(page, 'copy.pack.json', exported);
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(packButton(page, /^Base pack \(copy\) base-copy-imported/)).toHaveAttribute('aria-pressed', 'true');
  await expect(packButton(page, /^Changed base-copy/)).toBeVisible();
  await expect.poll(() => storedPackIds(page)).toEqual(['base-copy', 'base-copy-imported']);

  dialog = await importFile(page, 'copy.pack.json', exported);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(packButton(page, /^Changed/)).toHaveCount(0);
  await expect(packButton(page, /^Base pack \(copy\) base-copy ·/)).toHaveAttribute('aria-pressed', 'true');
  expect(await exportSelected(page)).toBe(exported);
  await expect.poll(() => storedPackIds(page)).toEqual(['base-copy', 'base-copy-imported']);

  // The built-in pack cannot be replaced: only kept beside it.
  await packButton(page, /^Base pack base/).click();
  dialog = await importFile(page, 'base.pack.json', await exportSelected(page));
  await expect(dialog.getByRole('button', { name: 'Replace' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a pack file dropped on the JSON editor is imported, not typed into the item', async ({ page }) => {
  await duplicateBase(page);
  await page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ }).click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const lines = page.locator('tr-json-editor .monaco-editor .view-lines');
  await expect(lines).toContainText('"name": "Wolf"');
  const before = await lines.innerText();
  const data = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['{ "kind": "pack", "id": '], 'dropped.pack.json', { type: 'application/json' }));
    return transfer;
  });
  await lines.dispatchEvent('dragover', { dataTransfer: data });
  await lines.dispatchEvent('drop', { dataTransfer: data });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cannot import dropped.pack.json');
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await lines.innerText()).toBe(before);
  expect(await storedPackIds(page)).toEqual(['base-copy']);
});
