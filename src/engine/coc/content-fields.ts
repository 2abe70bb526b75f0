/**
 * The effects, rules and conditions of checked content (engine/core/checked-content.ts, rule decision
 * 575) as the card, effect and gear modules read them: the type is there, any other field may be
 * missing, and a field that is there has the type the schema gives it in some effect (or rule) type.
 */
import type { AnyFields, Loose } from '../../model/item-types.ts';
import type * as T from '../../model/types.generated.ts';

/** One effect of schemas/effects.schema.json, with the fields of every effect type readable. */
export type EffectFields = Omit<
  AnyFields<Loose<T.EffectsEffect>>,
  'type' | 'options' | 'condition' | 'then' | 'else' | 'effects' | 'rule'
> & {
  type: string;
  options?: readonly OptionFields[];
  condition?: ConditionFields;
  then?: readonly EffectFields[];
  else?: readonly EffectFields[];
  effects?: readonly EffectFields[];
  rule?: RuleFields;
};

/** One rule of schemas/rules.schema.json, with the fields of every rule type readable. */
export type RuleFields = Omit<AnyFields<Loose<T.Rule>>, 'type' | 'rules' | 'effects' | 'condition'> & {
  type: string;
  rules?: readonly RuleFields[];
  effects?: readonly EffectFields[];
  condition?: ConditionFields;
};

/** A condition of schemas/effects.schema.json ("if", "while"). */
export type ConditionFields = Omit<AnyFields<Loose<T.EffectsCondition>>, 'type'> & { type: string };

/** What Lara has at a starting point (a level's, challenge's or checkpoint's "start", an island board's). */
export type KitFields = Loose<T.Kit>;

/** One option of a choice or a trap: its label and effects. */
export type OptionFields = { label?: string; text?: string; effects?: readonly EffectFields[] };

/** One box of an action or ability card. */
export type OutcomeFields = AnyFields<Loose<T.Outcome>>;
