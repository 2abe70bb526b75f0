import { test, expect, type Page } from '@playwright/test';

// The CCG playtest's first launch after a page load reuses elements built ahead of time, as the
// Crypt of Chronos one does (playtest-rehearsal.spec.ts): while the CCG designer is idle, a game of
// the open level is played hidden in the Playtest area. It must stay out of sight and out of
// the way (keys in the designer do not reach it, it takes no focus), the first Ctrl+Enter must
// show the launched game in that same element, and Esc hides it again for the next launch.

type GameElement = HTMLElement & {
  rehearsed?: boolean;
  launcher: { shown: boolean; request?: { askedAt?: number } };
  session: { steps: unknown[]; state: { level: { id: string } } };
};
const main = (page: Page) => page.locator('tr-play-shell[play="ccg"]');
// The element itself keeps its box when hidden (content-visibility: hidden skips what is in it): its map tells.
const gameMap = (page: Page) => page.locator('tr-play-shell[play="ccg"] tr-ccg-play-map [role="grid"]');
const designerMap = (page: Page) => page.locator('tr-ccg-map [role="grid"]');
const cursorCell = (page: Page) => page.locator('tr-ccg-map [role="gridcell"][tabindex="0"]');
const steps = (page: Page) => main(page).evaluate((el) => (el as GameElement).session.steps.length);

test('the CCG playtest is built while the designer is idle, hidden, and the first launch reuses it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/#ccg');
  await page
    .getByLabel('Open a CCG level')
    .selectOption({ label: 'Introductory level (tomb deck) (Base pack, read only)' });
  await expect(designerMap(page)).toBeVisible();
  await cursorCell(page).focus();

  // Built while idle, its map drawn, and hidden: not visible, not read out, the focus left where it was.
  await expect(main(page)).toHaveCount(1, { timeout: 10_000 });
  await expect(gameMap(page)).toHaveCount(1);
  await expect(gameMap(page)).toBeHidden();
  await expect(main(page)).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('heading', { name: /^Playtest:/ })).toHaveCount(0);
  await expect(designerMap(page)).toBeVisible();
  await expect(cursorCell(page)).toBeFocused();
  await main(page).evaluate((el) => ((el as GameElement).rehearsed = true));
  expect(await main(page).evaluate((el) => (el as GameElement).launcher.shown)).toBe(false);

  // Keys the hidden game would act on (an arrow moves the raider, 1 takes the first action, Esc leaves) do nothing to
  // it.
  const before = await steps(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('1');
  await page.keyboard.press('Escape');
  expect(await steps(page)).toBe(before);
  await expect(designerMap(page)).toBeVisible();

  // The first launch: the same element, now the launched game (asked for by the key, measured).
  await cursorCell(page).focus();
  await page.keyboard.press('Control+Enter');
  await expect(gameMap(page)).toBeVisible();
  await expect(main(page)).toHaveAttribute('aria-hidden', 'false');
  await expect(designerMap(page)).toBeHidden();
  await expect(main(page)).toHaveAttribute('data-painted-ms', /\d/);
  const shown = await main(page).evaluate((el) => {
    const game = el as GameElement;
    return {
      rehearsed: game.rehearsed,
      shown: game.launcher.shown,
      asked: game.launcher.request?.askedAt !== undefined,
      level: game.session.state.level.id,
      steps: game.session.steps.length,
    };
  });
  expect(shown).toEqual({ rehearsed: true, shown: true, asked: true, level: 'introductory-tomb', steps: 0 });
  // Its keys work: up moves the raider into the spot above the entrance.
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => steps(page)).toBeGreaterThan(0);

  // Undone (the dialog for the obstacles found keeps Esc for itself, not Ctrl+Z), then Esc: the
  // designer again, the element hidden and kept, and the next launch reuses it too.
  await page.keyboard.press('Control+z');
  await expect.poll(() => steps(page)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(designerMap(page)).toBeVisible();
  await expect(gameMap(page)).toBeHidden();
  await expect(main(page)).toHaveCount(1);
  await cursorCell(page).focus();
  await page.keyboard.press('Control+Enter');
  await expect(gameMap(page)).toBeVisible();
  expect(
    await main(page).evaluate((el) => [(el as GameElement).rehearsed, (el as GameElement).session.steps.length]),
  ).toEqual([true, 0]);
  await page.keyboard.press('Escape');
  await expect(designerMap(page)).toBeVisible();
  expect(errors).toEqual([]);
});
