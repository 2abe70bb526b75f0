import { html, nothing } from 'lit';
import { groupByKind, type KindGroup } from '../model/group.ts';
import { KINDS, kindLabel } from '../model/kinds.ts';
import type { ContentItem, Pack } from '../model/content.ts';
import type { AppStore } from '../store/app-store.ts';
import type { PackProblems } from '../store/pack-problems.ts';
import { visibleText } from '../model/visible-text.ts';

// The middle column of the library: a pack's overview and its items, searched and filtered.

export interface ItemFilter {
  text: string;
  kind: string;
  locationType: string;
  provenance: string;
  problemsOnly: boolean;
}

export const NO_FILTER: ItemFilter = { text: '', kind: '', locationType: '', provenance: '', problemsOnly: false };

/**
 * How many lines a long list draws at first and adds per "Show more": a pack of 33,000 items (or
 * 100,000 problems) drawn whole held the page for tens of seconds after its import. The built-in
 * pack's longest list (211 cards) is drawn whole.
 */
export const LIST_PAGE = 250;

/** How far each long list of the shown pack is drawn, by list ("problems", or an item kind); unset is one page. */
export type ListLengths = Readonly<Record<string, number>>;

/**
 * The "Show more" line under a list drawn in part; `more` draws a page more of the list `key`. None
 * while the list is still being drawn up to its `length` (draw-in-parts.ts).
 */
function renderMore(key: string, drawn: number, total: number, more: (key: string) => void, length = drawn) {
  if (drawn >= total || drawn < length) return nothing;
  return html`<p class="more">
    ${(total - drawn).toLocaleString('en')} more not shown.
    <button @click=${() => more(key)}>Show ${Math.min(LIST_PAGE, total - drawn)} more</button>
  </p>`;
}

/** Kinds with a picture in the list (drawn by print/level-thumbs.ts, fetched after the first paint). */
export const PICTURED_KINDS = ['chapter', 'location', 'crypt', 'ccgLevel'];
/** The kinds with a printable sheet (print/sheets.ts registers them; a component test keeps the two equal). */
export const SHEET_KINDS: Record<string, string> = {
  ...Object.fromEntries(PICTURED_KINDS.map((k) => [k, 'setup'])),
  aodSetup: 'setup',
  uwGame: 'setup',
  uwRegion: 'region',
  rpgCharacter: 'character',
  rpgChallenge: 'setup',
  rpgEncounter: 'setup',
};

const locationTypeOf = (item: ContentItem) => (typeof item.locationType === 'string' ? item.locationType : '');

/** Whether an item passes the filter; `problems` are the item's own. */
export function matches(item: ContentItem, problems: number, f: ItemFilter): boolean {
  const text = f.text.trim().toLowerCase();
  if (text && !`${item.name}\n${item.id}\n${item.kind}`.toLowerCase().includes(text)) return false;
  if (f.kind && item.kind !== f.kind) return false;
  if (f.locationType && locationTypeOf(item) !== f.locationType) return false;
  if (f.provenance && (item.provenance ?? 'none') !== f.provenance) return false;
  if (f.problemsOnly && problems === 0) return false;
  return true;
}

const grouped = new WeakMap<readonly ContentItem[], KindGroup[]>();

/**
 * A pack's items grouped by kind and sorted, once per version of the pack (items are replaced,
 * never changed in place): sorting a 33,334-item pack took 60–180 ms at load 20–27, twice in every drawing.
 */
function groupsOf(pack: Pack): KindGroup[] {
  let groups = grouped.get(pack.items);
  if (!groups) grouped.set(pack.items, (groups = groupByKind(pack.items)));
  return groups;
}

const indexes = new WeakMap<readonly ContentItem[], Map<ContentItem, number>>();

/** Each item's index in the pack (its problems are counted by index), once per version of the pack. */
function indexOf(pack: Pack): Map<ContentItem, number> {
  let index = indexes.get(pack.items);
  if (!index) indexes.set(pack.items, (index = new Map(pack.items.map((item, i) => [item, i]))));
  return index;
}

const filterValues = new WeakMap<readonly ContentItem[], { kinds: string[]; locationTypes: string[] }>();

