import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ContentItem, Pack } from '../../model/content.ts';
import type { Problem } from '../../model/problem.ts';
import type { RpgChallenge, RpgCharacter, RpgEncounter } from '../../model/types.generated.ts';
import { setAt } from '../../model/json-pointer.ts';
import { freeId } from '../../model/coc-level-new.ts';
import { schemas as rpgSchemas } from '../../model/schemas/rpg.ts';
import type { DocumentRef, ItemDocument } from '../../store/item-document.ts';
import { ValidationRunner } from '../../store/validation-runner.ts';
import { StoreController } from '../store-context.ts';
import { ensureDraftPack, workspaceFor, type LevelWorkspace } from '../level/level-workspace.ts';
import { addSchemaFiles } from '../level/level-schemas.ts';
import type { FieldEditEvent, TrSchemaForm } from '../level/schema-form.ts';
import '../level/schema-form.ts';
import { renderProblemList } from '../problem-list.ts';
import { openInGameDesigner } from '../design/design-open.ts';
import {
  challengeChances,
  challengeProblems,
  chanceLine,
  chanceWords,
  encounterProblems,
} from '../../analysis/rpg-design.ts';
import { KIND_WORDS, newRpgItem, type RpgKind } from './rpg-new.ts';
import type { MapEditEvent } from './rpg-map-editor.ts';
import './rpg-map-editor.ts';
import { designerStyles } from './rpg-designer-styles.ts';

const KINDS: RpgKind[] = ['rpgCharacter', 'rpgChallenge', 'rpgEncounter'];
const FORMS = addSchemaFiles(rpgSchemas.shared, rpgSchemas.items);

/**
 * The RPG designer ("Other games" area): characters, challenges and encounters in forms drawn from
 * their schemas, the JSON editor one click away; an encounter's map painted by mouse with its
 * combatants dragged onto it; live problems (the pack checker's, and the RPG's own design checks:
 * a challenge nobody listed can ever pass, an encounter without a goal, figures off the map or on
 * occupied ground); each listed character's exact chance next to a challenge's test; and "▶ Playtest"
 * of a challenge or an encounter as it stands. Edits go through the store's documents (autosaved,
 * undoable); the base pack's items are read only, with a copy to edit.
 */
