import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import { visibleText } from '../../model/visible-text.ts';
import type { AppStore } from '../../store/app-store.ts';
import type { DocumentRef } from '../../store/item-document.ts';
import { StoreController } from '../store-context.ts';
import { openInGameDesigner } from '../design/design-open.ts';
import './uw-workbench.ts';

const KINDS = ['uwGame', 'uwRegion', 'uwCard'] as const;
const KIND_WORDS: Record<string, string> = { uwGame: 'Games (journeys)', uwRegion: 'Regions', uwCard: 'Cards' };
const PRINT_WORDS: Record<string, string> = {
  uwGame: 'Print setup sheet',
  uwRegion: 'Print region sheet',
  uwCard: 'Print cards',
};

/** A new region: three tracks of a start and one space, six obstacles that roll the obstacle die. */
function emptyRegion(id: string): ContentItem {
  const track = () => [{ effects: [] }, { effects: [{ type: 'point' }] }];
  return {
    kind: 'uwRegion',
    id,
    name: 'New region',
    tracks: { acrobatics: track(), battle: track(), trick: track() },
    obstacles: Array.from({ length: 6 }, (_, i) => ({
      name: `Obstacle ${i + 1}`,
      who: 'active',
      cost: [[{ what: 'trick', count: 1 }]],
      penalty: [{ type: 'obstacleDie' }],
    })),
    enemies: [],
    objects: [],
  } as unknown as ContentItem;
}

function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The Underworld's region designer (the "Other games" area): a start screen listing the game,
 * regions and cards of every pack, and the workbench of the item open (uw-workbench.ts), edited
 * through the store's document (autosaved, undoable). "▶ Playtest" plays the journey the item
 * belongs to in the shared play shell with 1–4 players, the item's own pack first.
 */
@customElement('tr-uw-designer')
export class TrUwDesigner extends LitElement {
  private readonly app = new StoreController(this);
  @property({ attribute: false }) ref: DocumentRef | undefined;
  @state() private players = 1;

  override render() {
    const store = this.app.store;
    if (!store || store.packLoad.state !== 'ready') return html`<p role="status">Loading packs…</p>`;
    const ref = this.ref;
    const pack = ref ? store.packs.find((p) => p.id === ref.packId) : undefined;
    const index = pack && ref ? pack.items.findIndex((i) => i.kind === ref.kind && i.id === ref.id) : -1;
    if (!ref || !pack || index < 0) return this.renderStart(store, ref);
    const doc = store.documentFor(ref) ?? store.openDocument(ref, { activate: false });
    const readOnly = !store.isEditable(pack.id);
    return html`<div class="top">
        <button @click=${() => openInGameDesigner('uw', undefined)}>All Underworld items</button>
        <span class="where">${KIND_WORDS[ref.kind]?.replace(/s( \(journeys\))?$/, '')} in <em>${visibleText(pack.name)}</em></span>
        <label>Players
          <select aria-label="Players" @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
            ${[1, 2, 3, 4].map((n) => html`<option value=${n} ?selected=${n === this.players}>${n}</option>`)}
          </select></label>
        <button class="play" @click=${() => void this.playtest(store, ref)}>▶ Playtest</button>
        <button @click=${() => this.analyse(store, ref, doc.value)} title="Play many games with bots: the win rate with this many players, and the obstacles that end games">Analyse</button>
        <button @click=${() => void this.print(store, ref, doc.value)}>${PRINT_WORDS[ref.kind]}</button>
      </div>
      <tr-uw-workbench .doc=${doc} .packs=${store.packsFor(ref.packId)} .readOnly=${readOnly} .checkerProblems=${this.checkerProblems(store, pack.id, index)}
        @copy-item=${() => this.copy(store, doc.value)}></tr-uw-workbench>`;
  }

  /** The pack checker's problems of the item, with pointers into the item. */
  private checkerProblems(store: AppStore, packId: string, index: number): Problem[] {
    return (store.packProblems.get(packId)?.ofItem(index) ?? []).map((p) => ({
      ...p,
      pointer: p.pointer.replace(/^\/items\/\d+/, ''),
    }));
  }

