import { ContextConsumer, type Context } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether an element is inside a `hidden` element (across shadow roots): an area not shown. */
function inHiddenArea(element: Element): boolean {
  for (let el: Element | null = element; el; el = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null)
    if (el.hasAttribute('hidden')) return true;
  return false;
}

/**
 * Gives a component an EventTarget from a context and re-renders the component whenever that
 * target dispatches "change" (the app store, the level editor's state), or one of the `events`
 * named instead (the store's 'session-change' or 'documents-change', for a component showing only
 * that state).
 *
 * A component in an area that is not shown (the app keeps every area, hidden) is not re-rendered
 * on every change: it is marked, and re-rendered on the first change after which it is shown (the
 * store's area change is such a change). Otherwise each edit in the level editor would redraw the
 * hidden library and JSON editor too, and a placement would miss its frame.
 */
export class ContextChangeController<T extends EventTarget> implements ReactiveController {
  protected value: T | undefined;
  private stale = false;
  /** Whether a change came since the host's last update (see LevelController.schedule). */
  protected changedSinceUpdate = false;
  private readonly onChange = () => {
    this.changedSinceUpdate = true;
    if (!this.stale && !inHiddenArea(this.host)) return this.host.requestUpdate();
    this.stale = true;
    // Checked again after the change's own updates (the shell showing another area) have run.
    queueMicrotask(this.recheck);
    setTimeout(this.recheck);
  };
  /** Any change (another scope's too, like the area shown) may show a stale component again. */
  private readonly onAnyChange = () => {
    if (!this.stale) return;
    queueMicrotask(this.recheck);
    setTimeout(this.recheck);
  };
  private readonly recheck = () => {
    if (this.stale && !inHiddenArea(this.host)) {
      this.stale = false;
      this.host.requestUpdate();
    }
  };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    context: Context<unknown, T | undefined>,
    private readonly events: readonly string[] = ['change'],
  ) {
    host.addController(this);
    new ContextConsumer(host, { context, subscribe: true, callback: (value) => this.attach(value) });
  }

  private attach(value: T | undefined): void {
    if (!value) return;
    this.listen(this.value, false);
    this.value = value;
    this.listen(value, true);
    this.host.requestUpdate();
  }

  private listen(target: T | undefined, on: boolean): void {
    for (const event of this.events)
      if (on) target?.addEventListener(event, this.onChange);
      else target?.removeEventListener(event, this.onChange);
    if (this.events.includes('change')) return;
    if (on) target?.addEventListener('change', this.onAnyChange);
    else target?.removeEventListener('change', this.onAnyChange);
  }

  hostConnected(): void {
    this.listen(this.value, true);
  }

  hostDisconnected(): void {
    this.listen(this.value, false);
  }
}
