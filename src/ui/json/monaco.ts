// Everything Monaco needs, in one module that the JSON editor imports on demand, so that none of
// Monaco (about 1.4 MB gzip) is part of the app's first load. See docs in
// ../shared/notes/toolchain.md for why each line is here.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import monacoCss from 'monaco-editor-css?inline';
import { ITEM_SCHEMAS, PACK_SCHEMA, SHARED_SCHEMAS } from '../../model/schemas/registry.ts';
import { registerSnippetCompletion } from './snippet-completion.ts';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

const idOf = (schema: object) => (schema as { $id: string }).$id;

/**
 * Every schema, by its $id (so that $refs between them resolve). A model's URI ends in
 * ".<kind>.json" (see `modelUri`), which picks its kind's schema; ".item.json" is any item of a kind
 * without a schema, checked for the common fields only.
 */
// Monaco's own schema validation is off: the model's validator (schemas and the checks beyond
// them, friendlier messages) gives the editor's markers, so each problem shows once.
jsonDefaults.setDiagnosticsOptions({
  validate: false,
  enableSchemaRequest: false,
  schemas: [
    ...SHARED_SCHEMAS.map((schema) => ({ uri: idOf(schema), schema })),
    ...Object.entries(ITEM_SCHEMAS).map(([kind, schema]) => ({
      uri: idOf(schema),
      fileMatch: [`*.${kind}.json`],
      schema,
    })),
    { uri: idOf(PACK_SCHEMA), fileMatch: ['*.pack.json'], schema: PACK_SCHEMA },
    {
      uri: `${idOf(SHARED_SCHEMAS[0]!)}#item`,
      fileMatch: ['*.item.json'],
      schema: { $ref: `${idOf(SHARED_SCHEMAS[0]!)}#/$defs/item` },
    },
  ],
});

registerSnippetCompletion(monaco);

/** The URI of an item's model: its kind picks the schema. */
export function modelUri(packId: string, kind: string, id: string): monaco.Uri {
  const suffix = kind in ITEM_SCHEMAS ? kind : 'item';
  return monaco.Uri.parse(
    `inmemory://pack/${encodeURIComponent(packId)}/${encodeURIComponent(kind)}/${encodeURIComponent(id)}.${suffix}.json`,
  );
}

let sheet: CSSStyleSheet | undefined;

/** Monaco's CSS as a stylesheet for a shadow root (Monaco only styles the document). */
export function monacoStyleSheet(): CSSStyleSheet {
  sheet ??= new CSSStyleSheet();
  if (sheet.cssRules.length === 0) sheet.replaceSync(monacoCss);
  return sheet;
}

export { monaco };
