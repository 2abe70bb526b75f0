/**
 * How often the difficulty report's panel redraws while a run's parts come in (issue 20: on a 4-core machine the
 * page's main thread shares the cores with the 4 workers, and redrawing the figures every frame cost it 1.1–1.9 CPU s
 * a 10,000-game report). Two kinds of redraw:
 * - the progress (the bar and the "N of M games" count): at most once an animation frame, whenever a part came;
 * - the figures (win rate, histograms, heatmaps, tables): at once for the first part (the first figures within a
 *   frame of it), then at most once every `FIGURES_EVERY` ms, with a last redraw that interval after the one before
 *   when parts stop coming in between; the caller draws the final report itself when the run ends or is cancelled.
 */

/**
 * The figures' interval while games arrive. 500 ms: two redraws a second still show the figures filling in (a
 * 10,000-game report takes 3 s on 4 free cores: six or so), and after the first second's games they change by
 * little more than the noise; the progress bar shows the run moving every frame meanwhile. At the upper end of
 * 250–500 ms because a late redraw (the heatmaps of many cells) costs tens of ms of the main thread.
 */
export const FIGURES_EVERY = 500;

export class ReportPace {
  private frame = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the figures were last drawn (performance.now()); never at first, so the first part's are drawn at once. */
  private drawnAt = -Infinity;
  /** Parts came that the figures on screen do not show yet. */
  private pending = false;

  /** `draw(figures)`: redraw the progress, and the figures too when `figures`. */
  constructor(
    private readonly draw: (figures: boolean) => void,
    private readonly every = FIGURES_EVERY,
  ) {}

  /** A part (or any change of the run) came: a redraw next frame, with the figures when they are due. */
  change(): void {
    this.pending = true;
    this.frame ||= requestAnimationFrame(() => this.redraw());
  }

  /** No more redraws (the run is over: its final report is drawn by the caller). */
  stop(): void {
    cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
    this.frame = 0;
    this.timer = undefined;
  }

  private redraw(): void {
    this.frame = 0;
    const now = performance.now();
    const figures = this.pending && now - this.drawnAt >= this.every;
    if (figures) {
      this.pending = false;
      this.drawnAt = now;
      clearTimeout(this.timer);
      this.timer = undefined;
    } else if (this.pending && this.timer === undefined) {
      // The parts of this frame are drawn when the interval is up, even if no more come by then.
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          this.frame ||= requestAnimationFrame(() => this.redraw());
        },
        this.every - (now - this.drawnAt),
      );
    }
    this.draw(figures);
  }
}
