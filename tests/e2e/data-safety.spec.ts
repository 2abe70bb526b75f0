import { test, expect, type Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { exportSelected, packButton, storedItems, storedPackIds } from './library-helpers.ts';

// Issue 27 in the built app: imports never replace by Enter, a replace is undone from the library,
// odd keys and the author's field order survive export.

test.describe.configure({ timeout: 120_000 });

const manifest = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
};
const packText = (fields: object, items: unknown[]) => JSON.stringify({ ...manifest, ...fields, items });

async function importFile(page: Page, name: string, text: string | Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import pack…' }).click();
  await (
    await chooser
  ).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
  return page.getByRole('dialog');
}

const storedItemCount = async (page: Page, id: string) => (await storedItems(page, id))?.length ?? -1;

async function importNew(page: Page, text: string) {
  const dialog = await importFile(page, 'mine.pack.json', text);
  await dialog.getByRole('button', { name: /^Import/ }).click();
  await expect(dialog).toHaveCount(0);
}

test('Enter on the import dialog keeps both; Replace takes a click and is undone from the library', async ({
  page,
}) => {
  await page.goto('/');
  await importNew(page, packText({}, [{ kind: 'enemy', id: 'wolf', name: 'Wolf' }]));
  await expect(packButton(page, /^Mine mine/)).toBeVisible();

  let dialog = await importFile(page, 'empty.pack.json', packText({ name: 'Empty' }, []));
  await expect(dialog.getByRole('button', { name: 'Keep both' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(packButton(page, /^Mine mine/)).toBeVisible();
  await expect(packButton(page, /^Empty mine-imported/)).toBeVisible();
  await expect.poll(() => storedPackIds(page)).toEqual(['mine', 'mine-imported']);

  await packButton(page, /^Mine mine\b/)
    .first()
    .click();
  await expect(page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ })).toBeVisible();

  dialog = await importFile(page, 'empty.pack.json', packText({ name: 'Empty' }, []));
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.locator('.toast')).toContainText('Replaced pack Mine');
  await page.locator('.toast').getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ })).toBeVisible();
  await expect.poll(() => storedItemCount(page, 'mine')).toBe(1);
  await page.reload();
  await packButton(page, /^Mine mine\b/)
    .first()
    .click();
  await expect(page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ })).toBeVisible();
});

test('a "__proto__" field survives export and is covered by the hash; a round trip keeps the field order', async ({
  page,
}) => {
  await page.goto('/');
  const odd =
    '{"kind":"pack","id":"odd","name":"Odd","version":"1.0.0","description":"","authors":[],"schemaVersion":1,' +
    '"items":[{"name":"Wolf","zeta":1,"kind":"enemy","id":"wolf","__proto__":{"x":1}}]}';
  await importNew(page, odd);
  await expect(packButton(page, /^Odd odd/)).toHaveAttribute('aria-pressed', 'true');
  const exported = await exportSelected(page);
  expect(exported).toContain('"__proto__": {');
  expect(Object.keys(JSON.parse(exported).items[0])).toEqual(['name', 'zeta', 'kind', 'id', '__proto__']);

  // The field taken out of the file but the stated hash kept: the hash no longer matches.
  const cut = exported.replace(/,\s*"__proto__": \{\s*"x": 1\s*\}/, '');
  expect(cut).not.toContain('__proto__');
  const tampered = await importFile(page, 'cut.pack.json', cut);
  await expect(tampered).toContainText('does not match the integrity hash');
  await tampered.getByRole('button', { name: 'Cancel' }).click();

  // Round trip: the exported file imported again, opened in the JSON editor, keeps the order.
  const again = await importFile(page, 'odd.pack.json', exported);
  await expect(again).toContainText('The integrity hash matches the content.');
  await again.getByRole('button', { name: 'Keep both' }).click();
  await expect(packButton(page, /^Odd \(imported\) odd-imported/)).toHaveAttribute('aria-pressed', 'true');
  await page.locator('section.kind[data-kind="enemy"]').getByRole('button', { name: /^Wolf/ }).click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const lines = page.locator('tr-json-editor .monaco-editor .view-lines');
  await expect(lines).toContainText('"zeta": 1', { timeout: 30_000 });
  const text = (await lines.innerText()).replace(/\u00a0/g, ' ');
  const order = ['"name"', '"zeta"', '"kind"', '"id"', '"__proto__"'].map((k) => text.indexOf(k));
  expect(
    order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!)),
    text,
  ).toBe(true);
});

