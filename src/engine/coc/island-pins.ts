/**
 * The Natla-Pins on the island ("Place a Natla-Pin", "Natla Tech island move", "Event Cards and
 * Natla Tech Invasion", "Run out of Natla-Pins"). A pin enters by the Enemy Die: from Lara's space
 * it walks 3 spaces by the compass (island-board.ts compassWalk). At setup it must end at least 2
 * spaces from Lara, else it is placed again; later it may end next to her or on her space, and a
 * pin reaching her space during a level makes it INVADED at once. After Lara's island move each pin
 * steps towards her by a shortest path (the player picks between equal ones), on until it stands on
 * an uncleared space of its own, or with Lara. With all 8 pins out, a run-out deals 2 damage.
 */
import type { Ctx } from './context.ts';
import { rollEnemyDie } from './dice.ts';
import { damageLara } from './damage.ts';
import { INVASION_PENALTY } from './invasion.ts';
import { compassWalk, distancesTo, islandBoard, neighbours } from './island-board.ts';
import { ENTRY_STEPS, NATLA_PINS, SETUP_MIN_DISTANCE, type CampaignState } from './island-state.ts';
import { EngineError, type CocEvent, type CocState } from './types.ts';

/** Setup placements tried before the last one is kept (a board too small to keep the pin away: rule decision 86). */
const SETUP_TRIES = 50;
/** Extra compass steps an entering pin may take to leave a cleared or occupied space (rule decision 88). */
const EXTRA_STEPS = 30;

/** The Event Deck ran out on the island (not in the crypt): a pin is to enter, or with all 8 out, the penalty. */
export function islandRunOut(state: CocState, events: CocEvent[]): void {
  const c = state.campaign!;
  if (c.pins.length + c.arriving >= NATLA_PINS) {
    damageLara(
      state,
      INVASION_PENALTY,
      `The Event Deck has run out with all ${NATLA_PINS} Natla-Pins on the island (this cannot be dodged)`,
      events,
    );
    return;
  }
  c.arriving += 1;
  state.natlaPins = c.pins.length + c.arriving;
  events.push({ type: 'natlaPin', text: 'The Event Deck has run out: a Natla-Pin enters the island.' });
}

const pinAt = (c: CampaignState, space: string, except = -1) => c.pins.some((p, i) => i !== except && p === space);
const isCleared = (c: CampaignState, space: string) => c.cleared.includes(space);

/** The pins waiting to enter walk onto the island (resume calls this before anything else). */
export function arrivePins(ctx: Ctx): void {
  const { state, content } = ctx;
  const c = state.campaign!;
  const board = islandBoard(content, c.board);
  const lara = c.lara!;
  c.arriving -= 1;
  const roll = rollEnemyDie(state, content, c.rolls.shift());
  let end = lara;
  for (let extra = 0; extra <= EXTRA_STEPS; extra++) {
    const walk = compassWalk(board, lara, roll, ENTRY_STEPS + extra);
    // Coming back to Lara's space it stops and joins her.
    const back = walk.indexOf(lara);
    end = back >= 0 ? lara : (walk[walk.length - 1] ?? lara);
    if (end === lara || (!isCleared(c, end) && !pinAt(c, end))) break;
  }
  c.pins.push(end);
  state.natlaPins = c.pins.length + c.arriving;
  ctx.events.push({
    type: 'natlaPin',
    text: `A Natla-Pin enters the island (Enemy Die ${roll}) and stops on ${end}${end === lara ? ", Lara's space" : ''} (${c.pins.length} on the island).`,
  });
  if (end === lara && c.stage === 'level' && !state.invaded && !state.crypt) {
    state.invaded = true;
    ctx.events.push({ type: 'invaded', text: 'The Natla-Pin has reached Lara: the level is INVADED from now on.' });
  }
}

/** Island Setup step 6: the first pin, at least 2 spaces from Lara (placed again until it is). */
export function placeFirstPin(ctx: Ctx): void {
  const { state, content } = ctx;
  const c = state.campaign!;
  const board = islandBoard(content, c.board);
  const lara = c.lara!;
  const dist = distancesTo(board, lara);
  let end = lara;
  let roll = 0;
  for (let t = 0; t < SETUP_TRIES; t++) {
    roll = rollEnemyDie(state, content, c.rolls.shift());
    const walk = compassWalk(board, lara, roll, ENTRY_STEPS);
    end = walk[walk.length - 1] ?? lara;
    if ((dist.get(end) ?? Infinity) >= SETUP_MIN_DISTANCE) break;
  }
  c.pins.push(end);
  state.natlaPins = c.pins.length;
  ctx.events.push({ type: 'natlaPin', text: `The first Natla-Pin starts on ${end} (Enemy Die ${roll}).` });
}

/** One step of the Natla Tech island move: the current pin steps once, or is settled and the next one goes. */
export function natlaStep(ctx: Ctx): void {
  const c = ctx.state.campaign!;
  const i = c.natla;
  if (i >= c.pins.length) {
    c.stage = 'enter';
    return;
  }
  const pin = c.pins[i]!;
  const settled = pin === c.lara || (c.natlaMoved && !isCleared(c, pin) && !pinAt(c, pin, i));
  const options = settled ? [] : natlaOptions(ctx, i);
  if (!options.length) {
    c.natla += 1;
    c.natlaMoved = false;
    return;
  }
  if (options.length === 1) return movePin(ctx, i, options[0]!);
  ctx.state.pending = { kind: 'natlaPath', pin: i, options };
}

/** The spaces one step closer to Lara from pin `i` (several when paths of equal length split). */
export function natlaOptions(ctx: Ctx, i: number): string[] {
  const c = ctx.state.campaign!;
  const board = islandBoard(ctx.content, c.board);
  const dist = distancesTo(board, c.lara!);
  const here = dist.get(c.pins[i]!);
  if (here === undefined) return [];
  return neighbours(board, c.pins[i]!).filter((n) => dist.get(n) === here - 1);
}

export function movePin(ctx: Ctx, i: number, to: string): void {
  const c = ctx.state.campaign!;
  if (!natlaOptions(ctx, i).includes(to))
    throw new EngineError(`The Natla-Pin on ${c.pins[i]} cannot step to ${to}: it takes a shortest path to Lara.`);
  ctx.state.pending = null;
  c.pins[i] = to;
  c.natlaMoved = true;
  ctx.events.push({ type: 'natlaMove', text: `A Natla-Pin moves to ${to}${to === c.lara ? ' and joins Lara' : ''}.` });
}

/** After an INVADED level: the pins sharing Lara's space leave the island (rule decision 90). */
export function removePinsWithLara(ctx: Ctx): void {
  const c = ctx.state.campaign!;
  const gone = c.pins.filter((p) => p === c.lara).length;
  if (!gone) return;
  c.pins = c.pins.filter((p) => p !== c.lara);
  ctx.state.natlaPins = c.pins.length + c.arriving;
  ctx.events.push({
    type: 'natlaPin',
    text: `The INVADED level is complete: ${gone === 1 ? 'the Natla-Pin' : `${gone} Natla-Pins`} on Lara's space leave${gone === 1 ? 's' : ''} the island (${c.pins.length} left).`,
  });
}
