// Shared by the CoC shortcut tests: every state of seeded random games on every chapter and location of a pack.
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import type { CocState } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

/** The advanced rules, all on. */
export const ALL_ADVANCED = { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true };

/** Calls `see` after every action of random games on each chapter and location of `pack`: seeds 1, 2 and 3 (the
 * advanced rules on for 2 and 3), up to `cap` actions each, the player's generator seeded with `${tag} ${seed}`. */
export function eachRandomState(
  pack: Pack,
  tag: string,
  cap: number,
  see: (state: CocState, level: ContentItem) => void,
): void {
  const content = rulesContent(pack);
  for (const item of pack.items.filter((i) => i.kind === 'chapter' || i.kind === 'location'))
    for (const seed of [1, 2, 3])
      playRandomGame(
        content,
        { kind: item.kind as 'chapter' | 'location', id: item.id },
        { seed, ...(seed !== 1 ? { advanced: ALL_ADVANCED } : {}) },
        `${tag} ${seed}`,
        cap,
        (_before, _action, state) => see(state, item),
      );
}
