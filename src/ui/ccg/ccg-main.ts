import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import { freeId, freeName } from '../../model/coc-level-new.ts';
import { emptyCcgLevel } from '../../model/ccg-level-new.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { designerBarStyles } from '../designer-bar-styles.ts';
import { StoreController } from '../store-context.ts';
import { ensureDraftPack, workspaceFor, type LevelWorkspace } from '../level/level-workspace.ts';
import { ValidationRunner } from '../../store/validation-runner.ts';
import { OPEN_EVENT, openInDesigner, readOpenLevel } from './ccg-open.ts';
import type { CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import type { CcgAction, NewGameOptions } from '../../engine/ccg/index.ts';
import { ccgPlaytestCode, ccgPlaytestCodeAsked } from './ccg-playtest-code.ts';
import { focusedUnder } from '../hidden-focus.ts';
import './ccg-workbench.ts';
import { visibleText } from '../../model/visible-text.ts';

/**
 * The CCG designer area: which level is open (any CCG level of any pack; built-in ones read only,
 * with a button to copy them into your drafts), a new empty level, and the workbench for the open
 * one. Problems come from the same worker the Crypt of Chronos level editor uses. Playtest (or
 * Ctrl+Enter) in the workbench plays the level as it stands here in the Playtest area, as every
 * playtest is played (tr-playtest); Esc there comes back here, the designer untouched, the focus where it was. The
 * playtest's code is fetched while the designer is idle once a level is open, so that the game
 * starts within the frame after the key.
 */
@customElement('tr-ccg-main')
export class TrCcgMain extends LitElement {
  private readonly app = new StoreController(this);
  @litState() private open: DocumentRef | undefined = readOpenLevel();
  private readonly runner = new ValidationRunner();
  private deps: readonly Pack[] | undefined;
  private readonly onOpen = () => (this.open = readOpenLevel());
  private launcher: CcgPlaytestLauncher | undefined;
  private prefetching = false;
  @litState() private playtestError = '';
  /** When Esc was last pressed: Esc while the playtest's code is still loading cancels that launch. */
  private escapedAt = -Infinity;
  private readonly onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.escapedAt = event.timeStamp;
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener(OPEN_EVENT, this.onOpen);
    window.addEventListener('keydown', this.onEscape, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(OPEN_EVENT, this.onOpen);
    window.removeEventListener('keydown', this.onEscape, true);
    this.runner.dispose();
  }

  /** Where the focus was in the designer when a game was launched: it comes back there when the game is left. */
  private focusBack: HTMLElement | undefined;

  protected override updated(): void {
    const back = this.focusBack;
    if (back && this.app.store?.area === 'ccg') {
      this.focusBack = undefined;
      const focused = focusedUnder(document);
      if (back.isConnected && (!focused || focused === document.body)) back.focus();
    }
    // The playtest's code is fetched while the browser is idle once a level is open, so that Playtest starts the game
    // within the frame after the key.
    if (this.open && !ccgPlaytestCodeAsked() && !this.prefetching) {
      this.prefetching = true;
      requestIdleCallback(() => void this.playtestLauncher().catch(() => undefined), { timeout: 2000 });
    }
  }

  private async playtestLauncher(): Promise<CcgPlaytestLauncher> {
    const { launch } = await ccgPlaytestCode();
    return (this.launcher ??= launch.ccgLauncherFor(this.app.store!));
  }

  /** Plays the level as it stands in the workbench (the draft, not saved), in the Playtest area; back (Esc) comes here.
   * */
  private async playtest(
    ws: LevelWorkspace,
    event: CustomEvent<{ level: ContentItem; askedAt: number; actions?: CcgAction[]; options?: NewGameOptions }>,
  ): Promise<void> {
    const { level, askedAt, actions, options } = event.detail;
    try {
      let launcher = this.launcher;
      if (!launcher) {
        launcher = await this.playtestLauncher();
        // Esc pressed while the code loaded: the designer was never left, so the game does not come after it.
        if (this.escapedAt >= askedAt) return;
      }
      this.playtestError = '';
      this.focusBack = focusedUnder(this.renderRoot as ShadowRoot);
      launcher.launch({
        packs: ws.packsFor(this.open?.packId),
        items: [level],
        level: { kind: 'ccgLevel', id: level.id },
        title: level.name ?? level.id,
        returnTo: 'ccg',
        askedAt,
        ...(actions ? { actions, options } : {}),
      });
    } catch (e) {
      this.playtestError = `The playtest could not be loaded: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private get workspace(): LevelWorkspace | undefined {
    const store = this.app.store;
    return store && store.packLoad.state === 'ready' ? workspaceFor(store) : undefined;
  }

  private levels(ws: LevelWorkspace): { ref: DocumentRef; item: ContentItem; pack: Pack }[] {
    return ws.packs.flatMap((pack) =>
      pack.items
        .filter((i) => i.kind === 'ccgLevel')
        .map((item) => ({ ref: { packId: pack.id, kind: item.kind, id: item.id }, item, pack })),
    );
  }

  private create(ws: LevelWorkspace, make: (id: string) => ContentItem, base: string): void {
    const target = ensureDraftPack(ws);
    const taken = new Set(target.items.map((i) => i.id));
    openInDesigner(ws.createItem(target.id, make(freeId(base, taken))));
  }

  private copy(ws: LevelWorkspace, item: ContentItem): void {
    this.create(
      ws,
      (id) => {
        const copy: ContentItem = { ...structuredClone(item), id, name: `${item.name} (copy)` };
        delete copy.provenance;
        return copy;
      },
      `${item.id}-copy`,
    );
  }

  /** Problems of the open level, validated with the rest of its pack against every other pack. */
  private readonly validator = (draft: ContentItem) => {
    const ws = this.workspace;
    const ref = this.open;
    if (!ws || !ref) return Promise.resolve([]);
    const own = ws.packs.find((p) => p.id === ref.packId);
    const others = ws.packsFor(ref.packId).filter((p) => p.id !== ref.packId);
    if (!this.deps || this.deps.length !== others.length || this.deps.some((p, i) => p !== others[i]))
      this.deps = others;
    return this.runner.check(draft, own?.items ?? [], this.deps);
  };

  override render() {
    const store = this.app.store;
    if (!store || store.packLoad.state !== 'ready') return html`<p class="status" role="status">Loading packs…</p>`;
    const ws = this.workspace!;
    const levels = this.levels(ws);
    const open = levels.find((l) => l.ref.id === this.open?.id && l.ref.packId === this.open.packId);
    const readOnly = open ? !ws.isEditable(open.pack.id) : false;
    return html`${this.playtestError ? html`<p class="status" role="alert">${this.playtestError}</p>` : nothing}
      <div class="designer"><div class="bar">
        <label>CCG level
          <select aria-label="Open a CCG level" @change=${(e: Event) => openInDesigner(levels[Number((e.target as HTMLSelectElement).value)]!.ref)}>
            ${open ? nothing : html`<option selected disabled>(none open)</option>`}
            ${levels.map((l, i) => html`<option value=${i} ?selected=${l === open}>${visibleText(l.item.name)} (${visibleText(l.pack.name)}${ws.isEditable(l.pack.id) ? '' : ', read only'})</option>`)}
          </select>
        </label>
        <button @click=${() => this.create(ws, (id) => emptyCcgLevel(id, freeName('New CCG level', new Set(levels.map((l) => String(l.item.name))))), 'new-ccg-level')}>New CCG level</button>
      </div>
      ${
        open
          ? html`<tr-ccg-workbench
            .doc=${ws.openDocument(open.ref)}
            .packs=${ws.packsFor(open.pack.id)}
            .validator=${this.validator}
            .readOnly=${readOnly}
            .saveStatus=${ws.saveStatus}
            @copy-level=${() => this.copy(ws, open.item)}
            @playtest=${(e: CustomEvent<{ level: ContentItem; askedAt: number }>) => this.playtest(ws, e)}
          ></tr-ccg-workbench>`
          : html`<div class="welcome">
            <h2>CCG level designer</h2>
            <p>Open one of the rulebook's levels to see it (copy it to change it), or start a new 3 × 6 level. Your levels are kept in a pack of your own, saved in this browser as you work.</p>
          </div>`
      }</div>`;
  }

  static override styles = [
    designerBarStyles,
    css`
    :host {
      display: grid;
      grid-template: auto minmax(0, 1fr) / minmax(0, 1fr);
      height: 100%;
      min-height: 0;
    }
    select,
    button {
      max-width: 26rem;
    }
    .designer {
      grid-area: 2 / 1;
      min-height: 0;
      display: flex;
      flex-direction: column;
    }
    tr-ccg-workbench {
      flex: 1;
      min-height: 0;
    }
    .welcome,
    .status {
      padding: 1rem 1.5rem;
      max-width: 40rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-main': TrCcgMain;
  }
}
