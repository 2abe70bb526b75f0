import { createContext, ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AppStore } from '../store/app-store.ts';

/** The app store, provided by <tr-app> to every component under it. */
export const storeContext = createContext<AppStore>(Symbol('app-store'));

/**
 * Gives a component the store from context and re-renders it whenever the store changes.
 * Use: `private readonly app = new StoreController(this);` then `this.app.store` in render().
 */
export class StoreController implements ReactiveController {
  store: AppStore | undefined;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
    new ContextConsumer(host, {
      context: storeContext,
      subscribe: true,
      callback: (store) => this.attach(store),
    });
  }

  private attach(store: AppStore): void {
    this.store?.removeEventListener('change', this.onChange);
    this.store = store;
    store.addEventListener('change', this.onChange);
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.store?.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.store?.removeEventListener('change', this.onChange);
  }
}
