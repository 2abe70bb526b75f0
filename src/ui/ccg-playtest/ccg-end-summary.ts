import { LitElement, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { CcgState, RaiderState } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { playerName } from './ccg-words.ts';
import { endSummary, endSummaryStyles, type EndFigure } from '../play/end-summary.ts';

/** A raider's figures at the end, by label: what the raiders did (added up in words when several play). */
const RAIDER_FIGURES: readonly [string, (r: RaiderState) => number][] = [
  ['Deepest depth reached', (r) => r.deepest],
  ['Creatures removed', (r) => r.creaturesRemoved],
  ['Traps removed', (r) => r.trapsRemoved],
  ['Fights won', (r) => r.fightsWon],
  ['Reloads', (r) => r.reloads],
];

/** The figures of a CCG game's end: turns, actions, the map, and each raider's deeds. */
export function ccgEndFigures(state: CcgState, actions: number): EndFigure[] {
  const each = (value: (r: RaiderState) => number) =>
    state.raiders.length === 1
      ? value(state.raiders[0]!)
      : state.raiders.map((r, i) => `${playerName(state, i)}: ${value(r)}`).join(', ');
  // Treasure cards and points are shown where the game has them (a series' treasures, a bounty hunt's points).
  const points = state.raiders.some((r) => r.points) ? [['Points', each((r) => r.points)] as const] : [];
  const treasures = state.raiders.some((r) => r.treasuresWon.length)
    ? [['Treasure cards won', each((r) => r.treasuresWon.length)] as const]
    : [];
  return [
    ['Turns', state.turn],
    ['Actions', actions],
    ['Locations on the map', state.map.length],
    ...RAIDER_FIGURES.map(([label, value]) => [label, each(value)] as const),
    ...treasures,
    ...points,
  ];
}

/**
 * The CCG's end of a game (not of a series' level: the series dialog has those), in the shared
 * frame (play/end-summary.ts): who won or that the game is lost, why, and the game's figures. The
 * frame's buttons fire "restart" (detail `newSeed`), "back" and "save-replay"; "Look at the board"
 * hides it until the game changes.
 */
@customElement('tr-ccg-end-summary')
export class TrCcgEndSummary extends LitElement {
  private readonly play = new CcgSessionController(this);
  /** Where "back" goes, in words. */
  @property({ attribute: false }) backTo = 'the designer';
  @litState() private hiddenFor: unknown;

  override render() {
    const s = this.play.session;
    if (!s || s.setup.series || s.state.status === 'playing' || this.hiddenFor === s.state) return nothing;
    const state = s.state;
    const won = state.status === 'won';
    return endSummary({
      host: this,
      won,
      heading: won
        ? `Won by ${state.winners.map((w) => playerName(state, w)).join(' and ')}`
        : 'Lost: the game is over',
      detail: state.outcome ?? '',
      figures: ccgEndFigures(state, s.steps.length),
      backTo: this.backTo,
      hide: () => (this.hiddenFor = state),
    });
  }

  static override styles = endSummaryStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-end-summary': TrCcgEndSummary;
  }
}
