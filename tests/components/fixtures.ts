import type { ContentItem, Pack } from '../../src/model/content.ts';

export const testPack: Pack = {
  kind: 'pack',
  id: 'test-pack',
  name: 'Test pack',
  version: '1.2.3',
  description: 'A pack made for the component tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [
    { kind: 'enemy', id: 'wildlife', name: 'Wildlife', provenance: 'rulebook', health: 3 },
    { kind: 'enemy', id: 'natla-tech', name: 'Natla Tech', provenance: 'rulebook', health: 5 },
    { kind: 'chapter', id: 'lost-valley', name: 'Lost Valley', provenance: 'sample' },
  ],
};

/** A valid CoC boss, for packs whose other items refer to it (or misspell it). */
export const bear: ContentItem = {
  kind: 'boss',
  id: 'bear',
  name: 'Bear',
  move: 2,
  power: 3,
  range: 1,
  health: 6,
  damageCap: 2,
  startsSeen: true,
  text: 'A bear.',
};

/** Mounts an element in the document and waits for Lit to render it. */
export async function mount<T extends HTMLElement & { updateComplete?: Promise<unknown> }>(element: T): Promise<T> {
  document.body.append(element);
  await element.updateComplete;
  return element;
}

/** Waits for an element and all Lit elements in its shadow tree to finish rendering. */
export async function settled(element: HTMLElement & { updateComplete?: Promise<unknown> }): Promise<void> {
  await element.updateComplete;
  for (const child of element.shadowRoot?.querySelectorAll('*') ?? []) {
    const lit = child as HTMLElement & { updateComplete?: Promise<unknown> };
    if (lit.updateComplete) await settled(lit);
  }
}
