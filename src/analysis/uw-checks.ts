/**
 * The Underworld designer's own checks (issue 24), pure and tested in Node: what a region, a card or
 * the game can get wrong that the schemas cannot see — a track with no end effect, an obstacle no
 * hand can ever pay, a journey without Helheim's end (rule decisions 375–377). Each problem points
 * into the item it is about (a JSON Pointer), as the pack checker's do.
 */
import type { ContentItem, Pack } from '../model/content.ts';
import { pointer, type Problem } from '../model/problem.ts';
import type { UwCard, UwCost, UwGame, UwRegion, UwTrack } from '../model/types.generated.ts';

const TRACKS: readonly UwTrack[] = ['acrobatics', 'battle', 'trick'];

/** What the whole content can ever give: the progress deck by type, and the treasures and points its spaces give. */
export interface UwSupply {
  cards: Record<UwTrack, number>;
  treasures: number;
  points: number;
}

/** The content the checks look things up in (first of an id wins, as the engine reads it). */
export interface UwCatalogue {
  games: Map<string, UwGame>;
  regions: Map<string, UwRegion>;
  cards: Map<string, UwCard>;
}

export function uwCatalogue(packs: readonly Pack[], draft?: ContentItem): UwCatalogue {
  const out: UwCatalogue = { games: new Map(), regions: new Map(), cards: new Map() };
  const items = [...(draft ? [draft] : []), ...packs.flatMap((p) => p.items)];
  for (const item of items) {
    const map =
      item.kind === 'uwGame'
        ? out.games
        : item.kind === 'uwRegion'
          ? out.regions
          : item.kind === 'uwCard'
            ? out.cards
            : undefined;
    if (map && !map.has(item.id)) (map as Map<string, unknown>).set(item.id, item);
  }
  return out;
}

export function uwSupply(cat: UwCatalogue): UwSupply {
  const supply: UwSupply = { cards: { acrobatics: 0, battle: 0, trick: 0 }, treasures: 0, points: 0 };
  for (const card of cat.cards.values())
    if (card.type === 'progress' && card.track) supply.cards[card.track] += card.copies ?? 1;
  for (const region of cat.regions.values()) {
    const gains = [
      ...TRACKS.flatMap((t) => region.tracks[t].flatMap((s) => s.effects)),
      ...region.obstacles.flatMap((o) => o.reward ?? []),
      ...(region.leaving ?? []),
    ];
    for (const g of gains) {
      if (g.type === 'treasure') supply.treasures += g.count ?? 1;
      if (g.type === 'point') supply.points += g.count ?? 1;
    }
  }
  return supply;
}

/** Why one way of paying can never be paid, or undefined when some table could pay it. */
export function wayProblem(way: UwCost[number], supply: UwSupply): string | undefined {
  const need = { acrobatics: 0, battle: 0, trick: 0, anyCard: 0, point: 0, treasure: 0, anyElement: 0, topCardType: 0 };
  for (const r of way) need[r.what] += r.count;
  const deck = supply.cards.acrobatics + supply.cards.battle + supply.cards.trick;
  for (const t of TRACKS)
    if (need[t] > supply.cards[t]) return `${need[t]} ${t} cards, and the progress deck has ${supply.cards[t]}`;
  const smallest = Math.min(...TRACKS.map((t) => supply.cards[t]));
  if (need.topCardType > smallest)
    return `${need.topCardType} cards of the top card's type, and the deck has only ${smallest} of one type`;
  const cards = TRACKS.reduce((n, t) => n + need[t], 0) + need.anyCard + need.topCardType;
  if (cards > deck) return `${cards} progress cards, and the deck has ${deck}`;
  if (need.treasure > supply.treasures)
    return `${need.treasure} treasures, and the whole content gives ${supply.treasures}`;
  if (need.point > supply.points) return `${need.point} points of win, and the whole content gives ${supply.points}`;
  if (cards + need.treasure + need.point + need.anyElement > deck + supply.treasures + supply.points)
    return `${cards + need.treasure + need.point + need.anyElement} cards, points and treasures, more than the content holds`;
  return undefined;
}

