// The RPG's base content as a pack, for the component tests of the RPG board and designer.
import type { ContentItem, Pack } from '../../src/model/content.ts';
import characters from '../../content/base/rpg/characters.json' with { type: 'json' };
import challenges from '../../content/base/rpg/challenges.json' with { type: 'json' };
import encounters from '../../content/base/rpg/encounters.json' with { type: 'json' };

export const rpgPack: Pack = {
  kind: 'pack',
  id: 'rpg-test',
  name: 'RPG test pack',
  version: '1.0.0',
  description: 'The RPG sample content.',
  authors: [],
  schemaVersion: 1,
  items: [...characters, ...challenges, ...encounters] as ContentItem[],
};
