import type { Check } from './check.ts';

// The checks of this group are listed here as they are written.
export const cocCardsChecks: Check[] = [];
