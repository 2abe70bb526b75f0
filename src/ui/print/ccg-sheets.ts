/**
 * The setup sheet of a Tomb Raider CCG level: the map with its fixed cards, entrance rooms and
 * treasure rooms (level-picture.ts); the fixed cards listed with number, name, face and turn; the
 * level deck(s) with each card's number and count; and the level's rules in words: players, level
 * power, entrances, treasure room, minimum depths, goal, series, solitaire and special rules.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import { isObject, list } from '../../model/json-read.ts';
import { cardCatalog, type CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { readLevelMap, setupLabels } from '../../model/ccg-level-map.ts';
import { levelDecks, readCards, spareCards, type CardCount } from '../../model/ccg-level-decks.ts';
import { ccgLevelPicture } from './level-picture.ts';
import { registerSetupSheet, type SheetContext } from './sheets.ts';
import { sheetTitle } from './sheet-parts.ts';

type Catalog = ReadonlyMap<string, CcgCardInfo>;

const num = (c: CcgCardInfo | undefined) => (c?.number !== undefined ? String(c.number).padStart(3, '0') : '—');

function deckTable(title: string, cards: readonly CardCount[], catalog: Catalog) {
  const total = cards.reduce((n, c) => n + c.count, 0);
  return html`<section class="deck avoid">
    <h3>${title} <small>(${total} card${total === 1 ? '' : 's'})</small></h3>
    <table>
      <thead><tr><th>No.</th><th>Card</th><th>Copies</th></tr></thead>
      <tbody>
        ${[...cards]
          .sort((a, b) => (catalog.get(a.card)?.number ?? 9999) - (catalog.get(b.card)?.number ?? 9999))
          .map(
            (c) =>
              html`<tr data-card=${c.card}><td class="n">${num(catalog.get(c.card))}</td><td>${catalog.get(c.card)?.name ?? c.card}</td><td class="n">${c.count}</td></tr>`,
          )}
      </tbody>
    </table>
  </section>`;
}

function fixedCards(level: ContentItem, catalog: Catalog) {
  const map = readLevelMap(level);
  const cells = [...map.rows.flat(), ...map.outside].filter((c) => c.kind !== 'unknown');
  if (!cells.length) return nothing;
  const name = (id: string | undefined) => (id ? (catalog.get(id)?.name ?? id) : 'any entrance room');
  return html`<h2>Cards on the map at the start</h2>
    <table class="fixed">
      <thead><tr><th>Column</th><th>Depth</th><th>No.</th><th>Card</th><th>Face</th><th>Turn</th></tr></thead>
      <tbody>
        ${cells.map((c) => {
          const where = html`<td class="n">${c.spot.column}</td><td class="n">${c.spot.depth}</td>`;
          if (c.kind === 'card')
            return html`<tr data-card=${c.card}>${where}<td class="n">${num(catalog.get(c.card))}</td><td>${name(c.card)}</td><td>${c.face}</td><td>${c.rotation !== undefined ? `${c.rotation}°` : 'as explored'}</td></tr>`;
          if (c.kind === 'entrance')
            return html`<tr data-card=${c.card ?? ''}>${where}<td class="n">${num(catalog.get(c.card ?? ''))}</td><td>${name(c.card)} (entrance)</td><td>up</td><td>top deeper</td></tr>`;
          if (c.kind === 'drawnTreasureRoom')
            return html`<tr>${where}<td class="n">—</td><td>Treasure room, drawn when entered from ${c.choices.map(name).join(' or ')}</td><td>—</td><td>—</td></tr>`;
          return nothing;
        })}
      </tbody>
    </table>`;
}

const START_WORDS: Record<string, string> = {
  splitEvenly: 'the raiders are split evenly among the entrances',
  rollToChoose: 'the players roll; the highest chooses an entrance first',
  otherPlayersDeck: "each raider starts at the entrance on the side built from the other player's deck",
};

function playersWords(players: unknown): string {
  if (!isObject(players) || typeof players.min !== 'number') return 'Any number of players';
  if (players.max === players.min) return `${players.min} player${players.min === 1 ? '' : 's'}`;
  return typeof players.max === 'number'
    ? `${players.min} to ${players.max} players`
    : `${players.min} or more players`;
}

function goalWords(goal: unknown): string {
  if (!isObject(goal)) return 'First raider to find the treasure wins.';
  if (goal.type === 'retrieval') return 'Retrieval: find the treasure and bring it back to an entrance.';
  if (goal.type === 'bountyHunter')
    return `Bounty hunter: the most points wins${typeof goal.pointsPerCreature === 'number' ? `; ${goal.pointsPerCreature} per creature removed` : ''}${typeof goal.pointsPerTreasurePower === 'number' ? `, ${goal.pointsPerTreasurePower} per treasure power` : ''}.`;
  return 'First raider to find the treasure wins.';
}

/** Any other rule object in short words: "maxReloads 3, exploreAll yes". */
function fieldsWords(value: unknown): string {
  if (!isObject(value)) return String(value);
  return Object.entries(value)
    .filter(([k]) => k !== 'type')
    .map(
      ([k, v]) =>
        `${k.replace(/([A-Z])/g, ' $1').toLowerCase()} ${Array.isArray(v) ? v.map((x) => (isObject(x) ? fieldsWords(x) : String(x))).join(', ') : isObject(v) ? `(${fieldsWords(v)})` : v === true ? 'yes' : v === false ? 'no' : String(v)}`,
    )
    .join('; ');
}

