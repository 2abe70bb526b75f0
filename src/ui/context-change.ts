import { ContextConsumer, type Context } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Gives a component an EventTarget from a context and re-renders the component whenever that
 * target dispatches "change" (the app store, the level editor's state).
 */
export class ContextChangeController<T extends EventTarget> implements ReactiveController {
  protected value: T | undefined;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    context: Context<unknown, T | undefined>,
  ) {
    host.addController(this);
    new ContextConsumer(host, { context, subscribe: true, callback: (value) => this.attach(value) });
  }

  private attach(value: T | undefined): void {
    if (!value) return;
    this.value?.removeEventListener('change', this.onChange);
    this.value = value;
    value.addEventListener('change', this.onChange);
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.value?.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.value?.removeEventListener('change', this.onChange);
  }
}
