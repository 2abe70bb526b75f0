// `npm run validate -- <pack folder, pack file, or folder of pack folders> [...]`: checks packs and prints one problem
// a
// line as `<file>#<pointer>: <severity>: <message>`, pointing into the file where the item is
// written. Exits 0 when no pack has errors, 1 otherwise (2 for a usage error).
import { dirname, join, relative } from 'node:path';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readPack } from './pack-folder.ts';
import { validatePack } from '../model/validate.ts';
import type { ItemSource } from '../model/pack-document.ts';
import type { Problem } from '../model/problem.ts';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: npm run validate -- <pack folder or pack file> [...]');
  process.exit(2);
}

/** A folder that is not itself a pack (no pack.json) stands for the packs in its subfolders. */
const packPaths = args.flatMap((arg) => {
  if (!isFolder(arg) || existsSync(join(arg, 'pack.json'))) return [arg];
  const inside = readdirSync(arg)
    .map((name) => join(arg, name))
    .filter((path) => existsSync(join(path, 'pack.json')))
    .sort();
  return inside.length > 0 ? inside : [arg];
});

let errors = 0;
let warnings = 0;
for (const arg of packPaths) {
  const packFile = isFolder(arg) ? join(arg, 'pack.json') : arg;
  const { pack, sources = [], problems } = readPack(arg);
  const all = [...problems, ...(pack ? validatePack(pack) : [])];
  for (const problem of all) {
    console.log(`${where(problem, packFile, sources)}: ${problem.severity}: ${problem.message}`);
    if (problem.severity === 'error') errors++;
    else warnings++;
  }
}
console.error(`${errors} error(s), ${warnings} warning(s) in ${packPaths.length} pack(s)`);
process.exit(errors > 0 ? 1 : 0);

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The file and pointer to show: inside the item's own file when the pack was assembled from files. */
function where(problem: Problem, packFile: string, sources: ItemSource[]): string {
  const rel = (file: string) => relative(process.cwd(), file) || file;
  if (problem.file)
    return `${rel(problem.file === packFile ? packFile : resolveIn(packFile, problem.file))}#${problem.pointer}`;
  const match = /^\/items\/(\d+)(.*)$/.exec(problem.pointer);
  const source = match ? sources[Number(match[1])] : undefined;
  if (match && source) return `${rel(resolveIn(packFile, source.file))}#${source.pointer}${match[2]}`;
  return `${rel(packFile)}#${problem.pointer}`;
}

function resolveIn(packFile: string, file: string): string {
  return file === packFile ? file : join(dirname(packFile), file);
}
