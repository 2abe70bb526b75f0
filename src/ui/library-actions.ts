import { html } from 'lit';
import type { ContentItem, Pack } from '../model/content.ts';
import { SLUG_PATTERN } from '../model/content.ts';
import { kindOne } from '../model/kinds.ts';
import type { AppStore, DocumentRef, ItemRef } from '../store/app-store.ts';
import { ask } from './library-dialog.ts';

// What the library's buttons do once the user has been asked: packs and items created, renamed,
// deleted (with a warning about the items that refer to one), opened in the JSON editor.

export function openInEditor(store: AppStore, ref: DocumentRef): void {
  store.openDocument(ref);
  store.setArea('json');
}

export async function newPack(store: AppStore): Promise<void> {
  const { choice, text } = await ask({
    title: 'New pack',
    input: { label: 'Name', value: 'My pack' },
    buttons: [
      { label: 'Create', value: 'ok' },
      { label: 'Cancel', value: 'cancel' },
    ],
  });
  if (choice === 'ok' && text.trim()) store.createPack({ name: text.trim() });
}

export async function renamePack(store: AppStore, pack: Pack): Promise<void> {
  const { choice, text } = await ask({
    title: `Rename ${pack.name}`,
    input: { label: 'Name', value: pack.name },
    buttons: [
      { label: 'Rename', value: 'ok' },
      { label: 'Cancel', value: 'cancel' },
    ],
  });
  if (choice === 'ok') store.renamePack(pack.id, text);
}

export async function deletePack(store: AppStore, pack: Pack): Promise<void> {
  const { choice } = await ask({
    title: `Delete ${pack.name}?`,
    body: `Its ${pack.items.length} items and open drafts go with it. You can undo this right after.`,
    buttons: [
      { label: 'Delete', value: 'ok', danger: true },
      { label: 'Cancel', value: 'cancel' },
    ],
  });
  if (choice === 'ok') store.deletePack(pack.id);
}

export async function newItem(store: AppStore, pack: Pack, kind: string): Promise<void> {
  const { templateFor } = await import('../model/templates.ts');
  const item = templateFor(kind, pack);
  if (!item) return;
  const ref = store.createItem(pack.id, item);
  store.selectItem(toItemRef(ref));
  openInEditor(store, ref);
}

export async function renameItem(store: AppStore, ref: DocumentRef): Promise<void> {
  await store.checked();
  const users = store.referrersOf(ref);
  const { choice, text } = await ask({
    title: `Rename the id of ${ref.id}`,
    body: users.length
      ? `References to it in ${users.length} item${users.length === 1 ? '' : 's'} of the pack follow.`
      : 'No item of the pack refers to it.',
    input: { label: 'New id', value: ref.id, pattern: SLUG_PATTERN.source },
    buttons: [
      { label: 'Rename', value: 'ok' },
      { label: 'Cancel', value: 'cancel' },
    ],
  });
  const id = text.trim();
  if (choice !== 'ok' || id === ref.id) return;
  if (!SLUG_PATTERN.test(id))
    return void (await ask({
      title: 'Not a valid id',
      body: 'An id is a lower-case slug such as "red-door".',
      buttons: [{ label: 'Close', value: 'cancel' }],
    }));
  if (!(await store.renameItem(ref, id)))
    await ask({
      title: 'Id taken',
      body: `Another ${kindOne(ref.kind)} already has the id "${id}".`,
      buttons: [{ label: 'Close', value: 'cancel' }],
    });
}

export async function deleteItem(store: AppStore, ref: DocumentRef, item: ContentItem): Promise<void> {
  await store.checked();
  const users = store.referrersOf(ref);
  const { choice } = await ask({
    title: `Delete ${item.name}?`,
    body: users.length
      ? html`<p class="warning">These items refer to it and will have an unknown reference:</p><ul class="report">${users.map((u) => html`<li>${u}</li>`)}</ul>`
      : 'No item of the pack refers to it. You can undo this right after.',
    buttons: [
      { label: 'Delete', value: 'ok', danger: true },
      { label: 'Cancel', value: 'cancel' },
    ],
  });
  if (choice === 'ok') {
    store.deleteItem(ref);
    store.selectItem(undefined);
  }
}

export function toItemRef(ref: DocumentRef): ItemRef {
  return { packId: ref.packId, kind: ref.kind, itemId: ref.id };
}
