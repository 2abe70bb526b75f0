/**
 * What a Crypt of Chronos level takes out of the box, counted against what the box holds: the
 * level tiles, the enemy miniatures of each type (the starting enemies, and the boss), and the
 * tokens laid on the level. Setup sheets print it, with a warning for anything the box is short of.
 *
 * The box's miniatures come from the content (each standard enemy's `miniatures`; a boss is one of
 * the box's boss miniatures) and its tiles are the pack's tile items (each exists once). The token
 * counts are the rulebook's list of components (8 door tiles: 3 red, 3 blue, 2 gold; 4 switch
 * tiles: 2 red, 2 blue; 3 artifact tiles; 3 barrier tiles; 1 boulder; 1 exit token).
 *
 * The starting kit is counted too: its weapon, outfit and ability cards (the box holds one of each
 * card, a pack's own card being printed once), its Research cards (the box's research items with
 * their copies), its Special and Lara Dice (the dice items' counts), its resource tokens (each
 * resource's tokens in the bag) and its Natla-Pins (8 in the box). A chapter's challenges replace
 * the kit with their own starting setups, each checked the same way (`kitComponents`).
 */
import type { ContentItem } from './content.ts';
import { isObject } from './json-read.ts';
import { layoutOf, placements, type EditableLayout } from './coc-layout-edit.ts';

export interface ComponentCount {
  group: 'Tiles' | 'Miniatures' | 'Tokens' | 'Starting kit';
  what: string;
  needed: number;
  /** How many the box holds; undefined when the content does not say. */
  inBox: number | undefined;
}

/** The rulebook's component list: tokens laid on levels. */
export const BOX_TOKENS: Readonly<Record<string, number>> = {
  'red door': 3,
  'blue door': 3,
  'gold door': 2,
  'red switch': 2,
  'blue switch': 2,
  artifact: 3,
  barrier: 3,
  boulder: 1,
  exit: 1,
};
/** The box's boss miniatures (the rulebook's component list). */
export const BOX_BOSSES = 3;
/** The box's Natla-Pins (the rulebook's component list). */
export const BOX_NATLA_PINS = 8;

const tokenName = (t: Record<string, unknown>): string | undefined => {
  if (t.type === 'door' || t.type === 'switch') return `${String(t.colour)} ${t.type}`;
  if (['artifact', 'barrier', 'boulder', 'exit'].includes(String(t.type))) return String(t.type);
  return undefined;
};

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * The level's components, each with how many the level needs and the box holds, in the order a
 * setup sheet lists them: tiles, miniatures (starting enemies by type, then the boss), tokens.
 * `items` are the level's pack and the packs it depends on.
 */
export function componentsOf(level: ContentItem, items: readonly ContentItem[]): ComponentCount[] {
  const layout: EditableLayout = layoutOf(level);
  const out: ComponentCount[] = [];
  // Tiles: each printed once; a tile laid twice needs two.
  const tileItems = new Map(items.filter((i) => i.kind === 'tile').map((i) => [i.id, i]));
  const laid = new Map<string, number>();
  for (const p of placements(layout)) bump(laid, p.tile);
  for (const [tile, needed] of laid) {
    const item = tileItems.get(tile);
    const number = item && typeof item.number === 'number' ? item.number : tile;
    out.push({ group: 'Tiles', what: `Tile ${number}`, needed, inBox: item ? 1 : 0 });
  }
  // Miniatures: the enemies that start on spawn points, by enemy type (advanced enemies share their type's miniatures).
  const enemies = new Map(items.filter((i) => i.kind === 'enemy').map((i) => [i.id, i]));
  const standard = new Map<string, ContentItem>();
  for (const e of enemies.values())
    if (e.tier !== 'advanced' && typeof e.enemyType === 'string' && !standard.has(e.enemyType))
      standard.set(e.enemyType, e);
  const byType = new Map<string, number>();
  for (const t of layout.tokens) {
    if (!isObject(t) || t.type !== 'spawnPoint' || typeof t.enemy !== 'string' || !t.enemy) continue;
    const enemy = enemies.get(t.enemy);
    bump(byType, typeof enemy?.enemyType === 'string' ? enemy.enemyType : t.enemy);
  }
  for (const [type, needed] of byType) {
    const std = standard.get(type) ?? enemies.get(type);
    const inBox = typeof std?.miniatures === 'number' ? std.miniatures : undefined;
    out.push({ group: 'Miniatures', what: `${std?.name ?? type} miniature`, needed, inBox });
  }
  if (typeof level.boss === 'string' && level.boss) {
    const boss = items.find((i) => i.kind === 'boss' && i.id === level.boss);
    out.push({
      group: 'Miniatures',
      what: `${boss?.name ?? level.boss} (boss) miniature`,
      needed: 1,
      inBox: boss ? 1 : 0,
    });
  }
  // Tokens laid on the level.
  const tokens = new Map<string, number>();
  for (const t of layout.tokens) {
    const name = isObject(t) ? tokenName(t) : undefined;
    if (name) bump(tokens, name);
  }
  for (const [name, needed] of tokens) out.push({ group: 'Tokens', what: name, needed, inBox: BOX_TOKENS[name] });
  out.push(...kitComponents(level.start, items));
  return out;
}

