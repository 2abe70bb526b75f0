// Lets Node 20 run the project's TypeScript (tests, CLI, benchmarks) directly:
// `node --import ./scripts/register-ts.mjs file.ts`. Types are stripped by esbuild; type checking
// is `npm run typecheck`'s job.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
