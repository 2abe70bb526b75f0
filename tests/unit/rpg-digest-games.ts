// Seeded RPG games whose final digests are recorded in fixtures/rpg-game-digests.json: a change to the
// engine that changes any game shows here. `node --import ./scripts/register-ts.mjs tests/unit/rpg-digest-games.ts
// --record`
// records them again (only when a rule change is meant to change the games).
import { readFileSync, writeFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { stateDigest } from '../../src/engine/rpg/game.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { rpgContent } from '../../src/engine/rpg/index.ts';
import { play } from './rpg-helpers.ts';

export const FIXTURE = new URL('./fixtures/rpg-game-digests.json', import.meta.url);

/** Four games of each level of the base pack, two by each bot: final digest, status, number of actions, events. */
export function playDigestGames(): Record<string, string> {
  const content = rpgContent([readPack('content/base').pack!]);
  const out: Record<string, string> = {};
  for (const level of content.levels)
    for (const bot of ['random', 'sensible'] as const)
      for (let g = 0; g < 2; g++) {
        const seed = `digest ${g}`;
        const { state, actions } = play(content, level, seed, bot);
        out[`${level.id} ${bot} ${seed}`] =
          `${stateDigest(state)} ${state.status} ${actions.length} ${digest(state.actions)}`;
      }
  return out;
}

if (process.argv.includes('--record')) {
  writeFileSync(FIXTURE, JSON.stringify(playDigestGames(), null, 2) + '\n');
  console.log('recorded', FIXTURE.pathname);
}

export const recorded = (): Record<string, string> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
