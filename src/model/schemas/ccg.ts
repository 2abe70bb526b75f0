import type { SchemaSet } from './schema-set.ts';

// The schemas of this group are registered here as they are written.
export const schemas: SchemaSet = { shared: [], items: {} };
