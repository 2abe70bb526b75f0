import { LitElement, css, html, nothing } from 'lit';
import { customElement } from 'lit/decorators.js';
import { objectiveMet, objectivesOf } from '../../engine/coc/index.ts';
import type { CocState, Level, Objective } from '../../engine/coc/index.ts';
import { SessionController } from './playtest-context.ts';
import { levelAndGrid } from './board-view.ts';
import { specialRulesShown } from '../../engine/coc/index.ts';
import { showToken } from '../../engine/coc/index.ts';
import { cardName, cardText } from '../../analysis/coc-view.ts';
import type { RulesContent } from '../../engine/coc/index.ts';

/** A card as a chip: its name, its text on hover. */
const chip = (content: RulesContent, kind: string, id: string, extra = '') =>
  html`<span class="card ${kind}" data-card=${id} title=${cardText(content, kind, id) ?? ''}>${cardName(content, kind, id)}${extra}</span>`;

/** The fields of the state this board shows in its own way; any other field is listed as it is. */
const SHOWN_STATE = new Set([
  'game',
  'level',
  'mode',
  'challenge',
  'random',
  'phase',
  'round',
  'status',
  'lara',
  'sight',
  'noise',
  'move',
  'enemies',
  'nextEnemy',
  'doors',
  'artifacts',
  'barriers',
  'boulder',
  'searched',
  'researched',
  'eventCardsDiscarded',
  'log',
  // Part 2: drawn below (gear, cards, resources, decks), or shown elsewhere (pending: the dialog; roll: the dice tray).
  'eventDeck',
  'natlaPins',
  'bag',
  'removedResources',
  'inventory',
  'decks',
  'researchCubes',
  'diceLostNextPhase',
  'weaponUsed',
  'searchedThisPhase',
  'pending',
  'roll',
  'effects',
  'enemyQueue',
  'timedRules',
  'usedThisPhase',
  'skipPhases',
  // engine-events: drawn in the status line below (invasion, crypt, series, the Event Phase's card, advanced enemies).
  'invaded',
  'crypt',
  'eventPhase',
  'movesThisPhase',
  'series',
  'advanced',
  'enemyTurn',
  'bossSlow',
  'shieldsUsed',
  // engine-rest: one phase's Special Dice (drawn with the gear); the engine's own bookkeeping for the
  // Snake and Enforcer (damage taken so far, the attack being settled), told by the log and summary.
  'phaseSpecialDice',
  'damageTaken',
  'attack',
  // coc-rest: which doors have made their "first time" noise (a level rule), told by the log.
  'doorsOpened',
  // island: the Island Campaign, summed up in the status line (and drawn by tr-island-map).
  'campaign',
]);
const SHOWN_LARA = new Set(['at', 'facing', 'health', 'maxHealth', 'dice', 'diceLeft']);

const OBJECTIVE_WORDS: Record<string, (o: Objective) => string> = {
  collectArtifacts: (o) => ('count' in o && o.count ? `Collect ${o.count} artifacts` : 'Collect every artifact'),
  search: () => 'SEARCH the level',
  research: () => 'RESEARCH',
  defeatBoss: () => 'Defeat the boss',
  reachExit: () => 'Reach the exit',
  custom: (o) =>
    'text' in o ? `${o.text} (the engine cannot check this: see to it at the table)` : 'Custom objective',
};

/**
 * Whether an objective is shown as met: the engine counts reaching the exit (and a custom
 * objective it cannot check) as met so that the exit lets Lara out; on Lara's board it is met only
 * once she has left by the exit, and a custom objective is never ticked for the player.
 */
function shownMet(level: Level, state: CocState, content: RulesContent, o: Objective): boolean {
  if (o.type === 'reachExit') return state.status === 'won';
  if (o.type === 'custom') return false;
  return objectiveMet(level, state, content, o);
}

/**
 * Lara's board: health, dice (left this phase, owned), move points, the Sight Token, the round and
 * phase, the objectives with ticks, Event Cards used — and every field of the state the engine
 * adds later (gear, resources, cards…) listed by name until it gets its own drawing.
 */
@customElement('tr-lara-board')
export class TrLaraBoard extends LitElement {
  private readonly play = new SessionController(this);

