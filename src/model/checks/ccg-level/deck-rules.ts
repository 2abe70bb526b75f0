import type { Problem } from '../../problem.ts';
import type { Check } from '../check.ts';
import { cardEntries, ccgLevels, isObj, joinAnd, levelDecks, list, posInt } from './read.ts';

/** A deck that lists its cards keeps its own rules: copy limit, smallest and largest size, excluded cards. */
export const ccgLevelDeckRules: Check = {
  name: 'ccg level deck rules',
  run(context) {
    return ccgLevels(context).flatMap((level) =>
      levelDecks(level).flatMap((info) => {
        if (!Array.isArray(info.deck.cards) || !isObj(info.deck.rules)) return [];
        const problems: Problem[] = [];
        const error = (pointer: string, message: string) =>
          problems.push({ severity: 'error', pointer, message, itemId: level.item.id });
        const rules = info.deck.rules;
        const entries = cardEntries(info.deck.cards);
        const total = entries.reduce((n, e) => n + e.count, 0);
        const min = posInt(rules.minCards);
        const max = posInt(rules.maxCards);
        if (min !== undefined && total < min)
          error(`${info.pointer}/cards`, `${info.label} holds ${total} cards, but its rules ask for at least ${min}.`);
        if (max !== undefined && total > max)
          error(`${info.pointer}/cards`, `${info.label} holds ${total} cards, but its rules allow at most ${max}.`);
        const excluded = new Set(list(rules.excludedCards).filter((c): c is string => typeof c === 'string'));
        for (const e of entries)
          if (excluded.has(e.card))
            error(
              `${info.pointer}/cards/${e.index}/card`,
              `"${e.card}" may not be in this deck: its rules exclude it.`,
            );
        const limit = isObj(rules.copyLimit) ? rules.copyLimit : undefined;
        const most = limit ? posInt(limit.max) : undefined;
        if (limit && most !== undefined) {
          const exempt = list(limit.except).filter((c): c is string => typeof c === 'string');
          const seen = new Map<string, number>();
          for (const e of entries) {
            const before = seen.get(e.card) ?? 0;
            const now = before + e.count;
            seen.set(e.card, now);
            if (exempt.includes(e.card) || now <= most || before > most) continue;
            const at = e.count > most ? `${info.pointer}/cards/${e.index}/count` : `${info.pointer}/cards/${e.index}`;
            error(
              at,
              `"${e.card}" is in this deck ${now} times${before > 0 ? ' (counting the entries above)' : ''}, but the level allows at most ${most} cop${most === 1 ? 'y' : 'ies'} of each card${exempt.length ? ` other than ${joinAnd(exempt.map((c) => `"${c}"`))}` : ''}.`,
            );
          }
        }
        return problems;
      }),
    );
  },
};
