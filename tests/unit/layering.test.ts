import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';

// The folders of src/ and what each may import (DESIGN.md: ui → store, analysis → engine → model).
const allowed: Record<string, string[]> = {
  model: ['model'],
  engine: ['engine', 'model'],
  analysis: ['analysis', 'engine', 'model'],
  store: ['store', 'analysis', 'engine', 'model'],
  ui: ['ui', 'store', 'analysis', 'engine', 'model'],
  cli: ['cli', 'analysis', 'engine', 'model'],
};
// Packages that tie code to the browser or to a UI; the pure layers must not use them.
const browserOnly = /^(lit|@lit\/|idb|monaco-editor)/;
const pureLayers = ['model', 'engine', 'analysis'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [
    ...code.matchAll(
      /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
    ),
  ].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

test('each folder of src/ imports only from the layers below it', () => {
  const problems: string[] = [];
  for (const file of sourceFiles('src')) {
    const layer = relative('src', file).split(/[\\/]/)[0]!;
    if (!(layer in allowed)) continue;
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) {
        const target = relative('src', resolve(dirname(file), spec)).split(/[\\/]/)[0]!;
        if (target in allowed && !allowed[layer]!.includes(target))
          problems.push(`${file} imports ${spec} (${layer} → ${target})`);
      } else if (pureLayers.includes(layer) && browserOnly.test(spec)) problems.push(`${file} imports ${spec}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the pure layers use no clock, no Math.random and no browser globals', () => {
  const problems: string[] = [];
  for (const layer of pureLayers) {
    for (const file of sourceFiles(join('src', layer))) {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      for (const banned of [
        'Math.random',
        'Date.now',
        'new Date(',
        'performance.now',
        'window.',
        'document.',
        'localStorage',
        'indexedDB',
      ])
        // Not preceded by a name character or "-": "./pack-document.ts" is no use of `document.`.
        if (new RegExp(`(?<![\\w$.-])${banned.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(code))
          problems.push(`${file} uses ${banned}`);
    }
  }
  assert.deepEqual(problems, []);
});

// The game-module seam (engine/core/game-module.ts): outside engine/, a game is reached only through
// its module's index.ts; engine/games.ts (the list of modules) and engine/core/ (the contract, the
// seeded generator) are shared by every game.
function engineInternal(file: string, spec: string): string | undefined {
  const target = relative('src', resolve(dirname(file), spec)).split(/[\\/]/);
  if (target[0] !== 'engine' || target.length < 3) return undefined;
  if (target[1] === 'core') return undefined;
  return target.length === 3 && target[2] === 'index.ts' ? undefined : target.join('/');
}

test('outside engine/, a game engine is imported only through its index.ts', () => {
  const problems: string[] = [];
  for (const file of sourceFiles('src')) {
    const layer = relative('src', file).split(/[\\/]/)[0]!;
    if (layer === 'engine' || !(layer in allowed)) continue;
    for (const spec of importsOf(file))
      if (spec.startsWith('.') && engineInternal(file, spec)) problems.push(`${file} imports ${spec}`);
  }
  assert.deepEqual(problems, []);
});

test('the seam check catches an import of engine internals', () => {
  assert.equal(engineInternal('src/ui/x.ts', '../engine/coc/sight.ts'), 'engine/coc/sight.ts');
  assert.equal(engineInternal('src/ui/play/x.ts', '../../engine/ccg/map.ts'), 'engine/ccg/map.ts');
  assert.equal(engineInternal('src/ui/x.ts', '../engine/coc/index.ts'), undefined);
  assert.equal(engineInternal('src/ui/x.ts', '../engine/core/random.ts'), undefined);
  assert.equal(engineInternal('src/cli/x.ts', '../engine/games.ts'), undefined);
});

// The state types of a game are the bottom of its engine: a module of state types that imported a
// rule module back would tie every rule module into one import cycle (the CoC engine was one cycle
// of 42 files while types.ts imported the Event Phase's, the series' and other state types back from
// the rules that use them). They now live in state-parts.ts, which imports no other CoC module.
function siblingImports(file: string): string[] {
  return importsOf(file).filter((spec) => spec.startsWith('./'));
}

test("the CoC engine's state types import no CoC rule module", () => {
  assert.deepEqual(siblingImports('src/engine/coc/state-parts.ts'), []);
  assert.deepEqual([...new Set(siblingImports('src/engine/coc/types.ts'))], ['./state-parts.ts']);
});

/** The import cycles among `files` (each a strongly connected set of two or more files, or a file importing itself), by
 * Tarjan's algorithm. */
function importCycles(files: string[]): string[][] {
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative('.', resolve(dirname(file), spec)))
        .filter((target) => known.has(target)),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      onStack.delete(top);
      part.push(top);
    } while (top !== file);
    if (part.length > 1 || edges.get(file)!.includes(file)) cycles.push(part.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

// No import cycle at all (issue 19): rule modules that call each other through a cycle were split so that the
// shared piece (a roll's end, a card's effect once unanswered, a level's start) sits below both sides.
test('the engines and the analysis have no import cycle (type imports included)', () => {
  const files = ['src/engine', 'src/analysis'].flatMap((dir) => sourceFiles(dir)).map((file) => relative('.', file));
  assert.deepEqual(importCycles(files), []);
});

test('the cycle finder finds a cycle, and no cycle where there is none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  writeFileSync(join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport type A = B;\n");
  writeFileSync(join(dir, 'b.ts'), "import { c } from './c.ts';\nexport type B = typeof c;\n");
  writeFileSync(join(dir, 'c.ts'), 'export const c = 1;\n');
  const files = ['a.ts', 'b.ts', 'c.ts'].map((f) => relative('.', join(dir, f)));
  assert.deepEqual(importCycles(files), []);
  writeFileSync(join(dir, 'c.ts'), "export type { A } from './a.ts';\nexport const c = 1;\n");
  assert.deepEqual(importCycles(files), [[...files].sort()]);
  rmSync(dir, { recursive: true });
});

// Issue 19: a game module is prepared once from its content and passes that content on explicitly; the engines
// keep no cache found again by object identity (WeakMap, WeakSet, WeakRef) and no module-level memo (a `let` that
// remembers the last content, a Map filled as the engine runs).
// Registries of effect handlers (filled once at import) and constant sets of names: named in capitals (and the
// action-type checks' `known` sets).
const isConstant = (name: string) => /^[A-Z][A-Z0-9_]*$/.test(name) || name === 'known';
// `edgeCost` is the second result of movement.ts's `edge` (kept in a module variable so path searches allocate
// nothing), not a memo: it is written by every call before it is read.
const MODULE_LETS = new Set(['edgeCost']);
test('the engines and the analysis keep no identity-keyed caches and no module-level memos', () => {
  const problems: string[] = [];
  for (const file of [...sourceFiles(join('src', 'engine')), ...sourceFiles(join('src', 'analysis'))]) {
    const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    for (const m of code.matchAll(/\bWeak(Map|Set|Ref)\b/g)) problems.push(`${file} uses ${m[0]}`);
    for (const m of code.matchAll(/^(?:export )?let (\w+)/gm))
      if (!MODULE_LETS.has(m[1]!)) problems.push(`${file} keeps a module-level let ${m[1]}`);
    for (const m of code.matchAll(/^(?:export )?const (\w+)(?::[^=]+)? = new (?:Map|Set)\b/gm))
      if (!isConstant(m[1]!)) problems.push(`${file} keeps a module-level ${m[1]}`);
  }
  assert.deepEqual(problems, []);
});
