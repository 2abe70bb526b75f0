/**
 * The level editor's shared state, given to its parts through @lit/context: the level's document
 * (every edit goes through it, so undo is one history with the JSON editor), the tile catalogue,
 * what is selected, the keyboard cursor, what the user is placing or dragging, the message about
 * a refused edit, and the level's problems. Dispatches "change" whenever any of it changes.
 */
import { createContext } from '@lit/context';
import { LiveCheck, type DraftValidator } from '../live-check.ts';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from '../context-change.ts';
import { afterNextFrame } from '../after-frame.ts';
import type { ContentItem } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import type { JsonObject } from '../../model/json-read.ts';
import { tokenWords } from './token-words.ts';
import { setAt } from '../../model/json-pointer.ts';
import type { Facing, LevelGrid, LocationType, Point } from '../../model/coc-grid.ts';
import {
  flipTile,
  gridOf,
  layoutOf,
  moveTile,
  placeFace,
  placementAt,
  removeTile,
  resizeLayout,
  rotateTile,
  slotOfSpace,
  withLayout,
  type Edit,
  type EditableLayout,
  type LevelRules,
  type Placed,
} from '../../model/coc-layout-edit.ts';
import {
  moveToken,
  placeToken,
  removeToken,
  setTokenFacing,
  tokenAt,
  tokensOn,
  turnToken,
  type TokenTemplate,
} from '../../model/coc-token-edit.ts';
import type { ItemDocument } from '../../store/item-document.ts';
import { setSpawnEnemy, setNote } from '../../model/coc-board-edit.ts';
import { copySelection, pasteClipboard, selectedParts, toggled } from './multi-select.ts';

export type Selection =
  | { kind: 'level' }
  | { kind: 'tile'; slot: Point }
  | { kind: 'token'; index: number }
  | { kind: 'many'; tokens: number[]; slots: Point[] };

/** Something being placed: a face or a token from a palette, or a tile or token already on the board. */
export type Pick =
  | { kind: 'face'; tile: string; face: LocationType }
  | { kind: 'token'; template: TokenTemplate }
  | { kind: 'tile'; from: Point }
  | { kind: 'placed-token'; index: number }
  | { kind: 'enemy'; enemy: string; name: string };

export interface Notice {
  text: string;
  tone: 'refused' | 'done';
}

/** Finds the problems of a level; the editor passes one that runs the full validation in a worker. */
export type LevelValidator = DraftValidator;

export const levelContext = createContext<LevelEditorState>(Symbol('level-editor'));

export class LevelEditorState extends EventTarget {
  selection: Selection = { kind: 'level' };
  cursor: Point = { x: 0, y: 0 };
  /** What the keyboard user picked from a palette (or picked up with M), placed with Enter on the board. */
  armed: Pick | undefined;
  /** What is being dragged right now (drag events cannot read their data until the drop). */
  drag: Pick | undefined;
  notice: Notice | undefined;
  /** The draft's problems, checked again a moment after each change. */
  private readonly liveCheck: LiveCheck;
  get problems(): Problem[] {
    return this.liveCheck.problems;
  }
  get problemsState(): LiveCheck['state'] {
    return this.liveCheck.state;
  }
  /** Whether the draft changed since its problems were found. */
  get problemsStale(): boolean {
    return this.liveCheck.stale;
  }
  /** The problems of the draft as it is now (checked at once if the list is behind the draft). */
  freshProblems(): Promise<Problem[]> {
    return this.liveCheck.fresh();
  }
  /** A field the inspector should bring into view and focus (a clicked problem's pointer). */
  focusPointer: string | undefined;
  /** The tile whose faces the face editor is painting, if open. */
  faceDoc: ItemDocument | undefined;
  faceEditorFace: LocationType | undefined;
  helpOpen = false;
  /** Board zoom: a scale (1 = 40 px a space) or 'fit' to fit the board in its area. */
  zoom: number | 'fit' = 'fit';

  private cache: { value: unknown; tiles: unknown; layout: EditableLayout; grid: LevelGrid } | undefined;
  private readonly onDocChange = () => {
    this.changed();
    this.liveCheck.schedule();
  };

