import type { SchemaSet } from './schema-set.ts';
import cocCommon from '../../../schemas/coc-common.schema.json' with { type: 'json' };
import tile from '../../../schemas/tile.schema.json' with { type: 'json' };
import chapter from '../../../schemas/chapter.schema.json' with { type: 'json' };
import location from '../../../schemas/location.schema.json' with { type: 'json' };
import crypt from '../../../schemas/crypt.schema.json' with { type: 'json' };
import islandBoard from '../../../schemas/islandBoard.schema.json' with { type: 'json' };

/** The Crypt of Chronos levels: tiles, chapters, island location cards, crypt cards, the island board. */
export const schemas: SchemaSet = {
  shared: [cocCommon],
  items: { tile, chapter, location, crypt, islandBoard },
};
