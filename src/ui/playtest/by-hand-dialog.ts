import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { numberField } from './number-field.ts';
import { FACINGS, type Point } from '../../model/coc-grid.ts';
import { levelOf } from '../../engine/coc/index.ts';
import { cardOf } from '../../engine/coc/index.ts';
import type { Adjustment } from '../../engine/coc/index.ts';
import type { CocAction, CocState } from '../../engine/coc/index.ts';
import { cardName } from '../../analysis/coc-view.ts';
import { SessionController } from './playtest-context.ts';
import { dialogStyles } from '../play/dialog-styles.ts';

/** Whose space is being picked on the board: Lara's, an enemy's (by id), or the Noise Token's. */
type Picking = { who: 'lara' } | { who: 'enemy'; enemy: string } | { who: 'noise' };

/**
 * An effect the engine does not carry out, applied by hand: the card's text, and the things a card
 * may change — Lara's health, dice, Special Dice, space, facing, sight, resource tokens, each
 * weapon's ammo, each enemy's health, space and facing, the Noise Token, doors, barriers and the
 * Natla-Pins. Each change is an engine action ("adjust")
 * applied at once, so it is checked, logged ("By hand: …") and replayed; `Done` (with an optional
 * note) closes the decision. Numbers apply on Enter or when the field is left; a space is typed
 * (x, y) or picked by clicking the board (`Pick on the board`, then a space: the playtest passes
 * the board's click to `pickAt`). Modal but for the board while a space is being picked.
 */
@customElement('tr-by-hand-dialog')
export class TrByHandDialog extends LitElement {
  private readonly play = new SessionController(this);
  @state() private note = '';
  @state() picking: Picking | undefined;

  /** A space clicked on the board: sets the picked figure's space; false when nothing was being picked. */
  pickAt(at: Point): boolean {
    const picking = this.picking;
    if (!picking) return false;
    this.picking = undefined;
    this.adjust(
      picking.who === 'lara'
        ? { what: 'at', value: at }
        : picking.who === 'noise'
          ? { what: 'noise', value: at }
          : { what: 'enemyAt', enemy: picking.enemy, value: at },
    );
    return true;
  }

  private adjust(a: Adjustment): void {
    this.play.session?.apply({ type: 'adjust', ...a } as CocAction);
  }

  private done(): void {
    const note = this.note.trim();
    this.note = '';
    this.picking = undefined;
    this.play.session?.apply(note ? { type: 'done', note } : { type: 'done' });
  }

  protected override updated(): void {
    const first = this.renderRoot.querySelector<HTMLElement>('input, button');
    if (first && !this.picking && !this.renderRoot.contains(this.renderRoot.querySelector(':focus'))) first.focus();
  }

  /** A number field that sets its value by hand when changed (number-field.ts). */
  private number(label: string, value: number, max: number, set: (v: number) => Adjustment) {
    return numberField(label, value, max, (v) => this.adjust(set(v)));
  }

  private facing(label: string, value: string, set: (f: (typeof FACINGS)[number]) => Adjustment) {
    return html`<label class="field">${label}
      <select aria-label=${label} @change=${(e: Event) => this.adjust(set((e.target as HTMLSelectElement).value as (typeof FACINGS)[number]))}>
        ${FACINGS.map((f) => html`<option value=${f} ?selected=${f === value}>${f}</option>`)}
      </select></label>`;
  }

  /** A space: typed as x and y, or picked on the board. */
  private space(label: string, at: Point, picking: Picking, set: (p: Point) => Adjustment) {
    const typed = (e: Event) => {
      const box = (e.target as HTMLElement).parentElement!;
      return {
        x: box.querySelector<HTMLInputElement>('input.x')!.valueAsNumber,
        y: box.querySelector<HTMLInputElement>('input.y')!.valueAsNumber,
      };
    };
    return html`<span class="field space">${label} (${at.x}, ${at.y}) →
      <input type="number" class="x" min="0" aria-label="${label}: x" .value=${String(at.x)} />
      <input type="number" class="y" min="0" aria-label="${label}: y" .value=${String(at.y)} />
      <button class="move" @click=${(e: Event) => this.adjust(set(typed(e)))}>Move</button>
      <button class="pick" aria-pressed=${this.isPicking(picking)} @click=${() => (this.picking = this.isPicking(picking) ? undefined : picking)}>Pick on the board</button></span>`;
  }

