import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { isObject, type JsonObject } from '../../model/json-read.ts';
import { pointerToken, type Problem } from '../../model/problem.ts';
import { branches, discriminator, initialValue, resolve, type Resolved } from './level-schemas.ts';

/** Sent when a field changes: the pointer (relative to the item), the new value (undefined removes it). */
export class FieldEditEvent extends Event {
  constructor(
    readonly pointer: string,
    readonly value: unknown,
    readonly label: string,
    readonly gesture?: string,
  ) {
    super('field-edit', { bubbles: true, composed: true });
  }
}

let focusSession = 0;

/** Where a field is drawn: its pointer, its title and control id, whether it is required, how deep it is. */
interface Place {
  pointer: string;
  title: string;
  id: string;
  required: boolean;
  depth: number;
}

/**
 * A form drawn from a JSON Schema: every property with its title, its help text (the schema's
 * description, tied to the control with aria-describedby) and the problems at its pointer.
 * Objects, lists, choices between forms (oneOf with a discriminator), enums, numbers, text and
 * yes/no. Typing in one field while it has focus is one gesture (one undo step).
 */
@customElement('tr-schema-form')
export class TrSchemaForm extends LitElement {
  @property({ attribute: false }) schema: Resolved | undefined;
  @property({ attribute: false }) value: unknown;
  /** Where the value sits in the item (prefixed to problems' pointers and to field ids). */
  @property() base = '';
  @property({ attribute: false }) problems: readonly Problem[] = [];
  /** Top-level properties not to show (edited elsewhere, e.g. the layout on the board). */
  @property({ attribute: false }) hide: readonly string[] = [];
  /** Properties shown but not editable. */
  @property({ attribute: false }) readOnly: readonly string[] = [];
  /** Ids to suggest for a field that names another item (`refKind`), by kind. */
  @property({ attribute: false }) suggestions: (kind: string) => { id: string; name: string }[] = () => [];

  private session = 0;

