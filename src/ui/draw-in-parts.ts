import type { ReactiveControllerHost } from 'lit';

/**
 * Draws long lists a part at a time (issue 27): the library's first drawing of a 33,334-item pack
 * made its 250 lines, and later its 250 problems, in one task each (with their style and layout).
 * For each new source of lines (`key`: a version of the pack's items, or of its problems) the host
 * draws `part` lines of each list, then a part more in each following task (a timer, so the page's
 * other tasks and frames come between) until `whole` are drawn. A source that is not long is drawn
 * whole at once. `complete` resolves when nothing is left to draw (the host's `updateComplete`
 * awaits it, so a test or caller awaiting the host sees whole lists).
 */
export class DrawInParts {
  private key: unknown;
  private upTo = Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private finished: (() => void) | undefined;
  complete: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly part: number,
  ) {}

  /**
   * How many lines of each list to draw now. `key`: what the lines come from; `long`: whether it is
   * long enough to draw in parts; `whole`: the most lines any list asks for.
   */
  cap(key: unknown, long: boolean, whole: number): number {
    if (key !== this.key) {
      this.key = key;
      clearTimeout(this.timer);
      this.upTo = long ? this.part : Infinity;
      if (!long) this.finish();
      else {
        this.complete = this.finished ? this.complete : new Promise<void>((resolve) => (this.finished = resolve));
        this.next(whole);
      }
    }
    return this.upTo;
  }

  /** Whether lines are still to be drawn. */
  get drawing(): boolean {
    return this.upTo !== Infinity;
  }

  private next(whole: number): void {
    this.timer = setTimeout(() => {
      this.upTo = this.upTo + this.part >= whole ? Infinity : this.upTo + this.part;
      if (this.upTo === Infinity) this.finish();
      else this.next(whole);
      this.host.requestUpdate();
    });
  }

  private finish(): void {
    this.finished?.();
    this.finished = undefined;
  }
}
