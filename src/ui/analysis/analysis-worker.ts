// A Web Worker of the difficulty report: plays its share of the games (analysis/analysis-job.ts) and
// posts each batch's report. The page ends it (terminate) on Cancel.
import { runJob, type AnalysisJob, type JobMessage } from '../../analysis/analysis-job.ts';

self.onmessage = (event: MessageEvent<AnalysisJob>) =>
  runJob(event.data, (message: JobMessage) => self.postMessage(message));
