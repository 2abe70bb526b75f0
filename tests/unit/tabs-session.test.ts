// Issue 27, what docs/data-safety.md listed as not covered: each tab keeps its own stored undo
// history of a document and its own session (open tabs, level draft). A reload restores that tab's;
// neither tab's steps are dropped by the other's writes; a new tab starts from the last written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { DocumentWrite } from '../../src/store/storage.ts';
import { formatItem, type ItemDocument } from '../../src/store/item-document.ts';
import { mergeHead, TAB_HEADS } from '../../src/store/tab-heads.ts';
import { openTab as open, settle, storageWithMine } from './tabs-helpers.ts';

const wolf = { packId: 'mine', kind: 'enemy', id: 'wolf' };
const snake = { packId: 'mine', kind: 'enemy', id: 'snake' };

const type = (doc: ItemDocument, name: string, gesture: string) =>
  doc.setText(formatItem({ ...doc.value, name }), { label: 'Typing', gesture });

/** The names an undo walks back through, from the present. */
function undoNames(doc: ItemDocument): string[] {
  const seen = [doc.value.name];
  while (doc.canUndo) {
    doc.undo();
    seen.push(doc.value.name);
  }
  return seen;
}

test("one document in two tabs: each tab's reload gets its own undo history; no step of either is dropped", async () => {
  const first = storageWithMine();
  const second = first.tab();
  const one = await open(first);
  const two = await open(second);
  const docOne = one.openDocument(wolf);
  type(docOne, 'Wolf A', 'g1');
  type(docOne, 'Wolf B', 'g2');
  await settle([one, two]);
  const docTwo = two.openDocument(wolf);
  type(docTwo, 'Wolf B C', 'g3');
  await settle([one, two]);
  // Tab 1 took tab 2's edit as a step of its own and stored it last.
  assert.equal(docOne.value.name, 'Wolf B C');

  // Every reload before any undo: an undo is an edit, and once stored the other tabs' reloads would show it.
  const oneAgain = await open(first.tab(first.tabId));
  const twoAgain = await open(second.tab(second.tabId));
  // A new tab starts from the history written last.
  const three = await open(first.tab());
  assert.deepEqual(undoNames(oneAgain.documentFor(wolf)!), ['Wolf B C', 'Wolf B', 'Wolf A', 'Wolf']);
  assert.deepEqual(
    undoNames(twoAgain.documentFor(wolf)!),
    ['Wolf B C', 'Wolf B'],
    "tab 2 gets its own history, not the last writer's",
  );
  assert.deepEqual(undoNames(three.documentFor(wolf)!), ['Wolf B C', 'Wolf B', 'Wolf A', 'Wolf']);
});

test("a step one tab drops stays while another tab's history holds it; the oldest tabs' histories go past the limit", () => {
  const outline = (ids: string[]) => ({ steps: ids.map((id) => ({ id, label: 'Typing' })), index: ids.length - 1 });
  const write = (ids: string[], dropped: string[] = []): DocumentWrite => ({
    key: 'k',
    ref: wolf,
    outline: outline(ids),
    put: [],
    dropped,
  });
  let { head } = mergeHead(undefined, write(['a', 'b']), 'tab-1', 1);
  ({ head } = mergeHead(head, write(['a', 'b', 'c']), 'tab-2', 2));
  const dropped = mergeHead(head, write(['a', 'd'], ['b']), 'tab-1', 3);
  assert.deepEqual(dropped.deleteSteps, [], 'tab 2 still undoes through b');
  assert.deepEqual(Object.keys(dropped.head.tabs!).sort(), ['tab-1', 'tab-2']);
  assert.deepEqual(dropped.head.outline, outline(['a', 'd']), 'a new tab takes the last written');
  head = dropped.head;
  for (let n = 3; n <= TAB_HEADS; n++) ({ head } = mergeHead(head, write(['a', `x${n}`]), `tab-${n}`, n + 1));
  assert.equal(Object.keys(head.tabs!).length, TAB_HEADS);
  const last = mergeHead(head, write(['a', 'e']), 'tab-new', 100);
  assert.equal(Object.keys(last.head.tabs!).length, TAB_HEADS);
  assert.ok(!('tab-2' in last.head.tabs!), 'the tab written longest ago goes first');
  assert.deepEqual(last.deleteSteps.sort(), ['b', 'c'], 'with the steps only it (and the dropping tab) held');
});

test("each tab keeps its own session: a reload reopens that tab's documents; a new tab the last written", async () => {
  const first = storageWithMine();
  const second = first.tab();
  const one = await open(first);
  const two = await open(second);
  one.openDocument(wolf);
  one.setOpenLevel(wolf);
  two.openDocument(snake);
  await settle([one, two]);
  await one.flush();
  one.setActiveDocument(wolf);
  two.openDocument(wolf, { activate: false });
  await settle([one, two]);

  const oneAgain = await open(first.tab(first.tabId));
  assert.deepEqual(
    oneAgain.openDocuments.map((r) => r.id),
    ['wolf'],
  );
  assert.equal(oneAgain.activeDocument?.id, 'wolf');
  assert.equal(oneAgain.openLevel?.id, 'wolf');
  const twoAgain = await open(second.tab(second.tabId));
  assert.deepEqual(
    twoAgain.openDocuments.map((r) => r.id),
    ['snake', 'wolf'],
  );
  assert.equal(twoAgain.activeDocument?.id, 'snake');
  assert.equal(twoAgain.openLevel, undefined);
  // A duplicated tab starts from the tab it copies; a new tab from the session written last.
  const copy = await open(first.tab({ id: 'copy', from: first.tabId.id }));
  assert.deepEqual(
    copy.openDocuments.map((r) => r.id),
    ['wolf'],
  );
  const fresh = await open(first.tab());
  assert.deepEqual(
    fresh.openDocuments.map((r) => r.id),
    ['snake', 'wolf'],
  );
});
