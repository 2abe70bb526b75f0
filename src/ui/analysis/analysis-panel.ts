/**
 * The difficulty report ("Analyse", issue 20), the same panel for every game: N games (1,000 by
 * default, up to 100,000) per chosen bot, played in Web Workers (analysis-runner.ts) with a progress
 * bar, the figures filling in as games finish, and Cancel. Shown for each bot: the win rate with its
 * 95% interval, the dynamic clear check ("careful cleared this level in N of M seeds", the fastest
 * win opened as a replay), the game lengths as a histogram, and the game's own figures (figures.ts).
 * A report can be compared with an earlier run of the level or with another level played with the
 * same seeds: each figure's difference and whether it is larger than the noise. A level that ends a series of
 * several (a CoC chapter after chapter 1) is played as the series by default, from its first level, as the
 * rulebook plays it (rule decision 143, as the simulate CLI does): the report then says how many games reached
 * and cleared each level of the series. "Play this chapter alone" plays the level on its own.
 */
import { LitElement, css, html, nothing, unsafeCSS } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { Pack } from '../../model/content.ts';
import { gameModule, type GameModule, type LevelRef } from '../../engine/games.ts';
import { seriesByDefault, type FastestWin, type SimulationReport } from '../../analysis/simulate.ts';
import { compareTables, type BotResult } from './compare-tables.ts';
import { AnalysisRun } from './analysis-runner.ts';
import { AnalysisPool, coreCount } from './analysis-pool.ts';
import { figuresOf } from './figures.ts';
import { ReportPace } from './report-pace.ts';
import { chartStyles, fmt, histogram, type Board } from './svg-charts.ts';

export const MAX_GAMES = 100000;

/**
 * A number field's whole value kept within 1…max (empty or not a number: `fallback`), written back into the field:
 * a value typed past the limit that clamps to the value already set changes no property, so no redraw would correct
 * the field, and the form would refuse to run with it.
 */
