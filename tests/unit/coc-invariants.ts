// The invariants every Crypt of Chronos state keeps (used by the random-game property tests).
import type { Pack } from '../../src/model/content.ts';
import type { RulesContent } from '../../src/engine/coc/rules-content.ts';
import type { CocState } from '../../src/engine/coc/types.ts';

export function invariantProblems(_packs: Pack | readonly Pack[], _content: RulesContent, s: CocState): string[] {
  const out: string[] = [];
  const lara = s.lara;
  if (lara.dice < 0 || lara.diceLeft < 0) out.push(`negative dice: ${lara.dice}/${lara.diceLeft}`);
  if (lara.diceLeft > lara.dice) out.push(`more dice left than owned: ${lara.diceLeft}/${lara.dice}`);
  if (lara.health < 0 || lara.health > lara.maxHealth) out.push(`health ${lara.health}/${lara.maxHealth}`);
  for (const e of s.enemies) if (e.health < 1) out.push(`enemy ${e.id} on the level with ${e.health} health`);
  if (s.bossSlow < 0) out.push(`boss slowdown ${s.bossSlow}`);
  return out;
}
