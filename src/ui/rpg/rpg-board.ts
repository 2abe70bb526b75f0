import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { registerBoard, type BoardContext } from '../play/boards.ts';
import {
  figureName,
  MAX_WOUNDS,
  STUN_EFFECTS,
  type Actor,
  type RpgAction,
  type RpgEvent,
  type RpgState,
  type Space,
} from '../../engine/rpg/index.ts';
import { renderChallenge, renderDice, renderEnd, lastDice } from './rpg-board-parts.ts';
import { boardStyles } from './rpg-board-styles.ts';

const GROUND: Record<string, string> = {
  '.': 'open ground',
  '#': 'occupied ground',
  '~': 'difficult ground',
  '+': 'open ground with cover',
};

const same = (a: Space | null | undefined, b: Space | null | undefined) => !!a && !!b && a.x === b.x && a.y === b.y;

/** A figure's state in words: its wounds and the stun effects it suffers. */
export function figureWords(state: RpgState, a: Actor): string {
  const down = a.wounds >= MAX_WOUNDS ? ', incapacitated' : a.stun.includes(6) ? ', knocked out' : '';
  const wounds = `${a.wounds} of ${MAX_WOUNDS} wounds`;
  const stun = a.stun.length ? `, stun: ${a.stun.map((l) => STUN_EFFECTS[l]).join(', ')}` : '';
  return `${figureName(state, a.id)} (${a.side === 'raiders' ? 'raider' : 'opponent'}), ${wounds}${stun}${down}`;
}

/** The legal action a click on a space takes: a move there, a knockback there, or an attack on (or revival of) who
 * stands there. */
export function actionAt(state: RpgState, legal: readonly RpgAction[], at: Space): RpgAction | undefined {
  const figure = state.actors.find((a) => same(a.at, at));
  if (figure) {
    return (
      legal.find((a) => a.type === 'attack' && a.target === figure.id) ??
      legal.find((a) => a.type === 'revive' && a.target === figure.id)
    );
  }
  for (const type of ['reposition', 'sprint', 'traverse', 'knockback'] as const) {
    const found = legal.find((a) => a.type === type && same((a as { to: Space | null }).to, at));
    if (found) return found;
  }
  return undefined;
}

/**
 * The Tomb Raider RPG's board in the shared play shell: for an encounter, the grid map (each space's
 * ground, the figures with their wounds and stun, the space to reach), the round and the initiative
 * order, whose decision it is, and the dice of the last test; a click on a space repositions there (or
 * sprints, traverses, knocks back), a click on an opponent attacks it. For a challenge, the test, each
 * participant's result so far and exact chance to pass. When the game ends, a summary.
 */
@customElement('tr-rpg-board')
export class TrRpgBoard extends LitElement {
  @property({ attribute: false }) context: BoardContext | undefined;

  private get state(): RpgState | undefined {
    return this.context?.state as RpgState | undefined;
  }

  override render() {
    const s = this.state;
    const ctx = this.context;
    if (!s || !ctx) return nothing;
    const events = (ctx.events ?? []) as RpgEvent[];
    const dice = lastDice(events);
    return html`<section class="rpg" aria-label="The encounter">
      ${s.status !== 'playing' ? renderEnd(s, events) : nothing}
      ${s.combat ? this.renderEncounter(s, ctx) : renderChallenge(s)}
      ${renderDice(dice)}
    </section>`;
  }

  private renderEncounter(s: RpgState, ctx: BoardContext) {
    const c = s.combat!;
    return html`<header>
        <strong>Round ${c.round}${c.maxRounds ? ` of ${c.maxRounds}` : ''}</strong>
        ${c.goal ? html`<span class="goal">Goal: ${c.goal.text ?? goalWords(c.goal)}</span>` : html`<span class="goal">No goal: defeat the opponents.</span>`}
      </header>
      ${s.status === 'playing' ? html`<p class="now" role="status">${nowWords(s)}</p>` : nothing}
      <div class="field">
        ${this.renderMap(s, ctx)}
        ${renderInitiative(s)}
      </div>`;
  }

