import common from '../../../schemas/common.schema.json' with { type: 'json' };
import pack from '../../../schemas/pack.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-set.ts';
import { schemas as cocCards } from './coc-cards.ts';
import { schemas as cocLevels } from './coc-levels.ts';
import { schemas as ccg } from './ccg.ts';
import { schemas as ccgLevels } from './ccg-levels.ts';
import { schemas as aod } from './aod.ts';
import { schemas as rpg } from './rpg.ts';
import { schemas as uw } from './uw.ts';

const sets: SchemaSet[] = [cocCards, cocLevels, ccg, ccgLevels, aod, rpg, uw];

/** Schemas that others refer to with $ref (by $id); not tied to one kind. */
export const SHARED_SCHEMAS: object[] = [common, ...sets.flatMap((s) => s.shared)];

/** The pack manifest's schema. */
export const PACK_SCHEMA: object = pack;

/** Each content kind's schema. An item whose kind is not here is reported as an unknown kind. */
export const ITEM_SCHEMAS: Record<string, object> = Object.assign({}, ...sets.map((s) => s.items));

export const SCHEMA_BASE = 'https://tomb-raider-workshop.example/schemas/';
