/**
 * What the app's Print buttons fetch: a level's setup sheet (any kind with a registered sheet),
 * the card sheets of a pack, and the whole pack (contents, every level's sheet, every card).
 */
import { html } from 'lit';
import type { ContentItem, Pack } from '../../model/content.ts';
import { openPrintView, type TrPrintView } from './print-view.ts';
import { contextOf, printableCards, setupSheetFor, sheetTitleFor } from './sheets.ts';
import { cardSheets } from './card-sheets.ts';
import './coc-sheets.ts';
import './ccg-sheets.ts';
import './coc-cards.ts';
import './ccg-cards.ts';
import './uw-sheets.ts';
import './uw-cards.ts';
import './rpg-sheets.ts';
import './aod-sheets.ts';
import './aod-cards.ts';

/** Whether an item kind has a setup sheet. */
export const hasSetupSheet = (kind: string) => setupSheetFor(kind) !== undefined;

/** Opens the print view of one level's setup sheet; `packs` are its pack and the packs it depends on. */
export function printSetupSheet(item: ContentItem, packs: readonly Pack[]): TrPrintView | undefined {
  const sheet = setupSheetFor(item.kind);
  if (!sheet) return undefined;
  const context = contextOf(packs);
  return openPrintView(`${sheetTitleFor(item.kind)}: ${item.name}`, () => html`${sheet(item, context)}`);
}

/** Opens the card sheets of a pack's own cards (every game's), with their backs if asked. */
export function printCards(pack: Pack, packs: readonly Pack[]): TrPrintView {
  const cards = printableCards(pack.items, contextOf(packs));
  const flagged = cards.filter((c) => c.tooLong);
  return openPrintView(
    `Cards of ${pack.name}`,
    (
      _paper,
      withBacks,
    ) => html`${flagged.length ? html`<p class="warning sheet-note" role="alert">Too long for a card (shorten the text): ${flagged.map((c) => c.name).join(', ')}.</p>` : ''}
      ${cards.length ? cardSheets(cards, withBacks) : html`<section class="sheet"><p>This pack has no cards to print.</p></section>`}`,
    cards.length > 0,
  );
}

/** Opens the whole pack: a contents page, every level's setup sheet, then every card. */
export function printPack(pack: Pack, packs: readonly Pack[]): TrPrintView {
  const context = contextOf(packs);
  const levels = pack.items.filter((i) => setupSheetFor(i.kind));
  const cards = printableCards(pack.items, context);
  return openPrintView(
    `Print ${pack.name}`,
    (_paper, withBacks) => html`<section class="sheet contents" aria-label="Contents">
        <h1>${pack.name}</h1>
        <p class="subtitle">Version ${pack.version}${pack.description ? ` · ${pack.description}` : ''}</p>
        <h2>Contents</h2>
        <ol class="contents">
          ${levels.map((l) => html`<li>${sheetTitleFor(l.kind)}: ${l.name}</li>`)}
          ${cards.length ? html`<li>Cards: ${cards.length} (${Math.ceil(cards.length / 9)} page${cards.length > 9 ? 's' : ''}${withBacks ? ', each followed by its backs' : ''})</li>` : ''}
        </ol>
      </section>
      ${levels.map((l) => setupSheetFor(l.kind)!(l, context))}
      ${cardSheets(cards, withBacks)}`,
    cards.length > 0,
  );
}
