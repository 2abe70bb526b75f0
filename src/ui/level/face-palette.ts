import { LitElement, css, html, svg, nothing } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import type { LocationType } from '../../model/coc-grid.ts';
import { placements } from '../../model/coc-layout-edit.ts';
import { LOCATION_TYPES, type TileInfo } from '../../model/checks/coc-level/level-data.ts';
import { CELL, locationMark, raisedEdges, spaceArt, terrainDefs } from './terrain-art.ts';
import { guard } from 'lit/directives/guard.js';
import { LevelController, type Pick } from './level-state.ts';
import { writePick } from './drag-data.ts';

interface FaceEntry {
  tile: string;
  face: LocationType;
  info: TileInfo;
  key: string;
}

/**
 * The tile faces to lay: a thumbnail of each, filtered by location type and tile number and by a
 * search over the tile's name, id and notes. Drag a face onto the board, or pick it with Enter
 * (then Enter on the board places it). Faces already laid are marked.
 */
@customElement('tr-face-palette')
export class TrFacePalette extends LitElement {
  private readonly level = new LevelController(this);

  /** Redrawn after an edit once the board's frame is out (see LevelController.schedule). */
  protected override scheduleUpdate(): void | Promise<void> {
    return this.level.schedule(() => super.scheduleUpdate());
  }
  /** '' = the level's own location type; 'all' = every type. */
  @litState() private location: LocationType | 'all' | '' = '';
  @litState() private number = '';
  @litState() private search = '';
  @litState() private active = 0;

  private entries(): FaceEntry[] {
    const state = this.level.state!;
    const own = state.rules.locationType;
    const location = this.location === '' ? (state.rules.mixedFaces ? 'all' : (own ?? 'all')) : this.location;
    const words = this.search.trim().toLowerCase();
    const out: FaceEntry[] = [];
    for (const [id, info] of state.tiles)
      for (const face of LOCATION_TYPES) {
        if (!info.faces[face]) continue;
        if (location !== 'all' && face !== location) continue;
        if (this.number && String(info.number) !== this.number.trim()) continue;
        const haystack =
          `${info.item.name} ${id} ${face} tile ${info.number ?? ''} ${info.item.notes ?? ''}`.toLowerCase();
        if (words && !words.split(/\s+/).every((w) => haystack.includes(w))) continue;
        out.push({ tile: id, face, info, key: `${id}:${face}` });
      }
    return out.sort((a, b) => (a.info.number ?? 99) - (b.info.number ?? 99) || a.face.localeCompare(b.face));
  }

  private pick(entry: FaceEntry): Pick {
    return { kind: 'face', tile: entry.tile, face: entry.face };
  }

  private arm(entry: FaceEntry): void {
    this.level.state?.arm(this.pick(entry));
    this.dispatchEvent(new CustomEvent('picked', { bubbles: true, composed: true }));
  }

