/**
 * Design checks of an Angel of Darkness museum setup (aodSetup), beyond its schema: whether it can be
 * played as it is and whether it plays as its designer expects. Pure: given the setup and a way to
 * look items up by kind and id, the problems with the path of the field each is about. The pack
 * checker (checks/aod-setup.ts) and the museum designer both show them. Every field is guarded: the
 * setup may have failed its schema.
 */
import { isObject } from './json-read.ts';

export interface SetupProblem {
  severity: 'error' | 'warning';
  /** Path of the field inside the setup. */
  path: (string | number)[];
  message: string;
}

export type Lookup = (kind: string, id: string) => Record<string, unknown> | undefined;

type Side = 'N' | 'E' | 'S' | 'W';
const SIDES: Side[] = ['N', 'E', 'S', 'W'];
const OPPOSITE: Record<Side, Side> = { N: 'S', E: 'W', S: 'N', W: 'E' };
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const wallsOf = (tile: Record<string, unknown> | undefined): Side[] =>
  arr(tile?.walls).filter((w): w is Side => SIDES.includes(w as Side));
const turned = (walls: Side[], rotation: number): Side[] =>
  walls.map((w) => SIDES[(SIDES.indexOf(w) + Math.round(rotation / 90)) % 4]!);

/** The side of the museum the starting tile faces (the side of the start tile towards the museum), if it lies well. */
function entry(
  start: { x: number; y: number },
  width: number,
  height: number,
): { at: { x: number; y: number }; side: Side } | null {
  const { x, y } = start;
  if (y === height && x >= 0 && x < width) return { at: { x, y: height - 1 }, side: 'N' };
  if (y === -1 && x >= 0 && x < width) return { at: { x, y: 0 }, side: 'S' };
  if (x === -1 && y >= 0 && y < height) return { at: { x: 0, y }, side: 'E' };
  if (x === width && y >= 0 && y < height) return { at: { x: width - 1, y }, side: 'W' };
  return null;
}

