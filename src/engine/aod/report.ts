/** The state in words and plain fields, as a scenario prints it and expects it (docs/scenarios.md). */
import { itemIdOf, tileOf } from './content.ts';
import type { Ctx } from './context.ts';
import { isStart } from './board.ts';
import { sortOf, sumOf } from './cards.ts';
import { figurePoints, points, scorers } from './score.ts';
import { stateDigest } from './game.ts';
import type { AodEvent, Place } from './types.ts';

export function stateReport(ctx: Ctx, events: readonly AodEvent[]) {
  const s = ctx.state;
  const who = (i: number) => s.figures[i]!.character;
  const tiles: Record<string, unknown> = {};
  for (let y = 0; y < s.height; y++)
    for (let x = 0; x < s.width; x++) {
      const cell = s.cells[y * s.width + x];
      tiles[`${x},${y}`] = cell
        ? {
            tile: itemIdOf(cell.piece),
            open: cell.open,
            rotation: cell.rotation,
            ...(cell.open ? { walls: openWalls(ctx, { x, y }) } : {}),
          }
        : 'fallen';
    }
  const figures: Record<string, unknown> = {};
  for (const f of s.figures) {
    const of = (sort: string) => f.hand.filter((c) => sortOf(ctx, c) === sort);
    figures[f.character] = {
      side: f.side,
      scorer: f.scorer,
      at: f.at,
      onStart: isStart(s, f.at),
      lost: f.at === null,
      down: f.down,
      missTurn: f.missTurn,
      hand: f.hand.map(itemIdOf).sort(),
      handSize: f.hand.length,
      energy: sumOf(ctx, of('energy')),
      ammo: sumOf(ctx, of('ammo')),
      life: sumOf(ctx, of('life')),
      carrying: f.carrying,
      discoveries: [...f.discoveries],
      scored: [...f.scored],
      destroyed: [...f.destroyed],
      minus: f.minus,
      points: figurePoints(ctx.content, f),
    };
  }
  const p = s.pending;
  return {
    setup: s.setup,
    players: s.players,
    teams: s.teams,
    status: s.status,
    round: s.round,
    current: who(s.turn.player),
    actionsLeft: s.turn.actionsLeft,
    energy: s.turn.energy,
    pending:
      p &&
      (p.kind === 'hits'
        ? { kind: p.kind, player: who(p.player), hits: p.hits, shooter: who(p.shooter) }
        : { ...p, player: who(p.player) }),
    tiles,
    figures,
    lying: s.lying.map((l) => ({ object: l.object, at: l.at })),
    piles: Object.fromEntries(
      Object.entries(s.piles).map(([k, v]) => [k, { draw: v.draw.length, discard: v.discard.length }]),
    ),
    discoveryPile: [...s.discoveryPile],
    objectPile: [...s.objectPile],
    bomb: s.bomb && { ...s.bomb, holder: s.bomb.holder === null ? null : who(s.bomb.holder) },
    fallen: { pieces: s.fallen.pieces.map(itemIdOf), objects: [...s.fallen.objects] },
    scores: Object.fromEntries(scorers(s).map((x) => [x, points(ctx.content, s, x)])),
    winners: [...s.winners],
    log: events.map((e) => e.text),
    digest: stateDigest(s),
  };
}

export type StateReport = ReturnType<typeof stateReport>;

/** The sides of an open tile that have a wall, as it lies now (N, E, S, W). */
function openWalls(ctx: Ctx, p: Place): string[] {
  const cell = ctx.state.cells[p.y * ctx.state.width + p.x]!;
  const dirs = ['N', 'E', 'S', 'W'];
  return tileOf(ctx.content, cell.piece)
    .walls.map((w) => dirs[(dirs.indexOf(w) + cell.rotation / 90) % 4]!)
    .sort((a, b) => dirs.indexOf(a) - dirs.indexOf(b));
}
