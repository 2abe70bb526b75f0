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
 * Events: dispatches 'change' after every change of anything above.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import { migratePack } from '../model/migrations.ts';
import { duplicateItem, duplicatePack, findItemIndex, newPack, referencesTo, renameItemId, replaceItemAt, uniqueId, type NewPackFields, type ReferenceSite } from '../model/pack-edit.ts';
import { Autosaver, type SaveStatus } from './autosave.ts';
import { ItemDocument, type DocumentRef } from './item-document.ts';
import { documentKey, MemoryStorage, type ContentStorage, type StoredDocument } from './storage.ts';
import { PackChecker, type CheckPack } from './pack-checker.ts';

export type { DocumentRef } from './item-document.ts';
export type { SaveStatus } from './autosave.ts';

/** The areas of the app, in the order the shell shows them. */
export const AREAS = ['library', 'level', 'ccg', 'json', 'playtest'] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

export interface ItemRef {
  packId: string;
  itemId: string;
  kind: string;
}

export type PackLoad = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

export interface AppStoreOptions {
  storage?: ContentStorage;
  autosaveDelay?: number;
  /** How packs are checked; by default the validator, loaded on first use. */
  check?: () => Promise<CheckPack>;
}

/** What the last delete removed, for its undo. */
export interface Deleted {
  label: string;
  restore: () => void;
}

const sameRef = (a: DocumentRef | undefined, b: DocumentRef | undefined) => !!a && !!b && documentKey(a) === documentKey(b);

export class AppStore extends EventTarget {
  packs: Pack[] = [];
  /** Problems found while loading packs, for the library to show. */
  loadProblems: Problem[] = [];
  packLoad: PackLoad = { state: 'loading' };
  /** Problems of each pack by pack id, once it has been validated (validation loads lazily). */
  packProblems = new Map<string, Problem[]>();
  packReferences = new Map<string, ReferenceSite[]>();
  area: Area = 'library';
  selectedPackId: string | undefined;
  selectedItem: ItemRef | undefined;
  openDocuments: DocumentRef[] = [];
  activeDocument: DocumentRef | undefined;
  /** The draft open in the level editor, if any (`setOpenLevel`). */
  openLevel: DocumentRef | undefined;
  saveStatus: SaveStatus = { state: 'saved' };
  lastDeleted: Deleted | undefined;

  private readonly builtIn = new Set<string>();
  private readonly docs = new Map<string, ItemDocument>();
  /** The item object each document last put into its pack, to find it again even after its id changed. */
  private readonly applied = new Map<ItemDocument, ContentItem>();
  private readonly storage: ContentStorage;
  private readonly autosaver: Autosaver;
  private readonly checker: PackChecker;

  constructor(options: AppStoreOptions = {}) {
    super();
    this.storage = options.storage ?? new MemoryStorage();
    this.autosaver = new Autosaver(this.storage, (status) => {
      this.saveStatus = status;
      this.changed();
    }, options.autosaveDelay ?? 300);
    this.checker = new PackChecker(options.check, () => this.packs, (id, problems, references) => {
      this.packProblems = new Map(this.packProblems).set(id, problems);
      this.packReferences.set(id, references);
      this.changed();
    });
  }

  setArea(area: Area): void {
    if (area === this.area) return;
    this.area = area;
    this.changed();
  }

  /** Adds built-in (read-only) packs, replacing any with the same id, and selects the first pack if none is. */
  addPacks(packs: readonly Pack[], problems: readonly Problem[] = []): void {
    packs.forEach((p) => this.builtIn.add(p.id));
    this.putPacks(packs);
    this.loadProblems = [...this.loadProblems, ...problems];
    this.packLoad = { state: 'ready' };
    this.changed();
  }

  /** Loads built-in packs from an async source, recording a failure instead of throwing. */
  async loadPacks(source: () => Promise<{ packs: Pack[]; problems: Problem[] }>): Promise<void> {
    this.packLoad = { state: 'loading' };
    this.changed();
    try {
      const { packs, problems } = await source();
      this.addPacks(packs, problems);
    } catch (e) {
      this.packLoad = { state: 'failed', message: e instanceof Error ? e.message : String(e) };
      this.changed();
    }
  }

