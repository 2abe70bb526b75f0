/**
 * The multiplayer modes (rulebook "Multiplayer modes"), chosen by `NewGameOptions.players`:
 * - passController: the players take turns as Lara; one plays a whole round (Lara, Enemy and Event
 *   Phases), and the Lara Dice pass to the next player when the Event Phase ends;
 * - sharedExpedition: the Lara Dice of each Lara Phase are divided as evenly as possible among the
 *   players; an action that uses dice says whose (`diceOf`), and each die is used once a turn;
 * - laraVsNatla: seat 0 plays Lara, the other seats the enemies (natla-move.ts, event-phase.ts,
 *   sight.ts): free enemy moves unless Lara is HIDDEN with a Noise Token, vision 3 long, and Event
 *   Cards picked by the enemy side.
 * Actions may name their player (`seat`); the engine refuses one named out of turn. The state field
 * `players` is absent in a game for one player, so such a game is exactly as before.
 */
import type { Ctx } from './context.ts';
import { EngineError, type CocAction, type CocState } from './types.ts';
import type { PlayersMode, PlayersOptions, PlayersState } from './state-parts.ts';
export type { PlayersMode, PlayersOptions, PlayersState } from './state-parts.ts';

export const PLAYERS_MODES: readonly PlayersMode[] = ['passController', 'sharedExpedition', 'laraVsNatla'];

export const MAX_PLAYERS = 6;

export function newPlayers(options: PlayersOptions, state: CocState): PlayersState {
  if (!PLAYERS_MODES.includes(options.mode))
    throw new EngineError(`"${String(options.mode)}" is not a multiplayer mode (${PLAYERS_MODES.join(', ')}).`);
  const { count } = options;
  if (!Number.isInteger(count) || count < 2 || count > MAX_PLAYERS)
    throw new EngineError(`A multiplayer game has 2 to ${MAX_PLAYERS} players, not ${String(count)}.`);
  const players: PlayersState = { mode: options.mode, count, controller: 0, dice: [] };
  if (options.mode === 'sharedExpedition') players.dice = divide(state.lara.diceLeft, count, state.round);
  return players;
}

/** Player n as people count them (seat 0 is player 1). */
export const playerName = (seat: number) => `player ${seat + 1}`;

/** laraVsNatla: the enemy players' seats (1 …). */
export const enemySeats = (p: PlayersState) => Array.from({ length: p.count - 1 }, (_, i) => i + 1);

/** laraVsNatla: the enemy player who moves this enemy: e1, e2… go round the enemy seats (rule decision 497). */
export function enemyOwner(p: PlayersState, enemyId: string): number {
  const n = Number(enemyId.replace(/^e/, ''));
  return 1 + ((Number.isInteger(n) && n > 0 ? n - 1 : 0) % (p.count - 1));
}

/**
 * The dice divided as evenly as possible; the extra dice go to the players in seat order from the
 * round's first player (round 1: player 1, round 2: player 2…), so that they go round (rule decision 492).
 */
export function divide(dice: number, count: number, round: number): number[] {
  const out = Array.from({ length: count }, () => Math.floor(dice / count));
  const first = (round - 1) % count;
  for (let k = 0; k < dice % count; k++) out[(first + k) % count]! += 1;
  return out;
}

/** The Lara Dice an action uses now (rolls, switches, artifacts); 0 for the rest. */
export function diceSpent(action: CocAction): number {
  switch (action.type) {
    case 'move':
    case 'hide':
    case 'search':
    case 'research':
    case 'melee':
    case 'fire':
    case 'ability':
      return typeof action.dice === 'number' ? action.dice : 0;
    case 'useSwitch':
    case 'takeArtifact':
      return 1;
    default:
      return 0;
  }
}

/** Which side takes the next action of this type: Lara's player(s) or the enemy side (laraVsNatla). */
function natlaActs(state: CocState, type: CocAction['type']): boolean {
  const kind = state.pending?.kind;
  if (kind === 'enemyMove' || kind === 'eventPick') return true;
  // The enemy side's answers asked when nothing waits for them: the engine's own refusal says so.
  if (type === 'enemyStep' || type === 'endEnemyMove' || type === 'pickEvent') return true;
  if (state.pending) return false;
  return type === 'enemyPhase' || type === 'eventPhase';
}

