// Seeded random games of the three multiplayer modes (engine/coc/players.ts), their final digests
// recorded in fixtures/coc-multiplayer-digests.json: a later change that alters how a mode plays
// shows here. Every seat is played by the random player (the enemy side's decisions included).
// `node --import ./scripts/register-ts.mjs tests/unit/coc-multiplayer-digest-games.ts --record`
// records them again (only when a rule change is meant to change the games).
import { readFileSync, writeFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { stateDigest } from '../../src/engine/coc/game.ts';
import { PLAYERS_MODES } from '../../src/engine/coc/players.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import type { GameRef, NewGameOptions } from '../../src/engine/coc/types.ts';
import { playDigestGame } from './coc-digest-games.ts';

export const FIXTURE = new URL('./fixtures/coc-multiplayer-digests.json', import.meta.url);
const LEVELS: GameRef[] = [
  { kind: 'chapter', id: 'landfall' },
  { kind: 'chapter', id: 'the-sleeping-guard' },
  { kind: 'chapter', id: 'the-frozen-stair' },
  { kind: 'crypt', id: 'chamber-of-hours' },
];

/** 8 games of each mode: every level, 2 to 4 players, a series and advanced enemies among them. */
export function multiplayerGames(): { ref: GameRef; options: NewGameOptions; key: string }[] {
  const games = [];
  for (const mode of PLAYERS_MODES)
    for (let g = 0; g < 8; g++) {
      const ref = LEVELS[g % LEVELS.length]!;
      const count = 2 + (g % 3);
      const options: NewGameOptions = { seed: `multi ${mode} ${g}`, players: { mode, count } };
      if (g === 5) options.mode = 'series';
      if (g % 4 === 3)
        options.advanced = { spawn: true, rotation: true, stats: true, locationBoost: true, ability: true };
      games.push({
        ref,
        options,
        key:
          `${mode} ${g} ${ref.id} ${count} players` +
          `${options.mode ? ' series' : ''}${options.advanced ? ' advanced' : ''}`,
      });
    }
  return games;
}

export function playMultiplayerGames(): Record<string, string> {
  const content = rulesContent(readPack('content/base').pack!);
  const out: Record<string, string> = {};
  for (const { ref, options, key } of multiplayerGames()) {
    const { state, events, actions } = playDigestGame(content, ref, options);
    out[key] = `${stateDigest(state)} ${events} ${state.status} ${actions} round ${state.round}`;
  }
  return out;
}

if (process.argv.includes('--record')) {
  writeFileSync(FIXTURE, JSON.stringify(playMultiplayerGames(), null, 2) + '\n');
  console.log('recorded', FIXTURE.pathname);
}

export const recorded = (): Record<string, string> => JSON.parse(readFileSync(FIXTURE, 'utf8'));
