import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { CocAction, CocState, DieResult } from '../../engine/coc/index.ts';
import { successes } from '../../engine/coc/index.ts';
import { previewDice, previewReroll } from '../../analysis/coc-dice-preview.ts';
import { SessionController } from './playtest-context.ts';
import type { PlaytestSession } from '../../store/playtest-session.ts';
import { diceGroup as groupOf, isDiceAction } from './action-words.ts';

const FACE: Record<DieResult, { mark: string; words: string }> = {
  success: { mark: '✓', words: 'success' },
  doubleSuccess: { mark: '✓✓', words: 'double success' },
  fail: { mark: '✗', words: 'fail' },
  sacrifice: { mark: '☠', words: 'sacrifice' },
};
const FACES = Object.keys(FACE) as DieResult[];
const ROLL_MS = 450;

type DiceAction = CocAction & { dice: number; special?: number };

/**
 * The dice tray: choose an action that rolls dice (MOVE, HIDE, SEARCH, RESEARCH, MELEE at a
 * target, a weapon at a target, an ability — any legal action with a number of dice), how many
 * Lara Dice and Special Dice, roll (with a short animation that can be turned off), see the faces,
 * choose how many sacrifices become successes, and apply. The faces are seen before the action is
 * sent (a preview on a copy of the generator) and the engine then rolls exactly these; it asks
 * the sacrifices after the roll (a pending decision), which the tray answers with the number
 * chosen (convertSacrifices). A sacrifices decision the tray did not start (a DODGE roll, a HIDE
 * re-roll, a replay stopped there) is shown here too, with the engine's faces.
 */
@customElement('tr-dice-tray')
export class TrDiceTray extends LitElement {
  private readonly play = new SessionController(this);
  @property({ type: Boolean, attribute: 'animate-dice' }) animateDice = true;
  @litState() private kind = '';
  @litState() private dice = 0;
  @litState() private special = 0;
  /** The previewed roll: the faces as they count (`faces`) and as they land (`landed`, different under Focus). */
  @litState() private rolled:
    { state: CocState; faces: DieResult[]; landed: DieResult[]; action: DiceAction } | undefined;
  @litState() private rolling: DieResult[] | undefined;
  @litState() private asSuccesses = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private options(): Map<string, DiceAction[]> {
    const byKind = new Map<string, DiceAction[]>();
    const state = this.play.session?.state;
    if (!state || state.pending) return byKind;
    for (const a of this.play.session?.legal ?? []) {
      if (!isDiceAction(a)) continue;
      const { key } = groupOf(a as DiceAction);
      byKind.set(key, [...(byKind.get(key) ?? []), a as DiceAction]);
    }
    return byKind;
  }

  private counts(): number[] {
    return [...new Set((this.options().get(this.currentKind()) ?? []).map((a) => a.dice))].sort((a, b) => a - b);
  }

  /** Chooses how many dice to roll (keyboard: the digits). */
  setDice(n: number): void {
    if (this.counts().includes(n)) this.dice = n;
  }

