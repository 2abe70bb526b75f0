/**
 * A Crypt of Chronos level's setup in words, for its setup sheet: objectives, starting kit, reward,
 * gold doors. Ids are shown by the name of the item they refer to when the packs hold it.
 */
import type { ContentItem } from '../../model/content.ts';
import { isObject, list } from '../../model/json-read.ts';

export type NameOf = (kind: string, id: unknown) => string;

/** A name finder over some items: the item's name, else the id as written. */
export function namer(items: readonly ContentItem[]): NameOf {
  const byKey = new Map(items.map((i) => [`${i.kind}/${i.id}`, i]));
  return (kind, id) => {
    const item = byKey.get(`${kind}/${String(id)}`);
    return typeof item?.name === 'string' ? item.name : String(id);
  };
}

export function objectiveWords(objective: unknown): string {
  if (!isObject(objective)) return 'An objective the sheet cannot read';
  switch (objective.type) {
    case 'collectArtifacts':
      return typeof objective.count === 'number'
        ? `Collect ${objective.count} artifact${objective.count === 1 ? '' : 's'}.`
        : 'Collect every artifact on the level.';
    case 'search':
      return 'SEARCH at least once on this level.';
    case 'research':
      return 'RESEARCH at least once on this level.';
    case 'defeatBoss':
      return 'Defeat the boss.';
    case 'reachExit':
      return 'Reach the exit.';
    case 'custom':
      return typeof objective.text === 'string' ? objective.text : 'A custom objective.';
    default:
      return String(objective.type ?? 'An objective');
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function resources(value: unknown, name: NameOf): string[] {
  return list(value).flatMap((r) =>
    isObject(r) && typeof r.count === 'number' ? [`${r.count} ${name('resource', r.resource)}`] : [],
  );
}

/** A starting kit (or a challenge's starting setup, or a checkpoint) as a list of plain phrases. */
export function kitWords(kit: unknown, name: NameOf): string[] {
  if (!isObject(kit)) return [];
  const out: string[] = [];
  const weapons = list(kit.weapons).map((w) => name('weapon', w));
  if (weapons.length) out.push(`Weapons: ${weapons.join(', ')}`);
  if (kit.outfit !== undefined) out.push(`Outfit: ${name('outfit', kit.outfit)}`);
  const abilities = list(kit.abilities).map((a) => name('ability', a));
  if (abilities.length) out.push(`Abilities: ${abilities.join(', ')}`);
  const res = resources(kit.resources, name);
  if (res.length) out.push(`Resources: ${res.join(', ')}`);
  if (typeof kit.specialDice === 'number') out.push(plural(kit.specialDice, 'Special Die', 'Special Dice'));
  if (typeof kit.laraDice === 'number') out.push(plural(kit.laraDice, 'Lara Die', 'Lara Dice'));
  if (typeof kit.researchCards === 'number') out.push(plural(kit.researchCards, 'Research card'));
  if (typeof kit.health === 'number') out.push(`Health ${kit.health}`);
  if (typeof kit.natlaPins === 'number') out.push(plural(kit.natlaPins, 'Natla-Pin'));
  if (kit.seen === true) out.push('Lara starts SEEN');
  if (typeof kit.text === 'string' && kit.text) out.push(kit.text);
  return out;
}

export function rewardWords(reward: unknown, name: NameOf): string[] {
  if (!isObject(reward)) return [];
  const out: string[] = [];
  const res = resources(reward.resources, name);
  if (res.length) out.push(`Resources: ${res.join(', ')}`);
  if (typeof reward.randomResources === 'number')
    out.push(`${plural(reward.randomResources, 'resource')} drawn from the bag`);
  for (const d of list(reward.draws))
    if (isObject(d) && typeof d.count === 'number') out.push(`Draw ${plural(d.count, `${String(d.deck)} card`)}`);
  if (typeof reward.specialDice === 'number') out.push(plural(reward.specialDice, 'Special Die', 'Special Dice'));
  if (typeof reward.health === 'number') out.push(`Health +${reward.health}`);
  if (typeof reward.text === 'string' && reward.text) out.push(reward.text);
  return out;
}

const GOLD_DOORS: Record<string, string> = {
  artifactsCollected: 'once every artifact is collected',
  bossDefeated: 'once the boss is defeated',
  objectivesComplete: 'once the objectives are complete',
  custom: 'as the level says',
};

export function goldDoorWords(goldDoors: unknown): string | undefined {
  if (!isObject(goldDoors)) return undefined;
  if (typeof goldDoors.text === 'string' && goldDoors.text) return goldDoors.text;
  return `The gold doors flip ${GOLD_DOORS[String(goldDoors.when)] ?? String(goldDoors.when)}.`;
}

/** The text lines of a list of special rules as written. */
export const specialRules = (value: unknown): string[] =>
  list(value).filter((r): r is string => typeof r === 'string' && r.trim() !== '');
