import type { ContentItem, Pack } from '../../src/model/content.ts';
import game from '../../content/base/uw/game.json' with { type: 'json' };
import r1 from '../../content/base/uw/regions/niflheim.json' with { type: 'json' };
import r2 from '../../content/base/uw/regions/bhogavati.json' with { type: 'json' };
import r3 from '../../content/base/uw/regions/croft-manor.json' with { type: 'json' };
import r4 from '../../content/base/uw/regions/xibalba.json' with { type: 'json' };
import r5 from '../../content/base/uw/regions/jan-mayen.json' with { type: 'json' };
import r6 from '../../content/base/uw/regions/helheim.json' with { type: 'json' };
import c1 from '../../content/base/uw/cards/niflheim.json' with { type: 'json' };
import c2 from '../../content/base/uw/cards/bhogavati.json' with { type: 'json' };
import c3 from '../../content/base/uw/cards/croft-manor.json' with { type: 'json' };
import c4 from '../../content/base/uw/cards/xibalba.json' with { type: 'json' };
import c5 from '../../content/base/uw/cards/jan-mayen.json' with { type: 'json' };
import c6 from '../../content/base/uw/cards/helheim.json' with { type: 'json' };
import c7 from '../../content/base/uw/cards/progress.json' with { type: 'json' };

/** The base pack's Underworld content, for the component tests. */
export const uwPack: Pack = {
  kind: 'pack',
  id: 'base',
  name: 'Base',
  version: '1.0.0',
  description: 'The Underworld for the tests.',
  authors: ['Tests'],
  schemaVersion: 1,
  items: [game, r1, r2, r3, r4, r5, r6, c1, c2, c3, c4, c5, c6, c7].flat() as unknown as ContentItem[],
};

export const uwItem = (kind: string, id: string): ContentItem =>
  structuredClone(uwPack.items.find((i) => i.kind === kind && i.id === id)!);
