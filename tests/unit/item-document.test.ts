import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History } from '../../src/store/history.ts';
import { ItemDocument, formatItem } from '../../src/store/item-document.ts';
import type { ContentItem } from '../../src/model/content.ts';

const item: ContentItem = { kind: 'enemy', id: 'wolf', name: 'Wolf' };
const ref = { packId: 'p', kind: 'enemy', id: 'wolf' };

test('history undoes and redoes, and a new edit drops the redo branch', () => {
  const h = new History(0);
  h.push(1, 'one');
  h.push(2, 'two');
  assert.equal(h.undo(), 1);
  assert.equal(h.redoLabel, 'two');
  h.push(3, 'three');
  assert.equal(h.canRedo, false);
  assert.deepEqual(
    h.toJSON().steps.map((s) => s.state),
    [0, 1, 3],
  );
});

test('edits of one gesture coalesce into one undo step, and a new gesture starts a new step', () => {
  const h = new History('');
  h.push('a', 'Type', 'g1');
  h.push('ab', 'Type', 'g1');
  h.push('abc', 'Type', 'g1');
  h.push('abc!', 'Type', 'g2');
  assert.equal(h.length, 3);
  assert.equal(h.undo(), 'abc');
  assert.equal(h.undo(), '');
  // After an undo the gesture is closed: the same key makes a new step.
  h.redo();
  h.push('abcd', 'Type', 'g1');
  assert.equal(h.length, 3);
  assert.equal(h.present, 'abcd');
});

test('a history round-trips through JSON with its undo position', () => {
  const h = new History({ n: 0 });
  h.push({ n: 1 }, 'one');
  h.push({ n: 2 }, 'two');
  h.undo();
  const copy = History.fromJSON(JSON.parse(JSON.stringify(h.toJSON())));
  assert.deepEqual(copy.present, { n: 1 });
  assert.equal(copy.canRedo, true);
  assert.deepEqual(copy.redo(), { n: 2 });
});

test('invalid text is kept and the last valid value stays until it is fixed', () => {
  const doc = new ItemDocument(ref, item);
  doc.setText('{ "kind": "enemy", "id": "wolf", "name": "Wo');
  assert.match(doc.text, /"Wo$/);
  assert.deepEqual(doc.value, item);
  assert.equal(doc.textProblem?.line, 1);
  doc.setText('{ "kind": "enemy", "id": "wolf", "name": "Wolf II" }');
  assert.equal(doc.value.name, 'Wolf II');
  assert.equal(doc.textProblem, undefined);
});

test('a value edit rewrites the text; undo restores text and value together, in one history', () => {
  const doc = new ItemDocument(ref, item);
  const origins: string[] = [];
  doc.addEventListener('change', (e) => origins.push((e as unknown as { origin: string }).origin));
  doc.setText(formatItem({ ...item, name: 'Typed' }));
  doc.update((v) => ({ ...v, name: 'Dragged' }), { label: 'Rename' });
  assert.equal(JSON.parse(doc.text).name, 'Dragged');
  doc.undo();
  assert.equal(doc.value.name, 'Typed');
  doc.undo();
  assert.deepEqual(doc.value, item);
  assert.equal(doc.text, formatItem(item));
  doc.redo();
  assert.deepEqual(origins, ['text', 'value', 'undo', 'undo', 'redo']);
  const restored = ItemDocument.fromJSON(JSON.parse(JSON.stringify(doc)));
  assert.equal(restored.value.name, 'Typed');
  assert.equal(restored.canRedo, true);
});
