import type { LitElement, ReactiveController } from 'lit';
import { measureShown } from './play-shared.ts';
import { afterNextFrame } from '../after-frame.ts';

/** What a playtest's main element needs of its launcher: the session it started, and when it was asked for. */
interface Launcher<S> extends EventTarget {
  session: S | undefined;
  request?: { askedAt?: number } | undefined;
}

/**
 * The keys of every playtest's frame, on screen: Esc goes back (even when the level could not be
 * played: no game, the focus on nothing), Ctrl+Z goes back one action, Ctrl+Y (or Ctrl+Shift+Z)
 * forward again. True when the key was one of them (then the caller prevents its default).
 */
export function frameKey(
  event: KeyboardEvent,
  launcher: { back(): void },
  session: { undo(): void; redo(): unknown } | undefined,
): boolean {
  if (event.key === 'Escape') {
    launcher.back();
    return true;
  }
  if (!session || !(event.ctrlKey || event.metaKey)) return false;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) session.undo();
  else if (key === 'y' || key === 'z') session.redo();
  else return false;
  return true;
}

interface Host<S, L extends Launcher<S>> extends LitElement {
  launcher: L;
  session: S;
}

/**
 * Keeps a playtest's main element (CoC or CCG) on its launcher's session: takes the session the
 * launcher starts (a new launcher, a restart, a loaded replay), re-renders when the session or the
 * launcher changes, listens to the keys, and measures the time from the request to the first frame of a new game.
 */
export class LaunchedSession<S extends EventTarget, L extends Launcher<S>> implements ReactiveController {
  private launcher: L | undefined;
  private observed: S | undefined;
  private measured: S | undefined;
  private readonly onLauncher = () => {
    this.host.session = this.host.launcher.session!;
    this.host.requestUpdate();
  };
  private readonly onSession = () => this.host.requestUpdate();

  /** `onKey`: the playtest's keys, listened to on the window while the host is connected (after a click the focus may
   * be on nothing, a button that went disabled). */
  constructor(
    private readonly host: Host<S, L>,
    private readonly onKey: (event: KeyboardEvent) => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('keydown', this.onKey);
    this.launcher?.addEventListener('change', this.onLauncher);
    // Connected again: the session is observed again in the next update.
    if (this.launcher) this.host.requestUpdate();
  }

  hostDisconnected(): void {
    window.removeEventListener('keydown', this.onKey);
    this.launcher?.removeEventListener('change', this.onLauncher);
    this.observed?.removeEventListener('change', this.onSession);
    this.observed = undefined;
  }

  hostUpdate(): void {
    const host = this.host;
    if (this.launcher !== host.launcher) {
      this.launcher?.removeEventListener('change', this.onLauncher);
      this.launcher = host.launcher;
      this.launcher?.addEventListener('change', this.onLauncher);
      host.session = this.launcher?.session as NonNullable<typeof host.session>;
    }
    if (this.observed !== host.session) {
      this.observed?.removeEventListener('change', this.onSession);
      this.observed = host.session;
      this.observed?.addEventListener('change', this.onSession);
    }
  }

  hostUpdated(): void {
    // Time from the request (a key press or a click) to the first frame that shows this game.
    const session = this.host.session;
    const asked = this.host.launcher?.request?.askedAt;
    if (session && this.measured !== session && asked !== undefined) {
      this.measured = session;
      measureShown(this.host, asked);
      // The first frame draws the board and the bar; the panels beside them the frame after.
      this.host.toggleAttribute('first-frame', true);
      void afterNextFrame().then(() => this.host.removeAttribute('first-frame'));
    }
  }
}
