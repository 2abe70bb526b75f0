/**
 * One playtest: a game of the Crypt of Chronos engine on a level as it stands, with its history
 * and time travel (play-session.ts); here what only CoC has: the enemies' and events' phases
 * shown one event at a time, Lara's reach, the decisions for the choice dialog, the summary.
 *
 * Nothing here knows the engine's action types beyond the phases: the choices come from
 * legalActions, the words from the events' text.
 */
import type { Pack } from '../model/content.ts';
import {
  applyAction,
  diceSpent,
  legalActions,
  newGame,
  randomAction,
  rulesContent,
  seatsToAct,
} from '../engine/coc/index.ts';
import { seedRandom, type RandomState } from '../engine/core/random.ts';
import type { CocAction, CocEvent, CocState, GameRef, NewGameOptions, RulesContent } from '../engine/coc/index.ts';
import { reachable, type Reach } from '../analysis/coc-reach.ts';
import { gameSummary, type GameSummary } from '../analysis/coc-summary.ts';
import { scenarioOfGame } from '../analysis/coc-replay-file.ts';
import type { Scenario } from '../engine/coc/index.ts';
import { PlaySession, type SessionStep } from './play-session.ts';

export { withScenarioItems, rulesContent } from '../engine/coc/index.ts';

export interface PlaytestStart {
  /** The content, with the level as it stands laid over the packs. */
  packs: readonly Pack[];
  /** A level, or an island board (mode campaign). */
  level: GameRef;
  /** The level's name, for headings and file names. */
  title: string;
  options: NewGameOptions;
  /** Multiplayer: the seats the random bot plays (Lara against Natla Tech's enemy seats). */
  bots?: number[];
  /** The engine's content prepared from `packs`, when the caller has it already (else the session prepares it). */
  content?: RulesContent;
}

export type PlayStep = SessionStep<CocState, CocAction, CocEvent>;

export class PlaytestSession extends PlaySession<CocState, CocAction, CocEvent> {
  /** Events of the last step shown so far while an enemy or event phase plays out; undefined: all shown. */
  reveal: number | undefined;
  /** Play out the enemies' and events' turns one event at a time (else show them at once). */
  stepEvents = true;
  private reachOf: { state: CocState; reach: Map<string, Reach> } | undefined;

  /** Shared expedition: the player whose Lara Dice an action picked on screen uses first (then the others, in seat
   * order). */
  activeSeat = 0;
  /** The bot's own generator (its choices are recorded as actions, so a replay needs no bot). */
  private botRandom: RandomState;
  /** The content prepared for the engine once, when the session starts: every call and view of this game reads it. */
  readonly content: RulesContent;

  /** Starts the game; throws the engine's error when the level cannot be played. */
  constructor(readonly setup: PlaytestStart) {
    const content = setup.content ?? rulesContent(setup.packs);
    super(newGame(content, setup.level, setup.options), {
      apply: (state, action) => applyAction(content, state, action),
      legal: (state) => legalActions(content, state),
    });
    this.content = content;
    this.botRandom = seedRandom(`bot ${String(setup.options.seed)}`);
  }

  /**
   * An action picked on screen from the legal ones: in a shared expedition its dice are taken from
   * the active player first (the engine lists every way of sharing them). Actions replayed or redone
   * are applied as they were.
   */
  override apply(action: CocAction, options: { keepFuture?: boolean; joined?: boolean } = {}): boolean {
    return super.apply(options.keepFuture || !this.legal.includes(action) ? action : this.sharedDice(action), options);
  }

  private sharedDice(action: CocAction): CocAction {
    const p = this.state.players;
    const k = diceSpent(action);
    if (!p || p.mode !== 'sharedExpedition' || this.state.pending || k === 0) return action;
    const diceOf = p.dice.map(() => 0);
    let left = k;
    for (const seat of [this.activeSeat, ...p.dice.keys()]) {
      const n = Math.min(left, p.dice[seat]! - diceOf[seat]!);
      diceOf[seat]! += n;
      left -= n;
    }
    return { ...action, diceOf, ...(diceOf[this.activeSeat]! > 0 ? { seat: this.activeSeat } : {}) };
  }

  /** The players whose turn it is (multiplayer), else [0]. */
  get seats(): number[] {
    return this.state.players ? seatsToAct(this.state) : [0];
  }

  /** Is it the bot's turn (every player who may act now is a bot seat)? */
  get botsTurn(): boolean {
    const bots = this.setup.bots ?? [];
    return (
      this.state.status === 'playing' &&
      bots.length > 0 &&
      this.reveal === undefined &&
      !this.future.length &&
      this.seats.every((s) => bots.includes(s))
    );
  }

  /** The bot takes one action for its seat; false when it is not its turn. */
  botStep(): boolean {
    if (!this.botsTurn) return false;
    const action = randomAction(this.content, this.state, this.botRandom);
    return action ? super.apply({ ...action, seat: this.seats[0]! }) : false;
  }

  /** The spaces Lara can reach with her move points now. */
  get reach(): Map<string, Reach> {
    const state = this.state;
    if (this.reachOf?.state !== state) this.reachOf = { state, reach: reachable(this.content, state) };
    return this.reachOf.reach;
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
    if ((state.phase !== 'lara' && this.legal.length > 1) || (state.pending !== undefined && state.pending !== null))
      return this.legal;
    return undefined;
  }

  /** The one action the rules take by themselves now (an enemy or event phase with nothing to decide). */
  get automatic(): CocAction | undefined {
    const state = this.state;
    if (state.status !== 'playing' || state.phase === 'lara' || this.reveal !== undefined || this.choice)
      return undefined;
    return this.legal.length === 1 ? this.legal[0] : undefined;
  }

  /** An enemy or event phase with several events is played out one event at a time. */
  protected override applied(before: CocState, events: readonly CocEvent[]): void {
    this.reveal = this.stepEvents && before.phase !== 'lara' && events.length > 1 ? 0 : undefined;
  }

  protected override travelled(): void {
    this.reveal = undefined;
  }

  /** Shows the next event of a phase being played out, or runs the next automatic phase, or replays the next action of
   * the future. */
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

  get summary(): GameSummary {
    return gameSummary(this.first, this.steps);
  }

  /** The game so far as a scenario file that `npm run scenario` replays to the same state. */
  toScenario(): Scenario {
    return scenarioOfGame(this.content, this.state, this.setup.options, `Playtest of ${this.setup.title}`);
  }
}
