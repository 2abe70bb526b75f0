// The app's entry: one store for the whole app, the built-in pack loaded into it, the shell shown.
import { AppStore } from './store/app-store.ts';
import './ui/tr-app.ts';
import type { TrApp } from './ui/tr-app.ts';

const store = new AppStore();
const app = document.querySelector<TrApp>('tr-app') ?? document.body.appendChild(document.createElement('tr-app'));
app.store = store;
void store.loadPacks(async () => (await import('virtual:base-pack')).default);