/** The players who may take an action of this type now. */
export function seatsFor(state: CocState, type: CocAction['type']): number[] {
  const p = state.players;
  if (!p) return [0];
  switch (p.mode) {
    case 'passController':
      return [p.controller];
    case 'sharedExpedition':
      return Array.from({ length: p.count }, (_, i) => i);
    case 'laraVsNatla':
      if (state.pending?.kind === 'enemyMove') return [enemyOwner(p, state.pending.enemy)];
      return natlaActs(state, type) ? enemySeats(p) : [0];
  }
}

/** The players whose turn it is now (the play view's seats to show): for the next action the game waits for. */
export function seatsToAct(state: CocState): number[] {
  const next: CocAction['type'] =
    state.phase === 'enemy'
      ? 'enemyPhase'
      : state.phase === 'event' && !state.eventPhase?.done
        ? 'eventPhase'
        : 'endLaraPhase';
  return seatsFor(state, next);
}

/** Checks the action's player and dice before it is applied; returns whose dice it uses (shared expedition). */
export function beforeAction(ctx: Ctx, action: CocAction): number[] | undefined {
  const p = ctx.state.players!;
  const seats = seatsFor(ctx.state, action.type);
  if (action.seat !== undefined) {
    if (!Number.isInteger(action.seat) || action.seat < 0 || action.seat >= p.count)
      throw new EngineError(`There is no ${playerName(Number(action.seat))} in this game of ${p.count} players.`);
    if (!seats.includes(action.seat)) throw new EngineError(outOfTurn(ctx.state, action.seat, seats));
  }
  const spent = diceSpent(action);
  if (p.mode !== 'sharedExpedition') {
    if (action.diceOf !== undefined)
      throw new EngineError(
        'Only a shared expedition divides the Lara Dice among the players: "diceOf" has no place here.',
      );
    return undefined;
  }
  if (spent === 0) {
    if (action.diceOf !== undefined && action.diceOf.some((n) => n !== 0))
      throw new EngineError(`"${action.type}" uses no Lara Dice: "diceOf" must be left out.`);
    return undefined;
  }
  const split = action.diceOf ?? onlyHolder(p, spent);
  if (!Array.isArray(split) || split.length !== p.count || split.some((n) => !Number.isInteger(n) || n < 0))
    throw new EngineError(
      `"diceOf" gives how many Lara Dice each of the ${p.count} players uses (${p.count} whole numbers, 0 or more).`,
    );
  const total = split.reduce((a, b) => a + b, 0);
  if (total !== spent)
    throw new EngineError(`"diceOf" adds up to ${total} Lara Dice, but "${action.type}" uses ${spent}.`);
  split.forEach((n, seat) => {
    if (n > p.dice[seat]!)
      throw new EngineError(
        `${cap(playerName(seat))} holds ${p.dice[seat]} Lara Di${p.dice[seat] === 1 ? 'e' : 'ce'} this Lara Phase ` +
          `and cannot use ${n}: each die is used once a turn.`,
      );
  });
  if (action.seat !== undefined && split[action.seat] === 0)
    throw new EngineError(
      `${cap(playerName(action.seat))} uses none of their own Lara Dice here: ` +
        'each player decides when their own dice are used.',
    );
  return split;
}

function onlyHolder(p: PlayersState, spent: number): number[] {
  const holders = p.dice.map((n, seat) => (n > 0 ? seat : -1)).filter((s) => s >= 0);
  if (holders.length !== 1)
    throw new EngineError(
      'In a shared expedition an action says whose Lara Dice it uses ("diceOf", one number per player): ' +
        `the players hold ${p.dice.join(', ')}.`,
    );
  return p.dice.map((_, seat) => (seat === holders[0] ? spent : 0));
}

