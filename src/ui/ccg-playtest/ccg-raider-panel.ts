import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { cardOf, levelItem, type CcgContent, type EffectOf } from '../../engine/ccg/index.ts';
import { baseAbility } from '../../engine/ccg/index.ts';
import { raiderNumbers } from '../../engine/ccg/index.ts';
import { ABILITIES, type CcgAction, type CcgState, type RaiderState } from '../../engine/ccg/index.ts';
import { CcgSessionController } from './ccg-playtest-context.ts';
import { RAIDER_COLOURS } from './ccg-play-map.ts';
import { actionWords, cardName, failWords, spotWords, testWords } from './ccg-words.ts';

/** A card's facts in one line (its type and numbers, then its text), for titles and lists. */
export function cardFacts(content: CcgContent, instance: string): string {
  const c = content.cards.get(instance.split('#')[0]!);
  if (!c) return instance;
  const facts: string[] = [c.discoveryType ? `${c.discoveryType} discovery` : c.type];
  if (c.type === 'discovery') facts.push(`difficulty ${c.difficulty}`);
  if (c.obstacle)
    facts.push(
      `${c.obstacle.obstacleType}, danger ${c.danger}: ${testWords(c.obstacle)}; if failed ${failWords(c.obstacle)}${c.obstacle.life !== undefined ? `; life ${c.obstacle.life}` : ''}`,
    );
  if (c.type === 'upgrade' || c.type === 'treasure') facts.push(`power ${c.power}`);
  return `${facts.join(', ')}${c.text ? ` — ${c.text}` : ''}`;
}

/**
 * Each raider's card: the raider, her power, her four abilities as the rules count them now
 * (injuries shown), life and hits, stuck or dead, where she is and where she saved; her hand
 * (hidden in hot-seat from all but the player at the screen), her saved and unsaved rows, and
 * her deck and discard pile. A card that can be played or used now has its button here.
 */
@customElement('tr-ccg-raider-panel')
export class TrCcgRaiderPanel extends LitElement {
  private readonly play = new CcgSessionController(this);

  private cardList(
    content: CcgContent,
    cards: readonly string[],
    label: string,
    actions: Map<string, CcgAction[]>,
    state: CcgState,
  ) {
    if (!cards.length) return html`<p class="none">${label}: none</p>`;
    const s = this.play.session!;
    return html`<ul class="cards" aria-label=${label}>
      ${cards.map(
        (id) => html`<li data-card=${id} title=${cardFacts(content, id)}>
          <span class="name">${cardName(content, id)}</span> <small>${cardFacts(content, id).split(' — ')[0]}</small>
          ${(actions.get(id) ?? []).map((a) => html`<button class="play" @click=${() => s.apply(a)}>${actionWords(content, state, a)}</button>`)}
        </li>`,
      )}
    </ul>`;
  }

  private renderRaider(content: CcgContent, state: CcgState, r: RaiderState, actions: Map<string, CcgAction[]>) {
    const s = this.play.session!;
    const card = cardOf(content, r.raider);
    const numbers = raiderNumbers(s.content, state, r.player);
    const maxLife = numbers.life;
    const handShown = !s.hotSeat || r.player === s.viewer;
    const acting = s.acting === r.player && state.status === 'playing';
    const stuck = numbers.stuck;
    const bounty = (levelItem(content, state.level.id).goal as { type?: string } | undefined)?.type === 'bountyHunter';
    return html`<section class="raider ${acting ? 'acting' : ''}" data-player=${r.player} aria-label="${r.name}: ${card.name}" style="--colour: ${RAIDER_COLOURS[r.player % RAIDER_COLOURS.length]}">
      <h3><span class="pawn">${r.player + 1}</span> ${r.name}: ${card.name} <small>power ${numbers.power}</small>${acting ? html` <em class="turn">to play</em>` : nothing}</h3>
      <table class="abilities">
        <tr>${ABILITIES.map((a) => html`<th scope="col">${a}</th>`)}</tr>
        <tr>
          ${ABILITIES.map((a) => {
            const injured = r.injuries[a];
            return html`<td data-ability=${a} class=${injured ? 'injured' : ''}>${numbers.abilities[a]}${injured ? html`<small title="${injured} injur${injured === 1 ? 'y' : 'ies'}"> (${baseAbility(content, r, a)} −${injured})</small>` : nothing}</td>`;
          })}
        </tr>
      </table>
      <p class="status">
        <span class="life" data-life=${numbers.lifeLeft} data-max=${maxLife}>Life ${numbers.lifeLeft} of ${maxLife}</span>
        <span class="hits" data-hits=${r.hits} aria-label="${r.hits} hits">${r.hits ? '✕'.repeat(r.hits) : 'no hits'}</span>
        ${stuck ? html`<span class="flag stuck">stuck</span>` : nothing}
        ${r.dead ? html`<span class="flag dead">dead: reloads in the draw round</span>` : nothing}
        ${r.usedFight ? html`<span class="flag">fought (no search)</span>` : nothing}
        ${r.carriesTreasure ? html`<span class="flag treasure">★ carries the treasure</span>` : nothing}
        ${bounty ? html`<span class="points" data-points=${r.points}>${r.points} point${r.points === 1 ? '' : 's'}</span>` : nothing}
      </p>
      <p class="where">
        ${r.at ? html`At ${spotWords(r.at)}` : html`Not on the map`} · saves at ${r.savePoint ? spotWords(r.savePoint) : `the entrance (${spotWords(r.entrance)})`}
        ${r.reloads ? html` · ${r.reloads} reload${r.reloads === 1 ? '' : 's'}` : nothing}
      </p>
      ${this.abilities(content, state, r)}
      <h4>Hand (${r.hand.length})</h4>
      ${handShown ? this.cardList(content, r.hand, 'Hand', actions, state) : html`<p class="hidden-hand">Hidden: ${r.hand.length} card${r.hand.length === 1 ? '' : 's'}</p>`}
      <h4>Saved row</h4>
      ${this.cardList(content, r.saved, 'Saved row', actions, state)}
      <h4>Unsaved row</h4>
      ${this.cardList(content, r.unsaved, 'Unsaved row', actions, state)}
      <p class="piles">Draw deck ${r.deck.length} · discard ${r.discard.length}</p>
    </section>`;
  }

