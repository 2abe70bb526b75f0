/**
 * One action applied to the state (a copy owned by the call). Every refusal throws an Error whose
 * message says why, in words; a refused action leaves the caller's state untouched (index.ts copies first).
 */
import { tileOf } from './content.ts';
import { actionsPerTurn, energyCost, nameOf, say, type Ctx } from './context.ts';
import { adjacent, cellAt, inMuseum, isStart, neighbour, placeText, samePlace, stepProblem } from './board.ts';
import { cardsFromHand, cardsLeft, ditch, playOut, sortOf, sumOf, takeCards } from './cards.ts';
import { claim, discoverRoom, drop, handOver, smuggleOut } from './counters.ts';
import { checkBomb } from './collapse.ts';
import { shoot, takeHits } from './shoot.ts';
import { endTurn } from './turns.ts';
import { DIRECTIONS, ROTATIONS, SORTS, type AodAction, type Figure, type Place, type Rotation } from './types.ts';

export function figureIndex(ctx: Ctx, character: unknown): number {
  const i = ctx.state.figures.findIndex((f) => f.character === character);
  if (i < 0) throw new Error(`No character "${String(character)}" plays in this game.`);
  return i;
}

export function perform(ctx: Ctx, action: AodAction): void {
  const s = ctx.state;
  if (s.status !== 'playing') throw new Error('The game is over; no action can be applied.');
  // An action from a player or a replay file, not checked content: its shape is checked here and in each rule.
  if (!action || typeof action !== 'object') throw new Error('An action must be an object with a "type".');
  const pending = s.pending;
  if (pending) {
    const who = nameOf(ctx, s.figures[pending.player]!);
    if (pending.kind === 'ditch' && action.type !== 'ditch')
      throw new Error(`${who} must first ditch ${pending.count} card${pending.count === 1 ? '' : 's'} (hand limit).`);
    if (pending.kind === 'hits' && action.type !== 'takeHits')
      throw new Error(`${who} must first stop ${pending.hits} hits with life cards.`);
    if (pending.kind === 'place' && action.type !== 'place')
      throw new Error(`${who} must first choose how the opened tile lies.`);
    if (action.type === 'ditch') ditch(ctx, action.cards);
    else if (action.type === 'place') placeTile(ctx, action.rotation);
    else takeHits(ctx, (action as { cards: string[] }).cards);
  } else ownAction(ctx, s.figures[s.turn.player]!, action);
  if (s.status === 'playing' && s.turn.ended && !s.pending) endTurn(ctx);
}

