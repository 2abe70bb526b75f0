import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { dragToSpace, newLevelWithOneTile } from './editor-helpers.ts';

// The odds under a barrier in the Crypt of Chronos level editor's inspector, for a health typed there
// (a custom threshold), are the odds calculator's: each weapon's line matches `npm run odds -- --coc`.

/** The calculator's chance of at least `need` successes with `dice` Lara Dice of the base pack. */
const known = new Map<string, number>();
function calculator(dice: number, need: number): number {
  const key = `${dice}>${need}`;
  if (known.has(key)) return known.get(key)!;
  const cli = spawnSync(
    process.execPath,
    [
      '--import',
      './scripts/register-ts.mjs',
      'src/cli/odds.ts',
      '--coc',
      '--dice',
      String(dice),
      '--need',
      String(need),
      '--json',
    ],
    { encoding: 'utf8' },
  );
  expect(cli.status, cli.stderr).toBe(0);
  known.set(key, JSON.parse(cli.stdout).pass as number);
  return known.get(key)!;
}

test('the barrier odds in the level inspector, for a health typed there, match the odds calculator', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  const low = await newLevelWithOneTile(page);
  await dragToSpace(page, page.locator('tr-token-palette [data-token="barrier (health 3)"]'), low.x, low.y);
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
    const m = line
      .replace(/\s+/g, ' ')
      .trim()
      .match(/^(.+) \(power (\d+)\): (\d+) successe?s?, ([\d.]+)%$/);
    expect(m, line).toBeTruthy();
    const [, , power, need, shown] = m!;
    expect(Number(need)).toBe(Math.ceil(7 / Number(power)));
    expect(Number(shown)).toBe(Math.round(calculator(dice, Number(need)) * 100));
  }
});
