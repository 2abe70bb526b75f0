import { expect } from '@esm-bundle/chai';
import { checkPack } from '../../src/model/validate.ts';
import { ValidationRunner } from '../../src/store/validation-runner.ts';
import { AppStore } from '../../src/store/app-store.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { itemIndexOf, type Problem } from '../../src/model/problem.ts';
import chapterSchema from '../../schemas/chapter.schema.json' with { type: 'json' };
import { testPack, bear } from './fixtures.ts';

// The pack checker's validation runs in the validation worker (shared with the level editor), and
// the worker is sent only the items that changed: its answers must equal a check in the page.

const base: Pack = {
  ...testPack,
  id: 'base',
  items: [bear],
};
const mine: Pack = {
  ...testPack,
  id: 'mine',
  dependencies: [{ id: 'base', version: '1.2.3' }],
  items: [
    { ...(chapterSchema.examples[0] as ContentItem), boss: 'beer' },
    { kind: 'relic', id: 'idol', name: 'Idol', text: 'Shiny.' },
  ],
};

const replaceItem = (pack: Pack, index: number, item: ContentItem): Pack => ({
  ...pack,
  items: pack.items.map((it, i) => (i === index ? item : it)),
});
const inPage = (pack: Pack) => JSON.parse(JSON.stringify(checkPack(pack, { dependencies: [base] })));

