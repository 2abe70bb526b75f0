/**
 * Bosses ("Bosses", "The Crypt of Chronos"): a health track that can be worn down over several
 * attacks, at most `damageCap` damage from one attack (after the boss's own damageTaken rule, such
 * as the Polemarch's armour), first in the Enemy Phase (enemy-phase.ts turnOrder), SEEN from the
 * start when its card says so and no HIDING until it is defeated. In a level played by the crypt
 * rules the boss cannot be hurt until the artifact is taken: damage slows it down instead.
 */
import { itemOf, rulesOf, rulesOfType } from './ongoing-rules.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocState } from './types.ts';
import type { Checked } from '../../model/item-types.ts';

// Boss and enemy cards come from checked content (rule decision 575): a present field, and each field of their
// rules, has its schema's type; a draft may leave one out.
const bossCard = (content: RulesContent, type: string) => itemOf(content, 'boss', type) as Checked<'boss'> | undefined;

/** The cap when a boss card does not give one. */
export const DEFAULT_DAMAGE_CAP = 5;

export function isBoss(content: RulesContent, type: string): boolean {
  return content.figures.get(type)?.boss === true;
}

export function damageCap(content: RulesContent, type: string): number {
  return bossCard(content, type)?.damageCap ?? DEFAULT_DAMAGE_CAP;
}

/**
 * The damage a boss takes from one of Lara's attacks of `power`: its damageTaken rules first
 * (never below 0), then the cap. The Polemarch takes 3 from 4 and 5 from 8.
 */
export function bossDamageTaken(content: RulesContent, type: string, power: number): number {
  let damage = power;
  for (const r of rulesOfType(rulesOf(itemOf(content, 'boss', type)), 'damageTaken'))
    if (r.source === undefined || r.source === 'lara') damage += r.delta ?? 0;
  return Math.max(0, Math.min(damage, damageCap(content, type)));
}

/** A boss that turns Lara SEEN at the start keeps her from HIDING while it is on the level. */
export function hidingForbiddenBy(state: CocState, content: RulesContent): string | undefined {
  const boss = state.enemies.find((e) => content.figures.get(e.type)?.boss && content.figures.get(e.type)?.startsSeen);
  return boss && `${content.figures.get(boss.type)!.name} is on the level: Lara cannot hide until it is defeated`;
}

/** The Bear's rule: while it lives, an Enemy Spawn card heals it instead of spawning (rules "trigger" on
 * enemySpawnDrawn). */
export function spawnDrawnTriggers(
  state: CocState,
  content: RulesContent,
): { enemy: string; effects: readonly unknown[]; instead: boolean }[] {
  const out: { enemy: string; effects: readonly unknown[]; instead: boolean }[] = [];
  for (const e of state.enemies)
    for (const r of rulesOfType(
      rulesOf(itemOf(content, 'boss', e.type) ?? itemOf(content, 'enemy', e.type)),
      'trigger',
    ))
      if (r.on === 'enemySpawnDrawn' && r.effects)
        out.push({ enemy: e.id, effects: r.effects, instead: r.instead === true });
  return out;
}

/** Does the level follow the crypt rules (a crypt card, or a chapter marked cryptRules)? */
export function cryptRules(levelItem: { kind: string; cryptRules?: boolean }): boolean {
  return levelItem.kind === 'crypt' || levelItem.cryptRules === true;
}

/** Does this boss ignore elevation (the Natla Queen)? */
export function ignoresElevation(content: RulesContent, type: string): boolean {
  // Asked at every sight check and every enemy board; the content never changes, so each answer is kept.
  const known = content.index.flat;
  let flat = known.get(type);
  if (flat === undefined) {
    flat = rulesOf(itemOf(content, 'boss', type) ?? itemOf(content, 'enemy', type)).some(
      (r) => r.type === 'ignoreElevation',
    );
    known.set(type, flat);
  }
  return flat;
}