  override render() {
    const session = this.play.session;
    if (!session) return nothing;
    const state = session.state;
    const { level } = levelAndGrid(session);
    const content = session.content;
    const lara = state.lara;
    const extra = Object.entries(state).filter(([k]) => !SHOWN_STATE.has(k));
    const extraLara = Object.entries(lara).filter(([k]) => !SHOWN_LARA.has(k));
    const collected = state.artifacts.filter((onLevel) => !onLevel).length;
    return html`<section aria-label="Lara's board">
      <div class="row">
        <span class="round">Round ${state.round}, ${state.phase} phase</span>
        <span class="sight ${state.sight}" aria-label="Sight Token">${state.sight.toUpperCase()}</span>
      </div>
      <div class="row" aria-label="Health ${lara.health} of ${lara.maxHealth}">
        Health
        <span class="bar"><span style="width:${(100 * lara.health) / Math.max(1, lara.maxHealth)}%"></span></span>
        <b class="health">${lara.health}/${lara.maxHealth}</b>
      </div>
      <div class="row" aria-label="Dice left ${lara.diceLeft} of ${lara.dice}">
        Dice
        <span class="pips">${Array.from({ length: lara.dice }, (_, i) => html`<span class="pip ${i < lara.diceLeft ? 'left' : 'used'}"></span>`)}</span>
        <b class="dice-left">${lara.diceLeft} left</b>
      </div>
      ${state.diceLostNextPhase ? html`<div class="row lost-next">Dice lost next Lara Phase (DODGE, traps): <b class="dice-lost">${state.diceLostNextPhase}</b></div>` : nothing}
      ${this.gear(content)}
      ${state.move ? html`<div class="row move">Move points: <b class="move-points">${state.move.points}</b>${state.move.passing ? ' (passing an enemy: move on)' : ''}</div>` : nothing}
      <h4>Objectives</h4>
      <ul class="objectives">
        ${objectivesOf(level, state).map((o) => {
          const met = shownMet(level, state, content, o);
          return html`<li class=${met ? 'met' : ''}><span aria-hidden="true">${met ? '☑' : '☐'}</span> ${(OBJECTIVE_WORDS[o.type] ?? (() => o.type))(o)}<span class="visually-hidden"> (${met ? 'met' : 'not met'})</span></li>`;
        })}
      </ul>
      ${this.specialRules()}
      <div class="small">Artifacts collected: ${collected}/${level.artifacts.length} · Event Cards used: ${state.eventCardsDiscarded}${state.noise ? ` · Noise at (${state.noise.x}, ${state.noise.y})` : ''}</div>
      <div class="small decks" aria-label="Decks">
        Event Deck: <b class="event-draw">${state.eventDeck.draw.length}</b> to draw, <b class="event-discard">${state.eventDeck.discard.length}</b> discarded, ${state.eventDeck.removed.length} out of the game
        · Natla-Pins: <b class="natla-pins">${state.natlaPins}</b> · Research cubes: ${state.researchCubes} · Bag: ${state.bag.length} tokens
        · Craft Bench decks: ${state.decks.weapon.length} weapons, ${state.decks.outfit.length} outfits, ${state.decks.ability.length} abilities, ${state.decks.research.length} research
        ${state.weaponUsed ? html` · Weapon used this phase: ${cardName(content, 'weapon', state.weaponUsed)}` : nothing}${state.searchedThisPhase ? ' · SEARCH used this phase' : ''}
      </div>
      ${this.chapterLine(content)}
      ${
        state.timedRules.length || state.skipPhases.length || state.usedThisPhase.length
          ? html`<div class="small rules" aria-label="Rules in force">
            ${state.timedRules.length ? html`Rules in force: ${state.timedRules.map((r) => `${cardName(content, r.kind, r.id)} (${r.duration})`).join(', ')}` : nothing}
            ${state.skipPhases.length ? html` · Next ${state.skipPhases.join(' and ')} phase skipped` : nothing}
            ${state.usedThisPhase.length ? html` · Used this phase: ${state.usedThisPhase.join(', ')}` : nothing}
          </div>`
          : nothing
      }
      ${
        extra.length || extraLara.length
          ? html`<details class="more" open>
            <summary>More of the game's state</summary>
            <dl>${[...extraLara.map(([k, v]) => [`lara.${k}`, v] as const), ...extra].map(([k, v]) => html`<dt>${k}</dt><dd><code>${JSON.stringify(v)}</code></dd>`)}</dl>
          </details>`
          : nothing
      }
    </section>`;
  }

  /** The level's special rules in words, and which of them the engine applies (the others are the player's to apply).
   * */
  private specialRules() {
    const session = this.play.session!;
    const { words, applied } = specialRulesShown(levelAndGrid(session).level, session.state);
    if (!words.length && !applied.length) return nothing;
    return html`<h4>Special rules</h4>
      <ul class="special-rules">${words.map((w) => html`<li>${w}</li>`)}</ul>
      <div class="small applied-rules">${applied.length ? `The engine applies: ${applied.join(', ')}; apply anything else these words say by hand.` : 'The engine applies none of these: apply them by hand.'}</div>`;
  }