function rulesInWords(level: ContentItem, catalog: Catalog) {
  const facts: string[] = [playersWords(level.players)];
  if (typeof level.levelPower === 'number') facts.push(`Level power ${level.levelPower}`);
  const map = readLevelMap(level);
  facts.push(
    `Map ${map.width} wide and ${map.depth} deep${map.startingDepth !== 1 ? `, the entrance row at depth rating ${map.startingDepth}` : ''}`,
  );
  facts.push(goalWords(level.goal));
  const entrances = isObject(level.entrances) ? level.entrances : {};
  if (typeof entrances.start === 'string')
    facts.push(`Starting entrance: ${START_WORDS[entrances.start] ?? entrances.start}.`);
  const setups = setupLabels(level);
  if (setups.length > 1) facts.push(`Entrance setups: ${setups.join('; ')} (the map shows setup 1).`);
  const treasure = isObject(level.treasureRoom) ? level.treasureRoom : undefined;
  if (treasure) {
    const cards = list(treasure.cards).map((c) => catalog.get(String(c))?.name ?? String(c));
    facts.push(
      `Treasure room: ${cards.length ? cards.join(' or ') : 'any treasure room in the level deck'}${typeof treasure.minimumDepth === 'number' ? `, at depth ${treasure.minimumDepth} or deeper (one drawn shallower is shuffled back)` : ''}${treasure.onlyOne === true ? '; once one is placed, the others leave the level deck' : ''}.`,
    );
  }
  for (const m of list(level.minimumDepths))
    if (isObject(m)) facts.push(`${String(m.class)} locations only at depth ${String(m.depth)} or deeper.`);
  for (const b of list(level.startingBonuses)) facts.push(`Starting bonus: ${fieldsWords(b)}.`);
  if (isObject(level.series))
    facts.push(
      `Series: ${String(level.series.type)}${fieldsWords(level.series) ? ` (${fieldsWords(level.series)})` : ''}.`,
    );
  const solitaire = isObject(level.solitaire) ? level.solitaire : undefined;
  if (solitaire && isObject(solitaire.goal)) facts.push(`Solitaire goal: ${fieldsWords(solitaire.goal)}.`);
  const special = list(level.specialRules).filter((r): r is string => typeof r === 'string');
  return html`<h2>Rules</h2>
    ${typeof level.summary === 'string' ? html`<p>${level.summary}</p>` : nothing}
    <ul>${facts.map((f) => html`<li>${f}</li>`)}</ul>
    ${special.length ? html`<h3>Special rules</h3><ul>${special.map((r) => html`<li>${r}</li>`)}</ul>` : nothing}`;
}

export function ccgSetupSheet(level: ContentItem, context: SheetContext): TemplateResult {
  const catalog = cardCatalog(context.items);
  const decks = levelDecks(level);
  const spare = spareCards(level);
  const solitaire = isObject(level.solitaire) ? readCards(level.solitaire.obstacleDeck) : [];
  return html`<section class="sheet setup-sheet" data-item=${level.id} aria-label="Setup sheet of ${level.name}">
      ${sheetTitle(level, ['Tomb Raider CCG', 'level', playersWords(level.players)])}
      <div class="diagram">${ccgLevelPicture(level, catalog)}</div>
      ${rulesInWords(level, catalog)}
    </section>
    <section class="sheet setup-sheet" aria-label="Cards of ${level.name}">
      ${fixedCards(level, catalog)}
      <h2>Level deck${decks.length === 1 ? '' : 's'}</h2>
      ${decks.length ? decks.map((d) => deckTable(d.label, d.cards, catalog)) : html`<p>No level deck: every spot is fixed.</p>`}
      ${spare.length ? deckTable('Spare locations (optional)', spare, catalog) : nothing}
      ${solitaire.length ? deckTable('Solitaire obstacle deck', solitaire, catalog) : nothing}
    </section>`;
}

registerSetupSheet('ccgLevel', ccgSetupSheet);
