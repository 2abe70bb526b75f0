import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import { migratePack } from '../model/migrations.ts';
import { packsByPrecedence } from '../model/precedence.ts';
import { uniqueId, type ReferenceSite } from '../model/pack-edit.ts';
import { Autosaver, type SaveStatus } from './autosave.ts';
import { MemoryStorage, type ContentStorage, type PackSync, type StoredState } from './storage.ts';
import type { mergeSteps, MergeOutcome, SyncNotice, VersionedPack } from './pack-merge.ts';
import { drain, keeping } from './pack-records.ts';
import { NO_VERSIONS } from './pack-versions.ts';
import { PackChecker, type CheckPack } from './pack-checker.ts';
import { PackProblems } from './pack-problems.ts';

/** The areas of the app, in the order the shell shows them. */
export const AREAS = ['library', 'level', 'ccg', 'design', 'json', 'dice', 'playtest'] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

export interface ItemRef {
  packId: string;
  itemId: string;
  kind: string;
}

/**
 * What a change touched. Document state: the packs and their items, their checks, the last
 * deletion, the notices of other tabs' changes. Session state: the area shown, the selection, the
 * open items (tabs, the active one, the level draft) and the save status. Each has its own event,
 * so a component showing only one is not re-rendered for the other; 'change' follows either.
 */
export type ChangeScope = 'documents' | 'session';
export const DOCUMENTS_CHANGE = 'documents-change';
export const SESSION_CHANGE = 'session-change';
export const CHANGE_EVENTS: Record<ChangeScope, string> = { documents: DOCUMENTS_CHANGE, session: SESSION_CHANGE };

export type PackLoad = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

export interface AppStoreOptions {
  storage?: ContentStorage;
  autosaveDelay?: number;
  /** How packs are checked; by default the validator (in a worker where there are workers), loaded on first use. */
  check?: () => Promise<CheckPack>;
}

export type PackSource = () => Promise<{ packs: Pack[]; problems: Problem[] }>;

/**
 * The first layer of the app's store (app-store.ts describes the whole API): which area is shown,
 * the packs (built in and the user's) and what is selected in them, loading them at start, and how
 * a changed user pack is saved and checked again. Open documents and editing are the layers above.
 */
export class StorePacks extends EventTarget {
  packs: Pack[] = [];
  /** Problems found while loading packs, for the library to show. */
  loadProblems: Problem[] = [];
  packLoad: PackLoad = { state: 'loading' };
  /**
   * Problems of each pack by pack id, once it has been validated (validation loads lazily). A long
   * list stays in the validation worker: ask for what is shown (`first`, `ofItem`: pack-problems.ts).
   */
  packProblems = new Map<string, PackProblems>();
  packReferences = new Map<string, ReferenceSite[]>();
  area: Area = 'library';
  /**
   * The area the URL names (the shell keeps it in the hash): the area shown, but for a game launched
   * into the Playtest area, which keeps the area it came from. A reload cannot bring a game back,
   * and a same-document navigation makes Chromium style and lay out the whole page, hidden areas
   * included (30-100 ms just after the first launch, docs/playtest.md).
   */
  urlArea: Area = 'library';
  selectedPackId: string | undefined;
  selectedItem: ItemRef | undefined;
  saveStatus: SaveStatus = { state: 'saved' };
  /** What a merge with another tab's changes could not settle silently (a conflict), for the app to show. */
  syncNotices: SyncNotice[] = [];

  /** Per user pack: the stored pack and versions this tab last saw (the base of its merges, pack-merge.ts). */
  private readonly synced = new Map<string, VersionedPack>();
  private merge: typeof mergeSteps | undefined;
  private mergeLoad: Promise<void> | undefined;
  /** Packs another tab changed before this one had loaded its own. */
  private remoteBeforeStart: Set<string> | undefined = new Set();
  protected readonly builtIn = new Set<string>();
  protected readonly storage: ContentStorage;
  protected readonly autosaver: Autosaver;
  protected readonly checker: PackChecker;

