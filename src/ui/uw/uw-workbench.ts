import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { UwCard, UwGame, UwRegion, UwTrack } from '../../model/types.generated.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { uwCatalogue, uwItemProblems } from '../../analysis/uw-checks.ts';
import './uw-problems.ts';
import { addGain, addRegion, addSpace, moveObstacle, moveRegion, moveSpace, removeRegion } from './uw-edit.ts';
import { renderInspector, type Selection } from './uw-inspector.ts';
import { effectsWords, GAIN_GLYPHS, GAIN_TYPES, GAIN_WORDS, obstacleSummary, type GainType } from './uw-words.ts';
import { uwWorkbenchStyles } from './uw-workbench-style.ts';

const TRACKS: readonly UwTrack[] = ['acrobatics', 'battle', 'trick'];
const MIME = 'application/x-uw-designer';
type Drag =
  | { from: 'palette'; type: GainType }
  | { from: 'space'; track: UwTrack; index: number }
  | { from: 'obstacle'; index: number }
  | { from: 'journey'; index: number };

/**
 * The region designer's workbench for one item of the Underworld: a region (its three tracks drawn
 * as tracks of spaces, its obstacles; effects dragged from a palette onto spaces, spaces and obstacles
 * reordered by dragging or from the inspector), the game (its journey, an ordered list of regions
 * reordered by dragging or Alt+↑/↓) or a card. Its problems — the pack checker's and the designer's
 * own checks (analysis/uw-checks.ts) — are shown live. Edits go through the item's document.
 */
