// Issue 27, point 1: the merge of a tab's pack with the stored one (store/pack-merge.ts), pure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { itemKey, mergePack, NO_VERSIONS, type PackVersions, type VersionedPack } from '../../src/store/pack-merge.ts';
import { versionOf } from '../../src/store/pack-versions.ts';

const wolf: ContentItem = { kind: 'enemy', id: 'wolf', name: 'Wolf' };
const snake: ContentItem = { kind: 'enemy', id: 'snake', name: 'Snake' };
const pack = (items: ContentItem[], fields: Partial<Pack> = {}): Pack => ({
  kind: 'pack',
  id: 'mine',
  name: 'Mine',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  ...fields,
  items,
});
const names = (v: VersionedPack | undefined) => v?.pack.items.map((i) => i.name);
const renamed = (item: ContentItem, name: string) => ({ ...item, name });

/** What is stored after the first write of [wolf, snake] (both at version 1). */
const first: VersionedPack = {
  pack: pack([wolf, snake]),
  versions: { clock: 1, manifest: 1, items: { [itemKey(wolf)]: 1, [itemKey(snake)]: 1 } },
};

/** Another tab's write: its merge from the same base. */
function write(base: VersionedPack, mine: Pack, stored: VersionedPack) {
  const outcome = mergePack(base, mine, stored);
  assert.equal(outcome.write, 'put');
  return outcome.result!;
}

test('two tabs edit different items from the same base: both edits are stored, each with a new version', () => {
  const afterTab1 = write(first, pack([renamed(wolf, 'Wolf Alpha'), snake]), first);
  assert.deepEqual(afterTab1.versions, { clock: 2, manifest: 1, items: { [itemKey(wolf)]: 2, [itemKey(snake)]: 1 } });
  // Tab 2 still has the first base: its whole pack would have dropped the Wolf's edit.
  const outcome = mergePack(first, pack([wolf, renamed(snake, 'Snake Beta')]), afterTab1);
  assert.deepEqual(names(outcome.result), ['Wolf Alpha', 'Snake Beta']);
  assert.deepEqual(outcome.result!.versions.items, { [itemKey(wolf)]: 2, [itemKey(snake)]: 3 });
  assert.deepEqual(outcome.notices, []);
});

test('one draft edited in turn (T1, T2, T3), each tab merging before it edits: every edit is kept', () => {
  const t1 = write(first, pack([renamed(wolf, 'Wolf T1'), snake]), first);
  // Tab 2 hears of it and merges: nothing of its own, so it now shows the stored pack.
  const heard = mergePack(first, first.pack, t1);
  assert.equal(heard.write, 'none');
  assert.deepEqual(names(heard.result), ['Wolf T1', 'Snake']);
  const t2 = write(heard.result!, pack([renamed(wolf, 'Wolf T1 T2'), snake]), t1);
  const heard1 = mergePack(t1, t1.pack, t2).result!;
  const t3 = write(heard1, pack([renamed(wolf, 'Wolf T1 T2 T3'), snake]), t2);
  assert.deepEqual(names(t3), ['Wolf T1 T2 T3', 'Snake']);
});

test("the same item changed in two tabs at once: the stored one stays, this tab's is kept as a copy beside it, with a notice", () => {
  const t1 = write(first, pack([renamed(wolf, 'Wolf T1'), snake]), first);
  const outcome = mergePack(first, pack([renamed(wolf, 'Wolf T2'), snake]), t1);
  assert.equal(outcome.write, 'put');
  assert.deepEqual(names(outcome.result), ['Wolf T1', 'Wolf T2 (conflicting copy)', 'Snake']);
  assert.equal(outcome.result!.pack.items[1]!.id, 'wolf-conflict');
  assert.equal(outcome.notices.length, 1);
  assert.deepEqual(outcome.notices[0]!.conflict, { kind: 'enemy', id: 'wolf', copyId: 'wolf-conflict' });
  assert.match(
    outcome.notices[0]!.message,
    /“Wolf T2” was changed in another tab .* yours is kept as “Wolf T2 \(conflicting copy\)”/,
  );
  // The same change made in both tabs is no conflict.
  const same = mergePack(first, pack([renamed(wolf, 'Wolf T1'), snake]), t1);
  assert.equal(same.write, 'none');
  assert.deepEqual(same.notices, []);
});

