/**
 * The Tomb Raider RPG's sheets: a character sheet for each character (rpg-character-sheet.ts); for
 * a challenge, its test in words with each participant's dice after the challenge-6 rule, who may
 * assist, when it is passed, and what success and failure bring; for an encounter, its map drawn
 * as a grid with the figures where they start, the figures with their side and start, the goal and
 * the round limit, and a short line of numbers for each character in the fight.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { RpgChallenge, RpgCharacter, RpgEncounter } from '../../model/types.generated.ts';
import { modifiedTest } from '../../engine/rpg/index.ts';
import { cap, RPG, rpgCharacterSheet, weaponWords } from './rpg-character-sheet.ts';
import { factList, plural, sheetTitle } from './sheet-parts.ts';
import { registerSetupSheet, type SheetContext } from './sheets.ts';

type Characters = ReadonlyMap<string, RpgCharacter>;

/** The characters of the context, the pack's own first. */
function charactersOf(context: SheetContext): Characters {
  const out = new Map<string, RpgCharacter>();
  for (const item of context.items)
    if (item.kind === 'rpgCharacter' && !out.has(item.id)) out.set(item.id, item as unknown as RpgCharacter);
  return out;
}

const FORM_WORDS: Record<string, string> = {
  single: 'one roll; count the dice above the challenge',
  extended: 'rolled again and again, successes carried over, until enough or a roll with none',
  sum: 'add up the values of the dice above the challenge',
};

/** The dice a character rolls for the test's competence (a skill she lacks gives none). */
function competenceOf(c: RpgCharacter | undefined, competence: RpgChallenge['test']['competence']): number {
  if (!c) return 0;
  if (competence.attribute) return c.attributes[competence.attribute];
  return competence.skill ? (c.skills[competence.skill] ?? 0) : 0;
}

function testFacts(ch: RpgChallenge, characters: Characters): string[] {
  const t = ch.test;
  const what = t.competence.skill
    ? `${cap(t.competence.skill)} (an action roll)`
    : `${cap(t.competence.attribute ?? '?')} (a saving roll)`;
  const facts = [`Competence: ${what}, against challenge ${t.challenge}.`, `Form: ${FORM_WORDS[t.form ?? 'single']}.`];
  const needed = t.needed ?? 1;
  facts.push(t.form === 'sum' ? `Needed: a sum of ${needed}.` : `Needed: ${plural(needed, 'success', 'successes')}.`);
  if (t.dice) facts.push(`Circumstances: ${t.dice > 0 ? '+' : ''}${t.dice} dice.`);
  if (t.target) facts.push(`Circumstances: challenge ${t.target > 0 ? '+' : ''}${t.target}.`);
  if (t.save)
    facts.push(
      `A failed roll may be saved by a ${cap(t.save.attribute)} saving roll against ${t.save.challenge ?? t.challenge}.`,
    );
  else if (t.form === 'extended')
    facts.push(`A failed roll may be saved by an Endurance saving roll against ${t.challenge}.`);
  if (t.maxRolls) facts.push(`At most ${plural(t.maxRolls, 'roll')}.`);
  if (t.circumstances?.length) facts.push(`About: ${t.circumstances.join(', ')} (talents may apply).`);
  if (t.against) facts.push(`Investigating ${characters.get(t.against)?.name ?? t.against}.`);
  return facts;
}

function participantsTable(ch: RpgChallenge, characters: Characters) {
  const ids = ch.characters ?? [];
  if (!ids.length) return html`<p>Anyone the Raid Master chooses takes the test.</p>`;
  return html`<table class="rpg-participants">
    <thead><tr><th>Participant</th><th>Competence</th><th>Dice rolled</th><th>Succeed above</th></tr></thead>
    <tbody>
      ${ids.map((id) => {
        const c = characters.get(id);
        const competence = competenceOf(c, ch.test.competence);
        const spec = modifiedTest(competence, ch.test.challenge, ch.test.dice ?? 0, ch.test.target ?? 0);
        return html`<tr><td>${c?.name ?? `${id} (missing)`}</td><td class="n">${competence}</td><td class="n">${spec.dice}</td><td class="n">${spec.target}</td></tr>`;
      })}
    </tbody>
  </table>`;
}

export function rpgChallengeSheet(item: ContentItem, context: SheetContext): TemplateResult {
  const ch = item as unknown as RpgChallenge;
  const characters = charactersOf(context);
  const several = (ch.characters?.length ?? 0) > 1;
  return html`<section class="sheet setup-sheet rpg-sheet" data-item=${ch.id} aria-label="Setup sheet of ${ch.name}">
    ${sheetTitle(item, [RPG, 'challenge'])}
    ${ch.summary ? html`<p>${ch.summary}</p>` : nothing}
    <h2>The test</h2>
    <ul class="rpg-test">${testFacts(ch, characters).map((f) => html`<li>${f}</li>`)}</ul>
    <h2>Participants</h2>
    ${participantsTable(ch, characters)}
    <p class="small">Dice rolled and the number to beat are after circumstances and the challenge-6 rule (from challenge 6 up, each point above 5 costs a die).</p>
    ${factList('Together', [
      ch.assist === 'anyone'
        ? 'Participants may give each other spare successes as assist dice.'
        : 'Nobody may assist.',
      ...(several
        ? [
            ch.passWhen === 'anyone'
              ? 'Passed when any one participant reaches what is needed.'
              : 'Passed only when every participant reaches what is needed.',
          ]
        : []),
    ])}
    ${factList('On success', ch.success ? [ch.success] : [])}
    ${factList('On failure', ch.failure ? [ch.failure] : [])}
  </section>`;
}

