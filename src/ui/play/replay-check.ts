/**
 * A loaded replay checked as it is loaded, for every game: its actions played again in a worker
 * (replay-check-worker.ts, analysis/replay-check.ts) while the game is already on screen to watch.
 * The check is kept by the request that started the game (a launcher's request, a module game's
 * start), so a restart or another game drops it; the play shell shows its words under the bar
 * (`replayCheckNote`), redrawn when it ends (`ReplayCheckController`).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Pack } from '../../model/content.ts';

type Check = { state: 'checking' } | { state: 'reproduces' } | { state: 'differs'; words: string };

const checks = new WeakMap<object, Check>();
const changes = new EventTarget();

/** Runs the check in a worker: the words of how the replay does not reproduce, or undefined. */
export function replayProblem(packs: readonly Pack[], file: unknown): Promise<string | undefined> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./replay-check-worker.ts', import.meta.url), { type: 'module' });
    const done = (problem: string | undefined) => {
      worker.terminate();
      resolve(problem);
    };
    worker.onmessage = (event: MessageEvent<{ problem?: string }>) => done(event.data.problem);
    worker.onerror = (event) => {
      event.preventDefault();
      done(`The replay could not be checked: ${event.message || 'its worker failed'}.`);
    };
    worker.postMessage({ packs, file });
  });
}

/** Checks a replay just loaded, over the packs it is played on, for the game started by `request`. */
export function checkLoadedReplay(request: object, packs: readonly Pack[], file: unknown): Promise<void> {
  checks.set(request, { state: 'checking' });
  changes.dispatchEvent(new Event('change'));
  return replayProblem(packs, file).then((problem) => {
    checks.set(request, problem === undefined ? { state: 'reproduces' } : { state: 'differs', words: problem });
    changes.dispatchEvent(new Event('change'));
  });
}

/** The check's words for the game started by `request` (nothing when its game was no loaded replay). */
export function replayCheckNote(request: object | undefined) {
  const check = request ? checks.get(request) : undefined;
  if (!check) return nothing;
  if (check.state === 'checking')
    return html`<p class="note replay-check" role="status">Checking that the replay reproduces what it recorded…</p>`;
  if (check.state === 'reproduces')
    return html`<p class="note replay-check ok" role="status">The replay reproduces what it recorded.</p>`;
  return html`<p class="error replay-check" role="alert">${check.words}</p>`;
}

/** Redraws its host when a check ends. */
export class ReplayCheckController implements ReactiveController {
  private readonly changed = () => this.host.requestUpdate();
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    changes.addEventListener('change', this.changed);
  }
  hostDisconnected(): void {
    changes.removeEventListener('change', this.changed);
  }
}