function ownAction(ctx: Ctx, f: Figure, action: AodAction): void {
  const s = ctx.state;
  const energyAction = ['open', 'rotate', 'move', 'stop'].includes(action.type);
  if (energyAction && s.turn.energy === null)
    throw new Error(`${nameOf(ctx, f)} has no energy to spend: play energy cards first.`);
  switch (action.type) {
    case 'reload': {
      startAction(ctx, f);
      if (!SORTS.includes(action.sort))
        throw new Error(`"${String(action.sort)}" is not a sort of action card (energy, ammo or life).`);
      if (cardsLeft(ctx, action.sort) === 0) throw new Error(`No ${action.sort} card is left to take.`);
      const cell = f.at && cellAt(s, f.at);
      const bonus = cell && tileOf(ctx.content, cell.piece).reload === action.sort;
      s.turn.actionsLeft--;
      const n = takeCards(ctx, s.turn.player, action.sort, bonus ? 2 : 1);
      say(
        ctx,
        'reload',
        `${nameOf(ctx, f)} reloads ${n} ${action.sort} card${n === 1 ? '' : 's'}${bonus ? ' (reload tile)' : ''}.`,
      );
      return;
    }
    case 'play': {
      startAction(ctx, f);
      const cards = cardsFromHand(ctx, f, action.cards);
      const sorts = new Set(cards.map((c) => sortOf(ctx, c)));
      if (sorts.size > 1)
        throw new Error(`Cards played in one action must be of one sort, not ${[...sorts].join(' and ')}.`);
      const sort = [...sorts][0]!;
      if (sort === 'life') throw new Error('Life cards are played only to stop hits when shot at.');
      if (sort === 'ammo') return shoot(ctx, f, cards, action.target);
      if (action.target !== undefined) throw new Error('Energy cards take no target.');
      s.turn.actionsLeft--;
      playOut(ctx, f, cards);
      s.turn.energy = sumOf(ctx, cards);
      say(ctx, 'energy', `${nameOf(ctx, f)} plays ${s.turn.energy} energy.`);
      return;
    }
    case 'open': {
      const at = place(action.at);
      const cell = cellAt(s, at);
      if (!inMuseum(s, at) || !cell) throw new Error(`There is no tile to open at ${placeText(s, at)}.`);
      if (cell.open) throw new Error(`The tile at ${placeText(s, at)} is already open.`);
      if (!adjacent(f.at!, at))
        throw new Error(`${nameOf(ctx, f)} can open only a tile next to her or his own (in a row or column).`);
      spend(ctx, energyCost(ctx, 'open'));
      cell.open = true;
      s.pending = { kind: 'place', player: s.turn.player, at };
      say(
        ctx,
        'open',
        `${nameOf(ctx, f)} opens the tile at ${placeText(s, at)}: ${tileOf(ctx.content, cell.piece).name}.`,
      );
      return;
    }
    case 'rotate': {
      const at = place(action.at);
      const cell = cellAt(s, at);
      if (!cell || !cell.open) throw new Error(`There is no open tile to rotate at ${placeText(s, at)}.`);
      if (!samePlace(f.at, at) && !adjacent(f.at!, at))
        throw new Error(`${nameOf(ctx, f)} can rotate only her or his own tile or one next to it.`);
      rotationOk(action.rotation);
      if (cell.rotation === action.rotation)
        throw new Error(`The tile at ${placeText(s, at)} is already turned ${action.rotation}°.`);
      spend(ctx, energyCost(ctx, 'rotate'));
      cell.rotation = action.rotation;
      say(ctx, 'rotate', `${nameOf(ctx, f)} rotates the tile at ${placeText(s, at)} to ${action.rotation}°.`);
      return;
    }
    case 'move': {
      if (!DIRECTIONS.includes(action.direction))
        throw new Error(`"${String(action.direction)}" is not a direction (N, E, S or W).`);
      const problem = stepProblem(ctx, f.at!, action.direction);
      if (problem) throw new Error(`${nameOf(ctx, f)} cannot move ${action.direction}: ${problem}.`);
      spend(ctx, energyCost(ctx, 'move'));
      const from = f.at!;
      f.at = neighbour(from, action.direction);
      say(ctx, 'move', `${nameOf(ctx, f)} moves to ${placeText(s, f.at)}.`);
      checkBomb(ctx, s.turn.player, from);
      if (isStart(s, f.at)) smuggleOut(ctx, f);
      return;
    }
    case 'stop': {
      const left = s.turn.energy!;
      s.turn.energy = null;
      say(ctx, 'waste', `${nameOf(ctx, f)} stops; ${left} energy go${left === 1 ? 'es' : ''} to waste.`);
      return;
    }
    case 'claim':
      return claim(ctx, f, action.object);
    case 'drop':
      return drop(ctx, f);
    case 'handOver':
      return handOver(ctx, f, s.figures[figureIndex(ctx, action.to)]!);
    case 'takeOver':
      return handOver(ctx, s.figures[figureIndex(ctx, action.from)]!, f);
    case 'endTurn': {
      if (s.turn.energy !== null && s.turn.energy > 0) say(ctx, 'waste', `${s.turn.energy} energy go to waste.`);
      say(
        ctx,
        'pass',
        s.turn.actionsLeft === actionsPerTurn(ctx) && s.turn.energy === null
          ? `${nameOf(ctx, f)} passes.`
          : `${nameOf(ctx, f)} ends the turn.`,
      );
      return endTurn(ctx);
    }
    case 'ditch':
    case 'takeHits':
    case 'place':
      throw new Error(
        action.type === 'ditch'
          ? 'Nobody has to ditch cards now.'
          : action.type === 'place'
            ? 'No tile has just been opened.'
            : 'Nobody is being shot at now.',
      );
    default:
      throw new Error(`Unknown action "${String((action as { type: unknown }).type)}".`);
  }
}

/** An action of the three: none may begin while an energy action is under way or with none left. */
function startAction(ctx: Ctx, f: Figure): void {
  if (ctx.state.turn.energy !== null)
    throw new Error(`${nameOf(ctx, f)} is still spending energy: move, open, rotate or stop first.`);
  if (ctx.state.turn.actionsLeft <= 0)
    throw new Error(`${nameOf(ctx, f)} has used all ${actionsPerTurn(ctx)} actions of this turn.`);
}

function spend(ctx: Ctx, cost: number): void {
  const left = ctx.state.turn.energy!;
  if (left < cost) throw new Error(`Not enough energy: ${left} left, ${cost} needed.`);
  ctx.state.turn.energy = left - cost === 0 ? null : left - cost;
}

function place(at: unknown): Place {
  // A place named in a player's action or a replay file, not checked content.
  const p = at as Place;
  if (!p || typeof p.x !== 'number' || typeof p.y !== 'number') throw new Error('A place needs numbers "x" and "y".');
  return { x: p.x, y: p.y };
}

function rotationOk(r: unknown): void {
  if (!ROTATIONS.includes(r as 0)) throw new Error(`"${String(r)}" is not a rotation (0, 90, 180 or 270).`);
}

/** The opened tile laid as its opener chooses (the corridor need not go on); then its reload bonus or secret room. */
function placeTile(ctx: Ctx, rotation: unknown): void {
  const s = ctx.state;
  const pending = s.pending;
  if (pending?.kind !== 'place') throw new Error('No tile has just been opened.');
  rotationOk(rotation);
  const cell = cellAt(s, pending.at)!;
  cell.rotation = rotation as Rotation;
  s.pending = null;
  const f = s.figures[pending.player]!;
  const tile = tileOf(ctx.content, cell.piece);
  say(ctx, 'place', `${nameOf(ctx, f)} lays ${tile.name} at ${placeText(s, pending.at)} turned ${cell.rotation}°.`);
  if (tile.reload) {
    const n = takeCards(ctx, pending.player, tile.reload, 1);
    say(ctx, 'bonus', `${nameOf(ctx, f)} takes ${n} ${tile.reload} card as a bonus.`);
  }
  if (tile.torch) discoverRoom(ctx, pending.player, pending.at);
}
