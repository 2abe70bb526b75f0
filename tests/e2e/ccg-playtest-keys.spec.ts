import { test, expect, type Page } from '@playwright/test';

// Keys at once after Ctrl+Enter in the CCG designer. The designer's area is hidden while its game
// is played in the Playtest area, but its map kept the focus until the browser moved it (a task of its own, which input
// may overtake): an Esc pressed before that was taken by the hidden map (it drops a pick) and the
// game stayed on screen (the CCG playtest bench timed out on it). The focus now leaves the
// designer as it is hidden, and comes back to the same map spot after Esc.

const designerMap = (page: Page) => page.locator('tr-ccg-map [role="grid"]');
const cursorCell = (page: Page) => page.locator('tr-ccg-map [role="gridcell"][tabindex="0"]');
const gameMap = (page: Page) => page.locator('tr-play-shell[play="ccg"] tr-ccg-play-map [role="grid"]');

async function openLevel(page: Page): Promise<void> {
  await page.goto('/#ccg');
  await page
    .getByLabel('Open a CCG level')
    .selectOption({ label: 'Introductory level (tomb deck) (Base pack, read only)' });
  await expect(designerMap(page)).toBeVisible();
}

test('Esc in the same task as Ctrl+Enter, before the browser moves the focus, goes back to the designer', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openLevel(page);
  // The playtest's code is in (the designer fetches it while idle): the launch is then synchronous.
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await expect(gameMap(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(designerMap(page)).toBeVisible();

  // Ctrl+Enter on the map's cursor, then Esc on whatever has the focus once the launch's updates are done, with no task
  // between.
  await cursorCell(page).focus();
  const at = await cursorCell(page).evaluate(async (cell) => {
    const key = (target: EventTarget, init: KeyboardEventInit) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, cancelable: true, ...init }));
    key(cell, { key: 'Enter', ctrlKey: true });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    const app = document.querySelector('tr-app')!;
    const area = app.shadowRoot!.querySelector('tr-playtest')!;
    await (app as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await (area as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    let focused: Element | null = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    const launched =
      !!area.shadowRoot!.querySelector('tr-play-shell[play="ccg"]:not([hidden])') &&
      !app.shadowRoot!.querySelector('#panel-playtest[hidden]');
    const focusInHiddenDesigner = !!app.shadowRoot!.activeElement?.closest('#panel-ccg[hidden]');
    key(focused ?? document.body, { key: 'Escape' });
    return { launched, focusInHiddenDesigner };
  });
  expect(at).toEqual({ launched: true, focusInHiddenDesigner: false });
  await expect(gameMap(page)).toBeHidden();
  await expect(designerMap(page)).toBeVisible();
  // The focus is back on the map's cursor, where it was.
  await expect(cursorCell(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('real keys: Ctrl+Enter then Esc at once, ten times, always back in the designer with the focus on the map', async ({
  page,
}) => {
  await openLevel(page);
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.keyboard.press('Escape');
  for (let i = 0; i < 10; i++) {
    await cursorCell(page).focus();
    await page.keyboard.press('Control+Enter');
    await page.keyboard.press('Escape');
    await expect(designerMap(page)).toBeVisible({ timeout: 2000 });
    await expect(gameMap(page)).toBeHidden();
    await expect(cursorCell(page)).toBeFocused();
  }
});

test("Ctrl+Enter while the playtest's code loads, then Esc in the task after the game comes: back in the designer", async ({
  page,
}) => {
  // The playtest's code is held back, so that the launch waits for it and comes with it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/ccg-playtest-session-[\w-]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openLevel(page);
  // Esc in the first task after the game is shown (the Playtest area's panel no longer hidden).
  await page.evaluate(() => {
    const panel = document.querySelector('tr-app')!.shadowRoot!.querySelector('#panel-playtest')!;
    new MutationObserver((_, observer) => {
      if (panel.hasAttribute('hidden')) return;
      observer.disconnect();
      setTimeout(() => {
        document.body.dataset.escaped = 'yes';
        let focused: Element | null = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        (focused ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }),
        );
      });
    }).observe(panel, { attributes: true });
  });
  await cursorCell(page).focus();
  await page.keyboard.press('Control+Enter');
  release();
  await page.waitForFunction(() => document.body.dataset.escaped === 'yes');
  await expect(designerMap(page)).toBeVisible({ timeout: 2000 });
  await expect(gameMap(page)).toBeHidden();
  await expect(cursorCell(page)).toBeFocused();
});
