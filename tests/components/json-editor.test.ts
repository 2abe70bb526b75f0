import { expect } from '@esm-bundle/chai';
import '../../src/ui/tr-app.ts';
import type { TrApp } from '../../src/ui/tr-app.ts';
import { AppStore } from '../../src/store/app-store.ts';
import { MemoryStorage } from '../../src/store/storage.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import chapterSchema from '../../schemas/chapter.schema.json' with { type: 'json' };
import enemySchema from '../../schemas/enemy.schema.json' with { type: 'json' };
import { mount, settled, bear } from './fixtures.ts';

type MonacoModule = typeof import('../../src/ui/json/monaco.ts');

const chapter = { ...(chapterSchema.examples[0] as ContentItem), boss: 'beer' };
const userPack: Pack = {
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '0.1.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [chapter, bear, { ...(enemySchema.examples[0] as ContentItem), id: 'wolf', name: 'Wolf', health: 'lots' }],
};

async function until<T>(get: () => T | undefined | false, what: string, ms = 15000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = get();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function editorWith(ref: { kind: string; id: string }) {
  history.replaceState(null, '', location.pathname);
  const storage = new MemoryStorage();
  const store = new AppStore({ storage, autosaveDelay: 10 });
  await store.start(async () => ({ packs: [], problems: [] }));
  store.importPack(structuredClone(userPack));
  const doc = store.openDocument({ packId: 'mine', ...ref });
  store.setArea('json');
  const app = document.createElement('tr-app') as TrApp;
  app.store = store;
  await mount(app);
  await settled(app);
  const view = app.shadowRoot!.querySelector('tr-json-editor')!;
  const m: MonacoModule = await import('../../src/ui/json/monaco.ts');
  const editor = await until(() => m.monaco.editor.getEditors()[0], 'the editor');
  const model = editor.getModel()!;
  const markers = () => m.monaco.editor.getModelMarkers({ resource: model.uri, owner: 'workshop' });
  const textAt = (marker: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number }) =>
    model.getValueInRange(marker);
  return { app, view, store, storage, doc, m, editor, model, markers, textAt };
}

