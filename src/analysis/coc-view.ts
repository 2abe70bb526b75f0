/**
 * What the playtest shows of the engine's cards, read with the engine's own functions: card names,
 * a weapon's range template turned with Lara's facing (which spaces it can hit now), what the
 * Craft Bench can make now and the tokens it would spend, the text of a choice's options.
 * Pure: no DOM. The playtest's views call these instead of reading the content themselves.
 */
import type { RulesContent } from '../engine/coc/index.ts';
import { levelOf } from '../engine/coc/index.ts';
import { cardIdOf } from '../engine/coc/index.ts';
import { cellAt, lineOfFire } from '../engine/coc/index.ts';
import { affordable, recipeCost } from '../engine/coc/index.ts';
import { showToken } from '../engine/coc/index.ts';
import { contentAt } from '../engine/coc/index.ts';
import type { Ctx } from '../engine/coc/index.ts';
import type { ContentRef, CocState, Point } from '../engine/coc/index.ts';

const ctxOf = (content: RulesContent, state: CocState): Ctx => ({
  level: levelOf(content, state.level),
  state,
  content,
  events: [],
});

/** A card's name by its kind and instance id ("wildlife-spawn#2"), or the id when the pack lacks it. */
export function cardName(content: RulesContent, kind: string, instance: string): string {
  const id = cardIdOf(instance);
  const item = content.items.find((i) => i.kind === kind && i.id === id);
  return typeof item?.name === 'string' ? item.name : id;
}

/** A card's own text (its `text` field), if it has one. */
export function cardText(content: RulesContent, kind: string, instance: string): string | undefined {
  const id = cardIdOf(instance);
  const item = content.items.find((i) => i.kind === kind && i.id === id);
  return typeof item?.text === 'string' ? item.text : undefined;
}

export interface RangeSpace {
  at: Point;
  /** Why a shot cannot hit it now, or undefined when it can. */
  blocked?: string;
}

/** Every space of the weapon's range template from Lara's space and facing. */
export function weaponRange(
  content: RulesContent,
  state: CocState,
  weapon: string,
): { mode: 'choice' | 'all'; spaces: RangeSpace[] } {
  const ctx = ctxOf(content, state);
  const card = ctx.content.items.find((i) => i.kind === 'weapon' && i.id === weapon);
  const range = (card?.range ?? {}) as { mode?: string; cells?: { forward: number; right: number }[] };
  const spaces = (range.cells ?? []).map((c) => {
    const blocked = lineOfFire(ctx, c);
    return { at: cellAt(state.lara.at, state.lara.facing, c), ...(blocked ? { blocked } : {}) };
  });
  return { mode: range.mode === 'all' ? 'all' : 'choice', spaces };
}

export interface CraftOption {
  recipe: string;
  name: string;
  text?: string;
  /** The cost as the card gives it, in words ("1 scrap, 1 oil"). */
  cost: string;
  /** The tokens the engine will spend (the cheapest way), or undefined when Lara cannot pay. */
  tokens?: string[];
}

/** Every recipe of the Craft Bench, with what it costs and the tokens it would take now. */
export function craftOptions(content: RulesContent, state: CocState): CraftOption[] {
  const ctx = ctxOf(content, state);
  return ctx.content.items
    .filter((i) => i.kind === 'recipe')
    .map((r) => {
      const cost = [...recipeCost(ctx, r.id)].map(([res, n]) => `${n} ${res}`).join(', ');
      const tokens = affordable(ctx, r.id);
      return {
        recipe: r.id,
        name: typeof r.name === 'string' ? r.name : r.id,
        ...(typeof r.text === 'string' ? { text: r.text } : {}),
        cost,
        ...(tokens ? { tokens } : {}),
      };
    });
}

export const tokenWords = (tokens: readonly string[]) => tokens.map(showToken).join(', ');

/** The options of a choice (a trap, a card's choice): label and text, read where the decision points. */
export function choiceOptions(
  content: RulesContent,
  ref: ContentRef,
  labels: readonly string[],
): { label: string; text?: string }[] {
  const list = contentAt(content, ref);
  return labels.map((label, i) => {
    const o = Array.isArray(list) ? (list[i] as { label?: unknown; text?: unknown } | undefined) : undefined;
    return {
      label: typeof o?.label === 'string' ? o.label : label,
      ...(typeof o?.text === 'string' ? { text: o.text } : {}),
    };
  });
}

/** The card (name and text) a choice belongs to. */
export function choiceCard(content: RulesContent, ref: ContentRef): { name: string; text?: string } {
  // The options sit in a side of the card (an event's "/lara/options"): the side's name and text say the most.
  const sidePointer = ref.pointer.replace(/\/options$/, '');
  const side =
    sidePointer && sidePointer !== ref.pointer ? contentAt(content, { ...ref, pointer: sidePointer }) : undefined;
  const s = side as { name?: unknown; text?: unknown } | undefined;
  const name = typeof s?.name === 'string' ? s.name : cardName(content, ref.kind, ref.id);
  const text = typeof s?.text === 'string' ? s.text : cardText(content, ref.kind, ref.id);
  return { name, ...(text ? { text } : {}) };
}
