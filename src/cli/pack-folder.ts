import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assemblePack, type AssembledPack } from '../model/pack-document.ts';
import { parseJson } from '../model/parse-json.ts';

/**
 * Reads a pack from files: `packFile` is the pack document, and the item files it lists are read
 * relative to it. Used by the CLI, the Node tests and the build (which bundles the built-in pack).
 */
export function readPackFile(packFile: string): AssembledPack {
  const base = dirname(packFile);
  const readJson = (path: string) => {
    const parsed = parseJson(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(`invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.message}`);
    return parsed.value;
  };
  let doc: unknown;
  try {
    doc = readJson(packFile);
  } catch (e) {
    return { problems: [{ severity: 'error', pointer: '', file: packFile, message: (e as Error).message }] };
  }
  return assemblePack(doc, (path) => readJson(join(base, path)), packFile);
}