  private renderStart(store: AppStore, missing: DocumentRef | undefined) {
    const rows = (kind: string) =>
      store.packs.flatMap((pack) =>
        pack.items
          .filter((i) => i.kind === kind)
          .map((item) => ({ pack, item, ref: { packId: pack.id, kind, id: item.id } })),
      );
    return html`<section class="start" aria-label="Underworld items">
      <h2>Region designer</h2>
      ${missing ? html`<p role="alert">The item that was open (${missing.id}) is no longer in its pack.</p>` : nothing}
      <p>Design Tomb Raider Underworld's regions (their tracks and obstacles), the journey and the cards. Built-in items open read only: make an editable copy to change them.</p>
      <button @click=${() => this.newRegion(store)}>New region</button>
      ${KINDS.map(
        (kind) => html`<h3>${KIND_WORDS[kind]}</h3>
        <ul>
          ${rows(kind).map((r) => html`<li><button @click=${() => openInGameDesigner('uw', r.ref)}>${visibleText(String(r.item.name ?? r.item.id))}</button> <small>${visibleText(r.pack.name)}${store.isEditable(r.pack.id) ? '' : ' (read only)'}</small></li>`)}
        </ul>`,
      )}
    </section>`;
  }

  /** The pack new items go to: the first of the user's packs, or a new "My drafts". */
  private target(store: AppStore): Pack {
    return (
      store.packs.find((p) => store.isEditable(p.id)) ??
      store.createPack({ name: 'My drafts', description: 'Levels and tiles you are designing.' })
    );
  }

  private newRegion(store: AppStore): void {
    const pack = this.target(store);
    const id = freeId('new-region', new Set(pack.items.filter((i) => i.kind === 'uwRegion').map((i) => i.id)));
    openInGameDesigner('uw', store.createItem(pack.id, emptyRegion(id)));
  }

  /** An editable copy of a built-in item, under the same id when free (so it stands in for it in play). */
  private copy(store: AppStore, item: ContentItem): void {
    const pack = this.target(store);
    const id = freeId(item.id, new Set(pack.items.filter((i) => i.kind === item.kind).map((i) => i.id)));
    const copy = { ...structuredClone(item), id } as ContentItem;
    delete (copy as { provenance?: unknown }).provenance;
    openInGameDesigner('uw', store.createItem(pack.id, copy));
  }

  /** The journey the item belongs to: a game's own, or the first game of its packs. */
  private journeyOf(store: AppStore, ref: DocumentRef): { packs: readonly Pack[]; level: string | undefined } {
    const packs = store.packsFor(ref.packId);
    return {
      packs,
      level: ref.kind === 'uwGame' ? ref.id : packs.flatMap((p) => p.items).find((i) => i.kind === 'uwGame')?.id,
    };
  }

  /** The difficulty report of the journey, played by bots with the chosen number of players. */
  private analyse(store: AppStore, ref: DocumentRef, item: ContentItem): void {
    const { packs, level } = this.journeyOf(store, ref);
    if (!level) return;
    const title =
      ref.kind === 'uwGame'
        ? item.name
        : (packs.flatMap((p) => p.items).find((i) => i.kind === 'uwGame' && i.id === level)?.name ?? level);
    const players = this.players;
    void import('../analysis/analysis-dialog.ts').then((m) => {
      const panel = m.showAnalysis({
        packs,
        items: [item],
        level: { kind: 'uwGame', id: level },
        title: String(title),
      });
      panel.seats = players;
    });
  }

  /** The item's sheet (a region's or the game's), or the cards of its pack. */
  private async print(store: AppStore, ref: DocumentRef, item: ContentItem): Promise<void> {
    const m = await import('../print/print-open.ts');
    const packs = store.packsFor(ref.packId);
    if (ref.kind === 'uwCard') m.printCards(packs[0]!, packs);
    else m.printSetupSheet(item, packs);
  }

  /** Plays the journey of the item's pack (its own game, or the first game found) with the chosen number of players. */
  private async playtest(store: AppStore, ref: DocumentRef): Promise<void> {
    const { packs, level } = this.journeyOf(store, ref);
    // The engines and the play shell's store come only when a playtest starts (the designer's chunk stays small).
    const [{ modulePlayFor }, { gameModule }] = await Promise.all([
      import('../../store/module-play.ts'),
      import('../../engine/games.ts'),
    ]);
    const game = gameModule('uw');
    if (!game || !level) return;
    const seed = Math.floor(Math.random() * 1_000_000);
    modulePlayFor(store).start({
      game,
      packs,
      level: { kind: 'uwGame', id: level },
      options: { seed, players: this.players },
    });
  }

  static override styles = css`
    :host { display: flex; flex-direction: column; height: 100%; }
    .top { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; padding: 0.4rem 1rem; border-bottom: 1px solid #ccc; }
    .where { margin-right: auto; }
    .play { font-weight: bold; }
    tr-uw-workbench { flex: 1; min-height: 0; }
    .start { padding: 0.5rem 1.5rem; overflow: auto; }
    .start ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem 1rem; }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-uw-designer': TrUwDesigner;
  }
}
