import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Pictures of levels in the built app: the level editor's and the CCG designer's "Export picture"
// (a PNG of the chosen width, not blank; an SVG that parses and names every tile), and the
// library's thumbnails and map preview.

const chapter = JSON.parse(readFileSync('content/base/coc/levels/chapters/chapter-01-landfall.json', 'utf8')) as {
  layout: { tiles: { tile: string }[] };
};
const tileNumbers = chapter.layout.tiles.map((t) => Number(t.tile.replace('tile-', ''))).sort((a, b) => a - b);

/** The PNG's size from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** How many distinct colours (of 32 levels a channel) the PNG shows, drawn in the page. */
const colours = (page: Page, bytes: Buffer) =>
  page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 7)
      seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
    return seen.size;
  }, bytes.toString('base64'));

async function saved(page: Page, button: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  return readFileSync((await (await download).path())!);
}

test('a chapter exported from the level editor as PNG and SVG', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('toolbar', { name: 'Level editor' }).getByRole('button', { name: 'Export picture' }).click();
  const dialog = page.getByRole('dialog', { name: /Export picture of Landfall/ });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('PNG width (pixels)').fill('1200');
  await expect(dialog.getByText('1200 × 1200 px')).toBeVisible();

  const png = await saved(page, 'Save PNG');
  expect(pngSize(png)).toEqual({ width: 1200, height: 1200 });
  expect(await colours(page, png), 'the PNG shows the board, not a blank page').toBeGreaterThan(30);

  const svg = (await saved(page, 'Save SVG')).toString('utf8');
  const read = await page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? '',
      root: doc.documentElement.localName,
      tiles: [...doc.querySelectorAll('g.tile')]
        .map((g) => Number(g.getAttribute('data-number')))
        .sort((a, b) => a - b),
      titles: [...doc.querySelectorAll('g.tile > title')].map((t) => t.textContent),
      spawns: [...doc.querySelectorAll('.spawn-number')].map((t) => t.textContent),
    };
  }, svg);
  expect(read.error).toBe('');
  expect(read.root).toBe('svg');
  expect(read.tiles).toEqual(tileNumbers);
  for (const n of tileNumbers)
    expect(read.titles).toContainEqual(expect.stringMatching(new RegExp(`^Tile ${n}, jungle face, rotated \\d+°$`)));
  expect(read.spawns.sort()).toEqual(['1', '2', '3', '4']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('a CCG level exported from the designer, and the library shows pictures of levels', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1500, height: 1000 });
  await page.goto('/');
  // Every level in the list has its thumbnail, once the pictures have arrived.
  const chapters = page.locator('section.kind[data-kind="chapter"]');
  await expect(chapters.locator('tr-level-thumb img')).toHaveCount(3);
  const ccgLevels = page.locator('section.kind[data-kind="ccgLevel"]');
  await expect(ccgLevels.locator('tr-level-thumb img')).toHaveCount(await ccgLevels.getByRole('button').count());
  // The thumbnail only decorates: the item's button keeps its name.
  await expect(chapters.getByRole('button', { name: /^Landfall/ })).toBeVisible();

  // Opening a level shows its map; the JSON is one click away.
  await chapters.getByRole('button', { name: /^Landfall/ }).click();
  const detail = page.getByLabel('Selected item');
  await expect(detail.getByRole('img', { name: 'Map of Landfall' })).toBeVisible();
  await expect(detail.locator('pre')).toBeHidden();
  await detail.getByText('JSON', { exact: true }).click();
  await expect(detail.locator('pre')).toContainText('"id": "landfall"');
  await page.screenshot({ path: test.info().outputPath('library-pictures.png') });

  await page
    .locator('section.kind[data-kind="ccgLevel"]')
    .getByRole('button', { name: /^Death by Design/ })
    .click();
  await page.getByRole('button', { name: 'Open in CCG designer' }).click();
  await page
    .getByRole('toolbar', { name: 'CCG level designer' })
    .getByRole('button', { name: 'Export picture' })
    .click();
  const dialog = page.getByRole('dialog', { name: /Export picture of Death by Design/ });
  await dialog.getByLabel('PNG width (pixels)').fill('900');
  const png = await saved(page, 'Save PNG');
  expect(pngSize(png).width).toBe(900);
  expect(await colours(page, png)).toBeGreaterThan(20);
  await page.screenshot({ path: test.info().outputPath('ccg-export.png') });
});
