import effects from '../../../schemas/effects.schema.json' with { type: 'json' };
import rules from '../../../schemas/rules.schema.json' with { type: 'json' };
import enemy from '../../../schemas/enemy.schema.json' with { type: 'json' };
import boss from '../../../schemas/boss.schema.json' with { type: 'json' };
import weapon from '../../../schemas/weapon.schema.json' with { type: 'json' };
import outfit from '../../../schemas/outfit.schema.json' with { type: 'json' };
import ability from '../../../schemas/ability.schema.json' with { type: 'json' };
import research from '../../../schemas/research.schema.json' with { type: 'json' };
import event from '../../../schemas/event.schema.json' with { type: 'json' };
import relic from '../../../schemas/relic.schema.json' with { type: 'json' };
import condition from '../../../schemas/condition.schema.json' with { type: 'json' };
import achievement from '../../../schemas/achievement.schema.json' with { type: 'json' };
import envelope from '../../../schemas/envelope.schema.json' with { type: 'json' };
import actionCard from '../../../schemas/actionCard.schema.json' with { type: 'json' };
import dice from '../../../schemas/dice.schema.json' with { type: 'json' };
import resource from '../../../schemas/resource.schema.json' with { type: 'json' };
import recipe from '../../../schemas/recipe.schema.json' with { type: 'json' };
import type { SchemaSet } from './schema-set.ts';

/**
 * The Crypt of Chronos cards and game data. `effects` (one-shot effects, conditions, roll
 * outcomes) and `rules` (ongoing rule changes) are the vocabulary the card schemas share.
 */
export const schemas: SchemaSet = {
  shared: [effects, rules],
  items: {
    enemy,
    boss,
    weapon,
    outfit,
    ability,
    research,
    event,
    relic,
    condition,
    achievement,
    envelope,
    actionCard,
    dice,
    resource,
    recipe,
  },
};
