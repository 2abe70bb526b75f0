import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';

/** The four areas of the app, in the order the shell shows them. */
export const AREAS = ['library', 'level', 'json', 'playtest'] as const;
export type Area = (typeof AREAS)[number];

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

export interface ItemRef {
  packId: string;
  itemId: string;
  kind: string;
}

export type PackLoad = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

/**
 * The app's shared state: the packs, the area on screen and what is selected. One instance is
 * provided at the root through @lit/context; components read it and call its methods, and it
 * dispatches "change" after every change so that they re-render.
 */
export class AppStore extends EventTarget {
  packs: Pack[] = [];
  /** Problems found while loading packs, for the library to show. */
  loadProblems: Problem[] = [];
  packLoad: PackLoad = { state: 'loading' };
  /** Problems of each pack by pack id, once it has been validated (validation loads lazily). */
  packProblems = new Map<string, Problem[]>();
  area: Area = 'library';
  selectedPackId: string | undefined;
  selectedItem: ItemRef | undefined;

  setArea(area: Area): void {
    if (area === this.area) return;
    this.area = area;
    this.changed();
  }

  /** Adds packs (replacing any with the same id) and selects the first one if none is selected. */
  addPacks(packs: readonly Pack[], problems: readonly Problem[] = []): void {
    const ids = new Set(packs.map((p) => p.id));
    this.packs = [...this.packs.filter((p) => !ids.has(p.id)), ...packs];
    this.loadProblems = [...this.loadProblems, ...problems];
    this.packLoad = { state: 'ready' };
    this.selectedPackId ??= this.packs[0]?.id;
    this.changed();
  }

  /** Loads packs from an async source, recording a failure instead of throwing. */
  async loadPacks(source: () => Promise<{ packs: Pack[]; problems: Problem[] }>): Promise<void> {
    this.packLoad = { state: 'loading' };
    this.changed();
    try {
      const { packs, problems } = await source();
      this.addPacks(packs, problems);
    } catch (e) {
      this.packLoad = { state: 'failed', message: e instanceof Error ? e.message : String(e) };
      this.changed();
    }
  }

  setPackProblems(packId: string, problems: Problem[]): void {
    this.packProblems = new Map(this.packProblems).set(packId, problems);
    this.changed();
  }

  get selectedPack(): Pack | undefined {
    return this.packs.find((p) => p.id === this.selectedPackId);
  }

  selectPack(packId: string): void {
    if (packId === this.selectedPackId) return;
    this.selectedPackId = packId;
    this.changed();
  }

  selectItem(ref: ItemRef | undefined): void {
    this.selectedItem = ref;
    this.changed();
  }

  /** The selected item itself, if it still exists. */
  get item(): ContentItem | undefined {
    const ref = this.selectedItem;
    if (!ref) return undefined;
    return this.packs
      .find((p) => p.id === ref.packId)
      ?.items.find((i) => i.kind === ref.kind && i.id === ref.itemId);
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}