/** The kinds and location types the filters offer, once per version of the pack. */
function filterValuesOf(pack: Pack): { kinds: string[]; locationTypes: string[] } {
  let values = filterValues.get(pack.items);
  if (!values) {
    const kinds = [...new Set(pack.items.map((i) => i.kind))].sort(
      (a, b) => KINDS.findIndex((k) => k.kind === a) - KINDS.findIndex((k) => k.kind === b),
    );
    const locationTypes = [...new Set(pack.items.map(locationTypeOf).filter(Boolean))].sort();
    filterValues.set(pack.items, (values = { kinds, locationTypes }));
  }
  return values;
}

/** Whether what drawing the pack needs is known: its items grouped and sorted, indexed, its filter values. */
export const prepared = (pack: Pack): boolean =>
  grouped.has(pack.items) && indexes.has(pack.items) && filterValues.has(pack.items);

/**
 * Works out what drawing a long pack needs, each part in a task of its own (issue 27: with the first
 * drawing they made one task of a 33,334-item pack's first sort and two passes over its items), then `done`.
 */
export function prepareInParts(pack: Pack, done: () => void): void {
  const steps = [() => groupsOf(pack), () => indexOf(pack), () => filterValuesOf(pack)];
  const next = () => {
    const step = steps.shift();
    if (!step) return done();
    step();
    setTimeout(next);
  };
  setTimeout(next);
}

const filters = (f: ItemFilter) => f.text.trim() || f.kind || f.locationType || f.provenance || f.problemsOnly;

/** Counts by kind, problems, dependencies and the integrity hash of a pack. */
export function renderOverview(
  store: AppStore,
  pack: Pack,
  integrity: string | undefined,
  lengths: ListLengths = {},
  more: (key: string) => void = () => {},
  cap = Infinity,
) {
  const problems = store.packProblems.get(pack.id);
  const groups = groupsOf(pack);
  return html`<section class="overview" aria-label="Overview">
    <dl>
      <dt>Items</dt>
      <dd>${pack.items.length}${groups.length ? ' — ' : ''}${groups.map((g, i) => html`${i ? ', ' : ''}<span class="count-kind">${g.label} ${g.items.length}</span>`)}</dd>
      <dt>Depends on</dt>
      <dd class="dependencies">
        ${
          (pack.dependencies ?? []).length === 0
            ? 'nothing'
            : (pack.dependencies ?? []).map(
                (d, i) =>
                  html`${i ? ', ' : ''}${store.pack(d.id)?.name ?? d.id} ${d.version}${store.pack(d.id) ? '' : html` <span class="tag problem">missing</span>`}`,
              )
        }
      </dd>
      <dt>SHA-256</dt>
      <dd><code class="integrity" title="Of the pack's canonical JSON; written into exported files">${integrity ?? '…'}</code></dd>
    </dl>
    ${renderPackProblems(pack, problems, lengths.problems ?? LIST_PAGE, more, cap)}
  </section>`;
}

/** The pack's problems: the counts, and the first `length` (a long list's are fetched as they are shown). */
function renderPackProblems(
  pack: Pack,
  problems: PackProblems | undefined,
  length: number,
  more: (key: string) => void,
  cap: number,
) {
  if (!problems) return html`<p class="checking" role="status">Checking the pack…</p>`;
  if (problems.total === 0) return html`<p class="ok" role="status">No problems found.</p>`;
  const { errors, warnings } = problems;
  const shown = problems.first(Math.min(length, cap));
  return html`<details class="pack-problems">
    <summary>${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}</summary>
    <ul>
      ${shown.map((p) => html`<li class=${p.severity}><code>${p.itemId ?? pack.id}${p.pointer}</code> ${p.message}</li>`)}
    </ul>
    ${renderMore('problems', shown.length, problems.total, more, Math.min(length, problems.total))}
  </details>`;
}