test('broken items arrive with their problems: none is dropped', async ({ page }) => {
  await page.goto('/');
  const items = [
    { kind: 'relic', id: 'good', name: 'Good', text: 'x', rules: [] },
    { kind: 'relic', id: 'nameless', text: 'x', rules: [] },
    { kind: 'relic', id: 'Bad Id', name: 'Bad', text: 'x', rules: [] },
  ];
  const dialog = await importFile(page, 'three.pack.json', packText({}, items));
  await expect(dialog).toContainText('3 items');
  await dialog.getByRole('button', { name: /^Import/ }).click();
  const relics = page.locator('section.kind[data-kind="relic"] .item');
  await expect(relics).toHaveCount(3);
  await expect(relics.filter({ hasText: '(no name: nameless)' })).toContainText(/problem/);
  await expect(relics.filter({ hasText: 'Bad' })).toContainText(/problem/);
  await expect.poll(() => storedItemCount(page, 'mine')).toBe(3);
});

test('deep nesting: 1,500 deep is refused in words; a deep item is kept without harming any check', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await importNew(
    page,
    packText({ id: 'other', name: 'Other' }, [{ kind: 'relic', id: 'fine', name: 'Fine', text: 'x', rules: [] }]),
  );
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deepText = (depth: number) =>
    packText({ id: 'deep', name: 'Deep' }, [{ kind: 'relic', id: 'deep', name: 'Deep' }]).replace(
      '"name":"Deep"}',
      `"name":"Deep","x":${nested(depth)}}`,
    );

  const refused = await importFile(page, 'deep.pack.json', deepText(1_500));
  await expect(refused).toContainText('Cannot import deep.pack.json');
  await expect(refused).toContainText(/more than 256 levels deep at line 1, column \d+; the limit is 256 levels/);
  await refused.getByRole('button', { name: 'Close' }).click();

  await importNew(page, deepText(200));
  await expect(page.locator('section.kind[data-kind="relic"] .item')).toContainText('problem');
  // Stored before the reload (a reload within the autosave's write may lose it: docs/data-safety.md).
  await expect.poll(() => storedPackIds(page)).toContain('deep');
  await page.reload();
  await packButton(page, /^Other other/).click();
  await expect(page.locator('section.kind[data-kind="relic"] .item')).toHaveCount(1);
  await packButton(page, /^Deep deep/).click();
  await page.locator('section.kind[data-kind="relic"] .item').click();
  await expect(page.getByLabel('Selected item')).toContainText('more than 64 levels deep');
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  await expect(page.locator('tr-json-editor .monaco-editor .view-lines')).toContainText('"name": "Deep"', {
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page.getByText('could not be checked')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('closing a tab with unsaved work prompts; with everything saved it does not', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/');
  await importNew(page, packText({}, [{ kind: 'relic', id: 'r', name: 'R' }]));
  await expect.poll(() => storedItemCount(page, 'mine')).toBe(1);
  let prompted = false;
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') prompted = true;
    void d.dismiss();
  });
  // Saved: no prompt.
  await page.locator('.pack-actions').getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(prompted).toBe(false);

  // Saving fails (the disk is full): the edit is only in memory, and closing asks.
  const second = await context.newPage();
  await second.goto('/');
  await packButton(second, /^Mine mine/).click();
  await second.evaluate(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The disk is full.', 'QuotaExceededError');
    };
  });
  await second.locator('.pack-actions').getByRole('button', { name: 'Rename' }).click();
  await second.getByRole('dialog').getByLabel('Name').fill('Renamed');
  await second.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(second.locator('.save-error')).toContainText('no room left');
  const asked = new Promise<string>((resolve) => second.on('dialog', (d) => (resolve(d.type()), void d.dismiss())));
  await second.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  // Stayed on the page (the prompt was dismissed): the work is still there; now close it for good.
  await expect(second.locator('tr-library aside .pack-button').filter({ hasText: 'Renamed' })).toBeVisible();
  await second.close();
});

