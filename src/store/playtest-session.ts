/**
 * One playtest: a game of the Crypt of Chronos engine on a level as it stands, with its history.
 * Every applied action is kept with its events and the state after it; going back to an earlier
 * point is a replay of the shorter log from the start (DESIGN.md: undo is a replay), and the
 * actions after that point are kept as the "future", to step through again (watching a replay)
 * until another action is taken. Dispatches "change" whenever anything shown changes.
 *
 * Nothing here knows the engine's action types beyond the phases: the choices come from
 * legalActions, the words from the events' text.
 */
import type { Pack } from '../model/content.ts';
import { applyAction, legalActions, newGame } from '../engine/coc/game.ts';
import type { CocAction, CocEvent, CocState, LevelRef, NewGameOptions } from '../engine/coc/types.ts';
import { reachable, type Reach } from '../analysis/coc-reach.ts';
import { gameSummary, type GameSummary } from '../analysis/coc-summary.ts';
import { scenarioOfGame } from '../analysis/coc-replay-file.ts';
import type { Scenario } from '../engine/coc/scenario.ts';

export { withScenarioItems } from '../engine/coc/scenario-level.ts';

export interface PlaytestStart {
  /** The content, with the level as it stands laid over the packs. */
  packs: readonly Pack[];
  level: LevelRef;
  /** The level's name, for headings and file names. */
  title: string;
  options: NewGameOptions;
}

export interface PlayStep {
  action: CocAction;
  events: CocEvent[];
  state: CocState;
}

export class PlaytestSession extends EventTarget {
  readonly first: CocState;
  steps: PlayStep[] = [];
  /** Actions after the current point (after going back, or of a loaded replay), replayed by redo. */
  future: CocAction[] = [];
  /** Why the last action was refused. */
  error: string | undefined;
  /** Events of the last step shown so far while an enemy or event phase plays out; undefined: all shown. */
  reveal: number | undefined;
  /** Play out the enemies' and events' turns one event at a time (else show them at once). */
  stepEvents = true;
  private cache: { state: CocState; legal: CocAction[]; reach?: Map<string, Reach> } | undefined;

  /** Starts the game; throws the engine's error when the level cannot be played. */
  constructor(readonly setup: PlaytestStart) {
    super();
    this.first = newGame(setup.packs, setup.level, setup.options);
  }

  get state(): CocState {
    return this.steps.at(-1)?.state ?? this.first;
  }

  get legal(): CocAction[] {
    return this.cached().legal;
  }

  /** The spaces Lara can reach with her move points now. */
  get reach(): Map<string, Reach> {
    const c = this.cached();
    return (c.reach ??= reachable(this.setup.packs, c.state));
  }

  private cached() {
    const state = this.state;
    if (this.cache?.state !== state) this.cache = { state, legal: legalActions(this.setup.packs, state) };
    return this.cache;
  }

  /**
   * A decision the player must make in the choice dialog: the engine's pending decision (DODGE,
   * a trap's options, ammo, upgrades, an effect to apply by hand…) except a roll's sacrifices,
   * which the dice tray answers; or more than one legal action outside Lara's phase.
   */
  get choice(): CocAction[] | undefined {
    const state = this.state;
    if (state.status !== 'playing' || this.reveal !== undefined) return undefined;
    // The dice tray answers a roll's sacrifices, next to the faces.
    if (state.pending?.kind === 'sacrifices') return undefined;
    if ((state.phase !== 'lara' && this.legal.length > 1) || (state.pending !== undefined && state.pending !== null)) return this.legal;
    return undefined;
  }

  /** The one action the rules take by themselves now (an enemy or event phase with nothing to decide). */
  get automatic(): CocAction | undefined {
    const state = this.state;
    if (state.status !== 'playing' || state.phase === 'lara' || this.reveal !== undefined || this.choice) return undefined;
    return this.legal.length === 1 ? this.legal[0] : undefined;
  }

  /** Applies an action; false (with `error` set) when the engine refuses it. A new action ends the future. */
  apply(action: CocAction, { keepFuture = false } = {}): boolean {
    const before = this.state;
    let result;
    try {
      result = applyAction(this.setup.packs, before, action);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
      this.changed();
      return false;
    }
    this.error = undefined;
    this.steps = [...this.steps, { action, events: result.events, state: result.state }];
    if (!keepFuture) this.future = [];
    this.reveal = this.stepEvents && before.phase !== 'lara' && result.events.length > 1 ? 0 : undefined;
    this.changed();
    return true;
  }

  /** Several actions in a row (a path clicked on the board); stops at the first refused. */
  applyAll(actions: readonly CocAction[]): boolean {
    for (const a of actions) if (!this.apply(a)) return false;
    return true;
  }

  /** Shows the next event of a phase being played out, or runs the next automatic phase, or replays the next action of the future. */
  advance(): boolean {
    if (this.reveal !== undefined) {
      const shown = this.reveal + 1;
      this.reveal = shown >= (this.steps.at(-1)?.events.length ?? 0) ? undefined : shown;
      this.changed();
      return true;
    }
    if (this.future.length) return this.redo();
    const auto = this.automatic;
    return auto ? this.apply(auto) : false;
  }

  /** Shows every event of the phase being played out at once. */
  revealAll(): void {
    if (this.reveal === undefined) return;
    this.reveal = undefined;
    this.changed();
  }

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
    const steps: PlayStep[] = [];
    for (const action of all.slice(0, n)) {
      const result = applyAction(this.setup.packs, state, action);
      state = result.state;
      steps.push({ action, events: result.events, state });
    }
    this.steps = steps;
    this.future = all.slice(n);
    this.reveal = undefined;
    this.error = undefined;
    this.changed();
  }

  undo(): void {
    if (this.steps.length) this.travel(this.steps.length - 1);
  }

  get summary(): GameSummary {
    return gameSummary(this.first, this.steps);
  }

  /** The game so far as a scenario file that `npm run scenario` replays to the same state. */
  toScenario(): Scenario {
    return scenarioOfGame(this.setup.packs, this.state, this.setup.options, `Playtest of ${this.setup.title}`);
  }

  changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