/** A region's problems. */
export function regionProblems(region: UwRegion, cat: UwCatalogue): Problem[] {
  const out: Problem[] = [];
  const at = (severity: Problem['severity'], message: string, ...path: (string | number)[]) =>
    out.push({ severity, pointer: pointer(...path), message, itemId: region.id });
  for (const t of TRACKS) {
    const spaces = region.tracks[t];
    if (spaces.length < 2) {
      at('error', `The ${t} track has no space after its start: Lara can never move on it.`, 'tracks', t);
      continue;
    }
    if (spaces[0]!.effects.length)
      at(
        'warning',
        `The ${t} track's first space is the start: its effects are never given.`,
        'tracks',
        t,
        0,
        'effects',
      );
    if (!spaces[spaces.length - 1]!.effects.length)
      at(
        'warning',
        `The ${t} track has no end effect: its last space gives nothing.`,
        'tracks',
        t,
        spaces.length - 1,
        'effects',
      );
    spaces.forEach((space, i) =>
      space.effects.forEach((g, j) => {
        if (g.type !== 'object') return;
        if (!g.card)
          at(
            'error',
            `Space ${i + 1} of the ${t} track gives an object but names no card.`,
            'tracks',
            t,
            i,
            'effects',
            j,
          );
        else if (!region.objects.includes(g.card))
          at(
            'warning',
            `Space ${i + 1} of the ${t} track gives "${cat.cards.get(g.card)?.name ?? g.card}", which is not one of the region's object cards.`,
            'tracks',
            t,
            i,
            'effects',
            j,
            'card',
          );
      }),
    );
  }
  if (region.obstacles.length !== 6)
    at('warning', `The region has ${region.obstacles.length} obstacles; the rulebook's regions have six.`, 'obstacles');
  const supply = uwSupply(cat);
  region.obstacles.forEach((o, i) => {
    if (o.cost) {
      const why = o.cost.map((way) => wayProblem(way, supply));
      if (why.every(Boolean))
        at('error', `No hand can ever pay "${o.name}": it asks ${why[0]}.`, 'obstacles', i, 'cost');
      else
        why.forEach((w, k) => {
          if (w)
            at('warning', `One way of paying "${o.name}" can never be paid: it asks ${w}.`, 'obstacles', i, 'cost', k);
        });
    }
    if (!o.cost && !o.condition && !o.guess && !o.penalty.length)
      at('warning', `"${o.name}" does nothing: it has no price, condition or penalty.`, 'obstacles', i);
  });
  if (!region.enemies.length)
    at('warning', 'The region has no enemy cards: a panther on the obstacle die brings nothing.', 'enemies');
  return out;
}

/** The game's problems: its journey. */
export function gameProblems(game: UwGame, cat: UwCatalogue): Problem[] {
  const out: Problem[] = [];
  const at = (severity: Problem['severity'], message: string, ...path: (string | number)[]) =>
    out.push({ severity, pointer: pointer(...path), message, itemId: game.id });
  const seen = new Set<string>();
  game.journey.forEach((id, i) => {
    if (seen.has(id)) at('warning', `"${cat.regions.get(id)?.name ?? id}" comes twice in the journey.`, 'journey', i);
    seen.add(id);
    if (!cat.regions.has(id)) at('error', `The journey names a region "${id}" that no pack has.`, 'journey', i);
  });
  const lastId = game.journey[game.journey.length - 1]!;
  const last = cat.regions.get(lastId);
  if (last) {
    const end = last.obstacles[last.obstacles.length - 1];
    if (!end?.penalty.some((p) => p.type === 'loseGame'))
      at(
        'error',
        `The journey does not end as Helheim does: the last obstacle of its last region ("${last.name}") must make the players lose when Natla reaches it.`,
        'journey',
        game.journey.length - 1,
      );
  }
  game.journey.slice(0, -1).forEach((id, i) => {
    const r = cat.regions.get(id);
    const k = r?.obstacles.findIndex((o) => o.penalty.some((p) => p.type === 'loseGame')) ?? -1;
    if (r && k >= 0)
      at(
        'warning',
        `"${r.name}" (region ${i + 1} of the journey) ends the game at its obstacle ${k + 1}, before the journey's end.`,
        'journey',
        i,
      );
  });
  return out;
}

/** A card's problems: a weapon or a move that does nothing, an enemy with no region. */
export function cardProblems(card: UwCard, cat: UwCatalogue): Problem[] {
  const out: Problem[] = [];
  const at = (severity: Problem['severity'], message: string, ...path: (string | number)[]) =>
    out.push({ severity, pointer: pointer(...path), message, itemId: card.id });
  if (card.type === 'object' && !card.eliminates && !card.moves && !card.thor && !card.effects?.length)
    at(
      'warning',
      `"${card.name}" can never be used: it eliminates no enemy, moves Lara nowhere and is none of Thor's objects.`,
    );
  if (card.type === 'progress' && !card.track) at('error', `The progress card "${card.name}" has no track.`, 'track');
  if (card.type !== 'progress' && card.region && !cat.regions.has(card.region))
    at('warning', `"${card.name}" belongs to a region "${card.region}" that no pack has.`, 'region');
  if (card.type === 'enemy' && card.defeat) {
    const supply = uwSupply(cat);
    if (card.defeat.every((way) => wayProblem(way, supply)))
      at('error', `No hand can ever eliminate "${card.name}" by its card.`, 'defeat');
  }
  return out;
}

/** The designer's checks of one item of the Underworld's kinds. */
export function uwItemProblems(item: ContentItem, cat: UwCatalogue): Problem[] {
  if (item.kind === 'uwRegion') return regionProblems(item as unknown as UwRegion, cat);
  if (item.kind === 'uwGame') return gameProblems(item as unknown as UwGame, cat);
  if (item.kind === 'uwCard') return cardProblems(item as unknown as UwCard, cat);
  return [];
}