/** The filter controls; `set` receives the changed filter. */
export function renderFilters(pack: Pack, f: ItemFilter, set: (f: ItemFilter) => void) {
  const { kinds, locationTypes } = filterValuesOf(pack);
  const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;
  return html`<div class="filters" role="search">
    <input type="search" placeholder="Search by name or id" aria-label="Search items" .value=${f.text} @input=${(e: Event) => set({ ...f, text: value(e) })} />
    <select aria-label="Kind" @change=${(e: Event) => set({ ...f, kind: value(e) })}>
      <option value="" ?selected=${!f.kind}>Every kind</option>
      ${kinds.map((k) => html`<option value=${k} ?selected=${f.kind === k}>${kindLabel(k)}</option>`)}
    </select>
    <select aria-label="Location type" @change=${(e: Event) => set({ ...f, locationType: value(e) })}>
      <option value="" ?selected=${!f.locationType}>Any location type</option>
      ${locationTypes.map((t) => html`<option value=${t} ?selected=${f.locationType === t}>${t}</option>`)}
    </select>
    <select aria-label="Provenance" @change=${(e: Event) => set({ ...f, provenance: value(e) })}>
      <option value="" ?selected=${!f.provenance}>Any provenance</option>
      <option value="rulebook" ?selected=${f.provenance === 'rulebook'}>rulebook</option>
      <option value="sample" ?selected=${f.provenance === 'sample'}>sample</option>
      <option value="none" ?selected=${f.provenance === 'none'}>not stated</option>
    </select>
    <label><input type="checkbox" .checked=${f.problemsOnly} @change=${(e: Event) => set({ ...f, problemsOnly: (e.target as HTMLInputElement).checked })} /> Has problems</label>
  </div>`;
}

/** The pack's items that pass the filter, grouped by kind. */
export function renderItems(
  store: AppStore,
  pack: Pack,
  f: ItemFilter,
  lengths: ListLengths = {},
  more: (key: string) => void = () => {},
  cap = Infinity,
) {
  const problems = store.packProblems.get(pack.id);
  const index = indexOf(pack);
  const count = (item: ContentItem) => problems?.countOf(index.get(item)!) ?? 0;
  // The pack's groups, each filtered (the same groups, in the same order, as grouping the items that pass);
  // with no filter set, the groups as they are (no pass over every item in every drawing).
  const groups = filters(f)
    ? groupsOf(pack)
        .map((group) => ({ ...group, items: group.items.filter((item) => matches(item, count(item), f)) }))
        .filter((group) => group.items.length > 0)
    : groupsOf(pack);
  const selected = store.selectedItem;
  const packs = store.packsFor(pack.id);
  if (pack.items.length === 0) return html`<p>This pack has no items yet.</p>`;
  if (groups.length === 0) return html`<p class="none">No item matches.</p>`;
  const isSelected = (item: ContentItem) =>
    selected?.packId === pack.id && selected.kind === item.kind && selected.itemId === item.id;
  return groups.map((group) => {
    const length = lengths[group.kind] ?? LIST_PAGE;
    const drawn = group.items.slice(0, Math.min(length, cap));
    // The selected item is always in the list, even where it lies past the part drawn.
    const beyond = group.items.length > drawn.length ? group.items.slice(drawn.length).find(isSelected) : undefined;
    return html`<section class="kind" data-kind=${group.kind}>
      <h3>${group.label} <span class="count">(${group.items.length})</span></h3>
      <ul>
        ${(beyond ? [...drawn, beyond] : drawn).map((item) => {
          const n = count(item);
          return html`<li>
            <button class="item" aria-pressed=${isSelected(item) ? 'true' : 'false'} @click=${() => store.selectItem({ packId: pack.id, kind: item.kind, itemId: item.id })}>
              ${PICTURED_KINDS.includes(item.kind) ? html`<tr-level-thumb .item=${item} .packs=${packs}></tr-level-thumb>` : nothing}${typeof item.name === 'string' && item.name.trim() ? visibleText(item.name) : html`<em>(no name: ${visibleText(item.id)})</em>`}${item.provenance === 'sample' ? html` <span class="tag">sample</span>` : nothing}
              ${n ? html` <span class="tag problem" title="Problems in this item">${n} problem${n === 1 ? '' : 's'}</span>` : nothing}
            </button>
          </li>`;
        })}
      </ul>
      ${renderMore(group.kind, drawn.length, group.items.length, more, Math.min(length, group.items.length))}
    </section>`;
  });
}
