import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ammoShare, type AmmoShare } from '../../analysis/coc-ammo-share.ts';
import { SessionController } from './playtest-context.ts';

/**
 * The Craft Bench's choice of how crafted ammo is shared among Lara's weapons: one number per
 * weapon, starting from the engine's own split (one at a time round the slots), and `Craft, shared
 * so`, which sends the craft action with that split (`shareAmmo`). Ammo a weapon has no room for is
 * lost, as the recipe says: the field shows each weapon's room. Keyboard: Tab through the numbers.
 */
@customElement('tr-ammo-share')
export class TrAmmoShare extends LitElement {
  private readonly play = new SessionController(this);
  @property() recipe = '';
  @property() name = '';
  /** The player's split (a plain field: it is reset while rendering, when the game changed). */
  private shares: Record<string, number> = {};
  private base: AmmoShare | undefined;
  private baseState: unknown;

  private current(): AmmoShare | undefined {
    const session = this.play.session;
    if (!session) return undefined;
    // The split starts again from the engine's whenever the game changes.
    if (this.baseState !== session.state) {
      this.baseState = session.state;
      this.base = ammoShare(session.content, session.state, this.recipe);
      this.shares = Object.fromEntries((this.base?.weapons ?? []).map((w) => [w.id, w.share]));
    }
    return this.base;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('recipe')) this.baseState = undefined;
  }

  private setShare(weapon: string, value: number): void {
    this.shares = { ...this.shares, [weapon]: Math.max(0, Math.floor(value) || 0) };
    this.requestUpdate();
  }

  private craft(): void {
    this.play.session?.apply({ type: 'craft', recipe: this.recipe, shareAmmo: { ...this.shares } });
  }

  override render() {
    const share = this.current();
    if (!share || share.weapons.length < 2) return nothing;
    const total = Object.values(this.shares).reduce((a, b) => a + b, 0);
    return html`<details class="share">
      <summary>Share the ${share.amount} ammo…</summary>
      ${share.weapons.map(
        (w) => html`<label class="weapon">${w.name} (${w.ammo}/${w.capacity})
          + <input type="number" min="0" max=${share.amount} aria-label="Ammo for the ${w.name}" .value=${String(this.shares[w.id] ?? 0)}
            @input=${(e: Event) => this.setShare(w.id, (e.target as HTMLInputElement).valueAsNumber)} /></label>`,
      )}
      <p class="sum ${total > share.amount ? 'over' : ''}">${total} of ${share.amount}${total < share.amount ? `: the other ${share.amount - total} shared round` : total > share.amount ? ': too many' : ''}${share.weapons.some((w) => (this.shares[w.id] ?? 0) > w.capacity - w.ammo) ? ' (more than a weapon holds is lost)' : ''}</p>
      <button class="craft-shared" ?disabled=${total > share.amount} @click=${() => this.craft()}>Craft ${this.name}, shared so</button>
    </details>`;
  }

  static override styles = css`
    :host {
      display: block;
      margin-left: 1rem;
    }
    .weapon {
      display: block;
    }
    input {
      width: 3rem;
    }
    .sum {
      margin: 0.2rem 0;
      color: #555;
    }
    .sum.over {
      color: #8e1414;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-ammo-share': TrAmmoShare;
  }
}
