/**
 * A game state as people read it (the scenario CLI prints this): tokens with their spaces and
 * colours instead of index-aligned flags, enemies with their names, and the event log in words.
 */
import type { Point } from '../../model/coc-grid.ts';
import type { Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocEvent, CocState, Facing, GameStatus, Phase, Sight } from './types.ts';
import { digest } from '../core/digest.ts';
import { islandReport, type IslandReport } from './island-state.ts';
import { playersReport } from './players.ts';

export interface StateReport {
  level: string;
  status: GameStatus;
  phase: Phase;
  round: number;
  lara: {
    at: Point;
    facing: Facing;
    health: number;
    maxHealth: number;
    dice: number;
    diceLeft: number;
    movePoints: number;
  };
  sight: Sight;
  noise: Point | null;
  enemies: { id: string; type: string; name: string; boss: boolean; at: Point; facing: Facing; health: number }[];
  doors: { at: Point; colour: string; open: boolean }[];
  artifacts: { at: Point; collected: boolean }[];
  barriers: { at: Point; health: number }[];
  boulder: Point | null;
  eventCardsDiscarded: number;
  pending: CocState['pending'];
  inventory: CocState['inventory'];
  natlaPins: number;
  invaded: boolean;
  researchCubes: number;
  diceLostNextPhase: number;
  eventDeck: { draw: number; discard: number; removed: number };
  bag: number;
  /** Mode campaign: the island (island-report.ts). */
  island?: IslandReport;
  /** A multiplayer game: its mode, players, the controller (pass the controller), each player's dice (shared
   * expedition), who acts now. */
  players?: ReturnType<typeof playersReport>;
  log: string[];
  digest: string;
}

export function stateReport(
  level: Level,
  state: CocState,
  content: RulesContent,
  events: readonly CocEvent[],
): StateReport {
  return {
    level: `${state.level.kind}/${state.level.id}`,
    status: state.status,
    phase: state.phase,
    round: state.round,
    lara: { ...state.lara, at: { ...state.lara.at }, movePoints: state.move?.points ?? 0 },
    sight: state.sight,
    noise: state.noise,
    enemies: state.enemies.map((e) => {
      const stats = content.figures.get(e.type);
      return {
        id: e.id,
        type: e.type,
        name: stats?.name ?? e.type,
        boss: stats?.boss ?? false,
        at: e.at,
        facing: e.facing,
        health: e.health,
      };
    }),
    doors: level.doors.map((d, i) => ({ at: d.at, colour: d.colour, open: state.doors[i]! })),
    artifacts: level.artifacts.map((at, i) => ({ at, collected: !state.artifacts[i] })),
    barriers: level.barriers.map((b, i) => ({ at: b.at, health: state.barriers[i]! })),
    boulder: state.boulder,
    eventCardsDiscarded: state.eventCardsDiscarded,
    pending: state.pending,
    inventory: state.inventory,
    natlaPins: state.natlaPins,
    invaded: state.invaded,
    researchCubes: state.researchCubes,
    diceLostNextPhase: state.diceLostNextPhase,
    eventDeck: {
      draw: state.eventDeck.draw.length,
      discard: state.eventDeck.discard.length,
      removed: state.eventDeck.removed.length,
    },
    bag: state.bag.length,
    ...(state.campaign ? { island: islandReport(state.campaign) } : {}),
    ...(state.players ? { players: playersReport(state) } : {}),
    log: events.map((e) => e.text),
    digest: digest(state),
  };
}
