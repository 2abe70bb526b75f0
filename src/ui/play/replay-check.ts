/**
 * A loaded replay checked as it is loaded, for every game: its actions played again in a worker
 * (replay-check-worker.ts, analysis/replay-check.ts) while the game is already on screen to watch.
 * The check is kept by the request that started the game (a launcher's request, a module game's
 * start), so a restart or another game drops it; the play shell shows it, redrawn when it ends
 * (`ReplayCheckController`): while it runs and once it passes, as a small mark at the end of the bar
 * (`replayCheckMark`) that takes no row of its own for the whole game; a replay that does not
 * reproduce, as an alert under the bar that stays (`replayCheckNote`).
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
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

const checkOf = (request: object | undefined) => (request ? checks.get(request) : undefined);

/**
 * The mark in the bar while the check runs and once it passes (nothing otherwise). One live region
 * from "checking" to "reproduces", so the result is announced; its words are the whole sentence (for
 * assistive tools and the tooltip), drawn as a short label (`replayCheckStyles`).
 */
export function replayCheckMark(request: object | undefined) {
  const check = checkOf(request);
  if (!check || check.state === 'differs') return nothing;
  const ok = check.state === 'reproduces';
  const words = ok
    ? 'The replay reproduces what it recorded.'
    : 'Checking that the replay reproduces what it recorded…';
  return html`<span class="replay-check ${ok ? 'ok' : 'checking'}" role="status" title=${words}
    ><span class="words">${words}</span></span
  >`;
}

/** The alert under the bar when the loaded replay does not reproduce (nothing otherwise). */
export function replayCheckNote(request: object | undefined) {
  const check = checkOf(request);
  if (check?.state !== 'differs') return nothing;
  return html`<p class="error replay-check" role="alert">${check.words}</p>`;
}

/**
 * The mark's look: a small label at the end of the bar (generated text with an empty alternative, so
 * assistive tools read only the sentence), the sentence itself kept off screen.
 */
export const replayCheckStyles = css`
  /* Like the bar's title, it counts as its minimum (the mark alone) for the line breaking, and grows to its
     whole label when there is room; it is cut (its tooltip whole) rather than sent to a second line. */
  .replay-check.checking,
  .replay-check.ok {
    flex: 1 1 0;
    min-width: 1.7rem;
    max-width: max-content;
    overflow: hidden;
    text-overflow: ellipsis;
    margin-left: auto;
    font-size: 0.8rem;
    white-space: nowrap;
    padding: 0.05rem 0.45rem;
    border-radius: 1rem;
    cursor: default;
  }
  .replay-check.checking {
    background: #fff6d5;
    color: #5d4300;
  }
  .replay-check.checking::before {
    content: 'Checking replay…' / '';
  }
  .replay-check.ok {
    background: #e3f4e1;
    color: #1d5a1d;
    border: 1px solid #8fc48a;
  }
  .replay-check.ok::before {
    content: '✓ Replay checked' / '';
  }
  /* In a narrow bar, the mark alone (its words in the tooltip and read out). */
  @container play-bar (width < 70rem) {
    .replay-check.checking::before {
      content: '…' / '';
    }
    .replay-check.ok::before {
      content: '✓' / '';
    }
  }
  .replay-check .words {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

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
