/**
 * What one seat may see of a game (rule decision 320): the museum's open tiles with their walls as
 * they lie, closed tiles only as backs, every figure with the number of cards in its hand (the
 * cards themselves only to their owner, and to all once the game is over), the piles as counts (their order and the
 * generator that
 * shuffles them never), the discard piles face up, the counters lying open in the rooms, and the
 * points. The view names everything it shows (tile walls, card values, counter points), so a board
 * draws it without the content.
 */
import { cardOf, discoveryOf, objectOf, tileOf, type AodContent } from './content.ts';
import { isStart } from './board.ts';
import { figurePoints, points, scorers } from './score.ts';
import {
  DIRECTIONS,
  SORTS,
  type AodState,
  type Direction,
  type Place,
  type Rotation,
  type Side,
  type Sort,
} from './types.ts';
import type { AodSetup } from './content.ts';

export interface CardView {
  id: string;
  name: string;
  sort: Sort;
  value: number;
}

export interface CounterView {
  id: string;
  name: string;
  /** evidence, painting or large for objects; discovery for discovery counters. */
  sort: 'evidence' | 'painting' | 'large' | 'discovery';
  /** Points (an object's value, a discovery counter's points). */
  value: number;
  /** For a discovery counter: whom the police watching the room chased. */
  police?: 'none' | 'good' | 'bad' | 'both';
}

export type TileView =
  | { open: false }
  | {
      open: true;
      tile: string;
      name: string;
      rotation: Rotation;
      /** The walls as the tile lies now (turned). */
      walls: Direction[];
      reload: Sort | null;
      torch: boolean;
    };

export interface FigureView {
  character: string;
  name: string;
  side: Side;
  scorer: string;
  at: Place | null;
  onStart: boolean;
  down: boolean;
  missTurn: boolean;
  /** How many cards the figure holds (anyone may ask). */
  handSize: number;
  /** The cards themselves: only in the owner's view. */
  hand: CardView[] | null;
  carrying: CounterView | null;
  discoveries: CounterView[];
  scored: CounterView[];
  destroyed: CounterView[];
  minus: number;
  points: number;
}

export interface AodView {
  game: 'aod';
  /** The seat the view is for (a character id), or null for what everyone sees. */
  viewer: string | null;
  setup: string;
  setupName: string;
  players: number;
  teams: boolean;
  width: number;
  height: number;
  /** Row by row; null where the museum has collapsed. */
  cells: (TileView | null)[];
  start: Place;
  startWalls: Direction[];
  figures: FigureView[];
  /** Each sort: cards left to draw (a count) and the discard pile face up, the last played on top. */
  piles: Record<Sort, { draw: number; discard: CardView[] }>;
  discoveryPile: number;
  /** Objects still piled face down, and whether the large one (on the time bomb) is among them. */
  objectPile: { count: number; large: boolean };
  lying: { object: CounterView; at: Place }[];
  fallen: { tiles: number; objects: CounterView[] };
  turn: { player: string; actionsLeft: number; energy: number | null };
  round: number;
  pending: {
    kind: 'ditch' | 'hits' | 'place';
    player: string;
    count?: number;
    hits?: number;
    shooter?: string;
    at?: Place;
  } | null;
  /** The time bomb once the large object lies open on it: the character holding its counter, the rings fallen. */
  bomb: { at: Place; exploded: boolean; holder: string | null; ring: number } | null;
  status: 'playing' | 'over';
  scores: { scorer: string; name: string; points: number }[];
  winners: string[];
}

const turned = (walls: readonly string[], rotation: number): Direction[] =>
  walls
    .map((w) => DIRECTIONS[(DIRECTIONS.indexOf(w as Direction) + rotation / 90) % 4]!)
    .sort((a, b) => DIRECTIONS.indexOf(a) - DIRECTIONS.indexOf(b));

export function cardView(content: AodContent, card: string): CardView {
  const c = cardOf(content, card);
  return { id: card, name: c.name, sort: c.sort, value: c.value };
}

export function objectView(content: AodContent, id: string): CounterView {
  const o = objectOf(content, id);
  return { id, name: o.name, sort: o.sort, value: o.value };
}

