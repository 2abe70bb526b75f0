import { test, expect, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

// The Angel of Darkness from design to replay, as a user does it: a tile painted with the mouse and
// keys, a 2 × 1 museum laid by dragging tiles onto it, its counters chosen; a reload keeps the
// design; then a hot-seat game of three (Lara and Pieter at the screen, Joachim a bot) played to the
// end on the board and the action list, with the pass screen between the two people and never the
// other's hand on screen; the replay saved and replayed by the CLI to the same digest.

const shots = process.env.AOD_SHOTS;

async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('a museum designed with the mouse, reloaded, played hot-seat to the end and replayed by the CLI', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.getByRole('tab', { name: 'Other games' }).click();
  const designer = page.locator('tr-aod-designer');
  await expect(designer.getByRole('heading', { name: 'Museum designer' })).toBeVisible();

  // A tile of my own: walls painted on by one stroke across three sides, off again by another, a
  // wall switched by the keyboard and back, and a torch.
  await designer.getByRole('button', { name: 'New tile' }).click();
  await designer.getByLabel('Name', { exact: true }).fill('Open room');
  await designer.getByLabel('Name', { exact: true }).press('Enter');
  const wall = (side: string) => designer.getByRole('button', { name: `Wall ${side}` });
  await expect(wall('north')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, wall('east'), wall('south'));
  await expect(wall('east')).toHaveAttribute('aria-pressed', 'true');
  await expect(wall('south')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, wall('north'), wall('east'));
  await drag(page, wall('south'), wall('south'));
  for (const side of ['north', 'east', 'south', 'west'])
    await expect(wall(side)).toHaveAttribute('aria-pressed', 'false');
  const tile = designer.getByRole('group', { name: /^Open room/ });
  await tile.press('ArrowLeft');
  await expect(wall('west')).toHaveAttribute('aria-pressed', 'true');
  await tile.press('ArrowLeft');
  await expect(wall('west')).toHaveAttribute('aria-pressed', 'false');
  await designer.getByLabel('Torch (a secret room)').check();
  await expect(tile).toHaveAttribute('aria-label', /no walls, torch \(secret room\)/);
  if (shots) await page.screenshot({ path: `${shots}/aod-tile-painter.png` });

  // A museum: 2 × 1, fixed, a T junction by the entrance and my room beside it.
  await designer.getByRole('button', { name: '☰ All museums and tiles' }).click();
  await designer.getByRole('button', { name: 'New museum' }).click();
  await designer.getByLabel('Name', { exact: true }).fill('Two rooms');
  await designer.getByLabel('Name', { exact: true }).press('Enter');
  await designer.getByLabel('Width', { exact: true }).fill('2');
  await designer.getByLabel('Width', { exact: true }).press('Enter');
  await designer.getByLabel('Height', { exact: true }).fill('1');
  await designer.getByLabel('Height', { exact: true }).press('Enter');
  await designer.getByRole('combobox', { name: /^Deal/ }).selectOption('fixed');
  const layout = designer.getByRole('grid', { name: 'Museum layout' });
  const place = (name: RegExp) => layout.getByRole('gridcell', { name });
  await drag(page, designer.getByRole('button', { name: /^T junction/ }), place(/^Column 1, row 1/));
  await drag(page, designer.getByRole('button', { name: /^Open room/ }), place(/^Column 2, row 1/));
  await place(/^Beside the museum, column 1, row 2/).click();
  await expect(place(/^Column 1, row 1: T junction, a wall north$/)).toBeVisible();
  await expect(place(/^Column 2, row 1: Open room, no walls, torch/)).toBeVisible();
  await expect(place(/^The starting tile/)).toHaveAttribute('data-x', '0');
  // One discovery counter, and the large painting alone on the time bomb.
  const problems = designer.getByRole('region', { name: 'Problems' });
  for (const n of [2, 3, 4, 5]) await designer.getByLabel(`Discovery counter ${n}`).uncheck();
  await expect(problems).toContainText('The discovery counters reveal 2 objects but 9 are piled');
  for (const box of await designer.locator('tr-aod-museum-editor fieldset:has(legend:text("Counters")) label').all()) {
    const text = (await box.textContent()) ?? '';
    if (/evidence|painting/i.test(text) && !/large/i.test(text)) await box.getByRole('checkbox').uncheck();
  }
  await expect(problems).toContainText('No problems: the museum can be played.');
  if (shots) await page.screenshot({ path: `${shots}/aod-designer.png` });

  // A reload keeps the design, once the designer says it is stored.
  await expect(designer.locator('.saved')).toHaveText('Saved');
  await page.reload();
  await expect(
    designer
      .getByRole('grid', { name: 'Museum layout' })
      .getByRole('gridcell', { name: /^Column 2, row 1: Open room/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(designer.getByLabel('Name', { exact: true })).toHaveValue('Two rooms');

  // Hot-seat for three: Lara and Pieter at the screen, Joachim the careful bot.
  await designer.getByRole('combobox', { name: /^Players/ }).selectOption('3');
  await designer.getByRole('button', { name: '▶ Playtest' }).click();
  const shell = page.getByRole('region', { name: 'Playtest' });
  await shell.getByLabel('Who plays Joachim Karel').selectOption({ label: 'the careful bot' });
  const board = shell.locator('tr-aod-board');
  const actions = shell.getByRole('region', { name: 'Actions' }).getByRole('button');
  const over = shell.locator('p.over', { hasText: 'The game is over.' });
  const passes = new Set<string>();
  const order = [
    /^Claim/,
    /^Stop \d+ hits? with/,
    /^Ditch/,
    /^Lay the tile as it is/,
    /^Open /,
    /^Move (north|east)/,
    /^Play energy/,
    /^Take an energy card|^Reload two energy/,
    /^Stop( \(|$)/,
    /^End the turn|^Pass$/,
  ];
  const home = [
    /^Claim/,
    /^Stop \d+ hits? with/,
    /^Ditch/,
    /^Move (west|south)/,
    /^Play energy/,
    /^Take an energy card|^Reload two energy/,
    /^Stop( \(|$)/,
    /^End the turn|^Pass$/,
  ];
  let shot = false;
  for (let step = 0; step < 400 && !(await over.isVisible()); step++) {
    const pass = shell.getByRole('region', { name: 'Pass the device' });
    if (await pass.isVisible()) {
      const who = /Pass the device to (.+?)\./.exec((await pass.textContent()) ?? '')![1]!;
      passes.add(who);
      await expect(board, 'nothing of the board behind the pass screen').toHaveCount(0);
      await pass.getByRole('button', { name: `I am ${who}: show my turn` }).click();
      // Only the person at the screen's hand is shown.
      const hands = board.locator('section.hand h3');
      await expect(hands).toHaveCount(1);
      await expect(hands).toHaveText(new RegExp(`^${who}'s hand`));
      continue;
    }
    const labels = await actions.allTextContents();
    if (!labels.length) {
      await page.waitForTimeout(50);
      continue;
    }
    const turnText = (await board.locator('.turn').textContent()) ?? '';
    const me = /^(?:Round \d+: )?(.+?)(?:'s turn| is shot| holds| lays)/.exec(turnText)?.[1] ?? '';
    const carrying = (await board.locator('li.player', { hasText: me }).textContent())?.includes('Carrying');
    const wanted = (carrying ? home : order)
      .map((re) => labels.findIndex((l) => re.test(l.trim())))
      .find((i) => i >= 0);
    if (shots && !shot && (await board.getByRole('gridcell', { name: /^Column 2, row 1: Open room/ }).count())) {
      shot = true;
      await page.screenshot({ path: `${shots}/aod-board.png` });
    }
    await actions.nth(wanted ?? labels.length - 1).click();
  }
  await expect(over).toBeVisible();
  expect([...passes].sort()).toEqual(['Lara Croft', 'Pieter van Eckhardt']);
  const summary = board.getByRole('region', { name: 'End of the game' });
  await expect(summary).toContainText('Points by player');
  if (shots) await page.screenshot({ path: `${shots}/aod-end.png` });

  // The replay, saved and replayed by the CLI to the same digest.
  const download = page.waitForEvent('download');
  await shell.getByRole('button', { name: 'Save replay' }).click();
  const text = readFileSync((await (await download).path())!, 'utf8');
  const record = JSON.parse(text) as { digest: string; actions: unknown[]; items: { id: string }[] };
  expect(record.items.map((i) => i.id)).toContain('new-tile');
  const file = test.info().outputPath('two-rooms.replay.json');
  writeFileSync(file, text);
  const out = execFileSync('node', ['--import', './scripts/register-ts.mjs', 'src/cli/replay.ts', file], {
    encoding: 'utf8',
  });
  expect(out).toContain(`${record.digest} (${record.actions.length} actions)`);
  expect(errors).toEqual([]);
});

test("the museum designer's Analyse: the win rate of each side and the game length in rounds; its Print setup sheet", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/');
  await page.getByRole('tab', { name: 'Other games' }).click();
  const designer = page.locator('tr-aod-designer');
  await designer.getByRole('button', { name: 'The museum at night' }).click();
  await designer.getByRole('button', { name: /Analyse/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Analyse The museum at night' });
  await dialog.getByLabel('Games per bot').fill('6');
  await dialog.getByLabel('Seats').selectOption('2');
  await dialog.getByRole('checkbox', { name: 'random', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'careful', exact: true }).uncheck();
  await dialog.getByRole('button', { name: 'Analyse', exact: true }).click();
  const sides = dialog.getByRole('table', { name: 'Win rate by side (2 players)' });
  await expect(dialog.getByText('random cleared this level in 6 of 6 seeds')).toBeVisible({ timeout: 90_000 });
  await expect(sides.getByRole('row', { name: /^Good guys/ })).toBeVisible();
  await expect(sides.getByRole('row', { name: /^Bad guys/ })).toBeVisible();
  await expect(dialog.getByText('Game length (mean 30.0 rounds)')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('aod-analysis.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await designer.getByRole('button', { name: 'Print setup sheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Setup sheet: The museum at night' });
  await expect(sheet.getByRole('img', { name: /^The museum, 5 by 5/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  expect(errors).toEqual([]);
});
