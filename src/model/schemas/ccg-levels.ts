import ccgCommon from '../../../schemas/ccg-common.schema.json' with { type: 'json' };
import ccgLevel from '../../../schemas/ccgLevel.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-set.ts';

/**
 * The CCG level schema. `ccg-common.schema.json` is registered here only until the card schemas
 * (src/model/schemas/ccg.ts) register the full file: a schema may be registered once, so when
 * both are merged, drop `ccgCommon` from `shared` here.
 */
export const schemas: SchemaSet = { shared: [ccgCommon], items: { ccgLevel } };
