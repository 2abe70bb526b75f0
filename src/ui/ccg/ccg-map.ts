import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { MapCell, Spot } from '../../model/ccg-level-map.ts';
import { depthRating } from '../../model/ccg-level-map.ts';
import { clearRotation, flipAt, removeAt, rotateAt } from '../../model/ccg-level-edit.ts';
import { CcgController, readPick, writePick, type CcgDesignerState } from './ccg-state.ts';
import { cardArt, cardArtStyles, levelMapStyles } from './ccg-card-art.ts';
import { resizeHandles, resizeStyles } from './map-resize.ts';
import { BoardPan } from '../level/board-pan.ts';
import { entrancePaths, type EntrancePaths } from '../../analysis/ccg-entrance-paths.ts';
import { pathMarks, pathStyles, pathSummary, pathWords } from './ccg-paths-layer.ts';

/** The zoom steps (as the level editor's). */
const ZOOMS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];
/** How far (pixels) a Shift+drag moves before it draws a box rather than being a Shift+click. */
const BAND = 4;

interface Band {
  pointer: number;
  x: number;
  y: number;
  to?: { x: number; y: number };
}

/**
 * The level map: width × depth spots, depth 1 (the entrance row) at the bottom, each row labelled
 * with its depth and, when the level starts deeper, its depth rating. Cards are dropped on spots
 * from the card browser and dragged between spots. Keyboard: arrows move the cursor, Enter puts
 * down what was picked (or selects), M picks up the card on the spot to move it, R / Shift+R turn
 * it, F flips it, T clears its rotation, Delete removes it, Escape drops the pick. Its right and
 * top edges are dragged to resize it (map-resize.ts). Shift+click adds a card to the cards selected
 * together and Shift+drag selects the cards in a box (copied, pasted and deleted by ccg-state.ts).
 * The map zooms (+ − 0, the buttons, Ctrl+wheel round the pointer) and pans (the shared BoardPan:
 * drag the background or with the middle button, Alt+arrows); the point under the pointer, or the
 * middle, stays put. A toggle draws the paths from the entrances over it (ccg-paths-layer.ts).
 */
@customElement('tr-ccg-map')
export class TrCcgMap extends LitElement {
  private readonly ccg = new CcgController(this);
  /** The scale the map is drawn at (1: a spot is 6.5rem). */
  @litState() zoom = 1;
  @litState() private band: Band | undefined;
  private swallowClick = false;
  private readonly pan = new BoardPan(this, () => this.renderRoot.querySelector<HTMLElement>('.scroller') ?? undefined);
  private paths: { key: unknown[]; value: EntrancePaths } | undefined;

  private pathsOf(state: CcgDesignerState): EntrancePaths {
    const key = [state.value, state.setup, state.catalog];
    if (!this.paths || this.paths.key.some((k, i) => k !== key[i]))
      this.paths = { key, value: entrancePaths(state.value, state.catalog, state.setup) };
    return this.paths.value;
  }

  private get frame(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.frame');
  }

  /** Draws the map at `scale`, keeping still the point under `at` (or the middle of the view). */
  async zoomTo(scale: number, at?: { x: number; y: number }): Promise<void> {
    const next = Math.max(ZOOMS[0]!, Math.min(ZOOMS.at(-1)!, scale));
    if (next === this.zoom) return;
    await this.pan.zoomKeeping(
      () => this.frame,
      () => {
        this.zoom = next;
        return this.updateComplete;
      },
      at,
    );
  }

  /** One zoom step in or out. */
  zoomBy(direction: 1 | -1, at?: { x: number; y: number }): Promise<void> {
    const next =
      direction > 0 ? ZOOMS.find((z) => z > this.zoom + 0.01) : [...ZOOMS].reverse().find((z) => z < this.zoom - 0.01);
    return this.zoomTo(next ?? this.zoom, at);
  }

