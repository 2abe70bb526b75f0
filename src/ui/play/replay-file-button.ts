/**
 * The one "Load replay…" button of every playtest: the shared top bar's (every game) and the
 * Playtest area's list. A button opens the browser's file picker (a file input kept hidden, named for
 * tests and assistive tools that set its file directly); the chosen file's text goes to `load`.
 */
import { css, html, type TemplateResult } from 'lit';

export function replayFileButton(load: (text: string) => unknown): TemplateResult {
  const pick = (event: Event) => {
    const input = (event.currentTarget as HTMLElement).nextElementSibling as HTMLInputElement | null;
    input?.click();
  };
  const chosen = async (event: Event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) await load(await file.text());
  };
  return html`<button type="button" class="load-replay" title="A replay saved by Save replay (or a scenario file)" @click=${pick}>Load replay…</button><input
      type="file"
      hidden
      tabindex="-1"
      accept=".json,application/json"
      aria-label="Load a replay (scenario file)"
      @change=${chosen}
    />`;
}

/** Its input stays hidden wherever a stylesheet would show inputs. */
export const replayFileButtonStyles = css`
  input[type='file'][hidden] {
    display: none;
  }
`;
