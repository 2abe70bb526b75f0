// The app's entry: one store for the whole app, the built-in pack loaded into it and checked,
// the shell shown.
import { AppStore } from './store/app-store.ts';
import './ui/tr-app.ts';
import type { TrApp } from './ui/tr-app.ts';

const store = new AppStore();
const app = document.querySelector<TrApp>('tr-app') ?? document.body.appendChild(document.createElement('tr-app'));
app.store = store;
void store.loadPacks(async () => (await import('virtual:base-pack')).default).then(async () => {
  // The validator (ajv and every schema) is its own chunk, fetched once the library is on screen.
  const { validatePack } = await import('./model/validate.ts');
  for (const pack of store.packs) {
    // References may resolve only to the packs this one declares as dependencies.
    const declared = new Set((pack.dependencies ?? []).map((d) => d.id));
    store.setPackProblems(pack.id, validatePack(pack, { dependencies: store.packs.filter((p) => declared.has(p.id)) }));
  }
});