  constructor(
    readonly doc: ItemDocument,
    private tileSource: () => ReadonlyMap<string, TileInfo>,
    validator?: LevelValidator,
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
    this.faceDoc?.removeEventListener('change', this.onDocChange);
    this.liveCheck.stop();
  }

  get value(): ContentItem {
    return this.doc.value;
  }

  get tiles(): ReadonlyMap<string, TileInfo> {
    return this.tileSource();
  }

  /** The layout and its grid, rebuilt only when the level or the tiles change. */
  private view(): { layout: EditableLayout; grid: LevelGrid } {
    const value = this.doc.value;
    const tiles = this.tiles;
    if (this.cache?.value !== value || this.cache.tiles !== tiles) {
      const layout = layoutOf(value);
      this.cache = { value, tiles, layout, grid: gridOf(layout, tiles) };
    }
    return this.cache;
  }

  get layout(): EditableLayout {
    return this.view().layout;
  }

  get grid(): LevelGrid {
    return this.view().grid;
  }

  get rules(): LevelRules {
    const v = this.value;
    const locationType = ['jungle', 'mountain', 'desert', 'tomb'].includes(v.locationType as string)
      ? (v.locationType as LocationType)
      : undefined;
    return { tiles: this.tiles, ...(locationType ? { locationType } : {}), mixedFaces: v.mixedFaces === true };
  }

  get selectedPlacement(): Placed | undefined {
    return this.selection.kind === 'tile' ? placementAt(this.layout, this.selection.slot) : undefined;
  }

  get selectedToken(): JsonObject | undefined {
    return this.selection.kind === 'token' ? tokenAt(this.layout, this.selection.index) : undefined;
  }

  // ——— edits ———

  /** Applies a layout edit through the document, or shows why it was refused. Returns whether it was applied. */
  apply(edit: Edit, gesture?: string): boolean {
    if (!edit.ok) {
      this.say(edit.reason, 'refused');
      return false;
    }
    this.notice = undefined;
    this.doc.setValue(
      withLayout(this.value, edit.value),
      gesture ? { label: edit.label, gesture } : { label: edit.label },
    );
    return true;
  }

  /** Sets one field of the level (pointer relative to the item); typing in one field is one gesture. */
  setField(pointer: string, next: unknown, label: string, gesture?: string): void {
    const value = setAt(this.value, pointer, next) as ContentItem;
    this.doc.setValue(value, gesture ? { label, gesture } : { label });
  }

  /** Places what is picked on a space: a face in that space's slot, a token on the space. */
  drop(pick: Pick, at: Point): boolean {
    const slot = slotOfSpace(at);
    let done = false;
    switch (pick.kind) {
      case 'face': {
        const rotation =
          placementAt(this.layout, slot)?.tile === pick.tile ? placementAt(this.layout, slot)!.rotation : 0;
        done = this.apply(placeFace(this.layout, this.rules, slot, pick.tile, pick.face, rotation));
        if (done) this.select({ kind: 'tile', slot });
        break;
      }
      case 'tile':
        done = this.apply(moveTile(this.layout, this.rules, pick.from, slot));
        if (done) this.select({ kind: 'tile', slot });
        break;
      case 'token': {
        const before = this.layout.tokens.length;
        done = this.apply(placeToken(this.layout, this.grid, pick.template, at));
        if (done) this.select({ kind: 'token', index: before });
        break;
      }
      case 'placed-token':
        done = this.apply(moveToken(this.layout, this.grid, pick.index, at));
        if (done) this.select({ kind: 'token', index: pick.index });
        break;
      case 'enemy':
        done = this.apply(setSpawnEnemy(this.layout, at, pick.enemy, pick.name));
        if (done)
          this.select({
            kind: 'token',
            index: tokensOn(this.layout, at).find(
              (i) => (this.layout.tokens[i] as { type?: string }).type === 'spawnPoint',
            )!,
          });
        break;
    }
    if (done) this.cursor = { ...at };
    return done;
  }

