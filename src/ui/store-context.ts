import { createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { ContextChangeController } from './context-change.ts';
import { CHANGE_EVENTS, type AppStore, type ChangeScope } from '../store/app-store.ts';

/** The app store, provided by <tr-app> to every component under it. */
export const storeContext = createContext<AppStore>(Symbol('app-store'));

/**
 * Gives a component the store from context and re-renders it whenever the store changes, or only
 * when the state it shows changes: `['session']` (area, selection, open items, save status) or
 * `['documents']` (packs, items, checks, notices); see ChangeScope in store/store-packs.ts.
 * Use: `private readonly app = new StoreController(this);` then `this.app.store` in render().
 */
export class StoreController extends ContextChangeController<AppStore> {
  constructor(host: ReactiveControllerHost & HTMLElement, scopes?: readonly ChangeScope[]) {
    super(host, storeContext, scopes ? scopes.map((scope) => CHANGE_EVENTS[scope]) : undefined);
  }

  get store(): AppStore | undefined {
    return this.value;
  }
}