  private renderMap(s: RpgState, ctx: BoardContext) {
    const c = s.combat!;
    const legal = ctx.legal as RpgAction[];
    const pendingActor = s.pending && 'actor' in s.pending ? s.pending.actor : undefined;
    return html`<div role="grid" class="map" aria-label="Encounter map" style=${`grid-template-columns: repeat(${c.map.rows[0]?.length ?? 1}, 2.6rem)`}>
      ${c.map.rows.map(
        (row, y) => html`<div role="row" class="row">
          ${[...row].map((g, x) => {
            const at = { x, y };
            const figure = s.actors.find((a) => same(a.at, at));
            const goal = c.goal?.type === 'reach' && same(c.goal.at, at);
            const place = `(${x}, ${y}) ${GROUND[g] ?? g}${goal ? ', the space to reach' : ''}${figure ? `: ${figureWords(s, figure)}` : ''}`;
            const action = actionAt(s, legal, at);
            const inner = html`${figure ? this.renderFigure(s, figure, figure.id === pendingActor) : nothing}${goal ? html`<span class="flag" aria-hidden="true">⚑</span>` : nothing}`;
            return html`<div role="gridcell" class=${`space g${'.#~+'.indexOf(g)}${action ? ' can' : ''}`} aria-label=${place}>
              ${
                action
                  ? html`<button aria-label=${`${place} — ${ctx.describe(action)}`} title=${ctx.describe(action)} @click=${() => ctx.act(action)}>${inner}</button>`
                  : inner
              }
            </div>`;
          })}
        </div>`,
      )}
    </div>`;
  }

  private renderFigure(s: RpgState, a: Actor, now: boolean) {
    const down = a.wounds >= MAX_WOUNDS || a.stun.includes(6);
    const initials = a.sheet.name
      .split(/\s+/)
      .map((w) => w[0])
      .join('')
      .slice(0, 2);
    return html`<span class=${`figure ${a.side}${down ? ' down' : ''}${now ? ' now' : ''}${a.inCover ? ' cover' : ''}`} aria-hidden="true" title=${figureWords(s, a)}>
      ${initials}
      <span class="wounds">${'●'.repeat(a.wounds)}</span>
      ${a.stun.length ? html`<span class="stun">${Math.max(...a.stun)}</span>` : nothing}
    </span>`;
  }

  static override styles = boardStyles;
}

function goalWords(goal: NonNullable<RpgState['combat']>['goal']): string {
  if (!goal) return '';
  if (goal.type === 'reach') return `reach (${goal.at?.x}, ${goal.at?.y})`;
  if (goal.type === 'survive') return `hold out ${goal.rounds} rounds`;
  return 'defeat every opponent';
}

/** Whose decision it is, in words. */
export function nowWords(s: RpgState): string {
  const p = s.pending;
  if (!p) return '';
  const who = 'actor' in p ? figureName(s, p.actor) : 'The party';
  const what: Record<string, string> = {
    declare: 'declares the intended action of this round',
    turn: 'takes the turn: reposition, then act (click a space to move, an opponent to attack)',
    prepare: 'prepares the roll',
    afterRoll: 'decides about the roll',
    assists: 'shares assist dice',
    extendedFailure: 'saves the failed roll or gives up',
    defence: 'answers an attack that hits',
    soak: 'spends Grit against wounds and stun',
    stunEffects: 'ignores stun effects or suffers them',
    knockback: 'chooses where the knockback pushes the target (click a space)',
  };
  return `${who} ${what[p.kind]}.`;
}

/** The round's order: who acts at which moment (initiative), highest first; who already acted. */
function renderInitiative(s: RpgState) {
  const c = s.combat!;
  const order = [...s.actors].sort(
    (a, b) => (b.moment ?? -99) - (a.moment ?? -99) || (b.intent?.initiative ?? -99) - (a.intent?.initiative ?? -99),
  );
  return html`<section class="initiative" aria-label="Initiative">
    <h3>Initiative, round ${c.round}</h3>
    <ol>
      ${order.map((a) => {
        const state =
          a.wounds >= MAX_WOUNDS || a.stun.includes(6)
            ? 'down'
            : a.surprised && c.round === 1
              ? 'surprised'
              : a.acted
                ? 'acted'
                : a.turn
                  ? 'acting now'
                  : a.intent
                    ? ''
                    : 'to declare';
        return html`<li class=${`${a.side}${a.turn ? ' now' : ''}`}>
          <span class="moment">${a.moment ?? '–'}</span>
          <span>${figureName(s, a.id)}${a.intent ? html` <small>${a.intent.timing}</small>` : nothing}</span>
          <span class="wound-count" title="wounds">${a.wounds}/${MAX_WOUNDS}</span>
          ${a.stun.length ? html`<small class="stun-words">${a.stun.map((l) => STUN_EFFECTS[l]).join(', ')}</small>` : nothing}
          ${state ? html`<small class="state">${state}</small>` : nothing}
        </li>`;
      })}
    </ol>
  </section>`;
}

registerBoard('rpg', (context) => html`<tr-rpg-board .context=${context}></tr-rpg-board>`);

declare global {
  interface HTMLElementTagNameMap {
    'tr-rpg-board': TrRpgBoard;
  }
}
