/**
 * What the playtests' screens (Crypt of Chronos, CCG, the shared play shell) share besides the
 * session, the log and the dialogs: the seed field of the options, the options form's layout,
 * saving a replay as a file, and measuring how long a playtest took to show after it was asked for.
 */
import { css, html, type LitElement } from 'lit';

/** A new seed for "New seed" (the UI's choice; the engine never draws from Math.random). */
export const newSeed = () => String(Math.floor(Math.random() * 1_000_000));

/** The options' seed: editable, or a new one. */
export function seedField(seed: string, set: (seed: string) => void) {
  return html`<label>Seed <input class="seed" aria-label="Seed" .value=${seed} @input=${(e: Event) => set((e.target as HTMLInputElement).value)} /></label>
    <button type="button" class="new-seed" @click=${() => set(newSeed())}>New seed</button>`;
}

export const optionsFormStyles = css`
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    font-size: 0.85rem;
  }
  .seed {
    width: 7rem;
  }
`;

/** Offers a text (a replay) as a file to download. */
export function downloadText(text: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/**
 * Records on the element, in data attributes, the time from the request (a key press or a click,
 * `askedAt`) to the children's render (renderedMs), the first frame (firstFrameMs) and the paint
 * after it (paintedMs); read by the benchmarks (scripts/bench-playtest.mjs, bench-ccg-playtest.mjs).
 */
export function measureShown(host: LitElement, askedAt: number): void {
  // The children render in the same task (Lit batches in microtasks): wait for them.
  void Promise.all(
    [...host.renderRoot.querySelectorAll('*')].map((el) => (el as Partial<LitElement>).updateComplete),
  ).then(() => (host.dataset.renderedMs = (performance.now() - askedAt).toFixed(2)));
  requestAnimationFrame(() => {
    host.dataset.firstFrameMs = (performance.now() - askedAt).toFixed(2);
    setTimeout(() => (host.dataset.paintedMs = (performance.now() - askedAt).toFixed(2)));
  });
}

/**
 * Whether a file's value is a replay the shared play shell's "Save replay" writes (store/module-game.ts
 * `record`: a game, a level and its actions), not a scenario file (whose actions are `steps`).
 */
export function isModuleReplay(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return typeof record.game === 'string' && Array.isArray(record.actions) && !('steps' in record);
}