describe('the JSON editor', () => {
  // Loading Monaco (one esbuild bundle, made on first request) is slow on a busy machine: it is
  // done once here, so that each test's time is its own behaviour's.
  before(async function () {
    this.timeout(120_000);
    await import('../../src/ui/json/monaco.ts');
  });
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('shows a marker at the value that breaks the schema, and lists it under the editor', async () => {
    const { view, markers, textAt } = await editorWith({ kind: 'enemy', id: 'wolf' });
    const marker = await until(
      () => markers().find((m) => /health|integer|number/i.test(m.message) || textAt(m) === '"lots"'),
      'a schema marker',
    );
    expect(textAt(marker)).to.equal('"lots"');
    await until(
      () =>
        [...view.shadowRoot!.querySelectorAll('.problems li')].some((li) => li.textContent!.includes(marker.message)),
      'the problem in the list',
    );
  });

  it('shows a marker at an unknown reference, with the did-you-mean of the references check', async () => {
    const { markers, textAt } = await editorWith({ kind: 'chapter', id: 'into-the-canopy' });
    const marker = await until(
      () => markers().find((m) => /not the id of any boss/.test(m.message)),
      'a reference marker',
    );
    expect(textAt(marker)).to.equal('"beer"');
    expect(marker.message).to.contain('Did you mean "bear"?');
  });

  it('completion offers the fields of a chapter', async () => {
    const { editor, model, view } = await editorWith({ kind: 'chapter', id: 'into-the-canopy' });
    model.setValue('{\n  "kind": "chapter",\n  \n}');
    editor.setPosition({ lineNumber: 3, column: 3 });
    editor.focus();
    editor.trigger('test', 'editor.action.triggerSuggest', {});
    const rows = await until(() => {
      const found = [...view.shadowRoot!.querySelectorAll('.suggest-widget .monaco-list-row')].map(
        (r) => r.getAttribute('aria-label') ?? r.textContent ?? '',
      );
      return found.length > 3 && found;
    }, 'suggestions');
    const labels = rows.join('\n');
    for (const field of ['boss', 'invadedAt', 'layout']) expect(labels).to.contain(field);
  });

  it('"Format" re-indents the item as the app writes it, keeping the order of its keys', async () => {
    const { view, model, doc } = await editorWith({ kind: 'enemy', id: 'wolf' });
    const messy =
      '{"name" :   "Wolf",\n"kind":"enemy",\n      "id":"wolf",  "health":2,"tags" : [ "animal",\n"fast" ],\n"move":{"n":2}}';
    model.setValue(messy);
    expect(doc.text).to.equal(messy);
    view.shadowRoot!.querySelector<HTMLButtonElement>('.bar button:nth-of-type(3)')!.click();
    const formatted = await until(() => model.getValue() !== messy && model.getValue(), 'the formatted text');
    // Two-space indents, one key a line, the user's key order kept (the formatter never reorders).
    expect(formatted.trimEnd()).to.equal(JSON.stringify(JSON.parse(messy), null, 2));
    expect(Object.keys(JSON.parse(formatted))).to.deep.equal(['name', 'kind', 'id', 'health', 'tags', 'move']);
    expect(doc.text).to.equal(formatted);
    // Formatting is one undo step of its own, even right after typing.
    expect(doc.undoLabel).to.equal('Format');
    doc.undo();
    expect(model.getValue()).to.equal(messy);
  });

  it('"Format" on invalid JSON loses none of the text', async () => {
    const { view, model, doc } = await editorWith({ kind: 'enemy', id: 'wolf' });
    const broken = '{"kind":"enemy",   "id":"wolf",\n"name": "Wolf",,\n   "health": ,\n "tags": ["animal" "fast"]';
    model.setValue(broken);
    view.shadowRoot!.querySelector<HTMLButtonElement>('.bar button:nth-of-type(3)')!.click();
    const after = await until(() => model.getValue() !== broken && model.getValue(), 'the formatted text');
    expect(after.replace(/\s+/g, '')).to.equal(broken.replace(/\s+/g, ''));
    expect(after).to.contain('\n  "id": "wolf"');
    expect(doc.text).to.equal(after);
    expect(doc.textProblem).to.not.equal(undefined);
  });

  it('completion offers snippets where they fit, and inserting one gives valid JSON', async () => {
    const { editor, model, view, doc, store } = await editorWith({ kind: 'chapter', id: 'into-the-canopy' });
    const suggestions = () =>
      until(() => {
        const rows = [...view.shadowRoot!.querySelectorAll('.suggest-widget .monaco-list-row')].map(
          (r) => r.getAttribute('aria-label') ?? '',
        );
        return rows.length > 0 && rows;
      }, 'suggestions');
    const suggestAt = async (offset: number, typed = '') => {
      editor.setPosition(model.getPositionAt(offset));
      editor.focus();
      if (typed) editor.trigger('keyboard', 'type', { text: typed });
      editor.trigger('test', 'editor.action.triggerSuggest', {});
      return suggestions();
    };
    /** Moves the list's focus to the row with this label, then inserts it. */
    const accept = async (before: string, label: string) => {
      const focused = () =>
        view.shadowRoot!.querySelector('.suggest-widget .monaco-list-row.focused')?.getAttribute('aria-label') ?? '';
      for (let n = 0; n < 50 && !focused().includes(label); n++) {
        editor.trigger('test', 'selectNextSuggestion', {});
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(focused()).to.contain(label);
      editor.trigger('test', 'acceptSelectedSuggestion', {});
      await until(() => model.getValue() !== before, 'the snippet inserted');
      editor.trigger('test', 'leaveSnippet', {});
      return JSON.parse(model.getValue());
    };

    // An objective after the chapter's last one: the comma comes with it.
    const objectives = (doc.value.objectives as unknown[]).length;
    const text = model.getValue();
    const end = text.slice(0, text.indexOf(']', text.indexOf('"objectives"'))).trimEnd().length;
    const rows = await suggestAt(end);
    expect(rows.join('\n'))
      .to.contain('Objective: collectArtifacts')
      .and.contain('Objective: defeatBoss')
      .and.not.contain('Token:');
    editor.trigger('test', 'hideSuggestWidget', {});
    // Typing filters them: "sea" keeps the search objective.
    expect((await suggestAt(end, 'sea')).join('\n'))
      .to.contain('Objective: search')
      .and.not.contain('Objective: defeatBoss');
    const after = await accept(model.getValue(), 'Objective: search');
    expect(after.objectives).to.have.length(objectives + 1);
    expect(after.objectives.at(-1)).to.deep.equal({ type: 'search' });
    expect(doc.value).to.deep.equal(after);
    await store.checked();
    const problems = store.packProblems
      .get('mine')!
      .list.filter((p) => p.pointer.startsWith(`/items/0/objectives/${objectives}`));
    expect(problems).to.deep.equal([]);

    // A whole chapter in an empty document.
    model.setValue('');
    const whole = await suggestAt(0);
    expect(whole.join('\n')).to.contain('Whole chapter');
    const item = await accept('', 'Whole chapter');
    expect(item.kind).to.equal('chapter');
    expect(item.id).to.equal('new-chapter');
    expect(Object.keys(item)).to.include.members(['layout', 'objectives', 'invadedAt']);
    expect(doc.textProblem).to.equal(undefined);
    editor.trigger('test', 'hideSuggestWidget', {});
    await new Promise((r) => setTimeout(r, 100));
  });

  it('keeps invalid JSON as typed, saves it, and the item keeps its last valid value', async () => {
    const { editor, model, store, storage, doc, markers } = await editorWith({ kind: 'enemy', id: 'wolf' });
    const before = store.pack('mine')!.items[2];
    editor.setPosition(model.getPositionAt(model.getValue().lastIndexOf('}')));
    editor.focus();
    editor.trigger('keyboard', 'type', { text: '"broken": ' });
    expect(doc.text).to.contain('"broken": ');
    expect(doc.textProblem).to.not.equal(undefined);
    expect(store.pack('mine')!.items[2]).to.equal(before);
    await until(() => markers().some((m) => m.source === 'JSON'), 'a syntax marker');
    await store.flush();
    const saved = [...storage.documents.values()].find((d) => d.ref.id === 'wolf')!;
    expect(saved.history.steps[saved.history.index]!.state.text).to.equal(model.getValue());
    // Undo goes through the shared document: the text comes back valid.
    doc.undo();
    expect(model.getValue()).to.equal(doc.text);
    expect(doc.textProblem).to.equal(undefined);
  });
});

describe('content text', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('is never rendered as HTML in the library or the editor tabs', async () => {
    const evil = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const store = new AppStore();
    await store.start(async () => ({ packs: [], problems: [] }));
    store.importPack({
      ...structuredClone(userPack),
      name: evil,
      description: evil,
      items: [{ kind: 'relic', id: 'evil', name: evil, text: evil }],
    });
    store.selectItem({ packId: 'mine', kind: 'relic', itemId: 'evil' });
    store.openDocument({ packId: 'mine', kind: 'relic', id: 'evil' });
    store.setPackProblems('mine', [{ severity: 'error', pointer: '/items/0/text', message: evil, itemId: 'evil' }]);
    const app = document.createElement('tr-app') as TrApp;
    app.store = store;
    await mount(app);
    await settled(app);
    const roots = [
      app.shadowRoot!,
      app.shadowRoot!.querySelector('tr-library')!.shadowRoot!,
      app.shadowRoot!.querySelector('tr-json-editor')!.shadowRoot!,
    ];
    for (const root of roots) expect(root.querySelectorAll('img, script').length).to.equal(0);
    const lib = roots[1]!;
    expect(lib.querySelector('.detail h2')!.textContent).to.equal(evil);
    expect(lib.querySelector('.item-problems li')!.textContent).to.contain(evil);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
  });
});

