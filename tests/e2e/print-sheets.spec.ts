import { test, expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { pdfPages } from './pdf-pages.ts';

// Setup sheets in the built app, printed with the browser's own print (page.pdf, with the sheets'
// @page size): page count and paper size of the PDF, tile numbers and card names in the sheet, the
// components warning for a level that needs more than the box holds and none for a base chapter.

const landfall = JSON.parse(readFileSync('content/base/coc/levels/chapters/chapter-01-landfall.json', 'utf8'));
const tileNumbers: number[] = landfall.layout.tiles.map((t: { tile: string }) => Number(t.tile.replace('tile-', '')));

const printView = (page: Page) => page.locator('tr-print-view');

async function openSheet(page: Page, kind: string, name: RegExp) {
  await page.locator(`section.kind[data-kind="${kind}"]`).getByRole('button', { name }).click();
  await page.getByLabel('Selected item').getByRole('button', { name: 'Print setup sheet' }).click();
  await expect(printView(page)).toBeVisible();
}

test("Landfall's setup sheet prints on two A4 pages, or two US Letter pages, with its tiles and no warning", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await openSheet(page, 'chapter', /^Landfall/);
  const view = printView(page);
  await expect(page.getByRole('dialog', { name: 'Setup sheet: Landfall' })).toBeVisible();
  // The tiles to take from the box, by number, and the level's diagram naming each tile.
  const tileCells = view.locator('table.tiles tbody tr td:first-child');
  await expect(tileCells).toHaveText([...tileNumbers].sort((a, b) => a - b).map(String));
  await expect(view.locator('.diagram svg g.tile')).toHaveCount(16);
  await expect(view.locator('table.spawns tbody tr')).toHaveCount(4);
  await expect(view.getByText('The box holds everything this level needs.')).toBeVisible();
  await expect(view.locator('.warning')).toHaveCount(0);
  await expect(view).toContainText('Challenge 1:');
  await expect(view).toContainText('Collect every artifact on the level.');

  await page.emulateMedia({ media: 'print' });
  const a4Pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(test.info().outputPath('landfall-a4.pdf'), a4Pdf);
  await page.screenshot({ path: test.info().outputPath('landfall-print.png'), fullPage: true });
  const a4 = pdfPages(a4Pdf);
  expect(a4.length).toBe(2);
  for (const p of a4) expect(p).toEqual({ width: 595, height: 842 });
  await page.emulateMedia({ media: null });

  await view.getByLabel('Paper').selectOption({ label: 'US Letter' });
  await page.emulateMedia({ media: 'print' });
  const letterPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(test.info().outputPath('landfall-letter.pdf'), letterPdf);
  const letter = pdfPages(letterPdf);
  expect(letter.length).toBe(2);
  for (const p of letter) expect(p).toEqual({ width: 612, height: 792 });
  // What is printed: only the sheets (the app and the print bar are hidden in print).
  await expect(page.locator('tr-app')).toBeHidden();
  await expect(view.getByRole('toolbar', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: null });
  await view.getByLabel('Paper').selectOption({ label: 'A4' });
  await page.screenshot({ path: test.info().outputPath('landfall-sheet.png'), fullPage: false });

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a chapter with six Natla Tech on its spawn points warns that the box holds five', async ({ page }) => {
  test.setTimeout(120_000);
  const spawns = [
    [3, 3],
    [6, 1],
    [9, 7],
    [5, 10],
    [1, 4],
    [7, 6],
  ].map(([x, y], i) => ({ type: 'spawnPoint', at: { x, y }, number: i + 1, facing: 'N', enemy: 'natla-tech' }));
  const swarm = {
    ...landfall,
    id: 'natla-swarm',
    name: 'Natla Swarm',
    layout: {
      ...landfall.layout,
      tokens: [...landfall.layout.tokens.filter((t: { type: string }) => t.type !== 'spawnPoint'), ...spawns],
    },
  };
  const pack = {
    kind: 'pack',
    id: 'swarm',
    name: 'Swarm',
    version: '1.0.0',
    description: 'Too many Natla Tech.',
    authors: ['Tester'],
    schemaVersion: 1,
    dependencies: [{ id: 'base', version: '0.1.0' }],
    items: [swarm],
  };
  await page.goto('/');
  await expect(page.getByText('No problems found.')).toBeVisible({ timeout: 60_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'swarm.pack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  // The import report; the level is valid, only more than the box holds.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Import/ })
    .click({ timeout: 60_000 });
  await expect(page.locator('tr-library aside').getByRole('button', { name: /^Swarm/ })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: 60_000 },
  );
  await openSheet(page, 'chapter', /^Natla Swarm/);
  const warning = printView(page).getByRole('alert');
  await expect(warning).toContainText('More than the box holds.');
  await expect(warning).toContainText('Natla Tech miniature: the level needs 6, the box holds 5.');
  await expect(printView(page).locator('tr.short')).toHaveText([/Natla Tech miniature\s*6\s*5/]);
});

test("Death by Design's setup sheet: its map's cards, entrances, and the spare pile by number", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await openSheet(page, 'ccgLevel', /^Death by Design/);
  const view = printView(page);
  await expect(view.locator('h1')).toHaveText('Death by Design');
  await expect(view).toContainText('2 players');
  await expect(view.locator('table.fixed tbody tr')).toHaveCount(35);
  await expect(view.locator('table.fixed tr[data-card="tomb-entrance"]')).toContainText('Tomb Entrance (entrance)');
  await expect(view.locator('table.fixed')).toContainText(
    'Treasure room, drawn when entered from Treasure Cave or Treasure Vault',
  );
  await expect(view.locator('section.deck').filter({ hasText: 'Spare locations' }).locator('tbody tr')).toHaveCount(9);
  await page.emulateMedia({ media: 'print' });
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const p of pages) expect(p).toEqual({ width: 595, height: 842 });
  await page.emulateMedia({ media: null });
  await page.screenshot({ path: test.info().outputPath('death-by-design-sheet.png') });
});

test("The museum at night's setup sheet: the museum dealt face down, who plays whom, three A4 pages", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await openSheet(page, 'aodSetup', /^The museum at night/);
  const view = printView(page);
  await expect(view.locator('h1')).toHaveText('The museum at night');
  await expect(view.locator('.diagram svg g.tile.back')).toHaveCount(25);
  await expect(view.locator('.diagram svg')).toHaveAttribute('aria-label', /the starting tile below C5$/);
  await expect(view.locator('table.seats tbody tr')).toHaveText([
    /^\s*2\s+Lara Croft\s+Pieter van Eckhardt\s/,
    /^\s*3\s/,
    /^\s*4\s+Lara Croft, Kurtis Trent\s+Pieter van Eckhardt, Joachim Karel[\s\S]*two teams/,
  ]);
  await expect(view.locator('ul.facts')).toContainText('Hand limit: 7 cards · Actions per turn: 3');
  await page.screenshot({ path: test.info().outputPath('aod-museum-sheet.png') });
  await page.emulateMedia({ media: 'print' });
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages.length).toBe(3);
  for (const p of pages) expect(p).toEqual({ width: 595, height: 842 });
});
