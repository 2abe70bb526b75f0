/**
 * The Tomb Raider Underworld sheets. A region sheet: the three progress tracks drawn as tracks of
 * spaces with what each space gives, the obstacles Natla triggers in order with who pays, the
 * price, the alternative (the obstacle die, once for the table or per player) and the penalty,
 * then the region's enemy and object cards. A game sheet: the journey, the starting hands and
 * medikits by number of players, Lara's health and adrenaline, the enemy thresholds, Jörmungandr's
 * price by Thor's objects found, and the two dice. All in our own words (uw-words.ts and the
 * engine's words).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ContentItem } from '../../model/content.ts';
import type { UwCard, UwGame, UwGain, UwObstacle, UwRegion } from '../../model/types.generated.ts';
import {
  OBSTACLE_FACES,
  OBSTACLE_WORDS,
  PROGRESS_FACES,
  PROGRESS_WORDS,
  penaltyWords,
  uwContent,
  type UwContent,
} from '../../engine/uw/index.ts';
import { costWords, effectsWords, GAIN_GLYPHS, gainWords, type GainType } from '../uw/uw-words.ts';
import { factList, plural, sheetTitle } from './sheet-parts.ts';
import { registerSetupSheet, type SheetContext } from './sheets.ts';

const GAME = 'Tomb Raider Underworld';
const TRACKS = ['acrobatics', 'battle', 'trick'] as const;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The cards' names, the pack's own first. */
const namer = (content: UwContent) => (id: string) => content.cards.get(id)?.name ?? id;

/** The games (journeys) of the context that cross this region, with its place in each. */
function journeysThrough(region: UwRegion, content: UwContent): { game: UwGame; at: number }[] {
  return [...content.games.values()]
    .filter((g) => g.journey.includes(region.id))
    .map((game) => ({ game, at: game.journey.indexOf(region.id) }));
}

function spaceBox(
  effects: readonly UwGain[],
  index: number,
  last: boolean,
  endWords: string,
  name: (id: string) => string,
) {
  const words = effectsWords(effects, name);
  const label = `Space ${index + 1}${index === 0 ? ' (start)' : ''}${last ? ' (end)' : ''}: ${index === 0 && !effects.length ? 'start' : words}`;
  return html`<li class="uw-space ${index === 0 ? 'start' : ''} ${last ? 'end' : ''}" aria-label=${label}>
    <span class="n">${index === 0 ? 'Start' : index + 1}</span>
    <span class="glyphs" aria-hidden="true">${effects.map((g) => html`<span>${GAIN_GLYPHS[g.type as GainType] ?? '?'}${(g.count ?? 1) > 1 ? g.count : ''}</span>`)}</span>
    <span class="words">${effects.length ? effects.map((g) => html`<span>${gainWords(g, name)}</span>`) : index === 0 ? '' : '—'}</span>
    ${last ? html`<span class="end-words">${endWords}</span>` : nothing}
  </li>`;
}

function trackDrawing(region: UwRegion, lastRegion: boolean, name: (id: string) => string) {
  return html`<div class="uw-tracks">
    ${TRACKS.map((t) => {
      const spaces = region.tracks[t];
      const end = t === 'acrobatics' ? (lastRegion ? 'End: Jörmungandr' : 'End: next region') : 'End: the track stops';
      return html`<section class="uw-track ${t} avoid">
        <h3>${cap(t)} <small>(${plural(spaces.length - 1, 'space')} after the start)</small></h3>
        <ol class="uw-spaces" aria-label="${cap(t)} track">
          ${spaces.map((s, i) => spaceBox(s.effects, i, i === spaces.length - 1, end, name))}
        </ol>
      </section>`;
    })}
  </div>`;
}

const WHO: Record<UwObstacle['who'], string> = {
  active: 'The active player',
  each: 'Each player in turn',
  together: 'All players together',
};

