import ccgLevel from '../../../schemas/ccgLevel.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-set.ts';

/** The CCG level schema (its shared definitions are in ccg-common, registered with the cards). */
export const schemas: SchemaSet = { shared: [], items: { ccgLevel } };
