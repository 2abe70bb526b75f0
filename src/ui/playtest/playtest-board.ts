import { LitElement, css, html, svg, nothing, unsafeCSS } from 'lit';
import { customElement, state as litState } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { gridSpaces, type Point } from '../../model/coc-grid.ts';
import type { Level } from '../../engine/coc/index.ts';
import { sees } from '../../engine/coc/index.ts';
import type { CocState, EnemyState, RulesContent } from '../../engine/coc/index.ts';
import { CELL, FACING_DEGREES, spaceArt, terrainDefs } from '../level/terrain-art.ts';
import { tokenIcon } from '../level/token-icons.ts';
import { SessionController } from './playtest-context.ts';
import { laidBounds, levelAndGrid, shownFigures, type Bounds } from './board-view.ts';
import { BoardPan } from '../level/board-pan.ts';
import { BoardFit } from './board-fit.ts';
import { cardName, weaponRange } from '../../analysis/coc-view.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';
import { attackerOf } from './decision-words.ts';
import { boardCells, tileFrames } from './board-cells.ts';

/** A tile's printed number (its id when it has none). */
function tileNumber(session: PlaytestSession, tile: string): number | string {
  const item = session.content.items.find((i) => i.kind === 'tile' && i.id === tile);
  return typeof item?.number === 'number' ? item.number : tile;
}

/** The board's overlay styles: the board's own, and written into a picture of it (which has no style sheet). */
const PICTURE_STYLE =
  '.reach rect { fill: none; stroke: #1b5e20; stroke-width: 2.5; } .reach text { font: 700 10px sans-serif; fill: #1b5e20; paint-order: stroke; stroke: #fff; stroke-width: 2.5px; }' +
  ' .latest { fill: none; stroke: #ffeb3b; stroke-width: 3; } .attack { stroke: #ff1744; stroke-width: 4; stroke-dasharray: 6 4; }';

/** The zoom steps (as the level editor's). */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];

const SIGHT_COLOURS = ['#e53935', '#8e24aa', '#fb8c00', '#00897b', '#3949ab', '#6d4c41'];

/**
 * The playtest board: the level drawn as the level editor draws it (its terrain art and token
 * icons), the tokens as the game has them (doors open or closed, artifacts left, barriers' health,
 * the boulder), Lara and the enemies with their facing, the Noise Token, the spaces Lara can
 * reach with her move points (click one to go there), and optionally each enemy's line of sight
 * and a weapon's range from Lara's facing. Overlays are outlines that never hide the terrain or the
 * tokens; a token under a figure is drawn small in its space's corner, above the figure.
 */
@customElement('tr-playtest-board')
export class TrPlaytestBoard extends LitElement {
  private readonly play = new SessionController(this);
  @litState() showReach = true;
  @litState() showSight = false;
  /** The weapon whose range is drawn from Lara's facing ('' = none). */
  @litState() showRange = '';

  /** A scale (1 = one space 60 px) or 'fit': the laid tiles fill the board's area. */
  @litState() zoom: number | 'fit' = 'fit';
  private readonly pan = new BoardPan(this, () => this.renderRoot.querySelector<HTMLElement>('.scroller') ?? undefined);
  private readonly fit = new BoardFit(this, () => this.renderRoot.querySelector('.scroller') ?? undefined);

  /** The scale the board is drawn at now. */
  private get scale(): number {
    if (this.zoom !== 'fit') return this.zoom;
    const svgEl = this.renderRoot.querySelector('svg.board');
    const columns = Number(svgEl?.getAttribute('data-columns') ?? 1);
    return svgEl ? svgEl.getBoundingClientRect().width / (columns * CELL) : 1;
  }

  /** One step in or out from the scale shown now (as the level editor's zoom). */
  zoomBy(direction: 1 | -1): void {
    const current = this.scale;
    const next =
      direction > 0 ? ZOOMS.find((z) => z > current + 0.01) : [...ZOOMS].reverse().find((z) => z < current - 0.01);
    if (next) this.zoom = next;
  }

