declare module 'virtual:base-pack' {
  import type { Pack } from '../model/content.ts';
  import type { Problem } from '../model/problem.ts';
  /** The built-in pack, assembled from content/ at build time (see vite.config.ts). */
  const basePack: { packs: Pack[]; problems: Problem[] };
  export default basePack;
}
