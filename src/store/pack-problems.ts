import { problemsByItem, type Problem } from '../model/problem.ts';

/**
 * # A pack's problems as the page holds them (issue 27, point 4)
 *
 * A pack's check can find 100,000 problems (a big import of broken items). Copying them all to the
 * page, and keeping them there, held it for a long task and kept 100,000 objects alive for every
 * render. A long list therefore stays in the validation worker: the page gets the counts, the first
 * problems, and how many problems each item has; each reader asks for what it shows (the first N
 * problems of the pack, the problems of the one item shown), which is fetched from the worker once,
 * and `onLoad` is called when it arrives (the store then re-renders). A short list is here whole,
 * and every question is answered at once.
 */

/** Where the problems that stayed in the worker are fetched from. */
export interface ProblemSource {
  /** Problems `from`..`from + count` of the pack's list, in the check's order. */
  page(from: number, count: number): Promise<Problem[]>;
  /** The problems of the item at `index`, with pointers into the pack. */
  item(index: number): Promise<Problem[]>;
}

/** What the worker sends for a long list (validation-worker.ts): the counts and each item's count. */
export interface KeptPackProblems {
  total: number;
  errors: number;
  /** By item index: how many problems the item has. */
  counts: Int32Array;
}

/** Items whose fetched problems are remembered (the item shown, and the few shown before it). */
const ITEMS_REMEMBERED = 32;

export class PackProblems {
  readonly total: number;
  readonly errors: number;
  /** Called when problems asked for arrive from the worker. */
  onLoad: () => void = () => {};
  /** The first problems of the list, in order (the whole list when `complete`). */
  private readonly loaded: Problem[];
  private readonly counts: Int32Array | undefined;
  private byItem: Map<number, Problem[]> | undefined;
  private readonly fetched = new Map<number, Problem[]>();
  private readonly asked = new Set<number>();
  private pageAsked = false;

  private constructor(
    head: Problem[],
    private readonly source: ProblemSource | undefined,
    kept: KeptPackProblems | undefined,
  ) {
    this.loaded = [...head];
    this.counts = kept?.counts;
    this.total = kept?.total ?? head.length;
    this.errors = kept?.errors ?? head.filter((p) => p.severity === 'error').length;
  }

  /** A list the page holds whole. */
  static of(problems: readonly Problem[]): PackProblems {
    return new PackProblems([...problems], undefined, undefined);
  }

  /** A list kept in the worker: its first problems, its counts, and where the rest are fetched. */
  static kept(head: Problem[], kept: KeptPackProblems, source: ProblemSource): PackProblems {
    return new PackProblems(head, source, kept);
  }

  get warnings(): number {
    return this.total - this.errors;
  }

  /** Whether every problem is here (else the rest are fetched on demand). */
  get complete(): boolean {
    return this.loaded.length >= this.total;
  }

  /** The problems here: the whole list when `complete`, else its first ones. */
  get list(): readonly Problem[] {
    return this.loaded;
  }

  /** The first `count` problems, as far as they are here; the missing ones are asked for (see onLoad). */
  first(count: number): Problem[] {
    const wanted = Math.min(count, this.total);
    if (this.loaded.length < wanted && this.source && !this.pageAsked) {
      this.pageAsked = true;
      const from = this.loaded.length;
      void this.source.page(from, wanted - from).then(
        (page) => {
          this.pageAsked = false;
          if (this.loaded.length !== from || page.length === 0) return;
          this.loaded.push(...page);
          this.onLoad();
        },
        () => (this.pageAsked = false),
      );
    }
    return this.loaded.slice(0, count);
  }

  /** How many problems the item at `index` has. */
  countOf(index: number): number {
    if (this.counts) return this.counts[index] ?? 0;
    return this.itemsHere().get(index)?.length ?? 0;
  }

  /**
   * The problems of the item at `index` (pointers into the pack); undefined while they are fetched
   * from the worker (onLoad is called when they arrive).
   */
  ofItem(index: number): Problem[] | undefined {
    if (!this.source || this.complete) return this.itemsHere().get(index) ?? [];
    if (this.countOf(index) === 0) return [];
    const known = this.fetched.get(index);
    if (known) return known;
    if (!this.asked.has(index)) {
      this.asked.add(index);
      void this.source.item(index).then(
        (problems) => {
          this.asked.delete(index);
          this.fetched.set(index, problems);
          // Only the last few items asked for are remembered.
          for (const old of this.fetched.keys())
            if (this.fetched.size > ITEMS_REMEMBERED) this.fetched.delete(old);
            else break;
          this.onLoad();
        },
        () => this.asked.delete(index),
      );
    }
    return undefined;
  }

  private itemsHere(): Map<number, Problem[]> {
    return (this.byItem ??= problemsByItem(this.loaded).byItem);
  }
}
