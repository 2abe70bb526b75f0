/**
 * The per-game part of printing, registered like the play shell's boards (play/boards.ts): a setup
 * sheet for each level kind (or a region or character sheet), and the cards of each game for card
 * sheets. A game without entries here simply has nothing to print yet; the print frame
 * (print-view.ts) and the pack's print view (print-open.ts) are the same for every game.
 */
import type { TemplateResult } from 'lit';
import type { ContentItem, Pack } from '../../model/content.ts';

/** What a sheet may read besides its item: the item's pack first, then the packs it depends on. */
export interface SheetContext {
  packs: readonly Pack[];
  items: readonly ContentItem[];
  /**
   * A game's content prepared from `packs` (e.g. the Underworld's `uwContent`) once per print run: built for the
   * first sheet or card that asks for it and kept by this context for the others.
   */
  prepared<T>(game: string, build: (packs: readonly Pack[]) => T): T;
}

/** One level's setup sheet: one or more `.sheet` pages. */
export type SetupSheet = (item: ContentItem, context: SheetContext) => TemplateResult;

/** One card as printed: its face, and the back it shares with its deck. */
export interface PrintCard {
  id: string;
  name: string;
  face: TemplateResult;
  back: TemplateResult;
  /** Whether the card's words were too long to fit, even shrunk. */
  tooLong: boolean;
}

/** The cards of a game among some items (those it does not print are left out). */
export type CardPrinter = (items: readonly ContentItem[], context: SheetContext) => PrintCard[];

const setupSheets = new Map<string, { sheet: SetupSheet; title: string }>();
const cardPrinters = new Map<string, CardPrinter>();

/** Registers the sheet of an item kind; `title` names it in the contents ("Setup sheet", "Character sheet"). */
export function registerSetupSheet(kind: string, sheet: SetupSheet, title = 'Setup sheet'): void {
  setupSheets.set(kind, { sheet, title });
}

export function setupSheetFor(kind: string): SetupSheet | undefined {
  return setupSheets.get(kind)?.sheet;
}

/** Every kind with a sheet, in the order registered. */
export const sheetKinds = (): string[] => [...setupSheets.keys()];

/** What the sheet of a kind is called ("Setup sheet" unless registered otherwise). */
export function sheetTitleFor(kind: string): string {
  return setupSheets.get(kind)?.title ?? 'Setup sheet';
}

export function registerCards(game: string, printer: CardPrinter): void {
  cardPrinters.set(game, printer);
}

/** Every game's printable cards among the items, game by game in the order they were registered. */
export function printableCards(items: readonly ContentItem[], context: SheetContext): PrintCard[] {
  return [...cardPrinters.values()].flatMap((printer) => printer(items, context));
}

/** The context of a print run: a pack's items and those of the packs it depends on. Made once per run. */
export function contextOf(packs: readonly Pack[]): SheetContext {
  const prepared = new Map<string, unknown>();
  return {
    packs,
    items: packs.flatMap((p) => p.items),
    prepared<T>(game: string, build: (packs: readonly Pack[]) => T): T {
      if (!prepared.has(game)) prepared.set(game, build(packs));
      return prepared.get(game) as T;
    },
  };
}
