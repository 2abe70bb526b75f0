/**
 * The setup sheet of an Angel of Darkness museum (aodSetup): the museum drawn (aod-picture.ts: fixed
 * tiles as they lie, places dealt at random, the starting tile); the fixed tiles listed place by
 * place; what to take from the box (tiles, action cards by value, discovery counters, evidence and
 * paintings, the time bomb, figures and action bars); who plays whom for each number of players; and
 * the rules in short words, with this setup's hand limit, actions per turn and energy costs.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { AodActionCard, AodDiscovery, AodObject, AodSetup, AodTile } from '../../model/types.generated.ts';
import { tileText, type Compass } from '../aod/aod-words.ts';
import { aodMuseumPicture, placeName, startName } from './aod-picture.ts';
import { registerSetupSheet, type SheetContext } from './sheets.ts';

const SIDE = { good: 'good guys', bad: 'bad guys' } as const;
const POLICE: Record<AodDiscovery['police'], string> = {
  none: 'no police',
  good: 'police chase the good guys',
  bad: 'police chase the bad guys',
  both: 'police chase everyone',
};
const OBJECT_SORT: Record<AodObject['sort'], string> = {
  evidence: 'piece of evidence',
  painting: 'painting',
  large: 'the large fifth counter',
};

/** The items of one kind by id, the sheet's own pack first. */
function catalog<T>(items: readonly ContentItem[], kind: string): Map<string, T> {
  const out = new Map<string, T>();
  for (const i of items) if (i.kind === kind && !out.has(i.id)) out.set(i.id, i as unknown as T);
  return out;
}

/** The most figures any seating plays. */
const most = (setup: AodSetup) => Math.max(0, ...setup.seats.map((s) => s.order.length));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The tiles to take: per tile design, how many (fixed: counted from the places; random: the deal). */
export function tileCounts(setup: AodSetup): { tile: string; count: number }[] {
  if (setup.deal !== 'fixed') return (setup.tiles ?? []).map((t) => ({ tile: t.tile, count: t.count }));
  const counts = new Map<string, number>();
  for (const f of setup.fixed ?? []) counts.set(f.tile, (counts.get(f.tile) ?? 0) + 1);
  return [...counts].map(([tile, count]) => ({ tile, count }));
}

/** The action cards, by sort then value: each card with its copies in this setup. */
export function deckCounts(
  setup: AodSetup,
  cards: ReadonlyMap<string, AodActionCard>,
): { card: string; name: string; sort: string; value: number; copies: number }[] {
  const order = ['energy', 'ammo', 'life'];
  return setup.deck
    .map((d) => {
      const c = cards.get(d.card);
      return {
        card: d.card,
        name: c?.name ?? d.card,
        sort: c?.sort ?? '?',
        value: c?.value ?? 0,
        copies: d.copies ?? c?.copies ?? 0,
      };
    })
    .filter((d) => d.copies > 0)
    .sort((a, b) => order.indexOf(a.sort) - order.indexOf(b.sort) || a.value - b.value);
}

function playersWords(setup: AodSetup): string {
  const counts = [...new Set(setup.seats.map((s) => s.players))].sort();
  if (!counts.length) return 'no seating';
  if (counts.length === 1) return `${counts[0]} players`;
  return `${counts.slice(0, -1).join(', ')} or ${counts.at(-1)} players`;
}

function seatsTable(setup: AodSetup) {
  const name = (id: string) => setup.characters.find((c) => c.id === id)?.name ?? id;
  const side = (id: string) => setup.characters.find((c) => c.id === id)?.side;
  return html`<table class="seats">
    <thead><tr><th>Players</th><th>Good guys</th><th>Bad guys</th><th>Turn order</th><th>Scoring</th></tr></thead>
    <tbody>
      ${[...setup.seats]
        .sort((a, b) => a.players - b.players)
        .map(
          (s) => html`<tr>
            <td class="n">${s.players}</td>
            <td>${
              s.order
                .filter((id) => side(id) === 'good')
                .map(name)
                .join(', ') || '—'
            }</td>
            <td>${
              s.order
                .filter((id) => side(id) === 'bad')
                .map(name)
                .join(', ') || '—'
            }</td>
            <td>${s.order.map(name).join(' → ')}</td>
            <td>${s.teams ? "two teams: partners' points are added up" : 'each plays for themselves'}</td>
          </tr>`,
        )}
    </tbody>
  </table>`;
}

