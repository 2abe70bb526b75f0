// web-test-runner serves each source file as it is, which breaks for what only Vite handles: Monaco
// (CSS imports, `?worker` and `?inline` imports). For it, this plugin serves ONE esbuild bundle of
// the module that uses it (src/ui/json/monaco.ts), built on first request and kept for the run, plus
// Monaco's two workers as module-worker bundles. Every other file is served as usual (the schemas'
// validators are generated ES modules: ajv, which is CommonJS, is not needed at run time).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKERS = {
  'editor.worker': 'monaco-editor/editor/editor.worker',
  'json.worker': 'monaco-editor/languages/features/json/json.worker',
};

/** What Vite does for Monaco: `?worker` → a Worker constructor, `?inline` CSS → text, CSS imports → nothing. */
const viteLike = {
  name: 'vite-like',
  setup(b) {
    b.onResolve({ filter: /\?worker$/ }, (args) => {
      const name = Object.keys(WORKERS).find((n) => args.path.startsWith(WORKERS[n]));
      return { path: name, namespace: 'worker' };
    });
    b.onLoad({ filter: /.*/, namespace: 'worker' }, (args) => ({
      // Called with `new`: returning an object from a plain function makes that the result.
      contents: `export default function W() { return new Worker(${JSON.stringify(`/__bundles/${args.path}.js`)}, { type: 'module' }); }`,
      loader: 'js',
    }));
    b.onResolve({ filter: /^monaco-editor-css\?inline$/ }, () => ({ path: 'css', namespace: 'monaco-css' }));
    b.onLoad({ filter: /.*/, namespace: 'monaco-css' }, () => ({
      contents: readFileSync(`${root}node_modules/monaco-editor/min/vs/editor/editor.main.css`, 'utf8').replace(
        /@font-face\s*{[^}]*}/g,
        '',
      ),
      loader: 'text',
    }));
    b.onResolve({ filter: /\.css$/ }, () => ({ path: 'empty', namespace: 'empty-css' }));
    b.onLoad({ filter: /.*/, namespace: 'empty-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

const bundles = new Map();
function bundle(entry) {
  if (!bundles.has(entry)) {
    bundles.set(
      entry,
      build({
        entryPoints: [entry],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        write: false,
        outdir: 'wtr-bundles',
        absWorkingDir: root,
        tsconfig: `${root}tsconfig.json`,
        loader: { '.ttf': 'empty' },
        plugins: [viteLike],
        logLevel: 'error',
      }).then((r) => r.outputFiles.find((f) => f.path.endsWith('.js')).text),
    );
  }
  return bundles.get(entry);
}

const SERVED = {
  '/src/ui/json/monaco.ts': 'src/ui/json/monaco.ts',
  ...Object.fromEntries(Object.entries(WORKERS).map(([name, spec]) => [`/__bundles/${name}.js`, spec])),
};

export function bundlesPlugin() {
  return {
    name: 'bundles',
    async serve(context) {
      const entry = SERVED[context.path];
      if (entry) return { body: await bundle(entry), type: 'js' };
    },
  };
}