describe('the validation worker', () => {
  it('checks a pack as the page would, also after edits that send it only what changed', async () => {
    const runner = new ValidationRunner();
    try {
      const first = await runner.checkPack(mine, [base]);
      expect(first).to.deep.equal(inPage(mine));
      expect(
        (first.problems as Problem[]).some(
          (p) => p.pointer === '/items/0/boss' && /not the id of any boss/.test(p.message),
        ),
      ).to.equal(true);
      expect(first.references.length).to.be.greaterThan(0);

      // One item replaced (as typing does): the fixed reference is no longer a problem.
      const fixed = replaceItem(mine, 0, { ...mine.items[0]!, boss: 'bear' });
      const second = await runner.checkPack(fixed, [base]);
      expect(second).to.deep.equal(inPage(fixed));
      expect((second.problems as Problem[]).some((p) => /not the id of any boss/.test(p.message))).to.equal(false);

      // Another item broken, the manifest renamed, then an item removed.
      const broken = {
        ...replaceItem(fixed, 1, { kind: 'relic', id: 'idol', name: 'Idol', text: 42 } as unknown as ContentItem),
        name: 'Renamed',
      };
      expect(await runner.checkPack(broken, [base])).to.deep.equal(inPage(broken));
      const shorter = { ...broken, items: broken.items.slice(1) };
      expect(await runner.checkPack(shorter, [base])).to.deep.equal(inPage(shorter));
      expect(await runner.checkPack(fixed, [base])).to.deep.equal(inPage(fixed));
    } finally {
      runner.dispose();
    }
  });

  it('is what the store checks packs with in a page, so checking does not hold up the page (one worker for the page)', async () => {
    const Real = window.Worker;
    const post = Real.prototype.postMessage;
    const started: string[] = [];
    const asked: string[] = [];
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(String(url));
      }
    };
    Real.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      asked.push(String((message as { type?: string }).type));
      return post.call(this, message, ...rest);
    } as Worker['postMessage'];
    try {
      const store = new AppStore();
      await store.start(async () => ({ packs: [base], problems: [] }));
      store.importPack(structuredClone(mine));
      await store.checked();
      const draftChecks = new ValidationRunner();
      await draftChecks.check(mine.items[0]!, [], [base]);
      draftChecks.dispose();
      // One worker for the page: the store and a second runner share it (an earlier test may have started it).
      expect(started.filter((u) => u.includes('validation-worker')).length).to.be.at.most(1);
      expect(asked).to.include.members(['checkPack', 'packs', 'check', 'forget']);
      expect(store.packProblems.get('mine')!.list.some((p) => p.pointer === '/items/0/boss')).to.equal(true);
      expect(store.packProblems.get('base')!.list).to.deep.equal(JSON.parse(JSON.stringify(checkPack(base).problems)));
    } finally {
      window.Worker = Real;
      Real.prototype.postMessage = post;
    }
  });

  it('reads an import in the worker, with the same report as in the page', async () => {
    const { readImport } = await import('../../src/model/import-pack.ts');
    const { prepareImport } = await import('../../src/store/import.ts');
    const { sharedValidationRunner } = await import('../../src/store/validation-runner.ts');
    const runner = sharedValidationRunner();
    const read = runner.readImport.bind(runner);
    let inWorker = 0;
    runner.readImport = (...args) => (inWorker++, read(...args));
    const store = new AppStore();
    await store.start(async () => ({ packs: [base], problems: [] }));
    const text = JSON.stringify(mine, null, 2);
    const pending = await prepareImport(store, text, 'mine.pack.json');
    expect(inWorker).to.equal(1);
    expect(pending.report).to.deep.equal(JSON.parse(JSON.stringify(readImport(text, [base]))));
    expect(pending.report.problems.some((p) => /not the id of any boss/.test(p.message))).to.equal(
      true,
      'checked against its dependency',
    );
    const broken = await prepareImport(store, '{ "kind": "pack",\n "id": ', 'broken.pack.json');
    expect(broken.report.blocking[0]!.message).to.match(/line 2/);
  });

  it('keeps a long import report in the worker: the first problems come with it, every other one on demand', async () => {
    const { readImport } = await import('../../src/model/import-pack.ts');
    const { prepareImport } = await import('../../src/store/import.ts');
    const store = new AppStore();
    await store.start(async () => ({ packs: [base], problems: [] }));
    // 400 relics without name, text or rules: 1,200 problems.
    const items = Array.from({ length: 400 }, (_, i) => ({ kind: 'relic', id: `r${i}` }));
    const text = JSON.stringify({ ...testPack, id: 'many', items });
    const whole = JSON.parse(JSON.stringify(readImport(text, [base]).problems)) as unknown[];
    expect(whole.length).to.equal(1200);
    const pending = await prepareImport(store, text, 'many.pack.json');
    const pages = pending.problemPages!;
    expect(pending.report.problems.length).to.equal(200);
    expect(pending.report.pack!.items.length).to.equal(400, 'every item arrives');
    expect([pages.total, pages.errors]).to.deep.equal([1200, 1200]);
    const rest = [...(await pages.page(200, 700)), ...(await pages.page(900, 700))];
    expect([...pending.report.problems, ...rest]).to.deep.equal(whole);
    expect(await pages.page(1200, 200)).to.deep.equal([]);
    pages.release();
    expect(await pages.page(200, 10)).to.deep.equal([], 'released');
    // A short list comes whole, with nothing kept.
    const few = await prepareImport(store, JSON.stringify({ ...testPack, id: 'few', items: items.slice(0, 3) }), 'f');
    expect([few.report.problems.length, few.problemPages]).to.deep.equal([9, undefined]);
  });

  it('keeps a long pack check in the worker: counts, the count of each item and the first problems; the rest on demand', async () => {
    const store = new AppStore();
    await store.start(async () => ({ packs: [base], problems: [] }));
    // 400 relics without name, text or rules: 1,200 problems, three per item.
    const items = Array.from({ length: 400 }, (_, i) => ({ kind: 'relic', id: `r${i}` }) as ContentItem);
    const many: Pack = { ...testPack, id: 'many', items };
    const whole = JSON.parse(JSON.stringify(checkPack(many).problems)) as Problem[];
    const inItem = (index: number) => whole.filter((p) => itemIndexOf(p.pointer) === index);
    store.importPack(structuredClone(many));
    await store.checked();
    const problems = store.packProblems.get('many')!;
    const errors = whole.filter((p) => p.severity === 'error').length;
    expect([problems.total, problems.errors, problems.complete]).to.deep.equal([whole.length, errors, false]);
    expect(problems.list).to.deep.equal(whole.slice(0, 250), 'the first 250 came with the answer');
    expect([problems.countOf(7), problems.countOf(399)]).to.deep.equal([inItem(7).length, inItem(399).length]);
    let shown = 0;
    store.addEventListener('documents-change', () => shown++);
    // An item past the first problems: asked for once, shown (a documents change) when it arrives.
    expect(problems.ofItem(300)).to.equal(undefined);
    for (let i = 0; i < 200 && problems.ofItem(300) === undefined; i++) await new Promise((r) => setTimeout(r, 10));
    expect(problems.ofItem(300)).to.deep.equal(inItem(300));
    expect(shown).to.be.greaterThan(0);
    // The first 700, as the library's "Show 250 more" asks for them.
    expect(problems.first(700).length).to.equal(250);
    for (let i = 0; i < 200 && problems.list.length < 700; i++) await new Promise((r) => setTimeout(r, 10));
    expect(problems.first(700)).to.deep.equal(whole.slice(0, 700));
  });

  it('sends a big pack in parts (no message of more than 1,000 items), and checks it whole', async () => {
    const sizes: number[] = [];
    const real = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const m = message as { type: string; pack?: Pack; changed?: unknown[] };
      if (m.type === 'keep') sizes.push(m.pack!.items.length);
      if (m.type === 'keepChanges') sizes.push(m.changed!.length);
      return real.call(this, message, ...rest);
    } as typeof real;
    const runner = new ValidationRunner();
    try {
      // 2,500 relics, the last one without its rules: its problem is found only if the last part arrived.
      const items = Array.from(
        { length: 2_500 },
        (_, i) => ({ kind: 'relic', id: `r${i}`, name: `R${i}`, text: 'Shiny.', rules: [] }) as ContentItem,
      );
      const { rules: _rules, ...last } = items[2_499] as ContentItem & { rules: unknown };
      const big: Pack = { ...testPack, id: 'big', items: [...items.slice(0, 2_499), last as ContentItem] };
      expect(await runner.checkPack(big, [])).to.deep.equal(JSON.parse(JSON.stringify(checkPack(big))));
      expect(sizes).to.deep.equal([1_000, 1_000, 500], 'three parts');
      // An edit after it sends only the changed item, against the whole copy.
      const edited = replaceItem(big, 0, { ...items[0]!, name: '' });
      expect(await runner.checkPack(edited, [])).to.deep.equal(JSON.parse(JSON.stringify(checkPack(edited))));
      expect(sizes).to.deep.equal([1_000, 1_000, 500, 1]);
    } finally {
      Worker.prototype.postMessage = real;
      runner.dispose();
    }
  });
});
