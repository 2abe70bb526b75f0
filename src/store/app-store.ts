/**
 * # AppStore: the app's shared state (provided to every component through @lit/context)
 *
 * Packs
 * - `packs`: the built-in packs (read-only) and the user's packs (kept in IndexedDB).
 *   `isEditable(packId)` is false for built-in packs; "duplicate to edit" with `duplicatePack`.
 * - `createPack({ name })`, `duplicatePack(id)`, `renamePack(id, name)`, `deletePack(id)` (undo with
 *   `undoDelete()` while `lastDeleted` is set), `importPack(pack, 'replace' | 'keep-both')`.
 * - `packProblems.get(id)`: the pack's problems once checked (re-checked after every change);
 *   `packReferences.get(id)`: every reference between its items.
 *
 * Items and documents
 * - `openDocument(ref)`: synchronous; returns THE ItemDocument for that item (one per item, shared by
 *   the JSON editor and the level editor), creating it from the pack's item if it is not open yet.
 *   Throws if the pack or item does not exist. It becomes a tab (`openDocuments`) and the
 *   `activeDocument` unless `{ activate: false }`. `closeDocument(ref)` closes the tab only: the
 *   document and its undo history stay while the item exists. `setActiveDocument(ref)`.
 *   `openLevel` / `setOpenLevel(ref)`: the draft open in the level editor, restored with the tabs.
 * - Every change of a document of an editable pack makes that pack's item its last valid value and
 *   is saved (document with its undo history and position, and the pack) within `autosaveDelay` ms.
 *   Open documents and tabs are restored by `start()`, so a reload gives back the exact draft.
 *   Documents of read-only packs are not applied or saved: editors show them read-only.
 * - `createItem(packId, item)` → DocumentRef; `duplicateItem(ref)`; `renameItem(ref, newId)`
 *   (references in the pack follow); `referrersOf(ref)`; `deleteItem(ref)` (undo with `undoDelete()`).
 *
 * Saving: `saveStatus` is { state: 'saved' | 'saving' | 'error', message? }; on a storage error the
 * data stays in memory and saving is retried. `flush()` writes now.
 * Events: 'documents-change' after a change of document state (packs, items, checks, `lastDeleted`,
 * `syncNotices`), 'session-change' after one of session state (`area`, `urlArea`, the selection,
 * the open items and `openLevel`, `saveStatus`), and 'change' after either (store-packs.ts,
 * ChangeScope). A component showing only one of them listens to its own event
 * (`new StoreController(this, ['session'])`).
 *
 * In layers, one job each: store-packs.ts (area, packs, selection, loading, saving and checking a
 * changed pack), store-documents.ts (open documents and tabs), and here the editing of items and packs.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import {
  duplicateItem,
  duplicatePack,
  findItemIndex,
  newPack,
  referencesTo,
  renameItemId,
  uniqueId,
  type NewPackFields,
} from '../model/pack-edit.ts';
import type { DocumentRef } from './item-document.ts';
import type { SyncNotice } from './pack-merge.ts';
import { documentKey } from './storage.ts';
import { sameRef, StoreDocuments } from './store-documents.ts';

export type { DocumentRef } from './item-document.ts';
export type { SaveStatus } from './autosave.ts';
export type { SyncNotice } from './pack-merge.ts';
export {
  AREAS,
  CHANGE_EVENTS,
  DOCUMENTS_CHANGE,
  isArea,
  SESSION_CHANGE,
  type Area,
  type ChangeScope,
  type AppStoreOptions,
  type ItemRef,
  type PackLoad,
} from './store-packs.ts';

/** What the last delete removed, for its undo. */
/** "Name (imported)", "Name (imported 2)"…: a name no other pack has. */
export function distinctName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = `${name} (imported${n === 1 ? '' : ` ${n}`})`;
    if (!taken.includes(candidate)) return candidate;
  }
}

export interface Deleted {
  label: string;
  restore: () => void;
}

export class AppStore extends StoreDocuments {
  lastDeleted: Deleted | undefined;

  // ── items ──

