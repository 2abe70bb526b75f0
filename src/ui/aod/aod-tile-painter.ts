/**
 * The tile painter of the museum designer, for one aodTile document: the tile drawn large with its
 * four sides as switches. By mouse: press on a side to switch its wall, and drag across the other
 * sides to paint them the same (one undo step per stroke). By keyboard: the sides are buttons, and
 * on the tile the arrow keys switch the wall on that side. The reload symbol, the torch (secret room)
 * and the tile's role and name are fields beside it.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ContentItem } from '../../model/content.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { DocWatch } from './doc-watch.ts';
import { setWall } from '../../model/aod-setup-edit.ts';
import { COMPASS, COMPASS_WORD, SORT_SYMBOL, tileText, type Compass, type SortName } from './aod-words.ts';
import { painterStyles } from './aod-designer-styles.ts';
import { symbolIcon } from './aod-symbols.ts';

type Tile = ContentItem & { walls?: Compass[]; reload?: SortName; torch?: boolean; role?: string };
const ARROW: Record<string, Compass> = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };
let strokes = 0;

@customElement('tr-aod-tile-painter')
export class TrAodTilePainter extends LitElement {
  @property({ attribute: false }) doc!: ItemDocument;
  protected readonly watch = new DocWatch(this, () => this.doc);
  @property({ type: Boolean }) readOnly = false;
  /** A stroke under way: the value painted and its undo group. */
  private stroke: { on: boolean; gesture: string } | undefined;

  private get tile(): Tile {
    return this.doc.value as Tile;
  }

  private paint(side: Compass, on: boolean, gesture: string): void {
    if (this.readOnly || (this.tile.walls ?? []).includes(side) === on) return;
    this.doc.update((t) => setWall(t, side, on), {
      label: `${on ? 'Wall' : 'Open'} the ${COMPASS_WORD[side]} side`,
      gesture,
    });
  }

  private readonly endStroke = () => {
    this.stroke = undefined;
    window.removeEventListener('pointerup', this.endStroke);
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.endStroke();
  }

  override render() {
    const t = this.tile;
    const walls = t.walls ?? [];
    const edit = (change: (v: ContentItem) => ContentItem, label: string) => {
      if (!this.readOnly) this.doc.update(change, { label });
    };
    return html`<div class="painter">
      <div
        class="big ${walls.map((w) => `wall-${w}`).join(' ')}"
        role="group"
        tabindex="0"
        aria-label=${`${t.name}: ${tileText({ walls, reload: t.reload ?? null, torch: t.torch ?? false })}. Arrow keys switch the wall on that side.`}
        @keydown=${(e: KeyboardEvent) => {
          const side = ARROW[e.key];
          if (!side) return;
          e.preventDefault();
          this.paint(side, !walls.includes(side), `key-${++strokes}`);
        }}
      >
        ${COMPASS.map(
          (side) => html`<button
            class="side side-${side}"
            aria-pressed=${walls.includes(side) ? 'true' : 'false'}
            aria-label=${`Wall ${COMPASS_WORD[side]}`}
            ?disabled=${this.readOnly}
            @pointerdown=${(e: PointerEvent) => {
              if (e.button !== 0 || this.readOnly) return;
              e.preventDefault();
              this.stroke = { on: !walls.includes(side), gesture: `stroke-${++strokes}` };
              window.addEventListener('pointerup', this.endStroke);
              this.paint(side, this.stroke.on, this.stroke.gesture);
            }}
            @pointerenter=${() => {
              if (this.stroke) this.paint(side, this.stroke.on, this.stroke.gesture);
            }}
            @click=${(e: MouseEvent) => {
              // A click from the keyboard (Enter, Space) switches the side; a mouse press already did.
              if (e.detail === 0) this.paint(side, !walls.includes(side), `key-${++strokes}`);
            }}
          ></button>`,
        )}
        <span class="centre" aria-hidden="true">${t.reload ? html`<span class="symbol ${t.reload}">${symbolIcon(t.reload)}</span>` : nothing}${t.torch ? html`<span class="torch">${symbolIcon('torch')}</span>` : nothing}</span>
      </div>
      <fieldset>
        <legend>Tile</legend>
        <label>Name <input .value=${t.name ?? ''} ?disabled=${this.readOnly} @change=${(e: Event) => edit((v) => ({ ...v, name: (e.target as HTMLInputElement).value }), 'Rename')} /></label>
        <label
          >Role
          <select ?disabled=${this.readOnly} @change=${(e: Event) => edit((v) => ({ ...v, role: (e.target as HTMLSelectElement).value }), 'Role')}>
            <option value="corridor" ?selected=${t.role === 'corridor'}>corridor tile of the museum</option>
            <option value="start" ?selected=${t.role === 'start'}>starting tile</option>
            <option value="info" ?selected=${t.role === 'info'}>info tile</option>
          </select></label
        >
        <label
          >Reload symbol
          <select
            ?disabled=${this.readOnly}
            @change=${(e: Event) => {
              const sort = (e.target as HTMLSelectElement).value;
              edit((v) => {
                const { reload: _r, ...rest } = v as Tile;
                return sort ? { ...rest, reload: sort } : rest;
              }, 'Reload symbol');
            }}
          >
            <option value="" ?selected=${!t.reload}>none</option>
            ${(['energy', 'ammo', 'life'] as const).map((s) => html`<option value=${s} ?selected=${t.reload === s}>${SORT_SYMBOL[s]} ${s}</option>`)}
          </select></label
        >
        <label class="check"
          ><input type="checkbox" .checked=${t.torch ?? false} ?disabled=${this.readOnly} @change=${(e: Event) => edit((v) => ({ ...v, torch: (e.target as HTMLInputElement).checked }), 'Torch')} />
          Torch (a secret room)</label
        >
      </fieldset>
    </div>`;
  }

  static override styles = painterStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-aod-tile-painter': TrAodTilePainter;
  }
}
