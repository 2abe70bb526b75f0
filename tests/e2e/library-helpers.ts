import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// What the library's end-to-end tests share: the stored packs, finding packs, the base pack's copy, exporting.

/** The packs stored in the page's IndexedDB, by id. */
export const storedPackIds = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tomb-raider-workshop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('packs')) return resolve([]);
          const req = db.transaction('packs').objectStore('packs').getAllKeys();
          req.onsuccess = () => resolve((req.result as string[]).sort());
        };
      }),
  );

export const packButton = (page: Page, name: RegExp) => page.locator('tr-library aside').getByRole('button', { name });
export const detail = (page: Page) => page.getByLabel('Selected item');

export async function duplicateBase(page: Page) {
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(packButton(page, /Base pack \(copy\)/)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('No problems found.')).toBeVisible();
}

export async function exportSelected(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.locator('.pack-actions').getByRole('button', { name: 'Export' }).click();
  return readFileSync((await (await download).path())!, 'utf8');
}

