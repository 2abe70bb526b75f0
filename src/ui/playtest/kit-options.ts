import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state as litState } from 'lit/decorators.js';
import type { Pack } from '../../model/content.ts';
import {
  emptyGear,
  kitCatalog,
  kitProblems,
  kitSlots,
  type KitCatalog,
  type KitGear,
  type KitKind,
} from '../../analysis/coc-kit.ts';
import { lockedBy } from '../../analysis/player-profile.ts';
import { playerProfile, type ProfileStore } from '../../store/player-profile.ts';

/** Each kind of card in the kit: its label, and where the gear keeps it. */
const KINDS: { kind: KitKind; label: string; legend: string }[] = [
  { kind: 'weapon', label: 'Weapon', legend: 'Weapons' },
  { kind: 'outfit', label: 'Outfit', legend: 'Outfits' },
  { kind: 'ability', label: 'Ability', legend: 'Abilities' },
  { kind: 'relic', label: 'Relic', legend: 'Relics' },
  { kind: 'research', label: 'Research Card', legend: 'Research Cards' },
];

const idsOf = (gear: KitGear, kind: KitKind): string[] =>
  kind === 'weapon'
    ? gear.weapons.map((w) => w.id)
    : kind === 'outfit'
      ? gear.outfits
      : kind === 'ability'
        ? gear.abilities
        : kind === 'relic'
          ? gear.relics
          : gear.research;

/**
 * A custom starting kit's gear: weapons with their ammo, outfits, abilities, relics and Research
 * Cards, each slot a labelled select of the cards of the packs in play (as many slots as the Lara
 * Board has, with what the chosen cards add), then Special Dice and the bag's resources. What is
 * wrong is listed; "gear-change" carries the new gear and whether it can be played.
 */
@customElement('tr-kit-options')
export class TrKitOptions extends LitElement {
  @property({ attribute: false }) gear: KitGear | undefined;
  @property({ attribute: false }) packs: readonly Pack[] | undefined;
  /** The player profile whose unopened envelopes lock cards (rule decision 569). */
  @property({ attribute: false }) store: ProfileStore = playerProfile;
  /** Designer mode: every card is offered, sealed envelopes or not. */
  @litState() private unlockAll = false;
  @litState() private opened: Record<string, unknown> | undefined;
  private catalogOf: { packs: readonly Pack[]; catalog: KitCatalog } | undefined;

  private readonly onProfile = () => void this.loadProfile();

  override connectedCallback(): void {
    super.connectedCallback();
    this.store.addEventListener('change', this.onProfile);
    void this.loadProfile();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.store.removeEventListener('change', this.onProfile);
  }

  private async loadProfile(): Promise<void> {
    this.opened = (await this.store.load()).envelopes;
  }

  /** Cards still sealed in an envelope the profile has not opened ("kind/id" → the envelope's name); none in designer
   * mode. */
  private get locks(): Map<string, string> {
    if (!this.packs || !this.opened || this.unlockAll) return new Map();
    return lockedBy(this.packs, {
      version: 1,
      achievements: {},
      envelopes: this.opened as Record<string, { at: string }>,
      wins: [],
      games: 0,
    });
  }

  /** The kit's problems, with every chosen card still sealed in an envelope. */
  private problems(catalog: KitCatalog, gear: KitGear): string[] {
    const locks = this.locks;
    const out = kitProblems(catalog, gear);
    for (const { kind } of KINDS)
      for (const id of idsOf(gear, kind)) {
        const envelope = locks.get(`${kind}/${id}`);
        if (envelope)
          out.push(`${catalog.cards[kind].find((c) => c.id === id)?.name ?? id} is locked: it opens with ${envelope}.`);
      }
    return out;
  }

  private get catalog(): KitCatalog | undefined {
    if (!this.packs) return undefined;
    if (this.catalogOf?.packs !== this.packs) this.catalogOf = { packs: this.packs, catalog: kitCatalog(this.packs) };
    return this.catalogOf.catalog;
  }

  private change(gear: KitGear): void {
    const valid = this.problems(this.catalog!, gear).length === 0;
    this.dispatchEvent(new CustomEvent('gear-change', { detail: { gear, valid }, bubbles: true, composed: true }));
  }

  /** The gear with slot `i` of `kind` holding `id` (or emptied). */
  private withCard(gear: KitGear, kind: KitKind, i: number, id: string): KitGear {
    if (kind === 'weapon') {
      const weapons = gear.weapons.slice();
      const ammo = this.catalog!.cards.weapon.find((c) => c.id === id)?.ammo ?? 0;
      if (id)
        weapons.splice(i, 1, { id, ammo }); // a new weapon comes with full ammo
      else weapons.splice(i, 1);
      return { ...gear, weapons };
    }
    const ids = idsOf(gear, kind).slice();
    if (id) ids.splice(i, 1, id);
    else ids.splice(i, 1);
    const key = ({ outfit: 'outfits', ability: 'abilities', relic: 'relics', research: 'research' } as const)[kind];
    return { ...gear, [key]: ids };
  }

