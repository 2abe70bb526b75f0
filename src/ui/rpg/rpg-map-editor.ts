import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { RpgCharacter, RpgEncounter } from '../../model/types.generated.ts';
import { combatantId } from './rpg-new.ts';

/** Sent with the whole encounter changed by a gesture on the map (a stroke of paint is one gesture). */
export class MapEditEvent extends Event {
  constructor(
    readonly value: RpgEncounter,
    readonly label: string,
    readonly gesture?: string,
  ) {
    super('map-edit', { bubbles: true, composed: true });
  }
}

const TOOLS = [
  { ground: '.', name: 'Open ground' },
  { ground: '#', name: 'Occupied ground' },
  { ground: '~', name: 'Difficult ground' },
  { ground: '+', name: 'Cover' },
  { ground: 'goal', name: 'Space to reach' },
] as const;
type Tool = (typeof TOOLS)[number]['ground'];

const GROUND_WORDS: Record<string, string> = {
  '.': 'open ground',
  '#': 'occupied ground',
  '~': 'difficult ground',
  '+': 'cover',
};
type Rows = RpgEncounter['map']['rows'];
type Combatants = RpgEncounter['combatants'];
const DRAG_TYPE = 'application/x-tr-rpg-figure';

/**
 * The encounter map painted by mouse: choose a ground (open, occupied, difficult, cover) and drag across
 * the spaces to paint them, one undo step a stroke; drag a character from the list onto a space to add
 * a combatant there (a raider or an opponent by the character's role), drag a figure to move it. With
 * "Space to reach", a click sets the goal to reach that space. Rows and columns are added or taken off
 * at the right and bottom edges.
 */
