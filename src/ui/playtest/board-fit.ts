import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The board area's content box as last measured, shared: a new board (the next launch) starts at that size. */
let lastArea: { width: number; height: number } | undefined;

/**
 * The playtest board fitted to its area (as wide as the area allows and no taller than it, so the
 * spaces stay square), without a CSS size container: the area's content box is watched with a
 * ResizeObserver and the board given that width in pixels. A size container (`container-type:
 * size` and `cqw`/`cqh` units) made every switch of the app's areas lay the hidden board out again
 * (the playtest's Esc back to the editor, 1–6 ms of layout more each time on a 4 × 4 chapter; see
 * docs/engine-performance.md, "Paint and layout after the seam"). The observer reports only when
 * the area's size changes, so showing the playtest again costs nothing more.
 */
export class BoardFit implements ReactiveController {
  /** The area's content box, once measured. */
  area = lastArea;
  private observed: Element | undefined;
  private readonly observer = new ResizeObserver((entries) => {
    const { width, height } = entries.at(-1)!.contentRect;
    // A hidden area (content-visibility: hidden, display: none) keeps the last size.
    if (width <= 0 || height <= 0) return;
    if (this.area?.width === width && this.area.height === height) return;
    this.area = lastArea = { width, height };
    this.host.requestUpdate();
  });

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => Element | undefined,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const target = this.target();
    if (target === this.observed) return;
    if (this.observed) this.observer.unobserve(this.observed);
    this.observed = target;
    if (target) this.observer.observe(target);
  }

  hostDisconnected(): void {
    this.observer.disconnect();
    this.observed = undefined;
  }

  /** The fitted board's width (CSS), for a board of so many columns and rows; the area's whole width until measured. */
  width(columns: number, rows: number): string {
    const area = this.area;
    return area ? `width: ${Math.min(area.width, (area.height * columns) / rows)}px;` : 'width: 100%;';
  }
}