export function aodSetupProblems(setup: Record<string, unknown>, lookup: Lookup): SetupProblem[] {
  const out: SetupProblem[] = [];
  // A problem points at the deepest place of its path that the item has (a field may be missing).
  const problem = (severity: SetupProblem['severity'], path: (string | number)[], message: string) =>
    out.push({ severity, path: present(setup, path), message });
  const width = num(setup.width, 5);
  const height = num(setup.height, 5);
  const size = width * height;
  const random = setup.deal !== 'fixed';
  const tile = (id: unknown) => (typeof id === 'string' ? lookup('aodTile', id) : undefined);

  // The tiles: one per place, corridor tiles only.
  const dealt: { id: string; path: (string | number)[] }[] = [];
  if (random) {
    arr(setup.tiles).forEach((t, i) => {
      if (!isObject(t)) return;
      for (let n = 0; n < num(t.count, 0); n++) dealt.push({ id: str(t.tile), path: ['tiles', i, 'tile'] });
    });
    if (dealt.length < size)
      problem(
        'error',
        ['tiles'],
        `Too few tiles for the museum: ${width} × ${height} needs ${size}, ${dealt.length} are dealt.`,
      );
    if (dealt.length > size)
      problem(
        'error',
        ['tiles'],
        `Too many tiles for the museum: ${width} × ${height} holds ${size}, ${dealt.length} are dealt.`,
      );
  } else {
    const taken = new Set<string>();
    arr(setup.fixed).forEach((f, i) => {
      if (!isObject(f) || !isObject(f.at)) return;
      const x = num(f.at.x, -9);
      const y = num(f.at.y, -9);
      dealt.push({ id: str(f.tile), path: ['fixed', i, 'tile'] });
      if (x < 0 || y < 0 || x >= width || y >= height)
        problem('error', ['fixed', i, 'at'], `A tile lies outside the museum, at column ${x + 1}, row ${y + 1}.`);
      else if (taken.has(`${x},${y}`))
        problem('error', ['fixed', i, 'at'], `Two tiles lie at column ${x + 1}, row ${y + 1}.`);
      taken.add(`${x},${y}`);
    });
    const empty =
      size -
      [...taken].filter((k) => {
        const [x, y] = k.split(',').map(Number) as [number, number];
        return x >= 0 && y >= 0 && x < width && y < height;
      }).length;
    if (empty > 0)
      problem(
        'error',
        ['fixed'],
        `${empty} place${empty === 1 ? '' : 's'} of the museum ha${empty === 1 ? 's' : 've'} no tile: lay one on every place.`,
      );
  }
  for (const d of dealt) {
    const t = tile(d.id);
    if (t && t.role !== 'corridor')
      problem(
        'error',
        d.path,
        `"${d.id}" is not a corridor tile (it is the ${str(t.role)} tile) and cannot be part of the museum.`,
      );
    else if (t && wallsOf(t).length === 4)
      problem('warning', d.path, `"${d.id}" has walls on all four sides: nobody can ever walk onto it.`);
  }

  // Secret rooms and discovery counters.
  const torches = dealt.filter((d) => tile(d.id)?.torch === true).length;
  const counters = arr(setup.discoveries).length;
  if (torches > counters)
    problem(
      'warning',
      ['discoveries'],
      `More secret rooms than discovery counters: ${torches} torches but ${counters} counter${counters === 1 ? '' : 's'}; the last rooms found give nothing.`,
    );
  if (torches === 0)
    problem('warning', ['tiles'], 'No tile has a torch: there is no secret room, so no points and no time bomb.');

  // The time bomb: one large object, and enough room for the objects.
  const objects = arr(setup.objects).map((o) => lookup('aodObject', str(o)));
  const large = objects.filter((o) => o?.sort === 'large').length;
  if (large === 0)
    problem(
      'warning',
      ['objects'],
      'No large object: the time bomb never goes off, the museum never collapses and the game has no end.',
    );
  const revealed = arr(setup.discoveries).reduce<number>(
    (n, d) => n + num(lookup('aodDiscovery', str(d))?.objects, 0),
    0,
  );
  if (revealed < objects.length)
    problem(
      'warning',
      ['objects'],
      `The discovery counters reveal ${revealed} objects but ${objects.length} are piled: the last ${objects.length - revealed} (the large one among them) never come out.`,
    );

  // The starting tile and the way in.
  const start = isObject(setup.start) ? { x: num(setup.start.x, -9), y: num(setup.start.y, -9) } : null;
  const way = start && entry(start, width, height);
  if (start && !way)
    problem('error', ['start'], 'The starting tile must lie just outside the museum, beside one tile of a side.');
  const startTile = tile(setup.startTile);
  if (startTile && startTile.role !== 'start')
    problem('error', ['startTile'], `"${str(setup.startTile)}" is not a starting tile.`);
  if (way && startTile && wallsOf(startTile).includes(way.side))
    problem('error', ['startTile'], 'The starting tile has a wall towards the museum: no tile can ever reach it.');
  if (way && !random) {
    const at = arr(setup.fixed).find(
      (f) => isObject(f) && isObject(f.at) && f.at.x === way.at.x && f.at.y === way.at.y,
    ) as Record<string, unknown> | undefined;
    const first = tile(at?.tile);
    if (first && turned(wallsOf(first), num(at?.rotation, 0)).includes(OPPOSITE[way.side]))
      problem(
        'warning',
        ['fixed'],
        'As laid, the tile beside the starting tile has a wall towards it: no tile can reach the starting tile until it is rotated in play.',
      );
  }

  // Cards: the deck needs every sort (each player starts with one of each).
  // A card not found is the references check's problem; the sorts are judged only on a deck fully known.
  const sorts = new Map<string, number>();
  let unknown = false;
  for (const entry of arr(setup.deck)) {
    if (!isObject(entry)) continue;
    const card = lookup('aodActionCard', str(entry.card));
    if (!card) {
      unknown = true;
      continue;
    }
    sorts.set(str(card.sort), (sorts.get(str(card.sort)) ?? 0) + num(entry.copies, num(card.copies, 0)));
  }
  for (const sort of unknown ? [] : ['energy', 'ammo', 'life'])
    if (!sorts.get(sort))
      problem('error', ['deck'], `The deck has no ${sort} card: every player starts with one card of each sort.`);

  // Seats: every seating's characters exist; as many characters as players.
  const characters = new Set(arr(setup.characters).map((c) => (isObject(c) ? str(c.id) : '')));
  arr(setup.seats).forEach((s, i) => {
    if (!isObject(s)) return;
    const order = arr(s.order).map(str);
    if (order.length !== num(s.players, 0))
      problem(
        'error',
        'order' in s ? ['seats', i, 'order'] : ['seats', i],
        `The seating for ${num(s.players, 0)} players names ${order.length} character${order.length === 1 ? '' : 's'}.`,
      );
    for (const c of order)
      if (!characters.has(c))
        problem('error', ['seats', i, 'order'], `The seating names "${c}", who is not one of the characters.`);
  });
  const hand = num(setup.handLimit, 7);
  if (hand < 3)
    problem(
      'warning',
      ['handLimit'],
      `A hand limit of ${hand} is below the three cards every player starts with: they ditch at once.`,
    );
  return out;
}

/** The longest start of `path` that names a place `value` has. */
function present(value: unknown, path: (string | number)[]): (string | number)[] {
  const out: (string | number)[] = [];
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) break;
    at = (at as Record<string | number, unknown>)[key];
    out.push(key);
  }
  return out;
}
