import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state as litState } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { styleMap } from 'lit/directives/style-map.js';
import { TILE_SPACES, type Point } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint } from '../../model/checks/coc-level/level-data.ts';
import { placements, slotOfSpace, tileName, type EditableLayout, type Placed } from '../../model/coc-layout-edit.ts';
import { facingTowards } from '../../model/coc-token-edit.ts';
import { CELL } from './terrain-art.ts';
import { LevelController, type LevelEditorState, type Pick } from './level-state.ts';
import { PICK_TYPE, readPick, writePick } from './drag-data.ts';
import { terrainLayer } from './board-terrain.ts';
import { tokenLayer, type TokenHandlers } from './board-tokens.ts';
import { areaStyle, cursorWords, placeStyle, problemMarks } from './board-marks.ts';
import { boardKey } from './board-keys.ts';
import { BoardPan } from './board-pan.ts';
import { boardStyles } from './board-styles.ts';
import type { Pack } from '../../model/content.ts';
import { notesOf } from '../../model/coc-board-edit.ts';
import { cellsLayer, notesLayer, overlayLayer, overlayWords } from './board-layers.ts';
import { partsOf } from './multi-select.ts';
import { overlayBar, type OverlayChoice } from './board-tools.ts';
import type { EditOverlays } from './edit-overlays.ts';

interface Preview {
  key: string;
  at: Point;
  /** Whole slot (tiles) or one space (tokens). */
  area: 'slot' | 'space';
  problem: string | undefined;
}

/**
 * The level as the table shows it: tile slots with each space's terrain, the tokens, the keyboard
 * cursor, the selection and the problems' marks, in a scroll area that zooms (fits the window by
 * default) and pans (board-pan.ts). Tiles and tokens are dragged with HTML drag and drop (palette →
 * board, board → board); a selected facing token has a handle to drag around it. Keys: board-keys.ts.
 */
@customElement('tr-level-board')
export class TrLevelBoard extends LitElement {
  private readonly level = new LevelController(this);
  /** The packs the level is played with (the engine's overlays read them). */
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @litState() private overlay: OverlayChoice = { sight: false, reach: false, points: 2 };
  /** The overlays for a level value and move points, computed by the engine when shown. */
  private overlays: { key: unknown[]; value: EditOverlays | undefined } | undefined;
  /** A Shift+drag box: where it started and where the pointer is. */
  @litState() private box: { from: Point; to: Point; pointer: number } | undefined;
  private readonly pan = new BoardPan(this, () => this.scroller ?? undefined);
  @litState() private preview: Preview | undefined;
  /** The scroll area's inner size, from its ResizeObserver (read there, never during a render). */
  @litState() private area: { width: number; height: number } | undefined;
  @query('.scroller') private scroller!: HTMLDivElement;
  @query('.board') private board!: HTMLDivElement;
  private resizeObserver: ResizeObserver | undefined;
  private turnGesture = 0;
  private previewStyle = '';
  private followCursor = false;

  /** The scale at which the whole board fits its area. */
  get fitScale(): number {
    const grid = this.level.state?.grid;
    if (!grid || !this.area || this.area.width <= 0 || this.area.height <= 0) return 1;
    return Math.max(0.25, Math.min(2, this.area.width / (grid.width * CELL), this.area.height / (grid.height * CELL)));
  }

  get scale(): number {
    const zoom = this.level.state?.zoom ?? 'fit';
    return zoom === 'fit' ? this.fitScale : zoom;
  }

