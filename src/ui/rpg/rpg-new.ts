/**
 * New RPG items for the designer: the least each schema requires, ready to be edited (a character of
 * middling ratings, a one-roll challenge, an encounter of open ground with nobody on it yet), and what
 * a combatant dropped on the map becomes.
 */
import type { ContentItem } from '../../model/content.ts';
import type { RpgEncounter } from '../../model/types.generated.ts';

export type RpgKind = 'rpgCharacter' | 'rpgChallenge' | 'rpgEncounter';

export const KIND_WORDS: Record<RpgKind, { one: string; many: string }> = {
  rpgCharacter: { one: 'character', many: 'Characters' },
  rpgChallenge: { one: 'challenge', many: 'Challenges' },
  rpgEncounter: { one: 'encounter', many: 'Encounters' },
};

export function newRpgItem(kind: RpgKind, id: string): ContentItem {
  switch (kind) {
    case 'rpgCharacter':
      return {
        kind,
        id,
        name: 'New character',
        role: 'raider',
        attributes: { brawn: 2, endurance: 2, quickness: 2, perception: 2, cleverness: 2, will: 2, destiny: 2 },
        skills: { traversal: 2 },
      } as ContentItem;
    case 'rpgChallenge':
      return {
        kind,
        id,
        name: 'New challenge',
        test: { competence: { skill: 'traversal' }, challenge: 3 },
        assist: 'nobody',
        characters: ['lara'],
        success: 'She makes it.',
        failure: 'She does not.',
      } as ContentItem;
    case 'rpgEncounter':
      return {
        kind,
        id,
        name: 'New encounter',
        map: { rows: ['......', '......', '......', '......'] },
        combatants: [],
        goal: { type: 'defeatOpponents' },
      } as unknown as ContentItem;
  }
}

/** A combatant id not yet taken in the encounter: the character's id, then "-2", "-3"… */
export function combatantId(encounter: RpgEncounter, character: string): string {
  const taken = new Set(encounter.combatants.map((c) => c.id));
  if (!taken.has(character)) return character;
  for (let n = 2; ; n++) if (!taken.has(`${character}-${n}`)) return `${character}-${n}`;
}
