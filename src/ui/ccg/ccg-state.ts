/**
 * The CCG level designer's shared state, given to its parts through @lit/context: the level's
 * document (every edit goes through it, so undo/redo is the one history the JSON editor shares,
 * and the store autosaves it), the card catalogue, the selection, what is being placed or dragged,
 * how a dropped card is placed, the entrance setup shown, and the level's problems (found by the
 * full validation, off the main thread). Dispatches "change" whenever any of it changes.
 */
import { createContext } from '@lit/context';
import { LiveCheck, type DraftValidator } from '../live-check.ts';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from '../context-change.ts';
import type { ContentItem } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { readLevelMap, sameSpot, type LevelMap, type MapCell, type Spot } from '../../model/ccg-level-map.ts';
import { levelDecks, type LevelDeckView } from '../../model/ccg-level-decks.ts';
import { addTreasureChoice, moveSpot, placeCard, placeEntrance } from '../../model/ccg-level-edit.ts';
import { selectionFor, type DesignerSelection } from '../../model/ccg-level-problems.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { copySpots, pasteSpots, removeSpots, type CcgClipboard } from '../../model/ccg-level-clipboard.ts';
import { toggledIn } from '../multi-pick.ts';

/** What Ctrl+C copied: kept while the page is open, so it can be pasted in another level too. */
let clipboard: CcgClipboard | undefined;

/** How a card dropped on the map is placed. */
export type PlaceAs = 'down' | 'up' | 'entrance' | 'drawnTreasureRoom';

/** Something being placed: a card from the browser, or what is on a spot of the map. */
export type CcgPick = { kind: 'card'; card: string } | { kind: 'spot'; from: Spot };

export interface Notice {
  text: string;
  tone: 'refused' | 'done';
}

export type CcgValidator = DraftValidator;

export const ccgContext = createContext<CcgDesignerState>(Symbol('ccg-designer'));

export class CcgDesignerState extends EventTarget {
  selection: DesignerSelection | undefined;
  /** The keyboard cursor on the map. */
  cursor: Spot = { column: 1, depth: 1 };
  setup = 0;
  placeAs: PlaceAs = 'down';
  /** What the keyboard user picked (Enter in the browser, or M on the map), put down with Enter on a spot. */
  armed: CcgPick | undefined;
  drag: CcgPick | undefined;
  notice: Notice | undefined;
  /** Placed cards selected together (Shift+click, Shift+drag a box), for copy, paste and Delete. */
  picked: Spot[] = [];
  /** Whether the map draws the paths from the entrances. */
  showPaths = false;
  /** The draft's problems, checked again a moment after each change. */
  private readonly liveCheck: LiveCheck;
  get problems(): Problem[] {
    return this.liveCheck.problems;
  }
  get problemsState(): LiveCheck['state'] {
    return this.liveCheck.state;
  }

  private cache: { value: unknown; setup: number; map: LevelMap; decks: LevelDeckView[] } | undefined;
  private readonly onDocChange = () => {
    this.changed();
    this.liveCheck.schedule();
  };

  constructor(
    readonly doc: ItemDocument,
    private catalogSource: () => ReadonlyMap<string, CcgCardInfo>,
    validator?: CcgValidator,
    /** Levels of the built-in packs open read-only: the designer shows them, edits are refused. */
    readonly readOnly = false,
  ) {
    super();
    this.liveCheck = new LiveCheck(
      validator,
      () => this.value,
      () => this.changed(),
    );
    doc.addEventListener('change', this.onDocChange);
    this.liveCheck.schedule(0);
  }

  dispose(): void {
    this.doc.removeEventListener('change', this.onDocChange);
    this.liveCheck.stop();
  }

  get value(): ContentItem {
    return this.doc.value;
  }

  get catalog(): ReadonlyMap<string, CcgCardInfo> {
    return this.catalogSource();
  }

  private view() {
    if (this.cache?.value !== this.value || this.cache.setup !== this.setup)
      this.cache = {
        value: this.value,
        setup: this.setup,
        map: readLevelMap(this.value, this.setup),
        decks: levelDecks(this.value),
      };
    return this.cache;
  }

  get map(): LevelMap {
    return this.view().map;
  }

  get decks(): LevelDeckView[] {
    return this.view().decks;
  }

  cell(spot: Spot): MapCell | undefined {
    return this.map.rows[spot.depth - 1]?.[spot.column - 1];
  }

  /** Applies a new version of the level through the shared document (one undo step, or one per gesture). */
  edit(next: ContentItem, label: string, gesture?: string): boolean {
    if (this.readOnly) {
      this.say('This level is in a built-in pack: make an editable copy to change it.', 'refused');
      return false;
    }
    if (next === this.value) return false;
    this.notice = undefined;
    this.doc.setValue(next, gesture ? { label, gesture } : { label });
    return true;
  }

