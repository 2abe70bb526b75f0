import { test, expect, type Page, type Locator } from '@playwright/test';
import { spawnSync } from 'node:child_process';

// The odds under a barrier in the Crypt of Chronos level editor's inspector, for a health typed there
// (a custom threshold), are the odds calculator's: each weapon's line matches `npm run odds -- --coc`.

const board = (page: Page) => page.locator('tr-level-board .board');

async function drag(page: Page, from: Locator, x: number, y: number): Promise<void> {
  const box = (await board(page).boundingBox())!;
  const cell = box.width / 12;
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + (x + 0.5) * cell, box.y + (y + 0.5) * cell, { steps: 8 });
  await page.mouse.up();
}

/** The calculator's chance of at least `need` successes with `dice` Lara Dice of the base pack. */
const known = new Map<string, number>();
function calculator(dice: number, need: number): number {
  const key = `${dice}>${need}`;
  if (known.has(key)) return known.get(key)!;
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/odds.ts', '--coc', '--dice', String(dice), '--need', String(need), '--json'], { encoding: 'utf8' });
  expect(cli.status, cli.stderr).toBe(0);
  known.set(key, JSON.parse(cli.stdout).pass as number);
  return known.get(key)!;
}

test('the barrier odds in the level inspector, for a health typed there, match the odds calculator', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/#level');
  await page.getByRole('button', { name: 'New empty level' }).click();
  await expect(board(page)).toBeVisible();
  await drag(page, page.locator('tr-face-palette [data-face="tile-1:jungle"]'), 1, 1);
  await expect(page.locator('tr-level-board .slot')).toHaveCount(1);
  const low = await page.evaluate(() => {
    const main = document.querySelector('tr-app')!.shadowRoot!.querySelector('tr-level-editor')!.shadowRoot!.querySelector('tr-level-main')!;
    const bench = main.shadowRoot!.querySelector('tr-level-workbench') as unknown as { state: { grid: { rows: ({ x: number; y: number; terrain: string; feature?: unknown } | null)[][] } } };
    return bench.state.grid.rows.flat().find((s) => s && s.terrain === 'low' && !s.feature)!;
  });
  await drag(page, page.locator('tr-token-palette [data-token="barrier (health 3)"]'), low.x, low.y);
  await page.locator('tr-level-board .token[data-type="barrier"]').click();
  const inspector = page.locator('tr-level-inspector');
  const health = inspector.getByRole('spinbutton', { name: /Barrier health/ });
  await health.fill('7');
  const odds = inspector.getByLabel('Odds to destroy the barrier');
  await expect(odds).toContainText('Destroyed by 7 damage');
  const dice = Number((await odds.locator('.hint').textContent())!.match(/all (\d+) Lara Dice/)![1]);
  const lines = await odds.locator('li').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const m = line.replace(/\s+/g, ' ').trim().match(/^(.+) \(power (\d+)\): (\d+) successe?s?, ([\d.]+)%$/);
    expect(m, line).toBeTruthy();
    const [, , power, need, shown] = m!;
    expect(Number(need)).toBe(Math.ceil(7 / Number(power)));
    expect(Number(shown)).toBe(Math.round(calculator(dice, Number(need)) * 100));
  }
});
