import { test, expect, type Page } from '@playwright/test';

// The first playtest after a page load reuses elements built ahead of time: while the level editor
// is idle, the Playtest area plays a base-pack chapter hidden (issue 8). It must stay out of sight
// and out of the way (keys in the editor do not reach it), and the first Ctrl+Enter must show the
// draft's own game in that same element.

const main = (page: Page) => page.locator('tr-play-shell[play="coc"]');

test('the playtest is built while the editor is idle, hidden, and the first launch reuses it for the draft', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/#level');
  await page.getByLabel('Template').selectOption({ label: 'Landfall (chapter)' });
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const board = page.locator('tr-level-board .board');
  await expect(board).toBeVisible();

  // Built while idle, with its board drawn, and hidden: not visible, not in the accessibility tree.
  await expect(main(page)).toHaveCount(1);
  await expect(main(page).locator('tr-playtest-board svg.board')).toHaveCount(1);
  await expect(main(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Playtest:/ })).toHaveCount(0);
  await main(page).evaluate((el) => ((el as HTMLElement & { rehearsed?: boolean }).rehearsed = true));

  // Keys the hidden game would act on (E ends the Lara Phase, Escape goes back) do nothing to it.
  const rounds = () =>
    main(page).evaluate((el) =>
      JSON.stringify((el as unknown as { session: { steps: unknown[] } }).session.steps.length),
    );
  const before = await rounds();
  await board.focus();
  await page.keyboard.press('e');
  await page.keyboard.press('Escape');
  expect(await rounds()).toBe(before);
  await expect(page.getByRole('tab', { name: 'Level editor' })).toHaveAttribute('aria-selected', 'true');

  // The first launch: the same element, now showing the draft (its title, Lara where Landfall puts her).
  await board.focus();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('tabpanel', { name: 'Playtest' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Playtest:/ })).toContainText('Landfall');
  await expect(page.locator('tr-playtest-board g.figure-lara')).toHaveAttribute('data-at', '0,11');
  expect(await main(page).evaluate((el) => (el as HTMLElement & { rehearsed?: boolean }).rehearsed)).toBe(true);
  const draft = await page
    .locator('tr-level-workbench')
    .evaluate((el) => (el as unknown as { doc: { value: { id: string } } }).doc.value.id);
  const level = await main(page).evaluate(
    (el) => (el as unknown as { session: { state: { level: { id: string } } } }).session.state.level.id,
  );
  expect(level).toBe(draft);
  await page.keyboard.press('Escape');
  await expect(board).toBeVisible();
  expect(errors).toEqual([]);
});
