/**
 * The Tomb Raider RPG's character sheet: the seven attributes with their qualities as boxes to tick
 * when points are spent (a quality's limit is its attribute), what the attributes give in a fight
 * (Defense, Resilience with armour, Concentration, reposition steps), the wound and stun tracks,
 * the skills as dice, talents, weapons and armour, and room for notes. In our own words.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { RpgCharacter, RpgWeapon } from '../../model/types.generated.ts';
import { MAX_WOUNDS, QUALITY_OF, STUN_EFFECTS } from '../../engine/rpg/index.ts';
import { factList, sheetTitle } from './sheet-parts.ts';

export const RPG = 'Tomb Raider RPG';
export const cap = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/-/g, ' ');
const ATTRIBUTES = Object.keys(QUALITY_OF) as (keyof typeof QUALITY_OF)[];

/** Boxes to tick: `filled` of them shaded (points the character does not have now). */
const boxes = (n: number, shaded = 0) =>
  html`<span class="boxes" aria-hidden="true">${Array.from({ length: n }, (_, i) => html`<span class="box ${i >= n - shaded ? 'shaded' : ''}"></span>`)}</span>`;

const TALENT_WORDS: Record<string, string> = {
  ancientBlood: 'Ancient blood',
  background: 'Background',
  confidence: 'Confidence',
  exceptional: 'Exceptional',
  faith: 'Faith',
  honor: 'Honor',
  instinct: 'Instinct',
  knack: 'Knack',
  luck: 'Luck',
  mystery: 'Mystery',
  resources: 'Resources',
  spiritualism: 'Spiritualism',
  trust: 'Trust',
};

export function talentWords(t: NonNullable<RpgCharacter['talents']>[number]): string {
  const name = TALENT_WORDS[t.talent] ?? t.talent;
  const about = t.skill ? ` (${cap(t.skill)})` : t.specify ? ` (${t.specify})` : '';
  return `${name}${about}`;
}

export function weaponWords(w: RpgWeapon): string {
  const timing = w.timing ?? (w.ranged ? 'precise' : 'fast');
  return [
    `${cap(w.skill)} attack`,
    `damage ${w.damage}`,
    w.precise ? 'precise' : '',
    w.ranged ? `ranged, bands of ${w.range ?? '?'} steps` : 'adjacent only',
    `${timing} timing`,
  ]
    .filter(Boolean)
    .join(', ');
}

function attributesTable(c: RpgCharacter) {
  return html`<table class="rpg-attributes">
    <thead><tr><th>Attribute</th><th>Rating</th><th>Quality</th><th>Points (tick when spent)</th></tr></thead>
    <tbody>
      ${ATTRIBUTES.map((a) => {
        const rating = c.attributes[a];
        const quality = QUALITY_OF[a];
        const now = Math.min(c.qualities?.[quality] ?? rating, rating);
        return html`<tr aria-label="${cap(a)} ${rating}, ${cap(quality)} ${now} of ${rating}">
          <td>${cap(a)}</td><td class="n">${rating}</td><td>${cap(quality)}</td><td>${boxes(rating, rating - now)}${now < rating ? html` <small>${now} at the start</small>` : nothing}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

function fightFacts(c: RpgCharacter): string[] {
  const armour = c.gear?.armour ?? 0;
  return [
    `Defense ${c.attributes.quickness} (Quickness); reposition up to ${c.attributes.quickness} steps.`,
    `Resilience ${c.attributes.brawn}${armour ? ` + armour ${armour} = ${c.attributes.brawn + armour}` : ''} (Brawn) against damage.`,
    `Concentration ${c.attributes.will} (Will), taken off incoming stun.`,
  ];
}

function skillsTable(c: RpgCharacter) {
  const skills = Object.entries(c.skills).sort(([a], [b]) => a.localeCompare(b));
  if (!skills.length) return html`<p>No skills: every action roll is a saving roll of an attribute.</p>`;
  return html`<table class="rpg-skills">
    <thead><tr><th>Skill</th><th>Dice</th></tr></thead>
    <tbody>${skills.map(([s, n]) => html`<tr><td>${cap(s)}</td><td class="n">${n}</td></tr>`)}</tbody>
  </table>`;
}

function tracks() {
  return html`<h2>Wounds and stun</h2>
    <p>Wounds ${boxes(MAX_WOUNDS)} <small>(at ${MAX_WOUNDS} she is incapacitated)</small></p>
    <table class="rpg-stun">
      <thead><tr><th>Stun</th><th>Effect</th><th>Now</th></tr></thead>
      <tbody>${STUN_EFFECTS.slice(1).map((e, i) => html`<tr><td class="n">${i + 1}</td><td>${e}</td><td>${boxes(1)}</td></tr>`)}</tbody>
    </table>`;
}

export function rpgCharacterSheet(item: ContentItem): TemplateResult {
  const c = item as unknown as RpgCharacter;
  const weapons = c.gear?.weapons ?? [];
  return html`<section class="sheet setup-sheet rpg-sheet" data-item=${c.id} aria-label="Character sheet of ${c.name}">
    ${sheetTitle(item, [RPG, c.role === 'raider' ? 'raider' : 'opponent (the Raid Master plays it)'])}
    ${c.summary ? html`<p>${c.summary}</p>` : nothing}
    <div class="columns">
      <div>
        <h2>Attributes and qualities</h2>
        ${attributesTable(c)}
        ${factList('In a fight', fightFacts(c))}
        ${tracks()}
      </div>
      <div>
        <h2>Skills</h2>
        ${skillsTable(c)}
        <h2>Talents</h2>
        ${c.talents?.length ? html`<ul>${c.talents.map((t) => html`<li>${talentWords(t)}</li>`)}</ul><p class="small">A talent's effect costs 1 Spirit each use; its benefit is free.</p>` : html`<p>None.</p>`}
        <h2>Gear</h2>
        ${weapons.length ? html`<ul>${weapons.map((w) => html`<li><strong>${w.name}</strong>: ${weaponWords(w)}</li>`)}</ul>` : html`<p>No weapon: she fights unarmed.</p>`}
        <p>Armour ${c.gear?.armour ?? 0}</p>
        <h2>Notes</h2>
        <div class="notes-lines" aria-hidden="true"></div>
      </div>
    </div>
  </section>`;
}
