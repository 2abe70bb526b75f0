/**
 * The players' actions: the three stages of a turn (roll the progress die; up to two actions and any
 * enemies eliminated by their card; draw or heal) and the answers to pending decisions.
 */
import { cardName, cardOf } from './content.ts';
import { say, seatName, trackEnd, type Ctx } from './context.ts';
import { PROGRESS_WORDS, rollProgress } from './dice.ts';
import { discardCards, drawCards, first } from './effects.ts';
import { answerGuess, answerObstacle } from './obstacles.ts';
import { discardChoices, holdings, paymentProblem, takeFrom } from './payments.ts';
import { endTurn } from './region.ts';
import { TRACKS, UwError, type Track, type UwAction } from './types.ts';

export function perform(ctx: Ctx, action: UwAction): void {
  const s = ctx.state;
  if (s.pending) return answer(ctx, action);
  const player = s.players[s.active]!;
  const who = seatName(s.active);
  switch (action.type) {
    case 'roll': {
      needStage(ctx, 'roll', action.type);
      const face = rollProgress(ctx);
      s.lastProgress = face;
      s.stage = 'actions';
      say(ctx, `${who} rolls the progress die: ${PROGRESS_WORDS[face]}.`);
      if (face === 'acrobatics' || face === 'battle' || face === 'trick')
        first(ctx, { t: 'move', track: face, spaces: 1, player: s.active, why: 'the progress die' });
      else if (face === 'choice')
        first(ctx, { t: 'move', track: null, spaces: 1, player: s.active, why: 'the progress die' });
      else if (face === 'natla') first(ctx, { t: 'natla' });
      else first(ctx, { t: 'discard', player: s.active, count: 1, why: 'the progress die' }, { t: 'natla' });
      return;
    }
    case 'playCard': {
      needAction(ctx, action.type);
      const track = needTrack(action.track);
      if (player.hand[track] < 1) throw new UwError(`${who} has no ${track} card to play.`);
      needOpen(ctx, track);
      player.hand[track]--;
      s.discardPile.push(track);
      s.actionsTaken++;
      say(ctx, `${who} plays ${track === 'acrobatics' ? 'an' : 'a'} ${track} card.`);
      return first(ctx, { t: 'move', track, spaces: 1, player: s.active, why: `a ${track} card` });
    }
    case 'playTreasure': {
      needAction(ctx, action.type);
      const track = needTrack(action.track);
      if (player.treasures < 1) throw new UwError(`${who} has no treasure to play.`);
      needOpen(ctx, track);
      player.treasures--;
      s.actionsTaken++;
      say(ctx, `${who} plays a treasure as ${track === 'acrobatics' ? 'an' : 'a'} ${track} card.`);
      return first(ctx, { t: 'move', track, spaces: 1, player: s.active, why: 'a treasure' });
    }
    case 'useObject':
      return useObject(ctx, action);
    case 'defeatEnemy': {
      needStage(ctx, 'actions', action.type);
      const enemy = s.enemies[0];
      if (!enemy) throw new UwError('No enemy is visible to eliminate.');
      const card = cardOf(ctx.content, enemy);
      if (!card.defeat) throw new UwError(`${card.name} has no action on its card that eliminates it.`);
      const problem = paymentProblem(card.defeat, action.payment ?? {}, holdings(player));
      if (problem) throw new UwError(`${card.name} (the rightmost enemy) is not eliminated: ${problem}.`);
      takeFrom(player, action.payment, s.discardPile);
      say(ctx, `${who} does what ${card.name}'s card asks.`);
      return first(ctx, { t: 'eliminate', count: 1, player: s.active });
    }
    case 'endActions':
      needStage(ctx, 'actions', action.type);
      s.stage = 'end';
      return say(ctx, `${who} ends the actions.`);
    case 'draw':
      needStage(ctx, 'end', action.type);
      drawCards(ctx, s.active, s.players.length === 1 ? 2 : 1);
      return endTurn(ctx);
    case 'heal': {
      needStage(ctx, 'end', action.type);
      const n = action.medikits;
      if (!Number.isInteger(n) || n < 1) throw new UwError('Healing spends one medikit or more.');
      if (n > player.medikits) throw new UwError(`${who} has ${player.medikits} medikit(s), not ${n}.`);
      if (s.health + n > s.maxHealth)
        throw new UwError(`Lara has ${s.health} of ${s.maxHealth} health: ${n} medikit(s) would go past her maximum.`);
      player.medikits -= n;
      s.health += n;
      say(ctx, `${who} spends ${n} medikit(s): Lara has ${s.health} health.`);
      return endTurn(ctx);
    }
    default:
      throw new UwError(`"${(action as { type: string }).type}" answers a decision, and none is waiting.`);
  }
}