  private isPicking(p: Picking): boolean {
    const now = this.picking;
    return !!now && now.who === p.who && (p.who !== 'enemy' || (now.who === 'enemy' && now.enemy === p.enemy));
  }

  private resources(s: CocState) {
    const bag = [...new Set(s.bag)].sort();
    const held = s.inventory.resources;
    const take = () => this.renderRoot.querySelector<HTMLSelectElement>('select.bag')?.value;
    return html`<div class="field resources">Resources:
      ${held.length ? held.map((t, i) => html`<button class="give-back" title="Put it back in the bag" aria-label="Put ${t} back in the bag" @click=${() => this.adjust({ what: 'resources', value: held.filter((_, j) => j !== i) })}>${t} ✕</button>`) : html`<em>none</em>`}
      ${
        bag.length
          ? html`<select class="bag" aria-label="A token from the bag">${bag.map((t) => html`<option value=${t}>${t}</option>`)}</select>
            <button class="take" @click=${() => take() && this.adjust({ what: 'resources', value: [...held, take()!] })}>Take from the bag</button>`
          : nothing
      }</div>`;
  }

  /** The level's tokens a card may change: the Noise Token, doors, barriers, and the Natla-Pins. */
  private renderLevel(s: CocState) {
    const level = levelOf(this.play.session!.content, s.level);
    return html`<fieldset class="level">
      <legend>The level</legend>
      ${this.number('Natla-Pins', s.natlaPins, 99, (v) => ({ what: 'natlaPins', value: v }))}
      ${
        s.noise
          ? html`${this.space('Noise Token', s.noise, { who: 'noise' }, (p) => ({ what: 'noise', value: p }))}<button class="remove-noise" @click=${() => this.adjust({ what: 'noise', value: null })}>Take the Noise Token off</button>`
          : html`<span class="field">Noise Token: off the level
            <button class="pick" aria-label="Place the Noise Token on the board" aria-pressed=${this.isPicking({ who: 'noise' })} @click=${() => (this.picking = this.isPicking({ who: 'noise' }) ? undefined : { who: 'noise' })}>Pick on the board</button></span>`
      }
      ${level.doors.map(
        (
          d,
          i,
        ) => html`<label class="field door"><input type="checkbox" .checked=${s.doors[i]!} @change=${(e: Event) => this.adjust({ what: 'door', at: d.at, value: (e.target as HTMLInputElement).checked })} />
          ${d.colour} door (${d.at.x}, ${d.at.y}) open</label>`,
      )}
      ${level.barriers.map((b, i) => this.number(`Barrier (${b.at.x}, ${b.at.y}) health`, s.barriers[i]!, b.health, (v) => ({ what: 'barrier', at: b.at, value: v })))}
    </fieldset>`;
  }

