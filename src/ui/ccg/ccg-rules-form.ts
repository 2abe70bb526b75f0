import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LOCATION_CLASSES } from '../../model/ccg-card-catalog.ts';
import { isObject, list, type JsonObject } from '../../model/json-read.ts';
import { setClassMinimumDepth, setField } from '../../model/ccg-level-edit.ts';
import { setupLabels } from '../../model/ccg-level-map.ts';
import { CcgController, readPick, type CcgDesignerState } from './ccg-state.ts';

type Path = (string | number)[];

/** Reads a value at a path of the level. */
function get(v: unknown, path: Path): unknown {
  let node = v;
  for (const key of path)
    node = isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

const pointerOf = (path: Path) => '/' + path.join('/');

/**
 * The level's rules as a form: players, level power, map size and starting depth, entrance setups
 * and how raiders start, the treasure room(s) and minimum depths, the solitaire obstacle deck and
 * goal, starting bonuses, the goal (find, retrieval, bounty hunter with points and bonus points), series settings and
 * special rules. A problem about one of these fields focuses it.
 */
@customElement('tr-ccg-rules-form')
export class TrCcgRulesForm extends LitElement {
  private readonly ccg = new CcgController(this);

  protected override updated(_: PropertyValues): void {
    const sel = this.ccg.state?.selection;
    if (sel?.kind !== 'rules') return;
    const fields = [...this.renderRoot.querySelectorAll<HTMLElement>('[data-pointer]')].filter((f) =>
      sel.pointer.startsWith(f.dataset.pointer!),
    );
    const best = fields.sort((a, b) => b.dataset.pointer!.length - a.dataset.pointer!.length)[0];
    if (best && this.shadowRoot?.activeElement !== best) {
      best.scrollIntoView?.({ block: 'nearest' });
      best.focus();
    }
  }

  private set(state: CcgDesignerState, path: Path, value: unknown, label: string): void {
    state.edit(setField(state.value, path, value), label, `rules-${path.join('.')}`);
  }

  private number(state: CcgDesignerState, path: Path, label: string, min = 1) {
    const v = get(state.value, path);
    return html`<label>${label} <input type="number" min=${min} data-pointer=${pointerOf(path)} aria-label=${label} .value=${typeof v === 'number' ? String(v) : ''}
      @input=${(e: Event) => {
        const raw = (e.target as HTMLInputElement).value;
        this.set(state, path, raw === '' ? undefined : Math.trunc(Number(raw)), label);
      }} /></label>`;
  }

  private text(state: CcgDesignerState, path: Path, label: string) {
    const v = get(state.value, path);
    return html`<label class="wide">${label} <input type="text" data-pointer=${pointerOf(path)} aria-label=${label} .value=${typeof v === 'string' ? v : ''} @input=${(e: Event) => this.set(state, path, (e.target as HTMLInputElement).value || undefined, label)} /></label>`;
  }

  private check(state: CcgDesignerState, path: Path, label: string) {
    return html`<label><input type="checkbox" data-pointer=${pointerOf(path)} .checked=${get(state.value, path) === true} @change=${(e: Event) => this.set(state, path, (e.target as HTMLInputElement).checked || undefined, label)} /> ${label}</label>`;
  }

  private choice(state: CcgDesignerState, path: Path, label: string, options: [string, string][], empty?: string) {
    const v = get(state.value, path);
    return html`<label>${label} <select data-pointer=${pointerOf(path)} aria-label=${label} @change=${(e: Event) => this.set(state, path, (e.target as HTMLSelectElement).value || undefined, label)}>
      ${empty !== undefined ? html`<option value="" ?selected=${v === undefined}>${empty}</option>` : nothing}
      ${options.map(([value, words]) => html`<option value=${value} ?selected=${v === value}>${words}</option>`)}
    </select></label>`;
  }

  /** A list of ids typed comma-separated, or cards dropped from the card list. */
  private ids(state: CcgDesignerState, path: Path, label: string) {
    const v = list(get(state.value, path)).filter((x): x is string => typeof x === 'string');
    const onDrop = (e: DragEvent) => {
      e.preventDefault();
      const pick = readPick(e.dataTransfer) ?? state.drag;
      state.drag = undefined;
      if (pick?.kind === 'card' && !v.includes(pick.card)) this.set(state, path, [...v, pick.card], label);
    };
    return html`<label class="wide" @dragover=${(e: DragEvent) => e.preventDefault()} @drop=${onDrop}>${label} <input type="text" data-pointer=${pointerOf(path)} aria-label=${label} placeholder="ids, comma separated, or drop cards here" .value=${v.join(', ')}
      @change=${(e: Event) => {
        const ids = [
          ...new Set(
            (e.target as HTMLInputElement).value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        this.set(state, path, ids.length ? ids : undefined, label);
      }} /></label>`;
  }

  private renderEntrances(state: CcgDesignerState) {
    const labels = setupLabels(state.value);
    const s = state.setup;
    return html`<fieldset><legend>Entrances and starts</legend>
      ${this.choice(state, ['entrances', 'start'], 'Starting entrance', [
        ['splitEvenly', 'split evenly'],
        ['rollToChoose', 'roll-off, highest chooses first'],
        ['otherPlayersDeck', "the side built from the other player's deck"],
      ])}
      <label>Setup shown on the map <select aria-label="Entrance setup" @change=${(e: Event) => ((state.setup = Number((e.target as HTMLSelectElement).value)), state.changed())}>
        ${labels.map((l, i) => html`<option value=${i} ?selected=${i === s}>${l}</option>`)}
      </select></label>
      <button @click=${() => {
        const n = labels.length;
        if (state.edit(setField(state.value, ['entrances', 'setups', n], { rooms: [] }), 'Add an entrance setup')) {
          state.setup = n;
          state.changed();
        }
      }}>Add a setup</button>
      ${
        labels.length > 1
          ? html`<button @click=${() => {
              if (
                state.edit(setField(state.value, ['entrances', 'setups', s], undefined), 'Remove an entrance setup')
              ) {
                state.setup = 0;
                state.changed();
              }
            }}>Remove this setup</button>`
          : nothing
      }
      <div>For players: ${this.number(state, ['entrances', 'setups', s, 'players', 'min'], 'at least')} ${this.number(state, ['entrances', 'setups', s, 'players', 'max'], 'at most')}
        ${this.choice(
          state,
          ['entrances', 'setups', s, 'players', 'parity'],
          'odd or even',
          [
            ['odd', 'odd'],
            ['even', 'even'],
          ],
          'either',
        )}</div>
      <p class="hint">Place entrance rooms by dropping a card on depth 1 with “place as: an entrance room”.</p>
    </fieldset>`;
  }

  private renderBonuses(state: CcgDesignerState) {
    const bonuses = list(state.value.startingBonuses);
    return html`<fieldset><legend>Starting bonuses</legend>
      ${bonuses.map((b, k) => {
        const choices = isObject(b) ? list(b.choices) : [];
        return html`<div class="bonus">
          ${this.choice(state, ['startingBonuses', k, 'who'], 'Who', [
            ['everyPlayer', 'every player'],
            ['allButFirstPlayer', 'all but the first player'],
          ])}
          ${this.check(state, ['startingBonuses', k, 'optional'], 'optional')}
          ${choices.map((c, j) => {
            const type = isObject(c) ? c.type : undefined;
            const field = type === 'upgrade' ? 'power' : type === 'treasure' ? 'maxPower' : 'count';
            const words =
              type === 'upgrade'
                ? 'upgrade of power'
                : type === 'treasure'
                  ? 'treasure up to power'
                  : 'item discoveries:';
            return html`<span class="choice">${j > 0 ? 'or ' : ''}${this.number(state, ['startingBonuses', k, 'choices', j, field], words)}</span>`;
          })}
          <select aria-label="Add a choice" @change=${(e: Event) => {
            const t = (e.target as HTMLSelectElement).value;
            const choice =
              t === 'upgrade'
                ? { type: t, power: 2 }
                : t === 'treasure'
                  ? { type: t, maxPower: 1 }
                  : { type: t, count: 1 };
            this.set(state, ['startingBonuses', k, 'choices', choices.length], choice, 'Add a bonus choice');
          }}><option selected disabled>add a choice…</option><option value="upgrade">an upgrade</option><option value="treasure">a treasure</option><option value="itemDiscovery">item discoveries</option></select>
          <button aria-label="Remove this bonus" @click=${() => state.edit(setField(state.value, ['startingBonuses'], bonuses.length > 1 ? bonuses.filter((_, i) => i !== k) : undefined), 'Remove a bonus')}>✕</button>
        </div>`;
      })}
      <button @click=${() => state.edit(setField(state.value, ['startingBonuses'], [...bonuses, { who: 'everyPlayer', choices: [{ type: 'upgrade', power: 2 }] }]), 'Add a starting bonus')}>Add a bonus</button>
    </fieldset>`;
  }

  /** A bounty hunter's bonus points: each a deed in words, whether the playtest counts it itself (a trap removed) or by
   * hand, and its points. */
  private renderBonusPoints(state: CcgDesignerState) {
    const rows = list(get(state.value, ['goal', 'bonusPoints']));
    const path = (k: number, field: string): Path => ['goal', 'bonusPoints', k, field];
    return html`<div data-pointer="/goal/bonusPoints">Bonus points:
      ${rows.map(
        (_, k) => html`<div class="bonus">
          ${this.text(state, path(k, 'for'), `Deed ${k + 1}`)}
          ${this.choice(state, path(k, 'deed'), `Deed ${k + 1} counted`, [['removeTrap', 'by the playtest: each trap removed']], 'by hand')}
          ${this.number(state, path(k, 'points'), `Deed ${k + 1} points`, -99)}
          <button aria-label="Remove deed ${k + 1}" @click=${() => state.edit(setField(state.value, ['goal', 'bonusPoints'], rows.length > 1 ? rows.filter((_, i) => i !== k) : undefined), 'Remove bonus points')}>✕</button>
        </div>`,
      )}
      <button @click=${() => state.edit(setField(state.value, ['goal', 'bonusPoints', rows.length], { for: 'Removing a trap obstacle', deed: 'removeTrap', points: 1 }), 'Add bonus points')}>Add bonus points</button>
    </div>`;
  }

  private renderSeries(state: CcgDesignerState) {
    const series = isObject(state.value.series) ? (state.value.series as JsonObject) : undefined;
    const type = series?.type;
    return html`<fieldset><legend>Series</legend>
      <label>Series <select aria-label="Series" data-pointer="/series" @change=${(e: Event) => {
        const t = (e.target as HTMLSelectElement).value;
        const next =
          t === ''
            ? undefined
            : t === 'timed'
              ? { type: t }
              : t === 'linked'
                ? { type: t, levels: [state.value.id, state.value.id], seriesWinner: 'mostTreasures' }
                : { type: t, depthOffsetPerLevel: 2, carryOver: { treasures: true } };
        state.edit(setField(state.value, ['series'], next), 'Series');
      }}>
        <option value="" ?selected=${!series}>none</option>
        <option value="timed" ?selected=${type === 'timed'}>timed</option>
        <option value="linked" ?selected=${type === 'linked'}>linked</option>
        <option value="pickUp" ?selected=${type === 'pickUp'}>pick up</option>
      </select></label>
      ${type === 'timed' || type === 'linked' ? this.ids(state, ['series', 'levels'], 'Levels in order') : nothing}
      ${
        type === 'linked'
          ? this.choice(state, ['series', 'seriesWinner'], 'Series winner', [
              ['mostTreasures', 'most treasures'],
              ['finalTreasure', "the final level's treasure"],
            ])
          : nothing
      }
      ${type === 'linked' || type === 'pickUp' ? this.number(state, ['series', 'depthOffsetPerLevel'], 'Depth offset per level', 0) : nothing}
      ${
        type === 'pickUp'
          ? html`${this.number(state, ['series', 'minimumDrawDeck'], 'Smallest draw deck')} ${this.number(state, ['series', 'newDrawCardsPerLevel'], 'New draw cards per level', 0)}
            ${this.number(state, ['series', 'maxCopiesInDrawDeck'], 'Most copies in a draw deck')}`
          : nothing
      }
      ${
        type === 'linked' || type === 'pickUp'
          ? html`<div>Carried over: ${this.check(state, ['series', 'carryOver', 'treasures'], 'treasures')} ${this.check(state, ['series', 'carryOver', 'upgrades'], 'upgrades')}
            ${this.check(state, ['series', 'carryOver', 'secretMoves'], 'secret moves')} ${this.number(state, ['series', 'carryOver', 'savedItems'], 'saved items', 0)}</div>`
          : nothing
      }
    </fieldset>`;
  }

  override render() {
    const state = this.ccg.state;
    if (!state) return nothing;
    const v = state.value;
    const goal = isObject(v.goal) ? v.goal.type : undefined;
    const minDepth = (c: string) =>
      list(v.minimumDepths).find((m) => isObject(m) && m.class === c) as { depth?: number } | undefined;
    const solitaire = list(get(v, ['solitaire', 'obstacleDeck']))
      .map((e) => (isObject(e) ? `${String(e.card)}${e.count !== 1 ? `×${String(e.count)}` : ''}` : ''))
      .join(', ');
    return html`<h2>Level rules</h2>
      <fieldset><legend>Level</legend>
        ${this.text(state, ['name'], 'Name')} ${this.text(state, ['summary'], 'Summary')}
        ${this.number(state, ['players', 'min'], 'Fewest players')} ${this.number(state, ['players', 'max'], 'Most players')} ${this.number(state, ['levelPower'], 'Level power')}
      </fieldset>
      <fieldset><legend>Map</legend>
        ${this.number(state, ['map', 'width'], 'Width')} ${this.number(state, ['map', 'depth'], 'Depth')} ${this.number(state, ['map', 'startingDepth'], 'Starting depth')}
      </fieldset>
      ${this.renderEntrances(state)}
      <fieldset><legend>Treasure room and minimum depths</legend>
        ${this.ids(state, ['treasureRoom', 'cards'], 'Treasure room cards')} ${this.number(state, ['treasureRoom', 'minimumDepth'], 'Treasure room minimum depth')}
        ${this.check(state, ['treasureRoom', 'onlyOne'], 'only one treasure room')}
        <div data-pointer="/minimumDepths">${LOCATION_CLASSES.map(
          (
            c,
          ) => html`<label>${c} from depth <input type="number" min="1" aria-label="Minimum depth of ${c} locations" .value=${String(minDepth(c)?.depth ?? '')}
            @input=${(e: Event) => {
              const raw = (e.target as HTMLInputElement).value;
              state.edit(
                setClassMinimumDepth(state.value, c, raw === '' ? undefined : Math.max(1, Math.trunc(Number(raw)))),
                `Minimum depth of ${c}`,
                `rules-min-${c}`,
              );
            }} /></label>`,
        )}</div>
      </fieldset>
      <fieldset><legend>Solitaire</legend>
        <label class="wide" @dragover=${(e: DragEvent) => e.preventDefault()} @drop=${(e: DragEvent) => {
          e.preventDefault();
          const pick = readPick(e.dataTransfer) ?? state.drag;
          state.drag = undefined;
          if (pick?.kind !== 'card') return;
          const deck = list(get(v, ['solitaire', 'obstacleDeck'])).filter(isObject);
          const at = deck.findIndex((x) => x.card === pick.card);
          const next =
            at >= 0
              ? deck.map((x, i) => (i === at ? { ...x, count: Number(x.count ?? 1) + 1 } : x))
              : [...deck, { card: pick.card, count: 1 }];
          state.edit(setField(state.value, ['solitaire', 'obstacleDeck'], next), 'Solitaire obstacle deck');
        }}>Obstacle deck <input type="text" data-pointer="/solitaire" aria-label="Solitaire obstacle deck" placeholder="bats×2, pit-trap" .value=${solitaire}
          @change=${(e: Event) => {
            const cards = (e.target as HTMLInputElement).value
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
              .map((s) => {
                const [card, count] = s.split(/[×x*]/).map((p) => p.trim());
                return { card: card!, count: Math.max(1, Number(count) || 1) };
              });
            state.edit(
              setField(state.value, ['solitaire', 'obstacleDeck'], cards.length ? cards : undefined),
              'Solitaire obstacle deck',
            );
          }} /></label>
        ${this.number(state, ['solitaire', 'goal', 'maxReloads'], 'Most reloads', 0)} ${this.number(state, ['solitaire', 'goal', 'maxTurns'], 'Most turns')}
        ${this.check(state, ['solitaire', 'goal', 'exploreEveryLocation'], 'explore every location')} ${this.check(state, ['solitaire', 'goal', 'removeAllCreatures'], 'remove every creature')}
      </fieldset>
      ${this.renderBonuses(state)}
      <fieldset><legend>Goal</legend>
        <label>Goal <select aria-label="Goal" data-pointer="/goal" @change=${(e: Event) => {
          const t = (e.target as HTMLSelectElement).value;
          state.edit(
            setField(
              state.value,
              ['goal'],
              t === 'bountyHunter' ? { type: t, pointsPerCreature: 1, pointsPerTreasurePower: 1 } : { type: t },
            ),
            'Goal',
          );
        }}>
          <option value="findTreasure" ?selected=${goal === 'findTreasure'}>first to find the treasure</option>
          <option value="retrieval" ?selected=${goal === 'retrieval'}>retrieval: bring it out</option>
          <option value="bountyHunter" ?selected=${goal === 'bountyHunter'}>bounty hunter: most points</option>
        </select></label>
        ${
          goal === 'bountyHunter'
            ? html`${this.number(state, ['goal', 'pointsPerCreature'], 'Points per creature', 0)} ${this.number(state, ['goal', 'pointsPerTreasurePower'], 'Points per treasure power', 0)}
            ${this.renderBonusPoints(state)}`
            : nothing
        }
      </fieldset>
      ${this.renderSeries(state)}
      <fieldset><legend>Special rules (one a line)</legend>
        <textarea aria-label="Special rules" data-pointer="/specialRules" .value=${list(v.specialRules).join('\n')}
          @change=${(e: Event) => {
            const lines = (e.target as HTMLTextAreaElement).value
              .split('\n')
              .map((s) => s.trim())
              .filter(Boolean);
            state.edit(setField(state.value, ['specialRules'], lines.length ? lines : undefined), 'Special rules');
          }}></textarea>
      </fieldset>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.85rem;
    }
    h2 {
      font-size: 0.95rem;
      margin: 0.5rem 0 0.3rem;
    }
    fieldset {
      border: 1px solid #e5dccb;
      margin: 0.3rem 0;
      padding: 0.3rem 0.5rem;
    }
    legend {
      font-weight: 600;
    }
    label {
      display: inline-block;
      margin: 0.15rem 0.4rem 0.15rem 0;
    }
    label.wide {
      display: block;
    }
    label.wide input {
      width: 100%;
      box-sizing: border-box;
    }
    input,
    select,
    button,
    textarea {
      font: inherit;
      font-size: 0.8rem;
    }
    input[type='number'] {
      width: 3.4rem;
    }
    textarea {
      width: 100%;
      box-sizing: border-box;
      min-height: 3rem;
    }
    .hint {
      color: #6d6458;
      font-size: 0.8rem;
      margin: 0.2rem 0;
    }
    .bonus {
      border-bottom: 1px dotted #e5dccb;
      padding: 0.2rem 0;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ccg-rules-form': TrCcgRulesForm;
  }
}
