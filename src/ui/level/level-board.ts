import { LitElement, css, html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, query, state as litState } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { styleMap } from 'lit/directives/style-map.js';
import { TILE_SPACES, spaceAt, type LevelGrid, type Point } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { isPoint, isFacing } from '../../model/checks/coc-level/level-data.ts';
import { placements, sizeOf, slotOfSpace, tileName, type EditableLayout } from '../../model/coc-layout-edit.ts';
import { FACING_TYPES, facingTowards, tokensOn } from '../../model/coc-token-edit.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import { CELL, LOCATION_COLOURS, locationMark, spaceArt, spaceWords, terrainDefs } from './terrain-art.ts';
import { tokenIcon } from './token-icons.ts';
import { LevelController, describePick, tokenWords, type LevelEditorState, type Pick } from './level-state.ts';
import { PICK_TYPE, readPick, writePick } from './drag-data.ts';

interface Preview {
  key: string;
  at: Point;
  /** Whole slot (tiles) or one space (tokens). */
  area: 'slot' | 'space';
  problem: string | undefined;
}

const ARROWS: Record<string, Point> = { ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 }, ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 } };
const ARROW_FACING = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' } as const;

/**
 * The level as the table shows it: tile slots with each space's terrain, the tokens, the keyboard
 * cursor, the selection and the problems' marks. Tiles and tokens are dragged with HTML drag and
 * drop (palette → board, board → board); a selected facing token has a handle to drag around it.
 * Keyboard: arrows move the cursor, Enter places or selects, R/F/Delete/M act on the selection,
 * Shift+arrows set a facing.
 */
@customElement('tr-level-board')
export class TrLevelBoard extends LitElement {
  private readonly level = new LevelController(this);
  @litState() private preview: Preview | undefined;
  @litState() private fitScale = 1;
  @query('.scroller') private scroller!: HTMLDivElement;
  @query('.board') private board!: HTMLDivElement;
  private resizeObserver: ResizeObserver | undefined;
  private turnGesture = 0;

  get scale(): number {
    const zoom = this.level.state?.zoom ?? 'fit';
    return zoom === 'fit' ? this.fitScale : zoom;
  }

