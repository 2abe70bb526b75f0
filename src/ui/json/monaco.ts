// Everything Monaco needs, in one module that the JSON editor imports on demand, so that none of
// Monaco (about 1.4 MB gzip) is part of the app's first load. See docs in
// ../shared/notes/toolchain.md for why each line is here.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import monacoCss from 'monaco-editor-css?inline';
import commonSchema from '../../../schemas/common.schema.json';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

/** Every item model's URI ends in ".item.json", which the item schema is matched against. */
jsonDefaults.setDiagnosticsOptions({
  validate: true,
  enableSchemaRequest: false,
  schemas: [
    {
      uri: commonSchema.$id + '#item',
      fileMatch: ['*.item.json'],
      schema: { ...commonSchema, $ref: '#/$defs/item' },
    },
  ],
});

let sheet: CSSStyleSheet | undefined;

/** Monaco's CSS as a stylesheet for a shadow root (Monaco only styles the document). */
export function monacoStyleSheet(): CSSStyleSheet {
  sheet ??= new CSSStyleSheet();
  if (sheet.cssRules.length === 0) sheet.replaceSync(monacoCss);
  return sheet;
}

export { monaco };
