/**
 * The library's pictures of levels: `<tr-level-thumb>` shows a level item (a Crypt of Chronos
 * chapter, location card or crypt card, or a CCG level) as a small picture of its board or map,
 * drawn from the item and the tiles or cards of its pack and the packs it depends on. The library
 * fetches this module after its first paint, so the list shows first and the pictures follow.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import { tileCatalog } from '../../model/coc-layout-edit.ts';
import { cardCatalog } from '../../model/ccg-card-catalog.ts';
import { COC_LEVEL_KINDS, ccgLevelPicture, cocLevelPicture } from './level-picture.ts';
import { svgDataUrl, svgMarkup } from './picture-export.ts';

/** The kinds that have a picture. */
export const PICTURED_KINDS = [...COC_LEVEL_KINDS, 'ccgLevel'];

const tilesOf = new WeakMap<readonly Pack[], ReturnType<typeof tileCatalog>>();
const cardsOf = new WeakMap<readonly Pack[], ReturnType<typeof cardCatalog>>();
const pictures = new WeakMap<ContentItem, { packs: readonly Pack[]; url: string }>();

/** A data URL of the item's picture, drawn once per item and set of packs. */
export function levelPictureUrl(item: ContentItem, packs: readonly Pack[]): string | undefined {
  const known = pictures.get(item);
  if (known?.packs === packs) return known.url;
  let picture;
  if (COC_LEVEL_KINDS.includes(item.kind)) {
    if (!tilesOf.has(packs)) tilesOf.set(packs, tileCatalog(packs.flatMap((p) => p.items)));
    picture = cocLevelPicture(item, tilesOf.get(packs)!);
  } else if (item.kind === 'ccgLevel') {
    if (!cardsOf.has(packs)) cardsOf.set(packs, cardCatalog(packs.flatMap((p) => p.items)));
    picture = ccgLevelPicture(item, cardsOf.get(packs)!);
  } else return undefined;
  const url = svgDataUrl(svgMarkup(picture));
  pictures.set(item, { packs, url });
  return url;
}

@customElement('tr-level-thumb')
export class TrLevelThumb extends LitElement {
  @property({ attribute: false }) item: ContentItem | undefined;
  /** The item's pack first, then the packs it depends on (where its tiles and cards come from). */
  @property({ attribute: false }) packs: readonly Pack[] = [];
  /** Words for the picture; empty when it only decorates a button that names the item already. */
  @property() label = '';

  override render() {
    const url = this.item ? levelPictureUrl(this.item, this.packs) : undefined;
    if (!url) return nothing;
    return html`<img src=${url} alt=${this.label} />`;
  }

  static override styles = css`
    :host {
      display: inline-block;
      vertical-align: middle;
      width: 2.6rem;
      height: 2.6rem;
      margin-right: 0.4rem;
    }
    :host([large]) {
      display: block;
      width: auto;
      max-width: 28rem;
      height: 20rem;
      margin: 0.5rem 0;
    }
    img {
      display: block;
      width: 100%;
      height: 100%;
      object-fit: contain;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-level-thumb': TrLevelThumb;
  }
}
