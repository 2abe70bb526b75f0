/**
 * The museum setup's fields in the museum designer: name, size, deal, hand limit, actions per turn,
 * the characters' sides and the seatings (players, turn order, teams), the deck (copies of each
 * action card: the counts per value) and the counters (which discovery counters and objects).
 */
import { html } from 'lit';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { visibleText } from '../../model/visible-text.ts';
import { renderSeatings } from './aod-seat-fields.ts';

type Edit = (change: (s: ContentItem) => ContentItem, label: string) => void;
type Character = { id: string; name: string; side: 'good' | 'bad' };
type Seat = { players: number; order: string[]; teams?: boolean };
type Setup = ContentItem & {
  width: number;
  height: number;
  deal: string;
  handLimit?: number;
  actionsPerTurn?: number;
  characters?: Character[];
  seats?: Seat[];
  deck?: { card: string; copies?: number }[];
  discoveries?: string[];
  objects?: string[];
};

const of = (packs: readonly Pack[], kind: string) => {
  const seen = new Set<string>();
  return packs.flatMap((p) => p.items.filter((i) => i.kind === kind && !seen.has(i.id) && seen.add(i.id)));
};
const numberOf = (e: Event, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number((e.target as HTMLInputElement).value) || min)));

export function renderSetupFields(
  doc: ItemDocument,
  packs: readonly Pack[],
  readOnly: boolean,
  edit: Edit,
  resize: (w: number, h: number) => void,
) {
  const s = doc.value as Setup;
  const num = (label: string, value: number, min: number, max: number, set: (n: number) => void) =>
    html`<label>${label} <input type="number" min=${min} max=${max} .value=${String(value)} ?disabled=${readOnly} @change=${(e: Event) => set(numberOf(e, min, max))} /></label>`;
  const characters = s.characters ?? [];
  const cards = of(packs, 'aodActionCard') as (ContentItem & { sort: string; value: number; copies: number })[];
  const toggle = (field: 'discoveries' | 'objects', id: string, on: boolean) =>
    edit(
      (v) => {
        const list = ((v as Setup)[field] ?? []).filter((x) => x !== id);
        return { ...v, [field]: on ? [...list, id] : list };
      },
      `${on ? 'Add' : 'Take out'} ${id}`,
    );
  return html`<fieldset>
      <legend>Museum</legend>
      <label>Name <input .value=${s.name ?? ''} ?disabled=${readOnly} @change=${(e: Event) => edit((v) => ({ ...v, name: (e.target as HTMLInputElement).value }), 'Rename')} /></label>
      ${num('Width', s.width, 1, 15, (w) => resize(w, s.height))} ${num('Height', s.height, 1, 15, (h) => resize(s.width, h))}
      <label
        >Deal
        <select ?disabled=${readOnly} @change=${(e: Event) => edit((v) => ({ ...v, deal: (e.target as HTMLSelectElement).value }), 'Change the deal')}>
          <option value="random" ?selected=${s.deal !== 'fixed'}>dealt face down at random</option>
          <option value="fixed" ?selected=${s.deal === 'fixed'}>fixed: laid where I put them</option>
        </select></label
      >
      ${num('Hand limit', s.handLimit ?? 7, 1, 30, (n) => edit((v) => ({ ...v, handLimit: n }), 'Hand limit'))}
      ${num('Actions per turn', s.actionsPerTurn ?? 3, 1, 9, (n) => edit((v) => ({ ...v, actionsPerTurn: n }), 'Actions per turn'))}
    </fieldset>
    <fieldset>
      <legend>Players and sides</legend>
      ${characters.map(
        (c, i) => html`<label
          >${visibleText(c.name)}
          <select
            aria-label=${`Side of ${c.name}`}
            ?disabled=${readOnly}
            @change=${(e: Event) =>
              edit(
                (v) => ({
                  ...v,
                  characters: characters.map((x, j) =>
                    j === i ? { ...x, side: (e.target as HTMLSelectElement).value as Character['side'] } : x,
                  ),
                }),
                `Side of ${c.name}`,
              )}
          >
            <option value="good" ?selected=${c.side === 'good'}>good guys</option>
            <option value="bad" ?selected=${c.side === 'bad'}>bad guys</option>
          </select></label
        >`,
      )}
      ${renderSeatings(characters, s.seats ?? [], readOnly, edit)}
    </fieldset>
    <fieldset>
      <legend>Deck of action cards</legend>
      ${cards.map((c) => {
        const entry = s.deck?.find((d) => d.card === c.id);
        const copies = entry ? (entry.copies ?? c.copies) : 0;
        return html`<label class="count"
          >${visibleText(c.name)}
          <input
            type="number"
            min="0"
            max="60"
            .value=${String(copies)}
            aria-label=${`Copies of ${c.name}`}
            ?disabled=${readOnly}
            @change=${(e: Event) => {
              const n = numberOf(e, 0, 60);
              edit((v) => {
                const deck = ((v as Setup).deck ?? []).filter((d) => d.card !== c.id);
                return {
                  ...v,
                  deck: n > 0 ? [...deck, n === c.copies ? { card: c.id } : { card: c.id, copies: n }] : deck,
                };
              }, `Copies of ${c.name}`);
            }}
        /></label>`;
      })}
    </fieldset>
    <fieldset>
      <legend>Counters</legend>
      ${of(packs, 'aodDiscovery').map(
        (d) => html`<label class="check"
          ><input type="checkbox" .checked=${(s.discoveries ?? []).includes(d.id)} ?disabled=${readOnly} @change=${(e: Event) => toggle('discoveries', d.id, (e.target as HTMLInputElement).checked)} />
          ${visibleText(d.name)}</label
        >`,
      )}
      ${of(packs, 'aodObject').map(
        (o) => html`<label class="check"
          ><input type="checkbox" .checked=${(s.objects ?? []).includes(o.id)} ?disabled=${readOnly} @change=${(e: Event) => toggle('objects', o.id, (e.target as HTMLInputElement).checked)} />
          ${visibleText(o.name)}</label
        >`,
      )}
    </fieldset>`;
}