  constructor(options: AppStoreOptions = {}) {
    super();
    this.storage = options.storage ?? new MemoryStorage();
    this.autosaver = new Autosaver(
      this.storage,
      (status) => {
        this.saveStatus = status;
        this.changed('session');
      },
      options.autosaveDelay ?? 300,
    );
    this.autosaver.prepare = () => this.loadMerge();
    this.checker = new PackChecker(
      options.check,
      () => this.packs,
      (id, problems, references) => {
        this.showProblems(id, problems);
        this.packReferences.set(id, references);
        this.changed('documents');
      },
    );
    this.storage.onChange?.((ids) => this.remoteChanged(ids));
  }

  /**
   * The tab merge (pack-merge.ts) is not part of the first load: it is fetched once the packs are
   * loaded, and every write of packs waits for it (Autosaver.prepare) before its transaction starts.
   */
  private loadMerge(): Promise<void> | undefined {
    if (this.merge) return undefined;
    return (this.mergeLoad ??= import('./pack-merge.ts').then(
      (m) => {
        this.merge = m.mergeSteps;
      },
      (e: unknown) => {
        this.mergeLoad = undefined;
        throw e;
      },
    ));
  }

  /** Another tab stored or deleted these packs: merge them into what this tab has, now. */
  private remoteChanged(ids: readonly string[]): void {
    for (const id of ids) {
      if (this.remoteBeforeStart) this.remoteBeforeStart.add(id);
      else if (!this.builtIn.has(id)) this.autosaver.pack(id, () => this.packSync(id), { soon: true });
    }
  }

  /** How a user pack (or its deletion) is written: merged with the stored one, in the write's transaction. */
  protected packSync(id: string): PackSync {
    let outcome: MergeOutcome | undefined;
    return {
      id,
      merge: (stored) => (outcome = drain(this.mergeSteps(id, stored, false))),
      mergeSteps: (stored) => keeping(this.mergeSteps(id, stored, true), (o) => (outcome = o)),
      committed: () => {
        if (outcome?.result) this.synced.set(id, outcome.result);
        else if (outcome) this.synced.delete(id);
      },
    };
  }

  /** The write's merge of a pack (`inParts`: pausing between parts, see pack-merge.ts), then shown here. */
  private *mergeSteps(id: string, stored: VersionedPack | undefined, inParts: boolean): Generator<void, MergeOutcome> {
    const base = this.synced.get(id);
    const mine = this.builtIn.has(id) ? undefined : this.pack(id);
    // A pack this tab made (never stored from here) meets one another tab stored under the same id.
    if (!base && mine && stored) {
      this.moveAside(mine, stored);
      return { result: stored, write: 'none', notices: [] };
    }
    if (!this.merge) throw new Error('The tab merge is not loaded yet.');
    const merging = this.merge(base, mine, stored);
    const outcome = inParts ? yield* merging : drain(merging);
    // The page ran between the parts: a pack changed meanwhile (an edit) is merged again, in one go, as
    // showing this outcome would drop that change.
    if ((this.builtIn.has(id) ? undefined : this.pack(id)) !== mine) return drain(this.mergeSteps(id, stored, false));
    this.adopt(id, outcome);
    return outcome;
  }

  /** Shows the merged pack: other tabs' changes come in, open documents follow (an undoable step of this tab). */
  private adopt(id: string, { result, notices }: MergeOutcome): void {
    const current = this.pack(id);
    let changed = notices.length > 0;
    if (!result) {
      if (current) {
        this.packs = this.packs.filter((p) => p.id !== id);
        this.packProblems.delete(id);
        if (this.selectedPackId === id) this.selectedPackId = this.packs[0]?.id;
        if (this.selectedItem?.packId === id) this.selectedItem = undefined;
        this.packRemoved(id);
        changed = true;
      }
    } else if (result.pack !== current) {
      if (current) this.packs = this.packs.map((p) => (p.id === id ? result.pack : p));
      else this.putPacks([result.pack]);
      this.packReplaced(result.pack, 'Change in another tab', true);
      this.checker.check(id);
      changed = true;
    }
    if (notices.length) this.syncNotices = [...this.syncNotices, ...notices];
    if (changed) this.changed();
  }

