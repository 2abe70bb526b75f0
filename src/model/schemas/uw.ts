import type { SchemaSet } from './schema-set.ts';
import uwCommon from '../../../schemas/uw-common.schema.json' with { type: 'json' };
import uwRegion from '../../../schemas/uwRegion.schema.json' with { type: 'json' };
import uwCard from '../../../schemas/uwCard.schema.json' with { type: 'json' };
import uwGame from '../../../schemas/uwGame.schema.json' with { type: 'json' };

/** The Tomb Raider Underworld board game's schemas: regions, cards and the whole game. */
export const schemas: SchemaSet = { shared: [uwCommon], items: { uwRegion, uwCard, uwGame } };