@customElement('tr-uw-workbench')
export class TrUwWorkbench extends LitElement {
  @property({ attribute: false }) doc: ItemDocument | undefined;
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ type: Boolean }) readOnly = false;
  /** The pack checker's problems of this item (pointers into the item). */
  @property({ attribute: false }) checkerProblems: readonly Problem[] = [];
  @state() private selection: Selection | undefined;
  private observed: ItemDocument | undefined;
  private readonly onChange = () => this.requestUpdate();

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = undefined;
  }

  protected override willUpdate(): void {
    if (this.observed === this.doc) return;
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = this.doc;
    this.observed?.addEventListener('change', this.onChange);
    this.selection = undefined;
  }

  private get item(): ContentItem | undefined {
    return this.doc?.value;
  }

  private cardName = (id: string): string =>
    (this.packs.flatMap((p) => p.items).find((i) => i.kind === 'uwCard' && i.id === id)?.name as string | undefined) ??
    id;

  private edit(next: object, label: string, gesture?: string): void {
    if (this.readOnly || !this.doc) return;
    this.doc.setValue(next as ContentItem, { label, ...(gesture ? { gesture } : {}) });
  }

  get problems(): Problem[] {
    const item = this.item;
    if (!item) return [];
    return [...this.checkerProblems, ...uwItemProblems(item, uwCatalogue(this.packs, item))];
  }

  override render() {
    const item = this.item;
    if (!item) return nothing;
    const body =
      item.kind === 'uwRegion'
        ? this.renderRegion(item as unknown as UwRegion)
        : item.kind === 'uwGame'
          ? this.renderGame(item as unknown as UwGame)
          : this.renderCard(item as unknown as UwCard);
    return html`<div class="bench">
      <div class="main">
        <div class="bar">
          <label>Name <input aria-label="Name" .value=${String(item.name ?? '')} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...item, name: (e.target as HTMLInputElement).value }, 'Rename')} /></label>
          <button ?disabled=${!this.doc?.canUndo || this.readOnly} @click=${() => this.doc?.undo()}>Undo</button>
          <button ?disabled=${!this.doc?.canRedo || this.readOnly} @click=${() => this.doc?.redo()}>Redo</button>
          ${this.readOnly ? html`<span class="ro">Built-in: read only.</span><button @click=${() => this.dispatchEvent(new Event('copy-item', { bubbles: true, composed: true }))}>Make an editable copy</button>` : nothing}
        </div>
        ${body}
      </div>
      <aside class="problems" aria-label="Problems"><tr-uw-problems .problems=${this.problems} @show-problem=${(e: CustomEvent<Problem>) => this.show(e.detail)}></tr-uw-problems></aside>
    </div>`;
  }

  /** Selects what a problem points at. */
  private show(p: Problem): void {
    const m = /^\/tracks\/(acrobatics|battle|trick)(?:\/(\d+))?/.exec(p.pointer);
    if (m) this.selection = { kind: 'space', track: m[1] as UwTrack, index: Number(m[2] ?? 0) };
    const o = /^\/obstacles\/(\d+)/.exec(p.pointer);
    if (o) this.selection = { kind: 'obstacle', index: Number(o[1]) };
    const j = /^\/journey\/(\d+)/.exec(p.pointer);
    if (j)
      void this.updateComplete.then(() =>
        this.renderRoot.querySelectorAll<HTMLElement>('.journey li')[Number(j[1])]?.focus(),
      );
  }

  private renderRegion(r: UwRegion): TemplateResult {
    const host = {
      region: r,
      readOnly: this.readOnly,
      cardName: this.cardName,
      edit: (n: UwRegion, l: string, g?: string) => this.edit(n, l, g),
      select: (s: Selection | undefined) => (this.selection = s),
    };
    return html`<div class="region">
      <div class="left">
        <div class="palette" role="list" aria-label="Palette of space effects">
          ${GAIN_TYPES.map((t) => html`<span role="listitem" class="chip" draggable=${this.readOnly ? 'false' : 'true'} title="Drag onto a space" @dragstart=${(e: DragEvent) => this.startDrag(e, { from: 'palette', type: t })}>${GAIN_GLYPHS[t]} ${GAIN_WORDS[t]}</span>`)}
        </div>
        ${TRACKS.map((t) => this.renderTrack(r, t))}
        <h3>Obstacles</h3>
        <ol class="obstacles" aria-label="Obstacles">
          ${r.obstacles.map((o, i) => {
            const selected = this.selection?.kind === 'obstacle' && this.selection.index === i;
            return html`<li tabindex="0" class="obstacle ${selected ? 'selected' : ''}" aria-label=${`Obstacle ${i + 1}: ${o.name}`} aria-selected=${selected ? 'true' : 'false'} draggable=${this.readOnly ? 'false' : 'true'}
              @click=${() => (this.selection = { kind: 'obstacle', index: i })}
              @keydown=${(e: KeyboardEvent) =>
                this.reorderKey(e, i, r.obstacles.length, (to) => {
                  this.edit(moveObstacle(r, i, to), 'Move an obstacle');
                  this.selection = { kind: 'obstacle', index: to };
                })}
              @dragstart=${(e: DragEvent) => this.startDrag(e, { from: 'obstacle', index: i })}
              @dragover=${(e: DragEvent) => this.allow(e)}
              @drop=${(e: DragEvent) => {
                const d = this.dropped(e);
                if (d?.from === 'obstacle') this.edit(moveObstacle(r, d.index, i), 'Move an obstacle');
              }}>
              <strong>${i + 1}. ${o.name}</strong><span>${obstacleSummary(o)}</span>
            </li>`;
          })}
        </ol>
      </div>
      <section class="inspector" aria-label="Inspector">${renderInspector(host, this.selection)}</section>
    </div>`;
  }

  private renderTrack(r: UwRegion, t: UwTrack): TemplateResult {
    const spaces = r.tracks[t];
    return html`<div class="track ${t}">
      <h3 id=${`track-${t}`}>${t.charAt(0).toUpperCase() + t.slice(1)} track</h3>
      <ol class="spaces" aria-labelledby=${`track-${t}`}>
        ${spaces.map((space, i) => {
          const selected = this.selection?.kind === 'space' && this.selection.track === t && this.selection.index === i;
          const name = `${t.charAt(0).toUpperCase() + t.slice(1)} space ${i + 1}${i === 0 ? ' (start)' : i === spaces.length - 1 ? ' (end)' : ''}: ${effectsWords(space.effects, this.cardName)}`;
          return html`<li tabindex="0" class="space ${selected ? 'selected' : ''}" aria-label=${name} aria-selected=${selected ? 'true' : 'false'} draggable=${this.readOnly ? 'false' : 'true'}
            @click=${() => (this.selection = { kind: 'space', track: t, index: i })}
            @keydown=${(e: KeyboardEvent) =>
              this.reorderKey(
                e,
                i,
                spaces.length,
                (to) => {
                  this.edit(moveSpace(r, t, i, to), 'Move a space');
                  this.selection = { kind: 'space', track: t, index: to };
                },
                true,
              )}
            @dragstart=${(e: DragEvent) => this.startDrag(e, { from: 'space', track: t, index: i })}
            @dragover=${(e: DragEvent) => this.allow(e)}
            @drop=${(e: DragEvent) => this.dropOnSpace(e, r, t, i)}>
            <span class="n">${i + 1}</span>
            <span class="fx">${space.effects.map((g) => html`<span title=${GAIN_WORDS[g.type as GainType]}>${GAIN_GLYPHS[g.type as GainType]}${(g.count ?? 1) > 1 ? g.count : ''}</span>`)}</span>
          </li>`;
        })}
      </ol>
      <button class="add" ?disabled=${this.readOnly} aria-label=${`Add a space to the ${t} track`} @click=${() => this.edit(addSpace(r, t), 'Add a space')}>+</button>
    </div>`;
  }

  private dropOnSpace(e: DragEvent, r: UwRegion, t: UwTrack, i: number): void {
    const d = this.dropped(e);
    if (!d) return;
    if (d.from === 'palette') {
      this.edit(
        addGain(r, t, i, d.type === 'object' ? { type: 'object', card: r.objects[0] ?? '' } : { type: d.type }),
        `Add ${GAIN_WORDS[d.type]}`,
      );
      this.selection = { kind: 'space', track: t, index: i };
    } else if (d.from === 'space' && d.track === t) {
      this.edit(moveSpace(r, t, d.index, i), 'Move a space');
      this.selection = { kind: 'space', track: t, index: i };
    }
  }

  private renderGame(g: UwGame): TemplateResult {
    const cat = uwCatalogue(this.packs, g as unknown as ContentItem);
    const regionName = (id: string) => cat.regions.get(id)?.name ?? id;
    const others = [...cat.regions.keys()].filter((id) => !g.journey.includes(id));
    return html`<section class="game">
      <h3 id="journey-heading">Journey</h3>
      <p class="hint">Drag a region to reorder, or focus it and press Alt+↑ / Alt+↓.</p>
      <ol class="journey" aria-labelledby="journey-heading">
        ${g.journey.map(
          (
            id,
            i,
          ) => html`<li tabindex="0" draggable=${this.readOnly ? 'false' : 'true'} aria-label=${`${i + 1}. ${regionName(id)}`}
          @keydown=${(e: KeyboardEvent) => this.reorderKey(e, i, g.journey.length, (to) => this.edit(moveRegion(g, i, to), 'Move a region'))}
          @dragstart=${(e: DragEvent) => this.startDrag(e, { from: 'journey', index: i })}
          @dragover=${(e: DragEvent) => this.allow(e)}
          @drop=${(e: DragEvent) => {
            const d = this.dropped(e);
            if (d?.from === 'journey') this.edit(moveRegion(g, d.index, i), 'Move a region');
          }}>
          <span class="grip" aria-hidden="true">⠿</span> ${regionName(id)}
          <button aria-label=${`Remove ${regionName(id)} from the journey`} ?disabled=${this.readOnly || g.journey.length < 2} @click=${() => this.edit(removeRegion(g, i), 'Remove a region')}>×</button>
        </li>`,
        )}
      </ol>
      ${
        others.length
          ? html`<label>Add a region <select aria-label="Region to add" ?disabled=${this.readOnly} @change=${(
              e: Event,
            ) => {
              const id = (e.target as HTMLSelectElement).value;
              if (id) this.edit(addRegion(g, id), 'Add a region');
            }}>
            <option value="">(choose)</option>${others.map((id) => html`<option value=${id}>${regionName(id)}</option>`)}
          </select></label>`
          : nothing
      }
      <div class="fields">
        <label>Health <input type="number" min="1" aria-label="Health" .value=${String(g.health)} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...g, health: Number((e.target as HTMLInputElement).value) || 1 }, 'Change health')} /></label>
        <label>Adrenaline gauge <input type="number" min="1" aria-label="Adrenaline gauge" .value=${String(g.adrenaline)} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...g, adrenaline: Number((e.target as HTMLInputElement).value) || 1 }, 'Change the adrenaline gauge')} /></label>
        <label>Enemies that lose <input type="number" min="1" aria-label="Enemies that lose" .value=${String(g.enemies.lose)} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...g, enemies: { ...g.enemies, lose: Number((e.target as HTMLInputElement).value) || 1 } }, 'Change the enemy limit')} /></label>
        <label>Jörmungandr's points <input type="number" min="1" aria-label="Jörmungandr's points" .value=${String(g.jormungandr.points)} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...g, jormungandr: { ...g.jormungandr, points: Number((e.target as HTMLInputElement).value) || 1 } }, "Change Jörmungandr's price")} /></label>
      </div>
    </section>`;
  }

  private renderCard(c: UwCard): TemplateResult {
    const num = (
      key: 'eliminates' | 'moves' | 'copies',
      label: string,
    ) => html`<label>${label} <input type="number" min="0" aria-label=${label} .value=${String(c[key] ?? 0)} ?disabled=${this.readOnly}
      @change=${(e: Event) => {
        const n = Number((e.target as HTMLInputElement).value) || 0;
        const { [key]: _k, ...rest } = c;
        this.edit(n > 0 ? { ...rest, [key]: n } : rest, `Change ${label.toLowerCase()}`);
      }} /></label>`;
    return html`<section class="card-form">
      <p>A ${c.type} card${c.region ? ` of ${c.region}` : ''}.</p>
      <label>Text <textarea aria-label="Card text" .value=${c.text ?? ''} ?disabled=${this.readOnly} @change=${(e: Event) => this.edit({ ...c, text: (e.target as HTMLTextAreaElement).value }, 'Edit the text')}></textarea></label>
      ${c.type === 'progress' ? num('copies', 'Copies') : nothing}
      ${c.type === 'object' ? html`${num('eliminates', 'Enemies eliminated')} ${num('moves', 'Spaces moved')}` : nothing}
    </section>`;
  }

  /** Alt+arrow moves the focused space, obstacle or region one place (the keyboard way of a drag). */
  private reorderKey(
    e: KeyboardEvent,
    i: number,
    length: number,
    move: (to: number) => void,
    horizontal = false,
  ): void {
    if (this.readOnly || !e.altKey) return;
    const back = e.key === 'ArrowUp' || (horizontal && e.key === 'ArrowLeft');
    const fwd = e.key === 'ArrowDown' || (horizontal && e.key === 'ArrowRight');
    const to = back ? i - 1 : fwd ? i + 1 : -1;
    if (to < 0 || to >= length) return;
    e.preventDefault();
    move(to);
    const list = (e.currentTarget as HTMLElement).parentElement;
    void this.updateComplete.then(() => (list?.children[to] as HTMLElement | undefined)?.focus());
  }

  private startDrag(e: DragEvent, drag: Drag): void {
    if (this.readOnly || !e.dataTransfer) return;
    e.dataTransfer.setData(MIME, JSON.stringify(drag));
    e.dataTransfer.setData('text/plain', drag.from === 'palette' ? GAIN_WORDS[drag.type] : drag.from);
    e.dataTransfer.effectAllowed = drag.from === 'palette' ? 'copy' : 'move';
    e.stopPropagation();
  }

  private allow(e: DragEvent): void {
    if (this.readOnly) return;
    if (e.dataTransfer?.types.includes(MIME)) e.preventDefault();
  }

  private dropped(e: DragEvent): Drag | undefined {
    if (this.readOnly) return undefined;
    const raw = e.dataTransfer?.getData(MIME);
    if (!raw) return undefined;
    e.preventDefault();
    e.stopPropagation();
    try {
      return JSON.parse(raw) as Drag;
    } catch {
      return undefined;
    }
  }

  static override styles = uwWorkbenchStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-uw-workbench': TrUwWorkbench;
  }
}
