import { test, expect, type Locator, type Page } from '@playwright/test';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The CCG playtest's by-hand controls in the built app: a replay whose one step plays Written Effect (a card of the
// replay's own, an
// effect written as text) is loaded and redone; the dialog shows the card's text and the controls;
// a hit set by hand is logged "By hand" and Done closes the decision.

/** Opens the cave level's playtest, loads a replay whose one step plays Written Effect (a card of its own whose effect
 * is text), redoes it: the by-hand dialog. */
async function byHandDialog(page: Page, tag: string, name: string, setup: Record<string, unknown>): Promise<Locator> {
  const file = join(tmpdir(), `${tag}-${process.pid}.scenario.json`);
  writeFileSync(
    file,
    JSON.stringify({
      game: 'ccg',
      name,
      level: { kind: 'ccgLevel', id: 'introductory-cave' },
      players: [{ raider: 'lara-croft-spelunker' }],
      items: [
        {
          kind: 'ccgCard',
          id: 'by-hand-test',
          name: 'Written Effect',
          number: 999,
          type: 'action',
          timing: 'anyTime',
          text: 'A card whose effect only the players can apply.',
          effects: [{ type: 'manual', text: 'Do what the card says by hand.' }],
          provenance: 'sample',
        },
      ],
      setup: { raiders: [{ hand: ['by-hand-test'] }], ...setup },
      steps: [{ type: 'playCard', card: 'by-hand-test' }],
    }),
  );
  await page.goto('/#ccg');
  await page
    .getByLabel('Open a CCG level')
    .selectOption({ label: 'Introductory level (cave deck) (Base pack, read only)' });
  await page.getByRole('button', { name: 'Playtest', exact: true }).click();
  await page.getByLabel('Load a replay (scenario file)').setInputFiles(file);
  await expect(page.locator('tr-ccg-play-log li.entry.future')).toHaveCount(1);
  rmSync(file, { force: true });
  await page.keyboard.press('Control+y');
  const dialog = page.locator('tr-choice-dialog [role="dialog"]');
  await expect(dialog).toContainText('apply it by hand');
  return dialog;
}

test('an effect applied by hand in the CCG playtest: the dialog\u2019s controls change the game', async ({ page }) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The loaded replay's check (its worker) is held, to answer while a number is being typed: its answer redraws the
  // shell and the dialog, which once moved the focus from the field to the note (the typed hits were lost).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/replay-check-worker[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const dialog = await byHandDialog(page, 'ccg-rules3-by-hand', 'Written Effect by hand', { obstacleDeck: [] });
  await expect(page.locator('.replay-check')).toContainText('Checking');
  const hits = page.getByLabel('Player 1: hits');
  await hits.focus();
  await page.keyboard.press('Control+a');
  release();
  await expect(page.locator('.replay-check.ok, .replay-check[role="alert"]')).toHaveCount(1);
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(page.locator('tr-ccg-play-log')).toContainText("By hand: Player 1's hits 0 → 1");
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('tr-ccg-raider-panel')).toContainText('Life 1 of 2');
  expect(errors).toEqual([]);
});

test('a raider moved by hand who enters an unknown spot: it is mapped, and once done she faces what is played there (rule decision 152)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const dialog = await byHandDialog(page, 'ccg-hand-enter', 'Sent in by hand', {
    levelDeckTop: ['hard-right'],
    obstacleDeck: ['bats'],
  });
  await page.getByLabel('Player 1: enters').check();
  await page.getByLabel('Player 1: place').selectOption({ label: 'unknown spot (column 2, depth 1)' });
  await expect(page.locator('tr-ccg-play-log')).toContainText('Hard Right is mapped at column 2, depth 1');
  await expect(page.locator('tr-ccg-by-hand')).toContainText('Enters Hard Right (column 2, depth 1) when done');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('tr-ccg-play-log')).toContainText('The obstacle deck plays Bats');
  await expect(dialog).toContainText('Bats');
  expect(errors).toEqual([]);
});