test('deleted here but changed elsewhere: kept; changed here but deleted elsewhere: kept', () => {
  const changedThere = write(first, pack([renamed(wolf, 'Wolf T1'), snake]), first);
  const deleteHere = mergePack(first, pack([snake]), changedThere);
  assert.deepEqual(names(deleteHere.result), ['Wolf T1', 'Snake']);
  assert.match(deleteHere.notices[0]!.message, /“Wolf T1” was changed in another tab, so it was not deleted/);

  const deletedThere = write(first, pack([snake]), first);
  const changeHere = mergePack(first, pack([renamed(wolf, 'Wolf T2'), snake]), deletedThere);
  assert.deepEqual(names(changeHere.result), ['Wolf T2', 'Snake']);
  assert.match(changeHere.notices[0]!.message, /deleted in another tab; it is kept/);

  // Deleted here and untouched elsewhere: deleted; deleted elsewhere and untouched here: gone here too.
  assert.deepEqual(names(write(first, pack([snake]), first)), ['Snake']);
  assert.deepEqual(names(mergePack(first, first.pack, deletedThere).result), ['Snake']);
});

test('items added in two tabs: both kept, each after the item before it in its tab; the same new id is a conflict', () => {
  const bear = { kind: 'enemy', id: 'bear', name: 'Bear' };
  const t1 = write(first, pack([wolf, snake, bear]), first);
  const rat = { kind: 'enemy', id: 'rat', name: 'Rat' };
  assert.deepEqual(names(write(first, pack([wolf, rat, snake]), t1)), ['Wolf', 'Rat', 'Snake', 'Bear']);
  const otherBear = write(first, pack([wolf, snake, { ...bear, name: 'Grizzly' }]), t1);
  assert.deepEqual(names(otherBear), ['Wolf', 'Snake', 'Bear', 'Grizzly (conflicting copy)']);
});

test("the manifest merges field by field; a field changed in both takes this tab's, with a notice", () => {
  const t1 = write(first, pack([wolf, snake], { description: 'Wolves' }), first);
  const outcome = mergePack(first, pack([wolf, snake], { name: 'Mine 2' }), t1);
  assert.equal(outcome.result!.pack.name, 'Mine 2');
  assert.equal(outcome.result!.pack.description, 'Wolves');
  assert.deepEqual(outcome.notices, []);
  const both = mergePack(first, pack([wolf, snake], { description: 'Snakes' }), t1);
  assert.equal(both.result!.pack.description, 'Snakes');
  assert.match(both.notices[0]!.message, /description was changed in another tab too/);
});

test('a pack deleted here is deleted only if no other tab wrote it since; one deleted elsewhere stays if changed here', () => {
  assert.equal(mergePack(first, undefined, first).write, 'delete');
  const t1 = write(first, pack([renamed(wolf, 'Wolf T1'), snake]), first);
  const kept = mergePack(first, undefined, t1);
  assert.equal(kept.write, 'none');
  assert.deepEqual(names(kept.result), ['Wolf T1', 'Snake']);
  assert.match(kept.notices[0]!.message, /was changed in another tab, so it was not deleted/);

  assert.deepEqual(mergePack(first, first.pack, undefined), { result: undefined, write: 'none', notices: [] });
  const changed = mergePack(first, pack([renamed(wolf, 'Wolf T2'), snake]), undefined);
  assert.equal(changed.write, 'put');
  assert.match(changed.notices[0]!.message, /deleted in another tab; it is kept/);
  // A pack this tab never had is taken as stored.
  assert.deepEqual(mergePack(undefined, undefined, first), { result: first, write: 'none', notices: [] });
});

test("a pack stored before versions (none recorded) merges like one at version 0; nothing changed gives this tab's own objects back", () => {
  const legacy: VersionedPack = { pack: pack([wolf, snake]), versions: NO_VERSIONS };
  const t1 = write(legacy, pack([renamed(wolf, 'Wolf Alpha'), snake]), legacy);
  const versions: PackVersions = t1.versions;
  assert.deepEqual(versions, { clock: 1, manifest: 0, items: { [itemKey(wolf)]: 1 } });
  assert.deepEqual(names(write(legacy, pack([wolf, renamed(snake, 'Snake Beta')]), t1)), ['Wolf Alpha', 'Snake Beta']);

  const mine = pack([wolf, snake]);
  const stored = structuredClone(first);
  const outcome = mergePack({ pack: mine, versions: first.versions }, mine, stored);
  assert.equal(outcome.write, 'none');
  assert.equal(outcome.result!.pack, mine, 'the same object: what the tab shows is left alone');
});

