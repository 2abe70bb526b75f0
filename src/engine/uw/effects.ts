/**
 * The rules' work queue: moves on the tracks and the spaces' effects, the dice, enemies, discards.
 * `runQueue` does the tasks at the front until a decision is needed (state.pending) or none is left.
 */
import { shuffle } from '../core/random.ts';
import { cardName, cardOf } from './content.ts';
import { endGame, say, seatName, trackEnd, type Ctx } from './context.ts';
import { OBSTACLE_WORDS, rollObstacle } from './dice.ts';
import { discardChoices, handSize } from './payments.ts';
import { TRACKS, type Hand, type Task, type Track } from './types.ts';

/** Puts tasks at the front of the queue, in the order given. */
export const first = (ctx: Ctx, ...tasks: Task[]): void => void ctx.state.queue.unshift(...tasks);

/** One space forward (then the rest); a finished track does not move ("Lara stays blocked"). */
export function move(ctx: Ctx, task: Extract<Task, { t: 'move' }>): void {
  const s = ctx.state;
  if (s.regionDone) return; // the region is over: no more moves on its tracks
  if (task.track === null) {
    const open = TRACKS.filter((t) => s.tracks[t] < trackEnd(ctx, t));
    if (open.length === 1) return first(ctx, { ...task, track: open[0]! });
    s.pending = { kind: 'chooseTrack', player: task.player, why: task.why, spaces: task.spaces };
    return;
  }
  const track = task.track;
  if (s.tracks[track] >= trackEnd(ctx, track)) {
    say(ctx, `The ${track} track is finished: Lara does not move on it.`);
    return;
  }
  s.tracks[track]++;
  const index = s.tracks[track];
  say(ctx, `Lara moves to space ${index + 1} of the ${track} track (${task.why}).`);
  const rest: Task[] = task.spaces > 1 ? [{ ...task, spaces: task.spaces - 1 }] : [];
  if (track === 'acrobatics' && index >= trackEnd(ctx, 'acrobatics')) {
    s.regionDone = 'acrobatics';
    say(ctx, 'Lara reaches the end of the acrobatics track: the region is crossed.');
  }
  first(ctx, { t: 'space', track, index, player: task.player }, ...rest);
}

export function space(ctx: Ctx, track: Track, index: number, player: number): void {
  const region = ctx.content.regions.get(ctx.state.region)!;
  const effects = region.tracks[track][index]?.effects ?? [];
  first(ctx, ...effects.map((g): Task => ({ t: 'gain', gain: g, player })));
}

/** What a space, a reward or one of Thor's objects gives `player`. */
export function gain(ctx: Ctx, g: { type: string; count?: number; card?: string }, player: number): void {
  const s = ctx.state;
  const p = s.players[player]!;
  const n = g.count ?? 1;
  const who = seatName(player);
  switch (g.type) {
    case 'object':
      return takeObject(ctx, g.card!, player);
    case 'adrenaline': {
      s.adrenaline += n;
      say(ctx, `Lara's adrenaline rises to ${s.adrenaline + 1} of ${ctx.game.adrenaline}.`);
      if (s.adrenaline >= ctx.game.adrenaline - 1) {
        s.adrenaline = 0;
        say(ctx, 'The adrenaline gauge is full: a move on a track and an enemy eliminated, then back to its start.');
        first(
          ctx,
          { t: 'move', track: null, spaces: 1, player, why: 'adrenaline' },
          { t: 'eliminate', count: 1, player },
        );
      }
      return;
    }
    case 'medikit':
      if (!p.eliminated) {
        p.medikits += n;
        say(ctx, `${who} takes ${n} medikit${n > 1 ? 's' : ''}.`);
      }
      return;
    case 'point':
      if (!p.eliminated) {
        p.points += n;
        say(ctx, `${who} takes ${n} point${n > 1 ? 's' : ''} of win.`);
      }
      return;
    case 'treasure':
      if (!p.eliminated) {
        p.treasures += n;
        say(ctx, `${who} takes ${n} treasure${n > 1 ? 's' : ''}.`);
      }
      return;
    case 'draw':
      if (!p.eliminated) drawCards(ctx, player, n);
      return;
    case 'relic':
      s.maxHealth += n;
      say(ctx, `A relic: Lara's maximum health rises to ${s.maxHealth}.`);
      return;
    case 'heal':
      s.health = Math.min(s.maxHealth, s.health + n);
      say(ctx, `Lara heals to ${s.health} health.`);
      return;
    case 'obstacleDie':
      for (let i = 0; i < n; i++) first(ctx, { t: 'obstacleDie', player });
      return;
  }
}

function takeObject(ctx: Ctx, id: string, player: number): void {
  const s = ctx.state;
  const at = s.objectsAvailable.indexOf(id);
  if (at < 0) return say(ctx, `${cardName(ctx.content, id)} is no longer there to take.`);
  s.objectsAvailable.splice(at, 1);
  const card = cardOf(ctx.content, id);
  if (card.thor) {
    // Thor's objects are not kept: their effect applies now and they go to the main board.
    s.thor.push(id);
    say(ctx, `${seatName(player)} finds ${card.name}; it goes to the main board.`);
    first(ctx, ...(card.effects ?? []).map((g): Task => ({ t: 'gain', gain: g, player })));
    return;
  }
  if (s.players[player]!.eliminated) return void s.objectsLost.push(id);
  s.players[player]!.objects.push(id);
  say(ctx, `${seatName(player)} takes ${card.name}.`);
}

