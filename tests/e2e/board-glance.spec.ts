import { test, expect, type Page } from '@playwright/test';

// Issue 22, "Boards that read at a glance", in the level editor, as a designer works on a copy of
// Landfall at 1400 × 900: elevation and the legend, tile numbers, the palette (faces, filter,
// enemies), the editing overlays, multi-select with copy and paste, board notes on the setup
// sheet, and the board as a grid of named cells. One page load.

const cells = (page: Page) => page.getByRole('grid', { name: 'Spaces of the level board' }).getByRole('gridcell');
const cell = (page: Page, x: number, y: number) =>
  cells(page).filter({ has: page.locator(`xpath=self::*[starts-with(@aria-label, "(${x}, ${y}),")]`) });
const tokens = (page: Page) => page.locator('tr-level-board .token');

/** The middle of space (x, y) on the screen. */
async function spot(page: Page, x: number, y: number) {
  const box = (await page.locator('tr-level-board .board').boundingBox())!;
  const size = box.width / 12;
  return { x: box.x + (x + 0.5) * size, y: box.y + (y + 0.5) * size };
}

/** WCAG contrast between two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (h: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [lo, hi] = [lum(a), lum(b)].sort((p, q) => p - q);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('the level editor board reads at a glance, and copies, pastes, notes and overlays work as a designer uses them', async ({
  page,
}) => {
  test.setTimeout(200_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator('tr-level-board .slot')).toHaveCount(16);

  // 7. The board is a grid of cells named by terrain, elevation and what lies there.
  await expect(cells(page)).toHaveCount(144);
  await expect(cell(page, 6, 1)).toHaveAccessibleName(
    /^\(6, 1\), (LOW|HIGH), tile \d+; spawn point 2 facing E, Wildlife starts here$/,
  );
  await expect(cell(page, 0, 11)).toHaveAccessibleName(/Lara's start facing N/);

  // 1. LOW and HIGH differ by shade (contrast of at least 2 : 1) and HIGH has a raised edge; a legend names them.
  const fill = (terrain: string) =>
    page.locator(`tr-level-board g.terrain.${terrain} > rect`).first().getAttribute('fill');
  expect(contrast((await fill('low'))!, (await fill('high'))!)).toBeGreaterThanOrEqual(2);
  await expect(page.locator('tr-level-board .slot-terrain .high-edge').first()).toBeVisible();
  const legend = page.getByRole('list', { name: 'Legend' });
  for (const words of [
    'LOW',
    'HIGH (raised edge)',
    'BLOCK',
    'spawn point',
    "Lara's start",
    'Wildlife',
    'Lara can reach',
  ])
    await expect(legend.getByText(words, { exact: true })).toBeVisible();

  // 2. Spawn point 1 lies on the top-left space of tile slot (1, 1); the tile's number stays in sight.
  const number = page.locator('tr-level-board [data-slot="1,1"] .tile-number');
  await expect(number).toBeVisible();
  const n = (await number.boundingBox())!;
  const t = (await tokens(page)
    .filter({ has: page.locator('.spawn-number', { hasText: '1' }) })
    .boundingBox())!;
  expect(n.x >= t.x + t.width || n.y >= t.y + t.height || n.x + n.width <= t.x || n.y + n.height <= t.y).toBe(true);

  // 3. The palette shows at least twelve faces at once, filters by tile number and face, and offers the enemies.
  const palette = page.locator('tr-face-palette');
  const faces = palette.getByRole('listbox', { name: 'Tile faces' });
  const list = (await faces.boundingBox())!;
  const boxes = await faces
    .getByRole('option')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.filter((b) => b.top >= list.y && b.bottom <= list.y + list.height + 1).length).toBeGreaterThanOrEqual(
    12,
  );
  await palette.getByRole('spinbutton', { name: 'Tile no.' }).fill('7');
  await palette.getByRole('combobox', { name: 'Face' }).selectOption('all');
  await expect(faces.getByRole('option')).toHaveCount(2);
  await expect(faces.getByRole('option', { name: /^Tile 7, jungle face/ })).toHaveCount(1);
  await palette.getByRole('combobox', { name: 'Face' }).selectOption('tomb');
  await expect(faces.getByRole('option')).toHaveCount(1);
  await expect(faces.getByRole('option').first()).toHaveAccessibleName(/^Tile 7, tomb face/);
  const enemies = page.getByRole('list', { name: 'Enemies' }).getByRole('button');
  const marks = await enemies.locator('.enemy-letter').allTextContents();
  expect(marks.length).toBeGreaterThanOrEqual(9);
  expect(new Set(marks).size).toBe(marks.length);
  // A real drag of the Wolf onto spawn point 1.
  const wolf = (await page.getByRole('button', { name: 'Start Wolf on a spawn point' }).boundingBox())!;
  const onSpawn1 = await spot(page, 3, 3);
  await page.mouse.move(wolf.x + wolf.width / 2, wolf.y + wolf.height / 2);
  await page.mouse.down();
  await page.mouse.move(onSpawn1.x, onSpawn1.y, { steps: 8 });
  await page.mouse.up();
  await expect(cell(page, 3, 3)).toHaveAccessibleName(/spawn point 1 facing S, Wolf starts here/);
  await expect(
    tokens(page)
      .filter({ has: page.locator('.spawn-number', { hasText: '1' }) })
      .locator('.enemy-letter'),
  ).toHaveText('Wo');

  // 4. Overlays while editing: spawn point 2's sight (it faces E) and Lara's reach, found by the engine.
  await page.getByRole('checkbox', { name: "Enemies' sight" }).check();
  await expect(cell(page, 7, 1)).toHaveAccessibleName(/seen from spawn point 2/);
  await expect(cell(page, 5, 1)).not.toHaveAccessibleName(/seen from spawn point 2/);
  await page.getByRole('checkbox', { name: "Lara's reach" }).check();
  const reached = cells(page).filter({ has: page.locator('xpath=self::*[contains(@aria-label, "Lara reaches it")]') });
  await expect(reached.first()).toBeVisible();
  const withTwo = await reached.count();
  await page.getByRole('spinbutton', { name: 'Move points' }).fill('4');
  await page.getByRole('spinbutton', { name: 'Move points' }).press('Enter');
  await expect.poll(() => reached.count()).toBeGreaterThan(withTwo);
  await page.screenshot({ path: test.info().outputPath('editor-overlays.png') });
  await page.getByRole('checkbox', { name: "Enemies' sight" }).uncheck();
  await page.getByRole('checkbox', { name: "Lara's reach" }).uncheck();

  // 5. Shift+drag a box over spawn point 2, the artifact and the door; copy; paste elsewhere as one undo step.
  const from = await spot(page, 6, 0);
  const to = await spot(page, 8, 1);
  await page.keyboard.down('Shift');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.locator('tr-level-board .token.selected')).toHaveCount(3);
  await page.keyboard.press('Control+c');
  await expect(page.getByRole('status').filter({ hasText: 'Copied 3 tokens' })).toBeVisible();
  // Where the three fit: a space whose (0, 1), (2, 0) and (2, 1) neighbours are plain and empty.
  const names = await cells(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
  const plain = new Set(
    names.filter((l) => /^\(\d+, \d+\), (LOW|HIGH), tile \d+$/.test(l)).map((l) => l.slice(0, l.indexOf(')') + 1)),
  );
  const free = (x: number, y: number) => plain.has(`(${x}, ${y})`);
  const target = Array.from({ length: 120 }, (_, i) => ({ x: i % 10, y: Math.floor(i / 10) + 2 })).find(
    (p) => free(p.x, p.y + 1) && free(p.x + 2, p.y) && free(p.x + 2, p.y + 1),
  )!;
  const at = await spot(page, target.x, target.y);
  await page.mouse.click(at.x, at.y);
  const before = await tokens(page).count();
  await page.keyboard.press('Control+v');
  await expect(tokens(page)).toHaveCount(before + 3);
  await expect(cell(page, target.x, target.y + 1)).toHaveAccessibleName(/spawn point 5 facing E, Wildlife starts here/);
  await expect(cell(page, target.x + 2, target.y + 1)).toHaveAccessibleName(/red door \(closed\)/);
  await page.keyboard.press('Control+z');
  await expect(tokens(page)).toHaveCount(before);

  // 6. A note on a space: shown on the board, named in its cell, printed on the setup sheet.
  const noteAt = await spot(page, 4, 4);
  await page.mouse.click(noteAt.x, noteAt.y);
  const note = page.getByRole('textbox', { name: /^Note on \(4, 4\)/ });
  await note.fill('The guard sees the door from here');
  await note.press('Enter');
  await expect(cell(page, 4, 4)).toHaveAccessibleName(/note: The guard sees the door from here/);
  await expect(page.locator('tr-level-board .note-mark')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('editor-board.png') });
  await page.getByRole('button', { name: 'Print setup sheet' }).click();
  await expect(page.getByRole('dialog', { name: /Setup sheet/ })).toContainText(
    'Space (4, 4): The guard sees the door from here',
  );
  expect(errors).toEqual([]);
});
