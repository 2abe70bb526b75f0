import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { groupByKind } from '../model/group.ts';
import type { ContentItem, Pack } from '../model/content.ts';
import { problemsByItem, type Problem } from '../model/problem.ts';
import type { AppStore } from '../store/app-store.ts';
import { StoreController } from './store-context.ts';

/**
 * The library: the packs on the left; the selected pack's manifest and its items grouped by kind;
 * the selected item's content, with a way to open it in the JSON editor.
 */
@customElement('tr-library')
export class TrLibrary extends LitElement {
  private readonly app = new StoreController(this);

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
              <button aria-pressed=${p.id === pack?.id ? 'true' : 'false'} @click=${() => store.selectPack(p.id)}>
                <span class="name">${p.name}</span>
                <span class="meta">${p.id} · v${p.version} · ${p.items.length} items</span>
              </button>
            </li>`,
          )}
        </ul>
        ${this.renderLoadProblems(store)}
      </aside>
      ${pack ? this.renderPack(store, pack) : html`<p class="status">No pack is loaded.</p>`}
      ${this.renderItem(store)}
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

  private renderPack(store: AppStore, pack: Pack) {
    const groups = groupByKind(pack.items);
    const selected = store.selectedItem;
    const problems = store.packProblems.get(pack.id);
    const { byItem } = problemsByItem(problems ?? []);
    const itemProblems = new Map<ContentItem, Problem[]>(pack.items.map((item, index) => [item, byItem.get(index) ?? []]));
    return html`<section class="pack" aria-label="Items of ${pack.name}">
      <h2>${pack.name} <small>v${pack.version}</small></h2>
      <p class="description">${pack.description}</p>
      ${this.renderPackProblems(pack, problems)}
      ${groups.length === 0 ? html`<p>This pack has no items yet.</p>` : nothing}
      ${groups.map(
        (group) => html`<section class="kind" data-kind=${group.kind}>
          <h3>${group.label} <span class="count">(${group.items.length})</span></h3>
          <ul>
            ${group.items.map((item) => {
              const isSelected = selected?.packId === pack.id && selected.kind === item.kind && selected.itemId === item.id;
              return html`<li>
                <button
                  class="item"
                  aria-pressed=${isSelected ? 'true' : 'false'}
                  @click=${() => store.selectItem({ packId: pack.id, kind: item.kind, itemId: item.id })}
                >
                  ${item.name}${item.provenance === 'sample' ? html` <span class="tag">sample</span>` : nothing}
                  ${itemProblems.get(item)?.length
                    ? html` <span class="tag problem" title="Problems in this item">${itemProblems.get(item)!.length} problem${itemProblems.get(item)!.length === 1 ? '' : 's'}</span>`
                    : nothing}
                </button>
              </li>`;
            })}
          </ul>
        </section>`,
      )}
    </section>`;
  }

  private renderPackProblems(pack: Pack, problems: Problem[] | undefined) {
    if (!problems) return html`<p class="checking" role="status">Checking the pack…</p>`;
    if (problems.length === 0) return html`<p class="ok" role="status">No problems found.</p>`;
    const errors = problems.filter((p) => p.severity === 'error').length;
    return html`<details class="pack-problems">
      <summary>${errors} error${errors === 1 ? '' : 's'}, ${problems.length - errors} warning${problems.length - errors === 1 ? '' : 's'}</summary>
      <ul>
        ${problems.map((p) => html`<li class=${p.severity}><code>${p.itemId ?? pack.id}${p.pointer}</code> ${p.message}</li>`)}
      </ul>
    </details>`;
  }

  private renderItem(store: AppStore) {
    const item: ContentItem | undefined = store.item;
    if (!item) return html`<section class="detail empty"><p>Choose an item to see its content.</p></section>`;
    const pack = store.packs.find((p) => p.id === store.selectedItem?.packId);
    const index = pack?.items.indexOf(item) ?? -1;
    const problems = (pack && problemsByItem(store.packProblems.get(pack.id) ?? []).byItem.get(index)) ?? [];
    const prefix = `/items/${index}`;
    return html`<section class="detail" aria-label="Selected item">
      <h2>${item.name}</h2>
      <p class="meta">${item.kind} · ${item.id}${item.provenance ? ` · ${item.provenance}` : ''}</p>
      ${problems.length
        ? html`<ul class="item-problems" aria-label="Problems in this item">
            ${problems.map((p) => html`<li class=${p.severity}><code>${p.pointer.slice(prefix.length) || '/'}</code> ${p.message}</li>`)}
          </ul>`
        : nothing}
      <button class="open-json" @click=${() => store.setArea('json')}>Open in JSON editor</button>
      <pre>${JSON.stringify(item, null, 2)}</pre>
    </section>`;
  }

  static override styles = css`
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
