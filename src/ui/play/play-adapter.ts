/**
 * The per-game part of the play shell (play-shell.ts): what one game puts in the shared frame. The
 * shell draws the frame (`<tr-play-frame>`), the shared top bar (play-top-bar.ts) and keeps the game
 * on its launcher's session (launched-session.ts: the session taken on each launch, the frame's keys
 * Esc, Ctrl+Z and Ctrl+Y, the time to the first frame); the game's adapter gives it the rest:
 *
 * - the bar's words (title, where back goes, the options' summary and form, buttons of its own);
 * - the board, the side panels, the log and the dialogs (its decisions in the words of its rules,
 *   its end summary's figures), each a template put in the frame's slot;
 * - its keys beyond the frame's, the frame events its parts send, and its styles;
 * - the context its parts read the session from (@lit/context, provided by the shell).
 *
 * A game registers its adapter with `registerPlay(id, host => adapter)` in its adapter module, which
 * whoever draws `<tr-play-shell play="id">` imports first. The games with no playtest of their own
 * use the module adapter (module-play-view.ts: seats, actions, a board from ./boards.ts).
 */
import type { Context } from '@lit/context';
import type { CSSResult, LitElement, TemplateResult } from 'lit';
import type { TopBar } from './play-top-bar.ts';

/** The shell as an adapter sees it: the launcher and session it plays (each game's own types), where back goes. */
export interface PlayHost<L = unknown, S = unknown> extends LitElement {
  launcher: L;
  session: S;
  /** Where Esc (and the bar's back button) goes, in words: the area the game was started from. */
  backTo: string;
}

type Part = TemplateResult | string | symbol | undefined;

export interface PlayAdapter {
  /** The context the game's parts read the session from; the shell provides its session there. */
  readonly context?: Context<unknown, unknown>;
  /** The game's styles, added to the shell's (its side panels, its log's padding). */
  readonly styles?: CSSResult;
  /** The shell's region name, for a game drawn as one region (the module games). */
  readonly region?: string;
  /** The shared top bar's words (its callbacks included), or a bar of the game's own. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's options, read only by its own form
  bar(): TopBar<any> | TemplateResult;
  /** Alerts and notes under the bar (a replay that would not load, an unplayable level). */
  alerts?(): Part;
  board(): Part;
  side(): Part;
  log?(): Part;
  /** The decision dialogs and the end summary, over the table. */
  dialogs?(): Part;
  /** The game's keys, after the frame's (launched-session.ts); true when the key was taken. */
  key?(event: KeyboardEvent): boolean;
  /** Events the game's parts send (bubbling in the shell), each with its handler. */
  readonly events?: Readonly<Record<string, (event: CustomEvent) => void>>;
}

export type PlayAdapterFactory = (host: PlayHost) => PlayAdapter;

const adapters = new Map<string, PlayAdapterFactory>();

export function registerPlay(id: string, factory: PlayAdapterFactory): void {
  adapters.set(id, factory);
}

export function playAdapterFor(id: string): PlayAdapterFactory | undefined {
  return adapters.get(id);
}
