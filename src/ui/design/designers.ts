/**
 * The designers of the games that have no area of their own (the Angel of Darkness museum, the
 * Underworld regions, the RPG's characters, challenges and encounters): each is listed here once and
 * shown in the "Other games" area (design-area.ts), its code fetched only when it is first shown. The
 * library offers "Open in …" for every kind a designer opens.
 *
 * A designer is a custom element with a `ref` property (the item it has open, or undefined for its
 * start screen, where it lists the items it can open and makes new ones). It reaches the store through
 * the store context and edits items through the store's documents (autosaved, undoable), as the level
 * editor and the CCG designer do. To open an item in it from elsewhere: openInGameDesigner.
 */
import type { GameId } from '../../engine/core/game-module.ts';

export interface GameDesigner {
  game: GameId;
  /** Its name, as its tab and the library's "Open in …" button say it ("Museum designer"). */
  name: string;
  /** The kinds of item it opens. */
  kinds: readonly string[];
  /** Its custom element's tag. */
  tag: string;
  /** Fetches its code (which defines the element). */
  load(): Promise<unknown>;
}

export const DESIGNERS: readonly GameDesigner[] = [
  {
    game: 'aod',
    name: 'Museum designer',
    kinds: ['aodSetup', 'aodTile'],
    tag: 'tr-aod-designer',
    load: () => import('../aod/aod-designer.ts'),
  },
  {
    game: 'rpg',
    name: 'RPG designer',
    kinds: ['rpgCharacter', 'rpgChallenge', 'rpgEncounter'],
    tag: 'tr-rpg-designer',
    load: () => import('../rpg/rpg-designer.ts'),
  },
  {
    game: 'uw',
    name: 'Region designer',
    kinds: ['uwGame', 'uwRegion', 'uwCard'],
    tag: 'tr-uw-designer',
    load: () => import('../uw/uw-designer.ts'),
  },
];

export function designerOfKind(kind: string): GameDesigner | undefined {
  return DESIGNERS.find((d) => d.kinds.includes(kind));
}

export function designerOfGame(game: string): GameDesigner | undefined {
  return DESIGNERS.find((d) => d.game === game);
}
