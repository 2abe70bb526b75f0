/**
 * The Angel of Darkness's items as the engine reads them, from `Checked<kind>` items (engine/core/checked-content.ts,
 * rule decision 575): every value there has its type, but a draft may miss any field. A missing field takes its
 * default where the rulebook gives one (a tile is a corridor, a card or a tile entry one copy, a discovery counter is
 * worth one point, shows no police and lays no object, a setup has no evidence or painting and no discovery counter,
 * its tiles dealt at random unless laid); an item missing a field with no default (a card's or counter's sort or
 * value, a museum's size, start, characters, seats or deck) is not read, and its problems name each such field.
 */
import type { Checked } from '../../model/item-types.ts';
import type * as T from '../../model/types.generated.ts';
import { each, has, result, type Read } from '../core/read-fields.ts';

export type AodTile = Omit<T.AodTile, 'walls'> & { walls: readonly T.AodCompass[] };
export type AodActionCard = T.AodActionCard;
/** A discovery counter is worth one point unless it says otherwise. */
export type AodDiscovery = T.AodDiscovery & { points: number };
export type AodObject = T.AodObject;
export interface AodSeat {
  players: number;
  order: readonly string[];
  teams?: boolean;
}
export type AodSetup = Omit<
  T.AodSetup,
  'characters' | 'seats' | 'deck' | 'tiles' | 'fixed' | 'discoveries' | 'objects'
> & {
  characters: readonly T.AodCharacter[];
  seats: readonly AodSeat[];
  deck: readonly { card: string; copies?: number }[];
  tiles: readonly { tile: string; count: number }[];
  fixed: readonly { tile: string; at: T.AodCell; rotation?: T.AodRotation; open?: boolean }[];
  discoveries: readonly string[];
  objects: readonly string[];
};

export function readTile(t: Checked<'aodTile'>): Read<AodTile> {
  return { item: { ...t, name: t.name ?? t.id, role: t.role ?? 'corridor', walls: t.walls ?? [] } };
}

export function readCard(c: Checked<'aodActionCard'>): Read<AodActionCard> {
  const out: string[] = [];
  const { sort, value } = c;
  if (!has(out, '', { sort, value }) || sort === undefined || value === undefined) return { missing: out };
  return { item: { ...c, name: c.name ?? c.id, sort, value, copies: c.copies ?? 1 } };
}

export function readDiscovery(d: Checked<'aodDiscovery'>): Read<AodDiscovery> {
  return {
    item: { ...d, name: d.name ?? d.id, points: d.points ?? 1, police: d.police ?? 'none', objects: d.objects ?? 0 },
  };
}

export function readObject(o: Checked<'aodObject'>): Read<AodObject> {
  const out: string[] = [];
  const { sort, value } = o;
  if (!has(out, '', { sort, value }) || sort === undefined || value === undefined) return { missing: out };
  return { item: { ...o, name: o.name ?? o.id, sort, value } };
}

type Loose<K extends keyof T.AodSetup> = NonNullable<Checked<'aodSetup'>[K]>;

const cellAt = (out: string[], at: string, cell: Loose<'start'> | undefined): T.AodCell | undefined => {
  if (cell === undefined) return undefined;
  const { x, y } = cell;
  return has(out, at, { x, y }) && x !== undefined && y !== undefined ? { x, y } : undefined;
};

export function readSetup(s: Checked<'aodSetup'>): Read<AodSetup> {
  const out: string[] = [];
  const { width, height, startTile } = s;
  const start = cellAt(out, '/start', s.start);
  const characters = each(s.characters, '/characters', (c: Loose<'characters'>[number], at) => {
    const { id, side } = c;
    return has(out, at, { id, side }) && id !== undefined && side !== undefined
      ? { id, side, name: c.name ?? id }
      : undefined;
  });
  const seats = each(s.seats, '/seats', (seat: Loose<'seats'>[number], at): AodSeat | undefined => {
    const { players, order } = seat;
    if (!has(out, at, { players, order }) || players === undefined || order === undefined) return undefined;
    return seat.teams === undefined ? { players, order } : { players, order, teams: seat.teams };
  });
  const deck = each(s.deck, '/deck', (entry: Loose<'deck'>[number], at) =>
    has(out, at, { card: entry.card }) && entry.card !== undefined ? { ...entry, card: entry.card } : undefined,
  );
  const tiles = each(s.tiles ?? [], '/tiles', (entry: Loose<'tiles'>[number], at) =>
    has(out, at, { tile: entry.tile }) && entry.tile !== undefined
      ? { tile: entry.tile, count: entry.count ?? 1 }
      : undefined,
  );
  const fixed = each(s.fixed ?? [], '/fixed', (entry: Loose<'fixed'>[number], at) => {
    const { tile } = entry;
    const cell = cellAt(out, `${at}/at`, entry.at);
    return has(out, at, { tile, at: entry.at }) && tile !== undefined && cell !== undefined
      ? { ...entry, tile, at: cell }
      : undefined;
  });
  has(out, '', { width, height, startTile, start: s.start, characters: s.characters, seats: s.seats, deck: s.deck });
  if (
    width === undefined ||
    height === undefined ||
    startTile === undefined ||
    start === undefined ||
    characters === undefined ||
    seats === undefined ||
    deck === undefined ||
    tiles === undefined ||
    fixed === undefined
  )
    return { missing: out };
  return result(out, {
    ...s,
    name: s.name ?? s.id,
    width,
    height,
    deal: s.deal ?? (s.fixed ? 'fixed' : 'random'),
    tiles,
    fixed,
    startTile,
    start,
    characters,
    seats,
    deck,
    discoveries: s.discoveries ?? [],
    objects: s.objects ?? [],
  });
}
