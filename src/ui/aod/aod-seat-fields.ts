/**
 * The museum designer's seatings: for 2, 3 and 4 players, who plays (the turn order, one character
 * chosen per place: choosing one who already plays swaps the two), whether the sides play as teams,
 * a seating added or taken out, and "Seat as the rulebook" for the rulebook's table.
 */
import { html, nothing } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import {
  addSeating,
  PLAYER_COUNTS,
  removeSeating,
  rulebookSeating,
  rulebookSeatings,
  setSeat,
  setTeams,
  type Character,
  type Seating,
} from '../../model/aod-seat-edit.ts';
import { visibleText } from '../../model/visible-text.ts';

type Edit = (change: (s: ContentItem) => ContentItem, label: string) => void;
const SIDE = { good: 'good', bad: 'bad' } as const;

export function renderSeatings(
  characters: readonly Character[],
  seats: readonly Seating[],
  readOnly: boolean,
  edit: Edit,
) {
  const name = (id: string) => characters.find((c) => c.id === id)?.name ?? id;
  const missing = PLAYER_COUNTS.filter((n) => !seats.some((s) => s.players === n) && rulebookSeating(characters, n));
  return html`<div class="seatings" role="group" aria-label="Seatings">
    ${[...seats]
      .sort((a, b) => a.players - b.players)
      .map(
        (seat) => html`<div class="seat" role="group" aria-label=${`${seat.players} players`}>
          <strong>${seat.players} players:</strong>
          ${seat.order.map(
            (id, i) => html`<select
              aria-label=${`${seat.players} players, turn ${i + 1}`}
              ?disabled=${readOnly}
              @change=${(e: Event) => {
                const to = (e.target as HTMLSelectElement).value;
                edit(
                  (v) => setSeat(v, seat.players, i, to),
                  `${name(to)} plays turn ${i + 1} with ${seat.players} players`,
                );
              }}
            >
              ${characters.map((c) => html`<option value=${c.id} ?selected=${c.id === id}>${visibleText(c.name)} (${SIDE[c.side]})</option>`)}
            </select>`,
          )}
          <label
            ><input
              type="checkbox"
              .checked=${seat.teams ?? false}
              ?disabled=${readOnly}
              @change=${(e: Event) => edit((v) => setTeams(v, seat.players, (e.target as HTMLInputElement).checked), `Teams with ${seat.players} players`)}
            />
            sides play as teams</label
          >
          ${readOnly ? nothing : html`<button @click=${() => edit((v) => removeSeating(v, seat.players), `Take out the ${seat.players}-player seating`)} aria-label=${`Take out the ${seat.players}-player seating`}>✕</button>`}
        </div>`,
      )}
    ${
      readOnly
        ? nothing
        : html`<p>
          ${missing.map((n) => html`<button @click=${() => edit((v) => addSeating(v, n), `Add a ${n}-player seating`)}>Add ${n} players</button> `)}
          <button @click=${() => edit((v) => rulebookSeatings(v), 'Seat as the rulebook')} title="2: Lara against Pieter; 3: Lara against Pieter and Joachim; 4: two teams taking turns">Seat as the rulebook</button>
        </p>`
    }
  </div>`;
}
