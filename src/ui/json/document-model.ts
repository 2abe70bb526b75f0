import type * as Monaco from 'monaco-editor/editor';
import type { ItemDocument } from '../../store/item-document.ts';
import { locate, locateAll } from '../../model/json-locate.ts';
import type { Problem } from '../../model/problem.ts';

type MonacoModule = typeof import('./monaco.ts');

/** A pause this long (ms) in typing starts a new undo step. */
const TYPING_PAUSE = 800;
export const MARKER_OWNER = 'workshop';

/**
 * Keeps a Monaco text model and an ItemDocument the same: what the user types goes into the
 * document (the one history both editors share), and changes from elsewhere (the level editor,
 * undo, redo) are put into the model.
 */
export class DocumentModel {
  readonly model: Monaco.editor.ITextModel;
  private applying = false;
  private lastTyped = 0;
  private gesture = 0;
  /** While an editor action (Format) runs, its edits are one undo step of their own with this label. */
  private action: { label: string; gesture: string } | undefined;
  private readonly onDocChange = () => this.pull();
  private readonly listener: Monaco.IDisposable;
  /** Called after the model's text was replaced from the document, so the view can restore the cursor. */
  onReplaced: (() => void) | undefined;

  constructor(
    private readonly m: MonacoModule,
    readonly doc: ItemDocument,
  ) {
    const uri = m.modelUri(doc.ref.packId, doc.ref.kind, doc.ref.id);
    m.monaco.editor.getModel(uri)?.dispose();
    this.model = m.monaco.editor.createModel(doc.text, 'json', uri);
    // The app writes items with two-space indents (formatItem); Format and Enter follow it.
    this.model.updateOptions({ tabSize: 2, indentSize: 2, insertSpaces: true });
    this.listener = this.model.onDidChangeContent((e) => this.push(e));
    doc.addEventListener('change', this.onDocChange);
  }

  private push(e: Monaco.editor.IModelContentChangedEvent): void {
    if (this.applying) return;
    if (e.isUndoing || e.isRedoing) {
      // Monaco's own undo (menu, command) would fork the history: use the document's instead,
      // after this change event (a model must not be edited while it reports a change).
      queueMicrotask(() => {
        if (e.isUndoing) this.doc.undo();
        else this.doc.redo();
        this.pull();
      });
      return;
    }
    if (this.action) return this.doc.setText(this.model.getValue(), this.action);
    const now = Date.now();
    if (now - this.lastTyped > TYPING_PAUSE) this.gesture++;
    this.lastTyped = now;
    this.doc.setText(this.model.getValue(), { label: 'Typing', gesture: `typing-${this.gesture}` });
  }

  /** Runs an editor action whose edits become one undo step named `label`, apart from the typing around it. */
  async asOneStep(label: string, run: () => Promise<void> | undefined): Promise<void> {
    this.action = { label, gesture: `${label}-${++this.gesture}` };
    try {
      await run();
    } finally {
      this.action = undefined;
      this.gesture++;
    }
  }

  private pull(): void {
    if (this.model.getValue() === this.doc.text) return;
    this.applying = true;
    try {
      // One edit over the whole text keeps Monaco's view (scroll, cursor) where it can.
      this.model.pushEditOperations([], [{ range: this.model.getFullModelRange(), text: this.doc.text }], () => null);
    } finally {
      this.applying = false;
    }
    this.gesture++;
    this.onReplaced?.();
  }

  /**
   * Shows problems as markers: the text's own syntax problem if it has one, else the item's
   * problems from its pack's check (pointers relative to the item) at their place in the text.
   */
  setProblems(itemProblems: readonly Problem[]): Monaco.editor.IMarkerData[] {
    const { monaco } = this.m;
    const text = this.model.getValue();
    const markers: Monaco.editor.IMarkerData[] = [];
    const range = (start: number, end: number) => {
      const s = this.model.getPositionAt(start);
      const e = this.model.getPositionAt(Math.max(end, start + 1));
      return { startLineNumber: s.lineNumber, startColumn: s.column, endLineNumber: e.lineNumber, endColumn: e.column };
    };
    const syntax = this.doc.text === text ? this.doc.textProblem : undefined;
    if (syntax)
      markers.push({
        severity: monaco.MarkerSeverity.Error,
        message: syntax.message,
        source: 'JSON',
        ...range(syntax.offset, syntax.offset + 1),
      });
    else {
      const spans = locateAll(text);
      for (const problem of itemProblems) {
        const at = locate(text, problem.pointer, spans);
        markers.push({
          severity: problem.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
          message: problem.message,
          source: problem.pointer || '/',
          ...range(at.start, at.end),
        });
      }
    }
    monaco.editor.setModelMarkers(this.model, MARKER_OWNER, markers);
    return markers;
  }

  dispose(): void {
    this.doc.removeEventListener('change', this.onDocChange);
    this.listener.dispose();
    this.model.dispose();
  }
}
