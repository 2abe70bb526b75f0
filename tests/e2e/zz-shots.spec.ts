import { test, expect } from '@playwright/test';
const shots = [
  ['uwRegion', /^Niflheim|Niflheim/, 'Print region sheet', 'niflheim'],
  ['uwGame', /Tomb Raider Underworld/, 'Print setup sheet', 'uwgame'],
  ['rpgCharacter', /^Lara Croft/, 'Print character sheet', 'lara'],
  ['rpgEncounter', /^Temple hall ambush/, 'Print setup sheet', 'temple'],
  ['rpgChallenge', /^Read the frieze/, 'Print setup sheet', 'frieze'],
] as const;
for (const [kind, name, button, file] of shots)
  test(`shot ${file}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 900, height: 1300 });
    await page.goto('/');
    await page.locator(`section.kind[data-kind="${kind}"]`).getByRole('button', { name }).first().click();
    await page.getByLabel('Selected item').getByRole('button', { name: button }).click();
    const view = page.locator('tr-print-view');
    await expect(view).toBeVisible();
    const sheets = view.locator('section.sheet');
    const n = await sheets.count();
    for (let i = 0; i < n; i++) await sheets.nth(i).screenshot({ path: `/tmp/uwfin-shots/${file}-${i + 1}.png` });
  });
test('shot cards', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 900, height: 1300 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Print cards' }).first().click();
  const view = page.locator('tr-print-view');
  await expect(view).toBeVisible();
  const uw = view.locator('section.card-sheet').filter({ hasText: 'Acrobatics' }).first();
  await uw.screenshot({ path: `/tmp/uwfin-shots/cards-1.png` });
  const enemy = view.locator('section.card-sheet').filter({ hasText: 'Shark' }).first();
  await enemy.screenshot({ path: `/tmp/uwfin-shots/cards-2.png` });
});
