/** Words of the Underworld board and designer: what a space gives, who pays an obstacle, its price. */
import type { UwCost, UwGain, UwObstacle } from '../../model/types.generated.ts';

export const GAIN_TYPES = [
  'object',
  'adrenaline',
  'medikit',
  'point',
  'treasure',
  'draw',
  'relic',
  'obstacleDie',
  'heal',
] as const;
export type GainType = (typeof GAIN_TYPES)[number];

export const GAIN_WORDS: Record<GainType, string> = {
  object: 'object',
  adrenaline: 'adrenaline',
  medikit: 'medikit',
  point: 'point of win',
  treasure: 'treasure',
  draw: 'draw a card',
  relic: 'relic',
  obstacleDie: 'obstacle die',
  heal: 'heal Lara',
};

/** A glyph for each effect, drawn on the spaces (the words are always beside or in the name). */
export const GAIN_GLYPHS: Record<GainType, string> = {
  object: '⚔',
  adrenaline: '⚡',
  medikit: '✚',
  point: '●',
  treasure: '◆',
  draw: '❏',
  relic: '⚱',
  obstacleDie: '⚂',
  heal: '♥',
};

export function gainWords(g: UwGain, cardName: (id: string) => string = (id) => id): string {
  const n = g.count ?? 1;
  const word = GAIN_WORDS[g.type as GainType] ?? g.type;
  if (g.type === 'object') return g.card ? `object: ${cardName(g.card)}` : 'object';
  return n > 1 ? `${n} × ${word}` : word;
}

export function effectsWords(effects: readonly UwGain[], cardName?: (id: string) => string): string {
  return effects.length ? effects.map((g) => gainWords(g, cardName)).join(', ') : 'nothing';
}

export const WHO_WORDS: Record<UwObstacle['who'], string> = {
  active: 'the active player pays',
  each: 'every player pays in turn',
  together: 'the players pay together',
};

const REQ_WORDS: Record<string, string> = {
  acrobatics: 'acrobatics',
  battle: 'battle',
  trick: 'trick',
  anyCard: 'any card',
  point: 'point of win',
  treasure: 'treasure',
  anyElement: 'card, point or treasure',
  topCardType: "card of the top card's type",
};

/** The plural where it differs: "2 points of win", "3 treasures". */
const REQ_PLURALS: Record<string, string> = {
  anyCard: 'cards of any type',
  point: 'points of win',
  treasure: 'treasures',
  anyElement: 'cards, points or treasures',
  topCardType: "cards of the top card's type",
};

export function costWords(cost: UwCost | undefined): string {
  if (!cost?.length) return 'no price';
  const words = (what: string, n: number) => (n > 1 ? REQ_PLURALS[what] : undefined) ?? REQ_WORDS[what] ?? what;
  return cost.map((way) => way.map((r) => `${r.count} ${words(r.what, r.count)}`).join(' + ')).join(', or ');
}

export const PENALTY_WORDS: Record<string, string> = {
  obstacleDie: 'roll the obstacle die',
  loseHealth: 'Lara loses health',
  eliminated: 'the player is eliminated',
  discardHand: 'discard the whole hand',
  loseGame: 'the players lose',
};

export function penaltyText(o: UwObstacle): string {
  if (!o.penalty.length) return 'nothing';
  return o.penalty
    .map((p) => `${PENALTY_WORDS[p.type] ?? p.type}${(p.count ?? 1) > 1 ? ` ×${p.count}` : ''}`)
    .join(' and ');
}

export function obstacleSummary(o: UwObstacle): string {
  const parts: string[] = [];
  if (o.guess) parts.push('guess the top card');
  if (o.condition) parts.push(`passed if the ${o.condition.trackFinished} track is finished`);
  if (o.cost) parts.push(`${WHO_WORDS[o.who]}: ${costWords(o.cost)}`);
  parts.push(`otherwise: ${penaltyText(o)}`);
  return parts.join('; ');
}
