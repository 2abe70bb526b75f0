import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
  const list = (folder: string) =>
    readdirSync(join(base, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json') && statSync(join(base, folder, name)).isFile())
      .map((name) =>
        relative(base, join(base, folder, name))
          .split('\\')
          .join('/'),
      )
      .sort();
  return assemblePack(doc, (path) => readJson(join(base, path)), packFile, list);
}

/** A pack given as a folder (holding pack.json) or as the pack document itself. */
export function readPack(path: string): AssembledPack {
  let isFolder = false;
  try {
    isFolder = statSync(path).isDirectory();
  } catch {
    /* reported by readPackFile as unreadable */
  }
  return readPackFile(isFolder ? join(path, 'pack.json') : path);
}
