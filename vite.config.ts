import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { readPackFile } from './src/cli/pack-folder.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const BASE_PACK_FILE = `${root}content/base/pack.json`;

/**
 * `virtual:base-pack`: the built-in pack from content/, read (and its item files gathered) at build
 * time into one module. The app imports it dynamically, so it is its own chunk. Editing a file in
 * content/ reloads the dev server's page.
 */
function basePack(): Plugin {
  const id = 'virtual:base-pack';
  const resolved = '\0' + id;
  return {
    name: 'base-pack',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(source) {
      if (source !== resolved) return;
      this.addWatchFile(BASE_PACK_FILE);
      const { pack, problems } = readPackFile(BASE_PACK_FILE);
      // JSON.parse of a string literal is faster to start than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ packs: pack ? [pack] : [], problems }))});`;
    },
    configureServer(server) {
      server.watcher.add(`${root}content`);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(`${root}content`)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

/**
 * Monaco's stylesheet, imported `?inline` to adopt into the JSON editor's shadow root. Its
 * @font-face (the icon font, ~100 KB gzip) is dropped from that copy: fonts are declared at
 * document level by Monaco's own CSS imports, and a shadow root ignores @font-face anyway.
 */
function monacoShadowCss(): Plugin {
  return {
    name: 'monaco-shadow-css',
    enforce: 'pre',
    transform(code, source) {
      if (!source.includes('editor.main.css') || !source.includes('inline')) return;
      return { code: code.replace(/@font-face\s*{[^}]*}/g, ''), map: null };
    },
  };
}

export default defineConfig({
  plugins: [basePack(), monacoShadowCss()],
  resolve: {
    alias: [
      {
        find: /^monaco-editor-css(\?.*)?$/,
        replacement: `${root}node_modules/monaco-editor/min/vs/editor/editor.main.css$1`,
      },
    ],
  },
  build: {
    target: 'es2022',
    // Monaco alone is larger than Vite's default warning size; it is loaded on demand.
    chunkSizeWarningLimit: 5000,
  },
  // Workers as ES modules (they are started with { type: 'module' }): a worker's dynamic import is then
  // a chunk of its own, loaded when first asked for, instead of inlined into the worker (the validation
  // worker's clear check pulled the whole CoC engine into it: 177 → 528 KB).
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