function useObject(ctx: Ctx, action: Extract<UwAction, { type: 'useObject' }>): void {
  const s = ctx.state;
  const player = s.players[s.active]!;
  const who = seatName(s.active);
  needAction(ctx, action.type);
  const at = player.objects.indexOf(action.card);
  if (at < 0) throw new UwError(`${who} has no object "${action.card}" in front of them.`);
  const card = cardOf(ctx.content, action.card);
  if (card.eliminates) {
    if (!s.enemies.length) throw new UwError(`No enemy is visible for ${card.name} to eliminate.`);
    player.objects.splice(at, 1);
    s.objectsUsed.push(action.card);
    s.actionsTaken++;
    say(ctx, `${who} uses ${card.name}.`);
    return first(ctx, { t: 'eliminate', count: card.eliminates, player: s.active });
  }
  if (card.moves) {
    const track = card.track ?? action.track;
    if (!track) throw new UwError(`${card.name} moves Lara on the track of your choice: say which ("track").`);
    if (card.track && action.track && action.track !== card.track)
      throw new UwError(`${card.name} moves Lara on the ${card.track} track only.`);
    needOpen(ctx, needTrack(track));
    player.objects.splice(at, 1);
    s.objectsUsed.push(action.card);
    s.actionsTaken++;
    say(ctx, `${who} uses ${card.name}.`);
    return first(ctx, { t: 'move', track, spaces: card.moves, player: s.active, why: card.name });
  }
  throw new UwError(`${cardName(ctx.content, action.card)} has no effect that can be used as an action.`);
}

function answer(ctx: Ctx, action: UwAction): void {
  const s = ctx.state;
  const pending = s.pending!;
  if (pending.kind === 'obstacle') return answerObstacle(ctx, action);
  if (pending.kind === 'guess') {
    if (action.type !== 'guess')
      throw new UwError(`${seatName(pending.player)} must first name a card type ("guess"), not "${action.type}".`);
    return answerGuess(ctx, action.track);
  }
  if (pending.kind === 'chooseTrack') {
    if (action.type !== 'chooseTrack')
      throw new UwError(`${seatName(pending.player)} must first choose a track ("chooseTrack"), not "${action.type}".`);
    const track = needTrack(action.track);
    if (s.tracks[track] >= trackEnd(ctx, track)) throw new UwError(`The ${track} track is finished; choose another.`);
    s.pending = null;
    return first(ctx, { t: 'move', track, spaces: pending.spaces, player: pending.player, why: pending.why });
  }
  if (action.type !== 'discard')
    throw new UwError(
      `${seatName(pending.player)} must first discard ${pending.count} card(s) ("discard"), not "${action.type}".`,
    );
  const p = s.players[pending.player]!;
  const cards = action.cards ?? {};
  const ok = discardChoices(p.hand, pending.count).some((c) => TRACKS.every((t) => (c[t] ?? 0) === (cards[t] ?? 0)));
  if (!ok)
    throw new UwError(
      `${seatName(pending.player)} must discard exactly ${pending.count} card(s) from the hand ` +
        `(${TRACKS.map((t) => `${p.hand[t]} ${t}`).join(', ')}).`,
    );
  s.pending = null;
  discardCards(ctx, pending.player, cards);
}

function needStage(ctx: Ctx, stage: 'roll' | 'actions' | 'end', what: string): void {
  const s = ctx.state;
  if (s.stage === stage) return;
  const now =
    s.stage === 'roll'
      ? 'stage 1: the progress die must be rolled first'
      : s.stage === 'actions'
        ? 'stage 2 (actions)'
        : 'stage 3: draw a card or heal Lara';
  throw new UwError(`"${what}" is not possible now: it is ${now}.`);
}

function needAction(ctx: Ctx, what: string): void {
  needStage(ctx, 'actions', what);
  if (ctx.state.actionsTaken >= 2)
    throw new UwError(`${seatName(ctx.state.active)} has already taken two actions this turn.`);
}

function needTrack(track: unknown): Track {
  if (!TRACKS.includes(track as Track))
    throw new UwError(`"${String(track)}" is not a track (acrobatics, battle or trick).`);
  return track as Track;
}

function needOpen(ctx: Ctx, track: Track): void {
  if (ctx.state.tracks[track] >= trackEnd(ctx, track))
    throw new UwError(`The ${track} track is finished: Lara cannot move further on it.`);
}
