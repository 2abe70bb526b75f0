import type { SchemaSet } from './schema-set.ts';
import rpgCommon from '../../../schemas/rpg-common.schema.json' with { type: 'json' };
import rpgCharacter from '../../../schemas/rpgCharacter.schema.json' with { type: 'json' };
import rpgChallenge from '../../../schemas/rpgChallenge.schema.json' with { type: 'json' };
import rpgEncounter from '../../../schemas/rpgEncounter.schema.json' with { type: 'json' };

/** The Tomb Raider RPG's schemas: characters, challenges and encounters, with their shared definitions. */
export const schemas: SchemaSet = { shared: [rpgCommon], items: { rpgCharacter, rpgChallenge, rpgEncounter } };
