/**
 * The region designer's inspector: the selected space's effects, or the selected obstacle's name,
 * text, who pays, price (ways of paying, each a list of requirements), condition, guess and penalty.
 * Every field edits through `edit`, which writes a new region to the document (undoable).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type {
  UwCost,
  UwGain,
  UwObstacle,
  UwPenalty,
  UwRegion,
  UwRequirement,
  UwTrack,
} from '../../model/types.generated.ts';
import { addGain, moveObstacle, moveSpace, removeGain, removeSpace, setGain, setObstacle } from './uw-edit.ts';
import { GAIN_TYPES, GAIN_WORDS, PENALTY_WORDS, type GainType } from './uw-words.ts';

export type Selection = { kind: 'space'; track: UwTrack; index: number } | { kind: 'obstacle'; index: number };

export interface InspectorHost {
  region: UwRegion;
  readOnly: boolean;
  cardName(id: string): string;
  edit(next: UwRegion, label: string, gesture?: string): void;
  select(sel: Selection | undefined): void;
}

const REQS: UwRequirement['what'][] = [
  'acrobatics',
  'battle',
  'trick',
  'anyCard',
  'point',
  'treasure',
  'anyElement',
  'topCardType',
];
const REQ_LABEL: Record<UwRequirement['what'], string> = {
  acrobatics: 'acrobatics cards',
  battle: 'battle cards',
  trick: 'trick cards',
  anyCard: 'cards of any type',
  point: 'points of win',
  treasure: 'treasures',
  anyElement: 'cards, points or treasures',
  topCardType: "cards of the top card's type",
};
const PENALTIES: UwPenalty['type'][] = ['obstacleDie', 'loseHealth', 'eliminated', 'discardHand', 'loseGame'];
const num = (e: Event) => Math.max(1, Math.round(Number((e.target as HTMLInputElement).value) || 1));
const val = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

export function renderInspector(host: InspectorHost, sel: Selection | undefined): TemplateResult {
  if (!sel)
    return html`<p class="hint">Select a space or an obstacle to edit it here; drag an effect from the palette onto a space.</p>`;
  return sel.kind === 'space' ? spaceInspector(host, sel.track, sel.index) : obstacleInspector(host, sel.index);
}

function spaceInspector(host: InspectorHost, track: UwTrack, index: number): TemplateResult {
  const r = host.region;
  const space = r.tracks[track][index];
  if (!space) return html`<p class="hint">That space is gone.</p>`;
  const ro = host.readOnly;
  const last = r.tracks[track].length - 1;
  const gainRow = (g: UwGain, i: number) => html`<li>
    <select aria-label=${`Effect ${i + 1}`} ?disabled=${ro} @change=${(e: Event) => host.edit(setGain(r, track, index, i, { type: val(e) as GainType, ...(val(e) === 'object' ? { card: r.objects[0] ?? '' } : {}) }), 'Change an effect')}>
      ${GAIN_TYPES.map((t) => html`<option value=${t} ?selected=${g.type === t}>${GAIN_WORDS[t]}</option>`)}
    </select>
    ${
      g.type === 'object'
        ? html`<select aria-label=${`Object card of effect ${i + 1}`} ?disabled=${ro} @change=${(e: Event) => host.edit(setGain(r, track, index, i, { ...g, card: val(e) }), 'Choose an object')}>
          ${[...new Set([...r.objects, ...(g.card ? [g.card] : [])])].map((id) => html`<option value=${id} ?selected=${g.card === id}>${host.cardName(id)}</option>`)}
        </select>`
        : html`<input type="number" min="1" aria-label=${`How many (effect ${i + 1})`} .value=${String(g.count ?? 1)} ?disabled=${ro}
          @change=${(e: Event) => {
            const n = num(e);
            const { count: _c, ...rest } = g;
            host.edit(setGain(r, track, index, i, n > 1 ? { ...rest, count: n } : rest), 'Change a count');
          }} />`
    }
    <button ?disabled=${ro} @click=${() => host.edit(removeGain(r, track, index, i), 'Remove an effect')}>Remove</button>
  </li>`;
  return html`<h3>${track.charAt(0).toUpperCase() + track.slice(1)} space ${index + 1}${index === 0 ? ' (start)' : index === last ? ' (end)' : ''}</h3>
    ${index === 0 ? html`<p class="hint">Lara starts here: the first space's effects are never given.</p>` : nothing}
    <ul class="effects" aria-label="Effects of the space">${space.effects.map(gainRow)}</ul>
    ${space.effects.length ? nothing : html`<p class="hint">This space gives nothing.</p>`}
    <label>Add
      <select aria-label="Effect to add" ?disabled=${ro} @change=${(e: Event) => {
        const type = val(e) as GainType;
        (e.target as HTMLSelectElement).value = '';
        if (type)
          host.edit(
            addGain(r, track, index, type === 'object' ? { type, card: r.objects[0] ?? '' } : { type }),
            'Add an effect',
          );
      }}>
        <option value="">(an effect)</option>
        ${GAIN_TYPES.map((t) => html`<option value=${t}>${GAIN_WORDS[t]}</option>`)}
      </select></label>
    <div class="row">
      <button ?disabled=${ro || index === 0} @click=${() => {
        host.edit(moveSpace(r, track, index, index - 1), 'Move a space');
        host.select({ kind: 'space', track, index: index - 1 });
      }}>Move earlier</button>
      <button ?disabled=${ro || index === last} @click=${() => {
        host.edit(moveSpace(r, track, index, index + 1), 'Move a space');
        host.select({ kind: 'space', track, index: index + 1 });
      }}>Move later</button>
      <button ?disabled=${ro || r.tracks[track].length <= 2} @click=${() => {
        host.edit(removeSpace(r, track, index), 'Remove a space');
        host.select(undefined);
      }}>Remove the space</button>
    </div>`;
}

function obstacleInspector(host: InspectorHost, index: number): TemplateResult {
  const r = host.region;
  const o = r.obstacles[index];
  if (!o) return html`<p class="hint">That obstacle is gone.</p>`;
  const ro = host.readOnly;
  const put = (next: UwObstacle, label: string, gesture?: string) =>
    host.edit(setObstacle(r, index, next), label, gesture);
  const setCost = (cost: UwCost | undefined) => {
    const { cost: _c, ...rest } = o;
    put(cost?.length ? { ...rest, cost } : rest, 'Change the price');
  };
  const cost = o.cost ?? [];
  const way = (w: UwRequirement[], k: number) => html`<li>
    <span>Way ${k + 1}:</span>
    ${w.map(
      (req, j) => html`<span class="req">
      <input type="number" min="1" aria-label=${`Way ${k + 1}, requirement ${j + 1}: how many`} .value=${String(req.count)} ?disabled=${ro}
        @change=${(e: Event) => setCost(cost.map((x, kk) => (kk === k ? x.map((q, jj) => (jj === j ? { ...q, count: num(e) } : q)) : x)) as UwCost)} />
      <select aria-label=${`Way ${k + 1}, requirement ${j + 1}: what`} ?disabled=${ro}
        @change=${(e: Event) => setCost(cost.map((x, kk) => (kk === k ? x.map((q, jj) => (jj === j ? { ...q, what: val(e) as UwRequirement['what'] } : q)) : x)) as UwCost)}>
        ${REQS.map((q) => html`<option value=${q} ?selected=${req.what === q}>${REQ_LABEL[q]}</option>`)}
      </select>
      <button aria-label=${`Remove requirement ${j + 1} of way ${k + 1}`} ?disabled=${ro}
        @click=${() => setCost(cost.map((x, kk) => (kk === k ? x.filter((_, jj) => jj !== j) : x)).filter((x) => x.length) as UwCost)}>×</button>
    </span>`,
    )}
    <button ?disabled=${ro} @click=${() => setCost(cost.map((x, kk) => (kk === k ? [...x, { what: 'trick', count: 1 }] : x)) as UwCost)}>+ requirement</button>
  </li>`;
  return html`<h3>Obstacle ${index + 1}</h3>
    <label>Name <input aria-label="Obstacle name" .value=${o.name} ?disabled=${ro} @change=${(e: Event) => put({ ...o, name: val(e) }, 'Rename an obstacle')} /></label>
    <label>Text <textarea aria-label="Obstacle text" .value=${o.text ?? ''} ?disabled=${ro} @change=${(e: Event) => put({ ...o, text: val(e) }, 'Edit an obstacle text')}></textarea></label>
    <label>Who pays
      <select aria-label="Who pays" ?disabled=${ro} @change=${(e: Event) => put({ ...o, who: val(e) as UwObstacle['who'] }, 'Change who pays')}>
        <option value="active" ?selected=${o.who === 'active'}>the active player</option>
        <option value="each" ?selected=${o.who === 'each'}>every player in turn</option>
        <option value="together" ?selected=${o.who === 'together'}>all the players together</option>
      </select></label>
    <fieldset><legend>Price (any one way)</legend>
      <ul class="ways">${cost.map(way)}</ul>
      <button ?disabled=${ro} @click=${() => setCost([...cost, [{ what: 'trick', count: 1 }]] as UwCost)}>+ a way of paying</button>
    </fieldset>
    <label>Passed when finished
      <select aria-label="Condition" ?disabled=${ro} @change=${(e: Event) => {
        const { condition: _c, ...rest } = o;
        put(val(e) ? { ...rest, condition: { trackFinished: val(e) as UwTrack } } : rest, 'Change the condition');
      }}>
        <option value="" ?selected=${!o.condition}>(no condition)</option>
        ${(['acrobatics', 'battle', 'trick'] as const).map((t) => html`<option value=${t} ?selected=${o.condition?.trackFinished === t}>the ${t} track</option>`)}
      </select></label>
    <fieldset><legend>Otherwise (penalty)</legend>
      <ul class="penalties">${o.penalty.map(
        (p, j) => html`<li>
        <select aria-label=${`Penalty ${j + 1}`} ?disabled=${ro} @change=${(e: Event) => put({ ...o, penalty: o.penalty.map((q, jj) => (jj === j ? { type: val(e) as UwPenalty['type'] } : q)) }, 'Change a penalty')}>
          ${PENALTIES.map((t) => html`<option value=${t} ?selected=${p.type === t}>${PENALTY_WORDS[t]}</option>`)}
        </select>
        ${
          p.type === 'obstacleDie' || p.type === 'loseHealth'
            ? html`<input type="number" min="1" aria-label=${`Penalty ${j + 1}: how many`} .value=${String(p.count ?? 1)} ?disabled=${ro}
              @change=${(e: Event) => put({ ...o, penalty: o.penalty.map((q, jj) => (jj === j ? (num(e) > 1 ? { ...q, count: num(e) } : { type: q.type }) : q)) }, 'Change a penalty')} />`
            : nothing
        }
        <button ?disabled=${ro} @click=${() => put({ ...o, penalty: o.penalty.filter((_, jj) => jj !== j) }, 'Remove a penalty')}>Remove</button>
      </li>`,
      )}</ul>
      <button ?disabled=${ro} @click=${() => put({ ...o, penalty: [...o.penalty, { type: 'obstacleDie' }] }, 'Add a penalty')}>+ a penalty</button>
    </fieldset>
    <div class="row">
      <button ?disabled=${ro || index === 0} @click=${() => {
        host.edit(moveObstacle(r, index, index - 1), 'Move an obstacle');
        host.select({ kind: 'obstacle', index: index - 1 });
      }}>Move earlier</button>
      <button ?disabled=${ro || index === r.obstacles.length - 1} @click=${() => {
        host.edit(moveObstacle(r, index, index + 1), 'Move an obstacle');
        host.select({ kind: 'obstacle', index: index + 1 });
      }}>Move later</button>
    </div>`;
}