  private slotSelect(gear: KitGear, catalog: KitCatalog, kind: KitKind, label: string, i: number) {
    const id = idsOf(gear, kind)[i] ?? '';
    const weapon = kind === 'weapon' ? gear.weapons[i] : undefined;
    const full = weapon ? (catalog.cards.weapon.find((c) => c.id === weapon.id)?.ammo ?? 0) : 0;
    const name = `${label} ${i + 1}`;
    return html`<span class="slot"
      ><label
        >${name}
        <select aria-label=${name} @change=${(e: Event) => this.change(this.withCard(gear, kind, i, (e.target as HTMLSelectElement).value))}>
          <option value="" ?selected=${!id}>(none)</option>
          ${catalog.cards[kind].map((c) => {
            const envelope = this.locks.get(`${kind}/${c.id}`);
            return html`<option value=${c.id} ?selected=${c.id === id} ?disabled=${!!envelope && c.id !== id}>${envelope ? `${c.name} (locked — opens with ${envelope})` : c.name}</option>`;
          })}
        </select></label
      >${
        weapon
          ? html`<label
            >ammo
            <input type="number" min="0" max=${full} aria-label=${`${name} ammo`} .value=${String(weapon.ammo)}
              @input=${(e: Event) => {
                const ammo = (e.target as HTMLInputElement).valueAsNumber;
                if (Number.isInteger(ammo))
                  this.change({ ...gear, weapons: gear.weapons.map((w, j) => (j === i ? { ...w, ammo } : w)) });
              }} />
            / ${full}</label
          >`
          : nothing
      }</span
    >`;
  }

  override render() {
    const catalog = this.catalog;
    if (!catalog) return html`<p class="note">Lara's gear can be chosen once the packs are loaded.</p>`;
    const gear = this.gear ?? emptyGear();
    const slots = kitSlots(catalog, gear);
    const problems = this.problems(catalog, gear);
    const sealed = this.locks.size;
    return html`${this.lockNote(sealed)}${KINDS.map(({ kind, label, legend }) => {
      const held = idsOf(gear, kind).length;
      // Research Cards: those held and one more select, up to the hand's limit; else every slot.
      const shown = Math.max(held, kind === 'research' ? Math.min(slots[kind], held + 1) : slots[kind]);
      return html`<fieldset class=${kind}>
          <legend>${legend} (up to ${slots[kind]})</legend>
          ${Array.from({ length: shown }, (_, i) => this.slotSelect(gear, catalog, kind, label, i))}
        </fieldset>`;
    })}
      <fieldset class="tokens">
        <legend>Special Dice and resources</legend>
        <label
          >Special Dice
          <input type="number" min="0" max=${catalog.specialDice} aria-label="Special Dice" .value=${String(gear.specialDice)}
            @input=${(e: Event) => {
              const n = (e.target as HTMLInputElement).valueAsNumber;
              if (Number.isInteger(n)) this.change({ ...gear, specialDice: n });
            }}
        /></label>
        ${catalog.tokens.map(
          (t) => html`<label
            >${t.words}
            <input type="number" min="0" max=${t.inBag} aria-label=${t.words} .value=${String(gear.resources[t.token] ?? 0)}
              @input=${(e: Event) => {
                const n = (e.target as HTMLInputElement).valueAsNumber;
                if (!Number.isInteger(n)) return;
                const resources = { ...gear.resources, [t.token]: n };
                if (n === 0) delete resources[t.token];
                this.change({ ...gear, resources });
              }}
          /></label>`,
        )}
      </fieldset>
      ${problems.length ? html`<ul class="problems" role="alert">${problems.map((p) => html`<li>${p}</li>`)}</ul>` : nothing}`;
  }

  /** How many cards sealed envelopes lock, and designer mode (everything unlocked). */
  private lockNote(sealed: number) {
    const anyEnvelope = !!this.packs?.some((p) => p.items.some((i) => i.kind === 'envelope' && i.unlocks));
    if (!anyEnvelope) return nothing;
    return html`<p class="locks">
      ${this.unlockAll ? 'Designer mode: every card is offered, sealed envelopes or not.' : sealed ? `${sealed} card${sealed === 1 ? ' is' : 's are'} locked in sealed envelopes (open them in the player profile).` : 'Every envelope with cards is open.'}
      <label><input type="checkbox" .checked=${this.unlockAll} @change=${(e: Event) => this.setUnlockAll((e.target as HTMLInputElement).checked)} /> Designer mode: everything unlocked</label>
    </p>`;
  }

  private setUnlockAll(on: boolean): void {
    this.unlockAll = on;
    // Whether the gear can be played changes with the locks.
    if (this.catalog) this.change(this.gear ?? emptyGear());
  }

  static override styles = css`
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem 0.6rem;
      width: 100%;
    }
    fieldset {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.6rem;
      border: 1px solid #ddd;
      padding: 0.1rem 0.5rem 0.3rem;
    }
    input[type='number'] {
      width: 3.2rem;
    }
    .problems {
      margin: 0;
      width: 100%;
      color: #a00;
    }
    .note,
    .locks {
      margin: 0;
      color: #666;
    }
    .locks {
      width: 100%;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-kit-options': TrKitOptions;
  }
}
