/**
 * Every action the rules allow now: the answers to a pending decision, or the current player's own
 * actions. Card choices are listed once per set of values (copies of equal cards are interchangeable).
 */
import { wallsOf } from './content.ts';
import { energyCost, type Ctx } from './context.ts';
import { adjacent, cellAt, isStart, samePlace, stepProblem } from './board.ts';
import { cardsLeft, sortOf, sumOf, valueOf } from './cards.ts';
import { targetProblem } from './shoot.ts';
import { DIRECTIONS, ROTATIONS, SORTS, type AodAction, type Figure, type Place, type Sort } from './types.ts';

/** Sub-sets of `cards` (as lists), one per multiset of card ids, optionally of one size. */
export function cardSets(cards: readonly string[], size?: number): string[][] {
  const out: string[][] = [];
  const seen = new Set<string>();
  const n = cards.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const set = cards.filter((_, i) => mask & (1 << i));
    if (size !== undefined && set.length !== size) continue;
    const key = set
      .map((c) => c.split('#')[0])
      .sort()
      .join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(set);
  }
  return out;
}

export function legalActions(ctx: Ctx): AodAction[] {
  const s = ctx.state;
  if (s.status !== 'playing') return [];
  const pending = s.pending;
  if (pending?.kind === 'ditch')
    return cardSets(s.figures[pending.player]!.hand, pending.count).map((cards) => ({ type: 'ditch', cards }));
  if (pending?.kind === 'place') {
    const cell = cellAt(s, pending.at)!;
    return ROTATIONS.filter(
      (r) =>
        r === 0 ||
        (rotationMatters(ctx, cell.piece, 0, r) &&
          ROTATIONS.slice(0, ROTATIONS.indexOf(r)).every((q) => rotationMatters(ctx, cell.piece, q, r))),
    ).map((rotation) => ({ type: 'place', rotation }));
  }
  if (pending?.kind === 'hits') {
    const lives = s.figures[pending.player]!.hand.filter((c) => sortOf(ctx, c) === 'life');
    return cardSets(lives)
      .filter(
        (set) => sumOf(ctx, set) >= pending.hits && set.every((c) => sumOf(ctx, set) - valueOf(ctx, c) < pending.hits),
      )
      .map((cards) => ({ type: 'takeHits', cards }));
  }
  const f = s.figures[s.turn.player]!;
  const out: AodAction[] = [];
  if (s.turn.energy === null && s.turn.actionsLeft > 0) {
    for (const sort of SORTS) if (cardsLeft(ctx, sort) > 0) out.push({ type: 'reload', sort });
    const bySort = (sort: Sort) => f.hand.filter((c) => sortOf(ctx, c) === sort);
    for (const cards of cardSets(bySort('energy'))) out.push({ type: 'play', cards });
    const targets = isStart(s, f.at) ? [] : s.figures.filter((t) => !targetProblem(ctx, f, t));
    if (targets.length)
      for (const cards of cardSets(bySort('ammo')))
        for (const t of targets) out.push({ type: 'play', cards, target: t.character });
  }
  if (s.turn.energy !== null) out.push(...energyActions(ctx, f, s.turn.energy));
  out.push(...counterActions(ctx, f));
  out.push({ type: 'endTurn' });
  return out;
}

function energyActions(ctx: Ctx, f: Figure, energy: number): AodAction[] {
  const s = ctx.state;
  const out: AodAction[] = [];
  const here = f.at!;
  const around: Place[] = [
    here,
    ...DIRECTIONS.map((d) => ({
      x: here.x + (d === 'E' ? 1 : d === 'W' ? -1 : 0),
      y: here.y + (d === 'S' ? 1 : d === 'N' ? -1 : 0),
    })),
  ];
  for (const at of around) {
    const cell = cellAt(s, at);
    if (!cell) continue;
    if (!cell.open && adjacent(here, at) && energy >= energyCost(ctx, 'open')) out.push({ type: 'open', at });
    if (cell.open && energy >= energyCost(ctx, 'rotate'))
      for (const rotation of ROTATIONS)
        if (rotation !== cell.rotation && rotationMatters(ctx, cell.piece, cell.rotation, rotation))
          out.push({ type: 'rotate', at, rotation });
  }
  if (energy >= energyCost(ctx, 'move'))
    for (const direction of DIRECTIONS) if (!stepProblem(ctx, here, direction)) out.push({ type: 'move', direction });
  out.push({ type: 'stop' });
  return out;
}

/**
 * Rotations that leave the walls where they were (a straight corridor turned half round) are legal
 * but change nothing; they are left out of the list so bots do not waste energy on them.
 */
function rotationMatters(ctx: Ctx, piece: string, from: number, to: number): boolean {
  const walls = wallsOf(ctx.content, piece);
  const turn = (r: number) =>
    walls
      .map((w) => DIRECTIONS[(DIRECTIONS.indexOf(w) + r / 90) % 4])
      .sort()
      .join('');
  return turn(from) !== turn(to);
}

function counterActions(ctx: Ctx, f: Figure): AodAction[] {
  const s = ctx.state;
  const out: AodAction[] = [];
  if (!f.carrying) for (const l of s.lying) if (samePlace(l.at, f.at)) out.push({ type: 'claim', object: l.object });
  if (f.carrying) out.push({ type: 'drop' });
  if (s.teams)
    for (const p of s.figures) {
      if (p === f || p.scorer !== f.scorer || !samePlace(p.at, f.at) || p.down) continue;
      if (f.carrying && !p.carrying) out.push({ type: 'handOver', to: p.character });
      if (p.carrying && !f.carrying) out.push({ type: 'takeOver', from: p.character });
    }
  return out;
}