  override firstUpdated(): void {
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this.scroller);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    this.fit();
  }

  /** The scale at which the whole board fits its area. */
  private fit(): void {
    const grid = this.level.state?.grid;
    if (!grid || !this.scroller) return;
    const w = this.scroller.clientWidth - 16;
    const h = this.scroller.clientHeight - 16;
    if (w <= 0 || h <= 0) return;
    const scale = Math.max(0.25, Math.min(2, w / (grid.width * CELL), h / (grid.height * CELL)));
    if (Math.abs(scale - this.fitScale) > 0.001) this.fitScale = scale;
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
    this.focus();
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

  // ——— pointer and keyboard ———

  private onClick(event: MouseEvent): void {
    const state = this.level.state;
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
    if (!state || event.ctrlKey || event.metaKey || event.altKey) return;
    const arrow = ARROWS[event.key];
    let handled = true;
    if (arrow && event.shiftKey) state.face(ARROW_FACING[event.key as keyof typeof ARROW_FACING]);
    else if (arrow) state.moveCursor(arrow.x, arrow.y);
    else if (event.key === 'PageDown' || event.key === 'PageUp') state.moveCursor(0, (event.key === 'PageDown' ? 1 : -1) * TILE_SPACES);
    else if (event.key === 'Enter' || event.key === ' ') state.activate();
    else if (event.key === 'r' || event.key === 'R') state.rotate(event.shiftKey ? -1 : 1);
    else if (event.key === 'f' || event.key === 'F') state.flip();
    else if (event.key === 'Delete' || event.key === 'Backspace') state.remove();
    else if (event.key === 'm' || event.key === 'M') state.pickUpSelection();
    else if (event.key === 'Escape') {
      if (state.armed) state.arm(undefined);
      else state.select({ kind: 'level' });
    } else handled = false;
    if (handled) event.preventDefault();
  }

  // ——— drawing ———

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const { grid, layout } = state;
    const cell = CELL * this.scale;
    const boardStyle = { width: `${grid.width * cell}px`, height: `${grid.height * cell}px`, '--cell': `${cell}px` };
    return html`<div class="scroller">
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
          ${guard([grid, state.tiles], () => this.renderTerrain(grid, layout, state.tiles))}
          ${guard([layout, state.selection, state.tiles], () => this.renderSlots(state, layout))}
          ${guard([layout, state.problems], () => this.renderProblemMarks(state))}
          ${guard([layout, state.selection], () => this.renderTokens(state, layout))} ${this.renderCursor(state)}
          ${this.renderPreview()}
        </div>
      </div>
      <p id="cursor-status" class="status" role="status" aria-live="polite">${this.cursorWords(state)}</p>`;
  }

  private renderTerrain(grid: LevelGrid, layout: EditableLayout, tiles: ReadonlyMap<string, TileInfo>) {
    const size = sizeOf(layout);
    const spaces = [];
    for (const row of grid.rows) for (const space of row) if (space) spaces.push(spaceArt(space, space.face, space.x, space.y));
    const empty = [];
    for (let y = 0; y < size.rows; y++)
      for (let x = 0; x < size.columns; x++)
        if (!grid.rows[y * TILE_SPACES]?.[x * TILE_SPACES])
          empty.push(svg`<rect class="empty-slot" x=${x * TILE_SPACES * CELL + 3} y=${y * TILE_SPACES * CELL + 3} width=${TILE_SPACES * CELL - 6} height=${TILE_SPACES * CELL - 6} rx="6"></rect>`);
    const laid = placements(layout).filter((p) => grid.rows[p.slot.y * TILE_SPACES]?.[p.slot.x * TILE_SPACES]?.placement === p.index);
    const edges = laid.map((p) => {
      const x = p.slot.x * TILE_SPACES * CELL;
      const y = p.slot.y * TILE_SPACES * CELL;
      return svg`<rect x=${x + 1.5} y=${y + 1.5} width=${TILE_SPACES * CELL - 3} height=${TILE_SPACES * CELL - 3} fill="none" stroke=${LOCATION_COLOURS[p.face].edge} stroke-width="3"></rect>
        <rect x=${x + 3} y=${y + 3} width="34" height="14" rx="3" fill="rgba(255,255,255,.85)"></rect>
        ${locationMark(p.face, x + 4, y + 4)}
        <text x=${x + 18} y=${y + 14} font-size="11" font-weight="700" fill="#222">${tiles.get(p.tile)?.number ?? '?'}</text>`;
    });
    return html`<svg class="terrain" viewBox="0 0 ${grid.width * CELL} ${grid.height * CELL}" aria-hidden="true">
      ${terrainDefs()} ${empty} ${spaces} ${edges}
    </svg>`;
  }

  private renderSlots(state: LevelEditorState, layout: EditableLayout) {
    const selected = state.selection.kind === 'tile' ? state.selection.slot : undefined;
    return placements(layout).map((p) => {
      const isSelected = selected?.x === p.slot.x && selected.y === p.slot.y;
      const style = { left: `calc(var(--cell) * ${p.slot.x * TILE_SPACES})`, top: `calc(var(--cell) * ${p.slot.y * TILE_SPACES})` };
      return html`<div
        class="slot ${isSelected ? 'selected' : ''}"
        data-slot="${p.slot.x},${p.slot.y}"
        role="img"
        aria-label="Slot (${p.slot.x}, ${p.slot.y}): ${tileName(state.tiles, p.tile)}, ${p.face} face, rotated ${p.rotation}°${isSelected ? ', selected' : ''}"
        draggable="true"
        style=${styleMap(style)}
        @dragstart=${(e: DragEvent) => this.startDrag(e, { kind: 'tile', from: p.slot })}
        @dragend=${this.endDrag}
      ></div>`;
    });
  }

  private renderTokens(state: LevelEditorState, layout: EditableLayout) {
    const selectedIndex = state.selection.kind === 'token' ? state.selection.index : -1;
    return layout.tokens.map((token, index) => {
      if (!isObject(token) || !isPoint(token.at)) return nothing;
      const stack = tokensOn(layout, token.at);
      const offset = stack.length > 1 ? (stack.indexOf(index) - (stack.length - 1) / 2) * 0.22 : 0;
      const style = { left: `calc(var(--cell) * ${token.at.x + offset})`, top: `calc(var(--cell) * ${token.at.y + offset})` };
      const selected = index === selectedIndex;
      const facing = selected && FACING_TYPES.includes(String(token.type)) && isFacing(token.facing);
      return html`<div
          class="token ${selected ? 'selected' : ''}"
          data-token-index=${index}
          data-type=${String(token.type)}
          role="img"
          aria-label="${tokenWords(token)} on (${token.at.x}, ${token.at.y})${selected ? ', selected' : ''}"
          draggable="true"
          style=${styleMap(style)}
          @dragstart=${(e: DragEvent) => this.startDrag(e, { kind: 'placed-token', index })}
          @dragend=${this.endDrag}
        >
          <svg viewBox="-20 -20 40 40" aria-hidden="true">${tokenIcon(token)}</svg>
        </div>
        ${facing
          ? html`<div
              class="turn-handle"
              title="Drag around the token to turn it"
              aria-hidden="true"
              style=${styleMap(style)}
              @pointerdown=${(e: PointerEvent) => this.onTurnStart(e, index)}
              @pointermove=${(e: PointerEvent) => this.onTurnMove(e, index)}
            ></div>`
          : nothing}`;
    });
  }

  private renderProblemMarks(state: LevelEditorState) {
    const marks = new Map<string, { at: Point; area: 'slot' | 'space'; message: string }>();
    for (const problem of state.problems) {
      const tile = /^\/layout\/tiles\/(\d+)/.exec(problem.pointer);
      const token = /^\/layout\/tokens\/(\d+)/.exec(problem.pointer);
      const raw = tile ? state.layout.tiles[Number(tile[1])] : token ? state.layout.tokens[Number(token[1])] : undefined;
      const at = isObject(raw) ? (tile ? raw.slot : raw.at) : undefined;
      if (!isPoint(at)) continue;
      const area = tile ? 'slot' : 'space';
      const key = `${area}${at.x},${at.y}`;
      marks.set(key, { at, area, message: marks.has(key) ? `${marks.get(key)!.message}\n${problem.message}` : problem.message });
    }
    return [...marks.values()].map(({ at, area, message }) => {
      const n = area === 'slot' ? TILE_SPACES : 1;
      const style = { left: `calc(var(--cell) * ${at.x * n})`, top: `calc(var(--cell) * ${at.y * n})`, width: `calc(var(--cell) * ${n})`, height: `calc(var(--cell) * ${n})` };
      return html`<div class="problem-mark ${area}" title=${message} style=${styleMap(style)}><span aria-hidden="true">!</span></div>`;
    });
  }

  private renderCursor(state: LevelEditorState) {
    const { x, y } = state.cursor;
    const style = { left: `calc(var(--cell) * ${x})`, top: `calc(var(--cell) * ${y})` };
    return html`<div class="cursor ${state.armed ? 'armed' : ''}" style=${styleMap(style)} aria-hidden="true"></div>`;
  }

  private renderPreview() {
    const p = this.preview;
    if (!p) return nothing;
    const n = p.area === 'slot' ? TILE_SPACES : 1;
    const style = { left: `calc(var(--cell) * ${p.at.x * n})`, top: `calc(var(--cell) * ${p.at.y * n})`, width: `calc(var(--cell) * ${n})`, height: `calc(var(--cell) * ${n})` };
    return html`<div class="preview ${p.problem ? 'illegal' : 'legal'}" style=${styleMap(style)}>
      ${p.problem ? html`<span class="reason" role="alert">${p.problem}</span>` : nothing}
    </div>`;
  }

  private cursorWords(state: LevelEditorState): string {
    const { cursor, layout, grid } = state;
    const slot = slotOfSpace(cursor);
    const space = spaceAt(grid, cursor);
    const placed = placements(layout).find((p) => p.slot.x === slot.x && p.slot.y === slot.y);
    const tokens = tokensOn(layout, cursor).map((i) => tokenWords(layout.tokens[i]));
    const armed = state.armed ? ` Placing: ${describePick(state, state.armed)}.` : '';
    const tile = placed ? `${tileName(state.tiles, placed.tile)} ${placed.face}` : 'empty slot';
    return `Cursor on space (${cursor.x}, ${cursor.y}) in slot (${slot.x}, ${slot.y}), ${tile}: ${spaceWords(space)}${tokens.length ? `; ${tokens.join(', ')}` : ''}.${armed}`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    .scroller {
      flex: 1;
      overflow: auto;
      padding: 8px;
      background: #3a342c;
    }
    .board {
      position: relative;
      margin: auto;
      outline: none;
      box-shadow: 0 0 0 2px #1c1915;
    }
    .board:focus-visible {
      box-shadow: 0 0 0 4px #e0a15a;
    }
    .terrain {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      pointer-events: none;
    }
    .empty-slot {
      fill: #4a433a;
      stroke: #8d8273;
      stroke-width: 2;
      stroke-dasharray: 8 6;
    }
    .slot {
      position: absolute;
      width: calc(var(--cell) * 3);
      height: calc(var(--cell) * 3);
      cursor: grab;
    }
    .slot.selected {
      outline: 3px solid #e0a15a;
      outline-offset: -3px;
      box-shadow: inset 0 0 0 6px rgba(224, 161, 90, 0.35);
    }
    .token {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      cursor: grab;
      z-index: 2;
    }
    .token svg {
      width: 100%;
      height: 100%;
      display: block;
      overflow: visible;
    }
    .token.selected {
      outline: 3px solid #e0a15a;
      border-radius: 50%;
      z-index: 3;
    }
    .turn-handle {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      margin: calc(var(--cell) * -0.5);
      padding: calc(var(--cell) * 0.5);
      border-radius: 50%;
      border: 2px dashed rgba(224, 161, 90, 0.9);
      box-sizing: content-box;
      cursor: alias;
      z-index: 1;
    }
    .cursor {
      position: absolute;
      width: var(--cell);
      height: var(--cell);
      box-sizing: border-box;
      border: 3px dashed #1565c0;
      pointer-events: none;
      z-index: 4;
      display: none;
    }
    .board:focus .cursor,
    .cursor.armed {
      display: block;
    }
    .cursor.armed {
      border-style: solid;
      border-color: #2e7d32;
    }
    .problem-mark {
      position: absolute;
      box-sizing: border-box;
      border: 2px solid #d32f2f;
      pointer-events: none;
      z-index: 3;
    }
    .problem-mark span {
      position: absolute;
      right: -6px;
      top: -8px;
      background: #d32f2f;
      color: #fff;
      font: 700 11px/16px sans-serif;
      width: 16px;
      text-align: center;
      border-radius: 50%;
    }
    .preview {
      position: absolute;
      box-sizing: border-box;
      pointer-events: none;
      z-index: 5;
    }
    .preview.legal {
      background: rgba(46, 125, 50, 0.25);
      border: 3px solid #2e7d32;
    }
    .preview.illegal {
      background: rgba(211, 47, 47, 0.25);
      border: 3px solid #d32f2f;
    }
    .reason {
      position: absolute;
      top: 100%;
      left: 0;
      width: max-content;
      max-width: 22rem;
      background: #b71c1c;
      color: #fff;
      font: 13px/1.3 system-ui, sans-serif;
      padding: 0.3rem 0.5rem;
      border-radius: 4px;
    }
    .status {
      margin: 0;
      padding: 0.3rem 0.6rem;
      font-size: 0.85rem;
      background: #f4efe4;
      border-top: 1px solid var(--line, #ccc);
      min-height: 1.2em;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-board': TrLevelBoard;
  }
}