  /** What a drop of `pick` on `at` would do wrong, for the board's hover feedback (undefined: fine). */
  dropProblem(pick: Pick, at: Point): string | undefined {
    const slot = slotOfSpace(at);
    const r =
      pick.kind === 'face'
        ? placeFace(this.layout, this.rules, slot, pick.tile, pick.face)
        : pick.kind === 'tile'
          ? slot.x === pick.from.x && slot.y === pick.from.y
            ? { ok: true as const }
            : moveTile(this.layout, this.rules, pick.from, slot)
          : pick.kind === 'token'
            ? placeToken(this.layout, this.grid, pick.template, at)
            : pick.kind === 'enemy'
              ? setSpawnEnemy(this.layout, at, pick.enemy, pick.name)
              : moveToken(this.layout, this.grid, pick.index, at);
    return r.ok ? undefined : r.reason;
  }

  rotate(quarters: 1 | -1 = 1): void {
    const s = this.selection;
    if (s.kind === 'tile') this.apply(rotateTile(this.layout, this.rules, s.slot, quarters));
    else if (s.kind === 'token') this.apply(turnToken(this.layout, s.index, quarters));
    else this.say('Select a tile or a facing token to rotate it.', 'refused');
  }

  flip(): void {
    const s = this.selection;
    if (s.kind === 'tile') this.apply(flipTile(this.layout, this.rules, s.slot));
    else this.say('Select a tile to flip it to its other face.', 'refused');
  }

  face(facing: Facing, gesture?: string): void {
    const s = this.selection;
    if (s.kind === 'token') this.apply(setTokenFacing(this.layout, s.index, facing), gesture);
    else this.say("Select Lara's start or a spawn point to set its facing.", 'refused');
  }

  remove(): void {
    const s = this.selection;
    if (s.kind === 'tile') {
      if (this.apply(removeTile(this.layout, this.rules, s.slot))) this.select({ kind: 'level' });
    } else if (s.kind === 'token') {
      if (this.apply(removeToken(this.layout, s.index))) this.select({ kind: 'level' });
    } else this.say('Select a tile or a token to remove it.', 'refused');
  }

  /** Shift-click: adds a token or a tile to the selection, or takes it out. */
  toggleSelect(part: { kind: 'token'; index: number } | { kind: 'tile'; slot: Point }): void {
    this.select(toggled(this.selection, part));
  }

  /** Selects every token on the spaces from `a` to `b` and every tile whose slot lies within them. */
  selectArea(a: Point, b: Point): void {
    this.select(selectedParts(this.layout, a, b));
  }

  /** Ctrl+C: copies the selected tokens and tiles. */
  copy(): void {
    const words = copySelection(this.layout, this.selection);
    this.say(words ?? 'Select tokens or tiles to copy (Shift+click, or Shift+drag a box).', words ? 'done' : 'refused');
  }

  /** Ctrl+V: pastes what was copied with its top-left on the cursor, as one undo step. */
  paste(): void {
    const edit = pasteClipboard(this.layout, this.rules, this.cursor);
    if (!edit) return this.say('Nothing copied yet: select tokens or tiles and press Ctrl+C.', 'refused');
    const before = this.layout.tokens.length;
    if (!this.apply(edit)) return;
    const count = this.layout.tokens.length - before;
    this.select(
      count
        ? { kind: 'many', tokens: Array.from({ length: count }, (_, i) => before + i), slots: [] }
        : { kind: 'level' },
    );
  }

  /** Sets or clears (empty text) the board note on a space; typing in the note is one gesture. */
  note(at: Point, text: string, gesture?: string): void {
    this.apply(setNote(this.layout, at, text), gesture);
  }

  resize(columns: number, rows: number): void {
    this.apply(resizeLayout(this.layout, { columns, rows }));
  }

  /** The document that undo and redo act on: the tile being painted while the face editor is open, else the level. */
  get undoTarget(): ItemDocument {
    return this.faceDoc ?? this.doc;
  }

  undo(): void {
    this.undoTarget.undo();
    this.notice = undefined;
  }

  redo(): void {
    this.undoTarget.redo();
    this.notice = undefined;
  }

  // ——— selection, cursor, picks ———

  select(selection: Selection, focusPointer?: string): void {
    this.selection = selection;
    this.focusPointer = focusPointer;
    this.changed();
  }

