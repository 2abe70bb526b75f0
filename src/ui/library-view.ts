import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../model/content.ts';
import { kindOne } from '../model/kinds.ts';
import { SLUG_PATTERN } from '../model/content.ts';
import { problemsByItem } from '../model/problem.ts';
import type { AppStore, DocumentRef } from '../store/app-store.ts';
import { packIntegrity } from '../store/integrity.ts';
import { StoreController } from './store-context.ts';
import { ask, installDialogStyles } from './library-dialog.ts';
import { NO_FILTER, renderFilters, renderItems, renderOverview, type ItemFilter } from './library-items.ts';
import { exportPack, pickFileToImport, share } from './library-transfer.ts';
import type { PlaytestOptions } from '../store/playtest-launch.ts';

/**
 * The library: the packs on the left (create, import); the selected pack's overview, actions and
 * items (search and filters); the selected item with its actions. Built-in packs are read-only:
 * "Duplicate to edit". Content text is only ever rendered as text.
 */
@customElement('tr-library')
export class TrLibrary extends LitElement {
  private readonly app = new StoreController(this);
  @state() private filter: ItemFilter = NO_FILTER;
  @state() private integrity = new WeakMap<Pack, string>();

  override connectedCallback(): void {
    super.connectedCallback();
    installDialogStyles();
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
                <span class="name">${p.name}</span>
                <span class="meta">${p.id} · v${p.version} · ${p.items.length} items${store.isEditable(p.id) ? '' : ' · built in'}</span>
              </button>
            </li>`,
          )}
        </ul>
        <div class="actions">
          <button @click=${() => this.newPack(store)}>New pack</button>
          <button @click=${() => pickFileToImport(store)}>Import pack…</button>
        </div>
        <p class="hint">Or drop a pack file anywhere on the window.</p>
        ${store.saveStatus.state === 'error' ? html`<p class="save-error" role="alert">${store.saveStatus.message}</p>` : nothing}
        ${this.renderLoadProblems(store)}
      </aside>
      ${pack ? this.renderPack(store, pack) : html`<p class="status">No pack is loaded.</p>`}
      ${this.renderItem(store)}
      ${store.lastDeleted
        ? html`<div class="toast" role="status">
            ${store.lastDeleted.label}. <button @click=${() => store.undoDelete()}>Undo</button>
            <button aria-label="Dismiss" @click=${() => store.dismissDeleted()}>×</button>
          </div>`
        : nothing}
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

  private hash(pack: Pack): string | undefined {
    const known = this.integrity.get(pack);
    if (!known)
      void packIntegrity(pack).then((h) => {
        this.integrity.set(pack, h);
        this.requestUpdate();
      });
    return known;
  }

  private renderPack(store: AppStore, pack: Pack) {
    const editable = store.isEditable(pack.id);
    return html`<section class="pack" aria-label="Items of ${pack.name}">
      <h2>${pack.name} <small>v${pack.version}</small></h2>
      <p class="description">${pack.description}</p>
      <div class="actions pack-actions">
        ${editable
          ? html`<button @click=${() => this.renamePack(store, pack)}>Rename</button>
              <button @click=${() => store.duplicatePack(pack.id)}>Duplicate</button>
              <button class="danger" @click=${() => this.deletePack(store, pack)}>Delete</button>`
          : html`<button @click=${() => store.duplicatePack(pack.id)}>Duplicate to edit</button>`}
        <button @click=${() => void exportPack(pack)}>Export</button>
        <button @click=${() => void share({ pack }, pack)}>Share link</button>
      </div>
      ${renderOverview(store, pack, this.hash(pack))}
      ${editable
        ? html`<div class="actions new-item">
            <select aria-label="Kind of new item" id="new-kind">
              ${[...this.kindsForNew()].map((k) => html`<option value=${k}>${kindOne(k)}</option>`)}
            </select>
            <button @click=${() => void this.newItem(store, pack)}>New item</button>
          </div>`
        : nothing}
      ${renderFilters(pack, this.filter, (f) => (this.filter = f))}
      ${renderItems(store, pack, this.filter)}
    </section>`;
  }

  private kindsForNew(): string[] {
    return ['chapter', 'location', 'crypt', 'islandBoard', 'tile', 'event', 'weapon', 'outfit', 'ability', 'research', 'boss', 'enemy', 'relic', 'condition', 'achievement', 'actionCard', 'resource', 'recipe', 'dice', 'ccgCard', 'ccgLevel'];
  }

  private renderItem(store: AppStore) {
    const item: ContentItem | undefined = store.item;
    if (!item) return html`<section class="detail empty"><p>Choose an item to see its content.</p></section>`;
    const pack = store.pack(store.selectedItem!.packId)!;
    const ref: DocumentRef = { packId: pack.id, kind: item.kind, id: item.id };
    const editable = store.isEditable(pack.id);
    const index = pack.items.indexOf(item);
    const problems = problemsByItem(store.packProblems.get(pack.id) ?? []).byItem.get(index) ?? [];
    const prefix = `/items/${index}`;
    return html`<section class="detail" aria-label="Selected item">
      <h2>${item.name}</h2>
      <p class="meta">${item.kind} · ${item.id}${item.provenance ? ` · ${item.provenance}` : ''}</p>
      ${problems.length
        ? html`<ul class="item-problems" aria-label="Problems in this item">
            ${problems.map((p) => html`<li class=${p.severity}><code>${p.pointer.slice(prefix.length) || '/'}</code> ${p.message}</li>`)}
          </ul>`
        : nothing}
      <div class="actions">
        <button class="open-json" @click=${() => this.openInEditor(store, ref)}>Open in JSON editor</button>
        ${editable
          ? html`<button @click=${() => store.selectItem(toItemRef(store.duplicateItem(ref)))}>Duplicate</button>
              <button @click=${() => void this.renameItem(store, ref)}>Rename id</button>
              <button class="danger" @click=${() => void this.deleteItem(store, ref, item)}>Delete</button>`
          : nothing}
        <button @click=${() => void share({ item, packName: pack.name }, pack)}>Share link</button>
        ${['chapter', 'location', 'crypt'].includes(item.kind) ? this.renderPlaytest(store, ref, item) : nothing}
      </div>
      <pre>${JSON.stringify(item, null, 2)}</pre>
    </section>`;
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
      launcher.launch({ packs: store.packs, items: [current], level: { kind: item.kind as 'chapter', id: item.id }, title: item.name, returnTo: 'library', askedAt });
    };
    const challenges = Array.isArray(item.challenges) ? item.challenges.length : 0;
    return html`<button class="playtest" @click=${() => void play({ mode: 'single', challenge: 0 })}>▶ Playtest</button>
      ${Array.from({ length: Math.min(2, challenges) }, (_, i) => html`<button class="playtest" @click=${() => void play({ mode: 'challenge', challenge: i })}>▶ Challenge ${i + 1}</button>`)}`;
  }

  private openInEditor(store: AppStore, ref: DocumentRef): void {
    store.openDocument(ref);
    store.setArea('json');
  }

  private async newPack(store: AppStore): Promise<void> {
    const { choice, text } = await ask({ title: 'New pack', input: { label: 'Name', value: 'My pack' }, buttons: [{ label: 'Create', value: 'ok' }, { label: 'Cancel', value: 'cancel' }] });
    if (choice === 'ok' && text.trim()) store.createPack({ name: text.trim() });
  }

  private async renamePack(store: AppStore, pack: Pack): Promise<void> {
    const { choice, text } = await ask({ title: `Rename ${pack.name}`, input: { label: 'Name', value: pack.name }, buttons: [{ label: 'Rename', value: 'ok' }, { label: 'Cancel', value: 'cancel' }] });
    if (choice === 'ok') store.renamePack(pack.id, text);
  }

  private async deletePack(store: AppStore, pack: Pack): Promise<void> {
    const { choice } = await ask({
      title: `Delete ${pack.name}?`,
      body: `Its ${pack.items.length} items and open drafts go with it. You can undo this right after.`,
      buttons: [{ label: 'Delete', value: 'ok', danger: true }, { label: 'Cancel', value: 'cancel' }],
    });
    if (choice === 'ok') store.deletePack(pack.id);
  }

  private async newItem(store: AppStore, pack: Pack): Promise<void> {
    const kind = this.renderRoot.querySelector<HTMLSelectElement>('#new-kind')?.value ?? 'chapter';
    const { templateFor } = await import('../model/templates.ts');
    const item = templateFor(kind, pack);
    if (!item) return;
    const ref = store.createItem(pack.id, item);
    store.selectItem(toItemRef(ref));
    this.openInEditor(store, ref);
  }

  private async renameItem(store: AppStore, ref: DocumentRef): Promise<void> {
    await store.checked();
    const users = store.referrersOf(ref);
    const { choice, text } = await ask({
      title: `Rename the id of ${ref.id}`,
      body: users.length ? `References to it in ${users.length} item${users.length === 1 ? '' : 's'} of the pack follow.` : 'No item of the pack refers to it.',
      input: { label: 'New id', value: ref.id, pattern: SLUG_PATTERN.source },
      buttons: [{ label: 'Rename', value: 'ok' }, { label: 'Cancel', value: 'cancel' }],
    });
    const id = text.trim();
    if (choice !== 'ok' || id === ref.id) return;
    if (!SLUG_PATTERN.test(id)) return void (await ask({ title: 'Not a valid id', body: 'An id is a lower-case slug such as "red-door".', buttons: [{ label: 'Close', value: 'cancel' }] }));
    if (!(await store.renameItem(ref, id)))
      await ask({ title: 'Id taken', body: `Another ${kindOne(ref.kind)} already has the id "${id}".`, buttons: [{ label: 'Close', value: 'cancel' }] });
  }

  private async deleteItem(store: AppStore, ref: DocumentRef, item: ContentItem): Promise<void> {
    await store.checked();
    const users = store.referrersOf(ref);
    const { choice } = await ask({
      title: `Delete ${item.name}?`,
      body: users.length
        ? html`<p class="warning">These items refer to it and will have an unknown reference:</p><ul class="report">${users.map((u) => html`<li>${u}</li>`)}</ul>`
        : 'No item of the pack refers to it. You can undo this right after.',
      buttons: [{ label: 'Delete', value: 'ok', danger: true }, { label: 'Cancel', value: 'cancel' }],
    });
    if (choice === 'ok') {
      store.deleteItem(ref);
      store.selectItem(undefined);
    }
  }

  static override styles = css`
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin: 0.5rem 0;
    }
    .actions button,
    .filters select,
    .filters input,
    .new-item select {
      font: inherit;
      font-size: 0.85rem;
      padding: 0.2rem 0.5rem;
    }
    .danger {
      color: #a1261b;
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      align-items: center;
      margin: 0.6rem 0;
      font-size: 0.85rem;
    }
    .overview dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: 0.2rem 0.8rem;
      font-size: 0.85rem;
      margin: 0.4rem 0;
    }
    .overview dt {
      color: #6b6256;
    }
    .overview dd {
      margin: 0;
    }
    .integrity {
      font-size: 0.75rem;
      overflow-wrap: anywhere;
    }
    .hint,
    .none {
      color: #6b6256;
      font-size: 0.8rem;
    }
    .save-error {
      color: #a1261b;
      font-size: 0.85rem;
      font-weight: 600;
    }
    .toast {
      position: fixed;
      bottom: 1rem;
      left: 50%;
      transform: translateX(-50%);
      background: #2b2620;
      color: #f4f1ea;
      padding: 0.5rem 1rem;
      border-radius: 4px;
      display: flex;
      gap: 0.6rem;
      align-items: center;
    }
    .toast button {
      font: inherit;
    }
    :host {
      display: grid;
      grid-template-columns: minmax(12rem, 16rem) minmax(16rem, 1fr) minmax(16rem, 1fr);
      height: 100%;
      overflow: hidden;
    }
    aside,
    .pack,
    .detail {
      overflow: auto;
      padding: 0 1rem 1rem;
    }
    aside {
      border-right: 1px solid var(--line, #ccc);
    }
    .detail {
      border-left: 1px solid var(--line, #ccc);
      background: var(--panel, #fff);
    }
    h2 {
      font-size: 1.05rem;
    }
    h3 {
      font-size: 0.95rem;
      margin: 1rem 0 0.3rem;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    button {
      font: inherit;
      text-align: left;
      cursor: pointer;
    }
    aside button,
    .item {
      display: block;
      width: 100%;
      border: 1px solid transparent;
      background: transparent;
      padding: 0.35rem 0.5rem;
      border-radius: 4px;
    }
    button[aria-pressed='true'] {
      background: #efe2cf;
      border-color: #c9a77c;
    }
    .item:hover,
    aside button:hover {
      background: #f3ebdf;
    }
    .name {
      display: block;
      font-weight: 600;
    }
    .meta,
    .count,
    .description {
      color: #6b6256;
      font-size: 0.85rem;
    }
    .tag {
      font-size: 0.7rem;
      background: #e7e0d4;
      border-radius: 3px;
      padding: 0 0.3rem;
    }
    pre {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      font-size: 0.8rem;
      background: #f7f3ec;
      padding: 0.6rem;
      border-radius: 4px;
      overflow: auto;
    }
    .status {
      padding: 1rem;
    }
    .error {
      color: #a1261b;
    }
    .problems li,
    .pack-problems li,
    .item-problems li {
      font-size: 0.8rem;
      color: #a1261b;
      margin: 0.2rem 0;
    }
    li.warning {
      color: #7a5a00;
    }
    .pack-problems summary {
      cursor: pointer;
      color: #a1261b;
      font-weight: 600;
    }
    .pack-problems ul {
      max-height: 12rem;
      overflow: auto;
    }
    .tag.problem {
      background: #f6d9d5;
      color: #a1261b;
    }
    .ok,
    .checking {
      font-size: 0.85rem;
      color: #6b6256;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-library': TrLibrary;
  }
}

function toItemRef(ref: DocumentRef) {
  return { packId: ref.packId, kind: ref.kind, itemId: ref.id };
}