  createItem(packId: string, item: ContentItem): DocumentRef {
    const pack = this.editablePack(packId);
    const id = uniqueId(
      item.id,
      pack.items.filter((i) => i.kind === item.kind).map((i) => i.id),
    );
    const added = { ...item, id };
    this.setPack({ ...pack, items: [...pack.items, added] });
    return { packId, kind: added.kind, id };
  }

  duplicateItem(ref: DocumentRef): DocumentRef {
    const pack = this.editablePack(ref.packId);
    const item = pack.items[findItemIndex(pack, ref.kind, ref.id)];
    if (!item) throw new Error(`Pack "${ref.packId}" has no ${ref.kind} "${ref.id}".`);
    return this.createItem(ref.packId, duplicateItem(pack, item));
  }

  /** Items of the pack that refer to this one (known once the pack has been checked). */
  referrersOf(ref: DocumentRef): string[] {
    return [...new Set(referencesTo(this.packReferences.get(ref.packId) ?? [], ref.kind, ref.id).map((s) => s.itemId))];
  }

  /** Gives an item a new id; every reference to it in the pack follows. False if the id is taken. */
  async renameItem(ref: DocumentRef, newId: string): Promise<boolean> {
    await this.checker.settled(ref.packId);
    const pack = this.editablePack(ref.packId);
    const renamed = renameItemId(pack, ref.kind, ref.id, newId, this.packReferences.get(ref.packId) ?? []);
    if (!renamed) return false;
    const wasOpen = this.documentFor(ref);
    const tabs = this.openDocuments.map((r) => ({ ...r }));
    const tabbed = wasOpen ? this.openDocuments.some((r) => sameRef(r, wasOpen.ref)) : false;
    const levelOpen = wasOpen ? sameRef(this.openLevel, wasOpen.ref) : false;
    if (wasOpen) this.dropDocument(wasOpen);
    this.setPack(renamed);
    if (levelOpen) this.openLevel = { ...ref, id: newId };
    if (wasOpen && tabbed) {
      const at = tabs.findIndex((r) => sameRef(r, wasOpen.ref));
      this.openDocument({ ...ref, id: newId });
      const renamedRef = this.activeDocument!;
      this.openDocuments = this.openDocuments.filter((r) => !sameRef(r, renamedRef));
      this.openDocuments.splice(at, 0, renamedRef);
    }
    if (
      this.selectedItem?.packId === ref.packId &&
      this.selectedItem.kind === ref.kind &&
      this.selectedItem.itemId === ref.id
    )
      this.selectedItem = { ...this.selectedItem, itemId: newId };
    this.changed();
    return true;
  }

  deleteItem(ref: DocumentRef): void {
    const pack = this.editablePack(ref.packId);
    const index = findItemIndex(pack, ref.kind, ref.id);
    if (index < 0) return;
    const item = pack.items[index]!;
    this.setPack({ ...pack, items: pack.items.filter((_, i) => i !== index) });
    this.lastDeleted = {
      label: `Deleted ${item.name}`,
      restore: () => {
        const now = this.editablePack(ref.packId);
        const items = now.items.slice();
        items.splice(Math.min(index, items.length), 0, item);
        this.setPack({ ...now, items });
      },
    };
    this.changed('documents');
  }

  // ── packs ──

  createPack(fields: NewPackFields): Pack {
    const base = this.packs.find((p) => this.builtIn.has(p.id));
    const pack = newPack(
      fields,
      this.packs.map((p) => p.id),
      base,
    );
    this.setPack(pack);
    this.selectPack(pack.id);
    return pack;
  }

  duplicatePack(packId: string): Pack {
    const source = this.pack(packId);
    if (!source) throw new Error(`There is no pack "${packId}".`);
    const copy = duplicatePack(
      source,
      this.packs.map((p) => p.id),
    );
    this.setPack(copy);
    this.selectPack(copy.id);
    return copy;
  }

  renamePack(packId: string, name: string): void {
    const pack = this.editablePack(packId);
    if (name.trim() === '' || name === pack.name) return;
    this.setPack({ ...pack, name: name.trim() });
  }

