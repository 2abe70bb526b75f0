/**
 * The bots and a boss the level requires ("defeat the boss" among its objectives, rulebook "Bosses"):
 * which boss stands between Lara and the end, what it still costs on her route, and careful's rule of
 * thumb for fighting it. A boss takes partial damage (at most its cap from one attack, after its own
 * armour), so every point counts; a MELEE that leaves it standing ends the Lara Phase, and while SEEN
 * each success of a MELEE deals 1 damage. The bots read only what the table shows: the boss's health,
 * its card and where it stands.
 */
import { bossDamageTaken } from './boss.ts';
import { itemOf } from './ongoing-rules.ts';
import { objectivesOf } from './objectives.ts';
import type { Level } from './level.ts';
import type { RulesContent } from './rules-content.ts';
import type { CocAction, CocState, EnemyState } from './types.ts';

/** Expected successes of one Lara Die (bot-careful.ts PER_DIE). */
const PER_DIE = 0.8;
/** What a boss costs on the route besides its health: the fight's dice and danger. */
export const BOSS_FIGHT = 6;
/** What each health point a required boss has left costs on the route (in move points). */
export const BOSS_HEALTH = 3;

/** The dice careful keeps for a strike on the boss when it walks up to it (a strike of fewer is seldom worth it). */
export const BOSS_DICE = 4;

/** The boss Lara must defeat to finish (an objective, or the gold doors' rule), while it is on the level. */
export function requiredBoss(level: Level, state: CocState, content: RulesContent): EnemyState | undefined {
  if (level.goldDoors !== 'bossDefeated' && !objectivesOf(level, state).some((o) => o.type === 'defeatBoss'))
    return undefined;
  return state.enemies.find((e) => content.figures.get(e.type)?.boss);
}

/** The route's price of a required boss: the fight and each health point left. */
export const bossCost = (boss: EnemyState) => BOSS_FIGHT + BOSS_HEALTH * boss.health;

/** Does the attack aim at the enemy's space? */
const aimsAt = (a: CocAction, e: EnemyState) =>
  'target' in a && !!a.target && a.target.x === e.at.x && a.target.y === e.at.y;

const plainAttack = (a: CocAction): a is CocAction & { type: 'fire' | 'melee'; dice: number } =>
  (a.type === 'fire' || a.type === 'melee') && !('special' in a && a.special);

/** The attacks on the boss with the most dice: one shot per weapon and one MELEE (for the planner's candidates). */
export function bossAttacks(legal: CocAction[], boss: EnemyState): CocAction[] {
  const best = new Map<string, CocAction & { dice: number }>();
  for (const a of legal) {
    if (!plainAttack(a) || !aimsAt(a, boss)) continue;
    const key = a.type === 'fire' ? `fire|${a.weapon}` : 'melee';
    const had = best.get(key);
    if (!had || a.dice > had.dice) best.set(key, a);
  }
  // Shots first: a shot that leaves the boss standing does not end the phase.
  return [...best.values()].sort((a, b) => (a.type === b.type ? 0 : a.type === 'fire' ? -1 : 1));
}

/** Damage a strike of `successes` deals the boss (1 a success while SEEN, 2 while HIDDEN; its armour and cap). */
function strikeDamage(content: RulesContent, state: CocState, boss: EnemyState, successes: number): number {
  return bossDamageTaken(content, boss.type, successes * (state.sight === 'hidden' ? 2 : 1));
}

/**
 * Careful's fight with a required boss within reach: a shot with the most dice (and ammo) whenever a
 * weapon can reach it; a MELEE with every die left when the strike is worth at least 2 damage (or what
 * the boss has left). The boss pursues a SEEN Lara and strikes from its range anyway; crafting health
 * comes first (careful's order), and the planner weighs a strike against running (bot-planner.ts).
 */
export function bossFight(
  level: Level,
  state: CocState,
  content: RulesContent,
  legal: CocAction[],
): CocAction | undefined {
  const boss = requiredBoss(level, state, content);
  if (!boss) return undefined;
  const attacks = bossAttacks(legal, boss);
  for (const a of attacks) {
    if (a.type !== 'fire') continue;
    const w = state.inventory.weapons.find((x) => 'weapon' in a && x.id === a.weapon);
    const card = w && (itemOf(content, 'weapon', w.id) as { power?: number } | undefined);
    if (w && w.ammo > 0 && (card?.power ?? 1) * (dice(a) * PER_DIE + Math.min(w.ammo, 3)) >= 2) return a;
  }
  const melee = attacks.find((a) => a.type === 'melee');
  if (!melee) return undefined;
  // It pursues her (SEEN) and strikes from its range whether she strikes or not: a strike worth 2 is taken.
  const expected = strikeDamage(content, state, boss, Math.round(dice(melee) * PER_DIE));
  return expected >= Math.min(2, boss.health) ? melee : undefined;
}

const dice = (a: CocAction) => ('dice' in a && typeof a.dice === 'number' ? a.dice : 0);
