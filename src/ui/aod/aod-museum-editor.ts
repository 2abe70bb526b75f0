/**
 * The museum editor of the museum designer, for one aodSetup document: the museum's grid with the
 * ring of places around it (a click there lays the starting tile), the tiles of every pack to drag
 * onto the grid (a fixed museum) or to count (a random deal), and the setup's fields: size, deal,
 * characters and seats, hand limit, actions per turn, the deck's cards and the counters.
 *
 * By mouse: drag a tile from the palette onto a place to lay it; drag a laid tile to another place to
 * move it (the two swap); click a laid tile to select it. By keyboard: the places are a grid (arrow
 * keys move between them), Enter lays the palette's chosen tile (or, on the ring, the starting tile),
 * R turns the tile a quarter clockwise, Delete takes it up.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { DocWatch } from './doc-watch.ts';
import {
  fixedAt,
  layTile,
  moveTile,
  removeTile,
  resize,
  rotateTile,
  setDealCount,
} from '../../model/aod-setup-edit.ts';
import { visibleText } from '../../model/visible-text.ts';
import { tileText, turnWalls, type Compass, type SortName } from './aod-words.ts';
import { editorStyles } from './aod-designer-styles.ts';
import { renderSetupFields } from './aod-setup-fields.ts';
import { symbolIcon } from './aod-symbols.ts';

type Place = { x: number; y: number };
type Tile = ContentItem & { walls?: Compass[]; reload?: SortName; torch?: boolean; role?: string };
type Setup = ContentItem & {
  width: number;
  height: number;
  deal: string;
  start: Place;
  tiles?: { tile: string; count: number }[];
};

@customElement('tr-aod-museum-editor')
export class TrAodMuseumEditor extends LitElement {
  @property({ attribute: false }) doc!: ItemDocument;
  protected readonly watch = new DocWatch(this, () => this.doc);
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ type: Boolean }) readOnly = false;
  /** The palette's chosen tile (laid by Enter). */
  @state() private chosen = '';
  @state() private cursor: Place = { x: 0, y: 0 };
  /** A drag under way: a tile from the palette, or a laid one from its place. */
  private drag: { tile?: string; from?: Place; moved: boolean } | undefined;
  @state() private hover: Place | undefined;

  private get setup(): Setup {
    return this.doc.value as Setup;
  }

  private tiles(): Tile[] {
    const seen = new Set<string>();
    const out: Tile[] = [];
    for (const p of this.packs)
      for (const i of p.items) {
        if (i.kind !== 'aodTile' || seen.has(i.id)) continue;
        seen.add(i.id);
        out.push(i as Tile);
      }
    return out;
  }

  private tile(id: string | undefined): Tile | undefined {
    return id ? this.tiles().find((t) => t.id === id) : undefined;
  }

  private edit(change: (s: ContentItem) => ContentItem, label: string): void {
    if (!this.readOnly) this.doc.update(change, { label });
  }

  override render() {
    const s = this.setup;
    const corridors = this.tiles().filter((t) => t.role === 'corridor');
    if (!this.chosen && corridors[0]) this.chosen = corridors[0].id;
    return html`<div class="museum-editor">
      <section class="palette" aria-label="Tiles to lay">
        <h3>Tiles</h3>
        <p class="hint">${s.deal === 'fixed' ? 'Drag a tile onto the museum, or choose one and press Enter on a place.' : 'How many of each tile the random deal deals.'}</p>
        <ul>
          ${corridors.map((t) => this.renderPaletteTile(t, s))}
        </ul>
      </section>
      <section class="museum-area" aria-label="Museum">
        <h3>${s.width} × ${s.height} museum, ${s.deal === 'fixed' ? 'laid as shown' : 'dealt face down at random'}</h3>
        ${this.renderGrid(s)}
        <p class="hint">Click a place beside the museum to put the starting tile there. ${s.deal === 'fixed' ? 'R turns the chosen place’s tile, Delete takes it up.' : ''}</p>
      </section>
      <section class="fields" aria-label="Setup">${renderSetupFields(
        this.doc,
        this.packs,
        this.readOnly,
        (c, l) => this.edit(c, l),
        (w, h) => this.edit((v) => resize(v, w, h), 'Resize the museum'),
      )}</section>
    </div>`;
  }

  private renderPaletteTile(t: Tile, s: Setup) {
    const count = s.tiles?.find((d) => d.tile === t.id)?.count ?? 0;
    return html`<li>
      <button
        class="chip ${this.chosen === t.id ? 'chosen' : ''}"
        aria-pressed=${this.chosen === t.id ? 'true' : 'false'}
        aria-label=${`${visibleText(t.name)}: ${tileText({ walls: t.walls ?? [], reload: t.reload ?? null, torch: t.torch ?? false })}`}
        @click=${() => (this.chosen = t.id)}
        @pointerdown=${(e: PointerEvent) => this.startDrag(e, { tile: t.id, moved: false })}
      >
        ${this.face(t.walls ?? [], t, 'mini')} <span>${visibleText(t.name)}</span>
      </button>
      ${
        s.deal === 'random'
          ? html`<input
            type="number"
            min="0"
            max="225"
            .value=${String(count)}
            aria-label=${`How many ${visibleText(t.name)} tiles are dealt`}
            ?disabled=${this.readOnly}
            @change=${(e: Event) => this.edit((v) => setDealCount(v, t.id, Math.max(0, Number((e.target as HTMLInputElement).value) || 0)), `Deal ${t.name}`)}
          />`
          : nothing
      }
    </li>`;
  }

  /** A tile's face: walls as thick sides, its symbol and torch. */
  private face(walls: readonly Compass[], t: Tile | undefined, size: 'mini' | 'full'): TemplateResult {
    const cls = ['face', size, ...walls.map((w) => `wall-${w}`)].join(' ');
    return html`<span class=${cls} aria-hidden="true"
      >${t?.reload ? html`<span class="symbol ${t.reload}">${symbolIcon(t.reload)}</span>` : nothing}${t?.torch ? html`<span class="torch">${symbolIcon('torch')}</span>` : nothing}</span
    >`;
  }

  private renderGrid(s: Setup) {
    const rows = [];
    for (let y = -1; y <= s.height; y++) {
      const cells = [];
      for (let x = -1; x <= s.width; x++) cells.push(this.renderPlace(s, { x, y }));
      rows.push(html`<div role="row" class="row">${cells}</div>`);
    }
    return html`<div role="grid" aria-label="Museum layout" class="grid" style=${`--cols:${s.width + 2}`} @keydown=${this.onGridKey}>${rows}</div>`;
  }

  private renderPlace(s: Setup, at: Place) {
    const inside = at.x >= 0 && at.y >= 0 && at.x < s.width && at.y < s.height;
    const ring = !inside && (at.y === -1 || at.y === s.height) !== (at.x === -1 || at.x === s.width);
    const isStart = at.x === s.start?.x && at.y === s.start?.y;
    const focused = this.cursor.x === at.x && this.cursor.y === at.y;
    const common = { tabindex: focused ? 0 : -1, 'data-x': at.x, 'data-y': at.y };
    if (!inside && !ring) return html`<div role="gridcell" class="place corner"></div>`;
    if (!inside) {
      const start = this.tile((s as { startTile?: string }).startTile);
      const label = isStart
        ? `The starting tile, beside the museum (${tileText({ walls: start?.walls ?? [] })})`
        : `Beside the museum, column ${at.x + 1}, row ${at.y + 1}: put the starting tile here`;
      return html`<div
        role="gridcell"
        class="place ring ${isStart ? 'start' : ''} ${this.hover && this.hover.x === at.x && this.hover.y === at.y ? 'hover' : ''}"
        tabindex=${common.tabindex}
        data-x=${at.x}
        data-y=${at.y}
        aria-label=${label}
        @click=${() => this.setStart(at)}
      >
        ${isStart ? html`${this.face(start?.walls ?? [], undefined, 'full')}<span class="start-mark">START</span>` : nothing}
      </div>`;
    }
    const laid = s.deal === 'fixed' ? fixedAt(s, at.x, at.y) : undefined;
    const t = this.tile(laid?.tile);
    const walls = t ? turnWalls(t.walls ?? [], laid?.rotation ?? 0) : [];
    const where = `Column ${at.x + 1}, row ${at.y + 1}`;
    const label =
      s.deal !== 'fixed'
        ? `${where}: dealt at random`
        : laid
          ? `${where}: ${visibleText(t?.name ?? laid.tile)}${laid.rotation ? ` turned ${laid.rotation}°` : ''}, ${tileText({ walls, reload: t?.reload ?? null, torch: t?.torch ?? false })}`
          : `${where}: empty`;
    return html`<div
      role="gridcell"
      class="place ${s.deal === 'fixed' ? (laid ? 'laid' : 'empty') : 'random'} ${this.hover && this.hover.x === at.x && this.hover.y === at.y ? 'hover' : ''}"
      tabindex=${common.tabindex}
      data-x=${at.x}
      data-y=${at.y}
      aria-label=${label}
      aria-selected=${focused ? 'true' : 'false'}
      @pointerdown=${(e: PointerEvent) => (laid ? this.startDrag(e, { from: at, moved: false }) : undefined)}
      @click=${() => (this.cursor = at)}
    >
      ${s.deal === 'fixed' ? (laid ? this.face(walls, t, 'full') : nothing) : html`<span class="back" aria-hidden="true">?</span>`}
    </div>`;
  }

  private setStart(at: Place): void {
    this.cursor = at;
    this.edit((v) => ({ ...v, start: { ...at } }), 'Move the starting tile');
  }

  private placeAt(x: number, y: number): Place | undefined {
    const hit = (this.renderRoot as ShadowRoot).elementFromPoint(x, y)?.closest<HTMLElement>('[data-x]');
    return hit ? { x: Number(hit.dataset.x), y: Number(hit.dataset.y) } : undefined;
  }

  private startDrag(e: PointerEvent, drag: { tile?: string; from?: Place; moved: boolean }): void {
    if (this.readOnly || e.button !== 0 || this.setup.deal !== 'fixed') return;
    this.drag = drag;
    const move = (m: PointerEvent) => {
      if (!this.drag) return;
      this.drag.moved = true;
      this.hover = this.placeAt(m.clientX, m.clientY);
    };
    const up = (u: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      const d = this.drag;
      this.drag = undefined;
      this.hover = undefined;
      if (!d?.moved) return;
      const to = this.placeAt(u.clientX, u.clientY);
      const s = this.setup;
      if (!to || to.x < 0 || to.y < 0 || to.x >= s.width || to.y >= s.height) return;
      this.cursor = to;
      if (d.tile) {
        this.chosen = d.tile;
        this.edit((v) => layTile(v, d.tile!, to.x, to.y), `Lay ${d.tile}`);
      } else if (d.from && (d.from.x !== to.x || d.from.y !== to.y))
        this.edit((v) => moveTile(v, d.from!, to), 'Move a tile');
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  private readonly onGridKey = (e: KeyboardEvent) => {
    const s = this.setup;
    const f = this.cursor;
    const step: Record<string, Place> = {
      ArrowUp: { x: 0, y: -1 },
      ArrowDown: { x: 0, y: 1 },
      ArrowLeft: { x: -1, y: 0 },
      ArrowRight: { x: 1, y: 0 },
    };
    const inside = f.x >= 0 && f.y >= 0 && f.x < s.width && f.y < s.height;
    if (step[e.key]) {
      const d = step[e.key]!;
      this.cursor = { x: Math.min(s.width, Math.max(-1, f.x + d.x)), y: Math.min(s.height, Math.max(-1, f.y + d.y)) };
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('[tabindex="0"][data-x]')?.focus(),
      );
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!inside) this.setStart(f);
      else if (this.chosen)
        this.edit((v) => layTile(v, this.chosen, f.x, f.y, fixedAt(v, f.x, f.y)?.rotation ?? 0), `Lay ${this.chosen}`);
    } else if ((e.key === 'r' || e.key === 'R') && inside && fixedAt(s, f.x, f.y))
      this.edit((v) => rotateTile(v, f.x, f.y), 'Turn a tile');
    else if ((e.key === 'Delete' || e.key === 'Backspace') && inside && fixedAt(s, f.x, f.y))
      this.edit((v) => removeTile(v, f.x, f.y), 'Take up a tile');
    else return;
    e.preventDefault();
  };

  static override styles = editorStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-aod-museum-editor': TrAodMuseumEditor;
  }
}