  /**
   * Adds an imported pack: replacing the user pack with the same id (undone like a deletion, with
   * `undoDelete()`), or keeping both (the new one gets a free id and, if its name is taken, a
   * distinct name).
   */
  importPack(pack: Pack, mode: 'replace' | 'keep-both' = 'keep-both'): Pack {
    if (this.builtIn.has(pack.id) && mode === 'replace') throw new Error('A built-in pack cannot be replaced.');
    const taken = this.packs.map((p) => p.id);
    const added =
      mode === 'keep-both' && taken.includes(pack.id)
        ? {
            ...pack,
            id: uniqueId(`${pack.id}-imported`, taken),
            name: distinctName(
              pack.name,
              this.packs.map((p) => p.name),
            ),
          }
        : pack;
    const replaced = mode === 'replace' ? this.pack(pack.id) : undefined;
    const restore = replaced ? this.packRestorer(replaced) : undefined;
    if (mode === 'replace') this.dropDocumentsOf(pack.id);
    this.setPack(added);
    this.selectPack(added.id);
    if (replaced && restore) this.lastDeleted = { label: `Replaced pack ${replaced.name}`, restore };
    this.changed();
    return added;
  }

  /** What puts a user pack back as it is now, with its open documents (their undo history) and tabs. */
  private packRestorer(pack: Pack): () => void {
    const documents = [...this.docs.values()].filter((d) => d.ref.packId === pack.id).map((d) => d.toJSON());
    const tabs = this.openDocuments.filter((r) => r.packId === pack.id);
    const levelWasOpen = this.openLevel?.packId === pack.id ? this.openLevel : undefined;
    return () => {
      this.dropDocumentsOf(pack.id);
      this.setPack(pack);
      this.selectPack(pack.id);
      for (const stored of documents) {
        this.restoreDocument({ key: documentKey(stored.ref), ...stored });
        const doc = this.documentFor(stored.ref);
        if (doc) this.autosaver.document(doc);
      }
      this.openDocuments = [...this.openDocuments, ...tabs.filter((r) => this.docs.has(documentKey(r)))];
      this.openLevel ??= levelWasOpen;
      this.saveSession();
    };
  }

  deletePack(packId: string): void {
    const pack = this.editablePack(packId);
    const restore = this.packRestorer(pack);
    this.dropDocumentsOf(packId);
    this.packs = this.packs.filter((p) => p.id !== packId);
    this.packProblems.delete(packId);
    if (this.selectedPackId === packId) this.selectedPackId = this.packs[0]?.id;
    if (this.selectedItem?.packId === packId) this.selectedItem = undefined;
    this.autosaver.pack(packId, () => this.packSync(packId));
    this.lastDeleted = { label: `Deleted pack ${pack.name}`, restore };
    this.changed();
  }

  undoDelete(): void {
    const deleted = this.lastDeleted;
    this.lastDeleted = undefined;
    deleted?.restore();
    this.changed();
  }

  /**
   * For a conflict with another tab (a notice with `conflict`): this tab's version, as its copy is
   * now, replaces the stored one, and the copy goes; the other tabs then show it.
   */
  keepMine(notice: SyncNotice): void {
    this.dismissNotice(notice);
    const conflict = notice.conflict;
    if (!conflict || !this.isEditable(notice.packId)) return;
    const pack = this.editablePack(notice.packId);
    const copyAt = findItemIndex(pack, conflict.kind, conflict.copyId);
    if (copyAt < 0) return;
    const copy = pack.items[copyAt]!;
    const mine = { ...copy, id: conflict.id, name: copy.name.replace(/ \(conflicting copy\)$/, '') };
    const at = findItemIndex(pack, conflict.kind, conflict.id);
    const items = pack.items.slice();
    if (at < 0) items[copyAt] = mine;
    else {
      items[at] = mine;
      items.splice(copyAt, 1);
    }
    this.setPack({ ...pack, items });
  }

  /** For unfinished text met by another tab's change (a notice with `text`): the other tab's version replaces the text,
   * as an undoable step. */
  takeTheirs(notice: SyncNotice): void {
    this.dismissNotice(notice);
    const doc = notice.text && this.documentFor(notice.text.ref);
    if (doc && notice.text) doc.setValue(notice.text.theirs, { label: 'Change in another tab' });
  }

  dismissDeleted(): void {
    this.lastDeleted = undefined;
    this.changed('documents');
  }
}
