import { LitElement, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import type { ModuleGame } from '../../store/module-game.ts';
import { playLogStyles, renderPlayLog, scrollToCurrentSoon } from './play-log.ts';

/**
 * The log of a game module's game in the play shell: the shared log with time travel (play-log.ts)
 * in the module's words — its events (what every seat sees), its actions, the digest of the state.
 */
@customElement('tr-module-play-log')
export class TrModulePlayLog extends LitElement {
  @property({ attribute: false }) game: ModuleGame | undefined;
  /** The level's name, for the log's first line. */
  @property() level = '';
  @query('ol') private list!: HTMLOListElement | null;
  private observed: ModuleGame | undefined;
  private readonly onChange = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.game) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = undefined;
  }

  /** Redrawn whenever its game changes (an action, a step back). */
  protected override willUpdate(): void {
    if (this.observed === this.game) return;
    this.observed?.removeEventListener('change', this.onChange);
    this.observed = this.game;
    this.observed?.addEventListener('change', this.onChange);
  }

  protected override updated(): void {
    scrollToCurrentSoon(this, this.renderRoot, () => this.list);
  }

  override render() {
    const game = this.game;
    if (!game) return nothing;
    const seed = (game.options as { seed?: unknown } | undefined)?.seed;
    return renderPlayLog(game, {
      digest: game.prepared.digest(game.state),
      start: `${this.level || game.start.level.id}${seed !== undefined ? `, seed ${String(seed)}` : ''}`,
      startEvents: game.startEvents,
      step: (action, index) => game.describe(action, game.steps[index - 1]?.state ?? game.first),
      ahead: (action) => game.describe(action),
      event: (event) => ({
        type: String((event as { type?: unknown } | null)?.type ?? 'event'),
        text: game.prepared.describeEvent(event),
      }),
      redo: true,
    });
  }

  static override styles = playLogStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-module-play-log': TrModulePlayLog;
  }
}
