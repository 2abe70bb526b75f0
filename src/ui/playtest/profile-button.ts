import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, query, state as litState } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import { playerProfile, type ProfileStore } from '../../store/player-profile.ts';
import './player-profile.ts';

/**
 * "Profile" in the playtest's bar: the player profile (achievements, secret envelopes, export, clear) in a
 * modal dialog, reachable at any time and not only from a game's end summary. The profile is built when the
 * dialog opens (it reads the store then) and dropped when it closes.
 */
@customElement('tr-profile-button')
export class TrProfileButton extends LitElement {
  @property({ attribute: false }) packs: readonly Pack[] = [];
  @property({ attribute: false }) store: ProfileStore = playerProfile;
  @litState() private open = false;
  @query('dialog') private dialog!: HTMLDialogElement;

  private async show(): Promise<void> {
    this.open = true;
    await this.updateComplete;
    if (!this.dialog.open) this.dialog.showModal();
  }

  private hide(): void {
    if (this.dialog.open) this.dialog.close();
    this.open = false;
  }

  override render() {
    return html`<button class="profile" aria-haspopup="dialog" @click=${() => void this.show()}>Profile</button>
      <dialog aria-label="Player profile" @close=${() => (this.open = false)}>
        ${this.open ? html`<tr-player-profile .packs=${this.packs} .store=${this.store} @close=${() => this.hide()}></tr-player-profile>` : nothing}
      </dialog>`;
  }

  static override styles = css`
    :host {
      display: contents;
    }
    dialog {
      width: min(40rem, 92vw);
      max-height: 85vh;
    }
    dialog tr-player-profile {
      max-height: 75vh;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-profile-button': TrProfileButton;
  }
}