@customElement('tr-rpg-map-editor')
export class TrRpgMapEditor extends LitElement {
  @property({ attribute: false }) encounter: RpgEncounter | undefined;
  @property({ attribute: false }) characters: readonly RpgCharacter[] = [];
  @property({ type: Boolean }) readOnly = false;
  @state() private tool: Tool = '#';
  private stroke = 0;
  private painting = false;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pointerup', this.endStroke);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pointerup', this.endStroke);
  }

  private readonly endStroke = () => {
    this.painting = false;
  };

  private emit(value: RpgEncounter, label: string, gesture?: string): void {
    this.encounter = value;
    this.dispatchEvent(new MapEditEvent(value, label, gesture));
  }

  private paint(x: number, y: number): void {
    const e = this.encounter;
    if (!e || this.readOnly) return;
    if (this.tool === 'goal') {
      this.emit(
        { ...e, goal: { ...(e.goal ?? {}), type: 'reach', at: { x, y } } },
        `Set the space to reach to (${x}, ${y})`,
      );
      return;
    }
    const row = e.map.rows[y];
    if (row === undefined || row[x] === this.tool) return;
    const rows = e.map.rows.map((r, i) => (i === y ? r.slice(0, x) + this.tool + r.slice(x + 1) : r));
    const name = TOOLS.find((t) => t.ground === this.tool)!.name.toLowerCase();
    this.emit({ ...e, map: { ...e.map, rows: rows as Rows } }, `Paint ${name}`, `paint-${this.stroke}`);
  }

  private onDown(e: PointerEvent, x: number, y: number): void {
    if (e.button !== 0) return;
    if ((e.target as HTMLElement).closest('.figure')) return; // a figure is dragged, not painted under
    this.stroke++;
    this.painting = this.tool !== 'goal';
    this.paint(x, y);
  }

  private onDrop(e: DragEvent, x: number, y: number): void {
    e.preventDefault();
    const enc = this.encounter;
    const data = e.dataTransfer?.getData(DRAG_TYPE);
    if (!enc || !data || this.readOnly) return;
    const what = JSON.parse(data) as { combatant?: string; character?: string };
    if (what.combatant !== undefined) {
      const combatants = enc.combatants.map((c) => (c.id === what.combatant ? { ...c, at: { x, y } } : c));
      this.emit({ ...enc, combatants: combatants as Combatants }, `Move ${what.combatant} to (${x}, ${y})`);
    } else if (what.character) {
      const ch = this.characters.find((c) => c.id === what.character);
      const id = combatantId(enc, what.character);
      const side = ch?.role === 'opponent' ? 'opponents' : 'raiders';
      this.emit(
        { ...enc, combatants: [...enc.combatants, { id, character: what.character, side, at: { x, y } }] },
        `Add ${ch?.name ?? id} at (${x}, ${y})`,
      );
    }
  }

  private resize(dx: number, dy: number): void {
    const e = this.encounter;
    if (!e) return;
    let rows = e.map.rows.map((r) => (dx > 0 ? r + '.' : r.slice(0, Math.max(1, r.length + dx))));
    if (dy > 0) rows = [...rows, '.'.repeat(rows[0]?.length ?? 1)];
    else if (dy < 0 && rows.length > 1) rows = rows.slice(0, -1);
    const what = dx > 0 ? 'Add a column' : dx < 0 ? 'Take off a column' : dy > 0 ? 'Add a row' : 'Take off a row';
    this.emit({ ...e, map: { ...e.map, rows: rows as Rows } }, what);
  }

  private drag(e: DragEvent, what: { combatant?: string; character?: string }): void {
    e.dataTransfer!.setData(DRAG_TYPE, JSON.stringify(what));
    e.dataTransfer!.effectAllowed = 'copyMove';
  }

  override render() {
    const e = this.encounter;
    if (!e) return nothing;
    const width = e.map.rows[0]?.length ?? 0;
    return html`<div class="tools" role="radiogroup" aria-label="Paint">
        ${TOOLS.map(
          (t) => html`<label class=${`tool g${'.#~+'.indexOf(t.ground)}`}
            ><input type="radio" name="tool" .checked=${this.tool === t.ground} ?disabled=${this.readOnly} @change=${() => (this.tool = t.ground)} />${t.name}</label
          >`,
        )}
        <span class="size">
          <button ?disabled=${this.readOnly} @click=${() => this.resize(1, 0)}>Add a column</button>
          <button ?disabled=${this.readOnly || width < 2} @click=${() => this.resize(-1, 0)}>Take off a column</button>
          <button ?disabled=${this.readOnly} @click=${() => this.resize(0, 1)}>Add a row</button>
          <button ?disabled=${this.readOnly || e.map.rows.length < 2} @click=${() => this.resize(0, -1)}>Take off a row</button>
        </span>
      </div>
      <div class="area">
        <div role="grid" class="map" aria-label="Encounter map" style=${`grid-template-columns: repeat(${width}, 2.4rem)`}>
          ${e.map.rows.map(
            (row, y) => html`<div role="row" class="row">
              ${[...row].map((g, x) => {
                const here = e.combatants.filter((c) => c.at.x === x && c.at.y === y);
                const goal = e.goal?.type === 'reach' && e.goal.at?.x === x && e.goal.at?.y === y;
                const name = `(${x}, ${y}) ${GROUND_WORDS[g] ?? g}${goal ? ', the space to reach' : ''}${here.map((c) => `, ${c.id} (${c.side === 'raiders' ? 'raider' : 'opponent'})`).join('')}`;
                return html`<div
                  role="gridcell"
                  class=${`space g${'.#~+'.indexOf(g)}`}
                  aria-label=${name}
                  @pointerdown=${(ev: PointerEvent) => this.onDown(ev, x, y)}
                  @pointerenter=${() => this.painting && this.paint(x, y)}
                  @dragover=${(ev: DragEvent) => ev.preventDefault()}
                  @drop=${(ev: DragEvent) => this.onDrop(ev, x, y)}
                >
                  ${goal ? html`<span class="flag" aria-hidden="true">⚑</span>` : nothing}
                  ${here.map(
                    (c) => html`<span
                      class=${`figure ${c.side}`}
                      draggable=${this.readOnly ? 'false' : 'true'}
                      title=${`${c.id}: drag to move`}
                      aria-label=${`${c.id}, drag to move`}
                      @dragstart=${(ev: DragEvent) => this.drag(ev, { combatant: c.id })}
                      >${c.id.slice(0, 2)}</span
                    >`,
                  )}
                </div>`;
              })}
            </div>`,
          )}
        </div>
        <section class="cast" aria-label="Characters to place">
          <h3>Drag onto the map</h3>
          <ul>
            ${this.characters.map(
              (c) => html`<li
                class=${`chip ${c.role === 'opponent' ? 'opponents' : 'raiders'}`}
                draggable=${this.readOnly ? 'false' : 'true'}
                @dragstart=${(ev: DragEvent) => this.drag(ev, { character: c.id })}
              >
                ${c.name} <small>(${c.role})</small>
              </li>`,
            )}
          </ul>
        </section>
      </div>`;
  }

  static override styles = css`
    :host {
      display: block;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
      margin-bottom: 0.5rem;
    }
    .tool {
      padding: 0.15rem 0.4rem;
      border: 1px solid #999;
      border-radius: 4px;
      cursor: pointer;
    }
    .size {
      margin-left: auto;
      display: flex;
      gap: 0.25rem;
    }
    .area {
      display: flex;
      gap: 1rem;
      flex-wrap: wrap;
      align-items: flex-start;
    }
    .map {
      display: grid;
      gap: 2px;
      background: #5d554a;
      padding: 2px;
      border-radius: 4px;
      user-select: none;
      touch-action: none;
    }
    .row {
      display: contents;
    }
    .space {
      width: 2.4rem;
      height: 2.4rem;
      position: relative;
      display: grid;
      place-items: center;
      cursor: crosshair;
    }
    .g0 {
      background: #e9e2d0;
    }
    .g1 {
      background: repeating-linear-gradient(45deg, #6f6558, #6f6558 5px, #857a6b 5px, #857a6b 10px);
      color: #fff;
    }
    .g2 {
      background: repeating-linear-gradient(0deg, #cdbf9b, #cdbf9b 4px, #b9a67a 4px, #b9a67a 6px);
    }
    .g3 {
      background: #e9e2d0;
      box-shadow: inset 0 -0.6rem 0 #9c8e6c;
    }
    .g4 {
      background: #fff;
    }
    .flag {
      position: absolute;
      top: 0;
      right: 2px;
      color: #2e7d32;
    }
    .figure {
      width: 1.8rem;
      height: 1.8rem;
      border-radius: 50%;
      display: grid;
      place-items: center;
      color: #fff;
      font-size: 0.7rem;
      font-weight: bold;
      border: 2px solid #222;
      cursor: grab;
    }
    .raiders {
      background: #2f6f9f;
    }
    .opponents {
      background: #a33b2b;
    }
    .cast ul {
      list-style: none;
      padding: 0;
      margin: 0;
      display: flex;
      flex-direction: column;
      gap: 0.25rem;
    }
    .chip {
      padding: 0.2rem 0.5rem;
      border-radius: 1rem;
      color: #fff;
      cursor: grab;
    }
    h3 {
      margin: 0 0 0.25rem;
      font-size: 0.95rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-rpg-map-editor': TrRpgMapEditor;
  }
}
