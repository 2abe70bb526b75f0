import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import type { LocationType, Space } from '../../model/coc-grid.ts';
import { isObject } from '../../model/json-read.ts';
import { LevelController } from './level-state.ts';
import { CELL, spaceArt, terrainDefs } from './terrain-art.ts';
import { enemyIcon, tokenIcon } from './token-icons.ts';

const TERRAIN: { label: string; space: Space }[] = [
  { label: 'LOW', space: { terrain: 'low' } },
  { label: 'HIGH (raised edge)', space: { terrain: 'high' } },
  { label: 'BLOCK', space: { terrain: 'block' } },
  { label: 'slope (downhill)', space: { terrain: 'low', feature: { type: 'slope', downhill: 'S' } } as Space },
  { label: 'quicksand', space: { terrain: 'low', feature: { type: 'quicksand' } } as Space },
];

const TOKENS: { label: string; token: Record<string, unknown> }[] = [
  { label: 'door (closed / open)', token: { type: 'door', colour: 'red', state: 'closed' } },
  { label: 'switch', token: { type: 'switch', colour: 'red' } },
  { label: 'artifact', token: { type: 'artifact' } },
  { label: 'barrier (health)', token: { type: 'barrier', health: 3 } },
  { label: 'boulder', token: { type: 'boulder' } },
  { label: 'exit', token: { type: 'exit' } },
  { label: "Lara's start", token: { type: 'laraStart', facing: 'E' } },
  { label: 'spawn point', token: { type: 'spawnPoint', number: 1, facing: 'S' } },
];

/**
 * What the board's drawings mean, next to the board: the terrain of the level's location type
 * (elevation told by shade, hatching and a raised edge), the tokens, the enemies that start on
 * this level, and the editing marks (note, sight, reach).
 */
@customElement('tr-board-legend')
export class TrBoardLegend extends LitElement {
  private readonly level = new LevelController(this);
  @property({ attribute: false }) packs: readonly Pack[] = [];

  protected override scheduleUpdate(): void | Promise<void> {
    return this.level.schedule(() => super.scheduleUpdate());
  }

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const location: LocationType = state.rules.locationType ?? 'jungle';
    const enemies = [
      ...new Set(
        state.layout.tokens.flatMap((t) =>
          isObject(t) && t.type === 'spawnPoint' && typeof t.enemy === 'string' ? [t.enemy] : [],
        ),
      ),
    ];
    const name = (id: string) =>
      String(this.packs.flatMap((p) => p.items).find((i) => i.kind === 'enemy' && i.id === id)?.name ?? id);
    const swatch = (body: unknown) => html`<svg viewBox="-20 -20 40 40" aria-hidden="true">${body}</svg>`;
    return html`<details open>
      <summary>Legend</summary>
      <svg class="defs" width="0" height="0" aria-hidden="true">${terrainDefs()}</svg>
      <ul aria-label="Legend">
        ${TERRAIN.map(
          (t) =>
            html`<li><svg viewBox="0 0 ${CELL} ${CELL}" aria-hidden="true">${spaceArt(t.space, location, 0, 0)}</svg><span>${t.label}</span></li>`,
        )}
        ${TOKENS.map((t) => html`<li>${swatch(tokenIcon(t.token))}<span>${t.label}</span></li>`)}
        ${enemies.map((e) => html`<li>${swatch(enemyIcon(e, 12))}<span>${name(e)}</span></li>`)}
        <li><span class="mark note" aria-hidden="true"></span><span>board note</span></li>
        <li><span class="mark sight" aria-hidden="true"></span><span>seen by an enemy</span></li>
        <li><span class="mark reach" aria-hidden="true"></span><span>Lara can reach</span></li>
      </ul>
    </details>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.75rem;
      background: #f4efe4;
      border-top: 1px solid var(--line, #ccc);
      /* Its own stacking context, so that Chromium keeps its paint as one cached piece: laying a tile
         repaints the board's section, which otherwise walks every swatch and label here again
         (about 0.1 ms of each drop's Paint, docs/level-editor-performance.md). Nothing overlaps it. */
      position: relative;
      z-index: 0;
    }
    summary {
      cursor: pointer;
      font-weight: 600;
      padding: 0.15rem 0.6rem;
    }
    .defs {
      position: absolute;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0 0.6rem 0.3rem;
      display: flex;
      flex-wrap: wrap;
      gap: 0.15rem 0.8rem;
    }
    li {
      display: flex;
      align-items: center;
      gap: 0.25rem;
    }
    svg {
      width: 20px;
      height: 20px;
      overflow: visible;
    }
    .mark {
      display: inline-block;
      width: 16px;
      height: 16px;
      box-sizing: border-box;
    }
    .mark.note {
      background: linear-gradient(225deg, #ffd54f 0 40%, transparent 40%);
      border: 1px solid #7a5c00;
    }
    .mark.sight {
      border: 2px dashed #d55e00;
    }
    .mark.reach {
      border: 3px dotted #0072b2;
      border-radius: 50%;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-board-legend': TrBoardLegend;
  }
}
