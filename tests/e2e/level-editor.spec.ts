import { test, expect, type Page } from '@playwright/test';
import { dragToSpace, levelBoard, levelSaved, lowSpaces } from './editor-helpers.ts';

// Building a small chapter in the built app, with the mouse alone and with the keyboard alone.

const slots = (page: Page) => page.locator('tr-level-board .slot');
const placed = (page: Page) => page.locator('tr-level-board .token');

const CHAPTER_TILES = ['tile-1:jungle', 'tile-2:jungle', 'tile-3:jungle', 'tile-4:jungle'];
const TOKENS = ['red door, closed', 'red switch', 'artifact', 'spawn point', 'spawn point', "Lara's start", 'exit'];

test('a chapter built with real mouse drags, then undone back to empty', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await expect(levelBoard(page)).toBeVisible();

  // Four tiles in the top-left 2 × 2 slots.
  for (const [i, face] of CHAPTER_TILES.entries())
    await dragToSpace(
      page,
      page.locator(`tr-face-palette [data-face="${face}"]`),
      (i % 2) * 3 + 1,
      Math.floor(i / 2) * 3 + 1,
    );
  await expect(slots(page)).toHaveCount(4);
  await expect(page.locator('tr-level-board [data-slot="1,1"]')).toHaveAttribute('aria-label', /tile 4, jungle face/);

  // A door and its switch, an artifact, two spawn points, Lara's start and the exit, each on its own low space.
  const spaces = await lowSpaces(page);
  for (const [i, label] of TOKENS.entries())
    await dragToSpace(
      page,
      page.locator(`tr-token-palette [data-token="${label}"]`),
      spaces[i * 2]!.x,
      spaces[i * 2]!.y,
    );
  await expect(placed(page)).toHaveCount(TOKENS.length);
  for (const type of ['door', 'switch', 'artifact', 'laraStart', 'exit'])
    await expect(page.locator(`tr-level-board .token[data-type="${type}"]`)).toHaveCount(1);
  await expect(page.locator('tr-level-board .token[data-type="spawnPoint"] .spawn-number')).toHaveText(['1', '2']);
  // Turn the selected spawn point by dragging around it (one gesture).
  await page.locator('tr-level-board .token[data-type="spawnPoint"]').last().click();
  const sp = (await page.locator('tr-level-board .token[data-type="spawnPoint"]').last().boundingBox())!;
  await page.mouse.move(sp.x + sp.width * 1.2, sp.y + sp.height / 2);
  await page.mouse.down();
  await page.mouse.move(sp.x - sp.width * 0.3, sp.y + sp.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(
    page.locator('tr-level-board .token[data-type="spawnPoint"]').last().locator('.facing-arrow'),
  ).toHaveAttribute('data-facing', 'W');

  // The problems panel runs the full validation (schema and checks) on the draft.
  await expect(page.locator('tr-problems-panel .summary')).not.toHaveText('Checking…');
  await levelBoard(page).focus();
  await page.locator('tr-level-board').screenshot({ path: test.info().outputPath('finished-board-mouse.png') });

  // Reload: the autosaved draft comes back as it was, with its undo history.
  await levelSaved(page);
  await page.reload();
  await expect(slots(page)).toHaveCount(4);
  await expect(placed(page)).toHaveCount(TOKENS.length);
  await expect(
    page.locator('tr-level-board .token[data-type="spawnPoint"]').last().locator('.facing-arrow'),
  ).toHaveAttribute('data-facing', 'W');
  await levelBoard(page).focus();

  // Undo every step: the level is empty again.
  const undoButton = page.locator('tr-level-workbench .toolbar button', { hasText: 'Undo' });
  for (let i = 0; i < 40 && (await undoButton.isEnabled()); i++) await page.keyboard.press('Control+z');
  await expect(undoButton).toBeDisabled();
  await expect(slots(page)).toHaveCount(0);
  await expect(placed(page)).toHaveCount(0);
  // And redo brings it all back.
  await page.keyboard.press('Control+Shift+z');
  await expect(slots(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

/** Presses Tab (or Shift+Tab) until the focused element, deep in shadow roots, matches. */
async function tabTo(page: Page, matches: string, back = false): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const hit = await page.evaluate((selector) => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return !!el?.matches(selector);
    }, matches);
    if (hit) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${matches} with Tab`);
}

async function moveCursorTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
}

test('the same chapter built with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('tab', { name: 'Level editor' }).focus();
  // The packs load after the page: a user tabs to the button once it is shown, not through "Loading packs…".
  await expect(page.getByRole('button', { name: 'New empty level' })).toBeVisible();
  // Reach "New empty level" by Tab and press Enter.
  for (let i = 0; i < 10; i++) {
    const text = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent?.trim();
    });
    if (text === 'New empty level') break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'New empty level' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(levelBoard(page)).toBeVisible();

  let cursor = { x: 0, y: 0 };
  // Tiles 1–4 (the first four jungle faces in the palette) into the 2 × 2 top-left slots.
  for (let i = 0; i < 4; i++) {
    await tabTo(page, '.faces[role="listbox"]', i > 0);
    if (i > 0) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const to = { x: (i % 2) * 3, y: Math.floor(i / 2) * 3 };
    await moveCursorTo(page, cursor, to);
    cursor = to;
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }
  await expect(slots(page)).toHaveCount(4);
  // Rotate the last tile and flip nothing (the level is jungle only): R on the selected tile.
  await page.keyboard.press('Enter');
  await page.keyboard.press('r');
  await expect(page.locator('tr-level-board [data-slot="1,1"]')).toHaveAttribute('aria-label', /rotated 90°/);

  const spaces = await lowSpaces(page);
  for (const [i, label] of TOKENS.entries()) {
    await tabTo(page, `button[data-token="${label}"]`, true);
    await page.keyboard.press('Enter');
    const to = spaces[i * 2]!;
    await moveCursorTo(page, cursor, to);
    cursor = to;
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    if (label === 'spawn point') await page.keyboard.press('Shift+ArrowUp');
  }
  await expect(placed(page)).toHaveCount(TOKENS.length);
  // Each spawn point was turned to face N with Shift+Up right after it was placed.
  const arrows = page.locator('tr-level-board .token[data-type="spawnPoint"] .facing-arrow');
  await expect(arrows).toHaveCount(2);
  for (const i of [0, 1]) await expect(arrows.nth(i)).toHaveAttribute('data-facing', 'N');
  // The help overlay lists the shortcuts.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Level editor shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Level editor shortcuts' })).toBeHidden();
  await page.locator('tr-level-board').screenshot({ path: test.info().outputPath('finished-board-keyboard.png') });
  // Undo with the keyboard all the way back.
  for (let i = 0; i < 40; i++) await page.keyboard.press('Control+z');
  await expect(slots(page)).toHaveCount(0);
});

test('a draft survives a reload with its undo position', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-1:jungle"]'), 1, 1);
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-2:jungle"]'), 4, 1);
  await page.keyboard.press('Control+z');
  await levelSaved(page);
  await page.reload();
  await expect(slots(page)).toHaveCount(1);
  await levelBoard(page).focus();
  await page.keyboard.press('Control+Shift+z');
  await expect(slots(page)).toHaveCount(2);
});

test('a level open in both editors: a change in one shows in the other, and undo is one history', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-1:jungle"]'), 1, 1);
  await expect(slots(page)).toHaveCount(1);

  // The JSON editor has the same draft open, with the tile the mouse just laid.
  await page.getByRole('tab', { name: 'JSON editor' }).click();
  await page.locator('tr-json-editor [role="tab"]', { hasText: 'New chapter' }).click();
  const editor = page.locator('tr-json-editor .monaco-editor');
  await expect(editor.locator('.view-lines')).toContainText('"tile": "tile-1"');
  // Rename it by typing in Monaco.
  await editor.locator('.view-line', { hasText: '"name": "New chapter"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' Two');
  await expect(editor.locator('.view-lines')).toContainText('"name": "New chapter Two"');

  // Back in the level editor the new name is there at once; undo there takes back the typing first,
  // then the tile: one history for both editors.
  await page.getByRole('tab', { name: 'Level editor' }).click();
  await expect(page.getByRole('combobox', { name: 'Open a draft' })).toContainText('New chapter Two');
  await levelBoard(page).focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('combobox', { name: 'Open a draft' })).not.toContainText('New chapter Two');
  await expect(slots(page)).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(slots(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'JSON editor' }).click();
  await expect(editor.locator('.view-lines')).not.toContainText('"tile": "tile-1"');
});

test('several drafts side by side: a new empty level and a duplicated chapter, both listed in the library, the open one back after a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await expect(levelBoard(page)).toBeVisible();
  await expect(slots(page)).toHaveCount(0);
  // From a template: one of the base pack's chapters, duplicated with its layout.
  const template = page.getByRole('combobox', { name: 'Template' });
  const chapter = (await template
    .locator('option', { hasText: /\(chapter\)$/ })
    .first()
    .textContent())!;
  await template.selectOption({ label: chapter });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const copyName = `${chapter.replace(/ \(chapter\)$/, '')} (copy)`;
  await expect(page.getByRole('combobox', { name: 'Open a draft' })).toHaveValue('1');
  await expect(page.getByRole('combobox', { name: 'Open a draft' }).locator('option')).toHaveText([
    /^New chapter \(chapter, My drafts\)$/,
    `${copyName} (chapter, My drafts)`,
  ]);
  expect(await slots(page).count()).toBeGreaterThan(0);
  // The library lists both drafts in the user's pack.
  await levelSaved(page);
  await page.reload();
  await expect(slots(page).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Open a draft' })).toHaveValue('1');
  await page.getByRole('tab', { name: 'Library' }).click();
  await page.locator('tr-library .pack-button', { hasText: 'My drafts' }).click();
  const items = page.locator('tr-library section.pack button.item');
  await expect(items.filter({ hasText: 'New chapter' })).toHaveCount(1);
  await expect(items.filter({ hasText: copyName })).toHaveCount(1);
});

test("closing the level's JSON editor tab keeps the one undo history of both editors", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-1:jungle"]'), 1, 1);
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-2:jungle"]'), 4, 1);
  await expect(slots(page)).toHaveCount(2);
  await page.getByRole('tab', { name: 'JSON editor' }).click();
  await page.locator('tr-json-editor [role="tab"]', { hasText: 'New chapter' }).click();
  await expect(page.locator('tr-json-editor .monaco-editor .view-lines')).toContainText('"tile": "tile-2"');
  await page.getByRole('button', { name: 'Close New chapter' }).click();
  await expect(page.locator('tr-json-editor [role="tab"]', { hasText: 'New chapter' })).toHaveCount(0);
  // Back in the level editor: the same draft, and undo still has its steps.
  await page.getByRole('tab', { name: 'Level editor' }).click();
  await expect(slots(page)).toHaveCount(2);
  await dragToSpace(page, page.locator('tr-face-palette [data-face="tile-3:jungle"]'), 7, 1);
  await expect(slots(page)).toHaveCount(3);
  await levelBoard(page).focus();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(slots(page)).toHaveCount(1);
  // Reopened in the JSON editor, it is the same document: its undo goes on from there.
  await page.getByRole('tab', { name: 'Library' }).click();
  await page.locator('tr-library .pack-button', { hasText: 'My drafts' }).click();
  await page.locator('tr-library section.pack button.item', { hasText: 'New chapter' }).click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  await expect(page.locator('tr-json-editor [role="tab"]', { hasText: 'New chapter' })).toHaveCount(1);
  await page.locator('tr-json-editor [role="tab"]', { hasText: 'New chapter' }).click();
  await page.getByRole('tab', { name: 'Level editor' }).click();
  await levelBoard(page).focus();
  await page.keyboard.press('Control+z');
  await expect(slots(page)).toHaveCount(0);
});
