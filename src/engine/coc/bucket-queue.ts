/** A priority queue for path searches whose costs are small whole numbers (move points). */

/**
 * Buckets of space indices by cost, as linked lists in typed arrays: the search runs for every
 * moving enemy, and allocating arrays for it took most of an Enemy Phase's time. The order within
 * a bucket does not matter (every space of a bucket has the same distance, or estimate).
 */
export class BucketQueue {
  private head: Int32Array;
  private readonly node: Int32Array;
  private readonly next: Int32Array;
  private used = 0;
  /** The highest bucket pushed to since `clear`. */
  last = -1;
  /** `pushes`: the most pushes between two `clear`s (by default once from each of a space's four neighbours, and the
   * start once). */
  constructor(spaces: number, pushes = spaces * 4 + 1) {
    this.head = new Int32Array(spaces * 4 + 8).fill(-1);
    this.node = new Int32Array(pushes);
    this.next = new Int32Array(pushes);
  }
  clear(): void {
    if (this.last >= 0) this.head.fill(-1, 0, this.last + 1);
    this.used = 0;
    this.last = -1;
  }
  push(bucket: number, space: number): void {
    if (bucket >= this.head.length) {
      const head = new Int32Array(bucket * 2).fill(-1);
      head.set(this.head);
      this.head = head;
    }
    const k = this.used++;
    this.node[k] = space;
    this.next[k] = this.head[bucket]!;
    this.head[bucket] = k;
    if (bucket > this.last) this.last = bucket;
  }
  /** A space of the bucket (taken out of it), or −1 when it is empty. */
  pop(bucket: number): number {
    const k = this.head[bucket]!;
    if (k < 0) return -1;
    this.head[bucket] = this.next[k]!;
    return this.node[k]!;
  }
}