  /** Loads the built-in packs and the user's stored packs, documents and tabs; then checks every pack. */
  async start(source: () => Promise<{ packs: Pack[]; problems: Problem[] }>): Promise<void> {
    const [base, stored] = await Promise.all([source().catch((e: unknown) => e), this.storage.load().catch((e: unknown) => e)]);
    if (base instanceof Error || !base) {
      this.packLoad = { state: 'failed', message: base instanceof Error ? base.message : 'No packs.' };
      this.changed();
      return;
    }
    const { packs, problems } = base as { packs: Pack[]; problems: Problem[] };
    packs.forEach((p) => this.builtIn.add(p.id));
    this.putPacks(packs);
    this.loadProblems = [...problems];
    if (stored instanceof Error) this.saveStatus = { state: 'error', message: `Your saved packs could not be read: ${stored.message}` };
    else this.restore(stored as Awaited<ReturnType<ContentStorage['load']>>);
    this.packLoad = { state: 'ready' };
    this.changed();
    this.checker.checkAll();
  }

  private restore({ packs, documents, session }: Awaited<ReturnType<ContentStorage['load']>>): void {
    for (const stored of packs) {
      const migrated = migratePack(stored);
      if (!migrated.ok) {
        this.loadProblems.push({ severity: 'error', pointer: migrated.pointer, message: migrated.message, file: `stored pack ${stored.id}` });
        continue;
      }
      if (this.builtIn.has(stored.id)) continue;
      this.putPacks([migrated.doc as Pack]);
    }
    for (const stored of documents) this.restoreDocument(stored);
    const open = (session?.openDocuments ?? []).filter((ref) => this.docs.has(documentKey(ref)));
    this.openDocuments = open;
    this.activeDocument = open.find((r) => sameRef(r, session?.active)) ?? open[0];
    const level = session?.openLevel;
    if (level && this.pack(level.packId) && findItemIndex(this.pack(level.packId)!, level.kind, level.id) >= 0) this.openLevel = level;
  }

  private restoreDocument(stored: StoredDocument): void {
    const pack = this.pack(stored.ref.packId);
    if (!pack || !this.isEditable(pack.id)) return;
    let doc: ItemDocument;
    try {
      doc = ItemDocument.fromJSON(stored);
    } catch {
      return;
    }
    // The stored pack already holds the document's value; find it by its current id, else by its ref.
    const index = Math.max(findItemIndex(pack, doc.value.kind, doc.value.id), findItemIndex(pack, stored.ref.kind, stored.ref.id));
    if (index < 0) return;
    this.docs.set(documentKey(doc.ref), doc);
    this.applied.set(doc, pack.items[index]!);
    doc.addEventListener('change', () => this.onDocumentChange(doc));
  }

  private putPacks(packs: readonly Pack[]): void {
    const ids = new Set(packs.map((p) => p.id));
    this.packs = [...this.packs.filter((p) => !ids.has(p.id)), ...packs];
    this.selectedPackId ??= this.packs[0]?.id;
  }

  pack(packId: string): Pack | undefined {
    return this.packs.find((p) => p.id === packId);
  }

  isEditable(packId: string): boolean {
    return !this.builtIn.has(packId) && this.pack(packId) !== undefined;
  }

  setPackProblems(packId: string, problems: Problem[]): void {
    this.packProblems = new Map(this.packProblems).set(packId, problems);
    this.changed();
  }

  get selectedPack(): Pack | undefined {
    return this.pack(this.selectedPackId ?? '');
  }

  selectPack(packId: string): void {
    if (packId === this.selectedPackId) return;
    this.selectedPackId = packId;
    this.changed();
  }

  selectItem(ref: ItemRef | undefined): void {
    this.selectedItem = ref;
    this.changed();
  }

  /** The selected item itself, if it still exists. */
  get item(): ContentItem | undefined {
    const ref = this.selectedItem;
    if (!ref) return undefined;
    return this.pack(ref.packId)?.items.find((i) => i.kind === ref.kind && i.id === ref.itemId);
  }

  // ── documents ──

  /** The open document of an item, looked up by its ref or by its current kind and id. */
  documentFor(ref: DocumentRef): ItemDocument | undefined {
    const direct = this.docs.get(documentKey(ref));
    if (direct) return direct;
    for (const doc of this.docs.values())
      if (doc.ref.packId === ref.packId && doc.value.kind === ref.kind && doc.value.id === ref.id) return doc;
    return undefined;
  }

