// A Web Worker of the difficulty report: plays the jobs it is sent (analysis/analysis-job.ts), one after
// another, posting each batch's report under the job's tag (analysis-pool.ts keeps it between reports).
// The page ends it (terminate) on Cancel, when the panel goes, or when it has been idle a while. Once its
// first job's first figures are posted, it plays one game of that job apart (`rehearse`: the next jobs then
// find V8's code as the first left it), before its code is optimised and without delaying those figures.
import { rehearse, runJob, type JobMessage } from '../../analysis/analysis-job.ts';
import type { TaggedJob, TaggedMessage } from './analysis-pool.ts';

let rehearsed = false;

self.onmessage = (event: MessageEvent<TaggedJob>) => {
  const { tag, job } = event.data;
  runJob(job, (message: JobMessage) => {
    self.postMessage({ tag, message } satisfies TaggedMessage);
    if (rehearsed || message.type !== 'part') return;
    rehearsed = true;
    rehearse(job);
  });
};
