/**
 * "Export picture": a modal dialog showing the level's picture, with the PNG's width in pixels
 * (its height follows the board's shape) and buttons to save it as SVG or PNG. Opened by the level
 * editor and the CCG designer through `exportPicture`, fetched when asked for.
 */
import { LitElement, css, html, nothing, type SVGTemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { download, pictureFileName, pngBlob, pngSize, svgDataUrl, svgMarkup } from './picture-export.ts';
import type { PictureSize } from './level-picture.ts';
import { openOver } from './open-over.ts';

const WIDTHS = [800, 1600, 2400, 3200];

@customElement('tr-picture-dialog')
export class TrPictureDialog extends LitElement {
  @property({ attribute: false }) picture: SVGTemplateResult | undefined;
  @property({ attribute: false }) size: PictureSize = { width: 1, height: 1 };
  @property() itemId = 'level';
  @property() heading = 'Export picture';
  @state() private width = 1600;
  @state() private busy = false;
  @state() private error = '';
  @query('dialog') private dialog!: HTMLDialogElement;
  private markup = '';

  override firstUpdated(): void {
    this.dialog.showModal();
  }

  private close(): void {
    this.dialog.close();
    this.remove();
  }

  private async savePng(): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      download(await pngBlob(this.markup, pngSize(this.size, this.width)), pictureFileName(this.itemId, 'png'));
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    } finally {
      this.busy = false;
    }
  }

  private saveSvg(): void {
    download(new Blob([this.markup], { type: 'image/svg+xml' }), pictureFileName(this.itemId, 'svg'));
  }

  override render() {
    if (!this.picture) return nothing;
    this.markup ||= svgMarkup(this.picture);
    const png = pngSize(this.size, this.width);
    return html`<dialog aria-labelledby="picture-title" @close=${() => this.remove()} @cancel=${() => this.close()}>
      <h2 id="picture-title">${this.heading}</h2>
      <img class="preview" src=${svgDataUrl(this.markup)} alt="Picture of the level" />
      <div class="row">
        <label
          >PNG width (pixels)
          <input
            type="number"
            min="16"
            max="8000"
            step="1"
            list="picture-widths"
            .value=${String(this.width)}
            @input=${(e: Event) => {
              const v = Number((e.target as HTMLInputElement).value);
              if (Number.isFinite(v) && v > 0) this.width = v;
            }}
          />
        </label>
        <datalist id="picture-widths">${WIDTHS.map((w) => html`<option value=${w}></option>`)}</datalist>
        <span class="size" aria-live="polite">${png.width} × ${png.height} px</span>
      </div>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <div class="buttons">
        <button @click=${() => this.saveSvg()}>Save SVG</button>
        <button @click=${() => void this.savePng()} ?disabled=${this.busy}>Save PNG</button>
        <button @click=${() => this.close()}>Close</button>
      </div>
    </dialog>`;
  }

  static override styles = css`
    dialog {
      border: 1px solid #b9ad98;
      border-radius: 8px;
      padding: 1rem 1.2rem;
      max-width: min(90vw, 52rem);
      font: 0.95rem system-ui, sans-serif;
    }
    h2 {
      margin: 0 0 0.6rem;
      font-size: 1.1rem;
    }
    .preview {
      display: block;
      max-width: 100%;
      max-height: 55vh;
      margin: 0 auto 0.8rem;
      border: 1px solid #ddd;
      background: #fff;
    }
    .row {
      display: flex;
      gap: 0.8rem;
      align-items: center;
      flex-wrap: wrap;
    }
    input {
      width: 6rem;
      margin-left: 0.4rem;
    }
    .size {
      color: #5d5448;
    }
    .buttons {
      display: flex;
      gap: 0.5rem;
      justify-content: flex-end;
      margin-top: 0.9rem;
    }
    .error {
      color: #8e1414;
    }
  `;
}

/** Opens the export dialog for a picture. */
export function exportPicture(
  picture: SVGTemplateResult,
  size: PictureSize,
  itemId: string,
  heading = 'Export picture',
): TrPictureDialog {
  return openOver('tr-picture-dialog', { picture, size, itemId, heading });
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-picture-dialog': TrPictureDialog;
  }
}
