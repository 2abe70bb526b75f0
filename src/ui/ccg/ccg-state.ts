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
    this.liveCheck = new LiveCheck(validator, () => this.value, () => this.changed());
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
      this.cache = { value: this.value, setup: this.setup, map: readLevelMap(this.value, this.setup), decks: levelDecks(this.value) };
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
    const label = as === 'entrance' ? `Place entrance ${name}` : as === 'drawnTreasureRoom' ? `Add ${name} to a drawn treasure room` : `Place ${name} face ${as}`;
    const done = this.edit(next, label);
    if (done) this.select({ kind: 'spot', spot });
    return done;
  }

  select(selection: DesignerSelection | undefined): void {
    this.selection = selection;
    if (selection?.kind === 'spot') {
      this.cursor = selection.spot;
      if (selection.setup !== undefined) this.setup = selection.setup;
    }
    this.changed();
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
    return typeof pick === 'object' && pick !== null && (pick.kind === 'card' || pick.kind === 'spot') ? pick : undefined;
  } catch {
    return undefined;
  }
}