function tilesTable(setup: AodSetup, tiles: ReadonlyMap<string, AodTile>) {
  const rows = tileCounts(setup);
  const shows = (id: string) => {
    const t = tiles.get(id);
    return t
      ? tileText({ walls: (t.walls ?? []) as Compass[], reload: t.reload ?? null, torch: t.torch ?? false })
      : 'not in the packs';
  };
  const total = rows.reduce((n, r) => n + r.count, 0);
  return html`<table class="tiles">
    <thead><tr><th>Tile</th><th>Shows (unturned)</th><th>Take</th></tr></thead>
    <tbody>
      ${rows.map((r) => html`<tr data-tile=${r.tile}><td>${tiles.get(r.tile)?.name ?? r.tile}</td><td>${shows(r.tile)}</td><td class="n">${r.count}</td></tr>`)}
      <tr><td>${tiles.get(setup.startTile)?.name ?? setup.startTile}</td><td>the entrance and safety zone, ${startName(setup)}</td><td class="n">1</td></tr>
      ${setup.infoTile ? html`<tr><td>${tiles.get(setup.infoTile)?.name ?? setup.infoTile}</td><td>a reminder beside the museum</td><td class="n">1</td></tr>` : nothing}
    </tbody>
  </table>
  <p>${plural(total, 'corridor tile')} for ${plural(setup.width * setup.height, 'place')}.</p>`;
}

function fixedTable(setup: AodSetup, tiles: ReadonlyMap<string, AodTile>) {
  const laid = [...(setup.fixed ?? [])].sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x);
  return html`<h2>Tiles laid where they lie</h2>
    <table class="fixed">
      <thead><tr><th>Place</th><th>Tile</th><th>Turned</th><th>Lies</th></tr></thead>
      <tbody>
        ${laid.map((f) => html`<tr data-tile=${f.tile}><td>${placeName(f.at.x, f.at.y)}</td><td>${tiles.get(f.tile)?.name ?? f.tile}</td><td>${f.rotation ? `${f.rotation}° clockwise` : 'as printed'}</td><td>${f.open ? 'face up' : 'face down'}</td></tr>`)}
      </tbody>
    </table>`;
}

function deckTable(setup: AodSetup, cards: ReadonlyMap<string, AodActionCard>) {
  const rows = deckCounts(setup, cards);
  const bySort = (sort: string) => rows.filter((r) => r.sort === sort).reduce((n, r) => n + r.copies, 0);
  const total = rows.reduce((n, r) => n + r.copies, 0);
  return html`<table class="deck">
      <thead><tr><th>Sort</th><th>Value</th><th>Copies</th></tr></thead>
      <tbody>
        ${rows.map((r) => html`<tr data-card=${r.card}><td>${r.sort}</td><td class="n">${r.value}</td><td class="n">${r.copies}</td></tr>`)}
      </tbody>
    </table>
    <p>${plural(total, 'action card')}: ${['energy', 'ammo', 'life'].map((s) => `${bySort(s)} ${s}`).join(', ')}, in three face-down piles by sort.</p>`;
}

function countersTables(
  setup: AodSetup,
  discoveries: ReadonlyMap<string, AodDiscovery>,
  objects: ReadonlyMap<string, AodObject>,
) {
  return html`<h3>Discovery counters (shuffled, torch side up)</h3>
    <table class="discoveries">
      <thead><tr><th>Counter</th><th>Points</th><th>Police</th><th>Objects it reveals</th></tr></thead>
      <tbody>
        ${setup.discoveries.map((id) => {
          const d = discoveries.get(id);
          return html`<tr data-counter=${id}><td>${d?.name ?? id}</td><td class="n">${d?.points ?? 1}</td><td>${d ? POLICE[d.police] : '?'}</td><td class="n">${d?.objects ?? '?'}</td></tr>`;
        })}
      </tbody>
    </table>
    <h3>Evidence and paintings (face down, the large one on the time bomb at the bottom)</h3>
    <table class="objects">
      <thead><tr><th>Counter</th><th>Sort</th><th>Value</th></tr></thead>
      <tbody>
        ${setup.objects.map((id) => {
          const o = objects.get(id);
          return html`<tr data-counter=${id}><td>${o?.name ?? id}</td><td>${o ? OBJECT_SORT[o.sort] : '?'}</td><td class="n">${o?.value ?? '?'}</td></tr>`;
        })}
      </tbody>
    </table>`;
}

