import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import { FACINGS, type Facing } from '../../model/coc-grid.ts';
import { tileName } from '../../model/coc-layout-edit.ts';
import { FACING_TYPES } from '../../model/coc-token-edit.ts';
import { definition, kindSchema } from './level-schemas.ts';
import { LevelController, tokenWords } from './level-state.ts';
import { tokenIcon } from './token-icons.ts';
import type { FieldEditEvent, TrSchemaForm } from './schema-form.ts';
import './schema-form.ts';
import { barrierOdds } from './barrier-odds.ts';
import { cocDiceOf, type CocDiceContent } from '../../analysis/odds/index.ts';

const FACING_NAMES: Record<Facing, string> = {
  N: 'North (up)',
  E: 'East (right)',
  S: 'South (down)',
  W: 'West (left)',
};

/**
 * The properties of what is selected: the level itself (every field of its schema but the
 * layout, which the board edits), a laid tile (with rotate, flip, remove and its faces), or a
 * token (with its facing and fields). Each field shows its schema help and its problems.
 */
@customElement('tr-level-inspector')
export class TrLevelInspector extends LitElement {
  private readonly level = new LevelController(this);

  /** Redrawn after an edit once the board's frame is out (see LevelController.schedule). */
  protected override scheduleUpdate(): void | Promise<void> {
    return this.level.schedule(() => super.scheduleUpdate());
  }
  /** Packs whose items fill suggestions for fields that name another item. */
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @query('tr-schema-form') private form: TrSchemaForm | undefined;
  /** The packs' dice for a barrier's odds: read once each time the packs change, not in every render. */
  private dice: CocDiceContent | undefined;

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('packs')) this.dice = cocDiceOf(this.packs);
  }

  private readonly suggestions = (kind: string) =>
    this.packs.flatMap((p) => p.items.filter((i) => i.kind === kind).map((i) => ({ id: i.id, name: i.name })));

  private onEdit(event: FieldEditEvent): void {
    event.stopPropagation();
    this.level.state?.setField(event.pointer, event.value, event.label, event.gesture);
  }

  protected override async updated(): Promise<void> {
    const state = this.level.state;
    if (!state?.focusPointer) return;
    const pointer = state.focusPointer;
    state.focusPointer = undefined;
    await this.form?.updateComplete;
    this.form?.focusField(pointer);
  }

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const s = state.selection;
    if (s.kind === 'tile' && state.selectedPlacement) return this.renderTile();
    if (s.kind === 'token' && state.selectedToken) return this.renderToken();
    const kind = state.value.kind;
    const schema = kindSchema(kind);
    return html`<h2>Level properties</h2>
      <p class="hint">${schema?.schema.description ?? ''}</p>
      <tr-schema-form
        .schema=${schema}
        .value=${state.value}
        .problems=${state.problems}
        .hide=${['layout', 'kind']}
        .readOnly=${['id']}
        .suggestions=${this.suggestions}
        @field-edit=${this.onEdit}
      ></tr-schema-form>`;
  }

  private renderTile() {
    const state = this.level.state!;
    const p = state.selectedPlacement!;
    const base = `/layout/tiles/${p.index}`;
    return html`<h2>${tileName(state.tiles, p.tile).replace(/^t/, 'T')}, ${p.face} face</h2>
      <p class="hint">In slot (${p.slot.x}, ${p.slot.y}), turned ${p.rotation}° clockwise.</p>
      <div class="actions" role="toolbar" aria-label="Tile actions">
        <button @click=${() => state.rotate(-1)} title="Rotate anticlockwise (Shift+R)">⟲ Rotate left</button>
        <button @click=${() => state.rotate(1)} title="Rotate clockwise (R)">⟳ Rotate</button>
        <button @click=${() => state.flip()} title="Flip to the other face (F)">⇅ Flip</button>
        <button @click=${() => state.pickUpSelection()} title="Move with the keyboard (M, then Enter)">✥ Move</button>
        <button @click=${() => state.remove()} title="Remove (Delete)">✕ Remove</button>
        <button @click=${() => this.dispatchEvent(new CustomEvent('edit-face', { detail: { tile: p.tile, face: p.face }, bubbles: true, composed: true }))}>
          ✎ Paint this face
        </button>
      </div>
      <tr-schema-form
        .schema=${definition('tilePlacement')}
        .value=${state.layout.tiles[p.index]}
        base=${base}
        .problems=${state.problems}
        .suggestions=${this.suggestions}
        @field-edit=${this.onEdit}
      ></tr-schema-form>
      <button class="back" @click=${() => state.select({ kind: 'level' })}>Level properties</button>`;
  }

  private renderToken() {
    const state = this.level.state!;
    const index = (state.selection as { index: number }).index;
    const token = state.selectedToken!;
    const type = String(token.type);
    const facing = FACING_TYPES.includes(type);
    return html`<h2><svg class="icon" viewBox="-20 -20 40 40" aria-hidden="true">${tokenIcon(token)}</svg> ${tokenWords(token)}</h2>
      <div class="actions" role="toolbar" aria-label="Token actions">
        ${
          facing
            ? html`<button @click=${() => state.rotate(-1)} title="Turn anticlockwise (Shift+R)">⟲ Turn left</button>
              <button @click=${() => state.rotate(1)} title="Turn clockwise (R)">⟳ Turn right</button>
              <span class="facings" role="group" aria-label="Facing">
                ${FACINGS.map(
                  (f) =>
                    html`<button aria-pressed=${token.facing === f ? 'true' : 'false'} title="Face ${FACING_NAMES[f]} (Shift+arrow)" @click=${() => state.face(f)}>${f}</button>`,
                )}
              </span>`
            : nothing
        }
        <button @click=${() => state.pickUpSelection()} title="Move with the keyboard (M, then Enter)">✥ Move</button>
        <button @click=${() => state.remove()} title="Remove (Delete)">✕ Remove</button>
      </div>
      <tr-schema-form
        .schema=${definition(`${type}Token`)}
        .value=${token}
        base="/layout/tokens/${index}"
        .problems=${state.problems}
        .suggestions=${this.suggestions}
        @field-edit=${this.onEdit}
      ></tr-schema-form>
      ${type === 'barrier' ? barrierOdds(this.dice, token.health) : nothing}
      <button class="back" @click=${() => state.select({ kind: 'level' })}>Level properties</button>`;
  }

  static override styles = css`
    :host {
      display: block;
      padding: 0 0.8rem 1rem;
      overflow: auto;
    }
    h2 {
      font-size: 1rem;
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    .icon {
      width: 28px;
      height: 28px;
      overflow: visible;
    }
    .hint {
      color: #5d5448;
      font-size: 0.85rem;
      margin-top: 0;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
      margin-bottom: 0.5rem;
    }
    button {
      font: inherit;
      font-size: 0.85rem;
      padding: 0.2rem 0.5rem;
    }
    button[aria-pressed='true'] {
      background: #e0a15a;
      font-weight: 700;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    .back {
      margin-top: 0.6rem;
    }
    .odds ul {
      margin: 0.2rem 0;
      padding-left: 1.2rem;
      font-size: 0.85rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-inspector': TrLevelInspector;
  }
}