  /** The scale at which the whole map fits the view. */
  fit(): Promise<void> {
    const frame = this.frame;
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!frame || !scroller) return Promise.resolve();
    const box = frame.getBoundingClientRect();
    const room = { width: scroller.clientWidth - 24, height: scroller.clientHeight - 24 };
    const natural = { width: box.width / this.zoom, height: box.height / this.zoom };
    return this.zoomTo(Math.floor(Math.min(room.width / natural.width, room.height / natural.height) * 100) / 100);
  }

  private onViewKey(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey) return;
    if (this.pan.panKey(event, 108 * this.zoom)) event.preventDefault();
    else if (event.altKey || (event.shiftKey && event.key !== '+')) return;
    else if (event.key === '+' || event.key === '=') void this.zoomBy(1);
    else if (event.key === '-') void this.zoomBy(-1);
    else if (event.key === '0') void this.fit();
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  private onWheel(event: WheelEvent): void {
    if (!event.ctrlKey || !event.deltaY) return;
    event.preventDefault();
    void this.zoomBy(event.deltaY < 0 ? 1 : -1, { x: event.clientX, y: event.clientY });
  }

  // ——— Shift+drag: a box selecting the cards in it ———

  private onDown(event: PointerEvent): void {
    if (event.shiftKey && event.button === 0) {
      this.band = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
      return;
    }
    this.pan.onPointerDown(event);
  }

  private onMove(event: PointerEvent): void {
    const band = this.band;
    if (band?.pointer !== event.pointerId) return this.pan.onPointerMove(event);
    if (!band.to && Math.hypot(event.clientX - band.x, event.clientY - band.y) < BAND) return;
    if (!band.to) this.renderRoot.querySelector<HTMLElement>('.scroller')?.setPointerCapture(event.pointerId);
    this.band = { ...band, to: { x: event.clientX, y: event.clientY } };
  }

  private onUp(state: CcgDesignerState, event: PointerEvent): void {
    const band = this.band;
    if (band?.pointer !== event.pointerId) return this.pan.onPointerUp(event);
    this.band = undefined;
    if (!band.to) return;
    this.swallowClick = true;
    const [x0, x1] = [Math.min(band.x, band.to.x), Math.max(band.x, band.to.x)];
    const [y0, y1] = [Math.min(band.y, band.to.y), Math.max(band.y, band.to.y)];
    const spots = [...this.renderRoot.querySelectorAll<HTMLElement>('[role=gridcell]')].flatMap((el) => {
      const r = el.getBoundingClientRect();
      return r.right >= x0 && r.left <= x1 && r.bottom >= y0 && r.top <= y1
        ? [{ column: Number(el.dataset.column), depth: Number(el.dataset.depth) }]
        : [];
    });
    state.pickAll(spots);
  }

  /** The box being drawn, in the scroll area's own coordinates. */
  private bandStyle(band: Band): string {
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!scroller || !band.to) return 'display: none';
    const r = scroller.getBoundingClientRect();
    const left = Math.min(band.x, band.to.x) - r.left + scroller.scrollLeft;
    const top = Math.min(band.y, band.to.y) - r.top + scroller.scrollTop;
    return `left: ${left}px; top: ${top}px; width: ${Math.abs(band.to.x - band.x)}px; height: ${Math.abs(band.to.y - band.y)}px`;
  }

  private onCellClick(state: CcgDesignerState, spot: Spot, event: MouseEvent): void {
    if (this.pan.endsPan()) return;
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    if (event.shiftKey) state.togglePick(spot);
    else state.select({ kind: 'spot', spot });
  }

  private describe(state: CcgDesignerState, cell: MapCell): string {
    const where = `Column ${cell.spot.column}, depth ${cell.spot.depth}`;
    const name = (id: string | undefined) =>
      id ? (state.catalog.get(id)?.name ?? id) : 'any entrance room of the deck';
    if (cell.kind === 'unknown')
      return `${where}: unknown, drawn from ${state.decks.find((d) => d.fills(cell.spot))?.label ?? 'no deck'}`;
    if (cell.kind === 'entrance') return `${where}: entrance, ${name(cell.card)}`;
    if (cell.kind === 'drawnTreasureRoom')
      return `${where}: treasure room drawn from ${cell.choices.map((c) => name(c)).join(' or ')} when entered`;
    return `${where}: ${name(cell.card)}, face ${cell.face}${cell.rotation !== undefined ? `, rotation ${cell.rotation}` : ', turned as explored'}`;
  }

  private onKey(state: CcgDesignerState, event: KeyboardEvent): void {
    const { width, depth } = state.map;
    const c = state.cursor;
    const move: Record<string, Spot> = {
      ArrowLeft: { column: Math.max(1, c.column - 1), depth: c.depth },
      ArrowRight: { column: Math.min(width, c.column + 1), depth: c.depth },
      ArrowUp: { column: c.column, depth: Math.min(depth, c.depth + 1) },
      ArrowDown: { column: c.column, depth: Math.max(1, c.depth - 1) },
    };
    const key = event.key;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (key in move) {
      state.cursor = move[key]!;
      state.select({ kind: 'spot', spot: state.cursor });
    } else if (key === 'Enter' || key === ' ') {
      if (state.armed) {
        const pick = state.armed;
        if (state.drop(pick, c) && pick.kind === 'spot') state.armed = undefined;
      } else state.select({ kind: 'spot', spot: c });
    } else if (key === 'm' || key === 'M') {
      if (state.cell(c)?.kind === 'unknown') return state.say('There is nothing on this spot to move.', 'refused');
      state.armed = { kind: 'spot', from: c };
      state.say('Move the cursor and press Enter to put the card down, Escape to cancel.', 'done');
    } else if (key === 'Escape') {
      state.armed = undefined;
      state.notice = undefined;
      state.changed();
    } else if (key === 'r' || key === 'R')
      state.edit(rotateAt(state.value, c, event.shiftKey ? -90 : 90), 'Rotate card');
    else if (key === 'f' || key === 'F') state.edit(flipAt(state.value, c), 'Flip card');
    else if (key === 't' || key === 'T') state.edit(clearRotation(state.value, c), 'Turn as explored');
    else if (key === 'Delete' || key === 'Backspace') {
      if (!state.removePicked()) state.edit(removeAt(state.value, c, state.setup), 'Remove card');
    } else return;
    event.preventDefault();
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus(),
    );
  }

  private onDrop(state: CcgDesignerState, spot: Spot, event: DragEvent): void {
    event.preventDefault();
    const pick = readPick(event.dataTransfer) ?? state.drag;
    state.drag = undefined;
    if (pick) state.drop(pick, spot);
  }

  private renderCell(state: CcgDesignerState, cell: MapCell) {
    const { spot } = cell;
    const cursor = state.cursor.column === spot.column && state.cursor.depth === spot.depth;
    const selected =
      (state.selection?.kind === 'spot' &&
        state.selection.spot.column === spot.column &&
        state.selection.spot.depth === spot.depth) ||
      (cell.kind !== 'unknown' && state.picked.some((p) => p.column === spot.column && p.depth === spot.depth));
    const paths = state.showPaths ? this.pathsOf(state) : undefined;
    const problem = state.problems.some((p) => {
      const s = p.pointer.match(/^\/(fixedCells\/\d+|entrances\/setups\/\d+\/rooms\/\d+)/)?.[0];
      return s !== undefined && 'pointer' in cell && cell.pointer === s;
    });
    const draggable = cell.kind !== 'unknown';
    let body;
    if (cell.kind === 'card') body = cardArt(state.catalog.get(cell.card), cell.card, cell.face, cell.rotation);
    else if (cell.kind === 'entrance')
      body = html`${cardArt(state.catalog.get(cell.card ?? ''), cell.card ?? 'entrance', 'up', 0)}${cell.card ? nothing : html`<span class="any">any entrance room</span>`}`;
    else if (cell.kind === 'drawnTreasureRoom')
      body = html`<div class="drawn"><strong>Treasure room</strong><span>drawn when entered from</span>${cell.choices.map((c) => html`<span>${state.catalog.get(c)?.name ?? c}</span>`)}</div>`;
    else body = html`<div class="unknown">${state.decks.find((d) => d.fills(spot))?.label ?? ''}</div>`;
    return html`<div
      role="gridcell"
      class="cell ${cell.kind} ${cursor ? 'cursor' : ''} ${selected ? 'selected' : ''} ${problem ? 'problem' : ''}"
      data-column=${spot.column}
      data-depth=${spot.depth}
      data-kind=${cell.kind}
      data-card=${'card' in cell && cell.card ? cell.card : nothing}
      data-face=${cell.kind === 'card' ? cell.face : nothing}
      data-rotation=${cell.kind === 'card' && cell.rotation !== undefined ? cell.rotation : nothing}
      aria-label=${this.describe(state, cell) + (paths ? pathWords(paths, spot) : '')}
      aria-selected=${selected ? 'true' : 'false'}
      tabindex=${cursor ? 0 : -1}
      draggable=${draggable ? 'true' : 'false'}
      @click=${(e: MouseEvent) => this.onCellClick(state, spot, e)}
      @dragstart=${(e: DragEvent) => {
        // Shift+drag draws a box instead.
        if (e.shiftKey) return e.preventDefault();
        state.drag = { kind: 'spot', from: spot };
        writePick(e.dataTransfer, state.drag);
      }}
      @dragend=${() => (state.drag = undefined)}
      @dragover=${(e: DragEvent) => e.preventDefault()}
      @drop=${(e: DragEvent) => this.onDrop(state, spot, e)}
    >
      ${body}${paths ? pathMarks(paths, spot) : nothing}
    </div>`;
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const map = state.map;
    const rows = [...map.rows].reverse();
    const paths = state.showPaths ? this.pathsOf(state) : undefined;
    return html`<div class="tools" role="toolbar" aria-label="Map view">
        <label title="Draw, from every entrance, the spots its paths of exits reach and in how many steps"><input type="checkbox" .checked=${state.showPaths} @change=${(
          e: Event,
        ) => {
          state.showPaths = (e.target as HTMLInputElement).checked;
          state.changed();
        }} /> Paths from the entrances</label>
        <span class="zoom-tools" role="group" aria-label="Zoom">
          <button @click=${() => this.zoomBy(-1)} aria-label="Zoom out" title="Zoom out (−)">−</button>
          <span class="zoom" aria-live="polite">${Math.round(this.zoom * 100)}%</span>
          <button @click=${() => this.zoomBy(1)} aria-label="Zoom in" title="Zoom in (+)">+</button>
          <button @click=${() => this.fit()} title="Fit the map to the view (0)">Fit</button>
        </span>
      </div>
      ${paths ? pathSummary(paths) : nothing}
      <div
        class="scroller ${this.pan.panning ? 'panning' : ''}"
        @keydown=${this.onViewKey}
        @wheel=${this.onWheel}
        @pointerdown=${this.onDown}
        @pointermove=${this.onMove}
        @pointerup=${(e: PointerEvent) => this.onUp(state, e)}
        @pointercancel=${(e: PointerEvent) => this.onUp(state, e)}
      >
        <div class="frame" style="zoom: ${this.zoom}"><div class="map" role="grid" aria-label="Level map, ${map.width} wide and ${map.depth} deep; depth 1 at the bottom" aria-rowcount=${map.depth} aria-multiselectable="true" @keydown=${(e: KeyboardEvent) => this.onKey(state, e)} style="--columns: ${map.width}">
          ${rows.map(
            (row, r) => html`<div role="row" class="row">
              <div class="depth" role="rowheader">Depth ${map.depth - r}${map.startingDepth !== 1 ? html`<small>rating ${depthRating(state.value, map.depth - r)}</small>` : nothing}</div>
              ${row.map((cell) => this.renderCell(state, cell))}
            </div>`,
          )}
        </div>${resizeHandles(state)}</div>
        ${this.band?.to ? html`<div class="band" style=${this.bandStyle(this.band)}></div>` : nothing}
      </div>
      ${map.outside.length ? html`<p class="outside" role="note">${map.outside.length} placed card${map.outside.length === 1 ? ' lies' : 's lie'} outside the map (see the problems).</p>` : nothing}`;
  }

  override focus(): void {
    this.renderRoot.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus();
  }

  static override styles = [
    cardArtStyles,
    levelMapStyles,
    resizeStyles,
    pathStyles,
    css`
    :host {
      display: flex;
      flex-direction: column;
      /* Clip, not hidden: focusing a spot of a zoomed map scrolls the scroll area, never the map's box. */
      overflow: clip;
      padding: 0;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.8rem;
      padding: 0.25rem 0.6rem;
      font-size: 0.85rem;
    }
    .zoom-tools {
      display: inline-flex;
      align-items: center;
      gap: 0.2rem;
    }
    .zoom-tools button {
      font: inherit;
      min-width: 1.8rem;
    }
    .zoom {
      min-width: 3rem;
      text-align: center;
    }
    .scroller {
      position: relative;
      flex: 1;
      min-height: 0;
      overflow: auto;
      padding: 0.6rem;
    }
    .scroller.panning {
      cursor: grabbing;
    }
    .band {
      position: absolute;
      border: 2px dashed #1565c0;
      background: rgb(21 101 192 / 8%);
      pointer-events: none;
    }
    .cell {
      position: relative;
      width: 6.5rem;
      height: 6.5rem;
      box-sizing: border-box;
      border-radius: 6px;
      cursor: pointer;
    }
    .unknown {
      font-size: 0.65rem;
      color: #9a8f80;
      padding: 0.3rem;
      text-align: center;
    }
    .cell.selected {
      outline: 3px solid #1565c0;
      outline-offset: 1px;
    }
    .cell.cursor:focus-visible {
      outline: 3px solid #e0a15a;
    }
    .cell.problem::after {
      content: '!';
      position: absolute;
      top: -6px;
      right: -6px;
      background: #b71c1c;
      color: #fff;
      border-radius: 50%;
      width: 1.1rem;
      height: 1.1rem;
      text-align: center;
      font-weight: 700;
      font-size: 0.8rem;
    }
    .any {
      position: absolute;
      inset: auto 0 0.2rem 0;
      text-align: center;
      font-size: 0.6rem;
    }
    .outside {
      color: #8e1414;
      font-size: 0.85rem;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-map': TrCcgMap;
  }
}
