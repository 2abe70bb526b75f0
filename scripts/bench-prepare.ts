// prepare(packs) + the first new game, for the base pack, from a fresh packs array each time (no cache hit).
import { performance } from 'node:perf_hooks';
import { readPackFile } from '../src/cli/pack-folder.ts';
import { cocModule } from '../src/engine/coc/index.ts';
import { ccgModule } from '../src/engine/ccg/index.ts';

const { pack } = readPackFile('content/base/pack.json');
if (!pack) throw new Error('the base pack could not be read');
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
function bench(label: string, run: () => void) {
  for (let i = 0; i < 5; i++) run();
  const t: number[] = [];
  for (let i = 0; i < 40; i++) {
    const s = performance.now();
    run();
    t.push(performance.now() - s);
  }
  console.log(`${label}: median ${median(t).toFixed(2)} ms, best ${Math.min(...t).toFixed(2)} ms (40 runs)`);
}
bench('coc prepare + newGame landfall', () => {
  const g = cocModule.prepare([{ ...pack, items: [...pack.items] }]);
  g.newGame({ kind: 'chapter', id: 'landfall' }, { seed: 1 } as never);
});
bench('ccg prepare + newGame introductory-cave', () => {
  const g = ccgModule.prepare([{ ...pack, items: [...pack.items] }]);
  g.newGame({ kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 } as never);
});