const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * What a starting kit (a level's, or a challenge's starting setup) takes out of the box: its cards
 * by name, Research cards, dice, resource tokens and Natla-Pins, each against what the box holds.
 */
export function kitComponents(kit: unknown, items: readonly ContentItem[]): ComponentCount[] {
  if (!isObject(kit)) return [];
  const out: ComponentCount[] = [];
  const find = (kind: string, id: unknown) => items.find((i) => i.kind === kind && i.id === id);
  const cards = new Map<string, { kind: string; id: unknown; needed: number }>();
  const ids = [
    ...(Array.isArray(kit.weapons) ? kit.weapons.map((id) => ['weapon', id] as const) : []),
    ...(kit.outfit !== undefined ? [['outfit', kit.outfit] as const] : []),
    ...(Array.isArray(kit.abilities) ? kit.abilities.map((id) => ['ability', id] as const) : []),
  ];
  for (const [kind, id] of ids) {
    const key = `${kind}/${String(id)}`;
    const known = cards.get(key);
    if (known) known.needed++;
    else cards.set(key, { kind, id, needed: 1 });
  }
  for (const { kind, id, needed } of cards.values()) {
    const card = find(kind, id);
    out.push({
      group: 'Starting kit',
      what: `${card?.name ?? String(id)} (${kind} card)`,
      needed,
      inBox: card ? (count(card.copies) ?? 1) : 0,
    });
  }
  const research = count(kit.researchCards);
  if (research)
    out.push({
      group: 'Starting kit',
      what: 'Research cards',
      needed: research,
      inBox: items.filter((i) => i.kind === 'research').reduce((n, i) => n + (count(i.copies) ?? 1), 0),
    });
  for (const [key, die, what] of [
    ['specialDice', 'special-die', 'Special Dice'],
    ['laraDice', 'lara-die', 'Lara Dice'],
  ] as const) {
    const needed = count(kit[key]);
    if (needed) out.push({ group: 'Starting kit', what, needed, inBox: count(find('dice', die)?.count) });
  }
  for (const r of Array.isArray(kit.resources) ? kit.resources : []) {
    if (!isObject(r) || !count(r.count)) continue;
    const resource = find('resource', r.resource);
    out.push({
      group: 'Starting kit',
      what: `${resource?.name ?? String(r.resource)} tokens`,
      needed: r.count as number,
      inBox: count(resource?.inBag),
    });
  }
  const pins = count(kit.natlaPins);
  if (pins) out.push({ group: 'Starting kit', what: 'Natla-Pins', needed: pins, inBox: BOX_NATLA_PINS });
  return out;
}

/** The components the box is short of, in words: "6 Natla Tech miniatures needed, the box holds 5". */
export function shortages(counts: readonly ComponentCount[]): string[] {
  return counts
    .filter((c) => c.inBox !== undefined && c.needed > c.inBox)
    .map((c) => `${c.what}: the level needs ${c.needed}, the box holds ${c.inBox}.`);
}
