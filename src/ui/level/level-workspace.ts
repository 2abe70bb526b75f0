/**
 * What the level editor needs from the app's store to open, create and list drafts: the store's
 * shared documents (the JSON editor edits the same ones) with their autosave to IndexedDB.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { AppStore } from '../../store/app-store.ts';
import type { ItemDocument, DocumentRef } from '../../store/item-document.ts';

export interface SaveStatus {
  state: 'saved' | 'saving' | 'error';
  message?: string;
}

export interface LevelWorkspace {
  readonly packs: readonly Pack[];
  /** The packs in the order look-ups by id take them for work in `packId` (model/precedence.ts). */
  packsFor(packId: string | undefined): readonly Pack[];
  /** The one shared document of an item (the JSON editor edits the same one). */
  openDocument(ref: DocumentRef): ItemDocument;
  /** Adds an item to a user pack and returns where it is. */
  createItem(packId: string, item: ContentItem): DocumentRef;
  isEditable(packId: string): boolean;
  /** A new pack of the user's own (for drafts when there is none yet). */
  createPack(fields: { name: string; description?: string }): Pack;
  readonly saveStatus: SaveStatus;
}

/** The pack new drafts go to: the first editable pack, if any. */
export function draftPack(workspace: LevelWorkspace): Pack | undefined {
  return workspace.packs.find((p) => workspace.isEditable(p.id));
}

/** The pack new drafts go to, making a "My drafts" pack when the user has none yet. */
export function ensureDraftPack(workspace: LevelWorkspace): Pack {
  return (
    draftPack(workspace) ??
    workspace.createPack({ name: 'My drafts', description: 'Levels and tiles you are designing.' })
  );
}

/**
 * The store's persistence API as the level editor uses it. Opening a document it already has does
 * not touch the store (the editor asks on every render), and opening a new one does not switch the
 * JSON editor's tab.
 */
class StoreWorkspace implements LevelWorkspace {
  constructor(private readonly store: AppStore) {}

  get packs(): readonly Pack[] {
    return this.store.packs;
  }

  packsFor(packId: string | undefined): readonly Pack[] {
    return this.store.packsFor(packId);
  }

  get saveStatus(): SaveStatus {
    return this.store.saveStatus;
  }

  isEditable(packId: string): boolean {
    return this.store.isEditable(packId);
  }

  openDocument(ref: DocumentRef): ItemDocument {
    return this.store.documentFor(ref) ?? this.store.openDocument(ref, { activate: false });
  }

  createItem(packId: string, item: ContentItem): DocumentRef {
    return this.store.createItem(packId, item);
  }

  createPack(fields: { name: string; description?: string }): Pack {
    return this.store.createPack(fields);
  }
}

const workspaces = new WeakMap<AppStore, StoreWorkspace>();

export function workspaceFor(store: AppStore): LevelWorkspace {
  let ws = workspaces.get(store);
  if (!ws) workspaces.set(store, (ws = new StoreWorkspace(store)));
  return ws;
}
