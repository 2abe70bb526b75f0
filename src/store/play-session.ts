/**
 * A game with its history, for any of the engines: every applied action is kept with its events
 * and the state after it; going back to an earlier point is a replay of the shorter log from the
 * start (DESIGN.md: undo is a replay), and the actions after that point are kept as the "future",
 * to step through again (watching a replay) until another action is taken. Dispatches "change"
 * whenever anything shown changes. The engine comes in as its functions; each playtest's session
 * adds what only its game has (the CoC phases played out event by event, the CCG hot-seat).
 */

/** What the session needs of an engine, bound to the content the game is played with. */
export interface SessionRules<S, A, E> {
  apply(state: S, action: A): { state: S; events: E[] };
  legal(state: S): A[];
}

export interface SessionStep<S, A, E> {
  action: A;
  events: E[];
  state: S;
}

export class PlaySession<S, A, E> extends EventTarget {
  steps: SessionStep<S, A, E>[] = [];
  /** Actions after the current point (after going back, or of a loaded replay), replayed by redo. */
  future: A[] = [];
  /** Why the last action was refused. */
  error: string | undefined;
  /**
   * The indexes (in the steps, then the future) of the actions that continue the one before as one
   * move of the player's (a click on a space some steps away): one entry in the log, one undo.
   */
  private joins = new Set<number>();
  private cache: { state: S; legal: A[] } | undefined;

  constructor(
    readonly first: S,
    private readonly rules: SessionRules<S, A, E>,
  ) {
    super();
  }

  get state(): S {
    return this.steps.at(-1)?.state ?? this.first;
  }

  /** The legal actions now, asked of the engine once a state. */
  get legal(): A[] {
    const state = this.state;
    if (this.cache?.state !== state) this.cache = { state, legal: this.rules.legal(state) };
    return this.cache.legal;
  }

  /** Applies an action; false (with `error` set) when the engine refuses it. A new action ends the future. */
  apply(action: A, { keepFuture = false, joined = false } = {}): boolean {
    const before = this.state;
    let result;
    try {
      result = this.rules.apply(before, action);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.changed();
      return false;
    }
    this.error = undefined;
    this.steps = [...this.steps, { action, events: result.events, state: result.state }];
    if (!keepFuture) {
      this.future = [];
      this.joins = new Set([...this.joins].filter((i) => i < this.steps.length - 1));
      if (joined) this.joins.add(this.steps.length - 1);
    }
    this.applied(before, result.events);
    this.changed();
    return true;
  }

  /** Several actions in a row, as one move (one log entry, one undo); stops at the first refused. */
  applyAll(actions: readonly A[]): boolean {
    for (const [i, a] of actions.entries()) if (!this.apply(a, { joined: i > 0 })) return false;
    return true;
  }

  /** Does step `index` (0-based, in the steps then the future) continue the one before as one move? */
  joinedAt(index: number): boolean {
    return this.joins.has(index);
  }

  /** The steps as the player's moves: each the range [from, to) of step indexes that make it one. */
  get moves(): { from: number; to: number }[] {
    const moves: { from: number; to: number }[] = [];
    this.steps.forEach((_, i) => {
      const last = moves.at(-1);
      if (last && this.joins.has(i)) last.to = i + 1;
      else moves.push({ from: i, to: i + 1 });
    });
    return moves;
  }

  /** Replays the next action of the future. */
  redo(): boolean {
    const [next, ...rest] = this.future;
    if (next === undefined) return false;
    this.future = rest;
    const ok = this.apply(next, { keepFuture: true });
    if (!ok) this.future = [next, ...rest];
    return ok;
  }

  /** Back (or forward) to the point after `count` actions, by replaying the log from the start. */
  travel(count: number): void {
    const all = [...this.steps.map((s) => s.action), ...this.future];
    const n = Math.max(0, Math.min(count, all.length));
    let state = this.first;
    const steps: SessionStep<S, A, E>[] = [];
    for (const action of all.slice(0, n)) {
      const result = this.rules.apply(state, action);
      state = result.state;
      steps.push({ action, events: result.events, state });
    }
    this.steps = steps;
    this.future = all.slice(n);
    this.error = undefined;
    this.travelled();
    this.changed();
  }

  /** Back one move: a move of several steps (applyAll) is undone at once. */
  undo(): void {
    const last = this.moves.at(-1);
    if (last) this.travel(last.from);
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }

  /** For the session of a game: called after an action was applied, before "change". */
  protected applied(_before: S, _events: readonly E[]): void {}

  /** For the session of a game: called after a travel through the log, before "change". */
  protected travelled(): void {}
}
