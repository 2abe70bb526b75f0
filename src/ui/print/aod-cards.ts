/**
 * The Angel of Darkness's printable components on card sheets (card-sheets.ts): the action cards
 * (one per value, with how many copies the box holds; the back says which pile), the discovery
 * counters (points, police, objects; the torch on the back, the side the pile shows), the evidence
 * and paintings (sort and value; a plain back, as the pile lies face down) and the museum tiles
 * (drawn as they lie unturned, with the back they all share, so that a face-down deal hides them).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { AodActionCard, AodDiscovery, AodObject, AodTile } from '../../model/types.generated.ts';
import { symbolIcon, type SymbolName } from '../aod/aod-symbols.ts';
import { tileText, type Compass } from '../aod/aod-words.ts';
import { aodTilePicture } from './aod-picture.ts';
import { cardBack, cardFace } from './card-sheets.ts';
import { registerCards, type PrintCard } from './sheets.ts';

const GAME = 'The Angel of Darkness';
const SORT_COLOUR: Record<string, string> = { energy: '#b58900', ammo: '#5d4e3c', life: '#c0392b' };
const POLICE: Record<AodDiscovery['police'], string> = {
  none: 'No police',
  good: 'Police chase the good guys',
  bad: 'Police chase the bad guys',
  both: 'Police chase everyone',
};

const big = (name: SymbolName, label?: string) =>
  html`<div class="aod-big" style="display:flex; align-items:center; justify-content:center; gap:2mm; margin:4mm 0; font-size:22pt; font-weight:700; color:#111">${symbolIcon(name, '18mm')}${label ?? nothing}</div>`;

/** A card of plain words under its name, its back shared by its pile. */
function card(
  item: ContentItem,
  kind: string,
  colour: string,
  stats: string[],
  words: string,
  extra: TemplateResult,
  back: TemplateResult,
  foot = '',
): PrintCard {
  const { face, tooLong } = cardFace({
    kind,
    name: item.name,
    colour,
    stats,
    extra,
    text: words ? html`<p>${words}</p>` : nothing,
    textLength: words.length,
    foot,
  });
  return { id: item.id, name: item.name, face, back, tooLong };
}

function actionCard(item: ContentItem): PrintCard {
  const c = item as unknown as AodActionCard;
  const use = {
    energy: 'Spend on opening, turning and moving.',
    ammo: 'Fire this many bullets along a row or column.',
    life: 'Stops this many hits.',
  }[c.sort];
  return card(
    item,
    `Action card · ${c.sort}`,
    SORT_COLOUR[c.sort] ?? '#444',
    [`${c.sort} ${c.value}`],
    use,
    big(c.sort, String(c.value)),
    cardBack(GAME, `${c.sort[0]!.toUpperCase()}${c.sort.slice(1)} pile`),
    c.copies > 1 ? `${c.copies} copies` : '',
  );
}

function discoveryCard(item: ContentItem): PrintCard {
  const d = item as unknown as AodDiscovery;
  const points = d.points ?? 1;
  const back = html`<div class="card back"><div>${symbolIcon('torch', '24mm')}<div class="back-game">${GAME}</div><div>Discovery counter</div></div></div>`;
  return card(
    item,
    'Discovery counter',
    '#1d4d80',
    [`${points} point${points === 1 ? '' : 's'}`, POLICE[d.police], `${d.objects} object${d.objects === 1 ? '' : 's'}`],
    `Lay ${d.objects} from the evidence and paintings pile face up in this secret room.`,
    big('torch'),
    back,
  );
}

function objectCard(item: ContentItem): PrintCard {
  const o = item as unknown as AodObject;
  const kind =
    o.sort === 'large' ? 'The large fifth counter' : o.sort === 'evidence' ? 'Piece of evidence' : 'Painting';
  const words =
    o.sort === 'large'
      ? 'Scores for either side. Lies on the time bomb: carrying it off sets the bomb off.'
      : o.sort === 'evidence'
        ? 'Scores for the good guys; the bad guys destroy it.'
        : 'Scores for the bad guys; the good guys destroy it.';
  return card(
    item,
    kind,
    o.sort === 'evidence' ? '#1d6b3a' : o.sort === 'painting' ? '#6a1b9a' : '#8e1414',
    [`${o.value} point${o.value === 1 ? '' : 's'}`],
    words,
    o.sort === 'large'
      ? big('bomb', String(o.value))
      : html`<div class="aod-big" style="text-align:center; margin:4mm 0; font-size:26pt; font-weight:700; color:#111">${o.value}</div>`,
    cardBack(GAME, 'Evidence or painting'),
  );
}

function tileCard(item: ContentItem): PrintCard {
  const t = item as unknown as AodTile;
  const words =
    t.role === 'info'
      ? (t.text ?? '')
      : t.role === 'start'
        ? 'The entrance and safety zone, outside the museum.'
        : tileText({ walls: (t.walls ?? []) as Compass[], reload: t.reload ?? null, torch: t.torch ?? false });
  const extra =
    t.role === 'info' ? html`` : html`<div style="width:48mm; height:48mm; margin:1mm auto">${aodTilePicture(t)}</div>`;
  return card(
    item,
    t.role === 'corridor' ? 'Museum tile' : t.role === 'start' ? 'Starting tile' : 'Info tile',
    '#4a3b2a',
    [],
    words,
    extra,
    cardBack(GAME, t.role === 'corridor' ? 'Museum tile' : 'Tile'),
    'Cut along the tile',
  );
}

const PRINTERS: [string, (item: ContentItem) => PrintCard][] = [
  ['aodActionCard', actionCard],
  ['aodDiscovery', discoveryCard],
  ['aodObject', objectCard],
  ['aodTile', tileCard],
];

/** The game's printable components among the items: action cards, discovery counters, objects, tiles. */
export function aodCards(items: readonly ContentItem[]): PrintCard[] {
  return PRINTERS.flatMap(([kind, print]) => items.filter((i) => i.kind === kind).map(print));
}

registerCards('aod', aodCards);
