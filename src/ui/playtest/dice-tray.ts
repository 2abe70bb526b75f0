import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { CocAction, CocState, DieResult } from '../../engine/coc/types.ts';
import { successes } from '../../engine/coc/dice.ts';
import { previewRoll } from '../../analysis/coc-dice-preview.ts';
import { SessionController } from './playtest-context.ts';
import { isDiceAction } from './action-words.ts';

const FACE: Record<DieResult, { mark: string; words: string }> = {
  success: { mark: '✓', words: 'success' },
  doubleSuccess: { mark: '✓✓', words: 'double success' },
  fail: { mark: '✗', words: 'fail' },
  sacrifice: { mark: '☠', words: 'sacrifice' },
};
const FACES = Object.keys(FACE) as DieResult[];
const ROLL_MS = 450;

type DiceAction = CocAction & { dice: number };

/**
 * The dice tray: choose an action that rolls Lara Dice (MOVE today; any legal action with a
 * number of dice), how many dice, roll (with a short animation that can be turned off), see the
 * faces, turn sacrifices into successes by discarding Event Cards, and apply. The faces are seen
 * before the action is sent (a preview on a copy of the generator), so the choice of sacrifices
 * is made knowing them, and the engine then rolls exactly these faces.
 */
@customElement('tr-dice-tray')
export class TrDiceTray extends LitElement {
  private readonly play = new SessionController(this);
  @property({ type: Boolean, attribute: "animate-dice" }) animateDice = true;
  @litState() private kind = '';
  @litState() private dice = 0;
  @litState() private rolled: { state: CocState; faces: DieResult[] } | undefined;
  @litState() private rolling: DieResult[] | undefined;
  @litState() private asSuccesses = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private options(): Map<string, DiceAction[]> {
    const byKind = new Map<string, DiceAction[]>();
    for (const a of this.play.session?.legal ?? []) if (isDiceAction(a)) byKind.set(a.type, [...(byKind.get(a.type) ?? []), a as DiceAction]);
    return byKind;
  }

  /** Chooses how many dice to roll (keyboard: the digits). */
  setDice(n: number): void {
    const counts = (this.options().get(this.currentKind()) ?? []).map((a) => a.dice);
    if (counts.includes(n)) this.dice = n;
  }

  private currentKind(): string {
    const kinds = [...this.options().keys()];
    return kinds.includes(this.kind) ? this.kind : (kinds[0] ?? '');
  }

  /** Rolls the chosen dice (keyboard: R). */
  roll(): void {
    const session = this.play.session;
    if (!session || this.rolled || this.rolling) return;
    const n = this.chosenDice();
    if (!n) return;
    const faces = previewRoll(session.setup.packs, session.state, n);
    const state = session.state;
    this.asSuccesses = 0;
    if (!this.animateDice) {
      this.rolled = { state, faces };
      return;
    }
    const started = performance.now();
    this.rolling = faces.map(() => 'fail');
    this.timer = setInterval(() => {
      if (performance.now() - started >= ROLL_MS) {
        clearInterval(this.timer);
        this.rolling = undefined;
        this.rolled = { state, faces };
      } else this.rolling = faces.map(() => FACES[Math.floor(Math.random() * FACES.length)]!);
    }, 60);
  }

  private chosenDice(): number {
    const counts = (this.options().get(this.currentKind()) ?? []).map((a) => a.dice);
    if (counts.includes(this.dice)) return this.dice;
    return counts.at(-1) ?? 0;
  }

  /** Applies the rolled action with the sacrifices chosen (keyboard: Enter in the tray). */
  confirm(): void {
    const session = this.play.session;
    const rolled = this.rolled;
    if (!session || !rolled) return;
    const action = (this.options().get(this.currentKind()) ?? []).find((a) => a.dice === rolled.faces.length);
    this.rolled = undefined;
    if (!action) return;
    session.apply(this.asSuccesses > 0 ? ({ ...action, sacrificesAsSuccesses: this.asSuccesses } as CocAction) : action);
  }

  private cancel(): void {
    this.rolled = undefined;
  }

  override render() {
    const session = this.play.session;
    if (!session) return nothing;
    // A roll made on an earlier state (the game moved on, or went back) is no longer valid.
    if (this.rolled && this.rolled.state !== session.state) this.rolled = undefined;
    const options = this.options();
    const kind = this.currentKind();
    const counts = (options.get(kind) ?? []).map((a) => a.dice);
    const n = this.chosenDice();
    const faces = this.rolling ?? this.rolled?.faces;
    const sacrifices = this.rolled ? this.rolled.faces.filter((f) => f === 'sacrifice').length : 0;
    return html`<section aria-label="Dice tray">
      ${options.size === 0
        ? html`<p class="none">No dice to roll now${session.state.phase === 'lara' && session.state.lara.diceLeft === 0 ? ': every die is used this phase' : ''}.</p>`
        : html`<div class="choose">
            <label>Action
              <select aria-label="Dice action" ?disabled=${!!faces} @change=${(e: Event) => (this.kind = (e.target as HTMLSelectElement).value)}>
                ${[...options.keys()].map((k) => html`<option value=${k} ?selected=${k === kind}>${k.toUpperCase()}</option>`)}
              </select>
            </label>
            <span class="counts" role="radiogroup" aria-label="Number of dice">
              ${counts.map((c) => html`<button role="radio" aria-checked=${c === n ? 'true' : 'false'} ?disabled=${!!faces} @click=${() => (this.dice = c)}>${c}</button>`)}
            </span>
            <button class="roll" ?disabled=${!!faces || !n} @click=${() => this.roll()}>Roll ${n} ${n === 1 ? 'die' : 'dice'}</button>
            <label class="animate"><input type="checkbox" .checked=${this.animateDice} @change=${(e: Event) => (this.animateDice = (e.target as HTMLInputElement).checked)} /> Animate</label>
          </div>`}
      ${faces
        ? html`<div class="faces ${this.rolling ? 'rolling' : 'rolled'}" aria-live="polite" aria-label="Faces">
            ${faces.map((f) => html`<span class="die ${f}" data-face=${f} title=${FACE[f].words}>${FACE[f].mark}</span>`)}
          </div>`
        : nothing}
      ${this.rolled
        ? html`<div class="result">
            ${sacrifices
              ? html`<label>Turn
                  <input type="number" class="sacrifices" aria-label="Sacrifices turned into successes" min="0" max=${sacrifices} .value=${String(this.asSuccesses)}
                    @input=${(e: Event) => (this.asSuccesses = Math.max(0, Math.min(sacrifices, Number((e.target as HTMLInputElement).value) || 0)))} />
                  of ${sacrifices} sacrifice${sacrifices === 1 ? '' : 's'} into successes (discarding as many Event Cards)</label>`
              : nothing}
            <p class="outcome">${successes(this.rolled.faces, this.asSuccesses)} success${successes(this.rolled.faces, this.asSuccesses) === 1 ? '' : 'es'}${kind === 'move' ? html` → <b>${this.rolled.faces.length + successes(this.rolled.faces, this.asSuccesses)} move points</b>` : nothing}</p>
            <button class="apply" @click=${() => this.confirm()}>Apply</button>
            <button class="cancel" @click=${() => this.cancel()} title="Nothing is applied: the same dice will be rolled again">Put back</button>
          </div>`
        : nothing}
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
