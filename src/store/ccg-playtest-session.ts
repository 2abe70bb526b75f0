/**
 * One CCG playtest: a game of the CCG engine on a level as it stands, with its history. Every
 * applied action is kept with its events and the state after it; going back to an earlier point
 * is a replay of the shorter log from the start (DESIGN.md: undo is a replay), and the actions
 * after that point are kept as the "future", to step through again (watching a replay) until
 * another action is taken. Hot-seat: the session knows whose hand is on screen (the viewer) and
 * asks for a hand-over when the game waits for another player. Dispatches "change" whenever
 * anything shown changes.
 */
import type { Pack } from '../model/content.ts';
import { applyAction, legalActions, newGame } from '../engine/ccg/index.ts';
import type { CcgAction, CcgEvent, CcgState, LevelRef, NewGameOptions } from '../engine/ccg/types.ts';

export interface CcgPlaytestStart {
  /** The content, with the level as it stands laid over the packs. */
  packs: readonly Pack[];
  level: LevelRef;
  /** The level's name, for headings and file names. */
  title: string;
  options: NewGameOptions;
}

export interface CcgPlayStep {
  action: CcgAction;
  events: CcgEvent[];
  state: CcgState;
}

/** The player the game waits for now: the one a decision is asked of, the one moving, or the one whose part of the round it is. */
export function actingPlayer(state: CcgState): number {
  return state.pending?.player ?? state.step?.player ?? state.order[state.active] ?? 0;
}

export class CcgPlaytestSession extends EventTarget {
  readonly first: CcgState;
  steps: CcgPlayStep[] = [];
  /** Actions after the current point (after going back, or of a loaded replay), replayed by redo. */
  future: CcgAction[] = [];
  /** Why the last action was refused. */
  error: string | undefined;
  /** Hot-seat: the player whose hand is on screen. */
  viewer: number;
  private cache: { state: CcgState; legal: CcgAction[] } | undefined;

  /** Starts the game; throws the engine's error when the level cannot be played. */
  constructor(readonly setup: CcgPlaytestStart) {
    super();
    this.first = newGame(setup.packs, setup.level, setup.options);
    this.viewer = actingPlayer(this.first);
  }

  get state(): CcgState {
    return this.steps.at(-1)?.state ?? this.first;
  }

  get legal(): CcgAction[] {
    const state = this.state;
    if (this.cache?.state !== state) this.cache = { state, legal: state.status === 'playing' ? legalActions(this.setup.packs, state) : [] };
    return this.cache.legal;
  }

  get acting(): number {
    return actingPlayer(this.state);
  }

  get hotSeat(): boolean {
    return this.state.mode === 'hotSeat' && this.state.raiders.length > 1;
  }

  /** Hot-seat: the player the screen must be handed to before the game goes on (undefined: none). */
  get handover(): number | undefined {
    if (!this.hotSeat || this.state.status !== 'playing') return undefined;
    const acting = this.acting;
    return acting !== this.viewer ? acting : undefined;
  }

  /** The next player is at the screen: show her hand. */
  takeOver(): void {
    this.viewer = this.acting;
    this.changed();
  }

  /** A decision the game waits for (answered in the choice dialog): the legal answers, or undefined. */
  get choice(): CcgAction[] | undefined {
    const state = this.state;
    if (state.status !== 'playing' || !state.pending || this.handover !== undefined) return undefined;
    return this.legal;
  }

  /** Applies an action; false (with `error` set) when the engine refuses it. A new action ends the future. */
  apply(action: CcgAction, { keepFuture = false } = {}): boolean {
    let result;
    try {
      result = applyAction(this.setup.packs, this.state, action);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.changed();
      return false;
    }
    this.error = undefined;
    this.steps = [...this.steps, { action, events: result.events, state: result.state }];
    if (!keepFuture) this.future = [];
    this.changed();
    return true;
  }

  /** Replays the next action of the future. */
  redo(): boolean {
    const [next, ...rest] = this.future;
    if (!next) return false;
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
    const steps: CcgPlayStep[] = [];
    for (const action of all.slice(0, n)) {
      const result = applyAction(this.setup.packs, state, action);
      state = result.state;
      steps.push({ action, events: result.events, state });
    }
    this.steps = steps;
    this.future = all.slice(n);
    this.error = undefined;
    // Going back is done by whoever is at the screen: no hand-over for it.
    this.viewer = actingPlayer(this.state);
    this.changed();
  }

  undo(): void {
    if (this.steps.length) this.travel(this.steps.length - 1);
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