test('bidi overrides show as marks; U+2028 raises no native prompt and is kept and flagged; non-UTF-8 is refused in words', async ({
  page,
}) => {
  const native: string[] = [];
  page.on('dialog', (d) => (native.push(`${d.type()}: ${d.message()}`), void d.accept()));
  await page.goto('/');
  const latin1 = Buffer.from(packText({ name: 'Caf\u00e9' }, []), 'latin1');
  const refused = await importFile(page, 'latin1.pack.json', latin1);
  await expect(refused).toContainText('The file is not UTF-8 text');
  await expect(refused).toContainText('Save it as UTF-8');
  await refused.getByRole('button', { name: 'Close' }).click();

  await importNew(
    page,
    packText({ name: 'Mine\u202Eevil' }, [
      { kind: 'relic', id: 'r', name: 'Wolf\u202Eevil', text: 'a\u2028b', rules: [] },
    ]),
  );
  await expect(page.locator('tr-library aside .pack-button').filter({ hasText: 'Mine⟦U+202E⟧evil' })).toBeVisible();
  await expect(page.locator('section.kind[data-kind="relic"] .item')).toContainText('Wolf⟦U+202E⟧evil');
  await page.locator('section.kind[data-kind="relic"] .item').click();
  await expect(page.getByLabel('Selected item')).toContainText('line separator (U+2028)');
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const lines = page.locator('tr-json-editor .monaco-editor .view-lines');
  await expect(lines).toContainText('"kind": "relic"', { timeout: 30_000 });
  await page.waitForTimeout(1000);
  expect(native).toEqual([]);
  const stored = ((await storedItems<{ text: string }>(page, 'mine')) ?? [])[0]?.text;
  expect(stored).toBe('a\u2028b');
});

test('a file with 100,000 problems keeps the page responsive: a summary, the first problems, the rest on demand; then imported', async ({
  page,
}) => {
  test.setTimeout(240_000);
  type Watch = { bytes: number; largest: number; longTasks: number[] };
  await page.addInitScript(() => {
    // What reaches the page from its workers (every message is unpacked on the main thread).
    const watch: Watch = ((window as unknown as { watch: Watch }).watch = { bytes: 0, largest: 0, longTasks: [] });
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event) => {
          const size = JSON.stringify(event.data)?.length ?? 0;
          watch.bytes += size;
          watch.largest = Math.max(watch.largest, size);
        });
      }
    };
  });
  await page.goto('/');
  // Each relic misses its name, text and rules: three problems an item.
  const items = Array.from({ length: 33_334 }, (_, i) => ({ kind: 'relic', id: `r${i}` }));
  const text = packText({ id: 'many', name: 'Many' }, items);
  // The app's own start (checks, rehearsals when idle) is over before the import is watched.
  await expect(page.locator('tr-library aside .pack-button')).toHaveCount(1);
  await page.waitForTimeout(3_000);
  await page.evaluate(() => Object.assign((window as unknown as { watch: Watch }).watch, { bytes: 0, largest: 0 }));
  const dialog = await importFile(page, 'many.pack.json', text);
  // Long tasks are watched from here: the task that handed the file over is Playwright's (see data-safety.md).
  await page.evaluate(() =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { watch: Watch }).watch.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' }),
  );
  // Waited for with `waitFor`, not `expect`: each retry of an `expect` whose locator matches nothing yet is a
  // task of the page's main thread of 60–240 ms of CPU, traced (about 3,000 style checks over the whole page),
  // reported as the page's long task when it recalculates the page's style (data-safety.md, "The harness's tasks").
  await dialog.waitFor({ timeout: 180_000 });
  await expect(dialog).toContainText('100,002 errors');
  await expect(dialog.getByRole('button', { name: 'Import with 100,002 problems' })).toBeVisible();
  await expect(dialog.locator('tr-problem-report li')).toHaveCount(50);
  await expect(dialog).toContainText('99,952 more not shown.');
  await dialog.getByRole('button', { name: 'Show 200 more' }).click();
  await expect(dialog.locator('tr-problem-report li')).toHaveCount(250);
  await dialog.getByRole('button', { name: 'Show 200 more' }).click();
  await expect(dialog.locator('tr-problem-report li')).toHaveCount(450);
  await expect(dialog.locator('tr-problem-report li').nth(449)).toContainText(
    '/items/149 Missing the required field "rules"',
  );
  const watch = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
  const perCore = loadavg()[0]! / cpus().length;
  const longest = Math.max(0, ...watch.longTasks);
  test.info().annotations.push({
    type: 'figures',
    description: `longest task ${longest} ms (tasks over 50 ms: ${watch.longTasks.join(', ')}; load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores); from workers ${watch.bytes} characters, largest message ${watch.largest}; file ${text.length}`,
  });
  // Load-independent (the fault was 100,000 problems copied to the page, 200 messages of 500, each a
  // task of its own): the page gets the items back and only the problems it shows, so what reaches
  // it from the workers stays near the file's size (it was about 10 times as much).
  expect(watch.bytes, 'characters from the workers').toBeLessThan(2 * text.length);
  // The goal is no task over 100 ms; the app's longest here is ~20 ms of CPU (the report's message drawing the
  // dialog), so the bound is 50 ms on an idle machine. Under load a task takes longer by the load per core (8
  // helpers on 2 cores reach 15 and more), so the bound scales with it.
  expect(longest, `long tasks: ${watch.longTasks.join(', ')}`).toBeLessThanOrEqual(50 * Math.max(1, perCore));
  // Importing it stores every item, with its problems, and the library draws a page of them (drawing all
  // 33,334 items and 100,002 problems held the page for 8–110 s, see data-safety.md).
  const started = Date.now();
  await page.evaluate(() =>
    Object.assign((window as unknown as { watch: Watch }).watch, { bytes: 0, largest: 0, longTasks: [] }),
  );
  await dialog.getByRole('button', { name: 'Import with 100,002 problems' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 60_000 });
  const relics = page.locator('tr-library section.kind[data-kind="relic"]');
  // (`waitFor` first, as above: an `expect` retried on nothing found is a long task of Playwright's.)
  await relics.locator('h3').waitFor();
  await expect(relics.locator('h3')).toHaveText('Relics (33334)');
  await page.locator('tr-library .pack-problems summary').waitFor({ timeout: 60_000 });
  await expect(page.locator('tr-library .pack-problems summary')).toHaveText('100002 errors, 0 warnings', {
    timeout: 60_000,
  });
  test.info().annotations.push({ type: 'commit', description: `library drawn after ${Date.now() - started} ms` });
  await expect(relics.locator('.item')).toHaveCount(250);
  await expect(page.locator('tr-library .pack-problems li')).toHaveCount(250);
  // (Read before the test's own reads of IndexedDB, which are long tasks of the page too.)
  const committed = await page.evaluate(() => (window as unknown as { watch: Watch }).watch);
  const committedLongest = Math.max(0, ...committed.longTasks);
  test.info().annotations.push({
    type: 'commit figures',
    description: `longest task ${committedLongest} ms (tasks over 50 ms: ${committed.longTasks.join(', ')}; load ${loadavg()[0]!.toFixed(1)}); from workers ${committed.bytes} characters, largest message ${committed.largest}`,
  });
  // The commit's work is in short tasks too (data-safety.md, "Committing"): the same load-scaled bound. Before, a
  // task of 1.9–3.1 s at load 26–38 (101–201 ms per unit of load per core) failed it; now 0.7–1.1 s (52–74 ms).
  // A tighter bound (25 ms per unit over a load of 4 per core) was tried and failed this build at load 12 (268 ms):
  // under this machine's load the clock does not separate the builds (data-safety.md).
  expect(committedLongest, `commit's long tasks: ${committed.longTasks.join(', ')}`).toBeLessThanOrEqual(
    100 * Math.max(1, loadavg()[0]! / cpus().length),
  );
  await expect.poll(() => storedItemCount(page, 'many'), { timeout: 60_000 }).toBe(33_334);
  // The pack's check keeps its 100,002 problems in the worker (pack-problems.ts): the page gets the
  // counts, each item's count and the first 250 problems (all of them came in one message before).
  expect(committed.bytes, 'characters from the workers after the import').toBeLessThan(text.length / 2);
  // An item past those first problems: its problems are asked for when it is shown.
  await relics.locator('.item').nth(200).click();
  await expect(page.getByLabel('Problems in this item')).toContainText('Missing the required field "rules"');
});

