import { test, expect, type Page } from '@playwright/test';
import { dragToSpace, levelBoard } from './editor-helpers.ts';

// The level editor's tile-face palette fits its panel: every face, with its longest label, inside the list's
// visible width, and the buttons under the list clear of the tokens below, at a wide and a narrow window.

/** The palette's layout: the face list's overflow, how far the faces stick out of it, where its buttons end. */
function paletteLayout(page: Page) {
  return page.locator('tr-face-palette').evaluate((host) => {
    const root = host.shadowRoot!;
    const list = root.querySelector<HTMLElement>('[role="listbox"]')!;
    const visibleRight = list.getBoundingClientRect().left + list.clientLeft + list.clientWidth;
    const faces = [...list.querySelectorAll('[role="option"]')].map((f) => f.getBoundingClientRect());
    return {
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
      overhang: Math.max(...faces.map((f) => f.right)) - visibleRight,
      buttonsBottom: root.querySelector('.face-actions')!.getBoundingClientRect().bottom,
      tokensTop: host.parentElement!.querySelector('tr-token-palette')!.getBoundingClientRect().top,
    };
  });
}

for (const [width, height] of [
  [1400, 900],
  [1000, 800],
] as const)
  test(`every tile face fits the palette's width at ${width} × ${height}, and the last of a row drags to the board`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#level');
    await page.getByRole('button', { name: 'New empty level' }).click();
    await expect(levelBoard(page)).toBeVisible();
    // Every location type: the longer labels ("10 jungle", "12 tomb") are the ones that used to widen the columns.
    await page.locator('tr-face-palette select').selectOption('all');
    const faces = page.getByRole('listbox', { name: 'Tile faces' }).getByRole('option');
    await expect(faces).toHaveCount(64);
    const layout = await paletteLayout(page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(layout.overhang).toBeLessThanOrEqual(0);
    expect(layout.buttonsBottom).toBeLessThanOrEqual(layout.tokensTop);

    // Back to the level's own (jungle) faces: the last face of the first row, dragged with the real mouse, is laid.
    await page.locator('tr-face-palette select').selectOption('');
    await expect(faces).toHaveCount(16);
    expect((await paletteLayout(page)).overhang).toBeLessThanOrEqual(0);
    // Arrow Down goes to the face below: as many faces on as the grid lays in a row (4 here).
    await faces.nth(1).click();
    await page.keyboard.press('ArrowDown');
    await expect(faces.nth(5)).toHaveAttribute('aria-selected', 'true');
    const fourth = faces.nth(3);
    await expect(fourth).toHaveAccessibleName('Tile 4, jungle face');
    await dragToSpace(page, fourth, 1, 1);
    await expect(page.locator('tr-level-board [data-slot="0,0"]')).toHaveAttribute('aria-label', /tile 4, jungle face/);
  });