describe('content text in the import report', () => {
  it('is shown as text, never as HTML', async () => {
    const { prepareImport } = await import('../../src/store/import.ts');
    const { showImport } = await import('../../src/ui/library-transfer.ts');
    const evil = '<img src=x onerror="window.__xss=3"><script>window.__xss=4</script>';
    const store = new AppStore();
    await store.start(async () => ({ packs: [], problems: [] }));
    const text = JSON.stringify({
      ...userPack,
      id: 'evil',
      name: evil,
      description: evil,
      authors: [evil],
      items: [{ kind: 'relic', id: 'evil', name: evil, text: evil, [evil]: evil }],
    });
    const pending = await prepareImport(store, text, evil);
    expect(pending.report.problems.length).to.be.greaterThan(0);
    const shown = showImport(store, pending);
    const dialog = await until(
      () => document.querySelector<HTMLDialogElement>('dialog.tr-dialog') ?? undefined,
      'the import report',
    );
    expect(dialog.querySelectorAll('img, script').length).to.equal(0);
    expect(dialog.textContent).to.contain(evil);
    [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    expect(await shown).to.equal(undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect((window as { __xss?: number }).__xss).to.equal(undefined);
    expect(store.pack('evil')).to.equal(undefined);
  });
});

describe('one document in two editors', () => {
  afterEach(() => document.querySelectorAll('tr-app').forEach((el) => el.remove()));

  it('shows a change made elsewhere (as the level editor does) at once, and undoes it from the editor', async () => {
    const { doc, model, editor } = await editorWith({ kind: 'enemy', id: 'wolf' });
    doc.update((v) => ({ ...v, name: 'Wolf from the level editor' }), { label: 'Rename' });
    expect(model.getValue()).to.contain('"name": "Wolf from the level editor"');
    // Monaco's own undo command goes to the shared history too.
    editor.trigger('keyboard', 'undo', null);
    await new Promise((r) => setTimeout(r, 0));
    expect(doc.value.name).to.equal('Wolf');
    expect(doc.canRedo).to.equal(true);
    expect(model.getValue()).to.equal(doc.text);
  });
});
