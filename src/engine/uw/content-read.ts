/**
 * The Underworld's items as the engine reads them, from `Checked<kind>` items (engine/core/checked-content.ts, rule
 * decision 575): every value there has its type, but a draft may miss any field. A missing field takes its default
 * where the rulebook gives one (the starting kits, Lara's health, the enemy thresholds and Jörmungandr's price as the
 * rulebook prints them; a region without enemy or object cards; a track space that gives nothing; a requirement
 * without a count asks for none); an item missing a field with no default (a card's type, a game's journey or
 * adrenaline gauge, a region's tracks or obstacles, an obstacle's name, who pays or penalty, a gain's or penalty's
 * type, a requirement's kind) is not read, and its problems name each such field.
 *
 * A list shorter than its schema's least (a journey, track or price with too few entries) is a limit, kept as it is
 * (decision 575): its type's length is asserted (`listed`), and no rule reads past the entries there are.
 */
import type { Checked, Loose } from '../../model/item-types.ts';
import type * as T from '../../model/types.generated.ts';
import { each, has, result, type Read } from '../core/read-fields.ts';

type NonEmpty<X> = [X, ...X[]];
/** A list's entries, typed as their schema's list (its least length is a limit, see above). */
const listed = <L extends readonly unknown[]>(list: L[number][]): L => list as unknown as L;

/** The rulebook's numbers for a game that does not give its own. */
const RULEBOOK = {
  start: { solo: { cards: 8, medikits: 3 }, two: { cards: 8, medikits: 2 }, more: { cards: 6, medikits: 1 } },
  health: 3,
  enemies: {
    lose: 8,
    hurt: [
      { from: 4, health: 1 },
      { from: 6, health: 2 },
    ],
  },
  jormungandr: { points: 7, perMissing: 2, thorObjects: 4 },
} as const;

function readGain(out: string[], g: Loose<T.UwGain>, at: string): T.UwGain | undefined {
  return has(out, at, { type: g.type }) && g.type !== undefined ? { ...g, type: g.type } : undefined;
}

const readGains = (out: string[], gains: readonly Loose<T.UwGain>[], at: string) =>
  each(gains, at, (g, where) => readGain(out, g, where));

function readCost(out: string[], cost: Loose<T.UwCost>, at: string): T.UwCost | undefined {
  const ways = each(cost, at, (way, where) => {
    const reqs = each(way, where, (r, w): T.UwRequirement | undefined =>
      has(out, w, { what: r.what }) && r.what !== undefined ? { what: r.what, count: r.count ?? 0 } : undefined,
    );
    return reqs && listed<NonEmpty<T.UwRequirement>>(reqs);
  });
  return ways && listed<T.UwCost>(ways);
}

export function readCard(c: Checked<'uwCard'>): Read<T.UwCard> {
  const out: string[] = [];
  const { type } = c;
  const effects = c.effects && readGains(out, c.effects, '/effects');
  const defeat = c.defeat && readCost(out, c.defeat, '/defeat');
  if (!has(out, '', { type }) || type === undefined) return { missing: out };
  const card: T.UwCard = { ...c, name: c.name ?? c.id, type, effects, defeat };
  if (!c.effects) delete card.effects;
  if (!c.defeat) delete card.defeat;
  return result(out, card);
}

function readObstacle(out: string[], o: Loose<T.UwObstacle>, at: string): T.UwObstacle | undefined {
  const { name, who } = o;
  const penalty = each(o.penalty, `${at}/penalty`, (p, w): T.UwPenalty | undefined =>
    has(out, w, { type: p.type }) && p.type !== undefined ? { ...p, type: p.type } : undefined,
  );
  const reward = o.reward && readGains(out, o.reward, `${at}/reward`);
  const cost = o.cost && readCost(out, o.cost, `${at}/cost`);
  const finished = o.condition?.trackFinished;
  if (o.condition) has(out, `${at}/condition`, { trackFinished: finished });
  if (!has(out, at, { name, who, penalty: o.penalty }) || name === undefined || who === undefined || !penalty)
    return undefined;
  const obstacle: T.UwObstacle = { ...o, name, who, penalty, reward, cost, condition: undefined };
  if (finished) obstacle.condition = { trackFinished: finished };
  for (const k of ['reward', 'cost', 'condition'] as const) if (obstacle[k] === undefined) delete obstacle[k];
  return obstacle;
}

export function readRegion(r: Checked<'uwRegion'>): Read<T.UwRegion> {
  const out: string[] = [];
  const track = (name: T.UwTrack) => {
    const spaces = r.tracks?.[name];
    if (r.tracks) has(out, '/tracks', { [name]: spaces });
    const read = each(spaces, `/tracks/${name}`, (s, at): T.UwSpace | undefined => {
      const effects = readGains(out, s.effects ?? [], `${at}/effects`);
      return effects && { effects };
    });
    return read && listed<T.UwTrackSpaces>(read);
  };
  const [acrobatics, battle, trick] = [track('acrobatics'), track('battle'), track('trick')];
  const obstacles = each(r.obstacles, '/obstacles', (o, at) => readObstacle(out, o, at));
  const leaving = r.leaving && readGains(out, r.leaving, '/leaving');
  has(out, '', { tracks: r.tracks, obstacles: r.obstacles });
  if (!acrobatics || !battle || !trick || !obstacles) return { missing: out };
  const region: T.UwRegion = {
    ...r,
    name: r.name ?? r.id,
    tracks: { acrobatics, battle, trick },
    obstacles: listed<T.UwRegion['obstacles']>(obstacles),
    enemies: [...(r.enemies ?? [])],
    objects: [...(r.objects ?? [])],
    leaving,
  };
  if (!r.leaving) delete region.leaving;
  return result(out, region);
}

export function readGame(g: Checked<'uwGame'>): Read<T.UwGame> {
  const out: string[] = [];
  const { journey, adrenaline } = g;
  const kit = (n: keyof T.UwGame['start']): T.UwKit => ({
    cards: g.start?.[n]?.cards ?? RULEBOOK.start[n].cards,
    medikits: g.start?.[n]?.medikits ?? RULEBOOK.start[n].medikits,
  });
  const hurt = each(g.enemies?.hurt ?? RULEBOOK.enemies.hurt, '/enemies/hurt', (h, at) => {
    const { from, health } = h;
    return has(out, at, { from, health }) && from !== undefined && health !== undefined ? { from, health } : undefined;
  });
  const j = g.jormungandr;
  if (!has(out, '', { journey, adrenaline }) || !journey || adrenaline === undefined || !hurt) return { missing: out };
  return result(out, {
    ...g,
    name: g.name ?? g.id,
    journey: listed<T.UwGame['journey']>([...journey]),
    start: { solo: kit('solo'), two: kit('two'), more: kit('more') },
    health: g.health ?? RULEBOOK.health,
    adrenaline,
    enemies: { lose: g.enemies?.lose ?? RULEBOOK.enemies.lose, hurt },
    jormungandr: {
      points: j?.points ?? RULEBOOK.jormungandr.points,
      perMissing: j?.perMissing ?? RULEBOOK.jormungandr.perMissing,
      thorObjects: j?.thorObjects ?? RULEBOOK.jormungandr.thorObjects,
    },
  });
}
