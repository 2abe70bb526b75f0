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

/**
 * The items of the stored packs (of pack `id`, or of every pack), in each pack's order; undefined
 * when pack `id` is not stored. Reads IndexedDB as the app writes it (idb-storage.ts): a pack is a
 * head with its items in records of their own.
 */
export const storedItems = <T = { kind: string; id: string; name?: string }>(page: Page, id?: string) =>
  page.evaluate(
    (id) =>
      new Promise<T[] | undefined>((resolve, reject) => {
        const open = indexedDB.open('tomb-raider-workshop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['packs', 'items']);
          const heads = tx.objectStore('packs').getAll();
          const keys = tx.objectStore('items').getAllKeys();
          const values = tx.objectStore('items').getAll();
          tx.oncomplete = () => {
            const items = new Map((keys.result as string[]).map((key, i) => [key, values.result[i]]));
            type Head = { id: string; items?: T[]; itemKeys?: string[] };
            const itemsOf = (head: Head): T[] =>
              head.items ?? (head.itemKeys ?? []).map((key) => items.get(`${head.id}\u0001${key}`) as T);
            const all = heads.result as Head[];
            const wanted = id === undefined ? all : all.filter((head) => head.id === id);
            db.close();
            resolve(id !== undefined && wanted.length === 0 ? undefined : wanted.flatMap(itemsOf));
          };
        };
      }),
    id,
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
