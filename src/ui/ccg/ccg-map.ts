import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { MapCell, Spot } from '../../model/ccg-level-map.ts';
import { depthRating } from '../../model/ccg-level-map.ts';
import { clearRotation, flipAt, removeAt, rotateAt } from '../../model/ccg-level-edit.ts';
import { CcgController, readPick, writePick, type CcgDesignerState } from './ccg-state.ts';
import { cardArt, cardArtStyles, levelMapStyles } from './ccg-card-art.ts';
import { resizeHandles, resizeStyles } from './map-resize.ts';

/**
 * The level map: width × depth spots, depth 1 (the entrance row) at the bottom, each row labelled
 * with its depth and, when the level starts deeper, its depth rating. Cards are dropped on spots
 * from the card browser and dragged between spots. Keyboard: arrows move the cursor, Enter puts
 * down what was picked (or selects), M picks up the card on the spot to move it, R / Shift+R turn
 * it, F flips it, T clears its rotation, Delete removes it, Escape drops the pick. Its right and
 * top edges are dragged to resize it (map-resize.ts).
 */
@customElement('tr-ccg-map')
export class TrCcgMap extends LitElement {
  private readonly ccg = new CcgController(this);

  private describe(state: CcgDesignerState, cell: MapCell): string {
    const where = `Column ${cell.spot.column}, depth ${cell.spot.depth}`;
    const name = (id: string | undefined) => (id ? (state.catalog.get(id)?.name ?? id) : 'any entrance room of the deck');
    if (cell.kind === 'unknown') return `${where}: unknown, drawn from ${state.decks.find((d) => d.fills(cell.spot))?.label ?? 'no deck'}`;
    if (cell.kind === 'entrance') return `${where}: entrance, ${name(cell.card)}`;
    if (cell.kind === 'drawnTreasureRoom') return `${where}: treasure room drawn from ${cell.choices.map((c) => name(c)).join(' or ')} when entered`;
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
    } else if (key === 'r' || key === 'R') state.edit(rotateAt(state.value, c, event.shiftKey ? -90 : 90), 'Rotate card');
    else if (key === 'f' || key === 'F') state.edit(flipAt(state.value, c), 'Flip card');
    else if (key === 't' || key === 'T') state.edit(clearRotation(state.value, c), 'Turn as explored');
    else if (key === 'Delete' || key === 'Backspace') state.edit(removeAt(state.value, c, state.setup), 'Remove card');
    else return;
    event.preventDefault();
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus());
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
    const selected = state.selection?.kind === 'spot' && state.selection.spot.column === spot.column && state.selection.spot.depth === spot.depth;
    const problem = state.problems.some((p) => {
      const s = p.pointer.match(/^\/(fixedCells\/\d+|entrances\/setups\/\d+\/rooms\/\d+)/)?.[0];
      return s !== undefined && 'pointer' in cell && cell.pointer === s;
    });
    const draggable = cell.kind !== 'unknown';
    let body;
    if (cell.kind === 'card') body = cardArt(state.catalog.get(cell.card), cell.card, cell.face, cell.rotation);
    else if (cell.kind === 'entrance') body = html`${cardArt(state.catalog.get(cell.card ?? ''), cell.card ?? 'entrance', 'up', 0)}${cell.card ? nothing : html`<span class="any">any entrance room</span>`}`;
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
      aria-label=${this.describe(state, cell)}
      aria-selected=${selected ? 'true' : 'false'}
      tabindex=${cursor ? 0 : -1}
      draggable=${draggable ? 'true' : 'false'}
      @click=${() => state.select({ kind: 'spot', spot })}
      @dragstart=${(e: DragEvent) => {
        state.drag = { kind: 'spot', from: spot };
        writePick(e.dataTransfer, state.drag);
      }}
      @dragend=${() => (state.drag = undefined)}
      @dragover=${(e: DragEvent) => e.preventDefault()}
      @drop=${(e: DragEvent) => this.onDrop(state, spot, e)}
    >
      ${body}
    </div>`;
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const map = state.map;
    const rows = [...map.rows].reverse();
    return html`<div class="frame"><div class="map" role="grid" aria-label="Level map, ${map.width} wide and ${map.depth} deep; depth 1 at the bottom" aria-rowcount=${map.depth} @keydown=${(e: KeyboardEvent) => this.onKey(state, e)} style="--columns: ${map.width}">
      ${rows.map(
        (row, r) => html`<div role="row" class="row">
          <div class="depth" role="rowheader">Depth ${map.depth - r}${map.startingDepth !== 1 ? html`<small>rating ${depthRating(state.value, map.depth - r)}</small>` : nothing}</div>
          ${row.map((cell) => this.renderCell(state, cell))}
        </div>`,
      )}
    </div>${resizeHandles(state)}</div>
    ${map.outside.length ? html`<p class="outside" role="note">${map.outside.length} placed card${map.outside.length === 1 ? ' lies' : 's lie'} outside the map (see the problems).</p>` : nothing}`;
  }

  override focus(): void {
    this.renderRoot.querySelector<HTMLElement>('[role=gridcell][tabindex="0"]')?.focus();
  }

  static override styles = [cardArtStyles, levelMapStyles, resizeStyles, css`
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
  `];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-map': TrCcgMap;
  }
}
