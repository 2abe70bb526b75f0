/**
 * A custom starting kit's gear and the setup that gives it to Lara. Kept apart from coc-kit.ts
 * (which reads the packs through the engine) so that the launcher can use it without loading the
 * engine with the app's first page.
 */
import type { Setup } from '../engine/coc/index.ts';

/** Lara's gear in a custom kit; resources by token ("oil", "treasure:2") with how many. */
export interface KitGear {
  weapons: { id: string; ammo: number }[];
  outfits: string[];
  abilities: string[];
  specialDice: number;
  resources: Record<string, number>;
  research: string[];
  relics: string[];
}

export const emptyGear = (): KitGear => ({
  weapons: [],
  outfits: [],
  abilities: [],
  specialDice: 0,
  resources: {},
  research: [],
  relics: [],
});

/** The setup that gives Lara this kit (all she holds: the level's own kit is put back). */
export function kitInventory(gear: KitGear): NonNullable<Setup['inventory']> {
  return {
    weapons: gear.weapons.map((w) => ({ id: w.id, ammo: w.ammo })),
    outfits: [...gear.outfits],
    abilities: [...gear.abilities],
    specialDice: gear.specialDice,
    resources: Object.entries(gear.resources).flatMap(([token, n]) => Array<string>(n).fill(token)),
    research: [...gear.research],
    relics: [...gear.relics],
  };
}
