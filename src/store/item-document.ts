import type { ContentItem } from '../model/content.ts';
import { isObject } from '../model/json-read.ts';
import { lineColumnOf, parseJson } from '../model/parse-json.ts';
import { MAX_TEXT_DEPTH, textTooDeep, tooDeepMessage } from '../model/json-limits.ts';
import { History, type HistoryChanges, type HistoryData } from './history.ts';

/** Where an item lives: its pack, its kind and its id. */
export interface DocumentRef {
  packId: string;
  kind: string;
  id: string;
}

/**
 * One snapshot of an item being edited: the user's text (kept even when it is not valid JSON) and
 * the last valid value, which the rest of the app uses until the text is fixed.
 */
export interface ItemSnapshot {
  text: string;
  value: ContentItem;
}

/** Where a change came from, so that an editor can skip re-applying its own edit. */
export type ChangeOrigin = 'text' | 'value' | 'undo' | 'redo' | 'load';

export interface EditOptions {
  label: string;
  /** Edits with the same gesture key in a row undo as one step (see History). */
  gesture?: string;
}

export interface TextProblem {
  message: string;
  line: number;
  column: number;
  offset: number;
}

export class DocumentChangeEvent extends Event {
  constructor(readonly origin: ChangeOrigin) {
    super('change');
  }
}

function isHistory(v: object): v is { history: HistoryData<ItemSnapshot> } {
  return 'history' in v && !('kind' in v);
}

function isSnapshot(v: object): v is ItemSnapshot {
  return 'text' in v && typeof v.text === 'string' && 'value' in v && !('kind' in v);
}

export function formatItem(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/**
 * An item open for editing, shared by every editor that shows it (JSON editor, level editor):
 * both edit through this object, so a change in one shows in the other at once and undo is one
 * history for both. Dispatches a DocumentChangeEvent after every change; persistence listens too.
 */
export class ItemDocument extends EventTarget {
  private history: History<ItemSnapshot>;

  constructor(
    readonly ref: DocumentRef,
    initial: ContentItem | ItemSnapshot | { history: HistoryData<ItemSnapshot> },
  ) {
    super();
    if (isHistory(initial)) this.history = History.fromJSON(initial.history);
    else if (isSnapshot(initial)) this.history = new History(initial);
    else this.history = new History({ text: formatItem(initial), value: initial });
  }

  get text(): string {
    return this.history.present.text;
  }

  /** The last valid version of the item. */
  get value(): ContentItem {
    return this.history.present.value;
  }

  /** Why the text is not a valid item right now, or undefined when it is. */
  get textProblem(): TextProblem | undefined {
    const deep = textTooDeep(this.text);
    if (deep !== undefined)
      return {
        message: tooDeepMessage('The text', '', MAX_TEXT_DEPTH),
        ...lineColumnOf(this.text, deep),
        offset: deep,
      };
    const parsed = parseJson(this.text);
    if (!parsed.ok) return { message: parsed.message, line: parsed.line, column: parsed.column, offset: parsed.offset };
    if (!isObject(parsed.value)) return { message: 'An item must be a JSON object.', line: 1, column: 1, offset: 0 };
    return undefined;
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }
  get canRedo(): boolean {
    return this.history.canRedo;
  }
  get undoLabel(): string | undefined {
    return this.history.undoLabel;
  }
  get redoLabel(): string | undefined {
    return this.history.redoLabel;
  }

  /** The text typed by the user. If it parses to an object, that becomes the value too. */
  setText(text: string, options: EditOptions = { label: 'Edit text', gesture: 'typing' }): void {
    if (text === this.text) return;
    // Text nested past the limit is kept as text, never taken as the item's value (textProblem says why).
    const parsed = textTooDeep(text) === undefined ? parseJson(text) : undefined;
    const value = parsed?.ok && isObject(parsed.value) ? (parsed.value as ContentItem) : this.value;
    this.history.push({ text, value }, options.label, options.gesture);
    this.changed('text');
  }

  /** A new value from a structured editor; the text becomes its pretty-printed JSON. */
  setValue(value: ContentItem, options: EditOptions): void {
    this.history.push({ text: formatItem(value), value }, options.label, options.gesture);
    this.changed('value');
  }

  /** Changes the value with a function of the current one (convenience for structured editors). */
  update(change: (value: ContentItem) => ContentItem, options: EditOptions): void {
    this.setValue(change(this.value), options);
  }

  undo(): void {
    if (this.history.undo() !== undefined) this.changed('undo');
  }

  redo(): void {
    if (this.history.redo() !== undefined) this.changed('redo');
  }

  /** Everything needed to restore this document exactly, undo position included. */
  toJSON(): { ref: DocumentRef; history: HistoryData<ItemSnapshot> } {
    return { ref: this.ref, history: this.history.toJSON() };
  }

  /**
   * What an autosave writes: the history's outline and only the steps changed since the last
   * write. `restoreWrite` marks them again when that write failed.
   */
  takeWrite(): {
    ref: DocumentRef;
    outline: ReturnType<History<ItemSnapshot>['outline']>;
  } & HistoryChanges<ItemSnapshot> {
    return { ref: this.ref, outline: this.history.outline(), ...this.history.takeChanges() };
  }

  restoreWrite(changes: HistoryChanges<ItemSnapshot>): void {
    this.history.restoreChanges(changes);
  }

  static fromJSON(data: { ref: DocumentRef; history: HistoryData<ItemSnapshot> }): ItemDocument {
    return new ItemDocument(data.ref, { history: data.history });
  }

  private changed(origin: ChangeOrigin): void {
    this.dispatchEvent(new DocumentChangeEvent(origin));
  }
}
