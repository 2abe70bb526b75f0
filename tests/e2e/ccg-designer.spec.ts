import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { browserCard, ccgCell, dragBetween } from './editor-helpers.ts';
import { exportSelected } from './library-helpers.ts';

// The CCG level designer in the built app: Death by Design opened from the library against the
// rulebook's table; a 3 × 6 level built with mouse drags, kept over a reload, exported and
// imported again unchanged.

const CARD_DIR = 'content/base/ccg/cards';
const cards = readdirSync(CARD_DIR).flatMap(
  (f) => JSON.parse(readFileSync(`${CARD_DIR}/${f}`, 'utf8')) as { id: string; number: number }[],
);
const idOf = (n: number) => cards.find((c) => c.number === n)!.id;

test("Death by Design opens from the library and its map is the rulebook's table", async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto('/');
  await page
    .locator('section.kind[data-kind="ccgLevel"]')
    .getByRole('button', { name: /^Death by Design/ })
    .click();
  await page.getByRole('button', { name: 'Open in CCG designer' }).click();
  await expect(page.getByRole('tab', { name: 'CCG designer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('tr-ccg-map [role="gridcell"]')).toHaveCount(35);
  // The rulebook's table, deepest row first, by card number; 0 is the spot kept for the treasure room.
  const table = [
    [43, 13, 0, 7, 38],
    [40, 35, 41, 10, 42],
    [4, 39, 30, 15, 34],
    [33, 8, 32, 9, 29],
    [11, 14, 27, 18, 37],
    [31, 5, 16, 6, 17],
    [26, 12, 2, 36, 1],
  ];
  const expected = table.flatMap((row, r) =>
    row.map((number, c) => {
      const where = `${c + 1},${7 - r}`;
      if (number === 0) return `${where} drawnTreasureRoom`;
      if (r === 6 && (c === 0 || c === 4)) return `${where} entrance ${idOf(number)}`;
      return `${where} card ${idOf(number)} down`;
    }),
  );
  const shown = await page.locator('tr-ccg-map [role="gridcell"]').evaluateAll((cells) =>
    cells.map((e) => {
      const d = (e as HTMLElement).dataset;
      return [`${d.column},${d.depth}`, d.kind, d.card, d.face].filter(Boolean).join(' ');
    }),
  );
  expect(shown).toEqual(expected);
  await expect(ccgCell(page, 3, 7)).toHaveAttribute(
    'aria-label',
    /treasure room drawn from Treasure Cave or Treasure Vault/,
  );
  await expect(page.locator('tr-ccg-problems .summary')).toHaveText('No problems.', { timeout: 30_000 });
  await expect(page.locator('tr-ccg-workbench .ro')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a 3 × 6 level built with mouse drags stays over a reload, and its pack exports and imports unchanged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto('/#ccg');
  await page.getByRole('button', { name: 'New CCG level' }).click();
  await expect(page.locator('tr-ccg-map [role="gridcell"]')).toHaveCount(18);

  // The entrance at the middle of depth 1, the treasure room fixed face down at depth 4.
  await page.getByLabel('Place on the map as').selectOption('entrance');
  await dragBetween(page, browserCard(page, 'cave-entrance'), ccgCell(page, 2, 1));
  await expect(ccgCell(page, 2, 1)).toHaveAttribute('data-kind', 'entrance');
  await page.getByLabel('Place on the map as').selectOption('down');
  await dragBetween(page, browserCard(page, 'treasure-cave'), ccgCell(page, 2, 4));
  await expect(ccgCell(page, 2, 4)).toHaveAttribute('data-card', 'treasure-cave');
  await expect(ccgCell(page, 2, 4)).toHaveAttribute('data-face', 'down');

  // A deck of 18: the Into the Caves locations 001 to 018, each dragged in.
  const deck = page.locator('tr-ccg-decks section.deck').first();
  for (let n = 1; n <= 18; n++) await dragBetween(page, browserCard(page, idOf(n)), deck.locator('header'));
  await expect(deck).toHaveAttribute('aria-label', /18 cards/);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.locator('tr-ccg-stats .treasure')).toContainText('fixed at depth 4');
  await expect(page.locator('tr-ccg-problems .summary')).toHaveText('No problems.', { timeout: 30_000 });
  await expect(page.locator('tr-ccg-workbench .save')).toHaveText('Saved');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'CCG designer' })).toHaveAttribute('aria-selected', 'true');
  await expect(ccgCell(page, 2, 1)).toHaveAttribute('data-card', 'cave-entrance');
  await expect(ccgCell(page, 2, 4)).toHaveAttribute('data-face', 'down');
  await expect(page.locator('tr-ccg-decks section.deck').first()).toHaveAttribute('aria-label', /18 cards/);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeEnabled();

  // Export the drafts pack, delete it, import the file: the same pack again.
  await page.getByRole('tab', { name: 'Library' }).click();
  await page
    .locator('tr-library aside')
    .getByRole('button', { name: /^My drafts/ })
    .click();
  const exported = await exportSelected(page);
  expect(JSON.parse(exported).items.map((i: { kind: string }) => i.kind)).toEqual(['ccgLevel']);
  await page.locator('.pack-actions').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('tr-library aside').getByRole('button', { name: /^My drafts/ })).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'my-drafts.pack.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
  await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(page.locator('tr-library aside').getByRole('button', { name: /^My drafts/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await exportSelected(page)).toBe(exported);
  // And it opens in the designer as it was.
  await page.locator('section.kind[data-kind="ccgLevel"] .item').first().click();
  await page.getByRole('button', { name: 'Open in CCG designer' }).click();
  await expect(ccgCell(page, 2, 4)).toHaveAttribute('data-card', 'treasure-cave');
  expect(errors).toEqual([]);
});

test('two cards Shift+clicked, copied and pasted on free spots, and one Ctrl+Z takes the paste back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#ccg');
  await page.getByRole('button', { name: 'New CCG level' }).click();
  await dragBetween(page, browserCard(page, 'fork'), ccgCell(page, 1, 2));
  await dragBetween(page, browserCard(page, 'pond'), ccgCell(page, 2, 2));
  await expect(ccgCell(page, 2, 2)).toHaveAttribute('data-card', 'pond');
  await ccgCell(page, 1, 2).click();
  await ccgCell(page, 2, 2).click({ modifiers: ['Shift'] });
  await expect(ccgCell(page, 1, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(ccgCell(page, 2, 2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+c');
  await expect(page.locator('tr-ccg-workbench .notice')).toContainText('Copied 2 cards');
  await page.keyboard.press('Control+v');
  // Next to the pair is taken: the copy goes on the nearest two free spots side by side, selected.
  await expect(ccgCell(page, 2, 1)).toHaveAttribute('data-card', 'fork');
  await expect(ccgCell(page, 3, 1)).toHaveAttribute('data-card', 'pond');
  await expect(ccgCell(page, 3, 1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-description', 'Undoes: Paste 2 cards');
  await page.keyboard.press('Control+z');
  await expect(ccgCell(page, 2, 1)).toHaveAttribute('data-kind', 'unknown');
  await expect(ccgCell(page, 3, 1)).toHaveAttribute('data-kind', 'unknown');
  await expect(ccgCell(page, 1, 2)).toHaveAttribute('data-card', 'fork');
  expect(errors).toEqual([]);
});
