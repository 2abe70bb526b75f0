/**
 * Parts every game's setup sheet shares (coc-sheets.ts, ccg-sheets.ts, uw-sheets.ts, rpg-sheets.ts):
 * the title with the game, the kind and the sample mark, and a titled list of facts in words.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';

/** The sheet's heading: the item's name, then "game · kind · …" and "sample" for sample content. */
export function sheetTitle(item: ContentItem, parts: readonly string[]): TemplateResult {
  return html`<h1>${item.name}</h1>
    <p class="subtitle">${[...parts, ...(item.provenance === 'sample' ? ['sample'] : [])].filter(Boolean).join(' · ')}</p>`;
}

/** A titled list of facts, or nothing when there are none. */
export function factList(title: string, lines: readonly string[]): TemplateResult | typeof nothing {
  return lines.length ? html`<h3>${title}</h3><ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>` : nothing;
}

/** "1 card", "2 cards". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