  private onKey(event: KeyboardEvent, entries: FaceEntry[]): void {
    // The grid fits as many columns as the panel's width holds: read back how many it laid.
    const grid = this.renderRoot.querySelector<HTMLElement>('.faces');
    const columns = Math.max(1, grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 1);
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -Infinity,
      End: Infinity,
    };
    if (event.key in moves) {
      event.preventDefault();
      this.active = Math.max(0, Math.min(entries.length - 1, this.active + moves[event.key]!));
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' }),
      );
    } else if ((event.key === 'Enter' || event.key === ' ') && entries[this.active]) {
      event.preventDefault();
      this.arm(entries[this.active]!);
    }
  }

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const entries = this.entries();
    if (this.active >= entries.length) this.active = Math.max(0, entries.length - 1);
    const used = new Set(placements(state.layout).map((p) => p.tile));
    const activeEntry = entries[this.active];
    return html`<h2 id="faces-heading">Tile faces</h2>
      <div class="filters">
        <label>Face
          <select @change=${(e: Event) => ((this.location = (e.target as HTMLSelectElement).value as LocationType | 'all' | ''), (this.active = 0))}>
            <option value="" ?selected=${this.location === ''}>This level's (${state.rules.mixedFaces ? 'mixed' : (state.rules.locationType ?? 'any')})</option>
            <option value="all" ?selected=${this.location === 'all'}>All</option>
            ${LOCATION_TYPES.map((t) => html`<option value=${t} ?selected=${this.location === t}>${t}</option>`)}
          </select>
        </label>
        <label>Tile no.
          <input type="number" min="1" max="32" .value=${this.number} @input=${(e: Event) => ((this.number = (e.target as HTMLInputElement).value), (this.active = 0))} />
        </label>
        <label class="search">Search
          <input type="search" placeholder="name, number, notes" .value=${this.search} @input=${(e: Event) => ((this.search = (e.target as HTMLInputElement).value), (this.active = 0))} />
        </label>
      </div>
      <svg class="defs" aria-hidden="true" width="0" height="0">${terrainDefs()}</svg>
      <div
        class="faces"
        role="listbox"
        tabindex="0"
        aria-labelledby="faces-heading"
        aria-activedescendant=${activeEntry ? `face-${activeEntry.key.replace(':', '-')}` : nothing}
        @keydown=${(e: KeyboardEvent) => this.onKey(e, entries)}
      >
        ${entries.length === 0 ? html`<p class="none">No face matches.</p>` : nothing}
        ${entries.map(
          (entry, i) => html`<div
            class="face ${i === this.active ? 'active' : ''}"
            id="face-${entry.key.replace(':', '-')}"
            role="option"
            aria-selected=${i === this.active ? 'true' : 'false'}
            aria-label="Tile ${entry.info.number ?? entry.tile}, ${entry.face} face${used.has(entry.tile) ? ', already laid' : ''}"
            data-face=${entry.key}
            draggable="true"
            @dragstart=${(e: DragEvent) => {
              writePick(e.dataTransfer, this.pick(entry));
              state.setDrag(this.pick(entry));
            }}
            @dragend=${() => state.setDrag(undefined)}
            @click=${() => (this.active = i)}
            @dblclick=${() => this.arm(entry)}
          >
            ${guard([entry.info, entry.face], () => this.thumbnail(entry))}
            <span class="label">${entry.info.number ?? '?'} ${entry.face}${used.has(entry.tile) ? html` <span class="used" title="Laid on the board">●</span>` : nothing}</span>
          </div>`,
        )}
      </div>
      <div class="face-actions">
        <button ?disabled=${!activeEntry} @click=${() => activeEntry && this.arm(activeEntry)} title="Pick this face, then press Enter on the board">Pick</button>
        <button
          ?disabled=${!activeEntry}
          @click=${() => activeEntry && this.dispatchEvent(new CustomEvent('edit-face', { detail: { tile: activeEntry.tile, face: activeEntry.face }, bubbles: true, composed: true }))}
        >
          Paint…
        </button>
        <button @click=${() => this.dispatchEvent(new CustomEvent('new-tile', { bubbles: true, composed: true }))}>New tile</button>
      </div>`;
  }

  private thumbnail(entry: FaceEntry) {
    const face = entry.info.faces[entry.face]!;
    return html`<svg class="thumb" viewBox="0 0 ${3 * CELL} ${3 * CELL}" aria-hidden="true">
      ${face.spaces.flatMap((row, y) => row.map((space, x) => spaceArt(space, entry.face, x, y, 'apart')))}
      ${raisedEdges(face.spaces.flatMap((row, y) => row.map((space, x) => ({ terrain: space.terrain, x, y }))))}
      ${svg`<rect x="1" y="1" width="16" height="16" rx="3" fill="rgba(255,255,255,.85)"></rect>`} ${locationMark(entry.face, 3, 3)}
    </svg>`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.5rem;
      font-size: 0.8rem;
    }
    .filters label {
      display: grid;
    }
    .filters input[type='number'] {
      width: 4rem;
    }
    .search {
      flex: 1;
    }
    input,
    select,
    button {
      font: inherit;
    }
    .defs {
      position: absolute;
    }
    .faces {
      display: grid;
      /* As many columns as the panel holds, each at least a thumbnail wide: a long label wraps, never widens it. */
      grid-template-columns: repeat(auto-fill, minmax(3.3rem, 1fr));
      gap: 0.15rem;
      overflow: auto;
      padding: 0.3rem;
      margin-top: 0.3rem;
      flex: 1;
      /* Three rows of faces; the bench makes the host tall enough for them with the filters and buttons. */
      min-height: 13.5rem;
      border: 1px solid #d8d0c0;
      align-content: start;
    }
    .faces:focus-visible {
      outline: 2px solid #1565c0;
    }
    .face {
      display: grid;
      justify-items: center;
      min-width: 0;
      font-size: 0.68rem;
      line-height: 1.1;
      cursor: grab;
      border: 2px solid transparent;
      border-radius: 4px;
    }
    .face.active {
      border-color: #8a4b16;
      background: #f3e7d5;
    }
    .faces:focus-visible .face.active {
      border-color: #1565c0;
      box-shadow: 0 0 0 2px #90caf9;
    }
    .thumb {
      width: 100%;
      max-width: 46px;
      aspect-ratio: 1;
    }
    .label {
      max-width: 100%;
      text-align: center;
      overflow-wrap: anywhere;
    }
    .used {
      color: #2e7d32;
    }
    .face-actions {
      display: flex;
      gap: 0.3rem;
      margin-top: 0.3rem;
    }
    .none {
      grid-column: 1 / -1;
      color: #5d5448;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-face-palette': TrFacePalette;
  }
}
