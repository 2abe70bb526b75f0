// A Web Worker of the difficulty report: plays the jobs it is sent (analysis/analysis-job.ts), one after
// another, posting each batch's report under the job's tag (analysis-pool.ts keeps it between reports).
// The page ends it (terminate) on Cancel, when the panel goes, or when it has been idle a while.
import { runJob, type JobMessage } from '../../analysis/analysis-job.ts';
import type { TaggedJob, TaggedMessage } from './analysis-pool.ts';

self.onmessage = (event: MessageEvent<TaggedJob>) => {
  const { tag, job } = event.data;
  runJob(job, (message: JobMessage) => self.postMessage({ tag, message } satisfies TaggedMessage));
};
