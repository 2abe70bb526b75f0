import { test, expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadScenario, watchErrors } from './editor-helpers.ts';

// The Island Campaign in the built app: started from the island board in the library with a fixed
// seed, the Lara-Pin placed by a click on the island map, the first location's board; then (from a
// position where the first level is done but for leaving) the island move by the keyboard, the next
// location entered and drawn, and the replay saved, replayed by the CLI and loaded back.

const island = (page: Page) => page.locator('tr-island-map');
const hex = (page: Page, id: string) => island(page).locator(`g.space[data-space="${id}"]`);
const playBoard = (page: Page) => page.locator('tr-playtest-board svg.board');
const logEvents = (page: Page) => page.locator('tr-playtest-log li.event');

test('an Island Campaign from the library: seed, start space, the first location, the island map during a level', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  await page.goto('/#library');
  await page
    .locator('section.kind[data-kind="islandBoard"]')
    .getByRole('button', { name: /^Kairos/ })
    .click();
  await page.getByLabel('Selected item').getByRole('button', { name: 'Playtest the Island Campaign' }).click();
  await expect(island(page)).toBeVisible();
  await expect(page.locator('tr-playtest-log .entry.start')).toContainText('seed 1, Island Campaign');

  // Seed 11 from the options (the mode stays the Island Campaign: an island board plays nothing else).
  await page.getByRole('button', { name: /^Options \(/ }).click();
  await expect(page.getByLabel('Mode')).toHaveValue('campaign');
  await page.getByLabel('Seed').fill('11');
  await page.getByRole('button', { name: 'Restart with these options' }).click();
  await expect(page.locator('tr-playtest-log .entry.start')).toContainText('seed 11, Island Campaign');

  // The island at its setup: six start spaces to pick, six face-down Tomb Tokens.
  await expect(island(page).locator('h4')).toHaveText('Where does the Lara-Pin start on the island?');
  await expect(island(page).locator('g.space.target')).toHaveCount(6);
  await expect(island(page).locator('.tomb-token[data-face-up="no"]')).toHaveCount(6);
  await hex(page, 'j3').click();
  await expect(logEvents(page).filter({ hasText: 'The Lara-Pin starts on j3.' })).toHaveCount(1);
  await expect(logEvents(page).filter({ hasText: /The first Natla-Pin starts on \w+ \(Enemy Die \d\)/ })).toHaveCount(
    1,
  );

  // The first level, a Jungle card, is played on the board; the island can be looked at meanwhile.
  await expect(playBoard(page)).toBeVisible();
  await expect(page.locator('tr-playtest-board g.figure-lara')).toHaveAttribute('data-at', '0,0');
  await page.getByRole('button', { name: 'Show the island' }).click();
  await expect(island(page).locator('g.lara-pin')).toHaveAttribute('data-space', 'j3');
  await expect(island(page).locator('h3')).toContainText('Lara plays Strangler Fig Crossing on j3');
  await expect(island(page).locator('.decision')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the board' }).click();
  await expect(playBoard(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the island move by the keyboard, the next location entered, and the replay through the CLI and back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = await watchErrors(page);
  // Seed 11, the Lara-Pin on j3 and Lara on the first level's exit with its objectives met (a scenario position).
  await loadScenario(page, 'island-start.scenario.json', {
    name: 'Kairos, first level done',
    level: { kind: 'islandBoard', id: 'kairos' },
    mode: 'campaign',
    seed: 11,
    setup: { lara: { at: { x: 8, y: 5 } }, searched: true, researched: true },
    steps: [{ type: 'islandStart', space: 'j3' }],
  });
  await page.locator('tr-phase-controls').getByRole('button', { name: 'To the end' }).click();
  await expect(playBoard(page)).toBeVisible();
  await page.locator('tr-action-list').getByRole('button', { name: 'Leave by the exit' }).click();
  await expect(logEvents(page).filter({ hasText: 'A Cleared Token goes on the island space j3.' })).toHaveCount(1);

  // On the island: Lara's move, its answers listed in words with the first focused; Tab and Enter pick one.
  await expect(island(page)).toBeVisible();
  await expect(island(page).locator('h4')).toHaveText("Lara's island move");
  await expect(hex(page, 'j3')).toHaveAttribute('data-cleared', 'yes');
  const answers = island(page).locator('.answers button');
  await expect(answers.first()).toBeFocused();
  const second = answers.nth(1);
  const to = (await second.getAttribute('data-space'))!;
  await expect(second).toHaveText(new RegExp(`^Move to ${to} \\((jungle|mountain|desert|tomb)\\)`));
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(logEvents(page).filter({ hasText: new RegExp(`The Lara-Pin moves from j3 to ${to}`) })).toHaveCount(1);

  // The Natla-Pin follows her: here two paths are equally short, and the player picks one (Enter: the first).
  await expect(island(page).locator('h3')).toContainText('the Natla-Pins move towards Lara');
  await expect(island(page).locator('h4')).toHaveText('Which way does the Natla-Pin go?');
  await expect(answers.first()).toBeFocused();
  const way = (await answers.first().getAttribute('data-space'))!;
  await page.keyboard.press('Enter');
  await expect(logEvents(page).filter({ hasText: `A Natla-Pin moves to ${way}` })).toHaveCount(1);

  // The next location is entered: its board, its name in the log.
  await expect(playBoard(page)).toBeVisible();
  await expect(
    logEvents(page).filter({ hasText: /The (jungle|mountain|desert|tomb) location "[^"]+" begins/ }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Show the island' }).click();
  await expect(island(page).locator('g.lara-pin')).toHaveAttribute('data-space', to);
  const digest = (await page.locator('tr-playtest-log .digest').textContent())!.trim();

  // Save the replay: the CLI reaches the same state; loaded back and played to the end, the same digest.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save replay' }).click();
  const file = test.info().outputPath('island.scenario.json');
  await (await download).saveAs(file);
  const scenario = JSON.parse(readFileSync(file, 'utf8'));
  expect(scenario.level).toEqual({ kind: 'islandBoard', id: 'kairos' });
  expect(scenario.mode).toBe('campaign');
  expect(scenario.seed).toBe(11);
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
    encoding: 'utf8',
  });
  expect(cli.stderr).toBe('');
  expect(cli.status).toBe(0);
  const printed = JSON.parse(cli.stdout);
  expect(printed.digest).toBe(digest);
  expect(printed.island.lara).toBe(to);
  expect(printed.island.cleared).toEqual(['j3']);

  await page.locator('tr-play-shell[play="coc"]').getByLabel('Load a replay (scenario file)').setInputFiles(file);
  await expect(page.locator('tr-playtest-log .entry.future')).toHaveCount(scenario.steps.length);
  await expect(page.getByRole('status').filter({ hasText: 'The replay reproduces what it recorded.' })).toBeVisible();
  await page.locator('tr-phase-controls').getByRole('button', { name: 'To the end' }).click();
  await expect(page.locator('tr-playtest-log .digest')).toHaveText(digest);
  expect(errors).toEqual([]);
});
