// Issue 20: bots never read what a player at the table could not see (the dice to come, the Event Deck's and the
// other decks' order) unless they are the "oracle". At each decision of seeded games, a bot that is not the oracle
// chooses the same action on the true state and on a copy with everything hidden drawn again (the same bot
// generator); the oracle, which plays its futures on the true state, does not always.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import {
  applyActionInPlace,
  newGame,
  rulesContent,
  type CocAction,
  type CocState,
} from '../../src/engine/coc/index.ts';
import { determinize } from '../../src/engine/coc/bot-plan.ts';
import * as ccg from '../../src/engine/ccg/index.ts';
import { seedRandom, type RandomState } from '../../src/engine/core/random.ts';

const pack = readPack('content/base').pack!;
const cocPlayers = gameModule('coc')!.prepare([pack]).players;
const ccgPlayers = gameModule('ccg')!.prepare([pack]).players;
const content = rulesContent(pack);
const ccgContent = ccg.ccgContent(pack);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Plays a careful game of `level` and asks `bot` at each decision on the true state and on a hidden-redrawn copy. */
function cocDecisions(bot: string, level: string, seed: number, decisions: number): { asked: number; differ: number } {
  const state = newGame(content, { kind: 'chapter', id: level }, { seed });
  const walk = seedRandom(`walk ${seed}`);
  let asked = 0;
  let differ = 0;
  for (let n = 0; n < decisions && state.status === 'playing'; n++) {
    const random: RandomState = seedRandom(`bot ${seed}:${n}`);
    const onTrue = cocPlayers[bot]!.choose(structuredClone(state), [...random] as RandomState);
    const redrawn: CocState = determinize(state, seedRandom(`table ${seed}:${n}`));
    const onRedrawn = cocPlayers[bot]!.choose(redrawn, [...random] as RandomState);
    asked++;
    if (!same(onTrue, onRedrawn)) differ++;
    applyActionInPlace(content, state, cocPlayers.careful!.choose(state, walk) as CocAction);
  }
  return { asked, differ };
}

test('CoC: random, careful and the planner choose the same on the table with the hidden order drawn again', () => {
  // Careful's one-step looks (traps, events) come a few times a game: several games of two chapters.
  const games = { random: [4], careful: [4, 5, 6, 7, 8], planner: [4] } as Record<string, number[]>;
  for (const bot of ['random', 'careful', 'planner'])
    for (const level of ['landfall', 'the-frozen-stair'])
      for (const seed of games[bot]!) {
        const { asked, differ } = cocDecisions(bot, level, seed, bot === 'planner' ? 60 : 300);
        assert.ok(asked >= 20, `${bot}: ${asked} decisions`);
        assert.equal(differ, 0, `${bot} on ${level} (seed ${seed}) chose otherwise in ${differ} of ${asked} decisions`);
      }
});

test('CoC: the oracle reads the hidden order (its choices change with it)', () => {
  assert.equal(cocPlayers.oracle!.oracle, true);
  const { differ } = cocDecisions('oracle', 'landfall', 4, 60);
  assert.ok(differ > 0, 'the oracle chose the same everywhere');
});

/** A CCG state with the decks' order and the dice to come drawn again: what no player at the table sees. */
function ccgRedrawn(state: ccg.CcgState, n: number): ccg.CcgState {
  const copy = structuredClone(state);
  copy.random = seedRandom(`table ${n}`);
  copy.levelDecks = copy.levelDecks.map((d) => [...d].reverse());
  copy.obstacleDeck = [...copy.obstacleDeck].reverse();
  for (const r of copy.raiders) r.deck = [...r.deck].reverse();
  return copy;
}

test('CCG: random and the explorer choose the same with the decks and dice drawn again, solitaire and hot-seat', () => {
  const level = { kind: 'ccgLevel' as const, id: 'introductory-cave' };
  const games: ccg.NewGameOptions[] = [
    { seed: 3 },
    { seed: 5, mode: 'hotSeat', players: [{ raider: 'lara-croft-spelunker' }, { raider: 'pierre' }] },
  ];
  for (const options of games)
    for (const bot of ['random', 'explorer']) {
      let state = ccg.newGame(ccgContent, level, options);
      const walk = seedRandom('walk');
      let asked = 0;
      let next = 0;
      for (let n = 0; n < 400 && state.status === 'playing'; n++) {
        const random: RandomState = seedRandom(`bot ${n}`);
        const onTrue = ccgPlayers[bot]!.choose(structuredClone(state), [...random] as RandomState);
        const onRedrawn = ccgPlayers[bot]!.choose(ccgRedrawn(state, n), [...random] as RandomState);
        assert.ok(same(onTrue, onRedrawn), `${bot} ${options.mode ?? 'solitaire'} decision ${n}`);
        asked++;
        ccg.applyActionInPlace(ccgContent, state, ccgPlayers.explorer!.choose(state, walk) as ccg.CcgAction);
        // The explorer's walk can win within a few dozen decisions (ccgpath): the next game then, until 100 were asked.
        if (state.status !== 'playing' && asked < 100)
          state = ccg.newGame(ccgContent, level, { ...options, seed: Number(options.seed) * 100 + ++next });
      }
      assert.ok(asked >= 100, `${bot}: ${asked} decisions`);
    }
});
