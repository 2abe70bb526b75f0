import type { ContentItem, Pack } from '../../src/model/content.ts';
import tiles from '../../content/base/aod/tiles.json' with { type: 'json' };
import museum from '../../content/base/aod/museum.json' with { type: 'json' };
import cards from '../../content/base/aod/action-cards.json' with { type: 'json' };
import discoveries from '../../content/base/aod/discoveries.json' with { type: 'json' };
import objects from '../../content/base/aod/objects.json' with { type: 'json' };

/** The base pack's Angel of Darkness content (tiles, museum, cards, discoveries, objects), for component tests. */
export const aodPack: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '1.0.0',
  description: '',
  authors: [],
  schemaVersion: 1,
  items: [...tiles, museum, ...cards, ...discoveries, ...objects] as unknown as ContentItem[],
};
