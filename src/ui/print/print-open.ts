/**
 * What the app's Print buttons fetch: a level's setup sheet (any kind with a registered sheet),
 * the card sheets of a pack, and the whole pack (contents, every level's sheet, every card).
 */
import { html } from 'lit';
import type { ContentItem, Pack } from '../../model/content.ts';
import { openPrintView, type TrPrintView } from './print-view.ts';
import { contextOf, setupSheetFor } from './sheets.ts';
import './coc-sheets.ts';
import './ccg-sheets.ts';

/** Whether an item kind has a setup sheet. */
export const hasSetupSheet = (kind: string) => setupSheetFor(kind) !== undefined;

/** Opens the print view of one level's setup sheet; `packs` are its pack and the packs it depends on. */
export function printSetupSheet(item: ContentItem, packs: readonly Pack[]): TrPrintView | undefined {
  const sheet = setupSheetFor(item.kind);
  if (!sheet) return undefined;
  const context = contextOf(packs);
  return openPrintView(`Setup sheet: ${item.name}`, () => html`${sheet(item, context)}`);
}
