import { html } from 'lit';
import type { ContentItem, Pack } from '../model/content.ts';
import type { Problem } from '../model/problem.ts';
import type { AppStore } from '../store/app-store.ts';
import type { PendingImport } from '../store/import.ts';
import type { ProblemPages } from '../store/validation-runner.ts';
import { exportFileName, exportPackText } from '../store/integrity.ts';
import { ask, installDialogStyles } from './library-dialog.ts';
import { shareLink } from '../store/share.ts';
import { decodeImportBytes } from '../store/decode-text.ts';
import './problem-report.ts';
import { visibleText } from '../model/visible-text.ts';

// Moving packs in and out: export to a file, import from a file (picker or drop) after a report,
// share links. The import path (validator included) is loaded only when something is imported.

/** Largest file read for an import, in bytes (the text limit is checked again after reading). */
const MAX_FILE_BYTES = 5_000_000;

const blockedBy = (source: string, message: string): PendingImport => ({
  source,
  report: { blocking: [{ severity: 'error', pointer: '', message }], problems: [], migrated: [] },
});

export async function exportPack(pack: Pack): Promise<void> {
  const text = await exportPackText(pack);
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(pack);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function pickFileToImport(store: AppStore): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) void importFile(store, file);
  });
  input.click();
}

export async function importFile(store: AppStore, file: File): Promise<Pack | undefined> {
  let pending: PendingImport;
  if (file.size > MAX_FILE_BYTES)
    pending = blockedBy(
      file.name,
      `The file is too large (${Math.round(file.size / 1000)} KB; the limit is ${MAX_FILE_BYTES / 1000} KB).`,
    );
  else {
    const { prepareImport } = await import('../store/import.ts');
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return showImport(
        store,
        blockedBy(
          file.name,
          'The file could not be read: the browser was not given its content (it may have been moved, or be unreadable).',
        ),
      );
    }
    const decoded = decodeImportBytes(bytes);
    if (!decoded.ok) return showImport(store, blockedBy(file.name, decoded.message));
    pending = await prepareImport(store, decoded.text, file.name);
  }
  return showImport(store, pending);
}

const problemList = (problems: readonly Problem[], pages?: ProblemPages) =>
  html`<tr-problem-report .problems=${problems} .total=${pages?.total} .more=${pages?.page}></tr-problem-report>`;

/**
 * The import report: what would arrive and every problem with its pointer, before anything is
 * stored. Blocked imports can only be closed; others are cancelled or imported (with warnings);
 * a pack id already present asks replace / keep both / cancel.
 */
export async function showImport(store: AppStore, pending: PendingImport): Promise<Pack | undefined> {
  try {
    return await showReport(store, pending);
  } finally {
    pending.problemPages?.release();
  }
}

async function showReport(store: AppStore, pending: PendingImport): Promise<Pack | undefined> {
  installDialogStyles();
  const { report, conflict, source } = pending;
  if (report.blocking.length > 0 || !report.pack) {
    await ask({
      title: `Cannot import ${source}`,
      body: html`<p>Nothing was stored. The pack cannot be used because:</p>${problemList(report.blocking)}`,
      buttons: [{ label: 'Close', value: 'cancel' }],
    });
    return undefined;
  }
  const pack = report.pack;
  // A long list is counted in the worker, which keeps it (only its beginning is here).
  const pages = pending.problemPages;
  let errors = pages?.errors ?? 0;
  if (!pages) for (const p of report.problems) if (p.severity === 'error') errors++;
  const problemCount = pages?.total ?? report.problems.length;
  const warnings = problemCount - errors;
  const replaceable = !!conflict && store.isEditable(conflict.id);
  // Keep both is the default (Enter); Replace needs its own click, and can be undone from the library.
  const buttons = conflict
    ? [
        { label: 'Keep both', value: 'keep-both' },
        { label: 'Cancel', value: 'cancel' },
        { label: 'Replace', value: 'replace', danger: true, disabled: !replaceable },
      ]
    : [
        {
          label: problemCount
            ? `Import with ${problemCount.toLocaleString('en')} problem${problemCount === 1 ? '' : 's'}`
            : 'Import',
          value: 'keep-both',
        },
        { label: 'Cancel', value: 'cancel' },
      ];
  const { choice } = await ask({
    title: `Import ${visibleText(pack.name)}?`,
    body: html`<p><strong>${visibleText(pack.name)}</strong> (${visibleText(pack.id)}, v${pack.version}) from ${source}: ${pack.items.length.toLocaleString('en')} item${pack.items.length === 1 ? '' : 's'}.</p>
      ${
        conflict
          ? html`<p class="warning">A pack with the id "${conflict.id}" is already here (${visibleText(conflict.name)}${replaceable ? '' : ', built in'}). Keep both (the new one gets another id and name), cancel, or replace it (you can undo that from the library).</p>`
          : ''
      }
      ${report.migrated.length ? html`<p>Upgraded from an older format:</p><ul class="report">${report.migrated.map((m) => html`<li>${m}</li>`)}</ul>` : ''}
      ${pending.integrityOk ? html`<p>The integrity hash matches the content.</p>` : ''}
      ${
        problemCount
          ? html`<p class="summary">${errors.toLocaleString('en')} error${errors === 1 ? '' : 's'} and ${warnings.toLocaleString('en')} warning${warnings === 1 ? '' : 's'}; you can fix them after importing.</p>${problemList(report.problems, pages)}`
          : html`<p class="summary">No problems found.</p>`
      }`,
    buttons,
    defaultValue: 'keep-both',
  });
  if (choice === 'cancel') return undefined;
  const { commitImport } = await import('../store/import.ts');
  return commitImport(store, pending, choice === 'replace' ? 'replace' : 'keep-both');
}

/** A share link for a pack or an item, shown with its length; too large → offer the file. */
export async function share(
  payload: { pack: Pack } | { item: ContentItem; packName?: string },
  pack: Pack,
): Promise<void> {
  installDialogStyles();
  const link = await shareLink(payload, location.href);
  if (!link.ok) {
    const { choice } = await ask({
      title: 'Too large for a link',
      body: link.message,
      buttons: [
        { label: 'Export file', value: 'export' },
        { label: 'Close', value: 'cancel' },
      ],
    });
    if (choice === 'export') await exportPack(pack);
    return;
  }
  const { choice } = await ask({
    title: 'Share link',
    body: html`<p>Anyone who opens this link sees what it holds and can import it. ${link.url.length.toLocaleString('en')} characters.</p>
      <textarea class="share-link" readonly rows="4" style="width:100%" aria-label="Share link" .value=${link.url}></textarea>`,
    buttons: [
      { label: 'Copy', value: 'copy' },
      { label: 'Close', value: 'cancel' },
    ],
  });
  if (choice === 'copy') await navigator.clipboard?.writeText(link.url).catch(() => undefined);
}

/** Opens a share link's content: the report, then on confirmation the import; the item it holds is selected. */
export async function openShared(store: AppStore, fragment: string): Promise<Pack | undefined> {
  const { prepareShare } = await import('../store/import.ts');
  const pending = await prepareShare(store, fragment);
  const pack = await showImport(store, pending);
  if (pack) {
    store.setArea('library');
    const first = pack.items[0];
    if (pack.items.length === 1 && first) store.selectItem({ packId: pack.id, kind: first.kind, itemId: first.id });
  }
  return pack;
}
