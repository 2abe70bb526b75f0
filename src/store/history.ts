/**
 * A linear undo history of whole snapshots, bounded to `HISTORY_LIMIT` steps (the oldest go first).
 * Snapshots are plain JSON values, so the history can be stored as it is (autosave keeps the undo
 * position across reloads).
 *
 * Edits made by one gesture (a drag, typing in one field, painting one stroke) carry the same
 * gesture key: while the newest step has that key, a new edit replaces its snapshot instead of
 * adding a step, so the whole gesture undoes as one.
 *
 * Every step has an id, unique across tabs (a token of this history object, then a counter), so
 * storage keeps each step as its own record and an autosave writes only the steps that changed
 * since the last one (`takeChanges`), not the whole history again.
 */
export interface HistoryStep<T> {
  /** Absent in histories stored before steps had ids (they get one when read). */
  id?: string;
  state: T;
  /** What the edit did, in words for the undo button's tooltip ("Rotate tile", "Typing"). */
  label: string;
  gesture?: string;
}

export interface HistoryData<T> {
  steps: HistoryStep<T>[];
  index: number;
}

/** What changed since the last `takeChanges`: the steps to store, the step ids to forget. */
export interface HistoryChanges<T> {
  put: (HistoryStep<T> & { id: string })[];
  dropped: string[];
}

/** How many steps a history keeps: enough for a long session, bounded in memory and storage. */
export const HISTORY_LIMIT = 200;

let histories = 0;
/** A token that no other history object, in this tab or another, has. */
function newToken(): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Date.now().toString(36);
  return `${random}${(histories++).toString(36)}`;
}

type Step<T> = HistoryStep<T> & { id: string };

export class History<T> {
  private steps: Step<T>[];
  private index: number;
  private readonly token = newToken();
  private counter = 0;
  /** Ids of steps put or replaced since the last `takeChanges`. */
  private changed = new Set<string>();
  private dropped = new Set<string>();

  constructor(
    initial: T,
    label = 'Open',
    private readonly limit = HISTORY_LIMIT,
  ) {
    this.steps = [this.step(initial, label)];
    this.index = 0;
  }

  /** A history as stored; steps stored without ids get new ones and count as changed. */
  static fromJSON<T>(data: HistoryData<T>, limit = HISTORY_LIMIT): History<T> {
    if (!Array.isArray(data.steps) || data.steps.length === 0) throw new Error('A history needs at least one step.');
    const history = new History<T>(data.steps[0]!.state, 'Open', limit);
    history.changed.clear();
    history.steps = data.steps.map((s) => {
      if (typeof s.id === 'string') return s as Step<T>;
      const step = { ...s, id: history.nextId() };
      history.changed.add(step.id);
      return step;
    });
    history.index = Math.min(Math.max(0, Math.trunc(data.index)), data.steps.length - 1);
    history.trim();
    return history;
  }

  toJSON(): HistoryData<T> {
    return { steps: this.steps.slice(), index: this.index };
  }

  /** The steps without their snapshots, and the undo position: what storage keeps as the head. */
  outline(): { steps: Omit<HistoryStep<T>, 'state'>[]; index: number } {
    return { steps: this.steps.map(({ state: _state, ...meta }) => meta), index: this.index };
  }

  /** The steps put or replaced and the ids dropped since the last call; clears them. */
  takeChanges(): HistoryChanges<T> {
    const put = this.steps.filter((s) => this.changed.has(s.id));
    const dropped = [...this.dropped];
    this.changed.clear();
    this.dropped.clear();
    return { put, dropped };
  }

  /** Marks again what a failed write had taken (those of its steps still here). */
  restoreChanges(changes: HistoryChanges<T>): void {
    const here = new Set(this.steps.map((s) => s.id));
    for (const step of changes.put) if (here.has(step.id)) this.changed.add(step.id);
    for (const id of changes.dropped) if (!here.has(id)) this.dropped.add(id);
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
      this.steps[this.index] = { id: current.id, state, label, gesture };
      this.changed.add(current.id);
      return;
    }
    for (const gone of this.steps.splice(this.index + 1)) this.forget(gone.id);
    this.steps.push(this.step(state, label, gesture));
    this.index++;
    this.trim();
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

  private nextId(): string {
    return `${this.token}.${(this.counter++).toString(36)}`;
  }

  private step(state: T, label: string, gesture?: string): Step<T> {
    const step: Step<T> =
      gesture === undefined ? { id: this.nextId(), state, label } : { id: this.nextId(), state, label, gesture };
    this.changed.add(step.id);
    return step;
  }

  private forget(id: string): void {
    // It may have been stored before (and changed since): storage forgets it either way.
    this.changed.delete(id);
    this.dropped.add(id);
  }

  /** Drops the oldest steps beyond the limit (never the present one). */
  private trim(): void {
    while (this.steps.length > this.limit && this.index > 0) {
      this.forget(this.steps.shift()!.id);
      this.index--;
    }
  }
}