function priceWords(o: UwObstacle, name: (id: string) => string): string {
  const parts: string[] = [];
  if (o.condition) parts.push(`passed when the ${o.condition.trackFinished} track is finished`);
  if (o.guess) parts.push('name a card type, then take the top progress card: it must be of that type');
  if (o.cost) parts.push(costWords(o.cost));
  if (!parts.length) parts.push('nothing to pay');
  const reward = o.reward?.length ? `; gives ${effectsWords(o.reward, name)}` : '';
  return `${parts.join('; ')}${reward}`;
}

/** The obstacle die as the way out of paying: once for the table, or per player who does not pay. */
export function alternativeWords(o: UwObstacle): string {
  const die = o.penalty.find((p) => p.type === 'obstacleDie');
  if (!die) return '—';
  const n = die.count ?? 1;
  const times = n === 1 ? 'once' : `${n} times`;
  if (o.who === 'each') return `each player who does not pay rolls the obstacle die ${times}`;
  if (o.who === 'together') return `roll the obstacle die ${times} for the whole table (the active player rolls)`;
  return `the active player rolls the obstacle die ${times}`;
}

export function otherPenaltyWords(o: UwObstacle): string {
  if (!o.penalty.length) return 'nothing happens';
  const rest = o.penalty.filter((p) => p.type !== 'obstacleDie');
  return rest.length ? penaltyWords(rest) : '—';
}