const GROUND: Record<string, string> = {
  '.': 'open ground',
  '#': 'occupied ground',
  '~': 'difficult ground',
  '+': 'cover',
};

function mapGrid(e: RpgEncounter, characters: Characters) {
  const rows = e.map.rows;
  const width = Math.max(0, ...rows.map((r) => r.length));
  const at = new Map(e.combatants.map((c) => [`${c.at.x},${c.at.y}`, c]));
  // Squares of up to 12 mm, smaller for a wide map so that it fits the page's 180 mm.
  const cell = Math.min(12, Math.floor((180 / (width + 1)) * 10) / 10);
  return html`<table class="rpg-map" role="grid" aria-label="Map of ${e.name}" style="--cell: ${cell}mm">
    <thead><tr><th></th>${Array.from({ length: width }, (_, x) => html`<th>${x}</th>`)}</tr></thead>
    <tbody>
      ${rows.map(
        (row, y) => html`<tr>
          <th>${y}</th>
          ${Array.from({ length: width }, (_, x) => {
            const g = row[x] ?? '#';
            const c = at.get(`${x},${y}`);
            const who = c
              ? `${characters.get(c.character)?.name ?? c.character} (${c.side === 'raiders' ? 'raider' : 'opponent'})`
              : '';
            return html`<td role="gridcell" class="ground g${'.#~+'.indexOf(g)} ${c ? c.side : ''}" aria-label="(${x}, ${y}): ${GROUND[g] ?? g}${who ? `, ${who}` : ''}">${c ? c.id : ''}</td>`;
          })}
        </tr>`,
      )}
    </tbody>
  </table>`;
}

function goalWords(e: RpgEncounter): string {
  const g = e.goal ?? { type: 'defeatOpponents' as const };
  const what =
    g.type === 'reach'
      ? `a raider stands on space (${g.at?.x ?? '?'}, ${g.at?.y ?? '?'})`
      : g.type === 'survive'
        ? `a raider is still up after ${plural(g.rounds ?? 0, 'round')}`
        : 'every opponent is incapacitated or knocked out';
  return `${g.text ? `${g.text} ` : ''}The raiders win when ${what}; they lose when all of them are down${e.maxRounds ? ` or after ${plural(e.maxRounds, 'round')}` : ''}.`;
}

function statLine(c: RpgCharacter): string {
  const a = c.attributes;
  const skills = Object.entries(c.skills)
    .map(([s, n]) => `${cap(s)} ${n}`)
    .join(', ');
  const weapons = (c.gear?.weapons ?? []).map((w) => `${w.name} (${weaponWords(w)})`).join('; ');
  return `B${a.brawn} E${a.endurance} Q${a.quickness} P${a.perception} C${a.cleverness} W${a.will} D${a.destiny}; armour ${c.gear?.armour ?? 0}. ${skills}.${weapons ? ` ${weapons}.` : ''}`;
}

export function rpgEncounterSheet(item: ContentItem, context: SheetContext): TemplateResult {
  const e = item as unknown as RpgEncounter;
  const characters = charactersOf(context);
  const used = [...new Set(e.combatants.map((c) => c.character))];
  return html`<section class="sheet setup-sheet rpg-sheet" data-item=${e.id} aria-label="Setup sheet of ${e.name}">
    ${sheetTitle(item, [RPG, 'encounter', plural(e.combatants.length, 'figure')])}
    ${e.summary ? html`<p>${e.summary}</p>` : nothing}
    <div class="diagram">${mapGrid(e, characters)}</div>
    <p class="small">Spaces (x, y) count from 0 at the top left; one space is one step. Shading: grey occupied, blue difficult, green cover.
      Standing in cover takes ${e.map.cover ?? 1} off a ranged attack's stun and adds it to Resilience; moving through occupied or difficult ground is a traversal test against ${e.map.traversal ?? 3}.</p>
    <h2>Figures</h2>
    <table class="rpg-figures">
      <thead><tr><th>Figure</th><th>Character</th><th>Side</th><th>Starts on</th><th>Surprised</th></tr></thead>
      <tbody>${e.combatants.map((c) => html`<tr><td>${c.id}</td><td>${characters.get(c.character)?.name ?? `${c.character} (missing)`}</td><td>${c.side}</td><td>(${c.at.x}, ${c.at.y})</td><td>${c.surprised ? 'yes: no action and Defense 0 in round 1' : 'no'}</td></tr>`)}</tbody>
    </table>
    <h2>Goal</h2>
    <p>${goalWords(e)}</p>
    <h2>Characters in the fight</h2>
    <ul>${used.map((id) => {
      const c = characters.get(id);
      return html`<li><strong>${c?.name ?? id}</strong>: ${c ? statLine(c) : 'missing from the packs'}</li>`;
    })}</ul>
  </section>`;
}

registerSetupSheet('rpgCharacter', (item) => rpgCharacterSheet(item), 'Character sheet');
registerSetupSheet('rpgChallenge', rpgChallengeSheet);
registerSetupSheet('rpgEncounter', rpgEncounterSheet);
