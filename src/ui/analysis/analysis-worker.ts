// A Web Worker of the difficulty report: plays the jobs it is sent (analysis/analysis-job.ts), one after
// another, posting each batch's report under the job's tag (analysis-pool.ts keeps it between reports).
// The page ends it (terminate) on Cancel, when the panel goes, or when it has been idle a while. Once its
// first job of a game and bots has posted its first figures, it plays one game of that job apart (`rehearse`:
// so that the next jobs do not deoptimise the code the first one had optimised), without delaying those figures.
import { rehearse, runJob, type JobMessage } from '../../analysis/analysis-job.ts';
import type { TaggedJob, TaggedMessage } from './analysis-pool.ts';

/** The games and bots (`game:bot+bot`) whose first job this worker has rehearsed: each bot keeps caches of its own. */
const rehearsed = new Set<string>();

self.onmessage = (event: MessageEvent<TaggedJob>) => {
  const { tag, job } = event.data;
  runJob(job, (message: JobMessage) => {
    self.postMessage({ tag, message } satisfies TaggedMessage);
    const played = `${job.game}:${job.bots.join('+')}`;
    if (rehearsed.has(played) || message.type !== 'part') return;
    rehearsed.add(played);
    rehearse(job);
  });
};
