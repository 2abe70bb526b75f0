// Seeded random CCG games whose final digests are recorded in fixtures/ccg-game-digests.json: the
// performance work must leave every game identical (same actions, same state, same events).
// The games are driven by their own frozen copy of the random player's first weighting (not by
// random-player.ts, which may change), so only an engine change can change them.
// `node --import ./scripts/register-ts.mjs tests/unit/ccg-digest-games.ts --record` records them again
// (only when a rule change is meant to change the games).
import { readFileSync, writeFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import {
  applyAction,
  ccgContent,
  applyActionInPlace,
  cloneState,
  legalActions,
  newGame,
  stateDigest,
  type CcgAction,
  type NewGameOptions,
} from '../../src/engine/ccg/index.ts';
import { digest } from '../../src/engine/core/digest.ts';
import { pick, randomInt, seedRandom, type RandomState } from '../../src/engine/core/random.ts';

export const FIXTURE = new URL('./fixtures/ccg-game-digests.json', import.meta.url);
const RAIDERS = ['lara-croft-spelunker', 'pierre', 'lara-croft-treasure-hunter', 'larsen'];
const GAMES_PER_LEVEL = 4;
const MAX_ACTIONS = 1000;

// The random player's weights when the fixture was recorded (frozen here on purpose).
const WEIGHTS: Partial<Record<CcgAction['type'], number>> = {
  reset: 0.02,
  stop: 0.25,
  skipSearch: 0.05,
  noDiscovery: 0.2,
  noAttack: 0.5,
};
function frozenPick(rng: RandomState, actions: CcgAction[]): CcgAction {
  const weights = actions.map((a) => WEIGHTS[a.type] ?? 1);
  let r = (randomInt(rng, 1_000_000) / 1_000_000) * weights.reduce((x, y) => x + y, 0);
  for (let i = 0; i < actions.length; i++) {
    r -= weights[i]!;
    if (r < 0) return actions[i]!;
  }
  return pick(rng, actions);
}

/**
 * GAMES_PER_LEVEL games on every base CCG level: solitaire levels with one raider, the others hot-seat with 2–4.
 * `inPlace`: through applyActionInPlace (one copy of the new game, then no copy per action) instead of applyAction;
 * `quiet` too: without events (as the random player plays when nobody reads them; the events part is left empty).
 */
export function playDigestGames(inPlace = false, quiet = false): Record<string, string> {
  const base = readPack('content/base').pack!;
  const baseContent = ccgContent(base);
  const out: Record<string, string> = {};
  for (const level of base.items.filter((i) => i.kind === 'ccgLevel')) {
    const players = level.players as { min: number; max?: number };
    for (let g = 1; g <= GAMES_PER_LEVEL; g++) {
      const n = level.solitaire ? 1 : Math.min(players.max ?? 4, Math.max(2, players.min) + (g % 3));
      const options: NewGameOptions = {
        seed: `digest ${g}`,
        players: Array.from({ length: n }, (_, i) => ({ raider: RAIDERS[(i + g) % RAIDERS.length]! })),
      };
      const player = seedRandom(`ccg digest player ${level.id} ${g}`);
      let state = newGame(baseContent, { kind: 'ccgLevel', id: level.id }, options);
      if (inPlace || quiet) state = cloneState(state);
      let events = '';
      let actions = 0;
      for (; state.status === 'playing' && actions < MAX_ACTIONS; actions++) {
        const legal = legalActions(baseContent, state);
        if (!legal.length) break;
        const action = frozenPick(player, legal);
        if (quiet) {
          if (applyActionInPlace(baseContent, state, action, { quiet: true }).length)
            throw new Error('a quiet action built events');
        } else if (inPlace) events = digest([events, applyActionInPlace(baseContent, state, action)]);
        else {
          const result = applyAction(baseContent, state, action);
          events = digest([events, result.events]);
          state = result.state;
        }
      }
      out[`${level.id} ${g} (${n} players)`] = `${stateDigest(state)} ${events} ${state.status} ${actions}`;
    }
  }
  return out;
}

if (process.argv.includes('--record')) {
  writeFileSync(FIXTURE, JSON.stringify(playDigestGames(), null, 2) + '\n');
  console.log('recorded', FIXTURE.pathname);
}

export const recorded = (): Record<string, string> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
