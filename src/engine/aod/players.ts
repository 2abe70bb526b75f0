/**
 * Bots. "random" picks any legal action. "careful" follows a plan a sensible player would: stop hits
 * with the least waste, ditch the weakest cards, carry a counter home, walk to a counter lying
 * open, otherwise open the museum up; shoot at whoever carries a counter; reload what it lacks.
 * Neither reads hidden information (face-down tiles, the piles' order, other hands).
 */
import { pick, type RandomState } from '../core/random.ts';
import type { Player } from '../core/game-module.ts';
import { wallsOf, type AodContent } from './content.ts';
import type { Ctx } from './context.ts';
import { cellAt, neighbour, samePlace, walkDistances } from './board.ts';
import { sortOf, sumOf } from './cards.ts';
import { contextOf, legalActions } from './game.ts';
import { legalActions as legalOf } from './legal.ts';
import { scoresFor } from './score.ts';
import { DIRECTIONS, type AodAction, type AodState, type Direction, type Place } from './types.ts';

export function aodPlayers(content: AodContent): Record<string, Player<AodState, AodAction>> {
  return {
    random: {
      id: 'random',
      name: 'random',
      oracle: false,
      choose: (state, random) => {
        const actions = legalActions(content, state);
        return actions.length ? pick([...random] as RandomState, actions) : undefined;
      },
    },
    careful: {
      id: 'careful',
      name: 'careful',
      oracle: false,
      choose: (state, random) => careful(contextOf(content, state), [...random] as RandomState),
    },
  };
}

const key = (p: Place) => `${p.x},${p.y}`;

export function careful(ctx: Ctx, random: RandomState): AodAction | undefined {
  const s = ctx.state;
  const legal = legalOf(ctx);
  if (!legal.length) return undefined;
  const cheapest = (type: string) =>
    legal
      .filter((a) => a.type === type)
      .sort((a, b) => sumOf(ctx, (a as { cards: string[] }).cards) - sumOf(ctx, (b as { cards: string[] }).cards))[0];
  const p = s.pending;
  if (p?.kind === 'hits') return cheapest('takeHits');
  if (p?.kind === 'ditch') return cheapest('ditch');
  if (p?.kind === 'place') return placeFacing(ctx, legal);
  const f = s.figures[s.turn.player]!;
  const claims = legal.filter((a): a is { type: 'claim'; object: string } => a.type === 'claim');
  const mine = claims.find((a) => scoresFor(ctx.content, a.object, f)) ?? claims[0];
  if (mine) return mine;
  if (s.turn.energy !== null) return energyStep(ctx, legal) ?? { type: 'stop' };
  const shots = legal.filter(
    (a): a is { type: 'play'; cards: string[]; target: string } => a.type === 'play' && a.target !== undefined,
  );
  const carrierShot = shots
    .filter((a) => s.figures.find((x) => x.character === a.target)!.carrying)
    .sort((a, b) => b.cards.length - a.cards.length)[0];
  if (carrierShot) return carrierShot;
  const energy = legal.filter(
    (a): a is { type: 'play'; cards: string[] } => a.type === 'play' && a.target === undefined,
  );
  const all = energy.sort((a, b) => b.cards.length - a.cards.length)[0];
  if (all && (sumOf(ctx, all.cards) >= 3 || s.turn.actionsLeft === 1)) return all;
  if (shots.length && random[0] % 2 === 0) return shots.sort((a, b) => b.cards.length - a.cards.length)[0];
  const count = (sort: string) => f.hand.filter((c) => sortOf(ctx, c) === sort).length;
  const want = count('energy') < 3 ? 'energy' : count('life') < 2 ? 'life' : count('ammo') < 2 ? 'ammo' : 'energy';
  const reload = legal.find((a) => a.type === 'reload' && a.sort === want) ?? legal.find((a) => a.type === 'reload');
  if (reload && f.hand.length < 7) return reload;
  if (all) return all;
  return { type: 'endTurn' };
}

/** With energy to spend: home with a counter, to the nearest counter lying open, or open a tile. */
function energyStep(ctx: Ctx, legal: AodAction[]): AodAction | undefined {
  const s = ctx.state;
  const f = s.figures[s.turn.player]!;
  const here = f.at!;
  const moves = legal.filter((a): a is { type: 'move'; direction: Direction } => a.type === 'move');
  if (f.carrying) return towards(ctx, here, [s.start], moves);
  const counters = s.lying.map((l) => l.at).filter((at) => !samePlace(at, here));
  const toCounter = towards(ctx, here, counters, moves);
  if (toCounter) return toCounter;
  const open = legal.find((a) => a.type === 'open');
  if (open) return open;
  const reach = walkDistances(ctx, here);
  const frontier: Place[] = [];
  for (const k of reach.keys()) {
    const [x, y] = k.split(',').map(Number) as [number, number];
    if (DIRECTIONS.some((d) => cellAt(s, neighbour({ x, y }, d))?.open === false)) frontier.push({ x, y });
  }
  return (
    towards(
      ctx,
      here,
      frontier.filter((p) => !samePlace(p, here)),
      moves,
    ) ?? widening(ctx, legal, reach.size)
  );
}

/** A rotation after which more of the museum can be walked to (none when no rotation helps). */
function widening(ctx: Ctx, legal: AodAction[], reachable: number): AodAction | undefined {
  const s = ctx.state;
  const here = s.figures[s.turn.player]!.at!;
  let best: AodAction | undefined;
  let most = reachable;
  for (const a of legal) {
    if (a.type !== 'rotate') continue;
    const cell = cellAt(s, a.at)!;
    const was = cell.rotation;
    cell.rotation = a.rotation; // tried in place and put back: walkDistances only reads the board
    const n = walkDistances(ctx, here).size;
    cell.rotation = was;
    if (n > most) [best, most] = [a, n];
  }
  return best;
}

/** The first step of a shortest walk to the nearest of `goals` (undefined when none can be reached). */
function towards(
  ctx: Ctx,
  here: Place,
  goals: Place[],
  moves: { type: 'move'; direction: Direction }[],
): AodAction | undefined {
  const from = walkDistances(ctx, here);
  const goal = goals.filter((g) => from.has(key(g))).sort((a, b) => from.get(key(a))! - from.get(key(b))!)[0];
  if (!goal) return undefined;
  const back = walkDistances(ctx, goal);
  const now = back.get(key(here))!;
  return moves.find((m) => back.get(key(neighbour(here, m.direction))) === now - 1);
}

/** Lays a just-opened tile with as few walls as possible facing the opener's tile. */
function placeFacing(ctx: Ctx, legal: AodAction[]): AodAction {
  const s = ctx.state;
  const p = s.pending as { kind: 'place'; player: number; at: Place };
  const from = s.figures[p.player]!.at!;
  const facing: Direction = from.x < p.at.x ? 'W' : from.x > p.at.x ? 'E' : from.y < p.at.y ? 'N' : 'S';
  const walls = wallsOf(ctx.content, cellAt(s, p.at)!.piece);
  const open = legal.find((a) => {
    if (a.type !== 'place') return false;
    const unturned = DIRECTIONS[(DIRECTIONS.indexOf(facing) - a.rotation / 90 + 4) % 4]!;
    return !walls.includes(unturned);
  });
  return open ?? legal[0]!;
}
