import { test, expect } from '@playwright/test';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import { pdfPages } from './pdf-pages.ts';

// Card sheets of the base pack in the built app: nine poker cards (63 × 88 mm) to an A4 page,
// their names in the sheet, the page count of the PDF; backs in duplex order on request; and a
// picture of each kind of sheet compared with the committed one (setup sheets, card page).

const items = readPackFile('content/base/pack.json').pack!.items;
const COC_CARD_KINDS = ['event', 'weapon', 'outfit', 'ability', 'research', 'boss', 'enemy'];
const AOD_KINDS = ['aodActionCard', 'aodDiscovery', 'aodObject', 'aodTile'];
const cardCount = items.filter(
  (i) => COC_CARD_KINDS.includes(i.kind) || i.kind === 'ccgCard' || AOD_KINDS.includes(i.kind) || i.kind === 'uwCard',
).length;

test("the base pack's cards print nine to an A4 page, with their backs after each page on request", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.goto('/');
  await page.locator('.pack-actions').getByRole('button', { name: 'Print cards' }).click();
  const view = page.locator('tr-print-view');
  await expect(view.getByRole('region', { name: 'Card page 1', exact: true })).toBeVisible({ timeout: 30_000 });
  const pages = Math.ceil(cardCount / 9);
  await expect(view.locator('section.card-sheet')).toHaveCount(pages);
  await expect(view.locator('.card.face')).toHaveCount(cardCount);
  // Card names of both games, and a weapon's range template.
  for (const name of [
    'Boulder Trap',
    'Bow',
    'Antarctica',
    'Adorn',
    'Natla Tech',
    'Look Again',
    'Bats',
    'Energy 2',
    'Discovery counter 1',
    'Secret room',
  ])
    await expect(view.locator(`.card.face[data-card-name="${name}"]`).first()).toBeVisible();
  await expect(view.locator('.card.face[data-card-name="Bow"] .range-template')).toHaveAttribute(
    'aria-label',
    'Range: 4 spaces, one space of these',
  );
  // A card is 63 × 88 mm on screen (96 px to the inch).
  const box = (await view.locator('.card.face').first().boundingBox())!;
  expect(Math.round((box.width * 25.4) / 96)).toBe(63);
  expect(Math.round((box.height * 25.4) / 96)).toBe(88);
  await expect(view.locator('.card-grid').first().locator('.crop')).toHaveCount(16);

  const pdf = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pdf.length).toBe(pages);
  for (const p of pdf) expect(p).toEqual({ width: 595, height: 842 });

  // Backs: each page of faces followed by its backs, each row mirrored for long-edge duplex.
  await view.getByLabel('Backs after each page (duplex)').check();
  await expect(view.locator('section.card-sheet')).toHaveCount(2 * pages);
  await expect(view.getByRole('region', { name: 'Backs of card page 1', exact: true })).toBeVisible();
  // An event card's back is its INVADED side.
  await expect(
    view.getByRole('region', { name: 'Backs of card page 1', exact: true }).locator('.card').first(),
  ).toContainText('INVADED side');
  const front = (await view
    .getByRole('region', { name: 'Card page 1', exact: true })
    .locator('.card')
    .first()
    .boundingBox())!;
  const back = (await view
    .getByRole('region', { name: 'Backs of card page 1', exact: true })
    .locator('.card')
    .first()
    .boundingBox())!;
  expect(Math.round(back.x - front.x)).toBe(Math.round((2 * 63 * 96) / 25.4));
  const duplex = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(duplex.length).toBe(2 * pages);
});

test('each kind of sheet looks as committed', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1100, height: 1300 });
  await page.goto('/');
  const view = page.locator('tr-print-view');
  // The whole pack's view draws every sheet and card: on a busy machine a stable picture takes more than 5 s.
  const snap = { maxDiffPixelRatio: 0.02, animations: 'disabled' as const, timeout: 20_000 };

  await page
    .locator('section.kind[data-kind="chapter"]')
    .getByRole('button', { name: /^Landfall/ })
    .click();
  await page.getByLabel('Selected item').getByRole('button', { name: 'Print setup sheet' }).click();
  await expect(view.locator('section.setup-sheet').first()).toHaveScreenshot('coc-setup-sheet-1.png', snap);
  await expect(view.locator('section.setup-sheet').nth(1)).toHaveScreenshot('coc-setup-sheet-2.png', snap);
  await view.getByRole('button', { name: 'Close' }).click();

  await page
    .locator('section.kind[data-kind="ccgLevel"]')
    .getByRole('button', { name: /^Death by Design/ })
    .click();
  await page.getByLabel('Selected item').getByRole('button', { name: 'Print setup sheet' }).click();
  await expect(view.locator('section.setup-sheet').first()).toHaveScreenshot('ccg-setup-sheet-1.png', snap);
  await view.getByRole('button', { name: 'Close' }).click();

  await page.locator('.pack-actions').getByRole('button', { name: 'Print cards' }).click();
  await expect(view.getByRole('region', { name: 'Card page 1', exact: true })).toHaveScreenshot(
    'card-sheet-1.png',
    snap,
  );
  await view.getByLabel('Backs after each page (duplex)').check();
  await expect(view.getByRole('region', { name: 'Backs of card page 1', exact: true })).toHaveScreenshot(
    'card-backs-1.png',
    snap,
  );
  await view.getByRole('button', { name: 'Close' }).click();

  await page.locator('.pack-actions').getByRole('button', { name: 'Print pack' }).click();
  await expect(view.getByRole('region', { name: 'Contents' })).toHaveScreenshot('pack-contents.png', snap);
});
