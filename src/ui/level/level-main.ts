import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import { duplicateLevel, emptyChapter, freeId, freeName, isLevel } from '../../model/coc-level-new.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { designerBarStyles } from '../designer-bar-styles.ts';
import { StoreController } from '../store-context.ts';
import { draftPack, ensureDraftPack, workspaceFor, type LevelWorkspace } from './level-workspace.ts';
import { ValidationRunner } from '../../store/validation-runner.ts';
import './level-workbench.ts';
import { visibleText } from '../../model/visible-text.ts';

/**
 * The level editor area: which draft is open (drafts are the levels in your own packs, several
 * side by side), starting a new one empty or from one of the packs' levels, and the workbench
 * for the open one.
 */
@customElement('tr-level-main')
export class TrLevelMain extends LitElement {
  private readonly app = new StoreController(this);
  @litState() private template = '';
  private readonly runner = new ValidationRunner();
  private deps: { key: readonly Pack[]; packs: readonly Pack[] } | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.runner.dispose();
  }

  private get workspace(): LevelWorkspace | undefined {
    const store = this.app.store;
    return store && store.packLoad.state === 'ready' ? workspaceFor(store) : undefined;
  }

  /** Every level in the user's packs. */
  private drafts(ws: LevelWorkspace): { ref: DocumentRef; item: ContentItem; pack: Pack }[] {
    return ws.packs
      .filter((p) => ws.isEditable(p.id))
      .flatMap((pack) =>
        pack.items
          .filter(isLevel)
          .map((item) => ({ ref: { packId: pack.id, kind: item.kind, id: item.id }, item, pack })),
      );
  }

  private templates(ws: LevelWorkspace): { key: string; item: ContentItem; pack: Pack }[] {
    return ws.packs
      .filter((p) => !ws.isEditable(p.id))
      .flatMap((pack) =>
        pack.items.filter(isLevel).map((item) => ({ key: `${pack.id}/${item.kind}/${item.id}`, item, pack })),
      );
  }

  /** The open draft is the store's, saved in IndexedDB with the tabs, so a reload opens it again. */
  private get open(): DocumentRef | undefined {
    return this.app.store?.openLevel;
  }

  private openRef(ref: DocumentRef): void {
    this.app.store?.setOpenLevel(ref);
  }

  private create(ws: LevelWorkspace, make: (id: string) => ContentItem, base: string): void {
    const target = ensureDraftPack(ws);
    const taken = new Set(target.items.map((i) => i.id));
    this.openRef(ws.createItem(target.id, make(freeId(base, taken))));
  }

  /** Problems of a draft: validated with the rest of its own pack, against every other pack. */
  private readonly validator = (draft: ContentItem) => {
    const ws = this.workspace;
    const ref = this.open;
    if (!ws || !ref) return Promise.resolve([]);
    const own = ws.packs.find((p) => p.id === ref.packId);
    const others = ws.packsFor(ref.packId).filter((p) => p.id !== ref.packId);
    // Send the other packs to the worker again only when one of them changed.
    if (!this.deps || this.deps.key.length !== others.length || this.deps.key.some((p, i) => p !== others[i]))
      this.deps = { key: others, packs: others };
    return this.runner.check(draft, own?.items ?? [], this.deps.packs);
  };

  override render() {
    const store = this.app.store;
    if (!store || store.packLoad.state !== 'ready') return html`<p class="status" role="status">Loading packs…</p>`;
    const ws = this.workspace!;
    const drafts = this.drafts(ws);
    const open = drafts.find(
      (d) => d.ref.kind === this.open?.kind && d.ref.id === this.open.id && d.ref.packId === this.open.packId,
    );
    const templates = this.templates(ws);
    const target = draftPack(ws);
    return html`<div class="bar">
        <label>Level
          <select aria-label="Open a draft" @change=${(e: Event) => this.openRef(drafts[Number((e.target as HTMLSelectElement).value)]!.ref)}>
            ${open ? nothing : html`<option selected disabled>(none open)</option>`}
            ${drafts.map((d, i) => html`<option value=${i} ?selected=${d === open}>${visibleText(d.item.name)} (${d.item.kind}, ${visibleText(d.pack.name)})</option>`)}
          </select>
        </label>
        <button @click=${() => this.create(ws, (id) => emptyChapter(id, freeName('New chapter', new Set(ws.packs.flatMap((p) => p.items.filter(isLevel).map((i) => String(i.name)))))), 'new-chapter')}>New empty level</button>
        <label>or from
          <select aria-label="Template" @change=${(e: Event) => (this.template = (e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${this.template === ''}>(choose a level)</option>
            ${templates.map((t) => html`<option value=${t.key} ?selected=${t.key === this.template}>${visibleText(t.item.name)} (${t.item.kind})</option>`)}
          </select>
        </label>
        <button
          ?disabled=${!this.template}
          @click=${() => {
            const t = templates.find((x) => x.key === this.template);
            if (t) this.create(ws, (id) => duplicateLevel(t.item, id), `${t.item.id}-copy`);
          }}
        >
          Duplicate
        </button>
      </div>
      ${
        open
          ? html`<tr-level-workbench .doc=${ws.openDocument(open.ref)} .workspace=${ws} .packs=${ws.packsFor(open.ref.packId)} .validator=${this.validator} .saveStatus=${store.saveStatus}></tr-level-workbench>`
          : html`<div class="welcome">
            <h2>Level editor</h2>
            <p>Start a level: an empty 4 × 4 chapter, or a copy of one of the built-in levels. Drafts stay side by side in <em>${target?.name ?? 'a pack of your own (“My drafts” is made for you)'}</em>, which the library lists; every change is saved in this browser as you make it.</p>
          </div>`
      }`;
  }

  static override styles = [
    designerBarStyles,
    css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    select,
    button {
      max-width: 22rem;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    tr-level-workbench {
      flex: 1;
      min-height: 0;
    }
    .welcome {
      padding: 1rem 1.5rem;
      max-width: 40rem;
    }
    .warn {
      color: #8e1414;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-main': TrLevelMain;
  }
}
