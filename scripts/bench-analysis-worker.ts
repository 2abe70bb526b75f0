// A worker thread of `npm run bench:analysis`: plays its share of the games as a page's Web Worker
// does (src/analysis/analysis-job.ts) and posts each batch's report.
import { parentPort } from 'node:worker_threads';
import { runJob, type AnalysisJob } from '../src/analysis/analysis-job.ts';

parentPort!.on('message', (job: AnalysisJob) => runJob(job, (m) => parentPort!.postMessage(m)));
// The modules are loaded (in Node through the TypeScript hooks, slower than the page's built chunk):
// the bench counts the time to the first figures from here too.
parentPort!.postMessage({ type: 'loaded' });