function obstaclesTable(region: UwRegion, name: (id: string) => string) {
  return html`<table class="uw-obstacles">
    <thead><tr><th>No.</th><th>Obstacle</th><th>Who</th><th>Price</th><th>Alternative</th><th>Penalty</th></tr></thead>
    <tbody>
      ${region.obstacles.map(
        (o, i) => html`<tr class="avoid">
          <td class="n">${i + 1}</td>
          <td><strong>${o.name}</strong>${o.text ? html`<div class="small">${o.text}</div>` : nothing}</td>
          <td>${WHO[o.who]}</td>
          <td>${priceWords(o, name)}</td>
          <td>${alternativeWords(o)}</td>
          <td>${otherPenaltyWords(o)}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

/** What an object card does, in words. */
export function objectWords(card: UwCard, name: (id: string) => string): string {
  if (card.thor)
    return `One of Thor's objects (${card.thor}): gives ${effectsWords(card.effects ?? [], name)} at once, then goes to the main board against Jörmungandr.`;
  if (card.eliminates)
    return `A weapon: eliminates ${plural(card.eliminates, 'enemy', 'enemies')}, the rightmost first.`;
  if (card.moves)
    return `Moves Lara ${plural(card.moves, 'space')} forward on ${card.track ? `the ${card.track} track` : 'a track of the player’s choice'}.`;
  return card.text ?? '';
}

/** Where the region gives an object: "battle space 3", "obstacle 3". */
function whereGiven(region: UwRegion, id: string): string[] {
  const out: string[] = [];
  for (const t of TRACKS)
    region.tracks[t].forEach((s, i) => {
      if (s.effects.some((g) => g.type === 'object' && g.card === id)) out.push(`${t} space ${i + 1}`);
    });
  region.obstacles.forEach((o, i) => {
    if (o.reward?.some((g) => g.type === 'object' && g.card === id)) out.push(`obstacle ${i + 1} (${o.name})`);
  });
  return out;
}

function cardsTables(region: UwRegion, content: UwContent, name: (id: string) => string) {
  const enemies = region.enemies.map((id) => ({ id, card: content.cards.get(id) }));
  const objects = region.objects.map((id) => ({ id, card: content.cards.get(id) }));
  return html`<div class="columns">
    <div>
      <h2>Enemy cards (${enemies.length})</h2>
      ${
        enemies.length
          ? html`<table class="uw-enemies">
            <thead><tr><th>Enemy</th><th>Eliminated by discarding</th></tr></thead>
            <tbody>${enemies.map((e) => html`<tr><td>${e.card?.name ?? `${e.id} (missing)`}</td><td>${e.card?.defeat ? costWords(e.card.defeat) : 'a weapon only'}</td></tr>`)}</tbody>
          </table>`
          : html`<p>No enemy cards: the obstacle die's panthers draw none here.</p>`
      }
    </div>
    <div>
      <h2>Object cards (${objects.length})</h2>
      ${
        objects.length
          ? html`<table class="uw-objects">
            <thead><tr><th>Object</th><th>What it does</th><th>Found at</th></tr></thead>
            <tbody>
              ${objects.map((o) => html`<tr><td>${o.card?.name ?? `${o.id} (missing)`}</td><td>${o.card ? objectWords(o.card, name) : '—'}</td><td>${whereGiven(region, o.id).join(', ') || 'not given by any space or obstacle'}</td></tr>`)}
            </tbody>
          </table>`
          : html`<p>No object cards.</p>`
      }
    </div>
  </div>`;
}

const dieList = <F extends string>(title: string, faces: readonly F[], words: Record<F, string>) =>
  html`<div class="avoid"><h3>${title}</h3><ul>${faces.map((f) => html`<li>${words[f]}</li>`)}</ul></div>`;

export function uwRegionSheet(item: ContentItem, context: SheetContext): TemplateResult {
  const region = item as unknown as UwRegion;
  const content = context.prepared('uw', uwContent);
  const name = namer(content);
  const journeys = journeysThrough(region, content);
  const lastRegion = journeys.some((j) => j.at === j.game.journey.length - 1);
  const where = journeys.map((j) => `region ${j.at + 1} of ${j.game.journey.length} in “${j.game.name}”`);
  return html`<section class="sheet setup-sheet uw-sheet" data-item=${region.id} aria-label="Region sheet of ${region.name}">
      ${sheetTitle(item, [GAME, 'region', region.place ?? '', ...where])}
      <h2>Progress tracks</h2>
      <p class="small">Lara starts each track on its first space and takes what a space shows on entering it. The end of the acrobatics track ends the region.</p>
      ${trackDrawing(region, lastRegion, name)}
      <p class="small legend">${(Object.keys(GAIN_GLYPHS) as GainType[]).map((g) => html`<span>${GAIN_GLYPHS[g]} ${gainWords({ type: g })}</span> `)}</p>
      <h2>Obstacles (Natla triggers them in this order)</h2>
      ${obstaclesTable(region, name)}
      ${region.obstacles.length ? html`<p class="small">When Natla has triggered obstacle ${region.obstacles.length}, Lara leaves the region${lastRegion ? ' and faces Jörmungandr' : ''}.</p>` : nothing}
    </section>
    <section class="sheet setup-sheet uw-sheet" aria-label="Cards of ${region.name}">
      ${cardsTables(region, content, name)}
      ${factList('On leaving the region', region.leaving?.length ? [`Every player still in the game gets ${effectsWords(region.leaving, name)}.`] : [])}
      ${dieList('The obstacle die', OBSTACLE_FACES, OBSTACLE_WORDS)}
    </section>`;
}

/** Jörmungandr's price with each number of Thor's objects on the main board, all of them first. */
export function jormungandrPrices(game: UwGame): { found: number; points: number }[] {
  const { points, perMissing, thorObjects } = game.jormungandr;
  return Array.from({ length: thorObjects + 1 }, (_, k) => ({
    found: thorObjects - k,
    points: points + perMissing * k,
  }));
}

function journeyList(game: UwGame, content: UwContent) {
  const thorFound = (r: UwRegion) => r.objects.map((id) => content.cards.get(id)).filter((c): c is UwCard => !!c?.thor);
  return html`<ol class="uw-journey">
    ${game.journey.map((id) => {
      const r = content.regions.get(id);
      if (!r) return html`<li>${id} <strong>(missing from the packs)</strong></li>`;
      const thor = thorFound(r);
      return html`<li>
        <strong>${r.name}</strong>${r.place ? ` (${r.place})` : ''}: tracks of ${TRACKS.map((t) => `${r.tracks[t].length - 1} ${t}`).join(', ')} spaces;
        ${plural(r.obstacles.length, 'obstacle')}; ${plural(r.enemies.length, 'enemy card', 'enemy cards')}${thor.length ? `; ${thor.length === 1 ? "Thor's object" : "Thor's objects"}: ${thor.map((c) => c.name).join(', ')}` : ''}
      </li>`;
    })}
    <li><strong>Jörmungandr</strong>, at the end of the last region</li>
  </ol>`;
}

export function uwGameSheet(item: ContentItem, context: SheetContext): TemplateResult {
  const game = item as unknown as UwGame;
  const content = context.prepared('uw', uwContent);
  const kits = [
    { who: 'One player (solo)', kit: game.start.solo, draw: 'two cards' },
    { who: 'Two players', kit: game.start.two, draw: 'one card' },
    { who: 'Three or four players', kit: game.start.more, draw: 'one card' },
  ];
  const thorInJourney = game.journey
    .flatMap((id) => content.regions.get(id)?.objects ?? [])
    .filter((id) => content.cards.get(id)?.thor).length;
  const hurt = [...game.enemies.hurt].sort((a, b) => a.from - b.from);
  return html`<section class="sheet setup-sheet uw-sheet" data-item=${game.id} aria-label="Setup sheet of ${game.name}">
    ${sheetTitle(item, [GAME, 'game', `${plural(game.journey.length, 'region')}`])}
    <h2>The journey</h2>
    ${journeyList(game, content)}
    <div class="columns">
      <div>
        <h2>Starting hands and medikits</h2>
        <table class="uw-start">
          <thead><tr><th>Players</th><th>Progress cards each</th><th>Medikits each</th><th>Draw at stage 3</th></tr></thead>
          <tbody>${kits.map((k) => html`<tr><td>${k.who}</td><td class="n">${k.kit.cards}</td><td class="n">${k.kit.medikits}</td><td>${k.draw}</td></tr>`)}</tbody>
        </table>
        <h2>Lara</h2>
        <ul>
          <li>Health ${game.health} at the start, also her maximum (each relic raises the maximum by one).</li>
          <li>Adrenaline gauge of ${game.adrenaline} spaces: reaching the last gives a move on a track and eliminates an enemy, then the gauge goes back to its first space.</li>
        </ul>
        <h2>Enemies</h2>
        <ul>
          <li>With ${game.enemies.lose} enemies visible at once, the players lose.</li>
          ${hurt.map((h, i) => html`<li>On changing region with ${h.from}${hurt[i + 1] ? `–${hurt[i + 1]!.from - 1}` : ' or more'} enemies visible, Lara loses ${h.health} health.</li>`)}
        </ul>
      </div>
      <div>
        <h2>Jörmungandr's price</h2>
        <table class="uw-jormungandr">
          <thead><tr><th>Thor's objects on the main board</th><th>Points of win to spend</th></tr></thead>
          <tbody>${jormungandrPrices(game).map((p) => html`<tr><td class="n">${p.found} of ${game.jormungandr.thorObjects}</td><td class="n">${p.points}</td></tr>`)}</tbody>
        </table>
        <p class="small">Thor's objects to be found along this journey: ${thorInJourney}.</p>
        ${thorInJourney < game.jormungandr.thorObjects ? html`<p class="warning" role="note">The journey holds fewer of Thor's objects than the price counts on (${thorInJourney} of ${game.jormungandr.thorObjects}).</p>` : nothing}
        ${dieList('The progress die (white)', PROGRESS_FACES, PROGRESS_WORDS)}
        ${dieList('The obstacle die (black)', OBSTACLE_FACES, OBSTACLE_WORDS)}
      </div>
    </div>
  </section>`;
}

registerSetupSheet('uwRegion', uwRegionSheet, 'Region sheet');
registerSetupSheet('uwGame', uwGameSheet);
