import { LitElement, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../model/content.ts';
import { designerOfKind } from './design/designers.ts';
import { openInGameDesigner } from './design/design-open.ts';
import { KINDS, kindInfo, kindOne, type Game } from '../model/kinds.ts';
import type { AppStore, DocumentRef } from '../store/app-store.ts';
import { packIntegrity } from '../store/integrity.ts';
import { StoreController } from './store-context.ts';
import { installDialogStyles } from './library-dialog.ts';
import {
  deleteItem,
  deletePack,
  newItem,
  newPack,
  openInEditor,
  renameItem,
  renamePack,
  toItemRef,
} from './library-actions.ts';
import { libraryStyles } from './library-styles.ts';
import {
  LIST_PAGE,
  prepareInParts,
  prepared,
  NO_FILTER,
  PICTURED_KINDS,
  SHEET_KINDS,
  renderFilters,
  renderItems,
  renderOverview,
  type ItemFilter,
  type ListLengths,
} from './library-items.ts';
/** The games whose kinds the library's "New item" offers. */
const NEW_ITEM_GAMES: readonly Game[] = ['coc', 'ccg'];
// Import, export and share links are fetched when asked for (not part of the first load).
const transfer = () => import('./library-transfer.ts');
const print = () => import('./print/print-open.ts');
import { openInDesigner } from './ccg/ccg-open.ts';
import type { PlaytestOptions } from '../store/playtest-launch.ts';
import { visibleText } from '../model/visible-text.ts';
import { DrawInParts } from './draw-in-parts.ts';
import { START_DISMISSED_EVENT, startPageShown } from './start/start-page.ts';

/** A pack with more items than this draws its lists in parts of DRAW_PART lines, a part a task (issue 27). */
const LONG_PACK = 1_000;
const DRAW_PART = 50;

/**
 * The library: the packs on the left (create, import); the selected pack's overview, actions and
 * items (search and filters); the selected item with its actions. Built-in packs are read-only:
 * "Duplicate to edit". Content text is only ever rendered as text.
 */
@customElement('tr-library')
export class TrLibrary extends LitElement {
  private readonly app = new StoreController(this);
  @state() private filter: ItemFilter = NO_FILTER;
  /** How far the shown pack's long lists are drawn (library-items.ts); kept for one pack at a time. */
  @state() private lengths: { packId?: string; of: ListLengths } = { of: {} };
  @state() private integrity = new WeakMap<Pack, string>();
  /** A long pack's item lists and its problems are drawn a part at a time (draw-in-parts.ts). */
  private readonly itemsDraw = new DrawInParts(this, DRAW_PART);
  private readonly problemsDraw = new DrawInParts(this, DRAW_PART);
  /** A long pack's sort and passes over its items, under way (library-items.ts, prepareInParts). */
  private preparing: Promise<void> | undefined;

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.preparing || this.itemsDraw.drawing || this.problemsDraw.drawing) {
      await Promise.all([this.preparing, this.itemsDraw.complete, this.problemsDraw.complete]);
      done = await super.getUpdateComplete();
    }
    return done;
  }

  private readonly onStartDismissed = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    installDialogStyles();
    window.addEventListener(START_DISMISSED_EVENT, this.onStartDismissed);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(START_DISMISSED_EVENT, this.onStartDismissed);
  }

  /** The levels' pictures, fetched once the library has drawn a level (after the first paint). */
  private pictures: Promise<unknown> | undefined;
  private start: Promise<unknown> | undefined;
  protected override updated(): void {
    if (!this.pictures && this.renderRoot.querySelector('tr-level-thumb'))
      this.pictures = import('./print/level-thumbs.ts');
    // A first visit's start page, fetched when it is to be drawn.
    if (!this.start && this.renderRoot.querySelector('tr-start-page')) this.start = import('./start/start-view.ts');
  }

  override render() {
    const store = this.app.store;
    if (!store) return nothing;
    if (store.packLoad.state === 'loading') return html`<p class="status" role="status">Loading packs…</p>`;
    if (store.packLoad.state === 'failed')
      return html`<p class="status error" role="alert">The packs could not be loaded: ${store.packLoad.message}</p>`;
    const pack = store.selectedPack;
    return html`
      <aside aria-label="Packs">
        <h2>Packs</h2>
        <ul>
          ${store.packs.map(
            (p) => html`<li>
              <button class="pack-button" aria-pressed=${p.id === pack?.id ? 'true' : 'false'} @click=${() => store.selectPack(p.id)}>
                <span class="name">${visibleText(p.name)}</span>
                <span class="meta">${p.id} · v${p.version} · ${p.items.length} items${store.isEditable(p.id) ? '' : ' · built in'}</span>
              </button>
            </li>`,
          )}
        </ul>
        <div class="actions">
          <button @click=${() => newPack(store)}>New pack</button>
          <button @click=${() => void transfer().then((m) => m.pickFileToImport(store))}>Import pack…</button>
        </div>
        <p class="hint">Or drop a pack file anywhere on the window.</p>
        ${store.saveStatus.state === 'error' ? html`<p class="save-error" role="alert">${store.saveStatus.message}</p>` : nothing}
        ${this.renderLoadProblems(store)}
      </aside>
      ${pack ? this.renderPack(store, pack) : html`<p class="status">No pack is loaded.</p>`}
      ${this.renderItem(store)}
      ${
        store.lastDeleted
          ? html`<div class="toast" role="status">
            ${store.lastDeleted.label}. <button @click=${() => store.undoDelete()}>Undo</button>
            <button aria-label="Dismiss" @click=${() => store.dismissDeleted()}>×</button>
          </div>`
          : nothing
      }
    `;
  }

  private renderLoadProblems(store: AppStore) {
    if (store.loadProblems.length === 0) return nothing;
    return html`<section class="problems" aria-label="Problems while loading">
      <h3>Problems while loading</h3>
      <ul>
        ${store.loadProblems.map((p) => html`<li class=${p.severity}>${p.file ?? ''}#${p.pointer}: ${p.message}</li>`)}
      </ul>
    </section>`;
  }

  /** Packs whose hash is being worked out (in parts, between the page's other tasks). */
  private readonly hashing = new WeakSet<Pack>();

  private hash(pack: Pack): string | undefined {
    const known = this.integrity.get(pack);
    if (!known && !this.hashing.has(pack)) {
      this.hashing.add(pack);
      // Given up when another pack (or another version of this one) is shown: drawn again, it starts anew.
      const pause = () =>
        new Promise<void>((resolve, reject) =>
          setTimeout(() => (this.app.store?.selectedPack === pack ? resolve() : reject(new Error('not shown')))),
        );
      void packIntegrity(pack, { pause }).then(
        (h) => {
          this.integrity.set(pack, h);
          this.requestUpdate();
        },
        () => this.hashing.delete(pack),
      );
    }
    return known;
  }

  private renderPack(store: AppStore, pack: Pack) {
    const editable = store.isEditable(pack.id);
    const more = (key: string) => this.more(pack.id, key);
    const lengths = this.listLengths(pack);
    const long = pack.items.length > LONG_PACK;
    const whole = Math.max(LIST_PAGE, ...Object.values(lengths));
    const ready = !long || prepared(pack);
    if (!ready && !this.preparing)
      this.preparing = new Promise<void>((resolve) =>
        prepareInParts(pack, () => {
          this.preparing = undefined;
          resolve();
          this.requestUpdate();
        }),
      );
    return html`<section class="pack" aria-label="Items of ${pack.name}">
      <h2>${visibleText(pack.name)} <small>v${pack.version}</small></h2>
      <p class="description">${pack.description}</p>
      <div class="actions pack-actions">
        ${
          editable
            ? html`<button @click=${() => renamePack(store, pack)}>Rename</button>
              <button @click=${() => store.duplicatePack(pack.id)}>Duplicate</button>
              <button class="danger" @click=${() => deletePack(store, pack)}>Delete</button>`
            : html`<button @click=${() => store.duplicatePack(pack.id)}>Duplicate to edit</button>`
        }
        <button @click=${() => void transfer().then((m) => m.exportPack(pack))}>Export</button>
        <button @click=${() => void transfer().then((m) => m.share({ pack }, pack))}>Share link</button>
        <button @click=${() => void print().then((m) => m.printCards(pack, store.packsFor(pack.id)))}>Print cards</button>
        <button @click=${() => void print().then((m) => m.printPack(pack, store.packsFor(pack.id)))}>Print pack</button>
      </div>
      ${
        ready
          ? nothing
          : html`<p class="status" role="status">Sorting ${pack.items.length.toLocaleString('en')} items…</p>`
      }
      ${ready ? renderOverview(store, pack, this.hash(pack), lengths, more, this.problemsDraw.cap(store.packProblems.get(pack.id), long, whole)) : nothing}
      ${
        editable
          ? html`<div class="actions new-item">
            <select aria-label="Kind of new item" id="new-kind">
              ${[...this.kindsForNew()].map((k) => html`<option value=${k}>${kindOne(k)}</option>`)}
            </select>
            <button @click=${() => void newItem(store, pack, this.renderRoot.querySelector<HTMLSelectElement>('#new-kind')?.value ?? 'chapter')}>New item</button>
          </div>`
          : nothing
      }
      ${ready ? renderFilters(pack, this.filter, (f) => (this.filter = f)) : nothing}
      ${ready ? renderItems(store, pack, this.filter, lengths, more, this.itemsDraw.cap(pack.items, long, whole)) : nothing}
    </section>`;
  }

  private listLengths(pack: Pack): ListLengths {
    return this.lengths.packId === pack.id ? this.lengths.of : {};
  }

  /** Draws a page more of the pack's list `key`. */
  private more(packId: string, key: string): void {
    const of = this.lengths.packId === packId ? this.lengths.of : {};
    this.lengths = { packId, of: { ...of, [key]: (of[key] ?? LIST_PAGE) + LIST_PAGE } };
  }

  private kindsForNew(): string[] {
    // The games whose items can be made here, in the library's order (model/kinds.ts): not taken from the
    // game modules, which would pull the engines into the first load.
    return KINDS.filter((k) => NEW_ITEM_GAMES.includes(k.game)).map((k) => k.kind);
  }

  private renderItem(store: AppStore) {
    const item: ContentItem | undefined = store.item;
    // A first visit: the start page, where the chosen item will show.
    if (!item && startPageShown(store))
      return html`<section class="detail"><tr-start-page .store=${store}></tr-start-page></section>`;
    if (!item) return html`<section class="detail empty"><p>Choose an item to see its content.</p></section>`;
    const pack = store.pack(store.selectedItem!.packId)!;
    const ref: DocumentRef = { packId: pack.id, kind: item.kind, id: item.id };
    const editable = store.isEditable(pack.id);
    const index = pack.items.indexOf(item);
    const problems = store.packProblems.get(pack.id)?.ofItem(index) ?? [];
    const prefix = `/items/${index}`;
    return html`<section class="detail" aria-label="Selected item">
      <h2>${visibleText(item.name)}</h2>
      <p class="meta">${item.kind} · ${item.id}${item.provenance ? ` · ${item.provenance}` : ''}</p>
      ${
        problems.length
          ? html`<ul class="item-problems" aria-label="Problems in this item">
            ${problems.map((p) => html`<li class=${p.severity}><code>${p.pointer.slice(prefix.length) || '/'}</code> ${p.message}</li>`)}
          </ul>`
          : nothing
      }
      <div class="actions">
        <button class="open-json" @click=${() => openInEditor(store, ref)}>Open in JSON editor</button>
        ${kindInfo(item.kind)?.level && !['coc', 'ccg'].includes(kindInfo(item.kind)!.game) ? this.renderModulePlaytest(store, ref, item) : nothing}
        ${this.renderOpenInDesigner(ref)}
        ${item.kind === 'ccgLevel' ? html`<button class="open-ccg" @click=${() => (openInDesigner(ref), store.setArea('ccg'))}>Open in CCG designer</button>` : nothing}
        ${
          editable
            ? html`<button @click=${() => store.selectItem(toItemRef(store.duplicateItem(ref)))}>Duplicate</button>
              <button @click=${() => void renameItem(store, ref)}>Rename id</button>
              <button class="danger" @click=${() => void deleteItem(store, ref, item)}>Delete</button>`
            : nothing
        }
        <button @click=${() => void transfer().then((m) => m.share({ item, packName: pack.name }, pack))}>Share link</button>
        ${SHEET_KINDS[item.kind] ? html`<button @click=${() => void print().then((m) => m.printSetupSheet(store.documentFor(ref)?.value ?? item, store.packsFor(pack.id)))}>Print ${SHEET_KINDS[item.kind]} sheet</button>` : nothing}
        ${['chapter', 'location', 'crypt', 'islandBoard'].includes(item.kind) ? this.renderPlaytest(store, ref, item) : nothing}
        ${item.kind === 'ccgLevel' ? html`<button class="playtest" @click=${() => void import('./ccg/ccg-playtest-code.ts').then((m) => m.playCcgLevel(store, ref, store.documentFor(ref)?.value ?? item, 'library'))}><span aria-hidden="true">▶</span> Playtest</button>` : nothing}
      </div>
      ${
        PICTURED_KINDS.includes(item.kind)
          ? html`<tr-level-thumb large .item=${item} .packs=${store.packsFor(pack.id)} label="Map of ${item.name}"></tr-level-thumb>
            <details class="json"><summary>JSON</summary><pre>${JSON.stringify(item, null, 2)}</pre></details>`
          : html`<pre>${JSON.stringify(item, null, 2)}</pre>`
      }
    </section>`;
  }

  /** "Open in …" the designer of another game (ui/design/designers.ts) that opens this kind. */
  private renderOpenInDesigner(ref: DocumentRef) {
    const designer = designerOfKind(ref.kind);
    if (!designer) return nothing;
    const open = () => {
      openInGameDesigner(designer.game, ref);
      this.app.store?.setArea('design');
    };
    return html`<button class="open-designer" @click=${open}>Open in ${designer.name.toLowerCase()}</button>`;
  }

  /** Playtest for a level of a game played in the shared play shell (the game's module and the shell are fetched then).
   * */
  private renderModulePlaytest(store: AppStore, ref: DocumentRef, item: ContentItem) {
    const play = () =>
      void import('./play/start-module-game.ts').then((m) =>
        m.playLevelItem(store, store.documentFor(ref)?.value ?? item, undefined, ref.packId),
      );
    return html`<button class="playtest" @click=${play}><span aria-hidden="true">▶</span> Playtest</button>`;
  }

  /** Playtest buttons for a level: alone, and each of a chapter's challenges. */
  private renderPlaytest(store: AppStore, ref: DocumentRef, item: ContentItem) {
    // The playtest's code is not part of the first load; choosing a level fetches it (tr-playtest).
    const play = async (mode: Pick<PlaytestOptions, 'mode' | 'challenge'>) => {
      const askedAt = performance.now();
      const launcher = (await import('../store/playtest-launch.ts')).launcherFor(store);
      launcher.options = { ...launcher.options, ...mode };
      // An open document is the item as it stands, saved or not.
      const current = store.documentFor(ref)?.value ?? item;
      launcher.launch({
        packs: store.packsFor(ref.packId),
        items: [current],
        level: { kind: item.kind as 'chapter', id: item.id },
        title: item.name,
        returnTo: 'library',
        askedAt,
      });
    };
    // An island board plays the Island Campaign on it (its first level is a Jungle Location Card).
    if (item.kind === 'islandBoard')
      return html`<button class="playtest" @click=${() => void play({ mode: 'campaign', challenge: 0 })}><span aria-hidden="true">▶</span> Playtest the Island Campaign</button>`;
    const challenges = Array.isArray(item.challenges) ? item.challenges.length : 0;
    return html`<button class="playtest" @click=${() => void play({ mode: 'single', challenge: 0 })}><span aria-hidden="true">▶</span> Playtest</button>
      ${Array.from({ length: Math.min(2, challenges) }, (_, i) => html`<button class="playtest" @click=${() => void play({ mode: 'challenge', challenge: i })}><span aria-hidden="true">▶</span> Challenge ${i + 1}</button>`)}`;
  }

  static override styles = libraryStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-library': TrLibrary;
  }
}
