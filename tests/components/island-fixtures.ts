// An Island Campaign for component tests: the base pack's island board Kairos, its four island
// location cards, the crypt, the tiles they lay and the base cards (playtest-fixtures.ts).
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import type { Setup } from '../../src/engine/coc/types.ts';
import { cardsPack } from './playtest-fixtures.ts';
import kairos from '../../content/base/coc/levels/island-board-kairos.json' with { type: 'json' };
import desert from '../../content/base/coc/levels/locations/desert-sinking-court.json' with { type: 'json' };
import jungle from '../../content/base/coc/levels/locations/jungle-strangler-fig-crossing.json' with { type: 'json' };
import mountain from '../../content/base/coc/levels/locations/mountain-icefall-ledge.json' with { type: 'json' };
import tomb from '../../content/base/coc/levels/locations/tomb-rolling-stone-vault.json' with { type: 'json' };
import crypt from '../../content/base/coc/levels/crypts/chamber-of-hours.json' with { type: 'json' };
import tiles1 from '../../content/base/coc/levels/tiles/tiles-01-08.json' with { type: 'json' };
import tiles2 from '../../content/base/coc/levels/tiles/tiles-09-16.json' with { type: 'json' };
import tiles3 from '../../content/base/coc/levels/tiles/tiles-17-24.json' with { type: 'json' };
import tiles4 from '../../content/base/coc/levels/tiles/tiles-25-32.json' with { type: 'json' };

export const islandPack: Pack = {
  ...cardsPack,
  id: 'island',
  name: 'Island',
  items: [
    ...cardsPack.items,
    kairos,
    desert,
    jungle,
    mountain,
    tomb,
    crypt,
    ...[tiles1, tiles2, tiles3, tiles4].flat(),
  ] as ContentItem[],
};

/** A new Island Campaign on Kairos (the Lara-Pin's start is the first decision). */
export function campaignSession(seed: number | string = 1, setup?: Setup): PlaytestSession {
  return new PlaytestSession({
    packs: [islandPack],
    level: { kind: 'islandBoard', id: 'kairos' },
    title: 'Kairos',
    options: { seed, mode: 'campaign', ...(setup ? { setup } : {}) },
  });
}

/** A campaign whose first level (Strangler Fig Crossing) is done but for leaving: Lara on its exit with SEARCH and
 * RESEARCH ticked. */
export function campaignAtExit(seed: number | string = 1, island?: Setup['island']): PlaytestSession {
  return campaignSession(seed, {
    lara: { at: { x: 8, y: 5 } },
    searched: true,
    researched: true,
    ...(island ? { island } : {}),
  });
}
