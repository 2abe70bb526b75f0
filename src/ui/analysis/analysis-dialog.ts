/**
 * The difficulty report in a dialog over an editor (the level editor's and the CCG designer's
 * "Analyse" button): loaded only when asked for (the app's first load stays small), it lays the
 * draft over the packs, as a playtest does, and shows the panel (analysis-panel.ts). Other levels of
 * the same game are offered for comparison. Closing it (Close or Esc) cancels a run.
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { gameOfKind, type LevelRef } from '../../engine/games.ts';
import './analysis-panel.ts';
import type { ReplayRequest, TrAnalysisPanel } from './analysis-panel.ts';

export interface AnalysisOptions {
  /** The packs the level is played with, and the draft's items as they stand (laid over them). */
  packs: readonly Pack[];
  items: ContentItem[];
  level: LevelRef;
  title: string;
  replay?: (request: ReplayRequest) => void;
  /** Where the dialog goes (default: the document's body). */
  parent?: Element;
}

export function withDraftItems(packs: readonly Pack[], items: ContentItem[]): Pack[] {
  if (!items.length) return [...packs];
  return [
    {
      kind: 'pack',
      id: 'analysis-draft',
      name: 'Draft',
      version: '0.0.0',
      description: 'The level as it stands in the editor.',
      authors: [],
      schemaVersion: 1,
      items,
    },
    ...packs,
  ];
}

let open: HTMLDialogElement | undefined;

export function showAnalysis(options: AnalysisOptions): TrAnalysisPanel {
  open?.close();
  const game = gameOfKind(options.level.kind)?.id ?? 'coc';
  const packs = withDraftItems(options.packs, options.items);
  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-label', `Analyse ${options.title}`);
  dialog.style.cssText = 'width: min(70rem, 95vw); max-height: 90vh; overflow: auto;';
  const head = document.createElement('div');
  head.style.cssText = 'display: flex; justify-content: space-between; align-items: center;';
  const h = document.createElement('h2');
  h.textContent = `Difficulty report: ${options.title}`;
  h.style.margin = '0';
  const close = document.createElement('button');
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  head.append(h, close);
  const panel = document.createElement('tr-analysis-panel');
  panel.packs = packs;
  panel.level = options.level;
  panel.game = game;
  panel.replay = options.replay
    ? (r) => {
        dialog.close();
        options.replay!(r);
      }
    : undefined;
  // Every other level of the same kind in the packs, played with the same seeds for comparison.
  const seen = new Set<string>();
  panel.others = options.packs
    .flatMap((p) => p.items)
    .filter((i) => i.kind === options.level.kind && i.id !== options.level.id && !seen.has(i.id) && seen.add(i.id))
    .map((i) => ({ level: { kind: i.kind, id: i.id }, name: String(i.name ?? i.id), packs: [...options.packs] }));
  dialog.append(head, panel);
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (open === dialog) open = undefined;
  });
  (options.parent ?? document.body).append(dialog);
  open = dialog;
  dialog.showModal();
  return panel;
}