export function drawCards(ctx: Ctx, player: number, n: number): void {
  const s = ctx.state;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const card = topCard(ctx, true);
    if (!card) break;
    s.players[player]!.hand[card]++;
    drawn++;
  }
  say(
    ctx,
    drawn < n
      ? `${seatName(player)} draws ${drawn} card(s): the progress cards have run out.`
      : `${seatName(player)} draws ${n} card${n > 1 ? 's' : ''}.`,
  );
}

/** The top progress card (the discards shuffled into a new pile when it is empty); `take` removes it. */
export function topCard(ctx: Ctx, take: boolean): Track | undefined {
  const s = ctx.state;
  if (!s.drawPile.length && s.discardPile.length) {
    s.drawPile = shuffle(s.random, s.discardPile);
    s.discardPile = [];
    say(ctx, 'The discarded progress cards are shuffled into a new pile.');
  }
  return take ? s.drawPile.shift() : s.drawPile[0];
}

export function obstacleDie(ctx: Ctx, player: number): void {
  const s = ctx.state;
  const face = rollObstacle(ctx);
  s.lastObstacle.push(face);
  say(ctx, `${seatName(player)} rolls the obstacle die: ${OBSTACLE_WORDS[face]}.`);
  if (face === 'heart') loseHealth(ctx, 1);
  else if (face === 'panther') drawEnemies(ctx, 1);
  else if (face === 'twoPanthers') drawEnemies(ctx, 2);
  else if (face === 'discardOne' || face === 'discardTwo')
    first(ctx, { t: 'discard', player, count: face === 'discardOne' ? 1 : 2, why: 'the obstacle die' });
}

export function loseHealth(ctx: Ctx, n: number): void {
  const s = ctx.state;
  s.health = Math.max(0, s.health - n);
  say(ctx, `Lara loses ${n} health (${s.health} left).`);
  if (s.health <= 0) endGame(ctx, 'lost', 'Lara has no health left');
}

export function drawEnemies(ctx: Ctx, n: number): void {
  const s = ctx.state;
  for (let i = 0; i < n && s.status === 'playing'; i++) {
    const enemy = s.enemyPile.shift();
    if (!enemy) return say(ctx, 'The enemy pile of this region is empty: no enemy appears.');
    s.enemies.push(enemy);
    say(ctx, `An enemy appears: ${cardName(ctx.content, enemy)} (${s.enemies.length} visible).`);
    if (s.enemies.length >= ctx.game.enemies.lose)
      endGame(ctx, 'lost', `${s.enemies.length} enemies are visible at once`);
  }
}

/** The rightmost enemies eliminated, a point of win each for `player`. */
export function eliminateEnemies(ctx: Ctx, n: number, player: number): void {
  const s = ctx.state;
  for (let i = 0; i < n; i++) {
    const enemy = s.enemies.shift();
    if (!enemy) return say(ctx, 'No enemy is left to eliminate.');
    s.enemiesEliminated.push(enemy);
    if (!s.players[player]!.eliminated) s.players[player]!.points++;
    say(ctx, `${cardName(ctx.content, enemy)} is eliminated; ${seatName(player)} takes a point of win.`);
  }
}

/** A player must discard `count` cards: asked when there is a choice, out of the game when they cannot. */
export function discardTask(ctx: Ctx, player: number, count: number, why: string): void {
  const p = ctx.state.players[player]!;
  if (p.eliminated) return;
  if (handSize(p.hand) < count) {
    say(ctx, `${seatName(player)} must discard ${count} card${count > 1 ? 's' : ''} (${why}) and cannot.`);
    return eliminatePlayer(ctx, player);
  }
  const choices = discardChoices(p.hand, count);
  if (choices.length === 1) return discardCards(ctx, player, choices[0]!);
  ctx.state.pending = { kind: 'discard', player, count, why };
}

export function discardCards(ctx: Ctx, player: number, cards: Partial<Hand>): void {
  const p = ctx.state.players[player]!;
  for (const t of TRACKS)
    for (let i = 0; i < (cards[t] ?? 0); i++) {
      p.hand[t]--;
      ctx.state.discardPile.push(t);
    }
  const words = TRACKS.filter((t) => cards[t])
    .map((t) => `${cards[t]} ${t}`)
    .join(' and ');
  say(ctx, `${seatName(player)} discards ${words || 'nothing'}.`);
}

export function discardHand(ctx: Ctx, player: number): void {
  const p = ctx.state.players[player]!;
  discardCards(ctx, player, { ...p.hand });
}

/** A player is out: their cards to the discards, their objects lost; the game ends when nobody is left. */
export function eliminatePlayer(ctx: Ctx, player: number): void {
  const s = ctx.state;
  const p = s.players[player]!;
  if (p.eliminated) return;
  for (const t of TRACKS) for (let i = 0; i < p.hand[t]; i++) s.discardPile.push(t);
  p.hand = { acrobatics: 0, battle: 0, trick: 0 };
  s.objectsLost.push(...p.objects);
  p.objects = [];
  p.eliminated = true;
  say(ctx, `${seatName(player)} is eliminated from the game.`);
  if (s.players.every((q) => q.eliminated)) endGame(ctx, 'lost', 'every player is eliminated');
}
