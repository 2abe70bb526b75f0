/**
 * Point counters: secret rooms and their discovery counters, the police, claiming, carrying, handing
 * over and dropping evidence and paintings, and smuggling them out over the starting tile.
 */
import { discoveryOf, objectOf } from './content.ts';
import { nameOf, say, type Ctx } from './context.ts';
import { isStart, placeText, samePlace } from './board.ts';
import { noteScore, scoresFor } from './score.ts';
import type { Figure, Place } from './types.ts';

/** A torch: the top discovery counter to the opener, its objects laid in the room, then the police. */
export function discoverRoom(ctx: Ctx, player: number, at: Place): void {
  const s = ctx.state;
  const figure = s.figures[player]!;
  const id = s.discoveryPile.shift();
  if (!id) {
    say(ctx, 'discovery', `${nameOf(ctx, figure)} finds a secret room, but no discovery counter is left.`);
    return;
  }
  const counter = discoveryOf(ctx.content, id);
  figure.discoveries.push(id);
  noteScore(ctx, figure.scorer);
  say(
    ctx,
    'discovery',
    `${nameOf(ctx, figure)} discovers a secret room at ${placeText(s, at)} and takes ${counter.name} (` +
      `${counter.points} point).`,
  );
  const laid: string[] = [];
  for (let i = 0; i < counter.objects && s.objectPile.length > 0; i++) {
    const object = s.objectPile.shift()!;
    s.lying.push({ object, at: { ...at } });
    laid.push(objectOf(ctx.content, object).name);
    if (objectOf(ctx.content, object).sort === 'large') {
      s.bomb = { at: { ...at }, exploded: false, holder: null, ring: 0, ticking: false };
      say(ctx, 'bomb', `The large one lies on the time bomb at ${placeText(s, at)}.`);
    }
  }
  if (laid.length) say(ctx, 'objects', `In the room: ${laid.join(', ')}.`);
  if (counter.police !== 'none') police(ctx, counter.police);
}

/** The police chase a side (or both) out of the museum: those figures go back to the starting tile. */
function police(ctx: Ctx, chased: 'good' | 'bad' | 'both'): void {
  const s = ctx.state;
  say(
    ctx,
    'police',
    `The police watch the room and chase the ${chased === 'both' ? 'good and the bad guys' : `${chased} guys`}.`,
  );
  s.figures.forEach((f, i) => {
    if (!f.at || isStart(s, f.at) || (chased !== 'both' && f.side !== chased)) return;
    dropCarried(ctx, f);
    f.at = { ...s.start };
    say(ctx, 'police', `${nameOf(ctx, f)} flees to the starting tile${f.down ? ' (still lying flat)' : ''}.`);
    if (i === s.turn.player) {
      s.turn.ended = true;
      s.turn.energy = null;
      say(ctx, 'police', `${nameOf(ctx, f)}'s turn ends at once.`);
    }
  });
}

/** A carried counter is left where the figure stands. */
export function dropCarried(ctx: Ctx, f: Figure): void {
  if (!f.carrying || !f.at) return;
  ctx.state.lying.push({ object: f.carrying, at: { ...f.at } });
  say(
    ctx,
    'drop',
    `${nameOf(ctx, f)} leaves ${objectOf(ctx.content, f.carrying).name} at ${placeText(ctx.state, f.at)}.`,
  );
  f.carrying = null;
}

export function claim(ctx: Ctx, f: Figure, object: string): void {
  const s = ctx.state;
  if (f.carrying)
    throw new Error(
      `${nameOf(ctx, f)} already carries ` +
        `${objectOf(ctx.content, f.carrying).name}; only one counter can be carried at a time.`,
    );
  const i = s.lying.findIndex((l) => l.object === object);
  if (i < 0) throw new Error(`"${object}" is not lying unclaimed in the museum.`);
  if (!samePlace(s.lying[i]!.at, f.at))
    throw new Error(
      `${objectOf(ctx.content, object).name} lies at ${placeText(s, s.lying[i]!.at)}, not on ${nameOf(ctx, f)}'s tile.`,
    );
  s.lying.splice(i, 1);
  f.carrying = object;
  say(ctx, 'claim', `${nameOf(ctx, f)} claims ${objectOf(ctx.content, object).name}.`);
}

export function drop(ctx: Ctx, f: Figure): void {
  if (!f.carrying) throw new Error(`${nameOf(ctx, f)} carries no counter to leave behind.`);
  dropCarried(ctx, f);
}

/** Partners (team play) hand a counter over on the same tile; free, on the turn of either one. */
export function handOver(ctx: Ctx, from: Figure, to: Figure): void {
  if (!ctx.state.teams || from.scorer !== to.scorer || from === to)
    throw new Error(
      `${nameOf(ctx, to)} is not ` +
        `${nameOf(ctx, from)}'s partner: counters are handed over only between partners of a team.`,
    );
  if (!from.carrying) throw new Error(`${nameOf(ctx, from)} carries no counter to hand over.`);
  if (to.carrying) throw new Error(`${nameOf(ctx, to)} already carries a counter; only one can be carried at a time.`);
  if (!samePlace(from.at, to.at))
    throw new Error(`${nameOf(ctx, from)} and ${nameOf(ctx, to)} are not on the same tile.`);
  if (to.down) throw new Error(`${nameOf(ctx, to)} is knocked out and cannot take a counter.`);
  to.carrying = from.carrying;
  from.carrying = null;
  say(ctx, 'handOver', `${nameOf(ctx, from)} hands ${objectOf(ctx.content, to.carrying).name} to ${nameOf(ctx, to)}.`);
}

/** On reaching the starting tile a carried counter is the figure's: scored, or destroyed (placed face down). */
export function smuggleOut(ctx: Ctx, f: Figure): void {
  if (!f.carrying) return;
  const object = f.carrying;
  f.carrying = null;
  const item = objectOf(ctx.content, object);
  if (scoresFor(ctx.content, object, f)) {
    f.scored.push(object);
    noteScore(ctx, f.scorer);
    say(
      ctx,
      'score',
      `${nameOf(ctx, f)} smuggles ${item.name} out: ${item.value} point${item.value === 1 ? '' : 's'}.`,
    );
  } else {
    f.destroyed.push(object);
    say(ctx, 'destroy', `${nameOf(ctx, f)} smuggles ${item.name} out and destroys it (no points for anyone).`);
  }
}
