/**
 * The Tomb Raider Underworld cards as printed: the progress cards (one face per type, with the
 * copies the deck holds), each region's object cards (weapons, moves on a track, Thor's objects)
 * and enemy cards (what eliminates them). Object and enemy backs carry their region, as the game's
 * do; progress cards share one back.
 */
import { html, nothing } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { UwCard } from '../../model/types.generated.ts';
import { uwContent } from '../../engine/uw/index.ts';
import { costWords } from '../uw/uw-words.ts';
import { cardBack, cardFace } from './card-sheets.ts';
import { registerCards, type PrintCard, type SheetContext } from './sheets.ts';
import { objectWords } from './uw-sheets.ts';

const GAME = 'Tomb Raider Underworld';
const TYPES = ['progress', 'object', 'enemy'] as const;
const COLOURS: Record<string, string> = {
  acrobatics: '#a86b00',
  battle: '#8e1414',
  trick: '#1d6b3a',
  object: '#1d4d80',
  thor: '#6a1b9a',
  enemy: '#3b3026',
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function uwCard(card: UwCard, context: SheetContext): PrintCard {
  const content = context.prepared('uw', uwContent);
  const name = (id: string) => content.cards.get(id)?.name ?? id;
  const region = card.region ? (content.regions.get(card.region)?.name ?? card.region) : '';
  const stats: string[] = [];
  let kind = cap(card.type);
  let colour = COLOURS[card.type] ?? '#4d463d';
  let rule = '';
  if (card.type === 'progress') {
    if (card.track) {
      stats.push(cap(card.track));
      colour = COLOURS[card.track] ?? colour;
    }
  } else if (card.type === 'object') {
    rule = objectWords(card, name);
    if (card.thor) {
      kind = "Thor's object";
      colour = COLOURS.thor!;
      stats.push(`Thor's ${card.thor}`);
    } else if (card.eliminates) {
      kind = 'Weapon';
      stats.push(`Eliminates ${card.eliminates}`);
    } else if (card.moves) stats.push(`${card.moves} on ${card.track ?? 'any track'}`);
  } else if (card.type === 'enemy') {
    stats.push(card.defeat ? `Discard ${costWords(card.defeat)}` : 'Weapons only');
    rule = card.defeat
      ? `Eliminated, when it is the rightmost enemy, by discarding ${costWords(card.defeat)}.`
      : 'Only a weapon eliminates it.';
  }
  // The card's own words when it has them, else the rule it plays by.
  const lines = [card.text || rule].filter(Boolean);
  const text = lines.join(' ');
  const { face, tooLong } = cardFace({
    kind,
    name: card.name,
    colour,
    stats,
    text: lines.length ? html`${lines.map((l) => html`<p>${l}</p>`)}` : nothing,
    textLength: text.length,
    foot: card.type === 'progress' ? `${card.copies ?? 1} ${(card.copies ?? 1) === 1 ? 'copy' : 'copies'}` : region,
  });
  const back = cardBack(GAME, card.type === 'progress' ? 'Progress' : `${cap(card.type)} · ${region}`);
  return { id: card.id, name: card.name, face, back, tooLong };
}

/** The game's printable cards among the items: progress, then objects, then enemies, each in the items' order. */
export function uwCards(items: readonly ContentItem[], context: SheetContext): PrintCard[] {
  const cards = items.filter((i) => i.kind === 'uwCard') as unknown as UwCard[];
  return TYPES.flatMap((type) => cards.filter((c) => c.type === type).map((c) => uwCard(c, context)));
}

registerCards('uw', uwCards);