  openDocument(ref: DocumentRef, { activate = true }: { activate?: boolean } = {}): ItemDocument {
    let doc = this.documentFor(ref);
    if (!doc) {
      const pack = this.pack(ref.packId);
      if (!pack) throw new Error(`There is no pack "${ref.packId}".`);
      const index = findItemIndex(pack, ref.kind, ref.id);
      if (index < 0) throw new Error(`Pack "${ref.packId}" has no ${ref.kind} "${ref.id}".`);
      const opened = new ItemDocument({ ...ref }, pack.items[index]!);
      doc = opened;
      this.docs.set(documentKey(opened.ref), opened);
      this.applied.set(opened, pack.items[index]!);
      opened.addEventListener('change', () => this.onDocumentChange(opened));
      if (this.isEditable(ref.packId)) this.autosaver.document(opened);
    }
    if (!this.openDocuments.some((r) => sameRef(r, doc.ref))) this.openDocuments = [...this.openDocuments, doc.ref];
    if (activate) this.activeDocument = doc.ref;
    this.saveSession();
    this.changed();
    return doc;
  }

  setActiveDocument(ref: DocumentRef): void {
    const doc = this.documentFor(ref);
    if (!doc) return;
    this.activeDocument = doc.ref;
    this.saveSession();
    this.changed();
  }

  /**
   * Closes an item's tab. The document stays, with its undo history, for as long as its item
   * exists: the level editor may still have it open, and opening the tab again brings the history
   * back (it is saved too, so this holds after a reload).
   */
  closeDocument(ref: DocumentRef): void {
    const doc = this.documentFor(ref);
    if (!doc) return;
    const index = this.openDocuments.findIndex((r) => sameRef(r, doc.ref));
    if (index < 0) return;
    this.openDocuments = this.openDocuments.filter((r) => !sameRef(r, doc.ref));
    if (sameRef(this.activeDocument, doc.ref)) this.activeDocument = this.openDocuments[Math.min(index, this.openDocuments.length - 1)];
    this.saveSession();
    this.changed();
  }

  /** Forgets an item's document and its history: for an item that was deleted, renamed or replaced. */
  private dropDocument(doc: ItemDocument): void {
    this.closeDocument(doc.ref);
    const key = documentKey(doc.ref);
    this.docs.delete(key);
    this.applied.delete(doc);
    if (sameRef(this.openLevel, doc.ref)) this.openLevel = undefined;
    if (this.isEditable(doc.ref.packId)) this.autosaver.deleteDocument(key);
    this.saveSession();
  }

  /** The draft the level editor has open (kept with the tabs, so a reload opens it again). */
  setOpenLevel(ref: DocumentRef | undefined): void {
    if (sameRef(this.openLevel, ref) || (!ref && !this.openLevel)) return;
    this.openLevel = ref ? { ...ref } : undefined;
    this.saveSession();
    this.changed();
  }

  private onDocumentChange(doc: ItemDocument): void {
    const packId = doc.ref.packId;
    if (!this.isEditable(packId)) return;
    const pack = this.pack(packId)!;
    const index = pack.items.indexOf(this.applied.get(doc)!);
    if (index < 0) return;
    this.applied.set(doc, doc.value);
    if (pack.items[index] !== doc.value) this.setPack(replaceItemAt(pack, index, doc.value), { keepDocuments: true });
    this.autosaver.document(doc);
  }

  private saveSession(): void {
    this.autosaver.sessionChanged(() => ({
      openDocuments: this.openDocuments.filter((r) => this.isEditable(r.packId)),
      ...(this.activeDocument && this.isEditable(this.activeDocument.packId) ? { active: this.activeDocument } : {}),
      ...(this.openLevel && this.isEditable(this.openLevel.packId) ? { openLevel: this.openLevel } : {}),
    }));
  }

  /** Replaces a user pack, saves it, re-checks it; open documents of items it changed are closed unless told to keep them. */
  private setPack(pack: Pack, { keepDocuments = false } = {}): void {
    this.putPacks([pack]);
    if (!keepDocuments) this.syncDocuments(pack);
    this.autosaver.pack(pack.id, () => this.pack(pack.id));
    this.checker.check(pack.id);
    this.changed();
  }