function rulesInWords(setup: AodSetup) {
  const costs = { open: 1, rotate: 1, move: 1, ...setup.energyCosts };
  const actions = setup.actionsPerTurn ?? 3;
  const limit = setup.handLimit ?? 7;
  const setupSteps = [
    setup.deal === 'fixed'
      ? 'Lay the tiles as the picture shows them, face down unless marked UP.'
      : 'Shuffle the corridor tiles and deal them face down, one on every place of the museum.',
    `Put the starting tile ${startName(setup)}; every figure starts on it.`,
    'Shuffle the discovery counters into a pile, torch side up.',
    'Put the large fifth counter on the time bomb, shuffle the other evidence and paintings face down on top of it.',
    'Sort the action cards into an energy, an ammo and a life pile, each shuffled face down; every player takes one card of each sort.',
    `Each player takes an action bar and the card of their character (${plural(most(setup), 'figure')} at most).`,
  ];
  const rules = [
    `A turn holds up to ${plural(actions, 'action')}, or a pass. An action either takes one action card (two of the symbol's sort when reloading on a tile that shows it), or plays any number of cards of a single sort, their values added up.`,
    `Nobody holds more than ${plural(limit, 'card')} after taking cards: the extra ones, chosen by their holder, go at once to the discard pile.`,
    `Energy pays for opening a closed tile next to your figure (${costs.open}), turning a tile under or next to it (${costs.rotate}) and walking one tile through an open side (${costs.move}); what is not spent by the end of the action is wasted.`,
    'Ammo shoots along a row or a column as far as an open line runs: walls and closed tiles stop it. Nobody shoots from or at the starting tile.',
    'Life cards stop hits one for one. Too few lives and the figure is knocked out: it hands in its cards, lies flat, misses its next turn and restarts with one card of each sort.',
    'Opening a tile with a reload symbol gives one card of that sort. Opening a torch (a secret room) gives the top discovery counter: its point, its police (they send whom they chase back to the starting tile) and the number of evidence and paintings laid face up in the room.',
    'Stand on a counter to claim it, carry one at a time and bring it to the starting tile: evidence scores for the good guys, paintings for the bad guys, the other side destroys them; the large one scores for either.',
    'When the large counter is carried off its tile, the time bomb goes off: that tile falls at once, then one ring of tiles around it at the end of each of the bomb holder’s turns. A figure still on a falling tile is lost and costs one point.',
    'The game ends when the whole museum has fallen. The most points win; on equal points, whoever drew level last wins.',
  ];
  return html`<h2>Setting up</h2>
    <ol>${setupSteps.map((s) => html`<li>${s}</li>`)}</ol>
    <h2>Rules in short</h2>
    <ul class="facts">
      <li><strong>Hand limit:</strong> ${limit} cards · <strong>Actions per turn:</strong> ${actions} · <strong>Energy:</strong> open ${costs.open}, turn ${costs.rotate}, move ${costs.move}</li>
    </ul>
    <ul>${rules.map((r) => html`<li>${r}</li>`)}</ul>`;
}

/** The setup sheet: the museum and the seats; the fixed tiles place by place; what to take; the rules. */
export function aodSetupSheet(item: ContentItem, context: SheetContext): TemplateResult {
  const setup = item as unknown as AodSetup;
  const tiles = catalog<AodTile>([item, ...context.items], 'aodTile');
  const cards = catalog<AodActionCard>(context.items, 'aodActionCard');
  const characters = setup.characters.map((c) => `${c.name} (${SIDE[c.side]})`);
  return html`<section class="sheet setup-sheet" data-item=${item.id} aria-label="Setup sheet of ${item.name}">
      <h1>${item.name}</h1>
      <p class="subtitle">The Angel of Darkness · museum setup · ${playersWords(setup)}${item.provenance === 'sample' ? ' · sample' : ''}</p>
      <div class="diagram">${aodMuseumPicture(setup, tiles)}</div>
      <p class="subtitle">Places: columns A, B, C… from the left, rows 1, 2, 3… from the top. ${setup.deal === 'fixed' ? 'Tiles are drawn as they lie.' : 'Every place gets a tile dealt face down at random.'}</p>
      <h2>Players and sides</h2>
      <p>Characters: ${characters.join(', ')}.</p>
      ${seatsTable(setup)}
    </section>
    ${setup.deal === 'fixed' ? html`<section class="sheet setup-sheet" aria-label="Tiles of ${item.name}">${fixedTable(setup, tiles)}</section>` : nothing}
    <section class="sheet setup-sheet" aria-label="Components of ${item.name}">
      <h2>Take from the box</h2>
      <div class="columns">
        <div>
          <h3>Tiles</h3>
          ${tilesTable(setup, tiles)}
          <h3>Action cards</h3>
          ${deckTable(setup, cards)}
          <h3>Other</h3>
          <ul>
            <li>The time bomb</li>
            <li>${plural(most(setup), 'playing figure')}, their character cards and action bars</li>
          </ul>
        </div>
        <div>${countersTables(setup, catalog<AodDiscovery>(context.items, 'aodDiscovery'), catalog<AodObject>(context.items, 'aodObject'))}</div>
      </div>
    </section>
    <section class="sheet setup-sheet" aria-label="Rules of ${item.name}">${rulesInWords(setup)}</section>`;
}

registerSetupSheet('aodSetup', aodSetupSheet);