test('the built app states a Content-Security-Policy, and the app, Monaco and the workers work under it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self';");
  expect(csp, 'no code is evaluated: the validators are compiled at build time').not.toContain('unsafe-eval');
  expect(csp).not.toContain("'unsafe-inline';" + ' worker');
  expect(csp).toContain("object-src 'none'");
  // An inline script is refused.
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.inlineRan = true';
    document.head.append(s);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  await importNew(page, packText({}, [{ kind: 'relic', id: 'r', name: 'R' }]));
  // The pack check ran in its worker: the item shows its problems.
  await expect(page.locator('section.kind[data-kind="relic"] .item')).toContainText('problem');
  await page.locator('section.kind[data-kind="relic"] .item').click();
  await page.getByRole('button', { name: 'Open in JSON editor' }).click();
  const editor = page.locator('tr-json-editor .monaco-editor');
  await expect(editor.locator('.view-lines')).toContainText('"name": "R"', { timeout: 30_000 });
  await editor.locator('.view-line', { hasText: '"name": "R"' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('elic');
  await expect(editor.locator('.view-lines')).toContainText('"name": "Relic"');
  // Monaco's JSON worker marks the schema problems of the item.
  await expect(editor.locator('.squiggly-error').first()).toBeVisible({ timeout: 30_000 });
  const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  expect(violations.filter((v) => !v.includes('inline'))).toEqual([]);
  expect(violations.length).toBe(1);
  expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
});
