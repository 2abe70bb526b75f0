// Seeded random Underworld games whose final digests are recorded in fixtures/uw-game-digests.json:
// any change of the engine that changes a game shows here. The games are driven by a uniform pick of
// the legal actions written here (not by players.ts, which may change).
// `node --import ./scripts/register-ts.mjs tests/unit/uw-digest-games.ts --record` records them again
// (only when a rule change is meant to change the games).
import { readFileSync, writeFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, legalActions, newGame, stateDigest, uwContent } from '../../src/engine/uw/index.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { pick, seedRandom } from '../../src/engine/core/random.ts';

export const FIXTURE = new URL('./fixtures/uw-game-digests.json', import.meta.url);

export function playDigestGames(): Record<string, string> {
  const content = uwContent([readPack('content/base').pack!]);
  const out: Record<string, string> = {};
  for (let players = 1; players <= 4; players++)
    for (let g = 1; g <= 5; g++) {
      const competitive = g === 5;
      let state = newGame(content, 'underworld', { seed: `digest ${players} ${g}`, players, competitive }).state;
      const rng = seedRandom(`uw digest player ${players} ${g}`);
      let events = '';
      let actions = 0;
      for (; state.status === 'playing' && actions < 3000; actions++) {
        const result = applyAction(content, state, pick(rng, legalActions(content, state)));
        events = digest([events, result.events]);
        state = result.state;
      }
      out[`${players} players, game ${g}${competitive ? ' (competitive)' : ''}`] =
        `${stateDigest(state)} ${events} ${state.status} ${actions}`;
    }
  return out;
}

if (process.argv.includes('--record')) {
  writeFileSync(FIXTURE, JSON.stringify(playDigestGames(), null, 2) + '\n');
  console.log('recorded', FIXTURE.pathname);
}

export const recorded = (): Record<string, string> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
