import type { ContentItem, Pack } from '../model/content.ts';
import { canonicalJson } from '../model/canonical.ts';
import { findItemIndex, replaceItemAt } from '../model/pack-edit.ts';
import { ItemDocument, type DocumentRef } from './item-document.ts';
import { documentKey, type StoredDocument, type StoredState } from './storage.ts';
import { StorePacks } from './store-packs.ts';

export const sameRef = (a: DocumentRef | undefined, b: DocumentRef | undefined) =>
  !!a && !!b && documentKey(a) === documentKey(b);

/**
 * The second layer of the app's store (app-store.ts describes the whole API): the open documents,
 * one per item, shared by the JSON editor and the level editor; the tabs and the active one; a
 * document's change becoming its pack's item (last valid value) and being saved; and documents
 * following pack edits made elsewhere.
 */
export class StoreDocuments extends StorePacks {
  openDocuments: DocumentRef[] = [];
  activeDocument: DocumentRef | undefined;
  /** The draft open in the level editor, if any (`setOpenLevel`). */
  openLevel: DocumentRef | undefined;

  protected readonly docs = new Map<string, ItemDocument>();
  /** The item object each document last put into its pack, to find it again even after its id changed. */
  private readonly applied = new Map<ItemDocument, ContentItem>();

  protected override restoreDocuments({ documents, session }: StoredState): void {
    for (const stored of documents) this.restoreDocument(stored);
    const open = (session?.openDocuments ?? []).filter((ref) => this.docs.has(documentKey(ref)));
    this.openDocuments = open;
    this.activeDocument = open.find((r) => sameRef(r, session?.active)) ?? open[0];
    const level = session?.openLevel;
    const levelPack = level && this.pack(level.packId);
    if (level && levelPack && findItemIndex(levelPack, level.kind, level.id) >= 0) this.openLevel = level;
  }

  /** Puts back a stored document (with its history) on the item of its pack it was editing. */
  protected restoreDocument(stored: StoredDocument): void {
    const pack = this.pack(stored.ref.packId);
    if (!pack || !this.isEditable(pack.id)) return;
    let doc: ItemDocument;
    try {
      doc = ItemDocument.fromJSON(stored);
    } catch {
      return;
    }
    // The stored pack already holds the document's value; find it by its current id, else by its ref.
    const index = Math.max(
      findItemIndex(pack, doc.value.kind, doc.value.id),
      findItemIndex(pack, stored.ref.kind, stored.ref.id),
    );
    if (index < 0) return;
    // Another tab may have stored its own history of this item last: the pack's item is what holds.
    if (canonicalJson(doc.value) !== canonicalJson(pack.items[index]))
      doc.setValue(pack.items[index]!, { label: 'Change in another tab' });
    this.docs.set(documentKey(doc.ref), doc);
    this.applied.set(doc, pack.items[index]!);
    doc.addEventListener('change', () => this.onDocumentChange(doc));
  }

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
    this.changed('session');
    return doc;
  }

  setActiveDocument(ref: DocumentRef): void {
    const doc = this.documentFor(ref);
    if (!doc) return;
    this.activeDocument = doc.ref;
    this.saveSession();
    this.changed('session');
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
    if (sameRef(this.activeDocument, doc.ref))
      this.activeDocument = this.openDocuments[Math.min(index, this.openDocuments.length - 1)];
    this.saveSession();
    this.changed('session');
  }

  /** Forgets an item's document and its history: for an item that was deleted, renamed or replaced. */
  protected dropDocument(doc: ItemDocument): void {
    this.closeDocument(doc.ref);
    const key = documentKey(doc.ref);
    this.docs.delete(key);
    this.applied.delete(doc);
    if (sameRef(this.openLevel, doc.ref)) this.openLevel = undefined;
    if (this.isEditable(doc.ref.packId)) this.autosaver.deleteDocument(key);
    this.saveSession();
  }

  /** This tab's pack got a new id (another tab stored one under its id): its documents, histories and tabs follow. */
  protected override packMoved(oldId: string, newId: string): void {
    const moveRef = (ref: DocumentRef): DocumentRef => (ref.packId === oldId ? { ...ref, packId: newId } : ref);
    for (const doc of [...this.docs.values()]) {
      if (doc.ref.packId !== oldId) continue;
      const data = doc.toJSON();
      this.docs.delete(documentKey(doc.ref));
      this.applied.delete(doc);
      // The old key's records stay: they are the other tab's document now.
      const ref = moveRef(data.ref);
      this.restoreDocument({ key: documentKey(ref), ref, history: data.history });
      const moved = this.docs.get(documentKey(ref));
      if (moved) this.autosaver.document(moved);
    }
    this.openDocuments = this.openDocuments.map(moveRef);
    if (this.activeDocument) this.activeDocument = moveRef(this.activeDocument);
    if (this.openLevel) this.openLevel = moveRef(this.openLevel);
    this.saveSession();
  }

  protected override packRemoved(packId: string): void {
    this.dropDocumentsOf(packId);
    this.changed();
  }

  /** Forgets every document of a pack. */
  protected dropDocumentsOf(packId: string): void {
    for (const doc of [...this.docs.values()]) if (doc.ref.packId === packId) this.dropDocument(doc);
  }

  /** The draft the level editor has open (kept with the tabs, so a reload opens it again). */
  setOpenLevel(ref: DocumentRef | undefined): void {
    if (sameRef(this.openLevel, ref) || (!ref && !this.openLevel)) return;
    this.openLevel = ref ? { ...ref } : undefined;
    this.saveSession();
    this.changed('session');
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

  protected saveSession(): void {
    this.autosaver.sessionChanged(() => ({
      openDocuments: this.openDocuments.filter((r) => this.isEditable(r.packId)),
      ...(this.activeDocument && this.isEditable(this.activeDocument.packId) ? { active: this.activeDocument } : {}),
      ...(this.openLevel && this.isEditable(this.openLevel.packId) ? { openLevel: this.openLevel } : {}),
    }));
  }

  /** After a pack edit made outside a document: documents whose item changed follow it (as an undoable step). */
  protected override packReplaced(pack: Pack, label = 'Change in the library', remote = false): void {
    for (const doc of [...this.docs.values()]) {
      if (doc.ref.packId !== pack.id) continue;
      const applied = this.applied.get(doc)!;
      if (pack.items.includes(applied)) continue;
      const index = findItemIndex(pack, applied.kind, applied.id);
      if (index < 0) this.dropDocument(doc);
      else if (remote && doc.textProblem && canonicalJson(pack.items[index]) !== canonicalJson(applied)) {
        // Unfinished text here (not valid JSON yet) is never replaced silently: both are shown, the user chooses.
        this.applied.set(doc, pack.items[index]!);
        const theirs = pack.items[index]!;
        this.syncNotices = [
          ...this.syncNotices.filter((n) => !(n.text && sameRef(n.text.ref, doc.ref))),
          {
            packId: pack.id,
            message: `“${theirs.name || theirs.id}” was changed in another tab while your text for it here is not valid JSON yet. Your text is kept; you can take the other tab's version instead.`,
            text: { ref: { ...doc.ref }, theirs },
          },
        ];
      } else {
        this.applied.set(doc, pack.items[index]!);
        doc.setValue(pack.items[index]!, { label });
      }
    }
  }
}
