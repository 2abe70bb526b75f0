/**
 * How often the difficulty report's panel redraws while a run's parts come in (issue 20: on a 4-core machine the
 * page's main thread shares the cores with the 4 workers, and redrawing the figures for each part cost it 1.1–1.9
 * CPU s a 10,000-game report). Two kinds of redraw, each in an animation frame:
 * - the progress (the bar and the "N of M games" count): when a part came, at most once every `PROGRESS_EVERY` ms;
 * - the figures (win rate, histograms, heatmaps, tables): at once for the first part (the first figures within a
 *   frame of it), then at most once every `FIGURES_EVERY` ms, with a last redraw that interval after the one before
 *   when parts stop coming in between; the caller draws the final report itself when the run ends or is cancelled.
 */

/**
 * The figures' interval while games arrive. 500 ms: two redraws a second still show the figures filling in (a
 * 10,000-game report takes 3 s on 4 free cores: six or so), and after the first second's games they change by
 * little more than the noise; the progress moves meanwhile. At the upper end of 250–500 ms because a redraw of
 * the figures costs the main thread 20–25 ms (script, style, layout and paint of hundreds of SVG elements).
 */
export const FIGURES_EVERY = 500;

/**
 * The progress's interval: ten times a second reads as live (a count changing faster cannot be read), where each
 * part's own frame (4 workers post ~35 parts a second on 4 free cores) cost 2–5 ms of the main thread for a frame
 * of the whole page.
 */
export const PROGRESS_EVERY = 100;

export class ReportPace {
  private frame = 0;
  /** The next progress redraw, waiting for its interval. */
  private progressTimer: ReturnType<typeof setTimeout> | undefined;
  /** The next redraw of the figures, waiting for its interval. */
  private figuresTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the progress and the figures were last drawn (performance.now()); never at first: the first part at once. */
  private progressAt = -Infinity;
  private figuresAt = -Infinity;
  /** Parts came that the figures on screen do not show yet. */
  private pending = false;

  /** `draw(figures)`: redraw the progress, and the figures too when `figures`. */
  constructor(
    private readonly draw: (figures: boolean) => void,
    private readonly figuresEvery = FIGURES_EVERY,
    private readonly progressEvery = PROGRESS_EVERY,
  ) {}

  /** A part (or any change of the run) came: a redraw when the progress is due, with the figures when they are. */
  change(): void {
    this.pending = true;
    if (this.frame || this.progressTimer !== undefined) return;
    const wait = this.progressEvery - (performance.now() - this.progressAt);
    if (wait <= 0) this.frame = requestAnimationFrame(() => this.redraw());
    else this.progressTimer = setTimeout(() => this.nextFrame(), wait);
  }

  /** No more redraws (the run is over: its final report is drawn by the caller). */
  stop(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.progressTimer);
    clearTimeout(this.figuresTimer);
    this.frame = 0;
    this.progressTimer = this.figuresTimer = undefined;
  }

  private nextFrame(): void {
    this.progressTimer = undefined;
    this.frame ||= requestAnimationFrame(() => this.redraw());
  }

  private redraw(): void {
    this.frame = 0;
    const now = performance.now();
    this.progressAt = now;
    const figures = this.pending && now - this.figuresAt >= this.figuresEvery;
    if (figures) {
      this.pending = false;
      this.figuresAt = now;
      clearTimeout(this.figuresTimer);
      this.figuresTimer = undefined;
    } else if (this.pending && this.figuresTimer === undefined) {
      // The parts of this frame are drawn when the interval is up, even if no more come by then.
      this.figuresTimer = setTimeout(
        () => {
          this.figuresTimer = undefined;
          this.frame ||= requestAnimationFrame(() => this.redraw());
        },
        this.figuresEvery - (now - this.figuresAt),
      );
    }
    this.draw(figures);
  }
}
