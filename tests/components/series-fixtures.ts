// The base game's chapters 1–3 (a series) with the cards and tiles they are played with, for the difficulty
// report's "Play as the series" (analysis-series-panel.test.ts).
import type { ContentItem, Pack } from '../../src/model/content.ts';
import { cardsPack } from './playtest-fixtures.ts';
import landfall from '../../content/base/coc/levels/chapters/chapter-01-landfall.json' with { type: 'json' };
import stair from '../../content/base/coc/levels/chapters/chapter-02-the-frozen-stair.json' with { type: 'json' };
import guard from '../../content/base/coc/levels/chapters/chapter-03-the-sleeping-guard.json' with { type: 'json' };
import tiles1 from '../../content/base/coc/levels/tiles/tiles-01-08.json' with { type: 'json' };
import tiles2 from '../../content/base/coc/levels/tiles/tiles-09-16.json' with { type: 'json' };
import tiles3 from '../../content/base/coc/levels/tiles/tiles-17-24.json' with { type: 'json' };
import tiles4 from '../../content/base/coc/levels/tiles/tiles-25-32.json' with { type: 'json' };

export const seriesPack: Pack = {
  ...cardsPack,
  id: 'series',
  name: 'Series',
  items: [...cardsPack.items, landfall, stair, guard, ...[tiles1, tiles2, tiles3, tiles4].flat()] as ContentItem[],
};
