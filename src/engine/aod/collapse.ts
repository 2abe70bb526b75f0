/**
 * The time bomb and the collapse: the large counter carried off the bomb's tile sets it off (that
 * tile falls), then at the end of each of the holder's later turns the next ring of tiles around it
 * falls, with everything on it; a figure lost with the museum costs its player a point.
 */
import { objectOf } from './content.ts';
import { nameOf, say, type Ctx } from './context.ts';
import { handIn } from './cards.ts';
import { placeText, samePlace } from './board.ts';
import { noteScore } from './score.ts';
import type { Place } from './types.ts';

/** Called after a figure moved from `from`: the large counter leaving the bomb's tile explodes it. */
export function checkBomb(ctx: Ctx, player: number, from: Place): void {
  const s = ctx.state;
  const figure = s.figures[player]!;
  const bomb = s.bomb;
  if (!bomb || bomb.exploded || !figure.carrying || !samePlace(from, bomb.at)) return;
  if (objectOf(ctx.content, figure.carrying).sort !== 'large') return;
  bomb.exploded = true;
  bomb.holder = player;
  say(
    ctx,
    'bomb',
    `${nameOf(ctx, figure)} takes the time bomb counter: the bomb explodes and the tile at ` +
      `${placeText(s, bomb.at)} falls.`,
  );
  fall(ctx, [bomb.at]);
}

/** The end of the holder's turn: the next ring falls (not at the end of the explosion's own turn). */
export function collapseStep(ctx: Ctx): void {
  const s = ctx.state;
  const bomb = s.bomb;
  if (!bomb?.exploded || bomb.holder !== s.turn.player) return;
  if (!bomb.ticking) {
    bomb.ticking = true;
    return;
  }
  bomb.ring++;
  const ring: Place[] = [];
  for (let y = 0; y < s.height; y++)
    for (let x = 0; x < s.width; x++)
      if (Math.max(Math.abs(x - bomb.at.x), Math.abs(y - bomb.at.y)) === bomb.ring && s.cells[y * s.width + x])
        ring.push({ x, y });
  say(
    ctx,
    'collapse',
    `The museum collapses: ring ${bomb.ring} around the bomb falls (${ring.length} tile` +
      `${ring.length === 1 ? '' : 's'}).`,
  );
  fall(ctx, ring);
}

/** Tiles removed from the game with everything on them. */
function fall(ctx: Ctx, places: Place[]): void {
  const s = ctx.state;
  for (const p of places) {
    const i = p.y * s.width + p.x;
    const cell = s.cells[i];
    if (!cell) continue;
    s.fallen.pieces.push(cell.piece);
    s.cells[i] = null;
    for (let j = s.lying.length - 1; j >= 0; j--)
      if (samePlace(s.lying[j]!.at, p)) {
        s.fallen.objects.push(s.lying[j]!.object);
        say(ctx, 'fall', `${objectOf(ctx.content, s.lying[j]!.object).name} is lost with the tile.`);
        s.lying.splice(j, 1);
      }
    for (const f of s.figures) {
      if (!samePlace(f.at, p)) continue;
      if (f.carrying) s.fallen.objects.push(f.carrying);
      f.carrying = null;
      f.at = null;
      f.minus++;
      handIn(ctx, f);
      noteScore(ctx, f.scorer);
      say(ctx, 'lost', `${nameOf(ctx, f)} is lost in the collapsing museum: 1 minus point.`);
    }
  }
}

/** Whether nothing of the museum is left. */
export const collapsed = (ctx: Ctx): boolean => ctx.state.cells.every((c) => c === null);
