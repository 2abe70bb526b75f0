import aodCommon from '../../../schemas/aod-common.schema.json' with { type: 'json' };
import aodTile from '../../../schemas/aodTile.schema.json' with { type: 'json' };
import aodSetup from '../../../schemas/aodSetup.schema.json' with { type: 'json' };
import aodActionCard from '../../../schemas/aodActionCard.schema.json' with { type: 'json' };
import aodDiscovery from '../../../schemas/aodDiscovery.schema.json' with { type: 'json' };
import aodObject from '../../../schemas/aodObject.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-set.ts';

/** The Angel of Darkness board game: its content kinds and their shared definitions. */
export const schemas: SchemaSet = {
  shared: [aodCommon],
  items: { aodTile, aodSetup, aodActionCard, aodDiscovery, aodObject },
};
