import { hasInvisible } from '../visible-text.ts';
import { pointer } from '../problem.ts';
import type { Check } from './check.ts';

const NAMES: Record<string, string> = {
  '\u2028': 'a line separator (U+2028)',
  '\u2029': 'a paragraph separator (U+2029)',
};

/**
 * Text that holds characters one cannot see (bidi overrides, zero-width characters, the unusual
 * line terminators U+2028/U+2029, controls) is kept as written, and flagged: a warning at the
 * field, so the designer knows they are there (the app shows them as ⟦U+…⟧ marks).
 */
export const hiddenCharacters: Check = {
  name: 'hidden characters',
  run({ items }) {
    return items.flatMap(({ item, index }) => {
      const found: { path: (string | number)[]; text: string }[] = [];
      // Iterative walk: items are within the depth limit here, but no recursion is needed.
      const stack: { value: unknown; path: (string | number)[] }[] = [{ value: item, path: [] }];
      while (stack.length > 0 && found.length < 20) {
        const { value, path } = stack.pop()!;
        if (typeof value === 'string') {
          if (hasInvisible(value)) found.push({ path, text: value });
        } else if (Array.isArray(value)) value.forEach((v, i) => stack.push({ value: v, path: [...path, i] }));
        else if (typeof value === 'object' && value !== null)
          for (const [k, v] of Object.entries(value)) {
            if (hasInvisible(k)) found.push({ path, text: k });
            stack.push({ value: v, path: [...path, k] });
          }
      }
      return found.map(({ path, text }) => {
        const named = [
          ...new Set(
            [...text]
              .filter((c) => hasInvisible(c))
              .map((c) => NAMES[c] ?? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`),
          ),
        ];
        return {
          severity: 'warning' as const,
          pointer: pointer('items', index, ...path),
          message: `This text holds characters you cannot see (${named.join(', ')}); they are kept as written. Remove them unless you mean them.`,
          itemId: item.id,
        };
      });
    });
  },
};
