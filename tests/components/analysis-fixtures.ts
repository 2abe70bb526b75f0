// What the difficulty report's component tests share: the panel on the small level (playtest-fixtures.ts) with
// two workers, and reading its shadow DOM.
import '../../src/ui/analysis/analysis-panel.ts';
import type { TrAnalysisPanel } from '../../src/ui/analysis/analysis-panel.ts';
import { smallLevel, smallPacks } from './playtest-fixtures.ts';
import { mount } from './fixtures.ts';

/** The panel on the small level, 2 workers. */
export async function panel(): Promise<TrAnalysisPanel> {
  const el = document.createElement('tr-analysis-panel');
  el.packs = smallPacks;
  el.level = smallLevel.ref;
  el.game = 'coc';
  el.workers = 2;
  return mount(el);
}

export const root = (el: TrAnalysisPanel) => el.shadowRoot!;
export const button = (el: TrAnalysisPanel, name: string) =>
  [...root(el).querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
export const labelled = (el: TrAnalysisPanel, text: RegExp) =>
  [...root(el).querySelectorAll('label')].find((l) => text.test(l.textContent!))!.querySelector('input')!;

/** Waits until `test` holds, checking every 25 ms (an error after `ms`). */
export async function until(test: () => boolean, ms = 60000): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sets the games per bot and ticks only the bot `bot`. */
export function setGames(el: TrAnalysisPanel, n: number, bot: string): void {
  const games = labelled(el, /Games per bot/);
  games.value = String(n);
  games.dispatchEvent(new Event('change'));
  for (const box of root(el).querySelectorAll<HTMLInputElement>('fieldset input[type=checkbox]')) {
    const want = box.parentElement!.textContent!.trim().startsWith(bot);
    if (box.checked !== want) box.click();
  }
}
