import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { CocAction } from '../../engine/coc/index.ts';
import { islandTargets, islandView, type IslandSpaceView, type IslandView } from '../../analysis/coc-island-view.ts';
import { SessionController } from './playtest-context.ts';
import { describeDecision } from './decision-words.ts';
import { isIslandDecision } from './island-words.ts';

/** Hex size (centre to corner) and the margin around the island, in SVG units. */
const R = 34;
const H = Math.sqrt(3) * R;
const MARGIN = 8;

const TYPE_COLOUR: Record<string, string> = {
  jungle: '#5d9a45',
  mountain: '#9a9aa6',
  desert: '#dcb66c',
  tomb: '#8a6748',
};

/** The centre of a flat-topped hex in odd-q columns (odd columns half a hex lower), as the board's paths assume. */
const centre = (s: { column: number; row: number }) => ({
  x: MARGIN + R + s.column * 1.5 * R,
  y: MARGIN + H / 2 + s.row * H + (s.column % 2 ? H / 2 : 0),
});

const corners = (x: number, y: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

/** An action that answers an island decision by naming a space. */
const spaceOf = (a: CocAction): string | undefined =>
  a.type === 'islandStart' || a.type === 'revealTombToken'
    ? a.space
    : a.type === 'islandMove' || a.type === 'moveNatlaPin'
      ? a.to
      : undefined;

/**
 * The Island Board of an Island Campaign: its hexes by location type with the paths between them,
 * Cleared Tokens, Tomb Tokens (face down "?", face up by name), the Natla-Pins, the Lara-Pin, and
 * what Lara has found (the MAP and the KEY open the crypt). While the campaign waits for an island
 * decision (the start space, an island move and the Event Cards it costs, a map's move or Tomb
 * Token, a Natla-Pin's way), the spaces it may pick are marked and can be clicked (or reached with
 * Tab and picked with Enter), and every answer is listed in words below the map.
 * `readonly`: shown during a level, to look at only.
 */
@customElement('tr-island-map')
export class TrIslandMap extends LitElement {
  private readonly play = new SessionController(this);
  @property({ type: Boolean }) readonly = false;
  private focusedFor: unknown;

  protected override updated(): void {
    // A new decision: its first answer gets the focus, as in the choice dialog.
    const state = this.play.session?.state;
    if (this.readonly || !state || this.focusedFor === state) return;
    this.focusedFor = state;
    this.renderRoot.querySelector<HTMLElement>('.answers button:not([disabled])')?.focus();
  }

  private choose(action: CocAction): void {
    this.play.session?.apply(action);
  }

  override render() {
    const s = this.play.session;
    const view = s && islandView(s.content, s.state);
    if (!s || !view) return nothing;
    const deciding = !this.readonly && isIslandDecision(s.state.pending) && s.reveal === undefined;
    const decision = deciding ? describeDecision(s.content, s.state, s.legal) : undefined;
    const targets = deciding ? islandTargets(s.content, s.state) : new Map<string, number>();
    const bySpace = new Map(
      (decision?.answers ?? []).flatMap((a) => (spaceOf(a.action) ? [[spaceOf(a.action)!, a.action] as const] : [])),
    );
    const width = Math.max(...view.spaces.map((sp) => centre(sp).x)) + R + MARGIN;
    const height = Math.max(...view.spaces.map((sp) => centre(sp).y)) + H / 2 + MARGIN;
    return html`<section aria-label="The island">
      <h3>${view.name}: ${this.stageWords(view, s.state.campaign!.lara)}</h3>
      <svg class="island" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" role="group" aria-label="Island map">
        ${view.spaces.map((sp) => this.space(sp, bySpace.get(sp.id), targets.get(sp.id)))}
        ${view.paths.map(([a, b]) => {
          // Drawn over the hexes where they meet: the middle of the way from one centre to the other.
          const p = centre(view.spaces.find((sp) => sp.id === a)!);
          const q = centre(view.spaces.find((sp) => sp.id === b)!);
          const at = (f: number) => ({ x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f });
          const [from, to] = [at(0.4), at(0.6)];
          return svg`<line class="path" data-path="${a} ${b}" x1=${from.x} y1=${from.y} x2=${to.x} y2=${to.y}></line>`;
        })}
      </svg>
      <p class="found" aria-label="Found">
        <span class=${view.map ? 'have' : 'missing'} data-find="map">MAP ${view.map ? '✓' : '✗'}</span>
        <span class=${view.key ? 'have' : 'missing'} data-find="key">KEY ${view.key ? '✓' : '✗'}</span>
        · Tomb Tokens found: ${view.found.join(', ') || 'none'} · Natla-Pins on the island: <b class="pins">${view.pinsOnIsland}</b> · Crypt: ${view.map && view.key ? view.crypt : 'face down'}${view.boss ? html` · Boss: ${view.boss}` : nothing}
      </p>
      ${
        decision
          ? html`<div class="decision" role="group" aria-labelledby="island-heading">
            <h4 id="island-heading">${decision.heading}</h4>
            ${decision.detail ? html`<p class="detail">${decision.detail}</p>` : nothing}
            <ul class="answers">
              ${decision.answers.map(
                (a) =>
                  html`<li><button class="answer" data-type=${a.action.type} data-space=${spaceOf(a.action) ?? ''} ?disabled=${!!a.disabled} @click=${() => this.choose(a.action)}>${a.words}${a.text ? html`<small>${a.text}</small>` : nothing}</button></li>`,
              )}
            </ul>
          </div>`
          : nothing
      }
    </section>`;
  }

  private stageWords(view: IslandView, lara: string | null): string {
    switch (view.stage) {
      case 'start':
        return "Island Setup: the Lara-Pin's start";
      case 'level':
        return view.playing ? `Lara plays ${view.playing} on ${lara}` : `Lara is on ${lara}`;
      case 'natla':
        return 'the Natla-Pins move towards Lara';
      case 'enter':
        return `Lara enters ${lara}`;
      default:
        return "Lara's island move";
    }
  }

  private space(sp: IslandSpaceView, answer: CocAction | undefined, cost: number | undefined) {
    const { x, y } = centre(sp);
    const what = [
      sp.type,
      sp.cleared ? 'cleared' : '',
      sp.start ? 'start space' : '',
      sp.token ? (sp.token.faceUp ? `Tomb Token ${sp.token.name}` : 'a face-down Tomb Token') : '',
      sp.pins ? `${sp.pins} Natla-Pin${sp.pins === 1 ? '' : 's'}` : '',
      sp.lara ? 'the Lara-Pin' : '',
    ]
      .filter(Boolean)
      .join(', ');
    const label = `${sp.id}: ${what}${answer ? `. Pick${cost ? ` (discard ${cost} Event Card${cost === 1 ? '' : 's'})` : ''}` : ''}`;
    const pick = answer ? () => this.choose(answer) : undefined;
    const key = (e: KeyboardEvent) => {
      if (!pick || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      pick();
    };
    return svg`<g class="space ${answer ? 'target' : ''}" data-space=${sp.id} data-type=${sp.type} data-cleared=${sp.cleared ? 'yes' : 'no'}
        role=${answer ? 'button' : 'img'} tabindex=${answer ? '0' : '-1'} aria-label=${label} @click=${pick} @keydown=${key}>
      <title>${label}</title>
      <polygon class="hex" points=${corners(x, y, R - 1.5)} fill=${TYPE_COLOUR[sp.type] ?? '#bbb'}></polygon>
      ${sp.start && !sp.cleared ? svg`<polygon class="start" points=${corners(x, y, R - 6)}></polygon>` : nothing}
      <text class="id" x=${x} y=${y - R * 0.32}>${sp.id}</text>
      ${sp.cleared ? svg`<g class="cleared-token"><circle cx=${x - R * 0.45} cy=${y + R * 0.3} r="7"></circle><text x=${x - R * 0.45} y=${y + R * 0.3 + 3.5}>✓</text></g>` : nothing}
      ${
        sp.token
          ? svg`<g class="tomb-token" data-face-up=${sp.token.faceUp ? 'yes' : 'no'}><rect x=${x - 17} y=${y - 8} width="34" height="14" rx="3"></rect><text x=${x} y=${y + 3}>${sp.token.faceUp ? (sp.token.find ? sp.token.find.toUpperCase() : sp.token.name.split(' ')[0]!.slice(0, 7)) : '?'}</text></g>`
          : nothing
      }
      ${sp.pins ? svg`<g class="natla-pin" data-space=${sp.id} data-count=${sp.pins}><circle cx=${x + R * 0.45} cy=${y + R * 0.3} r="7"></circle><text x=${x + R * 0.45} y=${y + R * 0.3 + 3.5}>${sp.pins}</text></g>` : nothing}
      ${sp.lara ? svg`<g class="lara-pin" data-space=${sp.id}><circle cx=${x} cy=${y + R * 0.5} r="8"></circle><text x=${x} y=${y + R * 0.5 + 3.5}>L</text></g>` : nothing}
      ${answer && cost ? svg`<text class="cost" x=${x} y=${y + R * 0.6}>−${cost}</text>` : nothing}
    </g>`;
  }

  static override styles = css`
    :host {
      display: block;
      padding: 0.4rem 0.6rem;
      overflow: auto;
    }
    h3 {
      font-size: 0.95rem;
      margin: 0 0 0.3rem;
    }
    svg.island {
      width: 100%;
      max-width: 34rem;
      display: block;
    }
    .path {
      stroke: #3e2f1c;
      stroke-width: 4;
      stroke-linecap: round;
      pointer-events: none;
    }
    .hex {
      stroke: #fff;
      stroke-width: 2;
    }
    .space[data-cleared='yes'] .hex {
      opacity: 0.55;
    }
    .start {
      fill: none;
      stroke: #fff;
      stroke-width: 1;
      stroke-dasharray: 2 2;
    }
    .target {
      cursor: pointer;
    }
    .target .hex {
      stroke: #ffeb3b;
      stroke-width: 4;
    }
    .target:focus {
      outline: none;
    }
    .target:focus .hex,
    .target:hover .hex {
      stroke: #ff6f00;
    }
    text {
      text-anchor: middle;
      font: 700 9px system-ui, sans-serif;
      fill: #fff;
      pointer-events: none;
    }
    .id {
      font-size: 10px;
    }
    .cost {
      fill: #ffeb3b;
      stroke: #3e2f1c;
      stroke-width: 2.5px;
      paint-order: stroke;
      font-size: 11px;
    }
    .cleared-token circle {
      fill: #1b5e20;
      stroke: #fff;
    }
    .tomb-token rect {
      fill: #3e2723;
      stroke: #ffd54f;
    }
    .tomb-token[data-face-up='yes'] rect {
      fill: #ffd54f;
    }
    .tomb-token[data-face-up='yes'] text {
      fill: #3e2723;
    }
    .natla-pin circle {
      fill: #c62828;
      stroke: #fff;
    }
    .lara-pin circle {
      fill: #1565c0;
      stroke: #fff;
      stroke-width: 2;
    }
    .found {
      font-size: 0.85rem;
      margin: 0.3rem 0;
    }
    .found .have {
      color: #1b5e20;
      font-weight: 700;
    }
    .found .missing {
      color: #8e1414;
    }
    .decision {
      border: 2px solid #ff6f00;
      border-radius: 6px;
      padding: 0.3rem 0.6rem;
      background: #fff8e1;
    }
    h4 {
      margin: 0.1rem 0 0.2rem;
    }
    .detail {
      margin: 0 0 0.3rem;
      font-size: 0.85rem;
    }
    .answers {
      list-style: none;
      padding: 0;
      margin: 0;
      display: grid;
      gap: 0.2rem;
    }
    .answer small {
      display: block;
      color: #555;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-island-map': TrIslandMap;
  }
}