  /** Brings the field at `pointer` (relative to the item) into view and focuses it; false if none. */
  focusField(pointer: string): boolean {
    let p = pointer;
    while (true) {
      const el = this.renderRoot.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(p)}"]`);
      if (el) {
        el.scrollIntoView({ block: 'nearest' });
        (el.querySelector<HTMLElement>('input,select,textarea,button') ?? el).focus();
        this.keepInView(el, 4);
        el.classList.add('flash');
        setTimeout(() => el.classList.remove('flash'), 1200);
        return true;
      }
      if (!p || p === this.base) return false;
      p = p.slice(0, p.lastIndexOf('/'));
    }
  }

  /**
   * Fields out of view are drawn at an estimated height (content-visibility: auto, see the styles); once scrolled to,
   * those around `el` take their real height in the next frames and may push it out of view again: scroll again
   * (`nearest`: a field in view does not move).
   */
  private keepInView(el: HTMLElement, frames: number): void {
    if (frames === 0) return;
    requestAnimationFrame(() => {
      el.scrollIntoView({ block: 'nearest' });
      this.keepInView(el, frames - 1);
    });
  }

  private emit(pointer: string, value: unknown, label: string, gesture?: string): void {
    this.dispatchEvent(new FieldEditEvent(pointer, value, label, gesture));
  }

  override render() {
    if (!this.schema) return nothing;
    return this.field(this.schema, this.value, this.base, '', true, 0);
  }

  private problemsAt(pointer: string) {
    const here = this.problems.filter((p) => p.pointer === pointer);
    return here.length
      ? html`<ul class="problems">${here.map((p) => html`<li class=${p.severity}>${p.message}</li>`)}</ul>`
      : nothing;
  }

  private help(r: Resolved, id: string) {
    const d = r.schema.description;
    return typeof d === 'string' ? html`<small class="help" id=${id}>${d}</small>` : nothing;
  }

  private field(
    r: Resolved,
    value: unknown,
    pointer: string,
    name: string,
    required: boolean,
    depth: number,
  ): TemplateResult | typeof nothing {
    const s = r.schema;
    const title = String(s.title ?? name);
    const id = `f${pointer.replace(/[^a-zA-Z0-9]/g, '_')}`;
    if ('const' in s) return nothing;
    const at: Place = { pointer, title, id, required, depth };
    if (Array.isArray(s.oneOf) && discriminator(r)) return this.choice(r, value, at);
    if (s.type === 'object' && !isObject(s.properties) && isObject(s.additionalProperties))
      return this.map(r, value, at);
    if (s.type === 'object' || isObject(s.properties)) return this.object(r, value, at);
    if (s.type === 'array') return this.list(r, value, at);
    const readOnly = depth === 1 && this.readOnly.includes(name);
    return html`<div class="field" data-pointer=${pointer}>
      <label for=${id}>${title}${required ? html`<span class="req" title="required">*</span>` : nothing}</label>
      ${this.scalar(r, value, pointer, title, id, required, readOnly)} ${this.help(r, `${id}-help`)} ${this.problemsAt(pointer)}
    </div>`;
  }

  private scalar(
    r: Resolved,
    value: unknown,
    pointer: string,
    title: string,
    id: string,
    required: boolean,
    readOnly: boolean,
  ) {
    const s = r.schema;
    const described = `${id}-help`;
    const onFocus = () => (this.session = ++focusSession);
    const gesture = () => `field:${pointer}:${this.session}`;
    if (Array.isArray(s.enum)) {
      const labels = Array.isArray(s.enumDescriptions) ? (s.enumDescriptions as string[]) : [];
      return html`<select id=${id} aria-describedby=${described} ?disabled=${readOnly}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          this.emit(pointer, v === '' ? undefined : (s.enum as unknown[]).find((x) => String(x) === v), `Set ${title}`);
        }}>
        ${required ? nothing : html`<option value="" ?selected=${value === undefined}>(none)</option>`}
        ${(s.enum as unknown[]).map((v, i) => html`<option value=${String(v)} ?selected=${v === value} title=${labels[i] ?? ''}>${String(v)}</option>`)}
      </select>`;
    }
    if (s.type === 'boolean')
      return html`<input type="checkbox" id=${id} aria-describedby=${described} .checked=${value === true} ?disabled=${readOnly}
        @change=${(e: Event) => this.emit(pointer, (e.target as HTMLInputElement).checked || (required ? false : undefined), `Set ${title}`)} />`;
    if (s.type === 'integer' || s.type === 'number')
      return html`<input type="number" id=${id} aria-describedby=${described} .value=${typeof value === 'number' ? String(value) : ''}
        min=${typeof s.minimum === 'number' ? s.minimum : nothing} max=${typeof s.maximum === 'number' ? s.maximum : nothing} ?readonly=${readOnly}
        @focus=${onFocus}
        @input=${(e: Event) => {
          const text = (e.target as HTMLInputElement).value;
          const n = Number(text);
          if (text === '') this.emit(pointer, undefined, `Clear ${title}`, gesture());
          else if (Number.isFinite(n)) this.emit(pointer, n, `Set ${title}`, gesture());
        }} />`;
    const long = /text|rule|notes/i.test(pointer) && !/\/(name|id)$/.test(pointer);
    const onInput = (e: Event) => {
      const text = (e.target as HTMLInputElement).value;
      this.emit(pointer, text === '' && !required ? undefined : text, `Edit ${title}`, gesture());
    };
    const refKind = typeof s.refKind === 'string' ? s.refKind : undefined;
    const ids = refKind ? this.suggestions(refKind) : [];
    if (refKind)
      return html`<input type="text" id=${id} list="${id}-ids" aria-describedby=${described} .value=${typeof value === 'string' ? value : ''} ?readonly=${readOnly} @focus=${onFocus} @input=${onInput} />
        <datalist id="${id}-ids">${ids.map((i) => html`<option value=${i.id}>${i.name}</option>`)}</datalist>`;
    return long
      ? html`<textarea id=${id} rows="2" aria-describedby=${described} .value=${typeof value === 'string' ? value : ''} ?readonly=${readOnly} @focus=${onFocus} @input=${onInput}></textarea>`
      : html`<input type="text" id=${id} aria-describedby=${described} .value=${typeof value === 'string' ? value : ''} ?readonly=${readOnly} @focus=${onFocus} @input=${onInput} />`;
  }

  /** An absent optional object or list: a button to add it. */
  private absent(r: Resolved, pointer: string, title: string, id: string) {
    return html`<div class="field absent" data-pointer=${pointer}>
      <button type="button" aria-describedby="${id}-help" @click=${() => this.emit(pointer, initialValue(r), `Add ${title}`)}>+ ${title}</button>
      ${this.help(r, `${id}-help`)} ${this.problemsAt(pointer)}
    </div>`;
  }

  private object(r: Resolved, value: unknown, at: Place) {
    const { pointer, title, id, required, depth } = at;
    if (!isObject(value) && !required) return this.absent(r, pointer, title, id);
    const body = this.objectBody(r, isObject(value) ? value : {}, pointer, depth, depth === 0 ? this.hide : []);
    if (depth === 0) return html`${this.problemsAt(pointer)}${body}`;
    return html`<fieldset class="object" data-pointer=${pointer} aria-describedby="${id}-help">
      <legend>${title}${required ? nothing : html` <button type="button" class="remove" aria-label="Remove ${title}" @click=${() => this.emit(pointer, undefined, `Remove ${title}`)}>×</button>`}</legend>
      ${this.help(r, `${id}-help`)} ${this.problemsAt(pointer)} ${body}
    </fieldset>`;
  }

  /**
   * An object whose entries the author names (a character's skills by skill name): each entry's value
   * under its name, removable, and a name field to add one. Names are checked against the schema's
   * propertyNames pattern before the entry is added.
   */
  private map(r: Resolved, value: unknown, at: Place) {
    const { pointer, title, id, required, depth } = at;
    if (!isObject(value) && !required) return this.absent(r, pointer, title, id);
    const v: JsonObject = isObject(value) ? value : {};
    const entry = resolve(r.schema.additionalProperties as JsonObject, r.file);
    const names = isObject(r.schema.propertyNames) ? resolve(r.schema.propertyNames, r.file).schema : {};
    const pattern = typeof names.pattern === 'string' ? new RegExp(names.pattern) : undefined;
    const entryTitle = String(names.title ?? 'Entry');
    const add = (input: HTMLInputElement) => {
      const key = input.value.trim();
      const why = !key
        ? `Name the ${entryTitle.toLowerCase()} first.`
        : key in v
          ? `"${key}" is already there.`
          : pattern && !pattern.test(key)
            ? `"${key}" is not a ${entryTitle.toLowerCase()} name: ${String(names.description ?? names.pattern)}`
            : '';
      input.setCustomValidity(why);
      if (why) return void input.reportValidity();
      input.value = '';
      this.emit(`${pointer}/${pointerToken(key)}`, initialValue(entry), `Add ${entryTitle.toLowerCase()} ${key}`);
    };
    const inputOf = (e: Event) => (e.target as HTMLElement).closest('.add-entry')!.querySelector('input')!;
    return html`<fieldset class="map" data-pointer=${pointer} aria-describedby="${id}-help">
      <legend>${title}</legend>
      ${this.help(r, `${id}-help`)} ${this.problemsAt(pointer)}
      <ul>
        ${Object.entries(v).map(
          ([key, item]) => html`<li>
            ${this.field({ ...entry, schema: { ...entry.schema, title: key } }, item, `${pointer}/${pointerToken(key)}`, key, true, depth + 1)}
            <button type="button" class="remove" aria-label="Remove ${key}" @click=${() => this.emit(`${pointer}/${pointerToken(key)}`, undefined, `Remove ${key}`)}>×</button>
          </li>`,
        )}
      </ul>
      <div class="add-entry">
        <label for="${id}-new">New ${entryTitle.toLowerCase()}</label>
        <input id="${id}-new" type="text" @input=${(e: Event) => (e.target as HTMLInputElement).setCustomValidity('')}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && add(inputOf(e))} />
        <button type="button" class="add" @click=${(e: Event) => add(inputOf(e))}>+ ${entryTitle}</button>
      </div>
    </fieldset>`;
  }

  private list(r: Resolved, value: unknown, at: Place) {
    const { pointer, title, id, required, depth } = at;
    if (!Array.isArray(value) && !required) return this.absent(r, pointer, title, id);
    const items = Array.isArray(value) ? value : [];
    const itemSchema = resolve(isObject(r.schema.items) ? r.schema.items : {}, r.file);
    const itemTitle = String(itemSchema.schema.title ?? 'entry');
    const max = typeof r.schema.maxItems === 'number' ? r.schema.maxItems : Infinity;
    return html`<fieldset class="list" data-pointer=${pointer} aria-describedby="${id}-help">
      <legend>${title}</legend>
      ${this.help(r, `${id}-help`)} ${this.problemsAt(pointer)}
      <ol>
        ${items.map(
          (item, i) => html`<li>
            ${this.field(itemSchema, item, `${pointer}/${i}`, `${itemTitle} ${i + 1}`, true, depth + 1)}
            <button type="button" class="remove" aria-label="Remove ${itemTitle} ${i + 1}" @click=${() => this.emit(`${pointer}/${i}`, undefined, `Remove ${itemTitle}`)}>×</button>
          </li>`,
        )}
      </ol>
      ${
        items.length < max
          ? html`<button type="button" class="add" @click=${() => this.emit(`${pointer}/${items.length}`, initialValue(itemSchema), `Add ${itemTitle}`)}>+ ${itemTitle}</button>`
          : nothing
      }
    </fieldset>`;
  }

  /** One of several forms, chosen by its discriminator (an objective's or a feature's "type"). */
  private choice(r: Resolved, value: unknown, at: Place) {
    const { pointer, title, id, required, depth } = at;
    if (value === undefined && !required) return this.absent(r, pointer, title, id);
    const prop = discriminator(r)!;
    const options = branches(r);
    const current = isObject(value) ? options.find((o) => o.tag === value[prop]) : undefined;
    return html`<fieldset class="choice" data-pointer=${pointer}>
      <legend>${title}</legend>
      <label for=${id}>Form</label>
      <select id=${id} aria-describedby="${id}-help"
        @change=${(e: Event) => {
          const chosen = options[Number((e.target as HTMLSelectElement).value)]!;
          this.emit(pointer, initialValue(chosen.schema), `Set ${title} to ${chosen.title}`);
        }}>
        ${current ? nothing : html`<option selected disabled>(choose)</option>`}
        ${options.map((o, i) => html`<option value=${i} ?selected=${o === current}>${o.title}</option>`)}
      </select>
      ${this.help(current?.schema ?? r, `${id}-help`)} ${this.problemsAt(pointer)}
      ${current ? this.objectBody(current.schema, value as JsonObject, pointer, depth) : nothing}
    </fieldset>`;
  }

  /** The fields of an object's properties (but the `hidden` ones), one level deeper. */
  private objectBody(r: Resolved, v: JsonObject, pointer: string, depth: number, hidden: readonly string[] = []) {
    const props = isObject(r.schema.properties) ? r.schema.properties : {};
    const req = Array.isArray(r.schema.required) ? (r.schema.required as string[]) : [];
    return Object.entries(props)
      .filter(([name]) => !hidden.includes(name))
      .map(([name, sub]) =>
        this.field(
          resolve(sub as JsonObject, r.file),
          v[name],
          `${pointer}/${pointerToken(name)}`,
          name,
          req.includes(name),
          depth + 1,
        ),
      );
  }

  static override styles = css`
    :host {
      display: block;
      font-size: 0.9rem;
    }
    .field {
      display: grid;
      gap: 0.15rem;
      margin: 0.45rem -4px;
      padding: 0 4px;
    }
    /* A level's form is thousands of pixels tall in a short scrolled panel: the parts out of view are neither laid
       out nor painted (showing the level editor again after a playtest painted all of it, 3-7 ms of paint, prepaint
       and layerize). The padding above keeps a focused field's outline inside the field's paint containment. */
    .field,
    fieldset {
      content-visibility: auto;
      contain-intrinsic-size: auto 3rem;
    }
    label {
      font-weight: 600;
    }
    .req {
      color: #b23a10;
      margin-left: 0.15rem;
    }
    input[type='text'],
    input[type='number'],
    select,
    textarea {
      font: inherit;
      padding: 0.2rem 0.35rem;
      border: 1px solid #b9ae9c;
      border-radius: 3px;
      background: #fff;
      max-width: 100%;
      box-sizing: border-box;
    }
    textarea {
      resize: vertical;
    }
    :focus-visible {
      outline: 2px solid #1565c0;
      outline-offset: 1px;
    }
    .help {
      color: #5d5448;
      line-height: 1.3;
    }
    fieldset {
      border: 1px solid #d8d0c0;
      border-radius: 4px;
      margin: 0.5rem 0;
      padding: 0.2rem 0.6rem 0.5rem;
    }
    legend {
      font-weight: 700;
    }
    ol {
      margin: 0;
      padding-left: 1.2rem;
    }
    li {
      position: relative;
    }
    .remove {
      border: 0;
      background: none;
      color: #b23a10;
      font-size: 1rem;
      cursor: pointer;
    }
    li > .remove {
      position: absolute;
      right: 0;
      top: 0;
    }
    .add,
    .absent button {
      justify-self: start;
      font: inherit;
      font-size: 0.85rem;
    }
    .problems {
      margin: 0.1rem 0;
      padding-left: 1rem;
      color: #b71c1c;
    }
    .problems .warning {
      color: #8a5a00;
    }
    .flash {
      background: #fff3c4;
      transition: background 0.3s;
    }
  `;
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-schema-form': TrSchemaForm;
  }
}