  /** After a pack edit made outside a document: documents whose item changed follow it (as an undoable step). */
  private syncDocuments(pack: Pack): void {
    for (const doc of [...this.docs.values()]) {
      if (doc.ref.packId !== pack.id) continue;
      const applied = this.applied.get(doc)!;
      if (pack.items.includes(applied)) continue;
      const index = findItemIndex(pack, applied.kind, applied.id);
      if (index < 0) this.dropDocument(doc);
      else {
        this.applied.set(doc, pack.items[index]!);
        doc.setValue(pack.items[index]!, { label: 'Change in the library' });
      }
    }
  }

  // ── items ──

  createItem(packId: string, item: ContentItem): DocumentRef {
    const pack = this.editablePack(packId);
    const id = uniqueId(item.id, pack.items.filter((i) => i.kind === item.kind).map((i) => i.id));
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
    if (this.selectedItem?.packId === ref.packId && this.selectedItem.kind === ref.kind && this.selectedItem.itemId === ref.id)
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
    this.changed();
  }

  // ── packs ──

  createPack(fields: NewPackFields): Pack {
    const base = this.packs.find((p) => this.builtIn.has(p.id));
    const pack = newPack(fields, this.packs.map((p) => p.id), base);
    this.setPack(pack);
    this.selectPack(pack.id);
    return pack;
  }

  duplicatePack(packId: string): Pack {
    const source = this.pack(packId);
    if (!source) throw new Error(`There is no pack "${packId}".`);
    const copy = duplicatePack(source, this.packs.map((p) => p.id));
    this.setPack(copy);
    this.selectPack(copy.id);
    return copy;
  }

  renamePack(packId: string, name: string): void {
    const pack = this.editablePack(packId);
    if (name.trim() === '' || name === pack.name) return;
    this.setPack({ ...pack, name: name.trim() });
  }

  /** Adds an imported pack: replacing the user pack with the same id, or keeping both (the new one gets a free id). */
  importPack(pack: Pack, mode: 'replace' | 'keep-both' = 'keep-both'): Pack {
    if (this.builtIn.has(pack.id) && mode === 'replace') throw new Error('A built-in pack cannot be replaced.');
    const taken = this.packs.map((p) => p.id);
    const added = mode === 'keep-both' && taken.includes(pack.id) ? { ...pack, id: uniqueId(`${pack.id}-imported`, taken) } : pack;
    if (mode === 'replace') for (const doc of [...this.docs.values()]) if (doc.ref.packId === pack.id) this.dropDocument(doc);
    this.setPack(added);
    this.selectPack(added.id);
    return added;
  }

  deletePack(packId: string): void {
    const pack = this.editablePack(packId);
    const documents = [...this.docs.values()].filter((d) => d.ref.packId === packId).map((d) => d.toJSON());
    const tabs = this.openDocuments.filter((r) => r.packId === packId);
    const levelWasOpen = this.openLevel?.packId === packId ? this.openLevel : undefined;
    for (const doc of [...this.docs.values()]) if (doc.ref.packId === packId) this.dropDocument(doc);
    this.packs = this.packs.filter((p) => p.id !== packId);
    this.packProblems.delete(packId);
    if (this.selectedPackId === packId) this.selectedPackId = this.packs[0]?.id;
    if (this.selectedItem?.packId === packId) this.selectedItem = undefined;
    this.autosaver.deletePack(packId);
    this.lastDeleted = {
      label: `Deleted pack ${pack.name}`,
      restore: () => {
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
      },
    };
    this.changed();
  }

  undoDelete(): void {
    const deleted = this.lastDeleted;
    this.lastDeleted = undefined;
    deleted?.restore();
    this.changed();
  }

  dismissDeleted(): void {
    this.lastDeleted = undefined;
    this.changed();
  }

  private editablePack(packId: string): Pack {
    const pack = this.pack(packId);
    if (!pack) throw new Error(`There is no pack "${packId}".`);
    if (!this.isEditable(packId)) throw new Error(`"${pack.name}" is built in and read-only: duplicate it to edit.`);
    return pack;
  }

  /** Writes every pending change now. */
  flush(): Promise<void> {
    return this.autosaver.flush();
  }

  /** Resolves once every pack has been checked with its latest content. */
  checked(): Promise<void> {
    return this.checker.settled();
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
