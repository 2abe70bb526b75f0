/**
 * Parts of the Underworld board (uw-board.ts): the region's three tracks as rows of spaces, the six
 * obstacles with Natla, the line of visible enemies. Each clickable place plays the legal action it
 * stands for; every place is named in words (what a space gives, where Lara is, who pays).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BoardContext } from '../play/boards.ts';
import type { Track, UwAction, UwView } from '../../engine/uw/index.ts';
import { effectsWords, GAIN_GLYPHS, obstacleSummary, type GainType } from './uw-words.ts';

export const TRACK_NAMES: readonly Track[] = ['acrobatics', 'battle', 'trick'];
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The first legal action that matches, in the order of the tests given. */
export function pick(ctx: BoardContext, ...tests: ((a: UwAction) => boolean)[]): UwAction | undefined {
  const legal = ctx.legal as UwAction[];
  for (const t of tests) {
    const found = legal.find(t);
    if (found) return found;
  }
  return undefined;
}

/** A place on the board: a button when it plays an action, else plain text; named either way. */
export function place(
  ctx: BoardContext,
  action: UwAction | undefined,
  name: string,
  body: TemplateResult | string,
  cls = '',
): TemplateResult {
  if (!action) return html`<span class="place ${cls}" aria-label=${name} title=${name}>${body}</span>`;
  const words = ctx.describe(action);
  return html`<button class="place play ${cls}" aria-label=${`${name} — ${words}`} title=${words} @click=${() => ctx.act(action)}>${body}</button>`;
}

export function renderTracks(ctx: BoardContext, v: UwView): TemplateResult {
  const name = (id: string) => v.table.cards[id]?.name ?? id;
  const most = Math.max(...TRACK_NAMES.map((t) => v.table.tracks[t].length));
  return html`<div role="grid" aria-label="Tracks of ${v.table.region.name}" class="tracks" style="--most: ${most}">
    ${TRACK_NAMES.map((t) => {
      const spaces = v.table.tracks[t];
      const at = v.tracks[t];
      return html`<div role="row" class="track ${t}">
        <span role="rowheader" class="track-name">${cap(t)}${at >= spaces.length - 1 ? html` <small>(finished)</small>` : nothing}</span>
        ${spaces.map((space, i) => {
          const here = i === at;
          const next = i === at + 1;
          const action = next
            ? pick(
                ctx,
                (a) => a.type === 'chooseTrack' && a.track === t,
                (a) => a.type === 'playCard' && a.track === t,
                (a) => a.type === 'playTreasure' && a.track === t,
                (a) => a.type === 'useObject' && a.track === t,
              )
            : undefined;
          const label = `${cap(t)} space ${i + 1}${i === 0 ? ' (start)' : ''}${i === spaces.length - 1 ? ' (end)' : ''}: ${effectsWords(space.effects, name)}${here ? ' — Lara is here' : ''}${i < at ? ' — passed' : ''}`;
          const body = html`<span class="n">${i + 1}</span>
            <span class="fx">${space.effects.map((g) => html`<span class="fx1" data-type=${g.type}>${GAIN_GLYPHS[g.type as GainType] ?? '?'}${(g.count ?? 1) > 1 ? g.count : ''}</span>`)}</span>
            ${here ? html`<span class="lara">Lara</span>` : nothing}`;
          return html`<span role="gridcell" class="space ${here ? 'here' : ''} ${i < at ? 'passed' : ''}">${place(ctx, action, label, body)}</span>`;
        })}
      </div>`;
    })}
  </div>`;
}

export function renderObstacles(v: UwView): TemplateResult {
  const pending = v.pending;
  return html`<ol class="obstacles" aria-label="Obstacles (Natla has triggered ${v.natla} of ${v.table.obstacles.length})">
    ${v.table.obstacles.map((o, i) => {
      const passed = i < v.natla;
      const natla = i === v.natla - 1;
      const asked = (pending?.kind === 'obstacle' || pending?.kind === 'guess') && pending.obstacle === i;
      const state = asked
        ? 'asked now'
        : natla
          ? 'Natla is here'
          : passed
            ? 'passed'
            : i === v.natla
              ? 'next'
              : 'to come';
      return html`<li class="obstacle ${passed ? 'passed' : ''} ${asked ? 'asked' : ''}" aria-label=${`Obstacle ${i + 1}: ${o.name} — ${state}. ${obstacleSummary(o)}`}>
        <strong>${i + 1}. ${o.name}</strong> ${natla ? html`<span class="natla">Natla</span>` : nothing}
        <span class="state">${state}</span>
        <span class="cost">${obstacleSummary(o)}</span>
      </li>`;
    })}
  </ol>`;
}

export function renderEnemies(ctx: BoardContext, v: UwView): TemplateResult {
  const limit = v.table.enemyLimit;
  // Drawn right to left: the first enemy drawn is the rightmost, eliminated first.
  const slots = Array.from({ length: limit }, (_, k) => v.enemies[limit - 1 - k]);
  const rightmost = v.enemies[0];
  return html`<ol class="enemies" aria-label=${`Visible enemies: ${v.enemies.length} of ${limit} (at ${limit} the players lose); ${v.enemyPile} face down`}>
    ${slots.map((id, k) => {
      if (!id) return html`<li class="slot empty" aria-label="Empty place"></li>`;
      const card = v.table.cards[id];
      const first = id === rightmost && k === limit - v.enemies.length;
      const action = first
        ? pick(
            ctx,
            (a) => a.type === 'useObject' && !!v.table.cards[a.card]?.eliminates,
            (a) => a.type === 'defeatEnemy',
          )
        : undefined;
      const label = `Enemy ${card?.name ?? id}${first ? ' (rightmost, eliminated first)' : ''}${card?.text ? `: ${card.text}` : ''}`;
      return html`<li class="slot">${place(ctx, action, label, html`<span class="card enemy">${card?.name ?? id}</span>`)}</li>`;
    })}
  </ol>`;
}