@customElement('tr-rpg-designer')
export class TrRpgDesigner extends LitElement {
  private readonly app = new StoreController(this);
  @property({ attribute: false }) ref: DocumentRef | undefined;
  @state() private checked: { value: unknown; problems: Problem[] } | undefined;
  @state() private playError = '';
  private readonly runner = new ValidationRunner();
  private doc: ItemDocument | undefined;
  private readonly onDoc = () => this.requestUpdate();
  private deps: readonly Pack[] | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.doc?.removeEventListener('change', this.onDoc);
    this.doc = undefined;
    this.runner.dispose();
  }

  private get workspace(): LevelWorkspace | undefined {
    const store = this.app.store;
    return store && store.packLoad.state === 'ready' ? workspaceFor(store) : undefined;
  }

  private items(ws: LevelWorkspace, kind: RpgKind): { ref: DocumentRef; item: ContentItem; pack: Pack }[] {
    return ws.packs.flatMap((pack) =>
      pack.items
        .filter((i) => i.kind === kind)
        .map((item) => ({ ref: { packId: pack.id, kind, id: item.id }, item, pack })),
    );
  }

  /** The characters the open item's pack sees (its own first; the first of an id wins). */
  private characters(ws: LevelWorkspace, packId: string | undefined): RpgCharacter[] {
    const seen = new Map<string, RpgCharacter>();
    for (const p of ws.packsFor(packId))
      for (const i of p.items)
        if (i.kind === 'rpgCharacter' && !seen.has(i.id)) seen.set(i.id, i as unknown as RpgCharacter);
    return [...seen.values()];
  }

  private create(ws: LevelWorkspace, kind: RpgKind, make: (id: string) => ContentItem, base: string): void {
    const target = ensureDraftPack(ws);
    const taken = new Set(target.items.map((i) => i.id));
    openInGameDesigner('rpg', ws.createItem(target.id, make(freeId(base, taken))));
    void kind;
  }

  private copy(ws: LevelWorkspace, item: ContentItem): void {
    this.create(
      ws,
      item.kind as RpgKind,
      (id) => {
        const c: ContentItem = { ...structuredClone(item), id, name: `${item.name} (copy)` };
        delete c.provenance;
        return c;
      },
      `${item.id}-copy`,
    );
  }

  private openDoc(ws: LevelWorkspace, ref: DocumentRef): ItemDocument | undefined {
    let doc: ItemDocument | undefined;
    try {
      doc = ws.openDocument(ref);
    } catch {
      doc = undefined;
    }
    if (doc !== this.doc) {
      this.doc?.removeEventListener('change', this.onDoc);
      this.doc = doc;
      doc?.addEventListener('change', this.onDoc);
      this.checked = undefined;
    }
    return doc;
  }

  /** The pack checker's problems of the draft (in the worker) and the RPG's own, for the value shown. */
  private problemsOf(ws: LevelWorkspace, ref: DocumentRef, value: ContentItem, characters: RpgCharacter[]): Problem[] {
    if (this.checked?.value !== value) {
      const own = ws.packs.find((p) => p.id === ref.packId);
      const others = ws.packsFor(ref.packId).filter((p) => p.id !== ref.packId);
      if (!this.deps || this.deps.length !== others.length || this.deps.some((p, i) => p !== others[i]))
        this.deps = others;
      const pending = { value, problems: this.checked?.problems ?? [] };
      this.checked = pending;
      void this.runner.check(value, own?.items ?? [], this.deps).then((problems) => {
        if (this.checked === pending) this.checked = { value, problems };
      });
    }
    const design =
      value.kind === 'rpgChallenge'
        ? challengeProblems(value as unknown as RpgChallenge, characters)
        : value.kind === 'rpgEncounter'
          ? encounterProblems(value as unknown as RpgEncounter, characters)
          : [];
    const seen = new Set<string>();
    return [...this.checked.problems, ...design].filter((p) => {
      const k = `${p.pointer}|${p.message}`;
      return seen.has(k) ? false : (seen.add(k), true);
    });
  }

  private edit(doc: ItemDocument, pointer: string, value: unknown, label: string, gesture?: string): void {
    doc.setValue(setAt(doc.value, pointer, value) as ContentItem, gesture ? { label, gesture } : { label });
  }

  private async playtest(item: ContentItem): Promise<void> {
    try {
      const { playLevelItem } = await import('../play/start-module-game.ts');
      this.playError = '';
      playLevelItem(this.app.store!, item);
    } catch (e) {
      this.playError = `The playtest could not start: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  private openJson(ref: DocumentRef): void {
    const store = this.app.store!;
    store.openDocument(ref);
    store.setArea('json');
  }

  override render() {
    const ws = this.workspace;
    if (!ws) return html`<p class="status" role="status">Loading packs…</p>`;
    const ref = this.ref;
    const doc = ref ? this.openDoc(ws, ref) : undefined;
    if (!ref || !doc) return this.renderStart(ws);
    return this.renderItem(ws, ref, doc);
  }

  private renderStart(ws: LevelWorkspace) {
    return html`<div class="start">
      <h2>RPG designer</h2>
      <p>Characters, challenges and encounters of the Tomb Raider RPG. Open one (the rulebook's samples are read only: copy one to change it) or make a new one; your items are kept in a pack of your own, saved in this browser as you work.</p>
      ${KINDS.map(
        (kind) => html`<section aria-label=${KIND_WORDS[kind].many}>
          <h3>${KIND_WORDS[kind].many}</h3>
          <button class="new" @click=${() => this.create(ws, kind, (id) => newRpgItem(kind, id), `new-${KIND_WORDS[kind].one}`)}>New ${KIND_WORDS[kind].one}</button>
          <ul>
            ${this.items(ws, kind).map(
              (i) =>
                html`<li><button @click=${() => openInGameDesigner('rpg', i.ref)}>${i.item.name}</button> <small>${i.pack.name}${ws.isEditable(i.pack.id) ? '' : ', read only'}</small></li>`,
            )}
          </ul>
        </section>`,
      )}
    </div>`;
  }

  private renderItem(ws: LevelWorkspace, ref: DocumentRef, doc: ItemDocument) {
    const value = doc.value;
    const kind = value.kind as RpgKind;
    const readOnly = !ws.isEditable(ref.packId);
    const characters = this.characters(ws, ref.packId);
    const problems = this.problemsOf(ws, ref, value, characters);
    const form = FORMS[kind];
    const playable = kind !== 'rpgCharacter';
    return html`<div class="bar">
        <button @click=${() => openInGameDesigner('rpg', undefined)}>All RPG items</button>
        <h2>${value.name} <small>(${KIND_WORDS[kind]?.one ?? kind})</small></h2>
        <button ?disabled=${!doc.canUndo || readOnly} @click=${() => doc.undo()} title=${doc.undoLabel ?? ''}>Undo</button>
        <button ?disabled=${!doc.canRedo || readOnly} @click=${() => doc.redo()}>Redo</button>
        <button @click=${() => this.openJson(ref)}>Open in JSON editor</button>
        ${playable ? html`<button class="play" @click=${() => this.playtest(value)}>▶ Playtest</button>` : nothing}
        <button @click=${() => void import('../print/print-open.ts').then((m) => m.printSetupSheet(value, ws.packsFor(ref.packId)))}>Print ${kind === 'rpgCharacter' ? 'character' : 'setup'} sheet</button>
        ${readOnly ? html`<span class="ro">Read only (the rulebook's sample).</span><button @click=${() => this.copy(ws, value)}>Copy to edit</button>` : nothing}
      </div>
      ${this.playError ? html`<p role="alert">${this.playError}</p>` : nothing}
      <div class="body">
        <div class="main">
          ${kind === 'rpgChallenge' ? this.renderOdds(value as unknown as RpgChallenge, characters) : nothing}
          ${
            kind === 'rpgEncounter'
              ? html`<section class="map-part" aria-label="Map">
                <h3>Map</h3>
                <tr-rpg-map-editor
                  .encounter=${value as unknown as RpgEncounter}
                  .characters=${characters}
                  ?readOnly=${readOnly}
                  @map-edit=${(e: MapEditEvent) => !readOnly && doc.setValue(e.value as unknown as ContentItem, e.gesture ? { label: e.label, gesture: e.gesture } : { label: e.label })}
                ></tr-rpg-map-editor>
              </section>`
              : nothing
          }
          <section class="form" aria-label="Fields" ?inert=${readOnly}>
            <tr-schema-form
              .schema=${form}
              .value=${value}
              .problems=${problems}
              .hide=${['kind', 'map']}
              .readOnly=${['id']}
              .suggestions=${(k: string) => (k === 'rpgCharacter' ? characters.map((c) => ({ id: c.id, name: c.name })) : [])}
              @field-edit=${(e: FieldEditEvent) => !readOnly && this.edit(doc, e.pointer, e.value, e.label, e.gesture)}
            ></tr-schema-form>
          </section>
        </div>
        <aside class="problems" aria-labelledby="rpg-problems">
          ${renderProblemList(problems, this.checked && this.checked.value === value ? 'done' : 'checking', 'rpg-problems', (p) => this.renderRoot.querySelector<TrSchemaForm>('tr-schema-form')?.focusField(p.pointer))}
        </aside>
      </div>`;
  }

  /** Each listed character's exact chance, next to the test. */
  private renderOdds(challenge: RpgChallenge, characters: RpgCharacter[]) {
    const chances = challengeChances(challenge, characters);
    return html`<section class="odds" aria-label="Odds of the test">
      <h3>Odds</h3>
      ${
        chances.length
          ? html`<ul>
            ${chances.map(
              (c) => html`<li>
                <strong>${chanceLine(c.name, c.chance)}</strong>
                ${c.best > c.chance ? html`<small>(${chanceWords(c.best)} at best, exerting herself${challenge.assist === 'anyone' ? ' and with every assist' : ''})</small>` : nothing}
              </li>`,
            )}
          </ul>`
          : html`<p>List the characters who take the test (Participants) to see their odds.</p>`
      }
    </section>`;
  }

  static override styles = designerStyles;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-rpg-designer': TrRpgDesigner;
  }
}
