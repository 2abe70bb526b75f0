import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, query, state as litState } from 'lit/decorators.js';
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
    event.dataTransfer.dropEffect = pick.kind === 'face' || pick.kind === 'token' ? 'copy' : 'move';
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
    const at = this.spaceAtEvent(event);
    if (!state || !at) return;
    state.cursor = at;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-token-index]');
    if (target) state.select({ kind: 'token', index: Number(target.dataset.tokenIndex) });
    else if (state.armed) state.activate();
    else {
      const slot = slotOfSpace(at);
      state.select(placements(state.layout).some((p) => p.slot.x === slot.x && p.slot.y === slot.y) ? { kind: 'tile', slot } : { kind: 'level' });
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

  // ——— drawing ———

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const { grid, layout } = state;
    const cell = CELL * this.scale;
    const boardStyle = { width: `${grid.width * cell}px`, height: `${grid.height * cell}px`, '--cell': `${cell}px` };
    const selectedToken = state.selection.kind === 'token' ? state.selection.index : -1;
    // Laying a tile keeps the layout's list of tokens: the token layer is then not even walked.
    const tokens = guard([layout.tokens, selectedToken], () => tokenLayer(layout, selectedToken, this.tokenHandlers));
    return html`<div
        class="scroller ${this.pan.panning ? 'panning' : ''}"
        @pointerdown=${this.pan.onPointerDown}
        @pointermove=${(e: PointerEvent) => {
          const was = this.pan.panning;
          this.pan.onPointerMove(e);
          if (was !== this.pan.panning) this.requestUpdate();
        }}
        @pointerup=${(e: PointerEvent) => {
          this.pan.onPointerUp(e);
          this.requestUpdate();
        }}
        @pointercancel=${(e: PointerEvent) => this.pan.onPointerUp(e)}
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
        >
          ${guard([grid], () => terrainLayer(grid))}
          ${guard([layout, state.selection, state.tiles], () => this.renderSlots(state, layout))}
          ${guard([layout, state.problems], () => problemMarks(state))}
          ${tokens} ${this.renderCursor(state)}
          ${this.renderPreview()}
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
    const selected = state.selection.kind === 'tile' ? state.selection.slot : undefined;
    const tiles = state.tiles;
    const laid = new Map(placements(layout).map((p) => [`${p.slot.x},${p.slot.y}`, p]));
    const boxes = [];
    for (let y = 0; y < state.grid.height / TILE_SPACES; y++)
      for (let x = 0; x < state.grid.width / TILE_SPACES; x++) {
        const p = laid.get(`${x},${y}`);
        const isSelected = !!p && selected?.x === x && selected.y === y;
        boxes.push(guard([x, y, p?.tile, p?.face, p?.rotation, isSelected, tiles], () => this.renderSlot(tiles, x, y, p, isSelected)));
      }
    return boxes;
  }

  private renderSlot(tiles: LevelEditorState['tiles'], x: number, y: number, p: Placed | undefined, isSelected: boolean) {
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
