import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { exportSelected, packButton, storedItems } from './library-helpers.ts';

// Issue 27, point 1: tabs of the app (pages of one browser context share its IndexedDB) never
// overwrite each other's work. Different items edited in two tabs both arrive (in storage, in
// Export, in a third tab's library); one draft edited in turn in two tabs keeps every edit; an edit
// made in a tab while another tab changed the same item is kept as a copy, and that tab says so.

test.describe.configure({ timeout: 120_000 });

const pack = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [
    { kind: 'enemy', id: 'wolf', name: 'Wolf' },
    { kind: 'enemy', id: 'snake', name: 'Snake' },
  ],
};

async function importPack(page: Page) {
  await page.goto('/');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'mine.pack.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Import/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => storedNames(page)).toEqual(['Wolf', 'Snake']);
}

/** The names of the stored items of pack "mine", in order. */
const storedNames = async (page: Page) =>
  ((await storedItems<{ name: string }>(page, 'mine')) ?? []).map((i) => i.name);

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await packButton(page, /^Mine mine/).click();
  return page;
}

const enemy = (page: Page, name: RegExp) =>
  page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name });
const lines = (page: Page) => page.locator('tr-json-editor .monaco-editor .view-lines');

async function openInJson(page: Page, name: RegExp) {
  await enemy(page, name).click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  await expect(lines(page)).toContainText('"name": ', { timeout: 30_000 });
}

/** Types at the end of the item's name in the JSON editor, as a user does. */
async function typeAtEndOfName(page: Page, text: string) {
  const line = page.locator('tr-json-editor .view-line', { hasText: '"name": ' });
  await line.click();
  await page.keyboard.press('End');
  // Before the closing quote (and the comma, when another field follows).
  if ((await line.textContent())!.trim().endsWith(',')) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(text);
}

const saved = (page: Page) => expect(page.locator('tr-json-editor .save')).toHaveText('All changes saved');

/** Opens items[0] in the first tab's JSON editor and items[1] in the second's at once (each tab loads Monaco: the
 * two loads overlap). */
async function openBoth([first, second]: [Page, Page], items: [RegExp, RegExp]) {
  await Promise.all([openInJson(first, items[0]), openInJson(second, items[1])]);
}

/** Two tabs of one context with pack "mine" imported (in the first) and chosen in both; with `items`, the first tab
 * opens items[0] in the JSON editor and the second items[1], at once. */
async function twoTabs(context: BrowserContext, items?: [RegExp, RegExp]): Promise<[Page, Page]> {
  const first = await context.newPage();
  await importPack(first);
  await packButton(first, /^Mine mine/).click();
  const second = await openTab(context);
  if (items) await openBoth([first, second], items);
  return [first, second];
}

test("tab 1 edits the Wolf, tab 2 the Snake: storage, Export and a third tab's library have both edits", async ({
  context,
}) => {
  const [first, second] = await twoTabs(context);
  const third = await openTab(context);
  await expect(enemy(third, /^Wolf/)).toBeVisible();

  await openBoth([first, second], [/^Wolf/, /^Snake/]);
  await typeAtEndOfName(first, ' Alpha');
  await saved(first);
  await typeAtEndOfName(second, ' Beta');
  await saved(second);
  await expect(lines(second)).toContainText('"name": "Snake Beta"');

  await expect.poll(() => storedNames(first)).toEqual(['Wolf Alpha', 'Snake Beta']);
  // The third tab's library follows without a reload.
  await expect(enemy(third, /^Wolf Alpha/)).toBeVisible();
  await expect(enemy(third, /^Snake Beta/)).toBeVisible();
  // Export from the first tab has the second tab's edit too.
  await first.getByRole('tab', { name: 'Library' }).click();
  const exported = JSON.parse(await exportSelected(first)) as typeof pack;
  expect(exported.items.map((i) => i.name)).toEqual(['Wolf Alpha', 'Snake Beta']);
});

