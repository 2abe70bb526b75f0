import type { SchemaSet } from './schema-set.ts';
import ccgCommon from '../../../schemas/ccg-common.schema.json' with { type: 'json' };
import ccgCard from '../../../schemas/ccgCard.schema.json' with { type: 'json' };

// The schemas of this group are registered here as they are written.
export const schemas: SchemaSet = { shared: [ccgCommon], items: { ccgCard } };
