/**
 * A scenario's `arrange`: the state after setup changed to a position worth testing, by moving
 * things from where they are (so every card, tile and counter stays in exactly one place).
 */
import { itemIdOf } from './content.ts';
import { actionsPerTurn, type Ctx } from './context.ts';
import { inMuseum } from './board.ts';
import { figureIndex } from './actions.ts';
import { sortOf } from './cards.ts';
import type { Place, Rotation } from './types.ts';

export interface Arrange {
  tiles?: { at: Place; tile: string; open?: boolean; rotation?: Rotation }[];
  collapsed?: Place[];
  figures?: {
    character: string;
    at?: Place;
    hand?: string[];
    down?: boolean;
    missTurn?: boolean;
    carrying?: string | null;
    minus?: number;
    discoveries?: string[];
  }[];
  lying?: { object: string; at: Place }[];
  discoveryPile?: string[];
  objectPile?: string[];
  bomb?: { at: Place; exploded?: boolean; holder?: string | null; ring?: number; ticking?: boolean };
  current?: string;
  actionsLeft?: number;
}

export function arrange(ctx: Ctx, a: Arrange): void {
  const s = ctx.state;
  const done = new Set<number>();
  for (const t of a.tiles ?? []) {
    if (!inMuseum(s, t.at)) throw new Error(`arrange: (${t.at.x}, ${t.at.y}) is not in the museum.`);
    const target = t.at.y * s.width + t.at.x;
    const from = s.cells.findIndex(
      (c, i) => c && itemIdOf(c.piece) === t.tile && !done.has(i) && (i === target || !done.has(target)),
    );
    if (from < 0) throw new Error(`arrange: no tile "${t.tile}" is left to lay at (${t.at.x}, ${t.at.y}).`);
    [s.cells[from], s.cells[target]] = [s.cells[target]!, s.cells[from]!];
    s.cells[target] = { piece: s.cells[target]!.piece, open: t.open ?? true, rotation: t.rotation ?? 0 };
    done.add(target);
  }
  for (const p of a.collapsed ?? []) {
    const i = p.y * s.width + p.x;
    if (!s.cells[i]) continue;
    s.fallen.pieces.push(s.cells[i]!.piece);
    s.cells[i] = null;
  }
  const takeObject = (object: string): string => {
    const i = s.objectPile.indexOf(object);
    if (i < 0) throw new Error(`arrange: "${object}" is not in the pile of evidence and paintings.`);
    s.objectPile.splice(i, 1);
    return object;
  };
  for (const f of a.figures ?? []) {
    const figure = s.figures[figureIndex(ctx, f.character)]!;
    if (f.at) figure.at = { ...f.at };
    if (f.down !== undefined) figure.down = f.down;
    if (f.missTurn !== undefined) figure.missTurn = f.missTurn;
    if (f.minus !== undefined) figure.minus = f.minus;
    if (f.carrying) figure.carrying = takeObject(f.carrying);
    for (const d of f.discoveries ?? []) {
      const i = s.discoveryPile.indexOf(d);
      if (i < 0) throw new Error(`arrange: "${d}" is not in the pile of discovery counters.`);
      figure.discoveries.push(...s.discoveryPile.splice(i, 1));
    }
    if (f.hand) {
      for (const c of figure.hand) s.piles[sortOf(ctx, c)].draw.push(c);
      figure.hand = [];
      for (const name of f.hand) {
        const pile = s.piles[sortOf(ctx, name)];
        const i = pile.draw.findIndex((c) => itemIdOf(c) === name);
        if (i < 0) throw new Error(`arrange: no card "${name}" is left in its draw pile.`);
        figure.hand.push(pile.draw.splice(i, 1)[0]!);
      }
    }
  }
  for (const l of a.lying ?? []) s.lying.push({ object: takeObject(l.object), at: { ...l.at } });
  if (a.discoveryPile) {
    for (const d of [...a.discoveryPile].reverse()) {
      const i = s.discoveryPile.indexOf(d);
      if (i < 0) throw new Error(`arrange: "${d}" is not in the pile of discovery counters.`);
      s.discoveryPile.splice(i, 1);
      s.discoveryPile.unshift(d);
    }
  }
  if (a.objectPile) {
    for (const o of [...a.objectPile].reverse()) s.objectPile.unshift(takeObject(o));
  }
  if (a.bomb) {
    const holder = a.bomb.holder ? figureIndex(ctx, a.bomb.holder) : null;
    s.bomb = {
      at: { ...a.bomb.at },
      exploded: a.bomb.exploded ?? false,
      holder,
      ring: a.bomb.ring ?? 0,
      ticking: a.bomb.ticking ?? false,
    };
  }
  if (a.current) {
    s.turn.player = figureIndex(ctx, a.current);
    s.turn.actionsLeft = actionsPerTurn(ctx);
  }
  if (a.actionsLeft !== undefined) s.turn.actionsLeft = a.actionsLeft;
}
