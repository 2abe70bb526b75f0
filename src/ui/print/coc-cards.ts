/**
 * The Crypt of Chronos cards as printed: event cards with both sides (the Lara side as the face,
 * the INVADED side as its back), weapons with their range template drawn, outfits, abilities,
 * research cards, bosses and enemies (their reference card's numbers). Words are the content's.
 */
import { html, svg, nothing } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import { isObject, list } from '../../model/json-read.ts';
import { cardBack, cardFace } from './card-sheets.ts';
import { registerCards, type PrintCard } from './sheets.ts';

const GAME = 'The Crypt of Chronos';
const KINDS: Record<string, { label: string; colour: string }> = {
  event: { label: 'Event', colour: '#7a3b12' },
  weapon: { label: 'Weapon', colour: '#8e1414' },
  outfit: { label: 'Outfit', colour: '#5b3c88' },
  ability: { label: 'Ability', colour: '#1d6b3a' },
  research: { label: 'Research', colour: '#1d4d80' },
  boss: { label: 'Boss', colour: '#3b3026' },
  enemy: { label: 'Enemy', colour: '#4d463d' },
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The weapon's range: the spaces it reaches from Lara (the dot, facing up). */
export function rangeTemplate(range: unknown) {
  const cells = list(isObject(range) ? range.cells : undefined)
    .filter(isObject)
    .map((c) => ({ f: Number(c.forward), r: Number(c.right) }));
  if (!cells.length) return nothing;
  const reach = Math.max(1, ...cells.map((c) => Math.abs(c.r)));
  const depth = Math.max(1, ...cells.map((c) => c.f));
  const cols = 2 * reach + 1;
  const size = 10;
  const mode = isObject(range) && range.mode === 'choice' ? 'one space of these' : 'every space of these';
  return svg`<svg class="range-template" viewBox="0 0 ${cols * size} ${(depth + 1) * size}" role="img" aria-label="Range: ${cells.length} spaces, ${mode}">
    ${Array.from({ length: depth + 1 }, (_, row) =>
      Array.from({ length: cols }, (_, col) => {
        const f = depth - row;
        const r = col - reach;
        const hit = cells.some((c) => c.f === f && c.r === r);
        return svg`<rect x=${col * size + 0.5} y=${row * size + 0.5} width=${size - 1} height=${size - 1} fill=${hit ? '#c0392b' : f === 0 && r === 0 ? '#6a1b9a' : '#eee'} stroke="#999" stroke-width="0.4"></rect>`;
      }),
    )}
    <path d="M${reach * size + size / 2} ${depth * size + 2} l-3 6 h6 z" fill="#fff"></path>
  </svg>`;
}

function side(s: unknown): { text: string; lines: string[] } {
  if (!isObject(s)) return { text: '', lines: [] };
  const lines = [
    str(s.text),
    ...list(s.options)
      .filter(isObject)
      .map((o) => `${str(o.label)}: ${str(o.text)}`),
  ].filter(Boolean);
  return { text: lines.join(' '), lines };
}

const paragraphs = (lines: readonly string[]) => html`${lines.map((l) => html`<p>${l}</p>`)}`;

function eventCard(item: ContentItem): PrintCard {
  const lara = side(item.lara);
  const invaded = side(item.invaded);
  // The event's type in words: "enemySpawn" is printed "enemy spawn".
  const laraType = isObject(item.lara)
    ? str(item.lara.type)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
    : '';
  const front = cardFace({
    kind: `Event · ${laraType}`,
    name: isObject(item.lara) && str(item.lara.name) ? str(item.lara.name) : item.name,
    colour: KINDS.event!.colour,
    text: paragraphs(lara.lines),
    textLength: lara.text.length,
    foot: 'Lara side',
  });
  const invadedName = isObject(item.invaded) ? str(item.invaded.name) : '';
  const back = invaded.lines.length
    ? cardFace({
        kind: `Event · INVADED`,
        name: invadedName || item.name,
        colour: '#4a0d0d',
        text: paragraphs(invaded.lines),
        textLength: invaded.text.length,
        foot: 'INVADED side',
      })
    : { face: cardBack(GAME, 'Event'), tooLong: false };
  return { id: item.id, name: item.name, face: front.face, back: back.face, tooLong: front.tooLong || back.tooLong };
}

function stats(item: ContentItem): string[] {
  const out: string[] = [];
  for (const [key, label] of [
    ['health', 'Health'],
    ['move', 'Move'],
    ['power', 'Power'],
    ['range', 'Range'],
    ['ammo', 'Ammo'],
    ['damageCap', 'Damage cap'],
  ] as const)
    if (typeof item[key] === 'number') out.push(`${label} ${item[key] as number}`);
  if (item.kind === 'weapon') out.push(item.noise === true ? 'Noisy' : 'Silent');
  if (item.kind === 'enemy' && typeof item.enemyType === 'string')
    out.push(`${item.tier === 'advanced' ? 'Advanced' : 'Standard'} ${item.enemyType}`);
  if (item.kind === 'research' && typeof item.researchType === 'string') out.push(item.researchType);
  return out;
}

function plainCard(item: ContentItem): PrintCard {
  const kind = KINDS[item.kind]!;
  const text = str(item.text);
  const copies = typeof item.copies === 'number' && item.copies > 1 ? `${item.copies} copies` : '';
  const { face, tooLong } = cardFace({
    kind: kind.label,
    name: item.name,
    colour: kind.colour,
    stats: stats(item),
    extra: item.kind === 'weapon' ? html`${rangeTemplate(item.range)}` : undefined,
    text: text ? html`<p>${text}</p>` : nothing,
    textLength: text.length,
    foot: copies,
  });
  return { id: item.id, name: item.name, face, back: cardBack(GAME, kind.label), tooLong };
}

/** The game's printable cards among the items, deck by deck. */
export function cocCards(items: readonly ContentItem[]): PrintCard[] {
  return Object.keys(KINDS).flatMap((kind) =>
    items.filter((i) => i.kind === kind).map((i) => (kind === 'event' ? eventCard(i) : plainCard(i))),
  );
}

registerCards('coc', cocCards);
