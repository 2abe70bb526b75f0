import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { numberField } from '../playtest/number-field.ts';
import {
  ABILITIES,
  type CardPlace,
  type CcgAction,
  type CcgAdjustment,
  type CcgState,
  type Side,
  type Spot,
} from '../../engine/ccg/index.ts';
import { CARD_PLACES, MAX_POINTS } from '../../engine/ccg/index.ts';
import { stepFrom } from '../../engine/ccg/index.ts';
import { cardIdOf, levelItem, type CcgContent } from '../../engine/ccg/index.ts';
import { life } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { cardName, playerName, SIDE_WORDS, spotWords } from './ccg-words.ts';

const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];
const PLACE_LABELS: Record<CardPlace, string> = {
  hand: 'hand',
  deckTop: 'deck (top)',
  deckBottom: 'deck (bottom)',
  discard: 'discard pile',
  saved: 'saved row',
  unsaved: 'unsaved row',
};
const spotKey = (s: Spot) => `${s.column},${s.depth}`;
/** The spots next to `at` with no explored location (a raider entering by hand may be sent there: the engine checks a
 * card can be mapped). */
const unknownNextTo = (state: CcgState, at: Spot): Spot[] =>
  SIDES.map((side) => stepFrom(at, side)).filter(
    (s) => s.column >= 1 && s.depth >= 1 && !state.map.some((p) => p.face === 'up' && spotKey(p.spot) === spotKey(s)),
  );
const placeName = (content: CcgContent, state: CcgState, spot: Spot) => {
  const placed = state.map.find((p) => spotKey(p.spot) === spotKey(spot));
  return placed ? `${cardName(content, placed.card)} (${spotWords(spot)})` : spotWords(spot);
};
const keySpot = (k: string): Spot => ({ column: Number(k.split(',')[0]), depth: Number(k.split(',')[1]) });

/**
 * The CCG playtest's "apply by hand" controls, shown in the manual decision's dialog next to the
 * card's text: each raider's hits, life tokens, injuries, stuck and place; one explored location's
 * obstacles (hits, remove), empty mark and exits; a card moved between piles. Each change is an
 * engine `adjust` action applied at once — checked, logged "By hand: …", replayed (rule decisions
 * 138–142); a refused one shows the engine's reason. In a retrieval level, who carries the found treasure or
 * where it lies (190); in a bounty-hunter level, each raider's points (191). A raider may be moved so that she enters
 * the place
 * (an unknown spot next to her too): once done, she goes through the action round there (152). Numbers apply on Enter
 * or when the field is left.
 */
@customElement('tr-ccg-by-hand')
export class TrCcgByHand extends LitElement {
  private readonly play = new CcgSessionController(this);
  /** The location whose obstacles, mark and exits are shown (default: the deciding raider's). */
  @state() private spot: string | undefined;
  @state() private card = '';
  @state() private toPlace: CardPlace = 'hand';
  @state() private toRaider = '';
  /** Raiders whose next place set here is entered (adjust at, enter: the action round's steps follow: rule decision
   * 152). */
  @state() private entering: Record<number, boolean> = {};

  private adjust(a: CcgAdjustment): void {
    this.play.session?.apply({ type: 'adjust', ...a } as CcgAction);
  }

  /** A number field that sets its value by hand when changed (number-field.ts). */
  private number(label: string, value: number, max: number, set: (v: number) => CcgAdjustment) {
    return numberField(label, value, max, (v) => this.adjust(set(v)));
  }

