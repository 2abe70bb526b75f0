/**
 * The Angel of Darkness board in the shared play shell, drawn from what the viewer may see (the
 * module's view): the museum as a grid of open and closed tiles (walls drawn as thick sides, reload
 * symbols, torches), the starting tile beside it, the figures in their side's colour, counters lying
 * in the rooms, the time bomb and the fallen rings; the three piles; each player's counters and hand
 * size, and the viewer's own hand. Played by mouse: a closed tile next to the figure opens it, an open
 * neighbour is walked to, the figure's tile or a neighbour is rotated, a pile reloads; cards are
 * chosen in the hand and the actions they allow (play energy, shoot at someone, stop hits, ditch)
 * appear beside it. The shell's action list stays the keyboard way to every action.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { registerBoard, type BoardContext } from '../play/boards.ts';
import type { AodAction, AodView, CardView, FigureView, Place, TileView } from '../../engine/aod/index.ts';
import { COMPASS, SORT_SYMBOL, tileText, type Compass, type SortName } from './aod-words.ts';
import { boardStyles } from './aod-board-styles.ts';
import { summaryOf } from './aod-summary.ts';
import { symbolIcon } from './aod-symbols.ts';

const same = (a: Place | null | undefined, b: Place | null | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;
const itemIds = (cards: readonly string[]) =>
  cards
    .map((c) => c.split('#')[0])
    .sort()
    .join(',');
const DIRECTION_AT: Record<Compass, Place> = {
  N: { x: 0, y: -1 },
  E: { x: 1, y: 0 },
  S: { x: 0, y: 1 },
  W: { x: -1, y: 0 },
};

@customElement('tr-aod-board')
export class TrAodBoard extends LitElement {
  @property({ attribute: false }) ctx!: BoardContext;
  /** Cards chosen in the viewer's hand (copy ids). */
  @state() private chosen: string[] = [];
  private chosenFor = '';

  private get view(): AodView {
    return this.ctx.state as AodView;
  }

  private get legal(): AodAction[] {
    return this.ctx.legal as AodAction[];
  }

  protected override willUpdate(): void {
    // A new decision (another turn, another action, a pending answer) clears the cards chosen.
    const v = this.view;
    const key = `${v.turn.player}:${v.turn.actionsLeft}:${v.turn.energy}:${v.pending?.kind ?? ''}:${v.viewer}`;
    if (key !== this.chosenFor) {
      this.chosenFor = key;
      this.chosen = [];
    }
  }

  override render() {
    const v = this.view;
    const turnOf = v.figures.find((f) => f.character === (v.pending?.player ?? v.turn.player));
    return html`<div class="aod">
      <p class="turn" role="status">${v.status === 'over' ? 'The museum has collapsed: the game is over.' : this.turnText(v, turnOf)}</p>
      ${v.status === 'over' ? summaryOf(v) : nothing}
      <div class="museum-wrap">${this.renderMuseum(v)}</div>
      ${this.renderPlace(v)} ${this.renderHand(v)} ${this.renderPiles(v)} ${this.renderPlayers(v)}
    </div>`;
  }

  private turnText(v: AodView, f: FigureView | undefined): string {
    const name = f?.name ?? '';
    if (v.pending?.kind === 'hits') return `${name} is shot at: ${v.pending.hits} hits to stop with lives.`;
    if (v.pending?.kind === 'ditch') return `${name} holds too many cards: ${v.pending.count} to ditch.`;
    if (v.pending?.kind === 'place') return `${name} lays the tile just opened.`;
    const energy = v.turn.energy !== null ? `, ${v.turn.energy} energy to spend` : '';
    return `Round ${v.round}: ${name}'s turn, ${v.turn.actionsLeft} action${v.turn.actionsLeft === 1 ? '' : 's'} left${energy}.`;
  }

  /** The actions a click on a place takes: open it, walk to it, rotate it (to the next turn clockwise). */
  private actionsAt(at: Place): AodAction[] {
    const v = this.view;
    const me = v.figures.find((f) => f.character === v.turn.player)?.at;
    const out: AodAction[] = [];
    for (const a of this.legal) {
      if (a.type === 'open' && same(a.at, at)) out.push(a);
      if (
        a.type === 'move' &&
        me &&
        same({ x: me.x + DIRECTION_AT[a.direction].x, y: me.y + DIRECTION_AT[a.direction].y }, at)
      )
        out.push(a);
    }
    if (out.length) return out;
    const cell = v.cells[at.y * v.width + at.x];
    const rotations = this.legal.filter(
      (a): a is Extract<AodAction, { type: 'rotate' }> => a.type === 'rotate' && same(a.at, at),
    );
    if (rotations.length && cell?.open) {
      const next = [...rotations].sort(
        (a, b) => ((a.rotation - cell.rotation + 360) % 360) - ((b.rotation - cell.rotation + 360) % 360),
      )[0]!;
      out.push(next);
    }
    return out;
  }

  private renderMuseum(v: AodView) {
    const rows = [];
    for (let y = -1; y <= v.height; y++) {
      const cells = [];
      for (let x = -1; x <= v.width; x++) cells.push(this.renderCell(v, { x, y }));
      rows.push(html`<div role="row" class="row">${cells}</div>`);
    }
    return html`<div role="grid" aria-label="The museum" class="museum" style=${`--cols:${v.width + 2}`}>${rows}</div>`;
  }

  private renderCell(v: AodView, at: Place) {
    const inside = at.x >= 0 && at.y >= 0 && at.x < v.width && at.y < v.height;
    const isStart = same(at, v.start);
    if (!inside && !isStart) return html`<div role="gridcell" class="cell outside"></div>`;
    const cell: TileView | null | undefined = inside ? v.cells[at.y * v.width + at.x] : undefined;
    const figures = v.figures.filter((f) => same(f.at, at));
    const lying = v.lying.filter((l) => same(l.at, at));
    const bomb = v.bomb && same(v.bomb.at, at) && !v.bomb.exploded;
    const actions = this.actionsAt(at);
    const place = isStart ? 'The starting tile' : `Column ${at.x + 1}, row ${at.y + 1}`;
    let face: string;
    let walls: readonly Compass[] = [];
    if (isStart) {
      walls = v.startWalls;
      face = `the entrance, safety zone, ${tileText({ walls })}`;
    } else if (cell === null) face = 'fallen with the collapse';
    else if (!cell!.open) face = 'closed tile';
    else {
      walls = cell!.walls;
      face = `${cell!.name}: ${tileText(cell!)}`;
    }
    const who = figures.map(
      (f) => `${f.name}${f.down ? ' (knocked out)' : ''}${f.carrying ? ` carrying ${f.carrying.name}` : ''}`,
    );
    const label = [
      `${place}: ${face}`,
      ...who,
      ...lying.map((l) => `${l.object.name} lies here`),
      ...(bomb ? ['the time bomb'] : []),
      ...(actions.length ? [`click: ${this.ctx.describe(actions[0])}`] : []),
    ].join('; ');
    const cls = [
      'cell',
      isStart ? 'start' : '',
      cell === null ? 'fallen' : cell && !cell.open ? 'closed' : 'open',
      actions.length ? 'can' : '',
    ]
      .concat(COMPASS.filter((c) => walls.includes(c)).map((c) => `wall-${c}`))
      .join(' ');
    const content = html`${cell && cell.open && cell.reload ? html`<span class="symbol ${cell.reload}" aria-hidden="true">${symbolIcon(cell.reload)}</span>` : nothing}
      ${cell && cell.open && cell.torch ? html`<span class="torch" aria-hidden="true">${symbolIcon('torch')}</span>` : nothing}
      ${isStart ? html`<span class="start-mark" aria-hidden="true">START</span>` : nothing}
      ${bomb ? html`<span class="bomb" aria-hidden="true">${symbolIcon('bomb')}</span>` : nothing}
      <span class="counters" aria-hidden="true">${lying.map((l) => html`<span class="counter ${l.object.sort}" title=${l.object.name}>${l.object.value}</span>`)}</span>
      <span class="figures" aria-hidden="true"
        >${figures.map((f) => html`<span class="figure ${f.side} ${f.down ? 'down' : ''}" title=${f.name}>${initials(f.name)}${f.carrying ? '＋' : ''}</span>`)}</span
      >`;
    if (actions.length)
      return html`<button role="gridcell" class=${cls} aria-label=${label} title=${this.ctx.describe(actions[0])} @click=${() => this.ctx.act(actions[0])}>
        ${content}
      </button>`;
    return html`<div role="gridcell" class=${cls} aria-label=${label}>${content}</div>`;
  }

  /** A tile just opened: how it is laid. */
  private renderPlace(v: AodView) {
    const places = this.legal.filter((a) => a.type === 'place');
    if (v.pending?.kind !== 'place' || !places.length) return nothing;
    return html`<section class="tray" aria-label="Lay the tile">
      ${places.map((a) => html`<button @click=${() => this.ctx.act(a)}>${this.ctx.describe(a)}</button>`)}
    </section>`;
  }

  private renderHand(v: AodView) {
    const me = v.figures.find((f) => f.character === v.viewer);
    if (!me?.hand) return nothing;
    const chosenKey = itemIds(this.chosen);
    const matching = this.chosen.length
      ? this.legal.filter(
          (a) => (a.type === 'play' || a.type === 'ditch' || a.type === 'takeHits') && itemIds(a.cards) === chosenKey,
        )
      : [];
    const hitsNone = this.legal.filter((a) => a.type === 'takeHits' && a.cards.length === 0);
    return html`<section class="hand" aria-label=${`${me.name}'s hand`}>
      <h3>${me.name}'s hand (${me.hand.length} card${me.hand.length === 1 ? '' : 's'})</h3>
      <div class="cards">
        ${me.hand.map((c) => this.renderCard(c))}
      </div>
      <div class="tray" aria-label="With the cards chosen">
        ${this.chosen.length && !matching.length ? html`<span class="hint">No action takes exactly these cards now.</span>` : nothing}
        ${[...matching, ...hitsNone].map((a) => html`<button class="do" @click=${() => this.ctx.act(a)}>${this.ctx.describe(a)}</button>`)}
      </div>
    </section>`;
  }

  private renderCard(c: CardView) {
    const on = this.chosen.includes(c.id);
    return html`<button
      class=${`card ${c.sort}`}
      aria-pressed=${on ? 'true' : 'false'}
      aria-label=${`${c.name} (${c.sort} ${c.value})`}
      @click=${() => {
        this.chosen = on ? this.chosen.filter((x) => x !== c.id) : [...this.chosen, c.id];
      }}
    >
      <span aria-hidden="true">${SORT_SYMBOL[c.sort as SortName]}</span> ${c.value}
    </button>`;
  }

  private renderPiles(v: AodView) {
    return html`<section class="piles" aria-label="Piles">
      ${(['energy', 'ammo', 'life'] as const).map((sort) => {
        const reload = this.legal.find((a) => a.type === 'reload' && a.sort === sort);
        const pile = v.piles[sort];
        const text = `${sort} cards: ${pile.draw} to draw, ${pile.discard.length} discarded`;
        return reload
          ? html`<button class=${`pile ${sort}`} @click=${() => this.ctx.act(reload)} aria-label=${`${this.ctx.describe(reload)} (${text})`}>
              ${SORT_SYMBOL[sort]} ${pile.draw}
            </button>`
          : html`<span class=${`pile ${sort}`} role="img" aria-label=${text}>${SORT_SYMBOL[sort]} ${pile.draw}</span>`;
      })}
      <span class="pile" role="img" aria-label=${`Discovery counters: ${v.discoveryPile} on the pile`}>${symbolIcon('torch')} ${v.discoveryPile}</span>
      <span class="pile" role="img" aria-label=${`Evidence and paintings: ${v.objectPile.count} on the pile${v.objectPile.large ? ', the large one on the time bomb at the bottom' : ''}`}
        >▣ ${v.objectPile.count}</span
      >
      ${
        v.bomb
          ? html`<span class="pile bomb-state" role="img" aria-label=${bombText(v)}>${symbolIcon('bomb')} ${v.bomb.exploded ? `ring ${v.bomb.ring}` : 'armed'}</span>`
          : nothing
      }
    </section>`;
  }

  private renderPlayers(v: AodView) {
    return html`<ul class="players" aria-label="Players">
      ${v.figures.map((f) => {
        const counters = [...f.discoveries, ...f.scored].map((c) => `${c.name} (${c.value})`);
        const police = f.discoveries
          .filter((d) => d.police && d.police !== 'none')
          .map((d) => `${d.name}: police chased the ${d.police === 'both' ? 'good and the bad' : d.police} guys`);
        return html`<li class=${`player ${f.side} ${f.character === v.turn.player ? 'now' : ''}`}>
          <span class=${`figure ${f.side}`} aria-hidden="true">${initials(f.name)}</span>
          <strong>${f.name}</strong> (${f.side === 'good' ? 'good guys' : 'bad guys'}) — ${f.points} point${f.points === 1 ? '' : 's'},
          ${f.handSize} card${f.handSize === 1 ? '' : 's'} in hand${f.at === null ? ', lost in the collapse' : f.onStart ? ', on the starting tile' : ''}${f.down ? ', knocked out' : ''}
          ${f.carrying ? html`<br />Carrying ${f.carrying.name} (${f.carrying.value})` : nothing}
          ${counters.length ? html`<br />Counters: ${counters.join(', ')}` : nothing}
          ${police.length ? html`<br />${police.join('; ')}` : nothing}
          ${f.destroyed.length ? html`<br />Destroyed: ${f.destroyed.map((d) => d.name).join(', ')}` : nothing}
          ${f.minus ? html`<br />Minus points: ${f.minus}` : nothing}
        </li>`;
      })}
    </ul>`;
  }

  static override styles = boardStyles;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
}

function bombText(v: AodView): string {
  const b = v.bomb!;
  const holder = v.figures.find((f) => f.character === b.holder)?.name;
  if (!b.exploded) return `The time bomb lies under the large counter at column ${b.at.x + 1}, row ${b.at.y + 1}`;
  return `The time bomb has exploded${holder ? ` (${holder} holds its counter)` : ''}: ${b.ring === 0 ? 'its tile has fallen' : `ring ${b.ring} around it has fallen`}`;
}

registerBoard('aod', (ctx) => html`<tr-aod-board .ctx=${ctx}></tr-aod-board>`);

declare global {
  interface HTMLElementTagNameMap {
    'tr-aod-board': TrAodBoard;
  }
}
