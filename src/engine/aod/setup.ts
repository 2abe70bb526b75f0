/**
 * A new game from a museum setup: the tiles dealt face down (or laid as fixed), the figures on the
 * starting tile, the counters piled (the large one at the bottom), the three card piles shuffled and
 * one card of each sort to every player; then Lara's (the first seat's) turn.
 */
import { seedRandom, shuffle } from '../core/random.ts';
import type { AodSetup } from './content.ts';
import { cardOf, objectOf, setupOf, tileOf, type AodContent } from './content.ts';
import { say, actionsPerTurn, nameOf, type Ctx } from './context.ts';
import { takeCards } from './cards.ts';
import { SORTS, type AodState, type Cell, type Figure, type NewGameOptions, type Rotation } from './types.ts';

/** Copies of an item: "id#1", "id#2", … */
const copies = (id: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${id}#${i + 1}`);

/** What is wrong with a setup for this many players, in words (empty when it can be played). */
export function setupProblems(content: AodContent, setup: AodSetup, players: number): string[] {
  const out: string[] = [];
  const seat = setup.seats.find((x) => x.players === players);
  if (!seat)
    out.push(
      `The setup "${setup.id}" has no seating for ${players} players (it has ` +
        `${setup.seats.map((x) => x.players).join(', ')}).`,
    );
  for (const c of seat?.order ?? [])
    if (!setup.characters.some((x) => x.id === c)) out.push(`The seating names an unknown character "${c}".`);
  const size = setup.width * setup.height;
  const dealt = setup.deal === 'random' ? setup.tiles.reduce((n, t) => n + t.count, 0) : setup.fixed.length;
  if (dealt !== size)
    out.push(`The museum has ${size} places but ${dealt} tiles are ${setup.deal === 'random' ? 'dealt' : 'laid'}.`);
  const { x, y } = setup.start;
  const outside = x < 0 || y < 0 || x >= setup.width || y >= setup.height;
  const next = (x === -1 || x === setup.width) !== (y === -1 || y === setup.height);
  if (!outside || !next)
    out.push(`The starting tile at (${x}, ${y}) must lie just outside the museum, next to a tile along one side.`);
  if (setup.objects.filter((o) => content.objects.get(o)?.sort === 'large').length > 1)
    out.push('Only one object can be the large one on the time bomb.');
  return out;
}

export function newGameState(content: AodContent, setupId: string, options: NewGameOptions): { ctx: Ctx } {
  const setup = setupOf(content, setupId);
  const players = options.players ?? Math.min(...setup.seats.map((x) => x.players));
  const problems = setupProblems(content, setup, players);
  if (problems.length) throw new Error(problems.join(' '));
  const seat = setup.seats.find((x) => x.players === players)!;
  const random = seedRandom(options.seed);
  const cells: Cell[] = [];
  if (setup.deal === 'random') {
    const pieces = shuffle(
      random,
      setup.tiles.flatMap((t) => (tileOf(content, t.tile), copies(t.tile, t.count))),
    );
    for (const piece of pieces) cells.push({ piece, open: false, rotation: 0 });
  } else {
    const seen = new Map<string, number>();
    const at = new Map<string, Cell>();
    for (const f of setup.fixed) {
      tileOf(content, f.tile);
      const n = (seen.get(f.tile) ?? 0) + 1;
      seen.set(f.tile, n);
      if (f.at.x < 0 || f.at.y < 0 || f.at.x >= setup.width || f.at.y >= setup.height)
        throw new Error(`A fixed tile lies outside the museum at (${f.at.x}, ${f.at.y}).`);
      if (at.has(`${f.at.x},${f.at.y}`)) throw new Error(`Two fixed tiles lie at (${f.at.x}, ${f.at.y}).`);
      at.set(`${f.at.x},${f.at.y}`, {
        piece: `${f.tile}#${n}`,
        open: f.open ?? false,
        rotation: (f.rotation ?? 0) as Rotation,
      });
    }
    for (let y = 0; y < setup.height; y++) for (let x = 0; x < setup.width; x++) cells.push(at.get(`${x},${y}`)!);
  }
  const teams = seat.teams ?? false;
  const figures: Figure[] = seat.order.map((id) => {
    const side = setup.characters.find((c) => c.id === id)!.side;
    return {
      character: id,
      side,
      scorer: teams ? side : id,
      at: { ...setup.start },
      down: false,
      missTurn: false,
      hand: [],
      carrying: null,
      discoveries: [],
      scored: [],
      destroyed: [],
      minus: 0,
    };
  });
  const piles = {
    energy: { draw: [], discard: [] },
    ammo: { draw: [], discard: [] },
    life: { draw: [], discard: [] },
  } as AodState['piles'];
  for (const entry of setup.deck) {
    const card = cardOf(content, entry.card);
    piles[card.sort].draw.push(...copies(card.id, entry.copies ?? card.copies));
  }
  for (const sort of SORTS) shuffle(random, piles[sort].draw);
  const large = setup.objects.filter((o) => objectOf(content, o).sort === 'large');
  const others = shuffle(
    random,
    setup.objects.filter((o) => objectOf(content, o).sort !== 'large'),
  );
  const state: AodState = {
    game: 'aod',
    setup: setup.id,
    players,
    teams,
    random,
    width: setup.width,
    height: setup.height,
    cells,
    start: { ...setup.start },
    figures,
    piles,
    discoveryPile: shuffle(random, [...setup.discoveries]),
    objectPile: [...others, ...large],
    lying: [],
    fallen: { pieces: [], objects: [] },
    turn: { player: 0, actionsLeft: actionsPerTurn({ setup } as Ctx), energy: null, ended: false },
    round: 1,
    roundLimit: options.roundLimit ?? null,
    pending: null,
    bomb: null,
    status: 'playing',
    scoreLog: [],
    winners: [],
    log: [],
  };
  const ctx: Ctx = { content, setup, state, events: [] };
  say(
    ctx,
    'setup',
    `${players} players in the museum "${setup.name}": ${figures.map((f) => nameOf(ctx, f)).join(', ')}` +
      `${teams ? ' (two teams)' : ''}.`,
  );
  figures.forEach((_, i) => SORTS.forEach((sort) => takeCards(ctx, i, sort, 1)));
  say(ctx, 'turn', `${nameOf(ctx, figures[0]!)}'s turn (round 1).`);
  return { ctx };
}
