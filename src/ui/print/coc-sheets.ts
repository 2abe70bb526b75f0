/**
 * The Crypt of Chronos setup sheet of a chapter, island location card or crypt card: the level's
 * diagram; the tiles to take from the box with their face, slot and rotation; the spawn points
 * with their facing and starting enemy; the objectives, condition, kit, reward, special rules and
 * (for a chapter) both challenges in words; and the components the level needs, checked against
 * what the box holds (model/coc-components.ts), with a warning for anything it is short of.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import { isObject, list } from '../../model/json-read.ts';
import { layoutOf, placements, tileCatalog } from '../../model/coc-layout-edit.ts';
import { notesOf } from '../../model/coc-board-edit.ts';
import { componentsOf, kitComponents, shortages } from '../../model/coc-components.ts';
import { tokenWords } from '../level/token-words.ts';
import { cocLevelPicture } from './level-picture.ts';
import { goldDoorWords, kitWords, namer, objectiveWords, rewardWords, specialRules, type NameOf } from './coc-words.ts';
import { registerSetupSheet, type SheetContext } from './sheets.ts';
import { factList, sheetTitle } from './sheet-parts.ts';

const KIND_WORDS: Record<string, string> = {
  chapter: 'Chapter',
  location: 'Island location card',
  crypt: 'Crypt card',
};
const SLOT_ROWS = 'ABCDEFGH';
/** A slot as a player finds it on the diagram: column letter from the left, row number from the top. */
const slotName = (x: number, y: number) => `${SLOT_ROWS[x] ?? x + 1}${y + 1}`;

function tilesTable(level: ContentItem, context: SheetContext) {
  const tiles = tileCatalog(context.items);
  const laid = placements(layoutOf(level))
    .map((p) => ({ ...p, number: tiles.get(p.tile)?.number }))
    .sort((a, b) => (a.number ?? 999) - (b.number ?? 999));
  if (!laid.length) return html`<p>No tile is laid.</p>`;
  return html`<table class="tiles">
    <thead><tr><th>Tile</th><th>Face up</th><th>Slot</th><th>Rotation</th></tr></thead>
    <tbody>
      ${laid.map((p) => html`<tr data-tile=${p.tile}><td class="n">${p.number ?? p.tile}</td><td>${p.face}</td><td>${slotName(p.slot.x, p.slot.y)}</td><td>${p.rotation ? `${p.rotation}° clockwise` : 'as printed'}</td></tr>`)}
    </tbody>
  </table>`;
}

function spawnTable(level: ContentItem, name: NameOf) {
  const spawns = layoutOf(level)
    .tokens.filter((t): t is Record<string, unknown> => isObject(t) && t.type === 'spawnPoint')
    .sort((a, b) => Number(a.number) - Number(b.number));
  if (!spawns.length) return html`<p>No spawn point.</p>`;
  const boss = typeof level.bossSpawnPoint === 'number' ? level.bossSpawnPoint : undefined;
  return html`<table class="spawns">
    <thead><tr><th>Spawn point</th><th>Space</th><th>Facing</th><th>Starts with</th></tr></thead>
    <tbody>
      ${spawns.map((s) => {
        const at = isObject(s.at) ? `(${String(s.at.x)}, ${String(s.at.y)})` : '?';
        const starts = [
          typeof s.enemy === 'string' && s.enemy ? name('enemy', s.enemy) : '',
          boss === s.number && typeof level.boss === 'string' ? `${name('boss', level.boss)} (boss)` : '',
        ].filter(Boolean);
        return html`<tr><td class="n">${String(s.number ?? '?')}</td><td>${at}</td><td>${String(s.facing ?? '—')}</td><td>${starts.join(', ') || '—'}</td></tr>`;
      })}
    </tbody>
  </table>`;
}

/** The box's shortfalls of the level, then of each challenge's starting setup (which replaces the kit). */
function shortfalls(
  level: ContentItem,
  counts: ReturnType<typeof componentsOf>,
  items: SheetContext['items'],
): string[] {
  const challenges = list(level.challenges)
    .filter(isObject)
    .flatMap((c, i) =>
      shortages(kitComponents(c.start, items)).map(
        (s) => `Challenge ${i + 1}${typeof c.name === 'string' ? ` (${c.name})` : ''}: ${s}`,
      ),
    );
  return [...shortages(counts), ...challenges];
}

