/**
 * The Crypt of Chronos engine's one table of effect functions, joined here from the modules that
 * write them (no module registers itself by being imported): the effects interpreter (effects.ts)
 * is given this table by resume.ts and craft.ts. tests/unit/effect-registry.test.ts checks that
 * every effect type of schemas/effects.schema.json has its function here or is declared by hand.
 */
import type { EffectFn, EffectTable } from './effects.ts';
import { CARD_EFFECT_FUNCTIONS } from './effect-types.ts';
import { EVENT_EFFECT_FUNCTIONS } from './event-effects.ts';
import { ISLAND_EFFECT_FUNCTIONS } from './island-maps.ts';

function joined(...tables: ReadonlyMap<string, EffectFn>[]): EffectTable {
  const all = new Map<string, EffectFn>();
  for (const table of tables)
    for (const [type, fn] of table) {
      if (all.has(type)) throw new Error(`The effect type "${type}" has two functions.`);
      all.set(type, fn);
    }
  return all;
}

export const EFFECT_FUNCTIONS: EffectTable = joined(
  CARD_EFFECT_FUNCTIONS,
  EVENT_EFFECT_FUNCTIONS,
  ISLAND_EFFECT_FUNCTIONS,
);
