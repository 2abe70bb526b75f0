/**
 * The print frame, the same for every game: `<tr-print-view>` covers the app with the sheets to
 * print, one `.sheet` per printed page (or more, when a sheet runs over), a bar to choose the paper
 * (A4 or US Letter) and to print with the browser's own print, and Close (or Escape). The print CSS
 * (`@page` size and margins; only the print view is printed) is a document-level style sheet,
 * since `@page` rules do not apply from a shadow root, and the sheets are drawn in the element's
 * light DOM so that the print CSS reaches them. What each game prints comes from its sheet
 * adapters (sheets.ts).
 */
import { LitElement, html, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { printStyles } from './print-styles.ts';
import { openOver } from './open-over.ts';

export type Paper = 'a4' | 'letter';
export const PAPERS: Record<Paper, { label: string; size: string; width: string; height: string }> = {
  a4: { label: 'A4', size: 'A4', width: '210mm', height: '297mm' },
  letter: { label: 'US Letter', size: 'letter', width: '8.5in', height: '11in' },
};
/**
 * Margins of every printed page: narrow, so that nine cards fit on US Letter too; setup sheets add
 * their own 5 mm inside (print-styles.ts).
 */
export const PAGE_MARGIN = '5mm';

const PAPER_KEY = 'tr-print-paper';

function installStyles(paper: Paper): void {
  let base = document.getElementById('tr-print-styles');
  if (!base) {
    base = document.createElement('style');
    base.id = 'tr-print-styles';
    base.textContent = printStyles;
    document.head.append(base);
  }
  let page = document.getElementById('tr-print-page');
  if (!page) {
    page = document.createElement('style');
    page.id = 'tr-print-page';
    document.head.append(page);
  }
  const size = PAPERS[paper].size;
  page.textContent = `@page { size: ${size}; margin: ${PAGE_MARGIN}; }`;
}

@customElement('tr-print-view')
export class TrPrintView extends LitElement {
  @property() heading = 'Print';
  @property({ reflect: true }) paper: Paper =
    (localStorage.getItem(PAPER_KEY) as Paper | null) === 'letter' ? 'letter' : 'a4';
  /** The sheets, given the paper they are laid out for and whether cards' backs are asked for. */
  @property({ attribute: false }) sheets: ((paper: Paper, backs: boolean) => TemplateResult) | undefined;
  /** Whether the sheets hold cards, whose backs may be printed too. */
  @property({ type: Boolean }) offerBacks = false;
  @property({ type: Boolean }) backs = false;
  private returnFocus: Element | null = null;

  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    }
  };

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.returnFocus = document.activeElement;
    this.setAttribute('role', 'dialog');
    this.setAttribute('aria-modal', 'true');
    this.setAttribute('aria-label', this.heading);
    window.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('keydown', this.onKey);
  }

  override firstUpdated(): void {
    this.querySelector<HTMLElement>('.print-bar button')?.focus();
  }

  override willUpdate(): void {
    installStyles(this.paper);
    this.style.setProperty('--page-width', PAPERS[this.paper].width);
    this.style.setProperty('--page-height', PAPERS[this.paper].height);
  }

  close(): void {
    this.remove();
    if (this.returnFocus instanceof HTMLElement) this.returnFocus.focus();
  }

  override render() {
    return html`<div class="print-bar" role="toolbar" aria-label="Print">
        <strong>${this.heading}</strong>
        <label
          >Paper
          <select
            @change=${(e: Event) => {
              this.paper = (e.target as HTMLSelectElement).value as Paper;
              localStorage.setItem(PAPER_KEY, this.paper);
            }}
          >
            ${(Object.keys(PAPERS) as Paper[]).map((p) => html`<option value=${p} ?selected=${p === this.paper}>${PAPERS[p].label}</option>`)}
          </select>
        </label>
        ${
          this.offerBacks
            ? html`<label><input type="checkbox" .checked=${this.backs} @change=${(e: Event) => (this.backs = (e.target as HTMLInputElement).checked)} /> Backs after each page (duplex)</label>`
            : ''
        }
        <button @click=${() => window.print()}>Print…</button>
        <button @click=${() => this.close()}>Close</button>
      </div>
      <div class="sheets">${this.sheets?.(this.paper, this.backs)}</div>`;
  }
}

/** Opens the print view over the app with these sheets. */
export function openPrintView(
  heading: string,
  sheets: (paper: Paper, backs: boolean) => TemplateResult,
  offerBacks = false,
): TrPrintView {
  return openOver('tr-print-view', { heading, sheets, offerBacks });
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-print-view': TrPrintView;
  }
}
