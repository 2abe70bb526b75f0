/**
 * Every game module of the product, by id: the one list that the CLI, the play shell, the analysis
 * and the print sheets go through. A new game is one line here (docs/architecture.md, "Adding a game").
 */
import type { GameModule } from './core/game-module.ts';
import { cocModule } from './coc/index.ts';
import { ccgModule } from './ccg/index.ts';
import { aodModule } from './aod/index.ts';
import { rpgModule } from './rpg/index.ts';
import { uwModule } from './uw/index.ts';

export type {
  GameId,
  GameModule,
  PreparedGame,
  Player,
  LevelRef,
  Applied,
  Log,
  ScenarioRun,
} from './core/game-module.ts';

export const GAMES: readonly GameModule[] = [
  cocModule as GameModule,
  ccgModule as GameModule,
  aodModule as GameModule,
  rpgModule as GameModule,
  uwModule as GameModule,
];

/** The module of a game id, or undefined for an id no module has. */
export function gameModule(id: string): GameModule | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The module whose content kinds include this kind (which game a content item belongs to). */
export function gameOfKind(kind: string): GameModule | undefined {
  return GAMES.find((g) => g.kinds.includes(kind));
}