  private onKey(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey) return;
    if (this.pan.panKey(event, CELL * this.scale)) event.preventDefault();
    else if (event.altKey) return;
    else if (event.key === '+' || event.key === '=') this.zoomBy(1);
    else if (event.key === '-') this.zoomBy(-1);
    else if (event.key === '0') this.zoom = 'fit';
    else return;
    event.preventDefault();
    event.stopPropagation();
  }

  private spaceOf(event: MouseEvent, box: Bounds): Point | undefined {
    const svgEl = this.renderRoot.querySelector('svg.board');
    if (!svgEl) return undefined;
    const rect = svgEl.getBoundingClientRect();
    const x = Math.floor(((event.clientX - rect.left) / rect.width) * box.columns);
    const y = Math.floor(((event.clientY - rect.top) / rect.height) * box.rows);
    return x >= 0 && y >= 0 && x < box.columns && y < box.rows ? { x: x + box.left, y: y + box.top } : undefined;
  }

  private onClick(event: MouseEvent, box: Bounds): void {
    if (this.pan.endsPan()) return;
    const session = this.play.session;
    const at = session && this.spaceOf(event, box);
    if (!session || !at) return;
    // Whoever needs a space picked (the apply-by-hand dialog) hears of every click.
    this.dispatchEvent(new CustomEvent('space-click', { detail: { at }, bubbles: true, composed: true }));
    const reach = session.reach.get(`${at.x},${at.y}`);
    if (reach) session.applyAll(reach.path);
  }

  /** A weapon's range template from Lara's space and facing: spaces it can hit now solid, blocked ones dashed (the
   * reason on hover). */
  private renderRange(content: RulesContent, state: CocState, weapon: string) {
    const { spaces } = weaponRange(content, state, weapon);
    return svg`<g class="range" data-weapon=${weapon}>${spaces.map(
      (r) =>
        svg`<rect class=${r.blocked ? 'blocked' : 'hit'} data-at="${r.at.x},${r.at.y}" x=${r.at.x * CELL + 5} y=${r.at.y * CELL + 5} width=${CELL - 10} height=${CELL - 10} fill="none" stroke="#6a1b9a" stroke-width=${r.blocked ? 1.5 : 2.5} stroke-dasharray=${r.blocked ? '3 3' : 'none'}><title>${r.blocked ? `Out of the shot: ${r.blocked}` : 'In range'}</title></rect>`,
    )}</g>`;
  }

  override render() {
    const session = this.play.session;
    if (!session) return nothing;
    const { level, grid } = levelAndGrid(session);
    const state = session.state;
    const shown = shownFigures(session);
    const names = session.content.figures;
    const reach = this.showReach && session.reveal === undefined ? session.reach : undefined;
    const box = laidBounds(grid, level);
    // Fitted: as wide as the area allows and no taller than it, so the spaces stay square.
    const size =
      this.zoom === 'fit' ? this.fit.width(box.columns, box.rows) : `width: ${box.columns * CELL * this.zoom}px;`;
    return html`<div class="tools">
        <label><input type="checkbox" .checked=${this.showReach} @change=${(e: Event) => (this.showReach = (e.target as HTMLInputElement).checked)} /> Reachable spaces</label>
        <label><input type="checkbox" .checked=${this.showSight} @change=${(e: Event) => (this.showSight = (e.target as HTMLInputElement).checked)} /> Enemies' line of sight</label>
        ${
          state.inventory.weapons.length
            ? html`<label>Weapon range
              <select aria-label="Weapon range" @change=${(e: Event) => (this.showRange = (e.target as HTMLSelectElement).value)}>
                <option value="" ?selected=${!this.showRange}>none</option>
                ${state.inventory.weapons.map((w) => html`<option value=${w.id} ?selected=${this.showRange === w.id}>${cardName(session.content, 'weapon', w.id)}</option>`)}
              </select></label>`
            : nothing
        }
        <button class="export" @click=${() => void this.exportMoment()}>Export picture</button>
        <span class="zoom-tools" role="group" aria-label="Zoom">
          <button @click=${() => this.zoomBy(-1)} aria-label="Zoom out" title="Zoom out (−)">−</button>
          <span class="zoom" aria-live="polite">${this.zoom === 'fit' ? 'Fit' : `${Math.round(this.zoom * 100)}%`}</span>
          <button @click=${() => this.zoomBy(1)} aria-label="Zoom in" title="Zoom in (+)">+</button>
          <button @click=${() => (this.zoom = 'fit')} title="Fit the laid tiles to the window (0)">Fit</button>
        </span>
      </div>
      <div
        class="scroller ${this.pan.panning ? 'panning' : ''}"
        tabindex="0"
        aria-label="Board area: drag to pan, + and − zoom, 0 fits"
        @keydown=${this.onKey}
        @pointerdown=${this.pan.onPointerDown}
        @pointermove=${this.pan.onPointerMove}
        @pointerup=${this.pan.onPointerUp}
        @pointercancel=${this.pan.onPointerUp}
      >
        <svg
          class="board"
          viewBox="${box.left * CELL} ${box.top * CELL} ${box.columns * CELL} ${box.rows * CELL}"
          style="aspect-ratio: ${box.columns} / ${box.rows}; ${size}"
          data-left=${box.left}
          data-top=${box.top}
          data-columns=${box.columns}
          data-rows=${box.rows}
          role="grid"
          aria-label="Playtest board of ${level.name}"
          @click=${(e: MouseEvent) => this.onClick(e, box)}
        >
          ${this.layers(session)}
          ${boardCells(grid, level, state, shown.enemies, (e) => names.get(e.type)?.name ?? e.type, reach)}
        </svg>
      </div>`;
  }

  /**
   * What the board shows at this moment, below the screen reader's grid: the terrain and tile
   * numbers, the tokens as the game has them, the overlays asked for (line of sight, a weapon's
   * range, reachable spaces), the Noise Token, the figures, and the event being played out. For a
   * picture (`still`) the figures stand by a transform attribute rather than a CSS transition.
   */
  private layers(session: PlaytestSession, still = false) {
    const { level, grid } = levelAndGrid(session);
    const state = session.state;
    const shown = shownFigures(session);
    const names = session.content.figures;
    const reach = this.showReach && session.reveal === undefined ? session.reach : undefined;
    // A DODGE asked: the attacker is pointed at on the board (the dialog names it).
    const attacker = state.pending?.kind === 'dodge' ? attackerOf(state, state.pending.source) : undefined;
    const occupied = new Set([state.lara.at, ...shown.enemies.map((e) => e.at)].map((p) => `${p.x},${p.y}`));
    return svg`
          ${guard([grid], () => svg`${terrainDefs()}${gridSpaces(grid).map((s) => spaceArt(s, s.face, s.x, s.y))}${tileFrames(grid, (tile) => tileNumber(session, tile))}`)}
          ${this.renderTokens(level, state, occupied, 'free')}
          ${this.showSight ? this.renderSight(level, state, shown.enemies) : nothing}
          ${this.showRange && state.inventory.weapons.some((w) => w.id === this.showRange) ? this.renderRange(session.content, state, this.showRange) : nothing}
          ${
            reach
              ? [...reach.values()].map(
                  (r) => svg`<g class="reach" data-at="${r.at.x},${r.at.y}">
                <rect x=${r.at.x * CELL + 3} y=${r.at.y * CELL + 3} width=${CELL - 6} height=${CELL - 6} rx="5"></rect>
                <text x=${r.at.x * CELL + CELL - 6} y=${r.at.y * CELL + 13} text-anchor="end">${r.points}</text>
              </g>`,
                )
              : nothing
          }
          ${
            state.noise
              ? svg`<g class="noise" data-at="${state.noise.x},${state.noise.y}" transform="translate(${state.noise.x * CELL + CELL / 2} ${state.noise.y * CELL + CELL / 2})">
                <circle r="17" fill="none" stroke="#f57f17" stroke-width="3" stroke-dasharray="4 3"></circle><text y="-8" font-size="9" text-anchor="middle" fill="#f57f17" font-weight="800">NOISE</text></g>`
              : nothing
          }
          ${attacker ? this.renderAttack(state, attacker) : nothing}
          ${shown.enemies.map((e) => this.renderEnemy(e, names.get(e.type), e.id === attacker?.id, still))}
          ${this.renderLara(state, still)}
          ${this.renderTokens(level, state, occupied, 'stacked')}
          ${shown.latest?.at ? svg`<rect class="latest" x=${shown.latest.at.x * CELL + 1} y=${shown.latest.at.y * CELL + 1} width=${CELL - 2} height=${CELL - 2}></rect>` : nothing}
          ${
            shown.latest && /attack|damage/.test(shown.latest.type)
              ? this.renderAttack(
                  state,
                  shown.enemies.find((e) => e.id === shown.latest!.enemy),
                )
              : nothing
          }
    `;
  }

  /** Opens "Export picture" on the board as it is now (PNG or SVG, at a chosen width). */
  private async exportMoment(): Promise<void> {
    const session = this.play.session;
    if (!session) return;
    const { level, grid } = levelAndGrid(session);
    const width = grid.width * CELL;
    const height = grid.height * CELL;
    const moves = session.steps.length;
    const title = `${level.name}, playtest after ${moves} step${moves === 1 ? '' : 's'}`;
    const picture = svg`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width=${width} height=${height} class="level-picture" role="img" aria-label=${title} font-family="system-ui, sans-serif">
      <title>${title}</title>
      <style>${PICTURE_STYLE}</style>
      <rect class="background" x="0" y="0" width=${width} height=${height} fill="#f7f3ea"></rect>
      ${this.layers(session, true)}
    </svg>`;
    const { exportPicture } = await import('../print/picture-dialog.ts');
    exportPicture(picture, { width, height }, `${level.item.id}-step-${moves}`, 'Export picture of this moment');
  }

  /**
   * The level's tokens. Where a figure stands on a token (Lara on a switch, an enemy on its spawn
   * point), the token is drawn small in the space's top-left corner, above the figure (the
   * `stacked` layer), so it never vanishes under it; the others in the middle of their space.
   */
  private renderTokens(level: Level, state: CocState, occupied: ReadonlySet<string>, layer: 'free' | 'stacked') {
    const stacked = new Map<string, number>();
    const at = (p: Point, icon: unknown, cls: string, label: string) => {
      const key = `${p.x},${p.y}`;
      const under = occupied.has(key);
      if (under !== (layer === 'stacked')) return nothing;
      const k = stacked.get(key) ?? 0;
      if (under) stacked.set(key, k + 1);
      const place = under
        ? `translate(${p.x * CELL + 8 + k * 12} ${p.y * CELL + 8}) scale(0.42)`
        : `translate(${p.x * CELL + CELL / 2} ${p.y * CELL + CELL / 2})`;
      return svg`<g class="token ${cls} ${under ? 'stacked' : ''}" data-at=${key} transform=${place}><title>${label}</title>${icon}</g>`;
    };
    return [
      ...level.spawnPoints.map((s) =>
        at(
          s.at,
          tokenIcon({ type: 'spawnPoint', number: s.number, facing: s.facing }),
          'spawn',
          `Spawn point ${s.number}`,
        ),
      ),
      ...(level.exit ? [at(level.exit, tokenIcon({ type: 'exit' }), 'exit', 'Exit')] : []),
      ...level.switches.map((s) =>
        at(s.at, tokenIcon({ type: 'switch', colour: s.colour }), 'switch', `${s.colour} switch`),
      ),
      ...level.doors.map((d, i) =>
        at(
          d.at,
          tokenIcon({ type: 'door', colour: d.colour, state: state.doors[i] ? 'open' : 'closed' }),
          `door ${state.doors[i] ? 'open' : 'closed'}`,
          `${d.colour} door, ${state.doors[i] ? 'open' : 'closed'}`,
        ),
      ),
      ...level.artifacts.flatMap((p, i) =>
        state.artifacts[i] ? [at(p, tokenIcon({ type: 'artifact' }), 'artifact', 'Artifact')] : [],
      ),
      ...level.barriers.flatMap((b, i) =>
        state.barriers[i]! > 0
          ? [
              at(
                b.at,
                tokenIcon({ type: 'barrier', health: state.barriers[i] }),
                'barrier',
                `Barrier, health ${state.barriers[i]}`,
              ),
            ]
          : [],
      ),
      ...(state.boulder ? [at(state.boulder, tokenIcon({ type: 'boulder' }), 'boulder', 'Boulder')] : []),
    ];
  }

  private renderSight(level: Level, state: CocState, enemies: EnemyState[]) {
    const { grid } = levelAndGrid(this.play.session!);
    return enemies.map((e, i) => {
      const colour = SIGHT_COLOURS[i % SIGHT_COLOURS.length]!;
      const cells = gridSpaces(grid).filter((p) => p.terrain !== 'block' && sees(level, state, e, p));
      return svg`<g class="sight" data-enemy=${e.id}>${cells.map((p) => svg`<rect x=${p.x * CELL + 2 + (i % 3)} y=${p.y * CELL + 2 + (i % 3)} width=${CELL - 4 - 2 * (i % 3)} height=${CELL - 4 - 2 * (i % 3)} fill="none" stroke=${colour} stroke-width="2" stroke-dasharray="5 3"></rect>`)}</g>`;
    });
  }

  private renderEnemy(
    e: EnemyState,
    stats: { name: string; boss: boolean; health: number } | undefined,
    attacking = false,
    still = false,
  ) {
    const boss = stats?.boss === true;
    const r = boss ? 16 : 13;
    const max = Math.max(stats?.health ?? e.health, e.health);
    const x = e.at.x * CELL + CELL / 2;
    const y = e.at.y * CELL + CELL / 2;
    return svg`<g class="enemy ${boss ? 'boss' : ''} ${attacking ? 'attacker' : ''}" data-enemy=${e.id} data-at="${e.at.x},${e.at.y}" data-facing=${e.facing}
        style=${still ? nothing : `transform: translate(${x}px, ${y}px)`} transform=${still ? `translate(${x} ${y})` : nothing}>
      <title>${stats?.name ?? e.type} ${e.id}, health ${e.health}, facing ${e.facing}${attacking ? ', attacking Lara' : ''}</title>
      ${attacking ? svg`<circle class="attack-ring" r=${r + 9} fill="none" stroke="#ffeb3b" stroke-width="4" stroke-dasharray="6 3"></circle>` : nothing}
      <g transform="rotate(${FACING_DEGREES[e.facing]})"><path d="M0 ${-r - 8} L7 ${-r + 1} L-7 ${-r + 1} Z" fill="#b71c1c" stroke="#fff" stroke-width="1.2"></path></g>
      <circle r=${r} fill=${boss ? '#4a0d0d' : '#c62828'} stroke="#fff" stroke-width="2"></circle>
      <text y="4" font-size="11" font-weight="800" text-anchor="middle" fill="#fff">${(stats?.name ?? e.type).slice(0, 2)}</text>
      ${
        boss
          ? svg`<rect x="-17" y="15" width="34" height="5" fill="#333"></rect><rect class="boss-health" x="-17" y="15" width=${(34 * e.health) / max} height="5" fill="#e53935"></rect>`
          : svg`<circle cx="11" cy="-10" r="6.5" fill="#fff" stroke="#c62828"></circle><text class="health" x="11" y="-7" font-size="9" font-weight="700" text-anchor="middle" fill="#c62828">${e.health}</text>`
      }
    </g>`;
  }

  private renderLara(state: CocState, still = false) {
    const p = state.lara.at;
    const x = p.x * CELL + CELL / 2;
    const y = p.y * CELL + CELL / 2;
    return svg`<g class="figure-lara" data-at="${p.x},${p.y}" data-facing=${state.lara.facing} style=${still ? nothing : `transform: translate(${x}px, ${y}px)`} transform=${still ? `translate(${x} ${y})` : nothing}>
      <title>Lara, health ${state.lara.health}, facing ${state.lara.facing}, ${state.sight.toUpperCase()}</title>
      ${tokenIcon({ type: 'laraStart', facing: state.lara.facing })}
      ${state.sight === 'seen' ? svg`<g class="seen" transform="translate(-12 -13)"><ellipse rx="7" ry="4.5" fill="#fff" stroke="#b71c1c" stroke-width="1.5"></ellipse><circle r="2.2" fill="#b71c1c"></circle></g>` : nothing}
    </g>`;
  }

  private renderAttack(state: CocState, enemy: EnemyState | undefined) {
    if (!enemy) return nothing;
    const c = (p: Point) => ({ x: p.x * CELL + CELL / 2, y: p.y * CELL + CELL / 2 });
    const a = c(enemy.at);
    const b = c(state.lara.at);
    return svg`<line class="attack" x1=${a.x} y1=${a.y} x2=${b.x} y2=${b.y}></line>`;
  }

  static override styles = [
    unsafeCSS(PICTURE_STYLE),
    css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.2rem 1rem;
      font-size: 0.85rem;
      padding: 0.2rem 0.5rem;
    }
    .zoom-tools {
      margin-left: auto;
      display: flex;
      gap: 0.25rem;
      align-items: center;
    }
    .zoom-tools button {
      font: inherit;
      min-width: 1.8rem;
    }
    .zoom {
      min-width: 2.6rem;
      text-align: center;
    }
    .scroller.panning {
      cursor: grabbing;
    }
    .scroller:focus-visible {
      outline: 2px solid #e0a15a;
      outline-offset: -2px;
    }
    .scroller {
      flex: 1;
      min-height: 0;
      overflow: auto;
      background: #3a342c;
      padding: 8px;
      display: flex;
    }
    svg.board {
      margin: auto;
      flex: none;
      display: block;
      cursor: default;
    }
    .enemy,
    .figure-lara {
      transition: transform var(--figure-move, 0.25s) ease-in-out;
    }
    .reach rect {
      cursor: pointer;
    }
    .reach text {
      pointer-events: none;
    }
  `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-playtest-board': TrPlaytestBoard;
  }
}