function componentsTable(level: ContentItem, context: SheetContext) {
  const counts = componentsOf(level, context.items);
  const short = shortfalls(level, counts, context.items);
  return html`${
    short.length
      ? html`<div class="warning" role="alert"><strong>More than the box holds.</strong> ${short.map((s) => html`<div>${s}</div>`)}</div>`
      : html`<p class="ok">The box holds everything this level needs.</p>`
  }
    <table class="components">
      <thead><tr><th>Component</th><th>Needed</th><th>In the box</th></tr></thead>
      <tbody>
        ${counts
          .filter((c) => c.group !== 'Tiles')
          .map(
            (c) =>
              html`<tr class=${c.inBox !== undefined && c.needed > c.inBox ? 'short' : ''}><td>${c.what}</td><td class="n">${c.needed}</td><td class="n">${c.inBox ?? '—'}</td></tr>`,
          )}
        <tr><td>Level tiles</td><td class="n">${counts.filter((c) => c.group === 'Tiles').reduce((n, c) => n + c.needed, 0)}</td><td class="n">${context.items.filter((i) => i.kind === 'tile').length}</td></tr>
      </tbody>
    </table>`;
}

function rulesInWords(level: ContentItem, name: NameOf) {
  const facts: string[] = [];
  if (typeof level.locationType === 'string')
    facts.push(`Location type: ${level.locationType}${level.mixedFaces === true ? ' (mixed faces)' : ''}`);
  if (typeof level.condition === 'string') facts.push(`Location condition: ${name('condition', level.condition)}`);
  if (typeof level.invadedAt === 'number')
    facts.push(`Invaded when Lara starts with ${level.invadedAt} or more Natla-Pins`);
  if (typeof level.boss === 'string')
    facts.push(
      `Boss: ${name('boss', level.boss)}${typeof level.bossSpawnPoint === 'number' ? ` on spawn point ${level.bossSpawnPoint}` : ''}`,
    );
  else if (level.bossLevel === true)
    facts.push(
      `A boss level${typeof level.bossSpawnPoint === 'number' ? `: the boss starts on spawn point ${level.bossSpawnPoint}` : ''}`,
    );
  const gold = goldDoorWords(level.goldDoors);
  if (gold) facts.push(gold);
  const tokens = layoutOf(level)
    .tokens.filter((t) => isObject(t) && t.type !== 'spawnPoint')
    .map((t) => tokenWords(t));
  return html`${factList('The level', facts)}
    ${factList('Objectives', list(level.objectives).map(objectiveWords))}
    ${factList('Starting kit', kitWords(level.start, name))}
    ${factList('Special rules', specialRules(level.specialRules))}
    ${factList('Reward', rewardWords(level.reward, name))}
    ${factList('Checkpoint: restart from here with', kitWords(level.checkpoint, name))}
    ${factList('Tokens on the level', tokens)}`;
}

function challenges(level: ContentItem, name: NameOf) {
  const all = list(level.challenges).filter(isObject);
  if (!all.length) return nothing;
  return html`<h2>Challenges</h2>
    ${all.map(
      (c, i) => html`<section class="challenge avoid">
        <h3>Challenge ${i + 1}: ${typeof c.name === 'string' ? c.name : ''}</h3>
        ${factList('Starting setup (Lara has nothing else)', kitWords(c.start, name))}
        ${factList('Extra objectives', list(c.extraObjectives).map(objectiveWords))}
        ${factList('Special rules', specialRules(c.specialRules))}
      </section>`,
    )}`;
}

/** The setup sheet: two pages, the board and the tables first, the rules in words after. */
export function cocSetupSheet(level: ContentItem, context: SheetContext): TemplateResult {
  const name = namer(context.items);
  const tiles = tileCatalog(context.items);
  const kind = KIND_WORDS[level.kind] ?? level.kind;
  const number = typeof level.number === 'number' ? ` ${level.number}` : '';
  return html`<section class="sheet setup-sheet" data-item=${level.id} aria-label="Setup sheet of ${level.name}">
      ${sheetTitle(level, ['The Crypt of Chronos', `${kind}${number}`])}
      <div class="diagram">${cocLevelPicture(level, tiles)}</div>
      <p class="subtitle">Slots: columns A, B, C… from the left, rows 1, 2, 3… from the top. Spaces (x, y) count from 0 at the top-left space.</p>
      ${factList(
        "Designer's board notes",
        notesOf(layoutOf(level)).map((n) => `Space (${n.at.x}, ${n.at.y}): ${n.text}`),
      )}
    </section>
    <section class="sheet setup-sheet" aria-label="Setup of ${level.name}">
      <div class="columns">
        <div><h2>Tiles to take from the box</h2>${tilesTable(level, context)}</div>
        <div>
          <h2>Spawn points</h2>
          ${spawnTable(level, name)}
          <h2>Components</h2>
          ${componentsTable(level, context)}
        </div>
      </div>
      <div class="columns">
        <div><h2>Rules</h2>${rulesInWords(level, name)}</div>
        <div>${challenges(level, name)}</div>
      </div>
    </section>`;
}

for (const kind of ['chapter', 'location', 'crypt']) registerSetupSheet(kind, cocSetupSheet);