  /** The invasion, the crypt, the series' chapter, the Event Phase's card being resolved, advanced enemies. */
  private chapterLine(content: RulesContent) {
    const state = this.play.session!.state;
    const parts: unknown[] = [];
    if (state.invaded) parts.push(html`<b class="invaded">INVADED</b>`);
    if (state.crypt) parts.push('In the crypt');
    if (state.series)
      parts.push(
        html`Series: chapter <b class="series">${state.series.index + 1} of ${state.series.chapters.length}</b>${state.series.advancing ? ' (next chapter after the reward)' : ''}`,
      );
    const ep = state.eventPhase;
    if (ep)
      parts.push(
        html`Event Phase: ${ep.card ? html`resolving <b class="event-card">${cardName(content, 'event', ep.card)}</b>, ` : nothing}${ep.toDraw} to draw${ep.done ? ', all resolved' : ''}`,
      );
    const advanced =
      state.advanced &&
      Object.entries(state.advanced)
        .filter(([, on]) => on)
        .map(([k]) => k);
    if (advanced?.length) parts.push(`Advanced enemies (${advanced.join(', ')}), turning ${state.enemyTurn}`);
    if (state.bossSlow) parts.push(`Boss slowed by ${state.bossSlow}`);
    if (state.shieldsUsed.length) parts.push(`Shields used: ${state.shieldsUsed.length}`);
    const c = state.campaign;
    if (c)
      parts.push(
        html`Island Campaign: Lara-Pin on <b class="island">${c.lara ?? '(to place)'}</b>, ${c.pins.length} Natla-Pins on the island, ${c.cleared.length} spaces cleared, found: ${c.found.join(', ') || 'nothing yet'}`,
      );
    return parts.length
      ? html`<div class="small chapter" aria-label="Chapter">${parts.map((p, i) => html`${i ? ' · ' : ''}${p}`)}</div>`
      : nothing;
  }

  /** Lara's gear and holdings: Special Dice, weapons with ammo, outfits, abilities, Research Cards, relics, resources.
   * */
  private gear(content: RulesContent) {
    const inv = this.play.session!.state.inventory;
    const rows: [string, string, unknown][] = [];
    if (inv.specialDice) rows.push(['Special Dice', 'special-dice', html`<b>${inv.specialDice}</b>`]);
    const phaseDice = this.play.session!.state.phaseSpecialDice;
    if (phaseDice) rows.push(['Special Dice, this phase only', 'phase-special-dice', html`<b>${phaseDice}</b>`]);
    if (inv.weapons.length)
      rows.push(['Weapons', 'weapons', inv.weapons.map((w) => chip(content, 'weapon', w.id, ` · ${w.ammo} ammo`))]);
    if (inv.outfits.length)
      rows.push([
        inv.outfits.length > 1 ? 'Outfits' : 'Outfit',
        'outfits',
        inv.outfits.map((o) => chip(content, 'outfit', o)),
      ]);
    if (inv.abilities.length)
      rows.push(['Abilities', 'abilities', inv.abilities.map((a) => chip(content, 'ability', a))]);
    if (inv.research.length)
      rows.push(['Research Cards', 'research', inv.research.map((r) => chip(content, 'research', r))]);
    if (inv.relics.length) rows.push(['Relics', 'relics', inv.relics.map((r) => chip(content, 'relic', r))]);
    // Multi-Treasure shows its worth ("3-treasure"); every token is one chip.
    rows.push([
      'Resources',
      'resources',
      inv.resources.length
        ? inv.resources.map((t) => html`<span class="token" data-token=${t}>${showToken(t)}</span>`)
        : html`<i>none</i>`,
    ]);
    return html`<dl class="gear">${rows.map(([label, cls, value]) => html`<dt>${label}</dt><dd class=${cls}>${value}</dd>`)}</dl>`;
  }

  static override styles = css`
    .gear {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: 0.15rem 0.5rem;
      margin: 0.3rem 0;
    }
    .gear dd {
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem;
    }
    .card,
    .token {
      border: 1px solid #8d6e63;
      border-radius: 3px;
      padding: 0 0.3rem;
      background: #faf6f0;
      font-size: 0.8rem;
    }
    .token {
      border-color: #999;
      background: #f3f3f3;
    }
    .lost-next {
      color: #8e1414;
    }
    :host {
      display: block;
      font-size: 0.88rem;
    }
    .row {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      margin: 0.2rem 0;
    }
    .sight {
      margin-left: auto;
      font-weight: 800;
      padding: 0 0.4rem;
      border-radius: 3px;
    }
    .sight.hidden {
      background: #e0f2f1;
      color: #00695c;
    }
    .sight.seen {
      background: #ffebee;
      color: #b71c1c;
    }
    .bar {
      flex: 1;
      height: 0.6rem;
      background: #eee;
      border: 1px solid #999;
    }
    .bar span {
      display: block;
      height: 100%;
      background: #c62828;
    }
    .pips {
      display: flex;
      gap: 3px;
      flex: 1;
    }
    .pip {
      width: 0.8rem;
      height: 0.8rem;
      border-radius: 2px;
      border: 1px solid #333;
    }
    .pip.left {
      background: #fdd835;
    }
    .pip.used {
      background: #bbb;
    }
    h4 {
      margin: 0.4rem 0 0.1rem;
    }
    ul {
      margin: 0;
      padding-left: 0.2rem;
      list-style: none;
    }
    li.met {
      color: #2e7d32;
    }
    .small {
      font-size: 0.8rem;
      color: #555;
      margin-top: 0.2rem;
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    dl {
      margin: 0;
      font-size: 0.8rem;
    }
    dd {
      margin: 0 0 0.2rem 0.5rem;
      word-break: break-all;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-lara-board': TrLaraBoard;
  }
}