  /** Chooses the action by its label ("MOVE", "MELEE at (2, 1)", "FIRE bow at (3, 1)"). */
  setKind(kind: string): void {
    this.kind = kind;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('button.roll')?.focus());
  }

  private currentKind(): string {
    const kinds = [...this.options().keys()];
    return kinds.includes(this.kind) ? this.kind : (kinds[0] ?? '');
  }

  /** The action the tray would send: the chosen kind with the chosen dice (the engine checks the rest). */
  private chosenAction(): DiceAction | undefined {
    const group = this.options().get(this.currentKind()) ?? [];
    const n = this.chosenDice();
    const base = group.find((a) => a.dice === n && !a.special) ?? group.find((a) => a.dice === n);
    if (!base) return undefined;
    const { special: _s, ...rest } = base as DiceAction & { special?: number };
    const special = Math.min(this.special, this.play.session?.state.inventory.specialDice ?? 0);
    return (special ? { ...rest, special } : rest) as DiceAction;
  }

  /** Rolls the chosen dice (keyboard: R). */
  roll(): void {
    const session = this.play.session;
    if (!session || this.rolled || this.rolling) return;
    const action = this.chosenAction();
    if (!action || action.dice + (action.special ?? 0) < 1) return;
    const { faces, rolled: landed } = previewDice(session.content, session.state, action.dice, action.special ?? 0);
    const state = session.state;
    this.asSuccesses = 0;
    if (!this.animateDice) {
      this.rolled = { state, faces, landed, action };
      return;
    }
    const started = performance.now();
    this.rolling = faces.map(() => 'fail');
    this.timer = setInterval(() => {
      if (performance.now() - started >= ROLL_MS) {
        clearInterval(this.timer);
        this.rolling = undefined;
        this.rolled = { state, faces, landed, action };
      } else this.rolling = faces.map(() => FACES[Math.floor(Math.random() * FACES.length)]!);
    }, 60);
  }

  private chosenDice(): number {
    const counts = this.counts();
    if (counts.includes(this.dice)) return this.dice;
    return counts.at(-1) ?? 0;
  }

  /** A sacrifices decision the engine waits for (after any roll). */
  private pendingSacrifices(): number {
    const p = this.play.session?.state.pending;
    return p?.kind === 'sacrifices' ? p.sacrifices : 0;
  }

  /**
   * Applies the rolled action, then answers the engine's sacrifices decision with the number
   * chosen; or answers a sacrifices decision already waiting (keyboard: Enter in the tray).
   */
  confirm(): void {
    const session = this.play.session;
    if (!session) return;
    const rolled = this.rolled;
    if (rolled) {
      this.rolled = undefined;
      if (!session.apply(rolled.action)) return;
    } else if (!this.pendingSacrifices()) return;
    const waiting = this.pendingSacrifices();
    if (waiting) session.apply({ type: 'convertSacrifices', count: Math.min(this.asSuccesses, waiting) });
    this.asSuccesses = 0;
  }

  private cancel(): void {
    this.rolled = undefined;
  }

  /** A re-roll the rules will offer after this roll (HIDE with 1–2 successes), with the faces it would show. */
  private renderReroll(session: PlaytestSession) {
    const rolled = this.rolled;
    if (!rolled) return nothing;
    const next = previewReroll(session.content, rolled.state, rolled.action, this.asSuccesses);
    if (!next) return nothing;
    return html`<p class="reroll">Then ${rolled.action.type.toUpperCase()} may roll again with ${next.dice} ${next.dice === 1 ? 'die' : 'dice'} (or stop):
      <span class="reroll-faces">${next.faces.map((f) => html`<span class="die small ${f}" data-face=${f} title=${FACE[f].words}>${FACE[f].mark}</span>`)}</span>
      → ${successes(next.faces, 0)} success${successes(next.faces, 0) === 1 ? '' : 'es'}</p>`;
  }

  override render() {
    const session = this.play.session;
    if (!session) return nothing;
    // A roll made on an earlier state (the game moved on, or went back) is no longer valid.
    if (this.rolled && this.rolled.state !== session.state) this.rolled = undefined;
    const state = session.state;
    const options = this.options();
    const kind = this.currentKind();
    const counts = this.counts();
    const n = this.chosenDice();
    const waiting = this.pendingSacrifices();
    // Faces: the roll being previewed, or the engine's roll that waits for the sacrifices.
    const engineFaces = waiting && !this.rolled && state.roll ? state.roll.results : undefined;
    const faces = this.rolling ?? this.rolled?.faces ?? engineFaces;
    const shownFaces = this.rolled?.faces ?? engineFaces;
    const rolledSacrifices = shownFaces ? shownFaces.filter((f) => f === 'sacrifice').length : 0;
    const sacrifices = engineFaces ? waiting : rolledSacrifices;
    const rollKind = engineFaces ? (state.roll?.for ?? '') : (this.rolled?.action.type ?? kind.toLowerCase());
    const ok = successes(shownFaces ?? [], this.asSuccesses);
    const specialHeld = state.inventory.specialDice;
    return html`<section aria-label="Dice tray">
      ${
        options.size === 0
          ? waiting
            ? nothing
            : html`<p class="none">No dice to roll now${state.phase === 'lara' && state.lara.diceLeft === 0 && !state.pending ? ': every die is used this phase' : ''}.</p>`
          : html`<div class="choose">
            <label>Action
              <select aria-label="Dice action" ?disabled=${!!faces} @change=${(e: Event) => (this.kind = (e.target as HTMLSelectElement).value)}>
                ${[...options.keys()].map((k) => html`<option value=${k} ?selected=${k === kind}>${k}</option>`)}
              </select>
            </label>
            <span class="counts" role="radiogroup" aria-label="Number of dice">
              ${counts.map((c) => html`<button role="radio" aria-checked=${c === n ? 'true' : 'false'} ?disabled=${!!faces} @click=${() => (this.dice = c)}>${c}</button>`)}
            </span>
            ${
              specialHeld
                ? html`<label class="special">+ Special Dice
                  <input type="number" aria-label="Special Dice" min="0" max=${specialHeld} .value=${String(Math.min(this.special, specialHeld))} ?disabled=${!!faces}
                    @input=${(e: Event) => (this.special = Math.max(0, Math.min(specialHeld, Number((e.target as HTMLInputElement).value) || 0)))} /> of ${specialHeld}</label>`
                : nothing
            }
            <button class="roll" ?disabled=${!!faces || n + Math.min(this.special, specialHeld) < 1} @click=${() => this.roll()}>Roll ${n} ${n === 1 ? 'die' : 'dice'}${this.special && specialHeld ? ` + ${Math.min(this.special, specialHeld)} Special` : ''}</button>
            <label class="animate"><input type="checkbox" .checked=${this.animateDice} @change=${(e: Event) => (this.animateDice = (e.target as HTMLInputElement).checked)} /> Animate</label>
          </div>`
      }
      ${
        faces
          ? html`<div class="faces ${this.rolling ? 'rolling' : 'rolled'}" aria-live="polite" aria-label="Faces">
            ${faces.map((f) => html`<span class="die ${f}" data-face=${f} title=${FACE[f].words}>${FACE[f].mark}</span>`)}
          </div>`
          : nothing
      }
      ${
        this.rolled || engineFaces
          ? html`<div class="result">
            ${engineFaces ? html`<p class="asked">The ${rollKind.toUpperCase()} roll waits: how many sacrifices become successes?</p>` : nothing}
            ${
              sacrifices
                ? html`<label>Turn
                  <input type="number" class="sacrifices" aria-label="Sacrifices turned into successes" min="0" max=${sacrifices} .value=${String(this.asSuccesses)}
                    @input=${(e: Event) => (this.asSuccesses = Math.max(0, Math.min(sacrifices, Number((e.target as HTMLInputElement).value) || 0)))} />
                  of ${sacrifices} sacrifice${sacrifices === 1 ? '' : 's'} into successes (discarding as many Event Cards)</label>`
                : nothing
            }
            ${
              this.rolled && this.rolled.landed.some((f, i) => f !== this.rolled!.faces[i])
                ? html`<p class="counts-as">Rolled ${this.rolled.landed.map((f) => FACE[f].mark).join(' ')}: under the rules in force (Focus) they count as shown.</p>`
                : nothing
            }
            <p class="outcome">${ok} success${ok === 1 ? '' : 'es'}${rollKind === 'move' ? html` → <b>${(shownFaces ?? []).length + ok} move points</b>` : nothing}</p>
            ${this.renderReroll(session)}
            <button class="apply" @click=${() => this.confirm()}>Apply</button>
            ${this.rolled ? html`<button class="cancel" @click=${() => this.cancel()} title="Nothing is applied: the same dice will be rolled again">Put back</button>` : nothing}
          </div>`
          : nothing
      }
    </section>`;
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.88rem;
    }
    .choose {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      align-items: center;
    }
    .counts button[aria-checked='true'] {
      background: #1565c0;
      color: #fff;
    }
    .faces {
      display: flex;
      gap: 0.35rem;
      margin: 0.4rem 0;
    }
    .die {
      display: inline-grid;
      place-items: center;
      width: 2rem;
      height: 2rem;
      border: 2px solid #333;
      border-radius: 6px;
      font-weight: 800;
      background: #fffbe6;
    }
    .die.success,
    .die.doubleSuccess {
      color: #2e7d32;
    }
    .die.fail {
      color: #777;
    }
    .die.sacrifice {
      color: #b71c1c;
    }
    .rolling .die {
      transform: rotate(12deg);
    }
    .die.small {
      width: 1.4rem;
      height: 1.4rem;
      font-size: 0.75rem;
    }
    .reroll,
    .counts-as {
      color: #37474f;
      margin: 0.3rem 0;
    }
    .sacrifices {
      width: 3rem;
    }
    .outcome {
      margin: 0.3rem 0;
    }
    .none {
      color: #555;
      margin: 0.2rem 0;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-dice-tray': TrDiceTray;
  }
}