function clampField(e: Event, max: number, fallback: number): number {
  const field = e.target as HTMLInputElement;
  const value = Math.max(1, Math.min(max, Math.floor(Number(field.value) || fallback)));
  field.value = String(value);
  return value;
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** A finished (or cancelled) report of one bot, with the level it was played on. */
type Result = BotResult;

/** The report without the fastest win's actions (the CLI does not keep them). */
function withoutReplay(report: SimulationReport): SimulationReport {
  const { fastestWin: _, ...rest } = report;
  return rest;
}

/**
 * The last finished run of each level (by game, kind and id), kept while the page lives. The report's dialog is
 * modal and goes when it closes, so a designer edits the level between two reports: the next report of the
 * edited level compares with this one ("the run before", an earlier version). Drafts are saved on every change,
 * so this is the earlier version there is to play against.
 */
const lastRuns = new Map<string, { results: Result[]; what: string }>();

export interface ReplayRequest {
  level: LevelRef;
  bot: string;
  win: FastestWin;
}

@customElement('tr-analysis-panel')
export class TrAnalysisPanel extends LitElement {
  @property({ attribute: false }) packs: Pack[] = [];
  @property({ attribute: false }) level: LevelRef | undefined;
  /** The game's id (engine/games.ts). */
  @property() game = 'coc';
  /** Other levels of the game to compare with (played with the same seeds), with their names. */
  @property({ attribute: false }) others: { level: LevelRef; name: string; packs: Pack[] }[] = [];
  /** Workers to start (default: the browser's cores). */
  @property({ type: Number }) workers: number | undefined;
  /** Opens a fastest win as a replay in the playtest; without it the button is not shown. */
  @property({ attribute: false }) replay: ((request: ReplayRequest) => void) | undefined;

  @state() private games = 1000;
  @state() private seed = '1';
  /** Players at the table, for a game whose seats can be chosen (figures.ts). */
  @property({ type: Number }) seats = 1;
  @state() private chosen: string[] = [];
  @state() private results: Result[] = [];
  /** The results of the run before this one (an earlier draft), to compare with, and what it played. */
  @state() private previous: Result[] = [];
  private previousWhat = '';
  @state() private compared: { name: string; results: Result[] } | undefined;
  @state() private compareWith = 'previous';
  private run: AnalysisRun | undefined;
  /** The workers, kept warm from one report of this panel to the next (analysis-pool.ts); ended when it goes. */
  private pool: AnalysisPool | undefined;
  private runLabel = '';
  /** What the last finished run played, kept in view after its progress bar goes (a short run ends at once). */
  @state() private finished = '';
  private cancelled = false;
  /** Why the last run's games could not be played (a worker's error: a level the engine cannot start). */
  @state() private failure = '';
  private board: Board | undefined;
  private names = new Map<string, string>();

  /** The searching bots' budget (futures a searched decision); undefined: each bot's own. */
  @state() private budget: number | undefined;
  /**
   * Play a level that ends a series of several alone; unchecked (the default) it is played as the last of its
   * series (SimulationRequest.series), as the CLI plays it without --alone (rule decision 143).
   */
  @state() private alone = false;
  private seriesLevels: LevelRef[] | undefined;
  /** The game prepared from `packs`, once when the packs or the game change (undefined: it cannot be played). */
  private prepared: ReturnType<GameModule['prepare']> | undefined;
  private bots: { id: string; name: string; oracle: boolean; budget?: number }[] = [];

  /** Prepares the game from the packs and reads its bots; content that cannot be prepared offers none. */
  private prepare(): void {
    try {
      this.prepared = gameModule(this.game)?.prepare(this.packs);
    } catch {
      this.prepared = undefined;
    }
    this.bots = Object.values(this.prepared?.players ?? {}).map((p) => ({
      id: p.id,
      name: p.name,
      oracle: p.oracle,
      ...(p.budget !== undefined ? { budget: p.budget } : {}),
    }));
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('packs') || changed.has('game')) this.prepare();
    if (changed.has('packs') || changed.has('level') || changed.has('game')) {
      const bots = this.bots.map((b) => b.id);
      this.chosen = this.chosen.filter((b) => bots.includes(b));
      if (!this.chosen.length && bots.length)
        this.chosen = [bots.includes('careful') ? 'careful' : bots.includes('explorer') ? 'explorer' : bots[0]!];
      this.board = this.level ? figuresOf(this.game).board?.(this.packs, this.level) : undefined;
      this.seriesLevels = this.seriesOf(this.level);
      // A report of this level finished before (another dialog, before an edit) is the run before.
      const last = this.level && !this.results.some((r) => r.complete) ? lastRuns.get(this.runKey()) : undefined;
      if (last) [this.previous, this.previousWhat] = [last.results, last.what];
      const choices = figuresOf(this.game).seatChoices;
      if (choices && !choices.includes(this.seats)) this.seats = choices[0]!;
      this.names = new Map(
        this.packs.flatMap((p) => p.items.map((i) => [String(i.id), String(i.name ?? i.id)] as [string, string])),
      );
      this.prestart();
    }
  }

  /** The key of `lastRuns`: the game and the level. */
  private runKey(): string {
    return `${this.game}:${this.level?.kind}:${this.level?.id}`;
  }

  /** The workers started (their modules loaded, no games played) as the panel shows a level. */
  private prestart(): void {
    if (this.level && this.isConnected) (this.pool ??= new AnalysisPool()).prestart(this.workers ?? coreCount());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.prestart();
  }

  /** The levels a series ending at `level` plays, when there are more than the level itself. */
  private seriesOf(level: LevelRef | undefined, packs: Pack[] = this.packs): LevelRef[] | undefined {
    const module = gameModule(this.game);
    if (!level || !module) return undefined;
    try {
      // The panel's own packs are prepared once (willUpdate); another level's packs (a comparison) here.
      const prepared = packs === this.packs ? this.prepared : module.prepare(packs);
      return prepared && seriesByDefault(module, prepared, level);
    } catch {
      return undefined;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
    this.pool?.dispose();
    this.pool = undefined;
  }

  /** Runs the chosen bots one after another on a level; each bot's report shows as it fills in. */
  private async play(level: LevelRef, packs: Pack[], into: (r: Result[]) => void, label: string): Promise<boolean> {
    const results: Result[] = [];
    const searching = new Set(this.bots.filter((b) => b.budget !== undefined).map((b) => b.id));
    for (const bot of this.chosen) {
      const seats = figuresOf(this.game).seats ? this.seats : 1;
      const budget = searching.has(bot) ? this.budget : undefined;
      const series = !this.alone && !!this.seriesOf(level, packs);
      const run = new AnalysisRun(
        {
          packs,
          game: this.game,
          level,
          bots: [bot],
          seats,
          seed: this.seed.trim() || '1',
          games: this.games,
          keepFastestWin: true,
          ...(budget !== undefined ? { budget } : {}),
          ...(series ? { series } : {}),
          ...(this.workers ? { workers: this.workers } : {}),
        },
        (this.pool ??= new AnalysisPool()),
      );
      this.run = run;
      const what = series ? `${label} as its series` : label;
      this.runLabel = `${what}, ${bot}${budget !== undefined ? `, budget ${budget}` : ''}`;
      const result: Result = { bot, report: undefined as unknown as SimulationReport, complete: false };
      // The progress drawn at most once a frame, the figures at most once every 500 ms (report-pace.ts): a redraw
      // of the figures for each batch, or each frame, cost the main thread the cores the workers play on.
      const pace = new ReportPace((figures) => {
        if (figures && run.report) {
          result.report = run.report;
          into([...results.filter((r) => r !== result), result]);
        }
        this.requestUpdate();
      });
      run.addEventListener('change', () => pace.change());
      results.push(result);
      const report = await run.finished;
      pace.stop();
      if (run.report) result.report = run.report;
      if (!report) {
        if (run.state === 'failed') this.failure = run.error ?? 'unknown error';
        if (!run.report) results.pop();
        into([...results]);
        this.run = undefined;
        this.requestUpdate();
        return false;
      }
      result.report = report;
      result.complete = true;
      into([...results]);
      const workers = `${run.workers} worker${run.workers === 1 ? '' : 's'}`;
      // The budget as the workers' report says they played it.
      const played = `${what}, ${bot}${report.budget !== undefined ? `, budget ${report.budget}` : ''}`;
      this.finished = `Played ${fmt(report.games)} of ${fmt(this.games)} games (${played}) on ${workers}.`;
    }
    this.run = undefined;
    return true;
  }

  private async analyse(): Promise<void> {
    if (!this.level || this.run) return;
    const last = lastRuns.get(this.runKey());
    if (last) [this.previous, this.previousWhat] = [last.results, last.what];
    this.results = [];
    this.compared = undefined;
    this.cancelled = false;
    this.failure = '';
    this.finished = '';
    const level = this.level;
    const key = this.runKey();
    const what = `${fmt(this.games)} games a bot, seed ${this.seed.trim() || '1'}, at ${new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
    if (await this.play(level, this.packs, (r) => (this.results = r), 'this level'))
      lastRuns.set(key, { results: this.results, what });
  }

  private async compare(): Promise<void> {
    if (this.run) return;
    const choice = this.compareChoice();
    if (choice === 'previous') {
      this.compared = this.previous.length ? { name: 'the run before', results: this.previous } : undefined;
      return;
    }
    const other = this.others[Number(choice)];
    if (!other) return;
    this.failure = '';
    this.compared = { name: other.name, results: [] };
    await this.play(other.level, other.packs, (r) => (this.compared = { name: other.name, results: r }), other.name);
  }

  /** What Compare plays against: the run before when there is one, else the chosen (or first) other level. */
  private compareChoice(): string | undefined {
    if (this.compareWith !== 'previous' || this.previous.length) return this.compareWith;
    return this.others.length ? '0' : undefined;
  }

  private cancel(): void {
    if (!this.run) return;
    this.cancelled = true;
    this.run.cancel();
    // At once, not at the next frame's redraw (the run's changes are drawn once a frame).
    this.requestUpdate();
  }

  override render() {
    const bots = this.bots;
    // A searching bot chosen (the CoC planner): its budget may be set, its own shown until it is.
    const searchBudget = bots.find((b) => b.budget !== undefined && this.chosen.includes(b.id))?.budget;
    const adapter = figuresOf(this.game);
    const running = this.run;
    return html`<form class="controls" @submit=${(e: Event) => {
      e.preventDefault();
      void this.analyse();
    }}>
        <label>Games per bot <input type="number" min="1" max=${MAX_GAMES} .value=${String(this.games)} @change=${(e: Event) => (this.games = clampField(e, MAX_GAMES, 1000))} /></label>
        <label>Seed <input .value=${this.seed} @change=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} size="8" /></label>
        ${adapter.seats ? html`<label>Seats <select @change=${(e: Event) => (this.seats = Number((e.target as HTMLSelectElement).value))}>${(adapter.seatChoices ?? [1, 2, 3, 4]).map((n) => html`<option ?selected=${n === this.seats}>${n}</option>`)}</select></label>` : nothing}
        ${this.seriesLevels ? html`<label title=${`Unchecked, each game plays ${this.seriesLevels.map((l) => this.names.get(l.id) ?? l.id).join(', ')} in order, carrying everything from one to the next, and a win is the whole series cleared; checked, only this chapter, with its own start`}><input type="checkbox" .checked=${this.alone} @change=${(e: Event) => (this.alone = (e.target as HTMLInputElement).checked)} /> Play this chapter alone</label>` : nothing}
        ${searchBudget ? html`<label title="Futures a searching bot plays at each decision it searches: more is slower and plays better">Search budget <input type="number" min="1" max="200" .value=${String(this.budget ?? searchBudget)} @change=${(e: Event) => (this.budget = clampField(e, 200, searchBudget))} /></label>` : nothing}
        <fieldset>
          <legend>Bots</legend>
          ${bots.map((b) => html`<label title=${b.oracle ? 'Reads what a player at the table could not see' : ''}><input type="checkbox" .checked=${this.chosen.includes(b.id)} @change=${(e: Event) => (this.chosen = (e.target as HTMLInputElement).checked ? [...this.chosen, b.id] : this.chosen.filter((c) => c !== b.id))} /> ${b.name}${b.oracle && !/oracle/.test(b.name) ? ' (oracle)' : ''}</label>`)}
        </fieldset>
        <button type="submit" ?disabled=${!!running || !this.chosen.length || !this.level}>Analyse</button>
        <button type="button" ?disabled=${!running} @click=${() => this.cancel()}>Cancel</button>
      </form>
      ${
        running
          ? html`<div class="progress"><progress aria-label="Games played" max=${running.request.games} .value=${running.done}></progress> <span role="status">${fmt(running.done)} of ${fmt(running.request.games)} games (${this.runLabel}) on ${running.workers} worker${running.workers === 1 ? '' : 's'}</span></div>`
          : this.failure
            ? html`<p role="alert">The games could not be played: ${this.failure}</p>`
            : this.cancelled
              ? html`<p role="status">Cancelled: the figures are of the games finished before.</p>`
              : this.finished
                ? html`<p role="status">${this.finished}</p>`
                : nothing
      }
      ${this.results.map((r) => guard([r.report, r.complete, adapter, this.board, this.names, this.replay], () => this.renderResult(r, adapter)))}
      ${this.results.some((r) => r.complete) ? this.renderCompare() : nothing}`;
  }

  private renderResult(r: Result, adapter: ReturnType<typeof figuresOf>) {
    const { report } = r;
    const [lo, hi] = report.interval;
    const win = report.fastestWin;
    return html`<section class="result" aria-label="Report of ${r.bot}">
      <h3>${r.bot}${r.complete ? '' : ' (playing…)'}</h3>
      <p class="rate">${fmt(report.wins)} of ${fmt(report.games)} games won: <strong>${pct(report.winRate)}</strong> (95% interval ${pct(lo)}–${pct(hi)})${report.unfinished ? html`; ${fmt(report.unfinished)} cut unfinished` : nothing}</p>
      ${report.series ? this.renderSeries(report) : nothing}
      <p class="clear">${r.bot} cleared ${report.series ? 'the series' : 'this level'} in ${fmt(report.wins)} of ${fmt(report.games)} seeds${win ? html`; the fastest win took ${win.length} ${adapter.lengthUnit} (seed ${win.seed})${this.replay && r.complete ? html` <button @click=${() => this.replay!({ level: win.start ?? report.level, bot: r.bot, win })}>Watch the fastest win</button>` : nothing}` : nothing}.</p>
      <div class="figures">
        ${histogram(report.lengths, `Game length (mean ${report.meanLength.toFixed(1)} ${adapter.lengthUnit}): won (dark) and lost`, adapter.lengthUnit, report.winLengths)}
        ${adapter.figures(report, { board: report.series ? undefined : this.board, names: (id) => this.names.get(id) ?? id })}
      </div>
      ${r.complete ? html`<details><summary>The report as JSON (as the simulate CLI prints it with --json)</summary><pre class="json">${JSON.stringify(withoutReplay(report), null, 2)}</pre></details>` : nothing}
    </section>`;
  }

  /** A series run: the games that reached and cleared each level of the series. */
  private renderSeries(report: SimulationReport) {
    const { levels, reached, cleared } = report.series!;
    return html`<table class="series">
      <caption>The series, level by level</caption>
      <tr><th scope="col">Level</th><th scope="col">Games that reached it</th><th scope="col">Games that cleared it</th></tr>
      ${levels.map((l) => html`<tr><td>${this.names.get(l.id) ?? l.id}</td><td>${fmt(reached[l.id] ?? 0)}</td><td>${fmt(cleared[l.id] ?? 0)}</td></tr>`)}
    </table>`;
  }

  private renderCompare() {
    const c = this.compared;
    const choice = this.compareChoice();
    const before = this.previous.length
      ? `the run before (an earlier version: ${this.previousWhat})`
      : 'the run before (none yet)';
    return html`<section class="compare" aria-label="Compare">
      <h3>Compare</h3>
      <label>With <select @change=${(e: Event) => (this.compareWith = (e.target as HTMLSelectElement).value)}>
        <option value="previous" ?selected=${choice === 'previous'} ?disabled=${!this.previous.length}>${before}</option>
        ${this.others.map((o, i) => html`<option value=${i} ?selected=${choice === String(i)}>${o.name}</option>`)}
      </select></label>
      <button ?disabled=${!!this.run || choice === undefined} @click=${() => void this.compare()}>Compare</button>
      ${this.previous.length ? nothing : html`<p class="note">No earlier run of this level yet: change the level and Analyse it again to compare the two versions${this.others.length ? ', or compare with another level' : ''}.</p>`}
      ${c ? compareTables(this.results, c) : nothing}
    </section>`;
  }

  static override styles = [
    unsafeCSS(chartStyles),
    css`
      :host { display: block; font-size: 0.9rem; }
      .controls { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
      fieldset { display: flex; gap: 0.5rem; border: 1px solid #ccc; padding: 0.2rem 0.5rem; }
      input[type='number'] { width: 6rem; }
      .progress { margin: 0.5rem 0; display: flex; gap: 0.5rem; align-items: center; contain: content; }
      progress { width: 16rem; }
      .result { border-top: 1px solid #ddd; margin-top: 0.5rem; contain: content; }
      .figures { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: flex-start; }
      .heatmaps { display: flex; flex-wrap: wrap; gap: 0.5rem; flex-basis: 100%; }
      table { border-collapse: collapse; margin: 0.4rem 0; }
      caption { text-align: left; font-weight: 600; }
      td, th { border: 1px solid #ddd; padding: 0.1rem 0.4rem; text-align: left; }
      tr.real td { background: #fff3cd; }
      .numbers { margin: 0.25rem 0; }
    `,
  ];
}

declare global {
  interface HTMLElementTagNameMap {
    'tr-analysis-panel': TrAnalysisPanel;
  }
}
