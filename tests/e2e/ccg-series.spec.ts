import { test, expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// A CCG series in the built app, by keyboard and mouse: a replay puts the first level of a two-level
// linked series (a tiny cave: the entrance and the treasure room below it) on screen; each level is
// played to its end, the series dialog takes the treasure chosen into level 2, the replay of level 2
// carries the series and reaches the same digest in the scenario CLI, and the last level shows the
// series' winner.

const seriesDialog = (page: Page) => page.locator('tr-ccg-series-dialog [role="dialog"]');
const choice = (page: Page) => page.locator('tr-choice-dialog [role="dialog"]');
const actions = (page: Page) => page.locator('tr-ccg-action-list');
const digest = (page: Page) => page.locator('tr-ccg-play-log .digest');

/** Plays the level on screen to its end: answers decisions with Enter, moves deeper with ↑, else stops (or takes action
 * 1). */
async function playLevel(page: Page): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await seriesDialog(page).count()) return;
    if (await choice(page).count()) await page.keyboard.press('Enter');
    else if (await actions(page).locator('button[data-type="move"]', { hasText: 'deeper' }).count())
      await page.keyboard.press('ArrowUp');
    else if (await actions(page).locator('button[data-type="stop"]').count())
      await actions(page).locator('button[data-type="stop"]').click();
    else if (await actions(page).locator('button').count()) await page.keyboard.press('1');
    await page.waitForTimeout(30);
  }
  throw new Error('the level did not end');
}

test('a linked series played through: the level ends, the treasure is carried into the next level, the series winner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1500, height: 950 });
  const cave = (JSON.parse(readFileSync('content/base/ccg/levels/introductory.json', 'utf8')) as { id: string }[]).find(
    (i) => i.id === 'introductory-cave',
  )!;
  const level = {
    ...cave,
    id: 'two-step-cave',
    name: 'Two-step cave',
    players: { min: 1, max: 1 },
    map: { width: 1, depth: 2 },
    entrances: {
      setups: [{ rooms: [{ cell: { column: 1, depth: 1 }, card: 'cave-entrance' }] }],
      start: 'splitEvenly',
    },
    fixedCells: [{ type: 'card', cell: { column: 1, depth: 2 }, card: 'treasure-cave', face: 'down' }],
    series: {
      type: 'linked',
      levels: ['two-step-cave', 'two-step-cave'],
      carryOver: { treasures: true, savedItems: 1 },
    },
  };
  const players = [{ name: 'Player 1', raider: 'lara-croft-spelunker' }];
  const record = {
    type: 'linked',
    levels: ['two-step-cave', 'two-step-cave'],
    next: 0,
    players,
    carryOver: { treasures: true, savedItems: 1 },
    seriesWinner: 'mostTreasures',
    results: [],
    newDrawCards: 0,
    maxCopies: 3,
    added: [0],
  };
  const file = test.info().outputPath('two-step-series.scenario.json');
  writeFileSync(
    file,
    JSON.stringify({
      game: 'ccg',
      name: 'A two-level series',
      level: { item: level },
      seed: 2,
      mode: 'hotSeat',
      players,
      series: { seed: 2, seriesLevel: 0, seriesStart: true, record },
      steps: [],
    }),
  );

  await page.goto('/#ccg');
  await page
    .getByLabel('Open a CCG level')
    .selectOption({ label: 'Introductory level (cave deck) (Base pack, read only)' });
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.getByLabel('Load a replay (scenario file)').setInputFiles(file);
  await expect(page.locator('tr-ccg-play-map')).toBeVisible();

  // Level 1.
  await playLevel(page);
  await expect(seriesDialog(page).locator('h3')).toContainText('Linked series: level 1 of 2');
  await expect(seriesDialog(page).locator('h3')).toContainText('won by Player 1');
  const treasure = seriesDialog(page).getByLabel('Treasure taken');
  await expect(seriesDialog(page)).toContainText('Carried into the next level: treasures, 1 saved item each.');
  const offered = await treasure.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(1);
  await treasure.selectOption(offered[1]!);
  const name = (await treasure.locator(`option[value="${offered[1]}"]`).textContent())!
    .replace(/ \(power.*$/, '')
    .trim();
  await seriesDialog(page).getByRole('button', { name: 'Play level 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(seriesDialog(page)).toHaveCount(0);
  await expect(page.locator('tr-ccg-raider-panel')).toContainText(name);

  // Level 2: its replay carries the series; the CLI reaches the same digest.
  await playLevel(page);
  await expect(seriesDialog(page).locator('h3')).toContainText('level 2 of 2');
  const endDigest = await digest(page).textContent();
  await seriesDialog(page).getByRole('button', { name: 'Look at the board' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save replay' }).click();
  const saved = test.info().outputPath('series-level-2.scenario.json');
  await (await download).saveAs(saved);
  const scenario = JSON.parse(readFileSync(saved, 'utf8'));
  expect(scenario.series.seed).toBe(2);
  expect(scenario.series.record.next).toBe(1);
  expect(scenario.series.record.results[0].treasure).toBe(offered[1]);
  expect(scenario.players[0].treasures).toEqual([offered[1]]);
  expect(scenario.seed).toBe('2-level-2');
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', saved], {
    encoding: 'utf8',
  });
  expect(cli.stderr).toBe('');
  expect(JSON.parse(cli.stdout).digest).toBe(endDigest);

  // Undo one action and play on: the dialog again, then the series' end.
  await page.keyboard.press('Control+z');
  await playLevel(page);
  await seriesDialog(page).getByRole('button', { name: 'End the series' }).click();
  await expect(seriesDialog(page).locator('tbody tr')).toHaveCount(2);
  await expect(seriesDialog(page).locator('.winner')).toHaveText('Series winner: Player 1');
  // Again from its first level, from the series' seed.
  await seriesDialog(page).getByRole('button', { name: 'Play the series again' }).click();
  await expect(seriesDialog(page)).toHaveCount(0);
  await expect(page.locator('tr-play-shell[play="ccg"]')).toContainText('series level 1 of 2');
  expect(errors).toEqual([]);
  rmSync(file, { force: true });
});
