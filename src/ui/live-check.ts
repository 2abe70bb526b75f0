import type { ContentItem } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';

/** Finds the problems of a draft; the editors pass one that runs the full validation in a worker. */
export type DraftValidator = (draft: ContentItem) => Promise<Problem[]>;

/**
 * The problems of a draft being edited, checked again a moment after each change (a burst of edits
 * is one check). An answer that arrives after a newer check started is dropped, so the list always
 * belongs to the latest draft; a check that fails says so. Shared by the level editor and the CCG
 * designer.
 */
export class LiveCheck {
  problems: Problem[] = [];
  state: 'idle' | 'checking' | 'ready' | 'failed' = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private run = 0;
  /** Counts the changes scheduled; `checked` is the count the problems belong to. */
  private changes = 0;
  private checked = 0;

  constructor(
    private readonly validator: DraftValidator | undefined,
    private readonly draft: () => ContentItem,
    private readonly changed: () => void,
  ) {}

  schedule(delay = 150): void {
    if (!this.validator) return;
    this.changes++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), delay);
  }

  /** Whether the draft changed since the problems were found (a check is waiting or running). */
  get stale(): boolean {
    return this.changes !== this.checked;
  }

  /**
   * The problems of the draft as it is now: the list at once when it is up to date, else after a check
   * run now (Ctrl+Enter right after an edit must not be stopped by a problem that edit fixed).
   */
  async fresh(): Promise<Problem[]> {
    if (!this.validator || !this.stale) return this.problems;
    clearTimeout(this.timer);
    await this.check();
    return this.problems;
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private async check(): Promise<void> {
    const run = ++this.run;
    const changes = this.changes;
    if (this.state !== 'ready') this.state = 'checking';
    try {
      const problems = await this.validator!(this.draft());
      if (run !== this.run) return;
      this.problems = problems;
      this.checked = changes;
      this.state = 'ready';
    } catch {
      if (run !== this.run) return;
      this.state = 'failed';
    }
    this.changed();
  }
}
