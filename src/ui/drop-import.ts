import type { AppStore } from '../store/app-store.ts';

/**
 * Imports files dropped anywhere on the window. Only the listeners are part of the first load: the
 * import itself (reading, checking, the report dialog: library-transfer.ts) is fetched on a drop.
 */
export function installDropImport(store: AppStore, target: Window = window): void {
  const hasFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');
  target.addEventListener('dragover', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer!.dropEffect = 'copy';
  });
  target.addEventListener('drop', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    const file = e.dataTransfer?.files[0];
    if (file) void import('./library-transfer.ts').then((m) => m.importFile(store, file));
  });
}
