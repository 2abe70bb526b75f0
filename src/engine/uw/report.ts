/** The state as a scenario prints and checks it (docs/scenarios.md, "Underworld"). */
import type { UwContent } from './content.ts';
import { stateDigest } from './game.ts';
import type { UwEvent, UwState } from './types.ts';

export type UwReport = ReturnType<typeof uwReport>;

export function uwReport(content: UwContent, state: UwState, events: UwEvent[]) {
  return {
    status: state.status,
    outcome: state.outcome,
    winners: state.winners,
    region: state.region,
    regionIndex: state.regionIndex,
    turn: state.turn,
    active: state.active,
    stage: state.stage,
    actionsTaken: state.actionsTaken,
    pending: state.pending,
    health: state.health,
    maxHealth: state.maxHealth,
    adrenaline: state.adrenaline,
    tracks: state.tracks,
    natla: state.natla,
    enemies: state.enemies,
    enemyPile: state.enemyPile.length,
    enemiesEliminated: state.enemiesEliminated.length,
    thor: state.thor,
    objectsAvailable: state.objectsAvailable,
    drawPile: state.drawPile.length,
    discardPile: state.discardPile.length,
    lastProgress: state.lastProgress,
    lastObstacle: state.lastObstacle,
    players: state.players.map((p) => ({
      ...p,
      hand: { ...p.hand },
      cards: p.hand.acrobatics + p.hand.battle + p.hand.trick,
    })),
    log: events.map((e) => e.text),
    digest: stateDigest(state),
    enemyNames: state.enemies.map((id) => content.cards.get(id)?.name ?? id),
  };
}
