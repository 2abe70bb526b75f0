import type * as Monaco from 'monaco-editor/editor';
import { slotAt } from '../../model/json-path-at.ts';
import { snippetsFor, snippetText } from '../../model/snippets.ts';

/** The item kind of a model made by `modelUri` (inmemory://pack/<pack>/<kind>/<id>.<suffix>.json). */
export function kindOfModel(uri: Monaco.Uri): string | undefined {
  const parts = uri.path.split('/');
  return uri.scheme === 'inmemory' && uri.authority === 'pack' && parts.length === 4
    ? decodeURIComponent(parts[2]!)
    : undefined;
}

/**
 * Offers the content model's snippets (model/snippets.ts) in the completion list where they fit:
 * the whole item in an empty document, a token, objective or effect as an element of its list
 * (with the comma it needs before or after). Next to Monaco's own completions from the schemas.
 */
export function registerSnippetCompletion(monaco: typeof Monaco): Monaco.IDisposable {
  return monaco.languages.registerCompletionItemProvider('json', {
    provideCompletionItems(model, position) {
      const kind = kindOfModel(model.uri);
      // A request may outlive its model (the tab was closed while the list was being made).
      if (!kind || model.isDisposed()) return { suggestions: [] };
      const slot = slotAt(model.getValue(), model.getOffsetAt(position));
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const before = slot.type === 'element' && slot.needsCommaBefore ? ', ' : '';
      const after = slot.type === 'element' && slot.needsCommaAfter ? ',' : '';
      return {
        suggestions: snippetsFor(kind, slot).map((snippet, n) => ({
          label: snippet.label,
          kind: monaco.languages.CompletionItemKind.Snippet,
          detail: snippet.detail,
          documentation: { value: '```json\n' + JSON.stringify(snippet.body, null, 2) + '\n```' },
          insertText: `${before}${snippetText(snippet).replace(/\$0$/, '')}${after}$0`,
          insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          range,
          sortText: `!${String(n).padStart(3, '0')}`,
        })),
      };
    },
  });
}
