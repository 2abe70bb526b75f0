import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import type { TokenTemplate } from '../../model/coc-token-edit.ts';
import { LevelController, tokenWords, type Pick } from './level-state.ts';
import { enemyIcon, tokenIcon } from './token-icons.ts';
import { writePick } from './drag-data.ts';

/** Every token the level can hold, as the palette offers them. */
export const TOKEN_TEMPLATES: readonly { template: TokenTemplate; label: string }[] = [
  ...(['red', 'blue', 'gold'] as const).flatMap((colour) =>
    (['closed', 'open'] as const).map((state) => ({
      template: { type: 'door' as const, colour, state },
      label: `${colour} door, ${state}`,
    })),
  ),
  { template: { type: 'switch', colour: 'red' }, label: 'red switch' },
  { template: { type: 'switch', colour: 'blue' }, label: 'blue switch' },
  { template: { type: 'artifact' }, label: 'artifact' },
  { template: { type: 'barrier', health: 3 }, label: 'barrier (health 3)' },
  { template: { type: 'boulder' }, label: 'boulder' },
  { template: { type: 'exit' }, label: 'exit' },
  { template: { type: 'laraStart', facing: 'E' }, label: "Lara's start" },
  { template: { type: 'spawnPoint', facing: 'S' }, label: 'spawn point' },
];

/**
 * The tokens to place: drag one onto a space, or press Enter on it (then Enter on the board).
 * A new spawn point takes the lowest free number. Below, the enemies of the packs, each with its
 * own icon: drop one on a spawn point to make it that spawn point's starting enemy.
 */
@customElement('tr-token-palette')
export class TrTokenPalette extends LitElement {
  private readonly level = new LevelController(this);
  @property({ attribute: false }) packs: readonly Pack[] = [];

  /** Redrawn after an edit once the board's frame is out (see LevelController.schedule). */
  protected override scheduleUpdate(): void | Promise<void> {
    return this.level.schedule(() => super.scheduleUpdate());
  }

  /** One button of the palette: dragged onto the board, or pressed (Enter) to arm it for the board. */
  private pickButton(
    pick: Pick,
    look: {
      data: Record<'token' | 'enemy', string | undefined>;
      label: string;
      pressed: boolean;
      title: string;
      icon: unknown;
      text: string;
    },
  ) {
    const state = this.level.state!;
    return html`<li>
      <button
        class="token"
        data-token=${look.data.token ?? nothing}
        data-enemy=${look.data.enemy ?? nothing}
        draggable="true"
        aria-label=${look.label}
        aria-pressed=${look.pressed ? 'true' : 'false'}
        title=${look.title}
        @dragstart=${(e: DragEvent) => {
          writePick(e.dataTransfer, pick);
          state.setDrag(pick);
        }}
        @dragend=${() => state.setDrag(undefined)}
        @click=${() => {
          state.arm(pick);
          this.dispatchEvent(new CustomEvent('picked', { bubbles: true, composed: true }));
        }}
      >
        <svg viewBox="-20 -20 40 40" aria-hidden="true">${look.icon}</svg>
        <span>${look.text}</span>
      </button>
    </li>`;
  }

  /** Every enemy of the packs (the first of an id wins). */
  private enemies(): { id: string; name: string }[] {
    const seen = new Map<string, string>();
    for (const item of this.packs.flatMap((p) => p.items))
      if (item.kind === 'enemy' && !seen.has(item.id)) seen.set(item.id, String(item.name ?? item.id));
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  override render() {
    const state = this.level.state;
    if (!state) return nothing;
    const armed = state.armed?.kind === 'token' ? state.armed.template : undefined;
    const armedEnemy = state.armed?.kind === 'enemy' ? state.armed.enemy : undefined;
    return html`<h2 id="tokens-heading">Tokens</h2>
      <ul class="tokens" aria-labelledby="tokens-heading">
        ${TOKEN_TEMPLATES.map(({ template, label }) =>
          this.pickButton(
            { kind: 'token', template },
            {
              data: { token: label, enemy: undefined },
              label: `Place ${label}`,
              pressed: !!armed && JSON.stringify(armed) === JSON.stringify(template),
              title: 'Drag onto a space, or press Enter and then Enter on the board',
              icon: tokenIcon({ ...template, number: template.type === 'spawnPoint' ? '#' : undefined }),
              text: label,
            },
          ),
        )}
      </ul>
      <h2 id="enemies-heading">Enemies</h2>
      <ul class="tokens enemies" aria-labelledby="enemies-heading">
        ${this.enemies().map(({ id, name }) =>
          this.pickButton(
            { kind: 'enemy', enemy: id, name },
            {
              data: { token: undefined, enemy: id },
              label: `Start ${name} on a spawn point`,
              pressed: armedEnemy === id,
              title: 'Drag onto a spawn point, or press Enter and then Enter on the spawn point',
              icon: enemyIcon(id, 13),
              text: name,
            },
          ),
        )}
      </ul>
      <p class="sr-only">${armed ? `Placing ${tokenWords(armed)}` : ''}</p>`;
  }

  static override styles = css`
    :host {
      display: block;
    }
    h2 {
      font-size: 0.9rem;
      margin: 0.4rem 0 0.2rem;
    }
    .tokens {
      list-style: none;
      padding: 0;
      margin: 0;
      display: grid;
      grid-template-columns: repeat(4, 1fr);
      gap: 0.2rem;
    }
    .token {
      display: grid;
      justify-items: center;
      width: 100%;
      font: inherit;
      font-size: 0.64rem;
      line-height: 1.1;
      overflow-wrap: anywhere;
      padding: 0.1rem;
      background: #fbf8f1;
      border: 1px solid #d8d0c0;
      border-radius: 4px;
      cursor: grab;
    }
    .token[aria-pressed='true'] {
      background: #e6f2e6;
      border-color: #2e7d32;
    }
    .token:focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    svg {
      width: 22px;
      height: 22px;
      overflow: visible;
    }
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-token-palette': TrTokenPalette;
  }
}
