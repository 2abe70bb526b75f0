import { test, expect, type Page, type Locator } from '@playwright/test';
import { writeFileSync } from 'node:fs';

// What the board editors' end-to-end tests share: the level editor's board, its laid grid and real
// mouse drags onto it; the CCG designer's map cells and card browser, and drags between elements. And what the
// playtest's share: the page's errors watched, positions written as scenario files and loaded.

/** The page's errors from now on (a test expects none), at a viewport of `width` × `height`. */
export async function watchErrors(page: Page, width = 1500, height = 950): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width, height });
  return errors;
}

/** A 6 × 3 low map level: Lara at (0, 1) facing E, the exit at (5, 0), reach the exit. */
export const arenaMap = {
  map: ['LLLLLL', 'LLLLLL', 'LLLLLL'],
  tokens: [
    { type: 'laraStart', at: { x: 0, y: 1 }, facing: 'E' },
    { type: 'exit', at: { x: 5, y: 0 } },
  ],
  objectives: [{ type: 'reachExit' }],
};

/**
 * Writes `scenario` (no steps unless it has some) as the file `fileName` in the test's output folder and loads it in
 * the playtest area, as a player loads a replay; returns the file's path.
 */
export async function loadScenario(page: Page, fileName: string, scenario: Record<string, unknown>): Promise<string> {
  const file = test.info().outputPath(fileName);
  writeFileSync(file, JSON.stringify({ steps: [], ...scenario }));
  await page.goto('/#playtest');
  await page.getByLabel('Load a replay (scenario file)').first().setInputFiles(file);
  return file;
}

/** The level editor's 12 × 12 board. */
export const levelBoard = (page: Page) => page.locator('tr-level-board .board');

/**
 * Waits until the level editor says everything is stored ("Saved" comes after the autosave's write, session included;
 * any change marks "Saving…" at once): what a reload needs, instead of a fixed wait.
 */
export const levelSaved = (page: Page) => expect(page.locator('tr-level-workbench .save')).toHaveText('Saved');

/** A real mouse drag from the middle of `from` to the middle of space (x, y) of the level editor's 12 × 12 board. */
export async function dragToSpace(page: Page, from: Locator, x: number, y: number): Promise<void> {
  const box = (await levelBoard(page).boundingBox())!;
  const cell = box.width / 12;
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + (x + 0.5) * cell, box.y + (y + 0.5) * cell, { steps: 8 });
  await page.mouse.up();
}

/** The level's plain low spaces (no feature), to put tokens on; read from the level workbench's laid grid. */
export async function lowSpaces(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate(() => {
    const app = document.querySelector('tr-app')!;
    const main = app.shadowRoot!.querySelector('tr-level-editor')!.shadowRoot!.querySelector('tr-level-main')!;
    type Space = { x: number; y: number; terrain: string; feature?: unknown } | null;
    const bench = main.shadowRoot!.querySelector('tr-level-workbench') as unknown as {
      state: { grid: { rows: Space[][] } };
    };
    return bench.state.grid.rows
      .flat()
      .filter((s) => s && s.terrain === 'low' && !s.feature)
      .map((s) => ({ x: s!.x, y: s!.y }));
  });
}

/** A new empty level in the level editor with tile 1 (jungle) laid at (1, 1); returns its first plain low space. */
export async function newLevelWithOneTile(page: Page): Promise<{ x: number; y: number }> {
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await expect(levelBoard(page)).toBeVisible();
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-1:jungle"]'), 1, 1);
  await expect(page.locator('tr-level-board .slot')).toHaveCount(1);
  return (await lowSpaces(page))[0]!;
}

/** A cell of the CCG designer's map. */
export const ccgCell = (page: Page, column: number, depth: number) =>
  page.locator(`tr-ccg-map [role="gridcell"][data-column="${column}"][data-depth="${depth}"]`);

/** A card of the CCG designer's card browser. */
export const browserCard = (page: Page, id: string) => page.locator(`tr-ccg-card-browser li[data-card="${id}"]`);

/** A real mouse drag from the middle of one element to the middle of another. */
export async function dragBetween(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + Math.min(40, a.width / 2), a.y + a.height / 2);
  await page.mouse.down();
  await to.scrollIntoViewIfNeeded();
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(20, b.height / 2), { steps: 6 });
  await page.mouse.up();
}
