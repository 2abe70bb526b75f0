/**
 * Card sheets: cards of poker size (63 × 88 mm), nine to a page in a 3 × 3 grid, with crop marks
 * on the card lines outside the grid. With backs, each page of faces is followed by its page of
 * backs in duplex order (each row mirrored, so that a back lands behind its face when the sheet is
 * turned over on its long edge). The cards' text is laid out by each game (coc-cards.ts,
 * ccg-cards.ts); how long a text may be is judged here from its length.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PrintCard } from './sheets.ts';

export const CARDS_PER_PAGE = 9;
const W = 63;
const H = 88;
/** Crop marks' length: they end 2.5 mm outside the grid, so that on US Letter they stay clear of the page's 5 mm
 * margin. */
const CROP = 2;

/** Characters of card text that fit at the normal size, and at the smaller one. */
export const TEXT_FITS = 420;
export const TEXT_FITS_SMALL = 720;

/** How a text fits a card: as it is, shrunk, or too long even shrunk (flagged on the card). */
export function textFit(length: number): 'fits' | 'shrunk' | 'too-long' {
  return length <= TEXT_FITS ? 'fits' : length <= TEXT_FITS_SMALL ? 'shrunk' : 'too-long';
}

/** A card's frame: name, kind, stats, text and foot, shrunk or flagged by the text's length. */
export function cardFace(options: {
  kind: string;
  name: string;
  number?: string;
  colour: string;
  stats?: readonly string[];
  text: TemplateResult | typeof nothing;
  textLength: number;
  foot?: string;
  extra?: TemplateResult;
}): { face: TemplateResult; tooLong: boolean } {
  const fit = textFit(options.textLength);
  const face = html`<div class="card face ${fit === 'shrunk' ? 'small-text' : fit === 'too-long' ? 'small-text too-long' : ''}" style="color: ${options.colour}" data-card-name=${options.name}>
    <div class="card-head"><span class="card-name" style="color:#111">${options.number ? `${options.number} ` : ''}${options.name}</span><span class="card-kind">${options.kind}</span></div>
    ${options.stats?.length ? html`<div class="card-stats" style="color:#111">${options.stats.map((s) => html`<span>${s}</span>`)}</div>` : nothing}
    ${options.extra ?? nothing}
    <div class="card-text" style="color:#111">${options.text}</div>
    ${fit === 'too-long' ? html`<div class="too-long-flag" role="note">Text too long for the card: shorten it.</div>` : nothing}
    <div class="card-foot"><span>${options.foot ?? ''}</span><span>Tomb Raider Workshop</span></div>
  </div>`;
  return { face, tooLong: fit === 'too-long' };
}

/** A plain back: the game and the deck. */
export const cardBack = (game: string, deck: string) =>
  html`<div class="card back"><div><div class="back-game">${game}</div><div>${deck}</div></div></div>`;

/** Crop marks on the card lines of a grid of `rows` rows, outside it. */
function cropMarks(rows: number) {
  const marks = [];
  for (let i = 0; i <= 3; i++) {
    const x = i * W;
    marks.push(html`<span class="crop v" style="left:${x - 0.1}mm; top:${-CROP - 0.5}mm; height:${CROP}mm"></span>`);
    marks.push(html`<span class="crop v" style="left:${x - 0.1}mm; top:${rows * H + 0.5}mm; height:${CROP}mm"></span>`);
  }
  for (let i = 0; i <= rows; i++) {
    const y = i * H;
    marks.push(html`<span class="crop h" style="top:${y - 0.1}mm; left:${-CROP - 0.5}mm; width:${CROP}mm"></span>`);
    marks.push(html`<span class="crop h" style="top:${y - 0.1}mm; left:${3 * W + 0.5}mm; width:${CROP}mm"></span>`);
  }
  return marks;
}

function page(cards: readonly TemplateResult[], label: string, backs: boolean) {
  return html`<section class="sheet card-sheet" aria-label=${label}>
    <div class="card-grid ${backs ? 'backs' : ''}">${cards}${cropMarks(Math.ceil(cards.length / 3))}</div>
  </section>`;
}

/** The card pages: faces nine to a page, each page followed by its backs when asked. */
export function cardSheets(cards: readonly PrintCard[], withBacks: boolean): TemplateResult {
  const pages = [];
  for (let start = 0, n = 1; start < cards.length; start += CARDS_PER_PAGE, n++) {
    const group = cards.slice(start, start + CARDS_PER_PAGE);
    pages.push(
      page(
        group.map((c) => c.face),
        `Card page ${n}`,
        false,
      ),
    );
    if (withBacks)
      pages.push(
        page(
          group.map((c) => c.back),
          `Backs of card page ${n}`,
          true,
        ),
      );
  }
  return html`${pages}`;
}