function outOfTurn(state: CocState, seat: number, seats: number[]): string {
  const p = state.players!;
  const who = seats.map(playerName).join(' or ');
  if (p.mode === 'passController')
    return (
      `It is ${who}'s turn with the Lara Dice (pass the controller): ` +
      `${playerName(seat)} waits until the Event Phase ends.`
    );
  if (seats.length === 1 && seats[0] === 0)
    return `This is for Lara's player (player 1); ${playerName(seat)} plays the enemies.`;
  if (state.pending?.kind === 'enemyMove')
    return `${cap(who)} moves ${state.pending.enemy}; ${playerName(seat)} does not.`;
  return `This is for the enemy players (${who}); ${playerName(seat)} plays Lara.`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the state was before an action, for afterAction. */
export interface Mark {
  phase: CocState['phase'];
  round: number;
  level: string;
}

export const markOf = (state: CocState): Mark => ({ phase: state.phase, round: state.round, level: state.level.id });

/** After an action: the controller passes on (end of the Event Phase), the shared dice are spent or divided anew. */
export function afterAction(ctx: Ctx, action: CocAction, mark: Mark, split: number[] | undefined): void {
  const { state } = ctx;
  const p = state.players!;
  if (p.mode === 'passController' && action.type === 'endEventPhase') {
    p.controller = (p.controller + 1) % p.count;
    ctx.events.push({ type: 'players', text: `The Lara Dice pass to ${playerName(p.controller)}.` });
  }
  if (p.mode !== 'sharedExpedition') return;
  const newPhase =
    state.phase === 'lara' && (mark.phase !== 'lara' || mark.round !== state.round || mark.level !== state.level.id);
  if (newPhase) {
    p.dice = divide(state.lara.diceLeft, p.count, state.round);
    ctx.events.push({
      type: 'players',
      text: `The Lara Dice are divided: ${p.dice.map((n, s) => `${playerName(s)} ${n}`).join(', ')}.`,
    });
    return;
  }
  if (split) split.forEach((n, seat) => (p.dice[seat]! -= n));
  settleDice(state);
}

/**
 * Keeps the players' dice adding up to Lara's dice left when something else changed them (a card
 * that takes dice away, a death): dice are taken from the player holding most (the last such seat),
 * given to the player holding fewest (the first such seat) — rule decision 493.
 */
export function settleDice(state: CocState): void {
  const p = state.players;
  if (!p || p.mode !== 'sharedExpedition') return;
  const target = state.lara.diceLeft;
  let sum = p.dice.reduce((a, b) => a + b, 0);
  for (; sum > target; sum--) {
    const most = Math.max(...p.dice);
    p.dice[p.dice.lastIndexOf(most)]! -= 1;
  }
  for (; sum < target; sum++) {
    const fewest = Math.min(...p.dice);
    p.dice[p.dice.indexOf(fewest)]! += 1;
  }
}

/** Every way of taking `k` dice from the players' holdings (seat order, the first player's share growing first). */
export function diceSplits(dice: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rest = (from: number) => dice.slice(from).reduce((a, b) => a + b, 0);
  const go = (seat: number, left: number) => {
    if (seat === dice.length) {
      if (left === 0) out.push(cur.slice());
      return;
    }
    for (let n = 0; n <= Math.min(left, dice[seat]!); n++) {
      if (left - n > rest(seat + 1)) continue;
      cur.push(n);
      go(seat + 1, left - n);
      cur.pop();
    }
  };
  go(0, k);
  return out;
}

/** Shared expedition: each legal action that uses dice, once for every way of sharing them. */
export function withDiceSplits(state: CocState, actions: CocAction[]): CocAction[] {
  const p = state.players;
  if (!p || p.mode !== 'sharedExpedition' || state.pending) return actions;
  const out: CocAction[] = [];
  for (const a of actions) {
    const k = diceSpent(a);
    if (k === 0) out.push(a);
    else for (const diceOf of diceSplits(p.dice, k)) out.push({ ...a, diceOf });
  }
  return out;
}

/** What a report shows of the players. */
export function playersReport(state: CocState) {
  const p = state.players;
  return (
    p && { mode: p.mode, count: p.count, controller: p.controller, dice: p.dice.slice(), toAct: seatsToAct(state) }
  );
}
