/**
 * A linear, unlimited undo history of whole snapshots. Snapshots are plain JSON values, so the
 * history can be stored as it is (autosave keeps the undo position across reloads).
 *
 * Edits made by one gesture (a drag, typing in one field, painting one stroke) carry the same
 * gesture key: while the newest step has that key, a new edit replaces its snapshot instead of
 * adding a step, so the whole gesture undoes as one.
 */
export interface HistoryStep<T> {
  state: T;
  /** What the edit did, in words for the undo button's tooltip ("Rotate tile", "Typing"). */
  label: string;
  gesture?: string;
}

export interface HistoryData<T> {
  steps: HistoryStep<T>[];
  index: number;
}

export class History<T> {
  private steps: HistoryStep<T>[];
  private index: number;

  constructor(initial: T, label = 'Open') {
    this.steps = [{ state: initial, label }];
    this.index = 0;
  }

  static fromJSON<T>(data: HistoryData<T>): History<T> {
    if (!Array.isArray(data.steps) || data.steps.length === 0) throw new Error('A history needs at least one step.');
    const history = new History<T>(data.steps[0]!.state);
    history.steps = data.steps.slice();
    history.index = Math.min(Math.max(0, Math.trunc(data.index)), data.steps.length - 1);
    return history;
  }

  toJSON(): HistoryData<T> {
    return { steps: this.steps.slice(), index: this.index };
  }

  get present(): T {
    return this.steps[this.index]!.state;
  }

  get canUndo(): boolean {
    return this.index > 0;
  }

  get canRedo(): boolean {
    return this.index < this.steps.length - 1;
  }

  /** The label of the step that undo would take back, if any. */
  get undoLabel(): string | undefined {
    return this.canUndo ? this.steps[this.index]!.label : undefined;
  }

  get redoLabel(): string | undefined {
    return this.canRedo ? this.steps[this.index + 1]!.label : undefined;
  }

  get length(): number {
    return this.steps.length;
  }

  get position(): number {
    return this.index;
  }

  /** Records a new present. Drops the redo branch; coalesces with the newest step of the same gesture. */
  push(state: T, label: string, gesture?: string): void {
    const current = this.steps[this.index]!;
    const sameGesture = gesture !== undefined && current.gesture === gesture && this.index > 0 && !this.canRedo;
    if (sameGesture) {
      this.steps[this.index] = { state, label, gesture };
      return;
    }
    this.steps.length = this.index + 1;
    this.steps.push(gesture === undefined ? { state, label } : { state, label, gesture });
    this.index++;
  }

  undo(): T | undefined {
    if (!this.canUndo) return undefined;
    this.index--;
    // A gesture that was undone is closed: a later edit with the same key starts a new step.
    return this.present;
  }

  redo(): T | undefined {
    if (!this.canRedo) return undefined;
    this.index++;
    return this.present;
  }
}