  override firstUpdated(): void {
    this.resizeObserver = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect;
      if (width !== this.area?.width || height !== this.area?.height) this.area = { width, height };
    });
    this.resizeObserver.observe(this.scroller);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (this.followCursor) {
      this.followCursor = false;
      this.renderRoot.querySelector('.cursor')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }

  override focus(): void {
    this.board?.focus();
  }

  /** The space under a pointer event, if it is on the board. */
  private spaceAtEvent(event: { clientX: number; clientY: number }): Point | undefined {
    const grid = this.level.state?.grid;
    if (!grid) return undefined;
    const rect = this.board.getBoundingClientRect();
    const size = CELL * this.scale;
    const x = Math.floor((event.clientX - rect.left) / size);
    const y = Math.floor((event.clientY - rect.top) / size);
    return x >= 0 && y >= 0 && x < grid.width && y < grid.height ? { x, y } : undefined;
  }

  // ——— drag and drop ———

  private startDrag(event: DragEvent, pick: Pick): void {
    event.stopPropagation();
    writePick(event.dataTransfer, pick);
    this.level.state?.setDrag(pick);
  }

  private onDragOver(event: DragEvent): void {
    const state = this.level.state;
    if (!state || !event.dataTransfer?.types.includes(PICK_TYPE)) return;
    event.preventDefault();
    const at = this.spaceAtEvent(event);
    const pick = state.drag;
    if (!at || !pick) return;
    const area = pick.kind === 'face' || pick.kind === 'tile' ? 'slot' : 'space';
    const where = area === 'slot' ? slotOfSpace(at) : at;
    const key = `${area}:${where.x},${where.y}`;
    if (this.preview?.key === key) return;
    const problem = state.dropProblem(pick, at);
    event.dataTransfer.dropEffect =
      pick.kind === 'face' || pick.kind === 'token' || pick.kind === 'enemy' ? 'copy' : 'move';
    this.preview = { key, at: where, area, problem };
  }

  private onDragLeave(event: DragEvent): void {
    if (!this.board.contains(event.relatedTarget as Node | null)) this.preview = undefined;
  }

  private onDrop(event: DragEvent): void {
    const state = this.level.state;
    if (!state) return;
    const pick = readPick(event.dataTransfer) ?? state.drag;
    const at = this.spaceAtEvent(event);
    this.preview = undefined;
    state.setDrag(undefined);
    if (!pick || !at) return;
    event.preventDefault();
    state.drop(pick, at);
    this.focusAfterFrame();
  }

  /**
   * Gives the board the focus (so R, F, Delete act on what was just placed) once the frame that
   * shows the placement is out: focusing recomputes styles, which must not delay that frame.
   */
  private focusAfterFrame(): void {
    if (this.shadowRoot?.activeElement === this.board) return;
    requestAnimationFrame(() => setTimeout(() => this.board?.focus({ preventScroll: true })));
  }

  private endDrag(): void {
    this.preview = undefined;
    this.level.state?.setDrag(undefined);
  }

  // ——— turning a token by dragging around it ———

  private onTurnStart(event: PointerEvent, index: number): void {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    this.turnGesture++;
    this.turnTo(event, index);
  }

  private onTurnMove(event: PointerEvent, index: number): void {
    if (!(event.currentTarget as HTMLElement).hasPointerCapture(event.pointerId)) return;
    this.turnTo(event, index);
  }

  private turnTo(event: PointerEvent, index: number): void {
    const state = this.level.state;
    const token = state?.layout.tokens[index];
    if (!state || !isObject(token) || !isPoint(token.at)) return;
    const rect = this.board.getBoundingClientRect();
    const size = CELL * this.scale;
    const centre = { x: rect.left + (token.at.x + 0.5) * size, y: rect.top + (token.at.y + 0.5) * size };
    const facing = facingTowards(centre, { x: event.clientX, y: event.clientY });
    // Every step of one drag around the token is one undo step.
    if (facing && facing !== token.facing) state.face(facing, `turn-token-${this.turnGesture}`);
  }

  private readonly tokenHandlers: TokenHandlers = {
    dragStart: (e, index) => this.startDrag(e, { kind: 'placed-token', index }),
    dragEnd: () => this.endDrag(),
    turnStart: (e, index) => this.onTurnStart(e, index),
    turnMove: (e, index) => this.onTurnMove(e, index),
  };

  // ——— pointer and keyboard ———

  private onClick(event: MouseEvent): void {
    const state = this.level.state;
    if (this.pan.endsPan()) return;
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    const at = this.spaceAtEvent(event);
    if (!state || !at) return;
    state.cursor = at;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-token-index]');
    if (event.shiftKey) {
      const slot = slotOfSpace(at);
      if (target) state.toggleSelect({ kind: 'token', index: Number(target.dataset.tokenIndex) });
      else if (placements(state.layout).some((p) => p.slot.x === slot.x && p.slot.y === slot.y))
        state.toggleSelect({ kind: 'tile', slot });
    } else if (target) state.select({ kind: 'token', index: Number(target.dataset.tokenIndex) });
    else if (state.armed) state.activate();
    else {
      const slot = slotOfSpace(at);
      state.select(
        placements(state.layout).some((p) => p.slot.x === slot.x && p.slot.y === slot.y)
          ? { kind: 'tile', slot }
          : { kind: 'level' },
      );
    }
    this.focus();
  }

  private onKeyDown(event: KeyboardEvent): void {
    const state = this.level.state;
    if (!state) return;
    const cursor = state.cursor;
    if (this.pan.panKey(event, CELL * this.scale) || boardKey(state, event)) event.preventDefault();
    if (state.cursor !== cursor) this.followCursor = true;
  }

  // ——— Shift+drag: a box selecting what lies in it ———

  private onBoxDown(event: PointerEvent): void {
    if (!event.shiftKey || event.button !== 0) return;
    const at = this.spaceAtEvent(event);
    if (!at) return;
    // Not a pan of the scroll area, nor a drag of the piece under the pointer.
    event.stopPropagation();
    event.preventDefault();
    this.board.setPointerCapture(event.pointerId);
    this.box = { from: at, to: at, pointer: event.pointerId };
  }

  private onBoxMove(event: PointerEvent): void {
    if (this.box?.pointer !== event.pointerId) return;
    const at = this.spaceAtEvent(event);
    if (at && (at.x !== this.box.to.x || at.y !== this.box.to.y)) this.box = { ...this.box, to: at };
  }

  private onBoxUp(event: PointerEvent): void {
    const box = this.box;
    if (box?.pointer !== event.pointerId) return;
    this.box = undefined;
    // A box of one space is a Shift+click, handled by the click.
    if (box.from.x !== box.to.x || box.from.y !== box.to.y) {
      this.level.state?.selectArea(box.from, box.to);
      this.swallowClick = true;
    }
    this.focus();
  }

  private swallowClick = false;

  private boxStyle(box: { from: Point; to: Point }): string {
    const x = Math.min(box.from.x, box.to.x);
    const y = Math.min(box.from.y, box.to.y);
    return `${placeStyle(x, y)};width:calc(var(--cell) * ${Math.abs(box.to.x - box.from.x) + 1});height:calc(var(--cell) * ${Math.abs(box.to.y - box.from.y) + 1})`;
  }

  // ——— overlays ———

  private currentOverlays(state: LevelEditorState): EditOverlays | undefined {
    if (!this.overlay.sight && !this.overlay.reach) return undefined;
    const key = [state.value, state.grid, this.packs, this.overlay.points];
    if (this.overlays && this.overlays.key.every((k, i) => k === key[i])) return this.overlays.value;
    this.overlays = { key, value: this.overlays?.value };
    void import('./edit-overlays.ts').then((m) => {
      if (this.overlays?.key !== key) return;
      this.overlays = { key, value: m.editOverlays(this.packs, state.value, state.grid, this.overlay.points) };
      this.requestUpdate();
    });
    return this.overlays.value;
  }

  // ——— drawing ———

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const { grid, layout } = state;
    const cell = CELL * this.scale;
    const boardStyle = { width: `${grid.width * cell}px`, height: `${grid.height * cell}px`, '--cell': `${cell}px` };
    const parts = partsOf(state.selection);
    const selectedKey = parts.tokens.join(',');
    // Laying a tile keeps the layout's list of tokens: the token layer is then not even walked.
    const tokens = guard([layout.tokens, selectedKey], () =>
      tokenLayer(layout, new Set(parts.tokens), this.tokenHandlers),
    );
    const notes = notesOf(layout);
    const overlays = this.currentOverlays(state);
    const enemyName = (id: string) =>
      String(this.packs.flatMap((p) => p.items).find((i) => i.kind === 'enemy' && i.id === id)?.name ?? id);
    return html`${overlayBar(this.overlay, overlays, state, (next) => (this.overlay = next))}<div
        class="scroller ${this.pan.panning ? 'panning' : ''}"
        @pointerdown=${this.pan.onPointerDown}
        @pointermove=${this.pan.onPointerMove}
        @pointerup=${this.pan.onPointerUp}
        @pointercancel=${this.pan.onPointerUp}
      >
        <div
          class="board"
          tabindex="0"
          role="application"
          aria-roledescription="level board"
          aria-label="Level board, ${grid.width / TILE_SPACES} by ${grid.height / TILE_SPACES} tile slots"
          aria-describedby="cursor-status"
          style=${styleMap(boardStyle)}
          @dragover=${this.onDragOver}
          @dragleave=${this.onDragLeave}
          @drop=${this.onDrop}
          @click=${this.onClick}
          @keydown=${this.onKeyDown}
          @pointerdown=${this.onBoxDown}
          @pointermove=${this.onBoxMove}
          @pointerup=${this.onBoxUp}
          @mousedown=${(e: MouseEvent) => e.shiftKey && e.preventDefault()}
        >
          ${guard([grid], () => terrainLayer(grid))}
          ${guard([layout, state.selection, state.tiles], () => this.renderSlots(state, layout))}
          ${guard([layout, state.problems], () => problemMarks(state))}
          ${overlayLayer(overlays, this.overlay.sight, this.overlay.reach)}
          ${tokens} ${guard([notes.map((n) => `${n.at.x},${n.at.y},${n.text}`).join('|')], () => notesLayer(notes))} ${this.renderCursor(state)}
          ${this.renderPreview()}
          ${this.box ? html`<div class="select-box" style=${this.boxStyle(this.box)}></div>` : nothing}
          ${guard([grid, layout, state.tiles, selectedKey, this.packs, overlays, this.overlay], () =>
            cellsLayer(
              grid,
              layout,
              state.tiles,
              notes,
              enemyName,
              new Set(parts.tokens),
              overlayWords(overlays, this.overlay.sight, this.overlay.reach),
            ),
          )}
        </div>
      </div>
      <p id="cursor-status" class="status" role="status" aria-live="polite">${cursorWords(state)}</p>`;
  }

  /**
   * A box over every slot; a laid tile's box is its drag handle, name and selection. Every slot has
   * its box even when empty, so that laying or taking away a tile changes a box's attributes and
   * never the board's list of boxes (which would lay out all the board's pieces again). Each box is
   * drawn again only when its tile changes.
   */
  private renderSlots(state: LevelEditorState, layout: EditableLayout) {
    const slots = partsOf(state.selection).slots;
    const tiles = state.tiles;
    const laid = new Map(placements(layout).map((p) => [`${p.slot.x},${p.slot.y}`, p]));
    const boxes = [];
    for (let y = 0; y < state.grid.height / TILE_SPACES; y++)
      for (let x = 0; x < state.grid.width / TILE_SPACES; x++) {
        const p = laid.get(`${x},${y}`);
        const isSelected = !!p && slots.some((sl) => sl.x === x && sl.y === y);
        boxes.push(
          guard([x, y, p?.tile, p?.face, p?.rotation, isSelected, tiles], () =>
            this.renderSlot(tiles, x, y, p, isSelected),
          ),
        );
      }
    return boxes;
  }

  private renderSlot(
    tiles: LevelEditorState['tiles'],
    x: number,
    y: number,
    p: Placed | undefined,
    isSelected: boolean,
  ) {
    // One template for an empty and a laid slot, so that laying a tile changes the box's attributes.
    return html`<div
      class="box ${p ? 'slot' : ''} ${isSelected ? 'selected' : ''}"
      data-slot=${p ? `${x},${y}` : nothing}
      role=${p ? 'img' : nothing}
      aria-label=${p ? `Slot (${x}, ${y}): ${tileName(tiles, p.tile)}, ${p.face} face, rotated ${p.rotation}°${isSelected ? ', selected' : ''}` : nothing}
      draggable=${p ? 'true' : 'false'}
      style=${placeStyle(x * TILE_SPACES, y * TILE_SPACES)}
      @dragstart=${(e: DragEvent) => p && this.startDrag(e, { kind: 'tile', from: p.slot })}
      @dragend=${this.endDrag}
    >${p ? html`<span class="tile-number" aria-hidden="true">${tiles.get(p.tile)?.number ?? '?'}</span>` : nothing}</div>`;
  }

  private renderCursor(state: LevelEditorState) {
    const { x, y } = state.cursor;
    return html`<div class="cursor ${state.armed ? 'armed' : ''}" style=${placeStyle(x, y)} aria-hidden="true"></div>`;
  }

  /** Where the drop would go; kept in the board when there is none (only hidden), like the slots' boxes. */
  private renderPreview() {
    const p = this.preview;
    if (p) this.previewStyle = areaStyle(p.at, p.area);
    return html`<div class="preview ${p ? (p.problem ? 'illegal' : 'legal') : 'off'}" style=${this.previewStyle}>
      ${p?.problem ? html`<span class="reason" role="alert">${p.problem}</span>` : nothing}
    </div>`;
  }

  static override styles = boardStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-board': TrLevelBoard;
  }
}