  /** Selects what is under the cursor: the top token on the space, else the tile, else the level. */
  selectAtCursor(): void {
    const tokens = tokensOn(this.layout, this.cursor);
    const slot = slotOfSpace(this.cursor);
    if (tokens.length) {
      // Pressing again on the same space cycles through the tokens on it.
      const current = this.selection.kind === 'token' ? tokens.indexOf(this.selection.index) : -1;
      this.select({ kind: 'token', index: tokens[(current + 1) % tokens.length]! });
    } else if (placementAt(this.layout, slot)) this.select({ kind: 'tile', slot });
    else this.select({ kind: 'level' });
  }

  moveCursor(dx: number, dy: number): void {
    const { width, height } = this.grid;
    this.cursor = {
      x: Math.min(width - 1, Math.max(0, this.cursor.x + dx)),
      y: Math.min(height - 1, Math.max(0, this.cursor.y + dy)),
    };
    this.changed();
  }

  arm(pick: Pick | undefined): void {
    this.armed = pick;
    if (pick)
      this.say(
        `${describePick(this, pick)}: move the cursor on the board and press Enter to place, Escape to cancel.`,
        'done',
      );
    else this.changed();
  }

  /** Picks up the selected tile or token to move it with the keyboard. */
  pickUpSelection(): void {
    const s = this.selection;
    if (s.kind === 'tile') this.arm({ kind: 'tile', from: s.slot });
    else if (s.kind === 'token') this.arm({ kind: 'placed-token', index: s.index });
    else this.say('Select a tile or a token to move it.', 'refused');
  }

  /** Enter on the board: place what is armed at the cursor, else select what is there. */
  activate(): void {
    if (!this.armed) return this.selectAtCursor();
    const pick = this.armed;
    // Palette picks stay armed to place several; a moved piece is put down.
    if (this.drop(pick, this.cursor) && (pick.kind === 'tile' || pick.kind === 'placed-token')) this.armed = undefined;
    this.changed();
  }

  say(text: string, tone: Notice['tone']): void {
    this.notice = { text, tone };
    this.changed();
  }

  setDrag(pick: Pick | undefined): void {
    this.drag = pick;
  }

  // ——— tile face editor ———

  openFaceEditor(doc: ItemDocument, face: LocationType): void {
    this.faceDoc?.removeEventListener('change', this.onDocChange);
    this.faceDoc = doc;
    this.faceEditorFace = face;
    doc.addEventListener('change', this.onDocChange);
    this.changed();
  }

  closeFaceEditor(): void {
    this.faceDoc?.removeEventListener('change', this.onDocChange);
    this.faceDoc = undefined;
    this.changed();
  }

  setTileSource(source: () => ReadonlyMap<string, TileInfo>): void {
    this.tileSource = source;
    this.changed();
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

/** Words for what is picked: "Tile 7 (jungle)", "red door (closed)", "spawn point". */
export function describePick(state: LevelEditorState, pick: Pick): string {
  switch (pick.kind) {
    case 'face':
      return `Tile ${state.tiles.get(pick.tile)?.number ?? pick.tile} (${pick.face})`;
    case 'tile':
      return `Moving the tile from slot (${pick.from.x}, ${pick.from.y})`;
    case 'token':
      return tokenWords(pick.template);
    case 'placed-token':
      return `Moving ${tokenWords(state.layout.tokens[pick.index])}`;
    case 'enemy':
      return `${pick.name} (drop on a spawn point)`;
  }
}

export { tokenWords } from './token-words.ts';

/**
 * Re-renders a component whenever the level editor's state (or its document) changes.
 * Use: `private readonly level = new LevelController(this);` then `this.level.state`.
 */
export class LevelController extends ContextChangeController<LevelEditorState> {
  constructor(host: ReactiveControllerHost & HTMLElement) {
    super(host, levelContext);
  }

  get state(): LevelEditorState | undefined {
    return this.value;
  }

  /**
   * For a part that is not where an edit shows (the palettes, inspector, problems and toolbar
   * beside the board): its update after a change waits until the next frame is out, so that the
   * frame after a drop draws the board alone. The host calls this from its `scheduleUpdate`;
   * `updateComplete` still waits for the update.
   */
  schedule(update: () => void): void | Promise<void> {
    if (!this.changedSinceUpdate) return update();
    return afterNextFrame().then(update);
  }

  hostUpdate(): void {
    this.changedSinceUpdate = false;
  }
}
