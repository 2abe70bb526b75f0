import { LitElement, css, html, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { LocationType, Space } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { readFace, LOCATION_TYPES } from '../../model/checks/coc-level/level-data.ts';
import { BRUSHES, paintTile, plainFace, type Brush } from '../../model/coc-face-paint.ts';
import { CELL, spaceArt, spaceWords, terrainDefs } from './terrain-art.ts';
import { LevelController } from './level-state.ts';

const BRUSH_LABELS: Record<Brush, string> = {
  low: 'Low',
  high: 'High',
  block: 'Block',
  'slope-N': 'Slope ↑ N',
  'slope-E': 'Slope → E',
  'slope-S': 'Slope ↓ S',
  'slope-W': 'Slope ← W',
  quicksand: 'Quicksand',
  plain: 'No feature',
};
const BRUSH_KEYS: Record<string, Brush> = {
  '1': 'low',
  '2': 'high',
  '3': 'block',
  '4': 'slope-N',
  '5': 'slope-E',
  '6': 'slope-S',
  '7': 'slope-W',
  '8': 'quicksand',
  '9': 'plain',
};

/**
 * Paints a tile's faces, one space at a time: choose a brush (terrain, a slope with its downhill
 * direction, quicksand, or no feature) and click or drag over the spaces; one stroke is one undo
 * step. Keyboard: arrows move between spaces, 1–9 choose a brush, Enter or Space paints. The
 * board redraws wherever the tile is laid.
 */
@customElement('tr-face-editor')
export class TrFaceEditor extends LitElement {
  private readonly level = new LevelController(this);
  @litState() private brush: Brush = 'high';
  @litState() private spot: { x: number; y: number } = { x: 0, y: 0 };
  private stroke = 0;
  private painting = false;

  private paint(x: number, y: number, gesture?: string): void {
    const state = this.level.state;
    const doc = state?.faceDoc;
    const face = state?.faceEditorFace;
    if (!doc || !face) return;
    const label = `Paint ${BRUSH_LABELS[this.brush].toLowerCase()} on ${doc.value.name}, ${face} face`;
    doc.update((tile) => paintTile(tile, face, x, y, this.brush), gesture ? { label, gesture } : { label });
  }

  private onKey(event: KeyboardEvent): void {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      this.spot = {
        x: Math.max(0, Math.min(2, this.spot.x + move[0])),
        y: Math.max(0, Math.min(2, this.spot.y + move[1])),
      };
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`[data-space="${this.spot.x},${this.spot.y}"]`)?.focus(),
      );
    } else if (BRUSH_KEYS[event.key]) {
      this.brush = BRUSH_KEYS[event.key]!;
    }
  }

  override render() {
    const state = this.level.state;
    const doc = state?.faceDoc;
    const faceName = state?.faceEditorFace;
    if (!state || !doc || !faceName) return nothing;
    const tile = doc.value;
    const faces = isObject(tile.faces) ? tile.faces : {};
    const face = readFace(faces[faceName]) ?? plainFace();
    const available = LOCATION_TYPES.filter((t) => t in faces);
    return html`<section role="dialog" aria-modal="false" aria-labelledby="face-editor-title" @keydown=${this.onKey}>
      <header>
        <h2 id="face-editor-title">Paint ${tile.name}</h2>
        <label>Face
          <select @change=${(e: Event) => state.openFaceEditor(doc, (e.target as HTMLSelectElement).value as LocationType)}>
            ${available.map((t) => html`<option ?selected=${t === faceName}>${t}</option>`)}
          </select>
        </label>
        <button @click=${() => state.undo()} ?disabled=${!doc.canUndo} title="Undo painting (Ctrl+Z)">Undo</button>
        <button @click=${() => state.redo()} ?disabled=${!doc.canRedo} title="Redo painting (Ctrl+Shift+Z)">Redo</button>
        <button class="close" @click=${() => state.closeFaceEditor()}>Done</button>
      </header>
      <div class="brushes" role="radiogroup" aria-label="Brush">
        ${BRUSHES.map(
          (
            b,
            i,
          ) => html`<button role="radio" aria-checked=${b === this.brush ? 'true' : 'false'} data-brush=${b} title="Key ${i + 1}" @click=${() => (this.brush = b)}>
            ${BRUSH_LABELS[b]}
          </button>`,
        )}
      </div>
      <div class="spaces" role="grid" aria-label="${faceName} face of ${tile.name}" @pointerup=${() => (this.painting = false)} @pointerleave=${() => (this.painting = false)}>
        ${face.spaces.map(
          (row, y) => html`<div role="row" class="row">
            ${row.map((space: Space, x) => {
              const focused = this.spot.x === x && this.spot.y === y;
              return html`<button
                role="gridcell"
                class="space"
                data-space="${x},${y}"
                tabindex=${focused ? 0 : -1}
                aria-label="Row ${y + 1}, column ${x + 1}: ${spaceWords(space)}"
                @pointerdown=${(e: PointerEvent) => {
                  e.preventDefault();
                  this.painting = true;
                  this.stroke++;
                  this.spot = { x, y };
                  this.paint(x, y, `paint-stroke-${this.stroke}`);
                }}
                @pointerenter=${() => this.painting && this.paint(x, y, `paint-stroke-${this.stroke}`)}
                @click=${(e: MouseEvent) => e.detail === 0 && this.paint(x, y)}
              >
                <svg viewBox="${x * CELL} ${y * CELL} ${CELL} ${CELL}" aria-hidden="true">${spaceArt(space, faceName, x, y)}</svg>
              </button>`;
            })}
          </div>`,
        )}
      </div>
      <svg class="defs" width="0" height="0" aria-hidden="true">${terrainDefs()}</svg>
      <p class="hint">Click or drag to paint; arrows and Enter with the keyboard; keys 1–9 choose the brush. Every level using this tile shows the change.</p>
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
    }
    section {
      background: #fffdf8;
      border: 2px solid #8a4b16;
      border-radius: 6px;
      padding: 0.6rem 0.8rem;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
    }
    h2 {
      font-size: 1rem;
      margin: 0;
      flex: 1;
    }
    button,
    select {
      font: inherit;
      font-size: 0.85rem;
    }
    .brushes {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem;
      margin: 0.5rem 0;
    }
    [role='radio'][aria-checked='true'] {
      background: #8a4b16;
      color: #fff;
    }
    .spaces {
      display: grid;
      gap: 2px;
      width: max-content;
      touch-action: none;
    }
    .row {
      display: flex;
      gap: 2px;
    }
    .space {
      padding: 0;
      border: 0;
      width: 64px;
      height: 64px;
      cursor: crosshair;
    }
    .space svg {
      width: 100%;
      height: 100%;
      display: block;
    }
    :focus-visible {
      outline: 3px solid #1565c0;
      outline-offset: 1px;
    }
    .defs {
      position: absolute;
    }
    .hint {
      font-size: 0.8rem;
      color: #5d5448;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-face-editor': TrFaceEditor;
  }
}
