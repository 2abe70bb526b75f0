/**
 * The Underworld board in the shared play shell (ui/play/boards.ts): the journey with the current
 * region marked, the region's three tracks and six obstacles, the visible enemies, Lara's health and
 * adrenaline, the piles, Thor's objects, each player's open hand and counters, and the decision the
 * table waits for — asked of one player, or of the whole table for an obstacle paid together. A
 * click on a die, a card, a space, an enemy or a counter plays the legal action it stands for; the
 * shell's action list stays the keyboard way to every action. Once the game is over: its summary.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { registerBoard, type BoardContext } from '../play/boards.ts';
import { stateDigest, type UwAction, type UwState, type UwTableView, type UwView } from '../../engine/uw/index.ts';
import { cap, pick, place, renderEnemies, renderObstacles, renderTracks, TRACK_NAMES } from './uw-board-parts.ts';
import { uwBoardStyle } from './uw-board-style.ts';

const STAGES = {
  roll: 'stage 1: roll the progress die',
  actions: 'stage 2: up to two actions',
  end: 'stage 3: draw or heal',
};

/** The table last drawn, for the summary once the game is over (the shell then gives the whole state). */
let lastTable: UwTableView | undefined;

function board(ctx: BoardContext): TemplateResult {
  const s = ctx.state as UwView | UwState;
  if (s.status !== 'playing')
    return html`${uwBoardStyle}${summary(s as UwState, ctx.digest?.() ?? stateDigest(s as UwState))}`;
  const v = s as UwView;
  lastTable = v.table;
  return html`${uwBoardStyle}
    <div class="uw" aria-label="Underworld board">
      ${renderJourney(v.table, v.regionIndex)}
      <p class="turn" role="status">Turn ${v.turn} · <strong>Player ${v.active + 1}</strong> · ${STAGES[v.stage]}${v.stage === 'actions' ? ` (${v.actionsTaken} of 2 taken)` : ''}</p>
      ${renderDecision(ctx, v)}
      <div class="top">
        ${renderDice(ctx, v)} ${renderGauges(v)}
      </div>
      <h3>${v.table.region.name}${v.table.region.place ? html` <small>(${v.table.region.place})</small>` : nothing}</h3>
      ${renderTracks(ctx, v)}
      <h4>Obstacles</h4>
      ${renderObstacles(v)}
      <h4>Enemies</h4>
      ${renderEnemies(ctx, v)}
      ${renderObjectsOnTable(v)}
      <h4>Players</h4>
      <div class="players">${v.players.map((_, i) => renderPlayer(ctx, v, i))}</div>
    </div>`;
}

function renderJourney(table: UwTableView, at: number) {
  return html`<ol class="journey" aria-label="Journey">
    ${table.journey.map((r, i) => html`<li aria-current=${i === at ? 'step' : 'false'} class=${i === at ? 'now' : i < at ? 'done' : ''}>${r.name}</li>`)}
    <li class="jorm">Jörmungandr (${table.jormungandr} points of win)</li>
  </ol>`;
}

function renderDice(ctx: BoardContext, v: UwView) {
  const roll = pick(ctx, (a) => a.type === 'roll');
  const draw = pick(ctx, (a) => a.type === 'draw');
  const endActions = pick(ctx, (a) => a.type === 'endActions');
  return html`<div class="dice">
    ${place(ctx, roll, `Progress die${v.lastProgress ? `: last rolled ${v.lastProgress}` : ''}`, html`<span class="die">⚀</span> ${v.lastProgress ?? '—'}`, 'die-place')}
    <span class="place" aria-label=${`Obstacle die: ${v.lastObstacle.length ? `last rolled ${v.lastObstacle.join(', ')}` : 'not rolled yet'}`}>■ ${v.lastObstacle.join(', ') || '—'}</span>
    ${place(ctx, draw, `Draw pile: ${v.drawPile} progress cards face down`, html`❏ ${v.drawPile}`)}
    <span class="place" aria-label=${`Discard pile: ${v.discardPile.length} cards`}>Discards ${v.discardPile.length}</span>
    ${endActions ? html`<button class="end-actions" @click=${() => ctx.act(endActions)}>${ctx.describe(endActions)}</button>` : nothing}
  </div>`;
}

function renderGauges(v: UwView) {
  const hearts = Array.from({ length: v.maxHealth }, (_, i) => (i < v.health ? '♥' : '♡')).join('');
  const gauge = Array.from({ length: v.table.adrenalineGauge }, (_, i) => (i < v.adrenaline ? '▰' : '▱')).join('');
  return html`<dl class="gauges">
    <dt>Health</dt><dd aria-label=${`Health ${v.health} of ${v.maxHealth}`}>${hearts}</dd>
    <dt>Adrenaline</dt><dd aria-label=${`Adrenaline ${v.adrenaline} of ${v.table.adrenalineGauge}`}>${gauge}</dd>
    <dt>Thor's objects</dt><dd>${v.thor.length ? v.thor.map((id) => v.table.cards[id]?.name ?? id).join(', ') : 'none yet'}</dd>
    <dt>Enemies eliminated</dt><dd>${v.enemiesEliminated.length}</dd>
  </dl>`;
}

function renderObjectsOnTable(v: UwView) {
  if (!v.objectsAvailable.length) return nothing;
  return html`<p class="available">Objects of the region still to find: ${v.objectsAvailable.map((id) => v.table.cards[id]?.name ?? id).join(', ')}</p>`;
}

