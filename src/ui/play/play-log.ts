import { css, html, nothing } from 'lit';
import type { PlaySession } from '../../store/play-session.ts';
import { afterNextFrame } from '../after-frame.ts';

/**
 * The log of a playtest, for both games: every action taken and everything it caused, in the
 * engine's words; any point can be gone back to (the game is replayed up to it) and played on from
 * there. Actions undone stay listed after the current point until another action is taken, and can
 * be gone forward to. Each game's log element says how its actions and its start are worded.
 */
export interface PlayLogWords<A, E = LogEvent> {
  /** The state's digest: the one the scenario CLI prints for a saved replay. */
  digest: string;
  /** The first line: the level, the seed, the mode. */
  start: string;
  /** The words of the action of step `index` (0-based). */
  step(action: A, index: number): string;
  /** The words of several steps taken as one move (a click on a space some steps away); else each step's words, joined.
   * */
  move?(steps: readonly { action: A; state: unknown }[]): string;
  /** The words of an action ahead (not played yet). */
  ahead(action: A): string;
  /** How many events of the last step are shown (a phase being played out); undefined: all. */
  shownOfLast?: number;
  /** A redo button next to undo. */
  redo?: boolean;
  /** An event's type and words, for a game whose events are not already so (a game module's); else the event itself. */
  event?(event: E): LogEvent;
  /** The events of the new game, before the first action (listed under the start). */
  startEvents?: readonly E[];
}

export interface LogEvent {
  type: string;
  text: string;
}

export function renderPlayLog<S, A, E>(s: PlaySession<S, A, E>, words: PlayLogWords<A, E>) {
  const n = s.steps.length;
  const eventOf = words.event ?? ((e: E) => e as LogEvent);
  const eventList = (events: readonly E[]) =>
    events.length
      ? html`<ul>${events.map((e) => eventOf(e)).map((e) => html`<li class="event" data-type=${e.type}>${e.text}</li>`)}</ul>`
      : nothing;
  return html`<section aria-label="Log">
    <div class="bar">
      <button class="undo" ?disabled=${n === 0} @click=${() => s.undo()} aria-label="Undo" title="Undo (Ctrl+Z)"><span aria-hidden="true">↶</span><span class="label"> Undo</span></button>
      <button class="to-start" ?disabled=${n === 0} @click=${() => s.travel(0)} aria-label="To the start" title="To the start"><span aria-hidden="true">⇤</span><span class="label"> To the start</span></button>
      ${words.redo ? html`<button class="redo" ?disabled=${!s.future.length} @click=${() => s.redo()} aria-label="Redo" title="Redo (Ctrl+Y)"><span aria-hidden="true">↷</span><span class="label"> Redo</span></button>` : nothing}
      <span class="digest" title="A fingerprint of the game's state: the scenario CLI prints the same one for a saved replay">${words.digest}</span>
    </div>
    <ol>
      <li class="entry start" aria-current=${n === 0 ? 'step' : 'false'}>
        <button class="back" ?disabled=${n === 0} @click=${() => s.travel(0)} aria-label="Back to the start">⟲</button>
        <span class="what">Start: ${words.start}</span>
        ${eventList(words.startEvents ?? [])}
      </li>
      ${s.moves.map(({ from, to }) => {
        const steps = s.steps.slice(from, to);
        const events = steps.flatMap((step, k) =>
          from + k === n - 1 && words.shownOfLast !== undefined ? step.events.slice(0, words.shownOfLast) : step.events,
        );
        const what =
          steps.length === 1
            ? words.step(steps[0]!.action, from)
            : (words.move?.(steps) ?? steps.map((step, k) => words.step(step.action, from + k)).join(', '));
        return html`<li class="entry" data-step=${to} aria-current=${to === n ? 'step' : 'false'}>
          <button class="back" ?disabled=${to === n} @click=${() => s.travel(to)} aria-label="Back to after step ${to}">⟲</button>
          <span class="what"><b>${to - from > 1 ? `${from + 1}–${to}` : to}.</b> ${what}</span>
          ${eventList(events)}
        </li>`;
      })}
      ${s.future.map(
        (a, i) => html`<li class="entry future" data-step=${n + i + 1}>
          <button class="forward" @click=${() => s.travel(n + i + 1)} aria-label="Forward to after step ${n + i + 1}">⟳</button>
          <span class="what"><b>${n + i + 1}.</b> ${words.ahead(a)}</span>
        </li>`,
      )}
    </ol>
  </section>`;
}

/** Scrolls the log's list so that the current point is in sight. */
export function scrollToCurrent(root: ParentNode, list: HTMLElement | null): void {
  const current = root.querySelector<HTMLElement>('[aria-current="step"]');
  if (!current || !list) return;
  const top = current.offsetTop - list.offsetTop;
  if (top < list.scrollTop || top > list.scrollTop + list.clientHeight - 40)
    list.scrollTop = Math.max(0, top - list.clientHeight + 60);
}

/**
 * Scrolls the log to its current point in the frame that draws its update (not now: the playtest
 * may not be shown yet, Ctrl+Enter shows it in the same task, and reading the layout would style
 * it twice), or, when the log is held back in a launch's first frame (the main element's
 * `first-frame`), in the frame after.
 */
export function scrollToCurrentSoon(log: HTMLElement, root: ParentNode, list: () => HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (getComputedStyle(log).contentVisibility === 'hidden')
      void afterNextFrame().then(() => scrollToCurrent(root, list()));
    else scrollToCurrent(root, list());
  });
}

export const playLogStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    font-size: 0.84rem;
  }
  section {
    display: flex;
    flex-direction: column;
    min-height: 0;
    flex: 1;
    container-type: inline-size;
  }
  .bar {
    display: flex;
    gap: 0.3rem;
    align-items: center;
    padding: 0.2rem 0;
  }
  .bar button {
    white-space: nowrap;
  }
  /* A narrow log (a third column beside the board): the buttons are their icons, named by aria-label, on one row. */
  @container (max-width: 26rem) {
    .bar .label {
      display: none;
    }
    .bar button {
      min-width: 2rem;
      font-size: 1rem;
      line-height: 1.2;
    }
  }
  .digest {
    margin-left: auto;
    font-family: monospace;
    font-size: 0.75rem;
    color: #666;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow: auto;
    flex: 1;
    min-height: 0;
  }
  .entry {
    border-bottom: 1px solid #eee;
    padding: 0.15rem 0;
  }
  .entry[aria-current='step'] {
    background: #fff6d5;
  }
  .entry.future {
    color: #888;
  }
  .entry button {
    font-size: 0.75rem;
    padding: 0 0.3rem;
  }
  ul {
    margin: 0.1rem 0 0.1rem 1.8rem;
    padding: 0;
    list-style: disc;
  }
`;
