import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import { cardCatalog, type CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { cardIdOf, type CcgContent } from '../../engine/ccg/index.ts';
import { stepFrom } from '../../engine/ccg/index.ts';
import type { CcgAction, CcgState, PlacedLocation, Spot } from '../../engine/ccg/index.ts';
import { cardArt, cardArtStyles, levelMapStyles } from '../ccg/ccg-card-art.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { SIDE_WORDS, cardName, playerName } from './ccg-words.ts';

export const RAIDER_COLOURS = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f'];

const catalogs = new WeakMap<readonly Pack[], Map<string, CcgCardInfo>>();
function catalogOf(packs: readonly Pack[]): Map<string, CcgCardInfo> {
  let c = catalogs.get(packs);
  if (!c) catalogs.set(packs, (c = cardCatalog(packs.flatMap((p) => p.items))));
  return c;
}

const key = (s: Spot) => `${s.column},${s.depth}`;

/** An obstacle on a location as the map shows it. */
interface ShownObstacle {
  ref: string;
  name: string;
  hits: number;
  life?: number;
  removed: boolean;
}

function obstaclesAt(content: CcgContent, placed: PlacedLocation): ShownObstacle[] {
  const out: ShownObstacle[] = [];
  const printed = placed.face === 'up' ? content.cards.get(cardIdOf(placed.card))?.printed : undefined;
  if (printed)
    out.push({
      ref: 'printed',
      name: printed.name,
      hits: placed.printedHits,
      ...(printed.life !== undefined ? { life: printed.life } : {}),
      removed: placed.printedRemoved,
    });
  for (const o of placed.obstacles) {
    const facts = content.cards.get(cardIdOf(o.card))?.obstacle;
    out.push({
      ref: o.card,
      name: cardName(content, o.card),
      hits: o.hits,
      ...(facts?.life !== undefined ? { life: facts.life } : {}),
      removed: false,
    });
  }
  return out;
}

/**
 * The level map as it is being explored: the same drawing as the designer's map (depth 1 at the
 * bottom, each row with its depth and rating), with the cards placed so far turned as they were
 * explored, the obstacles on each location with their hits (a printed one removed shows a skull),
 * empty and save-point tokens, exit tokens added or blocked, and the raiders' pawns. The spots the
 * moving raider can go to now are marked: click one (or Tab to it and press Enter) to move there.
 * What lies on a location (obstacles, tokens) is listed under its card, so the card stays readable.
 */
@customElement('tr-ccg-play-map')
export class TrCcgPlayMap extends LitElement {
  private readonly play = new CcgSessionController(this);

  /** Where each legal move leads: spot key → the move action. */
  private moves(state: CcgState, legal: readonly CcgAction[]): Map<string, CcgAction & { type: 'move' }> {
    const out = new Map<string, CcgAction & { type: 'move' }>();
    for (const a of legal) {
      if (a.type !== 'move') continue;
      const who = state.raiders[a.player ?? state.step?.player ?? 0];
      if (who?.at) out.set(key(stepFrom(who.at, a.side)), a);
    }
    return out;
  }

  private describeCell(
    content: CcgContent,
    state: CcgState,
    spot: Spot,
    placed: PlacedLocation | undefined,
    obstacles: ShownObstacle[],
    raiders: number[],
    move: (CcgAction & { type: 'move' }) | undefined,
  ): string {
    const parts = [`Column ${spot.column}, depth ${spot.depth}`];
    if (!placed)
      parts.push(
        state.drawnTreasureSpots.some((d) => key(d.spot) === key(spot))
          ? 'treasure room drawn when entered'
          : 'unknown',
      );
    else if (placed.face === 'down') parts.push(`${cardName(content, placed.card)}, face down`);
    else parts.push(`${cardName(content, placed.card)}${placed.rotation ? `, turned ${placed.rotation}°` : ''}`);
    for (const o of obstacles)
      parts.push(
        o.removed ? `${o.name} removed` : `${o.name}${o.life !== undefined ? `, ${o.hits} of ${o.life} hits` : ''}`,
      );
    if (placed?.empty) parts.push('empty');
    if (state.droppedTreasure && key(state.droppedTreasure.spot) === key(spot))
      parts.push(`the treasure lies here (a search of ${state.droppedTreasure.searchTarget} picks it up)`);
    if (raiders.length)
      parts.push(
        raiders
          .map((r) => `${playerName(state, r)}${state.raiders[r]!.carriesTreasure ? ' (carrying the treasure)' : ''}`)
          .join(' and ') + ' here',
      );
    if (move) parts.push(`move ${SIDE_WORDS[move.side]} to here`);
    return parts.join('; ');
  }

  private renderCell(
    content: CcgContent,
    catalog: Map<string, CcgCardInfo>,
    state: CcgState,
    spot: Spot,
    moves: Map<string, CcgAction & { type: 'move' }>,
  ) {
    const s = this.play.session!;
    const placed = state.map.find((p) => p.spot.column === spot.column && p.spot.depth === spot.depth);
    const obstacles = placed ? obstaclesAt(content, placed) : [];
    const raiders = state.raiders.filter((r) => r.at && key(r.at) === key(spot)).map((r) => r.player);
    const move = moves.get(key(spot));
    const drawn = !placed && state.drawnTreasureSpots.find((d) => key(d.spot) === key(spot));
    const id = placed ? cardIdOf(placed.card) : '';
    const savePoint = placed?.face === 'up' && (placed.savePoint || content.cards.get(id)?.savePoint);
    const dropped =
      state.droppedTreasure && key(state.droppedTreasure.spot) === key(spot) ? state.droppedTreasure : undefined;
    const body = placed
      ? cardArt(catalog.get(id), id, placed.face, placed.rotation ?? undefined)
      : drawn
        ? html`<div class="drawn"><strong>Treasure room</strong><span>drawn when entered from</span>${drawn.choices.map((c) => html`<span>${cardName(content, c)}</span>`)}</div>`
        : html`<div class="unknown"></div>`;
    return html`<div
      role="gridcell"
      class="cell ${placed ? (placed.face === 'up' ? 'mapped' : 'down') : 'unknown'} ${move ? 'reach' : ''}"
      data-column=${spot.column}
      data-depth=${spot.depth}
      data-card=${placed ? id : nothing}
      data-face=${placed ? placed.face : nothing}
      data-rotation=${placed?.rotation ?? nothing}
      aria-label=${this.describeCell(content, state, spot, placed, obstacles, raiders, move)}
      tabindex=${move ? 0 : -1}
      @click=${() => move && s.apply(move)}
      @keydown=${(e: KeyboardEvent) => {
        if (move && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          e.stopPropagation();
          s.apply(move);
        }
      }}
    >
      <div class="art">
      ${body}
      ${placed?.addedExits.map((side) => html`<span class="token added ${side}" title="Exit added ${SIDE_WORDS[side]}">➜</span>`)}
      ${placed?.blockedExits.map((side) => html`<span class="token blocked ${side}" title="Exit ${SIDE_WORDS[side]} blocked">✕</span>`)}
      ${
        raiders.length
          ? html`<div class="pawns">${raiders.map((r) => {
              const carries = state.raiders[r]!.carriesTreasure;
              return html`<span class="pawn ${carries ? 'carries' : ''}" data-player=${r} style="background:${RAIDER_COLOURS[r % RAIDER_COLOURS.length]}" title="${playerName(state, r)}${carries ? ', carrying the treasure' : ''}">${r + 1}${carries ? html`<b class="carried" aria-hidden="true">★</b>` : nothing}</span>`;
            })}</div>`
          : nothing
      }
      ${move ? html`<span class="go" aria-hidden="true">${SIDE_WORDS[move.side]}</span>` : nothing}
      </div>
      ${
        obstacles.length || placed?.empty || savePoint || dropped
          ? html`<ul class="on-card">
            ${obstacles.map(
              (o) => html`<li class="obstacle ${o.removed ? 'removed' : ''}" data-obstacle=${o.ref} title=${o.name}>
                ${o.removed ? '☠ ' : ''}${o.name}${!o.removed && o.life !== undefined ? html` <b class="hits" data-hits=${o.hits}>${'✕'.repeat(o.hits)}${o.hits}/${o.life}</b>` : nothing}
              </li>`,
            )}
            ${placed?.empty ? html`<li class="empty-token">empty</li>` : nothing}
            ${savePoint ? html`<li class="save-token">save point</li>` : nothing}
            ${dropped ? html`<li class="treasure-token" title="Dropped treasure: a search of ${dropped.searchTarget} picks it up">★ treasure (search ${dropped.searchTarget})</li>` : nothing}
          </ul>`
          : nothing
      }
    </div>`;
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content) return nothing;
    const state = s.state;
    const catalog = catalogOf(s.setup.packs);
    const level = content.levels.get(state.level.id);
    const size = (level?.map ?? {}) as { width?: number; depth?: number };
    const width = size.width ?? Math.max(1, ...state.map.map((p) => p.spot.column));
    const depth = size.depth ?? Math.max(1, ...state.map.map((p) => p.spot.depth));
    const moves = this.moves(state, s.handover === undefined ? s.legal : []);
    const rows = Array.from({ length: depth }, (_, i) => depth - i);
    return html`<div class="map" role="grid" aria-label="Level map, ${width} wide and ${depth} deep; depth 1 at the bottom" aria-rowcount=${depth} style="--columns: ${width}">
      ${rows.map(
        (d) => html`<div role="row" class="row">
          <div class="depth" role="rowheader">Depth ${d}${state.startingDepth !== 1 ? html`<small>rating ${state.startingDepth + d - 1}</small>` : nothing}</div>
          ${Array.from({ length: width }, (_, c) => this.renderCell(content, catalog, state, { column: c + 1, depth: d }, moves))}
        </div>`,
      )}
    </div>`;
  }

  /** Focuses the first spot the raider can move to (or the map). */
  override focus(): void {
    this.renderRoot.querySelector<HTMLElement>('.cell.reach')?.focus();
  }

  static override styles = [
    cardArtStyles,
    levelMapStyles,
    css`
      .cell {
        width: 6.5rem;
        min-height: 6.5rem;
        box-sizing: border-box;
        border-radius: 6px;
      }
      .art {
        position: relative;
        width: 6.5rem;
        height: 6.5rem;
      }
      .cell.unknown .art {
        width: calc(6.5rem - 4px);
        height: calc(6.5rem - 4px);
      }
      .cell.reach {
        cursor: pointer;
        box-shadow: 0 0 0 3px #43a047;
      }
      .cell.reach:focus-visible {
        outline: 3px solid #1565c0;
        outline-offset: 2px;
      }
      .go {
        position: absolute;
        inset: auto 0 0.15rem 0;
        text-align: center;
        font-size: 0.65rem;
        color: #1b5e20;
        font-weight: 700;
      }
      .on-card {
        margin: 2px 0 0;
        padding: 0;
        list-style: none;
        display: flex;
        flex-direction: column;
        gap: 1px;
        font-size: 0.6rem;
      }
      .on-card li {
        background: rgba(255, 255, 255, 0.92);
        border: 1px solid #b71c1c;
        border-radius: 3px;
        padding: 0 0.2rem;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .on-card .removed {
        border-color: #777;
        color: #777;
        text-decoration: line-through;
      }
      .on-card .empty-token,
      .on-card .save-token {
        border-color: #1d4d80;
        color: #1d4d80;
      }
      .on-card .treasure-token {
        border-color: #8a6d00;
        color: #6b5400;
        background: #fff3c4;
      }
      .hits {
        color: #b71c1c;
      }
      .pawn.carries {
        position: relative;
        border-color: #f2c200;
      }
      .pawn .carried {
        position: absolute;
        top: -0.55rem;
        right: -0.35rem;
        color: #c79a00;
        font-size: 0.7rem;
      }
      .pawns {
        position: absolute;
        right: 0.2rem;
        bottom: 0.9rem;
        display: flex;
        gap: 2px;
      }
      .pawn {
        width: 1.2rem;
        height: 1.2rem;
        border-radius: 50%;
        color: #fff;
        font-size: 0.75rem;
        font-weight: 700;
        display: grid;
        place-items: center;
        border: 2px solid #fff;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.5);
      }
      .token {
        position: absolute;
        font-size: 0.8rem;
        font-weight: 700;
      }
      .token.added {
        color: #2e7d32;
      }
      .token.blocked {
        color: #b71c1c;
      }
      .token.top {
        top: 0;
        left: 45%;
      }
      .token.bottom {
        bottom: 0;
        left: 45%;
      }
      .token.left {
        left: 0;
        top: 45%;
      }
      .token.right {
        right: 0;
        top: 45%;
      }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-play-map': TrCcgPlayMap;
  }
}