  /**
   * Two tabs made a pack with the same new id (each created, imported or duplicated one before it
   * heard of the other's): the stored one keeps the id; this tab's gets a free id (and a distinct
   * name), is written as a pack of its own, and a notice says so. Its open documents follow it.
   */
  private moveAside(mine: Pack, stored: VersionedPack): void {
    const oldId = mine.id;
    const ids = [...this.packs.map((p) => p.id), oldId];
    const id = uniqueId(oldId, ids);
    const names = [...this.packs.filter((p) => p.id !== oldId).map((p) => p.name), stored.pack.name];
    let name = mine.name;
    for (let n = 2; names.includes(name); n++) name = `${mine.name} (${n})`;
    const moved = { ...mine, id, name };
    this.packs = this.packs.map((p) => (p.id === oldId ? moved : p));
    this.packProblems.delete(oldId);
    if (this.selectedPackId === oldId) this.selectedPackId = id;
    if (this.selectedItem?.packId === oldId) this.selectedItem = { ...this.selectedItem, packId: id };
    this.packMoved(oldId, id);
    this.putPacks([stored.pack]);
    this.syncNotices = [
      ...this.syncNotices,
      {
        packId: id,
        message: `Another tab made a pack with the id “${oldId}” at the same time; both are kept: yours is now “${name}” (id “${id}”).`,
      },
    ];
    this.autosaver.pack(id, () => this.packSync(id), { soon: true });
    this.checker.check(oldId);
    this.checker.check(id);
    this.changed();
  }

  /** After this tab's pack got a new id (moveAside): the documents layer moves its documents. */
  protected packMoved(_oldId: string, _newId: string): void {}

  dismissNotice(notice: SyncNotice): void {
    this.syncNotices = this.syncNotices.filter((n) => n !== notice);
    this.changed('documents');
  }