test("one draft edited in turn in two tabs: T1, T2, T3 are all kept and each tab shows the other's edit", async ({
  context,
}) => {
  const [first, second] = await twoTabs(context, [/^Wolf/, /^Wolf/]);

  await typeAtEndOfName(first, ' T1');
  await saved(first);
  await expect.poll(() => storedNames(first)).toEqual(['Wolf T1', 'Snake']);
  // The second tab shows the first tab's edit before its user types.
  await expect(lines(second)).toContainText('"name": "Wolf T1"');
  await typeAtEndOfName(second, ' T2');
  await saved(second);
  await expect(lines(first)).toContainText('"name": "Wolf T1 T2"');
  await typeAtEndOfName(first, ' T3');
  await saved(first);

  await expect.poll(() => storedNames(first)).toEqual(['Wolf T1 T2 T3', 'Snake']);
  await expect(lines(second)).toContainText('"name": "Wolf T1 T2 T3"');
  // Edits in turn are no conflict: neither tab has a notice.
  await expect(first.getByRole('alert').filter({ hasText: 'another tab' })).toHaveCount(0);
  await expect(second.getByRole('alert').filter({ hasText: 'another tab' })).toHaveCount(0);
});

test('the same draft changed in two tabs at once: the stale tab keeps its edit as a copy and says so; "Keep mine" puts it back', async ({
  context,
}) => {
  const [first, second] = await twoTabs(context, [/^Wolf/, /^Wolf/]);

  // The second tab's edit cannot be stored for now (its writes fail), so it is still unsaved there
  // when the first tab stores its own edit of the same item.
  await second.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    (window as unknown as { restorePut: () => void }).restorePut = () => (IDBObjectStore.prototype.put = put);
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The disk is full.', 'QuotaExceededError');
    };
  });
  await typeAtEndOfName(second, ' T2');
  await expect(second.locator('tr-json-editor .save')).toContainText('no room left');
  await typeAtEndOfName(first, ' T1');
  await saved(first);
  await expect.poll(() => storedNames(first)).toEqual(['Wolf T1', 'Snake']);

  // The second tab now shows the first tab's version, and tells where its own went.
  const notice = second.getByRole('alert').filter({ hasText: 'changed in another tab' });
  await expect(notice).toContainText('“Wolf T2”');
  await expect(notice).toContainText('“Wolf T2 (conflicting copy)”');
  await expect(lines(second)).toContainText('"name": "Wolf T1"');
  await second.evaluate(() => (window as unknown as { restorePut: () => void }).restorePut());
  await expect
    .poll(() => storedNames(first), { timeout: 15_000 })
    .toEqual(['Wolf T1', 'Wolf T2 (conflicting copy)', 'Snake']);
  // The first tab's library has the copy too.
  await first.getByRole('tab', { name: 'Library' }).click();
  await expect(enemy(first, /^Wolf T2 \(conflicting copy\)/)).toHaveCount(1);
  await first.getByRole('tab', { name: 'JSON editor' }).click();

  // The user of the second tab chooses their own version: it replaces the other, the copy goes.
  await notice.getByRole('button', { name: 'Keep mine' }).click();
  await expect(notice).toHaveCount(0);
  await expect(lines(second)).toContainText('"name": "Wolf T2"');
  await expect.poll(() => storedNames(first)).toEqual(['Wolf T2', 'Snake']);
  await expect(lines(first)).toContainText('"name": "Wolf T2"');
});

test("unfinished text meets another tab's change: both are shown and the user chooses; a reload restores each tab's own open items", async ({
  context,
}) => {
  const [first, second] = await twoTabs(context, [/^Wolf/, /^Snake/]);
  await second.getByRole('tab', { name: 'Library' }).click();
  await openInJson(second, /^Wolf/);

  // The second tab's text is not valid JSON yet when the first tab stores its edit.
  await second.locator('tr-json-editor .view-line', { hasText: '"name": ' }).click();
  await second.keyboard.press('End');
  await second.keyboard.type(' oops');
  await typeAtEndOfName(first, ' T1');
  await saved(first);
  const notice = second.getByRole('alert').filter({ hasText: 'not valid JSON yet' });
  await expect(notice).toContainText('“Wolf T1” was changed in another tab');
  await expect(lines(second)).toContainText('oops');
  await notice.getByText("The other tab's version", { exact: true }).click();
  await expect(notice.locator('pre')).toContainText('"name": "Wolf T1"');
  await notice.getByRole('button', { name: 'Keep my text' }).click();
  await expect(notice).toHaveCount(0);
  await expect(lines(second)).toContainText('oops');

  // Each tab's session is its own: a reload opens that tab's items again.
  const itemTabs = (page: Page) => page.getByRole('tablist', { name: 'Open items' }).getByRole('tab');
  await second.reload();
  await expect(itemTabs(second)).toHaveText([/Snake/, /Wolf/]);
  await first.reload();
  await expect(itemTabs(first)).toHaveText([/Wolf/]);
});
