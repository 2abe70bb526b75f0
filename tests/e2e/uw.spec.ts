import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packButton } from './library-helpers.ts';

// Tomb Raider Underworld in the built app: a solo game played from the library in the shared play
// shell — a few actions by clicking the board, then the sensible bot to the end — its replay saved
// with the shell's Save replay and run by the scenario CLI to the same digest.

test('a solo Underworld game is played to its end on the board and its replay gives the same digest in the CLI', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page
    .locator('section.kind[data-kind="uwGame"]')
    .getByRole('button', { name: /^Tomb Raider Underworld/ })
    .click();
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();

  const shell = page.getByRole('region', { name: 'Playtest' });
  const board = shell.getByLabel('Underworld board');
  await expect(board.getByRole('list', { name: 'Journey' }).locator('[aria-current="step"]')).toHaveText(
    'The City Swallowed by Niflheim',
  );
  await expect(board.getByRole('grid', { name: /Tracks of The City Swallowed by Niflheim/ })).toBeVisible();
  await expect(
    board.getByRole('gridcell', { name: /Acrobatics space 1 \(start\): nothing — Lara is here/ }),
  ).toBeVisible();
  await expect(board.getByLabel(/Obstacle 1: The underwater door — next/)).toBeVisible();
  await expect(board.getByLabel('Health 3 of 3')).toBeVisible();

  // The person rolls the progress die by clicking it on the board, then plays what the board offers.
  await board.getByRole('button', { name: /^Progress die — Roll the progress die/ }).click();
  await expect(shell.getByRole('region', { name: 'Log' })).toContainText(/\d+\. Roll the progress die/);
  await page.screenshot({ path: 'test-results/uw-board.png', fullPage: true });
  for (let i = 0; i < 6; i++) {
    const clickable = board.locator('button.place.play, .decision button');
    if ((await clickable.count()) === 0) break;
    await clickable.first().click();
  }

  // The sensible bot plays the seat to the end.
  await shell.getByRole('combobox', { name: 'Who plays Player 1' }).selectOption({ label: 'the sensible bot' });
  const end = shell.getByRole('region', { name: 'End of the game' });
  await expect(end).toBeVisible({ timeout: 60_000 });
  await expect(shell.getByRole('status').filter({ hasText: 'The game is over.' })).toBeVisible();
  const digest = (await end.getByLabel('Game digest').textContent())!.trim();
  expect(digest).toMatch(/^\w+$/);
  await page.screenshot({ path: 'test-results/uw-end.png', fullPage: true });

  // Save replay, then the CLI replays it as a scenario to the same digest.
  const download = page.waitForEvent('download');
  await shell.getByRole('button', { name: 'Save replay' }).click();
  const replay = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as {
    game: string;
    level: { kind: string; id: string };
    options: { seed: number; players: number };
    actions: unknown[];
  };
  expect(replay.game).toBe('uw');
  expect(replay.options.players).toBe(1);
  const dir = mkdtempSync(join(tmpdir(), 'uw-replay-'));
  const file = join(dir, 'replay.scenario.json');
  const scenario = {
    game: 'uw',
    name: 'The browser game',
    level: replay.level,
    seed: replay.options.seed,
    players: replay.options.players,
    steps: replay.actions,
    expect: { digest },
  };
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('node', ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
    encoding: 'utf8',
  });
  expect((JSON.parse(out) as { digest: string }).digest).toBe(digest);
  expect(errors).toEqual([]);
});

// The region designer, as a user works in it: a copy of the base pack, a region opened from the
// designer's list, an effect dragged from the palette onto a space with the mouse, a space reordered,
// a problem seen live, a reload that keeps it all, and ▶ Playtest from the designer.
test('a region edited with the mouse in the region designer is kept over a reload and played', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await packButton(page, /^Base pack base/).click();
  await page.getByRole('button', { name: 'Duplicate to edit' }).click();
  await expect(packButton(page, /Base pack \(copy\)/)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Other games' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'Region designer' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'Region designer' }).click();
  const designer = page.locator('tr-uw-designer');
  await designer
    .getByRole('listitem')
    .filter({ hasText: 'Base pack (copy)' })
    .getByRole('button', { name: 'The City Swallowed by Niflheim' })
    .click();
  const battle = designer.getByRole('list', { name: 'Battle track' });
  await expect(battle.getByRole('listitem', { name: 'Battle space 3: object: Pistols' })).toBeVisible();

  // Drag "treasure" from the palette onto battle space 3 with the mouse.
  await designer
    .getByRole('list', { name: 'Palette of space effects' })
    .getByText('treasure')
    .dragTo(battle.getByRole('listitem', { name: /^Battle space 3:/ }));
  await expect(battle.getByRole('listitem', { name: 'Battle space 3: object: Pistols, treasure' })).toBeVisible();
  // Drag battle space 2 (adrenaline) onto space 4: the spaces are reordered.
  await battle
    .getByRole('listitem', { name: /^Battle space 2:/ })
    .dragTo(battle.getByRole('listitem', { name: /^Battle space 4:/ }));
  await expect(battle.getByRole('listitem', { name: 'Battle space 4: adrenaline' })).toBeVisible();
  await expect(battle.getByRole('listitem', { name: 'Battle space 2: object: Pistols, treasure' })).toBeVisible();

  // The trick track's end effect removed in the inspector: a live problem.
  const trick = designer.getByRole('list', { name: 'Trick track' });
  await trick.getByRole('listitem', { name: /^Trick space 6 \(end\)/ }).click();
  await designer.getByRole('region', { name: 'Inspector' }).getByRole('button', { name: 'Remove' }).first().click();
  await expect(designer.getByRole('complementary', { name: 'Problems' })).toContainText(
    'The trick track has no end effect',
  );
  await page.screenshot({ path: 'test-results/uw-designer.png', fullPage: true });

  // Reloaded: the designer opens the region again, as it was left.
  await page.waitForTimeout(800);
  await page.reload();
  await page.getByRole('tab', { name: 'Other games' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'Region designer' }).click();
  await page.getByRole('navigation', { name: 'Designers' }).getByRole('button', { name: 'Region designer' }).click();
  const again = page.locator('tr-uw-designer').getByRole('list', { name: 'Battle track' });
  await expect(again.getByRole('listitem', { name: 'Battle space 2: object: Pistols, treasure' })).toBeVisible();
  await expect(again.getByRole('listitem', { name: 'Battle space 4: adrenaline' })).toBeVisible();
  await expect(page.locator('tr-uw-designer').getByRole('complementary', { name: 'Problems' })).toContainText(
    'The trick track has no end effect',
  );

  // ▶ Playtest: the board plays the edited region.
  await page.locator('tr-uw-designer').getByRole('button', { name: '▶ Playtest' }).click();
  const board = page.getByRole('region', { name: 'Playtest' }).getByLabel('Underworld board');
  await expect(board.getByRole('gridcell', { name: /^Battle space 2: object: Pistols, treasure/ })).toBeVisible();
  expect(errors).toEqual([]);
});