function discoveryView(content: AodContent, id: string): CounterView {
  const d = discoveryOf(content, id);
  return { id, name: d.name, sort: 'discovery', value: d.points, police: d.police };
}

/** A scorer's name: the side for a team, else the character's name. */
export function scorerName(setup: AodSetup, scorer: string): string {
  if (scorer === 'good') return 'The good guys';
  if (scorer === 'bad') return 'The bad guys';
  return setup.characters.find((c) => c.id === scorer)?.name ?? scorer;
}

/** The game as `seat` (a character id) may see it; with undefined, as every player sees it. */
export function aodView(content: AodContent, state: AodState, seat: string | undefined): AodView {
  const setup = content.setups.get(state.setup)!;
  const who = (i: number) => state.figures[i]!.character;
  const name = (id: string) => setup.characters.find((c) => c.id === id)?.name ?? id;
  const cells = state.cells.map((cell): TileView | null => {
    if (!cell) return null;
    if (!cell.open) return { open: false };
    const tile = tileOf(content, cell.piece);
    return {
      open: true,
      tile: tile.id,
      name: tile.name,
      rotation: cell.rotation,
      walls: turned(tile.walls, cell.rotation),
      reload: tile.reload ?? null,
      torch: tile.torch ?? false,
    };
  });
  const p = state.pending;
  return {
    game: 'aod',
    viewer: seat ?? null,
    setup: state.setup,
    setupName: setup.name,
    players: state.players,
    teams: state.teams,
    width: state.width,
    height: state.height,
    cells,
    start: { ...state.start },
    startWalls: turned(tileOf(content, setup.startTile).walls, 0),
    figures: state.figures.map((f) => ({
      character: f.character,
      name: name(f.character),
      side: f.side,
      scorer: f.scorer,
      at: f.at && { ...f.at },
      onStart: isStart(state, f.at),
      down: f.down,
      missTurn: f.missTurn,
      handSize: f.hand.length,
      hand: seat === f.character || state.status === 'over' ? f.hand.map((c) => cardView(content, c)) : null,
      carrying: f.carrying ? objectView(content, f.carrying) : null,
      discoveries: f.discoveries.map((d) => discoveryView(content, d)),
      scored: f.scored.map((o) => objectView(content, o)),
      destroyed: f.destroyed.map((o) => objectView(content, o)),
      minus: f.minus,
      points: figurePoints(content, f),
    })),
    piles: Object.fromEntries(
      SORTS.map((sort) => [
        sort,
        { draw: state.piles[sort].draw.length, discard: state.piles[sort].discard.map((c) => cardView(content, c)) },
      ]),
    ) as AodView['piles'],
    discoveryPile: state.discoveryPile.length,
    objectPile: {
      count: state.objectPile.length,
      large: state.objectPile.some((o) => objectOf(content, o).sort === 'large'),
    },
    lying: state.lying.map((l) => ({ object: objectView(content, l.object), at: { ...l.at } })),
    fallen: { tiles: state.fallen.pieces.length, objects: state.fallen.objects.map((o) => objectView(content, o)) },
    turn: { player: who(state.turn.player), actionsLeft: state.turn.actionsLeft, energy: state.turn.energy },
    round: state.round,
    pending: p
      ? p.kind === 'ditch'
        ? { kind: 'ditch', player: who(p.player), count: p.count }
        : p.kind === 'hits'
          ? { kind: 'hits', player: who(p.player), hits: p.hits, shooter: who(p.shooter) }
          : { kind: 'place', player: who(p.player), at: { ...p.at } }
      : null,
    bomb: state.bomb
      ? {
          at: { ...state.bomb.at },
          exploded: state.bomb.exploded,
          holder: state.bomb.holder === null ? null : who(state.bomb.holder),
          ring: state.bomb.ring,
        }
      : null,
    status: state.status,
    scores: scorers(state).map((scorer) => ({
      scorer,
      name: scorerName(setup, scorer),
      points: points(content, state, scorer),
    })),
    winners: [...state.winners],
  };
}
