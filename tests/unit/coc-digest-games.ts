// Seeded random games whose final digests are recorded in fixtures/coc-game-digests.json: the
// performance work must leave every game identical (same actions, same state, same events).
// `node --import ./scripts/register-ts.mjs tests/unit/coc-digest-games.ts --record` records them again
// (only when a rule change is meant to change the games).
import { readFileSync, writeFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame, stateDigest } from '../../src/engine/coc/game.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { seedRandom } from '../../src/engine/core/random.ts';
import { randomAction } from '../../src/engine/coc/random-player.ts';
import type { GameMode, CocState, GameRef, NewGameOptions } from '../../src/engine/coc/types.ts';
import { rulesContent, type RulesContent } from '../../src/engine/coc/rules-content.ts';

export const FIXTURE = new URL('./fixtures/coc-game-digests.json', import.meta.url);

interface Game {
  ref: GameRef;
  mode: GameMode;
  seed: string;
  advanced: boolean;
}

/** 200 games on every chapter, location and crypt of the base pack (chapters also as series; a third with the advanced
 * rules), then 10 Island Campaigns. */
export function digestGames(): Game[] {
  const base = readPack('content/base').pack!;
  const levels: { ref: GameRef; mode: GameMode }[] = [];
  for (const item of base.items) {
    if (item.kind === 'chapter')
      levels.push(
        { ref: { kind: 'chapter', id: item.id }, mode: 'single' },
        { ref: { kind: 'chapter', id: item.id }, mode: 'series' },
        { ref: { kind: 'chapter', id: item.id }, mode: 'single' },
      );
    if (item.kind === 'location' || item.kind === 'crypt')
      levels.push({ ref: { kind: item.kind, id: item.id }, mode: 'single' });
  }
  const games: Game[] = [];
  for (let g = 0; g < 200; g++)
    games.push({ ...levels[g % levels.length]!, seed: `digest ${g}`, advanced: g % 3 === 0 });
  // Then 10 Island Campaigns on each board (after the 200, so that their keys stay as they were).
  for (const board of base.items.filter((i) => i.kind === 'islandBoard'))
    for (let g = 0; g < 10; g++)
      games.push({
        ref: { kind: 'islandBoard', id: board.id },
        mode: 'campaign',
        seed: `digest campaign ${g}`,
        advanced: g % 3 === 0,
      });
  return games;
}

/**
 * One seeded random game, the same loop as playRandomGame (the random player seeded by `player <seed>`,
 * at most 1,500 actions), keeping every action's events folded into one digest.
 */
export function playDigestGame(
  content: RulesContent,
  ref: GameRef,
  options: NewGameOptions,
): { state: CocState; events: string; actions: number } {
  const player = seedRandom(`player ${String(options.seed)}`);
  let state = newGame(content, ref, options);
  let events = '';
  let actions = 0;
  for (; state.status === 'playing' && actions < 1500; actions++) {
    const action = randomAction(content, state, player);
    if (!action) break;
    const result = applyAction(content, state, action);
    events = digest([events, result.events]);
    state = result.state;
  }
  return { state, events, actions };
}

export function playDigestGames(games = digestGames()): Record<string, string> {
  const content = rulesContent(readPack('content/base').pack!);
  const out: Record<string, string> = {};
  for (const game of games) {
    const options = {
      seed: game.seed,
      mode: game.mode,
      ...(game.advanced
        ? { advanced: { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true } }
        : {}),
    };
    const { state, events, actions } = playDigestGame(content, game.ref, options);
    out[`${game.seed} ${game.ref.id} ${game.mode}${game.advanced ? ' advanced' : ''}`] =
      `${stateDigest(state)} ${events} ${state.status} ${actions}`;
  }
  return out;
}

if (process.argv.includes('--record')) {
  writeFileSync(FIXTURE, JSON.stringify(playDigestGames(), null, 2) + '\n');
  console.log('recorded', FIXTURE.pathname);
}

export const recorded = (): Record<string, string> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
