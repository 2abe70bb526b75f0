import { createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from './context-change.ts';
import type { AppStore } from '../store/app-store.ts';

/** The app store, provided by <tr-app> to every component under it. */
export const storeContext = createContext<AppStore>(Symbol('app-store'));

/**
 * Gives a component the store from context and re-renders it whenever the store changes.
 * Use: `private readonly app = new StoreController(this);` then `this.app.store` in render().
 */
export class StoreController extends ContextChangeController<AppStore> {
  constructor(host: ReactiveControllerHost & HTMLElement) {
    super(host, storeContext);
  }

  get store(): AppStore | undefined {
    return this.value;
  }
}
