// A worker thread of `npm run bench:analysis`: plays its share of the games as a page's Web Worker
// does (src/analysis/analysis-job.ts; src/ui/analysis/analysis-worker.ts: one game apart after its
// first job's first figures) and posts each batch's report.
import { parentPort } from 'node:worker_threads';
import { rehearse, runJob, type AnalysisJob } from '../src/analysis/analysis-job.ts';

/** The games and bots (`game:bot+bot`) whose first job this worker has rehearsed: each bot keeps caches of its own. */
const rehearsed = new Set<string>();
parentPort!.on('message', (job: AnalysisJob) =>
  runJob(job, (m) => {
    parentPort!.postMessage(m);
    const played = `${job.game}:${job.bots.join('+')}`;
    if (rehearsed.has(played) || m.type !== 'part') return;
    rehearsed.add(played);
    rehearse(job);
  }),
);
// The modules are loaded (in Node through the TypeScript hooks, slower than the page's built chunk):
// the bench counts the time to the first figures from here too.
parentPort!.postMessage({ type: 'loaded' });
