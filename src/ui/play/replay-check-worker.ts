// A Web Worker that checks a loaded replay (analysis/replay-check.ts) off the page's thread; posts the words, if any.
import { replayCheck, type ReplayCheckJob } from '../../analysis/replay-check.ts';

self.onmessage = (event: MessageEvent<ReplayCheckJob>) => {
  let problem: string | undefined;
  try {
    problem = replayCheck(event.data.packs, event.data.file);
  } catch (e) {
    problem = `The replay could not be checked: ${e instanceof Error ? e.message : String(e)}`;
  }
  self.postMessage({ problem });
};
