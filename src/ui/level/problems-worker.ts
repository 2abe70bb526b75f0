// Runs the content model's validation (ajv + checks) off the page's main thread, so that compiling
// the schemas (about half a second, once) and each check never hold up editing.
import type { ContentItem, Pack } from '../../model/content.ts';
import { validatePack } from '../../model/validate.ts';
import { levelProblems } from '../../model/level-problems.ts';

export type ProblemsRequest =
  | { type: 'packs'; packs: Pack[] }
  | { type: 'check'; id: number; draft: ContentItem; extra: ContentItem[] };

let dependencies: Pack[] = [];

self.onmessage = (event: MessageEvent<ProblemsRequest>) => {
  const message = event.data;
  if (message.type === 'packs') dependencies = message.packs;
  else self.postMessage({ id: message.id, problems: levelProblems(message.draft, message.extra, dependencies, validatePack) });
};
