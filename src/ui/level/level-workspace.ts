/**
 * What the level editor needs from the app's store to open, create and list drafts. The store's
 * persistence API (autosave to IndexedDB, shared documents) provides exactly this; until a store
 * has it, MemoryWorkspace stands in: drafts live in one in-memory "My drafts" pack that the
 * library lists, and the save status says plainly that nothing is stored yet.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import type { AppStore } from '../../store/app-store.ts';
import { ItemDocument, type DocumentRef } from '../../store/item-document.ts';

export interface SaveStatus {
  state: 'saved' | 'saving' | 'error';
  message?: string;
}

export interface LevelWorkspace {
  readonly packs: readonly Pack[];
  /** The one shared document of an item (the JSON editor edits the same one). */
  openDocument(ref: DocumentRef): ItemDocument;
  /** Adds an item to a user pack and returns where it is. */
  createItem(packId: string, item: ContentItem): DocumentRef;
  isEditable(packId: string): boolean;
  readonly saveStatus: SaveStatus;
}

/** The pack new drafts go to: the first editable pack, if any. */
export function draftPack(workspace: LevelWorkspace): Pack | undefined {
  return workspace.packs.find((p) => workspace.isEditable(p.id));
}

const DRAFTS: Pack = {
  kind: 'pack',
  id: 'my-drafts',
  name: 'My drafts',
  version: '0.1.0',
  description: 'Levels and tiles you are designing.',
  authors: ['You'],
  schemaVersion: 1,
  dependencies: [{ id: 'base', version: '^0.1.0' }],
  items: [],
};

const key = (ref: DocumentRef) => `${ref.packId}\u0000${ref.kind}\u0000${ref.id}`;

/** Stand-in until the store persists documents: same API, kept in memory only. */
export class MemoryWorkspace implements LevelWorkspace {
  private readonly docs = new Map<string, ItemDocument>();
  readonly saveStatus: SaveStatus = { state: 'error', message: 'Drafts are kept in this tab only: saving in the browser is not connected yet.' };

  constructor(private readonly store: AppStore) {}

  get packs(): readonly Pack[] {
    return this.store.packs;
  }

  isEditable(packId: string): boolean {
    return packId === DRAFTS.id;
  }

  createItem(packId: string, item: ContentItem): DocumentRef {
    if (packId !== DRAFTS.id) throw new Error(`The pack "${packId}" cannot be edited.`);
    const pack = this.store.packs.find((p) => p.id === DRAFTS.id) ?? DRAFTS;
    this.store.addPacks([{ ...pack, items: [...pack.items, item] }]);
    return { packId, kind: item.kind, id: item.id };
  }

  openDocument(ref: DocumentRef): ItemDocument {
    const found = this.docs.get(key(ref));
    if (found) return found;
    const item = this.store.packs.find((p) => p.id === ref.packId)?.items.find((i) => i.kind === ref.kind && i.id === ref.id);
    if (!item) throw new Error(`No ${ref.kind} "${ref.id}" in pack "${ref.packId}".`);
    const doc = new ItemDocument(ref, item);
    // Keep the pack's copy current so the library and the tile catalogue show the draft as it is.
    doc.addEventListener('change', () => this.replace(ref, doc.value));
    this.docs.set(key(ref), doc);
    return doc;
  }

  /** Makes sure the drafts pack exists (so that new drafts have somewhere to go). */
  ensureDraftPack(): void {
    // Only once the packs are in: adding a pack earlier would mark loading as done.
    if (this.store.packLoad.state === 'ready' && !this.store.packs.some((p) => p.id === DRAFTS.id)) this.store.addPacks([DRAFTS]);
  }

  private replace(ref: DocumentRef, value: ContentItem): void {
    const pack = this.store.packs.find((p) => p.id === ref.packId);
    if (!pack) return;
    const items = pack.items.map((i) => (i.kind === ref.kind && i.id === ref.id ? value : i));
    this.store.addPacks([{ ...pack, items }]);
  }
}

const memory = new WeakMap<AppStore, MemoryWorkspace>();

/** The store itself once it has the persistence API; until then its in-memory stand-in. */
export function workspaceFor(store: AppStore): LevelWorkspace {
  const s = store as AppStore & Partial<LevelWorkspace>;
  if (typeof s.openDocument === 'function' && typeof s.createItem === 'function' && typeof s.isEditable === 'function') return s as unknown as LevelWorkspace;
  let ws = memory.get(store);
  if (!ws) memory.set(store, (ws = new MemoryWorkspace(store)));
  ws.ensureDraftPack();
  return ws;
}
