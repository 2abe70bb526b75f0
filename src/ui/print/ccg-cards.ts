/**
 * The Tomb Raider CCG's cards as printed, every type: the number and name, the type and its facts
 * (a location's class, danger, search rating and exits; an obstacle's tests and life; an
 * upgrade's power; a discovery's difficulty), and the card's text as the content writes it.
 */
import { html, nothing } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import { cardInfo } from '../../model/ccg-card-catalog.ts';
import { cardArt, CLASS_COLOURS } from '../ccg/ccg-card-art.ts';
import { cardBack, cardFace } from './card-sheets.ts';
import { registerCards, type PrintCard } from './sheets.ts';

const TYPE_COLOURS: Record<string, string> = {
  obstacle: '#8e1414',
  discovery: '#1d4d80',
  action: '#1d6b3a',
  raider: '#6a1b9a',
  upgrade: '#6a1b9a',
  treasure: '#a86b00',
  secretMove: '#3b3026',
};

function ccgCard(item: ContentItem): PrintCard {
  const info = cardInfo(item);
  const stats: string[] = [];
  if (info.locationClass) stats.push(info.locationClass);
  if (info.danger !== undefined) stats.push(`Danger ${info.danger}`);
  if (info.searchRating !== undefined) stats.push(`Search ${info.searchRating}`);
  for (const t of info.tests ?? []) stats.push(`${t.ability} ${t.target}`);
  if (typeof item.life === 'number') stats.push(`Life ${item.life}`);
  if (typeof item.power === 'number') stats.push(`Power ${item.power}`);
  if (typeof item.difficulty === 'number') stats.push(`Difficulty ${item.difficulty}`);
  if (info.entrance) stats.push('Entrance');
  if (info.treasureRoom)
    stats.push(`Treasure room${info.treasureRoomPower !== undefined ? ` ${info.treasureRoomPower}` : ''}`);
  const text = typeof item.text === 'string' ? item.text : '';
  const number = info.number !== undefined ? String(info.number).padStart(3, '0') : undefined;
  const colour =
    info.type === 'location'
      ? (CLASS_COLOURS[info.locationClass ?? ''] ?? '#777')
      : (TYPE_COLOURS[info.type] ?? '#4d463d');
  const { face, tooLong } = cardFace({
    kind: info.type,
    name: info.name,
    ...(number ? { number } : {}),
    colour,
    stats,
    extra:
      info.type === 'location'
        ? html`<div style="width: 22mm; height: 22mm; margin: 0.5mm auto">${cardArt(info, item.id, 'up', 0)}</div>`
        : undefined,
    text: text ? html`<p>${text}</p>` : nothing,
    textLength: text.length,
  });
  return {
    id: item.id,
    name: item.name,
    face,
    back: cardBack('Tomb Raider CCG', info.type === 'location' ? 'Location' : 'Card'),
    tooLong,
  };
}

export function ccgCards(items: readonly ContentItem[]): PrintCard[] {
  return items
    .filter((i) => i.kind === 'ccgCard')
    .sort((a, b) => (typeof a.number === 'number' ? a.number : 9999) - (typeof b.number === 'number' ? b.number : 9999))
    .map(ccgCard);
}

registerCards('ccg', ccgCards);