  /** Shows an area; `keepUrl`: the URL keeps naming the area it names (a launched game, see urlArea). */
  setArea(area: Area, keepUrl = false): void {
    if (area === this.area) return;
    this.area = area;
    if (!keepUrl) this.urlArea = area;
    this.changed('session');
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
  async loadPacks(source: PackSource): Promise<void> {
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
  async start(source: PackSource): Promise<void> {
    const [base, stored] = await Promise.all([
      source().catch((e: unknown) => e),
      this.storage.load().catch((e: unknown) => e),
    ]);
    if (base instanceof Error || !base) {
      this.packLoad = { state: 'failed', message: base instanceof Error ? base.message : 'No packs.' };
      this.changed();
      return;
    }
    const { packs, problems } = base as { packs: Pack[]; problems: Problem[] };
    packs.forEach((p) => this.builtIn.add(p.id));
    this.putPacks(packs);
    this.loadProblems = [...problems];
    if (stored instanceof Error)
      this.saveStatus = { state: 'error', message: `Your saved packs could not be read: ${stored.message}` };
    else {
      this.restorePacks(stored as StoredState);
      this.restoreDocuments(stored as StoredState);
    }
    this.packLoad = { state: 'ready' };
    this.changed();
    this.checker.checkAll();
    // Before the first write needs it (a failure is retried by that write).
    void this.loadMerge()?.catch(() => {});
    const remote = this.remoteBeforeStart;
    this.remoteBeforeStart = undefined;
    if (remote?.size) this.remoteChanged([...remote]);
  }

  /** Stored user packs, each migrated to the current format (one that cannot be is reported, not loaded). */
  private restorePacks({ packs, versions }: StoredState): void {
    for (const stored of packs) {
      const migrated = migratePack(stored);
      if (!migrated.ok) {
        this.loadProblems.push({
          severity: 'error',
          pointer: migrated.pointer,
          message: migrated.message,
          file: `stored pack ${stored.id}`,
        });
        continue;
      }
      if (this.builtIn.has(stored.id)) continue;
      this.putPacks([migrated.doc as Pack]);
      this.synced.set(stored.id, { pack: migrated.doc as Pack, versions: versions?.[stored.id] ?? NO_VERSIONS });
    }
  }

  /** Restores the stored open documents and tabs (the documents layer does). */
  protected restoreDocuments(_stored: StoredState): void {}

  protected putPacks(packs: readonly Pack[]): void {
    const ids = new Set(packs.map((p) => p.id));
    this.packs = [...this.packs.filter((p) => !ids.has(p.id)), ...packs];
    this.selectedPackId ??= this.packs[0]?.id;
  }

  pack(packId: string): Pack | undefined {
    return this.packs.find((p) => p.id === packId);
  }

  private precedence: { packs: readonly Pack[]; byFocus: Map<string, Pack[]> } | undefined;

  /**
   * The packs in the order look-ups by id take them for work in `packId` (model/precedence.ts): the
   * same array while the packs are the same (the catalogues and thumbnails keep their readings by it;
   * the engines keep no cache: a game is prepared from the packs once and its content passed on).
   */
  packsFor(packId: string | undefined): readonly Pack[] {
    if (this.precedence?.packs !== this.packs) this.precedence = { packs: this.packs, byFocus: new Map() };
    const key = packId ?? '';
    let ordered = this.precedence.byFocus.get(key);
    if (!ordered)
      this.precedence.byFocus.set(key, (ordered = packsByPrecedence(this.packs, packId, (id) => this.builtIn.has(id))));
    return ordered;
  }

  isEditable(packId: string): boolean {
    return !this.builtIn.has(packId) && this.pack(packId) !== undefined;
  }

  setPackProblems(packId: string, problems: Problem[] | PackProblems): void {
    this.showProblems(packId, problems instanceof PackProblems ? problems : PackProblems.of(problems));
    this.changed('documents');
  }

  /** A pack's problems: those fetched later from the worker are shown when they arrive. */
  private showProblems(packId: string, problems: PackProblems): void {
    problems.onLoad = () => {
      if (this.packProblems.get(packId) === problems) this.changed('documents');
    };
    this.packProblems = new Map(this.packProblems).set(packId, problems);
  }

  get selectedPack(): Pack | undefined {
    return this.pack(this.selectedPackId ?? '');
  }

  selectPack(packId: string): void {
    if (packId === this.selectedPackId) return;
    this.selectedPackId = packId;
    this.changed('session');
  }

  selectItem(ref: ItemRef | undefined): void {
    this.selectedItem = ref;
    this.changed('session');
  }

  /** The selected item itself, if it still exists. */
  get item(): ContentItem | undefined {
    const ref = this.selectedItem;
    if (!ref) return undefined;
    return this.pack(ref.packId)?.items.find((i) => i.kind === ref.kind && i.id === ref.itemId);
  }

  /** Replaces a user pack, saves it and checks it again; open documents follow unless told to keep them. */
  protected setPack(pack: Pack, { keepDocuments = false } = {}): void {
    this.putPacks([pack]);
    if (!keepDocuments) this.packReplaced(pack);
    this.autosaver.pack(pack.id, () => this.packSync(pack.id));
    this.checker.check(pack.id);
    this.changed('documents');
  }

  /** After a pack edit made outside a document (the documents layer makes its documents follow); `remote`: by another
   * tab. */
  protected packReplaced(_pack: Pack, _label?: string, _remote?: boolean): void {}

  /** After a pack was deleted in another tab (the documents layer forgets its documents). */
  protected packRemoved(_packId: string): void {}

  protected editablePack(packId: string): Pack {
    const pack = this.pack(packId);
    if (!pack) throw new Error(`There is no pack "${packId}".`);
    if (!this.isEditable(packId)) throw new Error(`"${pack.name}" is built in and read-only: duplicate it to edit.`);
    return pack;
  }

  /**
   * Whether anything is not stored yet: a change waiting for its write, a write under way, or a
   * failed write being retried. The page asks before closing while it is so (main.ts).
   */
  get unsaved(): boolean {
    return this.autosaver.pending || this.saveStatus.state === 'error';
  }

  /** Writes every pending change now. */
  flush(): Promise<void> {
    return this.autosaver.flush();
  }

  /** Resolves once every pack has been checked with its latest content. */
  checked(): Promise<void> {
    return this.checker.settled();
  }

  /** Tells the components: the scopes' own events ('documents-change', 'session-change'; both when none is named), then
   * 'change'. */
  protected changed(...scopes: ChangeScope[]): void {
    const touched = scopes.length ? scopes : (['documents', 'session'] as const);
    if (touched.includes('documents')) this.dispatchEvent(new Event(DOCUMENTS_CHANGE));
    if (touched.includes('session')) this.dispatchEvent(new Event(SESSION_CHANGE));
    this.dispatchEvent(new Event('change'));
  }
}