/** The decision the game waits for, with its answers as buttons (the same actions as the shell's list). */
function renderDecision(ctx: BoardContext, v: UwView) {
  const p = v.pending;
  if (!p) return nothing;
  let title: string;
  if (p.kind === 'obstacle') {
    const o = v.table.obstacles[p.obstacle]!;
    title =
      p.player === null
        ? `${o.name}: the players decide together (one decision for the table)`
        : `${o.name}: Player ${p.player + 1} decides${p.rest.length ? ` (then ${p.rest.map((r) => `Player ${r + 1}`).join(', ')})` : ''}`;
    if (p.topCard) title += ` — the top progress card is ${p.topCard}`;
  } else if (p.kind === 'guess')
    title = `${v.table.obstacles[p.obstacle]!.name}: Player ${p.player + 1} names the type of the top progress card`;
  else if (p.kind === 'chooseTrack') title = `Player ${p.player + 1} chooses a track for Lara (${p.why})`;
  else title = `Player ${p.player + 1} must discard ${p.count} card${p.count === 1 ? '' : 's'} (${p.why})`;
  const answers = ctx.legal as UwAction[];
  return html`<section class="decision" role="group" aria-label="Decision">
    <p><strong>${title}</strong></p>
    ${
      answers.length
        ? html`<div class="answers">${answers.map((a) => html`<button @click=${() => ctx.act(a)}>${ctx.describe(a)}</button>`)}</div>`
        : html`<p>Waiting for the player who decides.</p>`
    }
  </section>`;
}

function renderPlayer(ctx: BoardContext, v: UwView, seat: number) {
  const p = v.players[seat]!;
  const active = seat === v.active;
  const discarding = v.pending?.kind === 'discard' && v.pending.player === seat;
  const cards = TRACK_NAMES.map((t) => {
    const action =
      p.hand[t] > 0
        ? discarding
          ? pick(ctx, (a) => a.type === 'discard' && (a.cards[t] ?? 0) > 0)
          : active
            ? pick(ctx, (a) => a.type === 'playCard' && a.track === t)
            : undefined
        : undefined;
    return place(
      ctx,
      action,
      `Player ${seat + 1}'s ${t} cards: ${p.hand[t]}`,
      html`<span class="card ${t}">${cap(t)} × ${p.hand[t]}</span>`,
    );
  });
  const heal = active ? pick(ctx, (a) => a.type === 'heal' && a.medikits === 1) : undefined;
  const treasure = active ? pick(ctx, (a) => a.type === 'playTreasure') : undefined;
  const objects = [...new Set(p.objects)].map((id) => {
    const action = active ? pick(ctx, (a) => a.type === 'useObject' && a.card === id) : undefined;
    const card = v.table.cards[id];
    return place(
      ctx,
      action,
      `Player ${seat + 1}'s object ${card?.name ?? id}${card?.text ? `: ${card.text}` : ''}`,
      html`<span class="card object">${card?.name ?? id}</span>`,
    );
  });
  return html`<section class="player ${active ? 'active' : ''} ${p.eliminated ? 'out' : ''}" aria-label=${`Player ${seat + 1}${active ? ' (to play)' : ''}${p.eliminated ? ' (eliminated)' : ''}`}>
    <h5>Player ${seat + 1}${active ? ' ▸' : ''}${p.eliminated ? ' — eliminated' : ''}</h5>
    <div class="hand" role="list" aria-label=${`Player ${seat + 1}'s hand`}>${cards.map((c) => html`<span role="listitem">${c}</span>`)}</div>
    <div class="counters">
      ${place(ctx, heal, `Player ${seat + 1}'s medikits: ${p.medikits}`, html`✚ ${p.medikits} medikit${p.medikits === 1 ? '' : 's'}`)}
      <span class="place" aria-label=${`Player ${seat + 1}'s points of win: ${p.points}`}>● ${p.points} points of win</span>
      ${place(ctx, treasure, `Player ${seat + 1}'s treasures: ${p.treasures}`, html`◆ ${p.treasures} treasure${p.treasures === 1 ? '' : 's'}`)}
    </div>
    ${objects.length ? html`<div class="objects" aria-label=${`Player ${seat + 1}'s objects`}>${objects}</div>` : nothing}
  </section>`;
}

/** The end: who won or why they lost, how far Lara went, what each player ends with, the game's digest. */
function summary(s: UwState, digest: string) {
  const journey = lastTable?.journey ?? [];
  const region = journey[s.regionIndex]?.name ?? s.region;
  return html`<section class="uw summary" role="region" aria-label="End of the game">
    <h3>${s.status === 'won' ? 'The players win' : 'The players lose'}</h3>
    <p>${s.outcome}.</p>
    <dl class="gauges">
      <dt>Region reached</dt><dd>${region} (${s.regionIndex + 1} of ${journey.length || '?'})</dd>
      <dt>Turns</dt><dd>${s.turn}</dd>
      <dt>Health</dt><dd>${s.health} of ${s.maxHealth}</dd>
      <dt>Enemies eliminated</dt><dd>${s.enemiesEliminated.length}</dd>
      <dt>Thor's objects</dt><dd>${s.thor.length}</dd>
      ${s.players.map((p, i) => html`<dt>Player ${i + 1}</dt><dd>${p.points} points of win, ${p.treasures} treasures, ${p.medikits} medikits${p.eliminated ? ' (eliminated)' : ''}${s.winners.includes(i) ? ' — winner' : ''}</dd>`)}
      <dt>Actions</dt><dd>${s.log.length}</dd>
      <dt>Digest</dt><dd><code aria-label="Game digest">${digest}</code></dd>
    </dl>
  </section>`;
}

registerBoard('uw', board);