  /** Puts a pick on a spot: a card as the "place as" setting says, or what another spot held. */
  drop(pick: CcgPick, spot: Spot): boolean {
    if (pick.kind === 'spot') {
      if (sameSpot(pick.from, spot)) return false;
      const done = this.edit(moveSpot(this.value, pick.from, spot, this.setup), 'Move card');
      if (done) this.select({ kind: 'spot', spot });
      return done;
    }
    const info = this.catalog.get(pick.card);
    if (info && info.type !== 'location') {
      this.say(`${info.name} is not a location card: only locations go on the map.`, 'refused');
      return false;
    }
    const name = info?.name ?? pick.card;
    // An entrance room dropped on the entrance row (depth 1) is placed as an entrance unless another way was chosen.
    const as = this.placeAs === 'down' && info?.entrance && spot.depth === 1 ? 'entrance' : this.placeAs;
    const next =
      as === 'entrance'
        ? placeEntrance(this.value, spot, pick.card, this.setup)
        : as === 'drawnTreasureRoom'
          ? addTreasureChoice(this.value, spot, pick.card, this.setup)
          : placeCard(this.value, spot, pick.card, as, as === 'up' ? 0 : undefined, this.setup);
    const label =
      as === 'entrance'
        ? `Place entrance ${name}`
        : as === 'drawnTreasureRoom'
          ? `Add ${name} to a drawn treasure room`
          : `Place ${name} face ${as}`;
    const done = this.edit(next, label);
    if (done) this.select({ kind: 'spot', spot });
    return done;
  }

  select(selection: DesignerSelection | undefined): void {
    this.selection = selection;
    this.picked = [];
    if (selection?.kind === 'spot') {
      this.cursor = selection.spot;
      if (selection.setup !== undefined) this.setup = selection.setup;
    }
    this.changed();
  }

  /** Shift+click: adds a placed card to the cards selected together, or takes it out (the one selected before counts as
   * picked). */
  togglePick(spot: Spot): void {
    if (this.cell(spot)?.kind === 'unknown') return;
    const sel = this.selection;
    const before =
      this.picked.length || sel?.kind !== 'spot' || this.cell(sel.spot)?.kind === 'unknown' ? this.picked : [sel.spot];
    this.picked = toggledIn(before, spot, sameSpot);
    this.cursor = spot;
    this.changed();
  }

  /** Shift+drag: the placed cards on the given spots become the cards selected together. */
  pickAll(spots: readonly Spot[]): void {
    this.picked = spots.filter((s) => this.cell(s)?.kind !== 'unknown');
    this.changed();
  }

  /** The spots of the cards selected together, or the selected spot when it holds a card. */
  private chosenSpots(): Spot[] {
    if (this.picked.length) return this.picked;
    const sel = this.selection;
    return sel?.kind === 'spot' && this.cell(sel.spot)?.kind !== 'unknown' ? [sel.spot] : [];
  }

  copy(): void {
    const copied = copySpots(this.value, this.chosenSpots(), this.setup);
    if (!copied)
      return this.say('Select cards on the map to copy (click, Shift+click, or Shift+drag a box).', 'refused');
    clipboard = copied;
    const n = copied.cells.length;
    this.say(
      `Copied ${n} card${n === 1 ? '' : 's'}: press Ctrl+V to paste them on free spots near the cursor.`,
      'done',
    );
  }

  /** Ctrl+V: the copied cards on the free spots nearest the cursor, as one undo step; they become the selection. */
  paste(): void {
    if (!clipboard) return this.say('Nothing copied yet: select cards and press Ctrl+C.', 'refused');
    const pasted = pasteSpots(this.value, clipboard, this.cursor, this.setup);
    if (!pasted)
      return this.say(
        `No free place on the map holds the ${clipboard.cells.length} copied cards in their shape: make the map bigger or clear some spots.`,
        'refused',
      );
    const n = pasted.spots.length;
    if (!this.edit(pasted.level, `Paste ${n} card${n === 1 ? '' : 's'}`)) return;
    this.selection = undefined;
    this.picked = pasted.spots;
    this.cursor = pasted.spots[0]!;
    this.say(`Pasted ${n} card${n === 1 ? '' : 's'}.`, 'done');
  }

  /** Delete with cards selected together: all of them off the map, as one undo step. Returns false when none are. */
  removePicked(): boolean {
    const spots = this.picked.filter((s) => this.cell(s)?.kind !== 'unknown');
    if (!spots.length) return false;
    const n = spots.length;
    if (this.edit(removeSpots(this.value, spots, this.setup), `Remove ${n} card${n === 1 ? '' : 's'}`))
      this.picked = [];
    this.changed();
    return true;
  }

  /** Selects what a problem is about. */
  show(problem: Problem): void {
    this.select(selectionFor(this.value, problem.pointer));
  }

  say(text: string, tone: Notice['tone']): void {
    this.notice = { text, tone };
    this.changed();
  }

  setCatalogSource(source: () => ReadonlyMap<string, CcgCardInfo>): void {
    this.catalogSource = source;
    this.changed();
  }

  undo(): void {
    this.doc.undo();
  }

  redo(): void {
    this.doc.redo();
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

export class CcgController extends ContextChangeController<CcgDesignerState> {
  constructor(host: ReactiveControllerHost & HTMLElement) {
    super(host, ccgContext);
  }

  get state(): CcgDesignerState | undefined {
    return this.value;
  }
}

export const PICK_TYPE = 'application/x-tr-ccg-pick';

export function writePick(data: DataTransfer | null, pick: CcgPick): void {
  if (!data) return;
  data.setData(PICK_TYPE, JSON.stringify(pick));
  data.setData('text/plain', JSON.stringify(pick));
  data.effectAllowed = pick.kind === 'card' ? 'copy' : 'move';
}

export function readPick(data: DataTransfer | null): CcgPick | undefined {
  const text = data?.getData(PICK_TYPE);
  if (!text) return undefined;
  try {
    const pick = JSON.parse(text) as CcgPick;
    return typeof pick === 'object' && pick !== null && (pick.kind === 'card' || pick.kind === 'spot')
      ? pick
      : undefined;
  } catch {
    return undefined;
  }
}