test('a pack written whole keeps one version for all its items (`rest`), and merges as if each item had it', () => {
  // A new pack (an import of 33,334 items): no key per item (building and storing them was a long task).
  const created = mergePack(undefined, pack([wolf, snake]), undefined);
  assert.equal(created.write, 'put');
  assert.deepEqual(created.result!.versions, { clock: 1, manifest: 1, items: {}, rest: 1 });
  const compact = created.result!;
  // Every merge from it gives what the same pack with a version per item (`first`) gives.
  const cases: [Pack, Pack][] = [
    [pack([renamed(wolf, 'Wolf Alpha'), snake]), pack([wolf, renamed(snake, 'Snake Beta')])],
    [pack([renamed(wolf, 'Wolf Alpha'), snake]), pack([renamed(wolf, 'Wolf Beta'), snake])],
    [pack([snake]), pack([renamed(wolf, 'Wolf Beta'), snake])],
    [pack([wolf, snake, { kind: 'enemy', id: 'bear', name: 'Bear' }]), pack([wolf])],
  ];
  for (const [tab1, tab2] of cases) {
    const viaCompact = mergePack(compact, tab2, write(compact, tab1, compact));
    const viaFull = mergePack(first, tab2, write(first, tab1, first));
    assert.deepEqual(viaCompact.result!.pack, viaFull.result!.pack);
    assert.deepEqual(readVersions(viaCompact.result!), readVersions(viaFull.result!));
    assert.deepEqual(viaCompact.notices, viaFull.notices);
  }
  // An item the stored pack does not hold has no version from `rest` (it is new here, not changed elsewhere).
  const bear: ContentItem = { kind: 'enemy', id: 'bear', name: 'Bear' };
  const added = mergePack(compact, pack([wolf, snake, bear]), compact);
  assert.deepEqual(added.notices, []);
  assert.deepEqual(readVersions(added.result!).items, { [itemKey(wolf)]: 1, [itemKey(snake)]: 1, [itemKey(bear)]: 2 });
  // The merge keeps `rest` and lists only the items at another version (a 33,334-key record is not rebuilt).
  assert.deepEqual(added.result!.versions, { clock: 2, manifest: 1, items: { [itemKey(bear)]: 2 }, rest: 1 });
  const edited = mergePack(compact, pack([wolf, renamed(snake, 'Snake Beta')]), compact).result!;
  assert.deepEqual(edited.versions, { clock: 2, manifest: 1, items: { [itemKey(snake)]: 2 }, rest: 1 });
});

/** Versions as read (`versionOf`) for each item of the pack, beside the clock and the manifest's. */
function readVersions({ pack: p, versions }: VersionedPack) {
  const items = Object.fromEntries(p.items.map((i) => [itemKey(i), versionOf(versions, itemKey(i), true)]));
  return { clock: versions.clock, manifest: versions.manifest, items };
}

/** The order the merge keeps, as it was worked out before (one `indexOf` and `splice` per item). */
function referenceOrder(stored: Pack, mine: Pack, kept: ReadonlySet<string>): string[] {
  const order = stored.items.map(itemKey).filter((k, i, all) => kept.has(k) && all.indexOf(k) === i);
  const placed = new Set(order);
  const mineOrder = mine.items.map(itemKey);
  mineOrder.forEach((key, index) => {
    if (!kept.has(key) || placed.has(key)) return;
    const before = mineOrder
      .slice(0, index)
      .reverse()
      .find((k) => placed.has(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
    placed.add(key);
  });
  return order;
}

test('the merged order (the stored order, each new item right after the item before it here) is the one inserting them one by one gives', () => {
  // Seeded, so a failure repeats: 3,000 merges of small packs with repeated ids, new items and deletions.
  let seed = 27;
  const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648), seed % n);
  const some = () =>
    pack(
      Array.from({ length: next(9) }, () => next(12)).map((n) => ({
        kind: n % 2 ? 'relic' : 'enemy',
        id: `x${n}`,
        name: `N${n}`,
      })),
    );
  for (let round = 0; round < 3_000; round++) {
    const stored: VersionedPack = { pack: some(), versions: { clock: 1, manifest: 1, items: {}, rest: 1 } };
    const mine = some();
    const result = mergePack(stored, mine, stored).result!;
    const kept = new Set(result.pack.items.map(itemKey));
    assert.deepEqual(result.pack.items.map(itemKey), referenceOrder(stored.pack, mine, kept), `round ${round}`);
  }
});