  override render() {
    const session = this.play.session;
    const s = session?.state;
    if (!session || !s || s.pending?.kind !== 'manual') return nothing;
    const content = session.content;
    const lara = s.lara;
    return html`<div class="backdrop ${this.picking ? 'picking' : ''}">
      <div class="dialog" role="dialog" aria-modal=${this.picking ? 'false' : 'true'} aria-labelledby="heading" @keydown=${(e: KeyboardEvent) => e.stopPropagation()}>
        <h3 id="heading">Apply by hand</h3>
        <p class="detail">The engine does not carry this effect out. Change what it says below (each change goes in the log), then press Done.</p>
        <blockquote class="card-text">${s.pending.text}</blockquote>
        ${this.picking ? html`<p class="hint" role="status">Click a space on the board for ${this.picking.who === 'lara' ? 'Lara' : this.picking.who === 'noise' ? 'the Noise Token' : this.picking.enemy}.</p>` : nothing}
        ${session.error ? html`<p class="error" role="alert">${session.error}</p>` : nothing}
        <fieldset class="lara">
          <legend>Lara</legend>
          ${this.number('Health', lara.health, lara.maxHealth, (v) => ({ what: 'health', value: v }))}
          ${this.number('Dice left', lara.diceLeft, lara.dice, (v) => ({ what: 'diceLeft', value: v }))}
          ${this.number('Dice lost next phase', s.diceLostNextPhase, lara.dice, (v) => ({ what: 'diceLostNextPhase', value: v }))}
          ${this.number('Special Dice', s.inventory.specialDice, content.specialDiceCount, (v) => ({ what: 'specialDice', value: v }))}
          ${this.facing('Facing', lara.facing, (f) => ({ what: 'facing', value: f }))}
          <label class="field">Sight
            <select aria-label="Sight" @change=${(e: Event) => this.adjust({ what: 'sight', value: (e.target as HTMLSelectElement).value as 'hidden' | 'seen' })}>
              ${(['hidden', 'seen'] as const).map((v) => html`<option value=${v} ?selected=${s.sight === v}>${v.toUpperCase()}</option>`)}
            </select></label>
          ${this.space('Space', lara.at, { who: 'lara' }, (p) => ({ what: 'at', value: p }))}
          ${this.resources(s)}
          ${s.inventory.weapons.map((w) => this.number(`${cardName(content, 'weapon', w.id)} ammo`, w.ammo, Number(cardOf(content, 'weapon', w.id).ammo) || 0, (v) => ({ what: 'ammo', weapon: w.id, value: v })))}
        </fieldset>
        ${s.enemies.map((e) => {
          const name = `${content.figures.get(e.type)?.name ?? e.type} ${e.id}`;
          return html`<fieldset class="enemy" data-enemy=${e.id}>
            <legend>${name}</legend>
            ${this.number(`${name} health`, e.health, Math.max(e.health, content.figures.get(e.type)?.health ?? e.health), (v) => ({ what: 'enemyHealth', enemy: e.id, value: v }))}
            ${this.facing(`${name} facing`, e.facing, (f) => ({ what: 'enemyFacing', enemy: e.id, value: f }))}
            ${this.space(`${name} space`, e.at, { who: 'enemy', enemy: e.id }, (p) => ({ what: 'enemyAt', enemy: e.id, value: p }))}
          </fieldset>`;
        })}
        ${this.renderLevel(s)}
        <label class="note">What was done (kept in the log) <textarea aria-label="What was done by hand" .value=${this.note} @input=${(e: Event) => (this.note = (e.target as HTMLTextAreaElement).value)}></textarea></label>
        <button class="done" @click=${() => this.done()}>Done</button>
      </div>
    </div>`;
  }

  static override styles = [
    dialogStyles,
    css`
      /* Picking a space: the board takes the clicks, the dialog waits in a corner. */
      .backdrop.picking {
        background: none;
        pointer-events: none;
        place-items: end end;
      }
      .backdrop.picking .dialog {
        pointer-events: auto;
        max-height: 40vh;
        overflow: auto;
        margin: 0.5rem;
      }
      .dialog {
        min-width: 20rem;
        max-width: 40rem;
        max-height: 90vh;
        overflow: auto;
      }
      fieldset {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.8rem;
        margin: 0.4rem 0;
      }
      .field input[type='number'] {
        width: 3.5rem;
      }
      .hint {
        background: #e3f2fd;
        padding: 0.2rem 0.5rem;
      }
      .error {
        background: #fde7e7;
        color: #8e1414;
        padding: 0.2rem 0.5rem;
      }
      .note textarea {
        display: block;
        width: 100%;
        min-height: 2.5rem;
      }
      .done {
        margin-top: 0.4rem;
        font: inherit;
        padding: 0.3rem 1rem;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-by-hand-dialog': TrByHandDialog;
  }
}
