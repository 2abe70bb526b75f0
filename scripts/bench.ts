// `npm run bench`: how fast the model is. A script, not a test: it prints figures for the notes.
// Validation of the whole base pack: compile once, then validate repeatedly and report the median.
import { performance } from 'node:perf_hooks';
import { readPackFile } from '../src/cli/pack-folder.ts';
import { compileSchemas, validatePack } from '../src/model/validate.ts';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => void, repeat: number): number[] {
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times;
}

const { pack } = readPackFile('content/base/pack.json');
if (!pack) throw new Error('the base pack could not be read');

const compile = time(() => compileSchemas(), 1)[0]!;
time(() => validatePack(pack), 5); // warm up the JIT
const validate = time(() => validatePack(pack), 50);
const problems = validatePack(pack).length;

console.log(`base pack: ${pack.items.length} items`);
console.log(`compile schemas (once): ${compile.toFixed(1)} ms`);
console.log(`validate whole base pack: median ${median(validate).toFixed(2)} ms, best ${Math.min(...validate).toFixed(2)} ms (50 runs; ${problems} problems)`);
