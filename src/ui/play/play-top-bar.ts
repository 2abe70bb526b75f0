/**
 * The bar at the top of both playtests (Crypt of Chronos and CCG): the title, back to where the
 * game came from (Esc), Restart, New seed, Save replay, Load replay and the options (each game's
 * own form, under a summary). It keeps to one line at 1000 px: the title gives way first (cut with an
 * ellipsis, whole in its tooltip and to assistive tools), the buttons keep their words; only a window
 * too narrow for the buttons themselves wraps them.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { newSeed } from './play-shared.ts';
import { replayFileButton, replayFileButtonStyles } from './replay-file-button.ts';

/** What the bar needs of a launcher: its options (with the seed), restarting with options, going back. */
export interface BarLauncher<O extends { seed: string }> {
  options: O;
  restart(options: NoInfer<O>): void;
  back(): void;
}

/** Plays again with the launcher's options: the same dice, or a new seed. */
export function restartGame<O extends { seed: string }>(launcher: BarLauncher<O>, withNewSeed: boolean): void {
  launcher.restart(withNewSeed ? { ...launcher.options, seed: newSeed() } : launcher.options);
}

export interface TopBar<O extends { seed: string }> {
  title: string;
  launcher: BarLauncher<O>;
  /** Where `back` goes, in words ("the editor", "the designer"). */
  backTo: string;
  /** A game is on: Restart, New seed and Save replay are enabled. */
  playing: boolean;
  save: () => void;
  /** A replay file's text, once chosen. */
  load: (text: string) => unknown;
  /** The options' summary (after "Options ("), and their form. */
  summary: string;
  options: TemplateResult;
  /** Buttons of one game only, after Save replay (the Island Campaign's "Show the island"). */
  extra?: TemplateResult;
}

/** The bar; `status` is a short mark shown at its end (the loaded replay's check: replay-check.ts). */
export function playtestTopBar<O extends { seed: string }>(
  bar: TopBar<O>,
  status: TemplateResult | typeof nothing = nothing,
): TemplateResult {
  const { launcher } = bar;
  return html`<div class="top" role="toolbar" aria-label="Playtest">
    <h2 title="Playtest: ${bar.title}"><span class="prefix">Playtest: </span>${bar.title}</h2>
    <button class="back" @click=${() => launcher.back()} title="Esc">← Back to ${bar.backTo}</button>
    <button class="restart" @click=${() => restartGame(launcher, false)} ?disabled=${!bar.playing}>Restart</button>
    <button class="new-seed" @click=${() => restartGame(launcher, true)} ?disabled=${!bar.playing}>New seed</button>
    <button class="save-replay" @click=${bar.save} ?disabled=${!bar.playing}>Save replay</button>
    ${bar.extra ?? ''}
    ${replayFileButton(bar.load)}
    <button class="options-toggle" aria-expanded="false" aria-controls="playtest-options" @click=${toggleOptions}>Options (${bar.summary})</button>
    ${status}
    <div class="options" id="playtest-options" role="group" aria-label="Playtest options" hidden>${bar.options}</div>
  </div>`;
}

/**
 * Shows or hides the options under the bar (a disclosure button: its name says what it opens, where
 * a summary element had no role or name of its own). Its state lives in the DOM, as a details
 * element's would: the template writes it only once.
 */
function toggleOptions(event: Event): void {
  const toggle = event.currentTarget as HTMLButtonElement;
  const panel = toggle.nextElementSibling as HTMLElement | null;
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  if (panel) panel.hidden = !open;
}

export const topBarStyles = css`
  .top {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    padding: 0.35rem 0.6rem;
    border-bottom: 1px solid var(--line, #ccc);
    background: #f7f2e8;
    position: relative;
    container: play-bar / inline-size;
  }
  /* A narrow bar (a 1000 px window) leaves the game's name the room: "Playtest:" is still read, not shown. */
  @container play-bar (width < 70rem) {
    .top h2 .prefix {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
  /* For the line breaking the title counts as 6rem (flex-basis 0, its minimum), then grows to its whole width
     when there is room: so it is cut, not the buttons sent to a second line. */
  .top h2 {
    font-size: 1rem;
    margin: 0 0.5rem 0 0;
    flex: 1 1 0;
    min-width: 6rem;
    max-width: max-content;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .top button {
    font: inherit;
    font-size: 0.85rem;
    white-space: nowrap;
    flex: none;
  }
  ${replayFileButtonStyles}
  .options {
    font-size: 0.85rem;
    width: 100%;
  }
  .options[hidden] {
    display: none;
  }
  .error {
    background: #fde7e7;
    color: #8e1414;
    margin: 0;
    padding: 0.3rem 0.8rem;
  }
  .note {
    background: #fff6d5;
    color: #5d4300;
    margin: 0;
    padding: 0.3rem 0.8rem;
  }
`;