  /** Her raider card's abilities left to the player (rule decision 158): the text, how often, and a button when she may
   * use one now. */
  private abilities(content: CcgContent, state: CcgState, r: RaiderState) {
    const s = this.play.session!;
    const manual = cardOf(content, r.raider)
      .effects.map((e, i) => ({ e, i }))
      .filter((m): m is { e: EffectOf<'manual'>; i: number } => m.e.type === 'manual');
    if (!manual.length) return nothing;
    const usable =
      s.handover === undefined && !state.pending
        ? s.legal.filter((a) => a.type === 'useAbility' && a.player === r.player)
        : [];
    const often = (uses: EffectOf<'manual'>['uses']) =>
      uses === 'oncePerLevel' ? 'once per level' : uses === 'oncePerTurn' ? 'once per turn' : 'any time';
    return html`<ul class="abilities-by-hand" aria-label="${r.name}: abilities">
      ${manual.map(({ e, i }) => {
        const used = (r.abilityUses ?? []).filter((u) => u.effect === i).length;
        const action = usable.find((a) => a.type === 'useAbility' && a.effect === i);
        return html`<li>${e.text} <small>(${often(e.uses)}${used ? `; used ${used}×` : ''})</small>
          ${action ? html`<button class="use-ability" @click=${() => s.apply(action)}>Use ability</button>` : nothing}</li>`;
      })}
    </ul>`;
  }

  override render() {
    const s = this.play.session;
    const content = this.play.content;
    if (!s || !content) return nothing;
    const state = s.state;
    // Cards the player at the screen can play or use now (outside a decision: those are in the dialog).
    const actions = new Map<string, CcgAction[]>();
    if (s.handover === undefined && !state.pending)
      for (const a of s.legal)
        if ((a.type === 'playCard' || a.type === 'useItem') && !actions.get(a.card)?.push(a)) actions.set(a.card, [a]);
    return html`${state.raiders.map((r) => this.renderRaider(content, state, r, actions))}`;
  }

  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
      font-size: 0.85rem;
    }
    .raider {
      border: 2px solid var(--colour);
      border-radius: 6px;
      padding: 0.3rem 0.5rem;
      background: #fffdf8;
    }
    .raider.acting {
      box-shadow: 0 0 0 3px #fff6d5, 0 0 0 5px var(--colour);
    }
    h3 {
      font-size: 0.95rem;
      margin: 0 0 0.2rem;
    }
    h3 small {
      font-weight: 400;
      color: #5d5448;
    }
    .turn {
      font-size: 0.75rem;
      color: #1b5e20;
    }
    .pawn {
      display: inline-grid;
      place-items: center;
      width: 1.2rem;
      height: 1.2rem;
      border-radius: 50%;
      background: var(--colour);
      color: #fff;
      font-size: 0.75rem;
    }
    h4 {
      font-size: 0.8rem;
      margin: 0.3rem 0 0.1rem;
      color: #5d5448;
    }
    .abilities {
      border-collapse: collapse;
      text-align: center;
    }
    .abilities th {
      font-weight: 400;
      font-size: 0.7rem;
      color: #5d5448;
      padding: 0 0.4rem;
    }
    .abilities td {
      font-weight: 700;
      font-size: 1rem;
    }
    .abilities td.injured {
      color: #b71c1c;
    }
    .abilities td small {
      font-weight: 400;
      font-size: 0.7rem;
    }
    .status,
    .where,
    .piles,
    .none,
    .hidden-hand {
      margin: 0.15rem 0;
    }
    .hits {
      color: #b71c1c;
      font-weight: 700;
      margin-left: 0.4rem;
    }
    .flag {
      margin-left: 0.4rem;
      padding: 0 0.3rem;
      border-radius: 3px;
      background: #fde7e7;
      color: #8e1414;
    }
    .flag.treasure {
      background: #fff3c4;
      color: #6b5400;
    }
    .points {
      margin-left: 0.4rem;
      font-weight: 700;
      color: #1d4d80;
    }
    .none,
    .hidden-hand,
    .piles,
    .where {
      color: #5d5448;
    }
    .cards {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 2px;
    }
    .cards li {
      border: 1px solid #e0d6c4;
      border-radius: 3px;
      padding: 0.05rem 0.3rem;
      background: #fff;
    }
    .cards small {
      color: #6d6458;
    }
    .play {
      font-size: 0.75rem;
      margin-left: 0.3rem;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-raider-panel': TrCcgRaiderPanel;
  }
}