  private raiders(content: CcgContent, state: CcgState) {
    const places = state.map.filter((p) => p.face === 'up');
    return state.raiders.map((r) => {
      const who = playerName(state, r.player);
      if (r.dead || !r.at)
        return html`<fieldset class="raider"><legend>${who}</legend><p>Dead: waits to reload.</p></fieldset>`;
      const at = r.at;
      const forced = state.forcedMoves?.find((f) => f.player === r.player);
      return html`<fieldset class="raider">
        <legend>${who}</legend>
        ${this.number(`${who}: hits`, r.hits, life(content, r), (v) => ({ what: 'hits', raider: r.player, value: v }))}
        ${this.number(`${who}: life tokens`, r.lifeTokens, 20, (v) => ({ what: 'lifeTokens', raider: r.player, value: v }))}
        ${ABILITIES.map((a) => this.number(`${who}: ${a} injuries`, r.injuries[a], 9, (v) => ({ what: 'injuries', raider: r.player, ability: a, value: v })))}
        <label class="field"><input type="checkbox" aria-label=${`${who}: stuck`} .checked=${r.stuckTurn === state.turn}
          @change=${(e: Event) => this.adjust({ what: 'stuck', raider: r.player, value: (e.target as HTMLInputElement).checked })} /> stuck</label>
        <label class="field"><input type="checkbox" aria-label=${`${who}: enters`} .checked=${!!this.entering[r.player]}
          @change=${(e: Event) => (this.entering = { ...this.entering, [r.player]: (e.target as HTMLInputElement).checked })} /> enters the place chosen (obstacles, fight)</label>
        <label class="field">place
          <select aria-label=${`${who}: place`} @change=${(e: Event) => this.adjust({ what: 'at', raider: r.player, value: keySpot((e.target as HTMLSelectElement).value), ...(this.entering[r.player] ? { enter: true } : {}) })}>
            ${places.map((p) => html`<option value=${spotKey(p.spot)} ?selected=${spotKey(p.spot) === spotKey(at)}>${cardName(content, p.card)} (${spotWords(p.spot)})</option>`)}
            ${this.entering[r.player] ? unknownNextTo(state, at).map((spot) => html`<option value=${spotKey(spot)}>unknown spot (${spotWords(spot)})</option>`) : nothing}
          </select></label>
        ${forced ? html`<p class="forced">Enters ${placeName(content, state, forced.spot)} when done: ${forced.explored ? 'an obstacle may be played there, then ' : ''}she may fight a raider there and faces its obstacles.</p>` : nothing}
      </fieldset>`;
    });
  }

  private location(content: CcgContent, state: CcgState) {
    const places = state.map.filter((p) => p.face === 'up');
    const deciding = state.pending ? state.raiders[state.pending.player]?.at : null;
    const key = this.spot ?? (deciding ? spotKey(deciding) : places[0] && spotKey(places[0].spot));
    const placed = places.find((p) => spotKey(p.spot) === key);
    if (!placed) return nothing;
    const spot = placed.spot;
    const obstacles = [
      ...(content.cards.get(cardIdOf(placed.card))?.obstacle && !placed.printedRemoved
        ? [
            {
              ref: 'printed',
              name: `${cardName(content, placed.card)} (printed)`,
              hits: placed.printedHits,
              life: content.cards.get(cardIdOf(placed.card))!.obstacle!.life,
            },
          ]
        : []),
      ...placed.obstacles.map((o) => ({
        ref: o.card,
        name: cardName(content, o.card),
        hits: o.hits,
        life: content.cards.get(cardIdOf(o.card))?.obstacle?.life,
      })),
    ];
    const exitState = (s: Side) =>
      placed.addedExits.includes(s) ? 'added' : placed.blockedExits.includes(s) ? 'blocked' : 'printed';
    return html`<fieldset class="location">
      <legend>Location
        <select aria-label="Location" @change=${(e: Event) => (this.spot = (e.target as HTMLSelectElement).value)}>
          ${places.map((p) => html`<option value=${spotKey(p.spot)} ?selected=${spotKey(p.spot) === key}>${cardName(content, p.card)} (${spotWords(p.spot)})</option>`)}
        </select></legend>
      ${obstacles.map(
        (o) => html`<div class="obstacle">
          ${o.life !== undefined ? this.number(`${o.name}: hits`, o.hits, o.life, (v) => ({ what: 'obstacleHits', spot, obstacle: o.ref, value: v })) : html`<span>${o.name}</span>`}
          <button class="remove" @click=${() => this.adjust({ what: 'removeObstacle', spot, obstacle: o.ref })}>Remove ${o.name}</button>
        </div>`,
      )}
      <label class="field"><input type="checkbox" aria-label="Empty" .checked=${placed.empty} @change=${(e: Event) => this.adjust({ what: 'empty', spot, value: (e.target as HTMLInputElement).checked })} /> empty</label>
      ${SIDES.map(
        (side) => html`<label class="field">${SIDE_WORDS[side]} exit
          <select aria-label=${`Exit ${SIDE_WORDS[side]}`} @change=${(e: Event) => this.adjust({ what: 'exit', spot, side, value: (e.target as HTMLSelectElement).value as 'added' | 'blocked' | 'printed' })}>
            ${(['printed', 'added', 'blocked'] as const).map((v) => html`<option value=${v} ?selected=${exitState(side) === v}>${v === 'printed' ? 'as printed' : v === 'added' ? 'exit added' : 'blocked'}</option>`)}
          </select></label>`,
      )}
    </fieldset>`;
  }

