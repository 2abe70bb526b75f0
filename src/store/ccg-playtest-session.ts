/**
 * One CCG playtest: a game of the CCG engine on a level as it stands, with its history and time
 * travel (play-session.ts). Hot-seat: the session knows whose hand is on screen (the viewer) and
 * asks for a hand-over when the game waits for another player.
 */
import type { Pack } from '../model/content.ts';
import { applyAction, ccgContent, legalActions, newGame } from '../engine/ccg/index.ts';
import type { CcgAction, CcgContent, CcgEvent, CcgState, LevelRef, NewGameOptions } from '../engine/ccg/index.ts';
import type { Series } from '../engine/ccg/index.ts';
import { PlaySession, type SessionStep } from './play-session.ts';

// The series rules come with the session module (loaded on demand), for the launcher and the series dialog.
export {
  ccgContent,
  addDrawCards,
  awardsTreasure,
  carriableItems,
  treasureChoices,
  finishSeriesGame,
  newSeries,
  seriesGameOptions,
  seriesWinners,
  type Series,
} from '../engine/ccg/index.ts';

/** The seed of a series' level n (from 0): the playtest's seed for the first, "<seed>-level-<n+1>" after (rule decision
 * 173). */
export function seriesSeed(seed: number | string, index: number): number | string {
  return index === 0 ? seed : `${String(seed)}-level-${index + 1}`;
}

export interface CcgPlaytestStart {
  /** The content, with the level as it stands laid over the packs. */
  packs: readonly Pack[];
  /** The packs prepared for the engine (ccgContent(packs)) when the caller has it already; else the session prepares
   * them. */
  content?: CcgContent;
  level: LevelRef;
  /** The level's name, for headings and file names. */
  title: string;
  options: NewGameOptions;
  /** The series this game is a level of, as it stood when the level began (series.next is this level). */
  series?: Series;
  /** The seed the series' levels are seeded from. */
  seriesSeed?: number | string;
}

export type CcgPlayStep = SessionStep<CcgState, CcgAction, CcgEvent>;

/** The player the game waits for now: the one a decision is asked of, the one moving, or the one whose part of the
 * round it is. */
export function actingPlayer(state: CcgState): number {
  return state.pending?.player ?? state.step?.player ?? state.order[state.active] ?? 0;
}

export class CcgPlaytestSession extends PlaySession<CcgState, CcgAction, CcgEvent> {
  /** Hot-seat: the player whose hand is on screen. */
  viewer: number;
  /** The content the game is played with, prepared once for the session: its parts read it from here. */
  readonly content: CcgContent;

  /** Starts the game; throws the engine's error when the level cannot be played. */
  constructor(readonly setup: CcgPlaytestStart) {
    const content = setup.content ?? ccgContent(setup.packs);
    super(newGame(content, setup.level, setup.options), {
      apply: (state, action) => applyAction(content, state, action),
      legal: (state) => (state.status === 'playing' ? legalActions(content, state) : []),
    });
    this.content = content;
    this.viewer = actingPlayer(this.first);
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

  /** Going back is done by whoever is at the screen: no hand-over for it. */
  protected override travelled(): void {
    this.viewer = actingPlayer(this.state);
  }
}
