/**
 * The effects interpreter: effect lists of the content (schemas/effects.schema.json) carried out one
 * effect at a time from a stack of frames in the state. A frame points into the content (card kind,
 * id, JSON pointer to the list, next index), never at a copy, so a stopped resolution is plain data
 * and resumes after the pending decision is answered. One small function per effect type, in the
 * table passed in (effect-table.ts joins the tables of effect-types.ts, event-effects.ts and
 * island-maps.ts); a type with no function becomes a pending "apply by hand" decision.
 */
import { getAt } from '../../model/json-pointer.ts';
import type { EffectFields } from './content-fields.ts';
import { cardOf } from './cards.ts';
import type { Ctx } from './context.ts';
import type { RulesContent } from './rules-content.ts';
import type { ContentRef, EffectFrame } from './types.ts';

/** An effect of checked content (rule decision 575): its type is there; another field, where present, has its type. */
export type Effect = EffectFields;
/** Carries out one effect; `at` is where the effect itself is (for nested lists: if, choice…). */
export type EffectFn = (ctx: Ctx, effect: Effect, at: ContentRef) => void;

/** The function of each effect type the engine carries out (effect-table.ts `EFFECT_FUNCTIONS`). */
export type EffectTable = ReadonlyMap<string, EffectFn>;

/**
 * The effect types of schemas/effects.schema.json that the engine leaves to the player, by hand:
 * every other type has its function in effect-table.ts (tests/unit/effect-registry.test.ts checks both).
 */
export const BY_HAND_EFFECTS: readonly string[] = ['manual'];

/** The effect list (or any value) a reference points at. */
export function contentAt(content: RulesContent, ref: ContentRef): unknown {
  // The content never changes: each pointer into a card is read once (kept in the content's index by
  // kind, instance id and pointer).
  const byKind = content.index.pointed;
  let byId = byKind.get(ref.kind);
  if (!byId) byKind.set(ref.kind, (byId = new Map()));
  let read = byId.get(ref.id);
  if (!read) byId.set(ref.id, (read = new Map()));
  const kept = read.get(ref.pointer);
  if (kept !== undefined) return kept === NOTHING ? undefined : kept;
  const value = getAt(cardOf(content, ref.kind, ref.id), ref.pointer);
  read.set(ref.pointer, value === undefined ? NOTHING : value);
  return value;
}

/** What the index keeps for a pointer to nothing (one look-up a read instead of two). */
const NOTHING = Symbol('nothing');

export const child = (ref: ContentRef, ...path: (string | number)[]): ContentRef => ({
  kind: ref.kind,
  id: ref.id,
  pointer: path.length === 1 ? `${ref.pointer}/${path[0]}` : `${ref.pointer}/${path.join('/')}`,
});

/**
 * Schedules the effect list at `ref` to run `repeat` times (it runs before the frames below it). The engine points
 * only at the effect lists of the schemas, and the content is checked (rule decision 575): a list, or nothing.
 */
export function pushEffects(ctx: Ctx, ref: ContentRef, repeat = 1): void {
  const list = contentAt(ctx.content, ref) as readonly Effect[] | undefined;
  if (list === undefined || repeat < 1) return;
  if (list.length) ctx.state.effects.push({ kind: ref.kind, id: ref.id, pointer: ref.pointer, index: 0, repeat });
}

/** Carries out the next effect on the stack by its function in `table`; false when the stack is empty. */
export function stepEffects(ctx: Ctx, table: EffectTable): boolean {
  const stack = ctx.state.effects;
  const frame = stack[stack.length - 1];
  if (!frame) return false;
  const list = contentAt(ctx.content, frame) as readonly Effect[];
  if (frame.index >= list.length) {
    endOfList(stack, frame);
    return true;
  }
  const at = child(frame, frame.index);
  const effect = list[frame.index];
  frame.index += 1;
  if (frame.index >= list.length) endOfList(stack, frame);
  // Each effect of checked content has a type the schema names (one without is left out of the content).
  const fn = table.get(effect!.type);
  if (fn) fn(ctx, effect!, at);
  else byHand(ctx, effect!);
  return true;
}

/** A list done: again if it repeats, else off the stack (before its effect runs, so the effect may push). */
function endOfList(stack: EffectFrame[], frame: EffectFrame): void {
  if (frame.repeat > 1) {
    frame.repeat -= 1;
    frame.index = 0;
  } else stack.splice(stack.lastIndexOf(frame), 1);
}

/** Carries out one effect given as a value (a card's effect with numbers a rule changed). */
export function runEffect(ctx: Ctx, table: EffectTable, effect: Effect, at: ContentRef): void {
  const fn = table.get(effect.type);
  if (fn) fn(ctx, effect, at);
  else byHand(ctx, effect);
}

/** An effect the engine does not carry out: the player applies it by hand (the playtest shows the text). */
export function byHand(ctx: Ctx, effect: Effect): void {
  const text = effect.text ?? `the "${effect.type}" effect (${JSON.stringify(effect)})`;
  ctx.state.pending = { kind: 'manual', text };
  ctx.events.push({ type: 'manual', text: `To apply by hand: ${text}` });
}