  private cards(content: CcgContent, state: CcgState) {
    const piles = state.raiders.flatMap((r) =>
      (['hand', 'unsaved', 'saved', 'discard', 'deck'] as const).flatMap((pile) =>
        r[pile].map((card) => ({
          owner: r.player,
          card,
          label: `${playerName(state, r.player)} · ${pile}: ${cardName(content, card)}`,
        })),
      ),
    );
    const chosen = piles.find((p) => p.card === this.card) ?? piles[0];
    if (!chosen) return nothing;
    const move = () => {
      const toRaider = this.toRaider === '' ? chosen.owner : Number(this.toRaider);
      this.adjust({
        what: 'moveCard',
        raider: chosen.owner,
        card: chosen.card,
        to: this.toPlace,
        ...(toRaider !== chosen.owner ? { toRaider } : {}),
      });
    };
    return html`<fieldset class="cards">
      <legend>Move a card</legend>
      <select aria-label="Card to move" @change=${(e: Event) => (this.card = (e.target as HTMLSelectElement).value)}>
        ${piles.map((p) => html`<option value=${p.card} ?selected=${p.card === chosen.card}>${p.label}</option>`)}
      </select>
      <label class="field">to
        <select aria-label="Move to raider" @change=${(e: Event) => (this.toRaider = (e.target as HTMLSelectElement).value)}>
          <option value="" ?selected=${this.toRaider === ''}>her own</option>
          ${state.raiders.map((r) => html`<option value=${String(r.player)} ?selected=${this.toRaider === String(r.player)}>${playerName(state, r.player)}'s</option>`)}
        </select>
        <select aria-label="Move to pile" @change=${(e: Event) => (this.toPlace = (e.target as HTMLSelectElement).value as CardPlace)}>
          ${CARD_PLACES.map((p) => html`<option value=${p} ?selected=${p === this.toPlace}>${PLACE_LABELS[p]}</option>`)}
        </select></label>
      <button class="move-card" @click=${move}>Move</button>
    </fieldset>`;
  }

  /**
   * The goal's own things: in a retrieval level once the treasure is found, who carries it or where it
   * lies (rule decision 190); in a bounty-hunter level, each raider's points (191).
   */
  private goal(content: CcgContent, state: CcgState) {
    const goal = (levelItem(content, state.level.id).goal as { type?: string } | undefined)?.type;
    if (goal === 'bountyHunter')
      return html`<fieldset class="goal">
        <legend>Points</legend>
        ${state.raiders.map((r) => this.number(`${playerName(state, r.player)}: points`, r.points, MAX_POINTS, (v) => ({ what: 'points', raider: r.player, value: v })))}
      </fieldset>`;
    if (goal !== 'retrieval' || !state.treasureFound || state.timed) return nothing;
    const carrier = state.raiders.find((r) => r.carriesTreasure);
    const now = carrier
      ? `raider:${carrier.player}`
      : state.droppedTreasure
        ? `spot:${spotKey(state.droppedTreasure.spot)}`
        : '';
    const set = (value: string) => {
      const [kind, key] = value.split(':') as [string, string];
      this.adjust(
        kind === 'raider' ? { what: 'treasure', raider: Number(key) } : { what: 'treasure', spot: keySpot(key) },
      );
    };
    return html`<fieldset class="goal">
      <legend>Treasure</legend>
      <label class="field">carried by or lying at
        <select aria-label="Treasure" @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
          ${now === '' ? html`<option value="" selected disabled>nowhere</option>` : nothing}
          ${state.raiders.filter((r) => !r.dead && r.at).map((r) => html`<option value=${`raider:${r.player}`} ?selected=${now === `raider:${r.player}`}>carried by ${playerName(state, r.player)}</option>`)}
          ${state.map.filter((p) => p.face === 'up').map((p) => html`<option value=${`spot:${spotKey(p.spot)}`} ?selected=${now === `spot:${spotKey(p.spot)}`}>lying at ${cardName(content, p.card)} (${spotWords(p.spot)})</option>`)}
        </select></label>
    </fieldset>`;
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content || s.state.pending?.kind !== 'manual') return nothing;
    return html`<details class="by-hand" open>
      <summary>Apply it by hand</summary>
      ${s.error ? html`<p class="error" role="alert">${s.error}</p>` : nothing}
      ${this.raiders(content, s.state)} ${this.goal(content, s.state)} ${this.location(content, s.state)} ${this.cards(content, s.state)}
    </details>`;
  }

  static override styles = css`
    :host {
      display: block;
      margin: 0.4rem 0;
      font-size: 0.85rem;
    }
    fieldset {
      border: 1px solid #ddd;
      margin: 0.3rem 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.6rem;
      align-items: center;
    }
    .field {
      display: inline-flex;
      gap: 0.25rem;
      align-items: center;
    }
    input[type='number'] {
      width: 3.2rem;
    }
    .obstacle {
      display: flex;
      gap: 0.4rem;
      align-items: center;
    }
    .forced {
      margin: 0;
      font-style: italic;
    }
    .error {
      color: #b71c1c;
      margin: 0.2rem 0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-by-hand': TrCcgByHand;
  }
}
