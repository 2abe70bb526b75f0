/**
 * What the players at the table see (rule decision 374): the whole game but the order of the two
 * face-down piles (the progress cards and the region's enemies) and the dice still to come (the
 * generator, dice fixed by a scenario). Hands are open in this cooperative game, so every seat sees
 * the same: the view does not depend on the seat. The view also carries what is printed on the
 * table — the region's board (its tracks' spaces and its obstacles), the journey and the names and
 * texts of the cards in sight — so that a board can be drawn from it alone.
 */
import type { UwGain, UwObstacle } from '../../model/types.generated.ts';
import { regionOf } from './content.ts';
import { regionNow, type Ctx } from './context.ts';
import { jormungandrPrice } from './region.ts';
import type { Track, UwState } from './types.ts';

export interface UwCardView {
  id: string;
  name: string;
  text: string;
  type: 'progress' | 'object' | 'enemy';
  eliminates?: number;
  moves?: number;
  track?: Track;
  thor?: string;
  /** For an enemy: can it be eliminated by what its card asks. */
  defeat?: boolean;
}

export interface UwTableView {
  gameName: string;
  region: { id: string; name: string; place?: string };
  journey: { id: string; name: string }[];
  tracks: Record<Track, { effects: UwGain[] }[]>;
  obstacles: UwObstacle[];
  /** The names and texts of every card in sight (hands' objects, the region's objects, enemies, Thor's). */
  cards: Record<string, UwCardView>;
  enemyLimit: number;
  adrenalineGauge: number;
  /** Points of win the players would pay Jörmungandr now. */
  jormungandr: number;
}

export type UwView = Omit<UwState, 'random' | 'fixedDice' | 'drawPile' | 'enemyPile' | 'queue'> & {
  /** How many cards are in each face-down pile (their order is hidden). */
  drawPile: number;
  enemyPile: number;
  table: UwTableView;
};

export function uwView(ctx: Ctx): UwView {
  const s = ctx.state;
  const { random: _r, fixedDice: _f, drawPile, enemyPile, queue: _q, ...open } = s;
  const region = regionNow(ctx);
  const cards: Record<string, UwCardView> = {};
  const seen = [
    ...s.enemies,
    ...s.objectsAvailable,
    ...s.thor,
    ...s.players.flatMap((p) => p.objects),
    ...region.objects,
    ...s.enemiesEliminated,
  ];
  for (const id of seen) {
    const c = ctx.content.cards.get(id);
    if (!c) continue;
    cards[id] = {
      id,
      name: c.name,
      text: c.text ?? '',
      type: c.type,
      ...(c.eliminates ? { eliminates: c.eliminates } : {}),
      ...(c.moves ? { moves: c.moves } : {}),
      ...(c.track ? { track: c.track } : {}),
      ...(c.thor ? { thor: c.thor } : {}),
      ...(c.type === 'enemy' ? { defeat: !!c.defeat } : {}),
    };
  }
  return {
    ...open,
    drawPile: drawPile.length,
    enemyPile: enemyPile.length,
    table: {
      gameName: ctx.game.name,
      region: { id: region.id, name: region.name, ...(region.place ? { place: region.place } : {}) },
      journey: ctx.game.journey.map((id) => ({
        id,
        name: ctx.content.regions.get(id)?.name ?? regionOf(ctx.content, id).name,
      })),
      tracks: region.tracks,
      obstacles: region.obstacles,
      cards,
      enemyLimit: ctx.game.enemies.lose,
      adrenalineGauge: ctx.game.adrenaline,
      jormungandr: jormungandrPrice(ctx),
    },
  };
}
