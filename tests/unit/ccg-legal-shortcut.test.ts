// The legal actions rule out cards that are never played from the hand outside a decision
// (neverPlayedFreely, card-play.ts) without asking cardPlayProblem: the shortcut must agree with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, type CcgState } from '../../src/engine/ccg/index.ts';
import { cardPlayProblem, neverPlayedFreely } from '../../src/engine/ccg/card-play.ts';
import { cardOf, levelItem } from '../../src/engine/ccg/content.ts';
import type { Ctx } from '../../src/engine/ccg/context.ts';
import { readLevel } from '../../src/engine/ccg/level.ts';
import { playRandomGame } from '../../src/engine/ccg/random-player.ts';
import { baseContent } from './ccg-helpers.ts';

const content = baseContent;
const RAIDERS = ['lara-croft-spelunker', 'pierre', 'lara-croft-treasure-hunter', 'larsen'];

test('every card the shortcut rules out has a play problem, and the playCard actions are those cardPlayProblem allows (random solitaire and hot-seat games)', () => {
  let ruledOut = 0;
  let freeStates = 0;
  const check = (state: CcgState) => {
    const ctx: Ctx = {
      content,
      level: readLevel(levelItem(content, state.level.id), content),
      state,
      events: [],
      seriesLevel: state.seriesLevel,
    };
    for (const r of state.raiders)
      for (const card of r.hand)
        if (neverPlayedFreely(cardOf(content, card))) {
          assert.ok(cardPlayProblem(ctx, r, card), `${card} ruled out but playable`);
          ruledOut++;
        }
    if (state.pending || state.status !== 'playing' || state.round === 'ready') return; // decisions and the order roll list no cards
    freeStates++;
    const plain = state.raiders.flatMap((r) =>
      r.hand.filter((card) => !cardPlayProblem(ctx, r, card)).map((card) => `${r.player} ${card}`),
    );
    const listed = legalActions(baseContent, state).flatMap((a) =>
      a.type === 'playCard' ? [`${a.player} ${a.card}`] : [],
    );
    assert.deepEqual(listed, plain);
  };
  for (const [level, players] of [
    ['introductory-cave', 1],
    ['introductory-tomb', 1],
    ['introductory-cave', 2],
    ['introductory-tomb', 3],
  ] as const)
    for (let g = 1; g <= 3; g++)
      playRandomGame(
        baseContent,
        { kind: 'ccgLevel', id: level },
        { seed: `shortcut ${g}`, players: RAIDERS.slice(0, players).map((raider) => ({ raider })) },
        g,
        400,
        (_, __, after) => check(after),
      );
  assert.ok(ruledOut > 1000 && freeStates > 300, `${ruledOut} ruled out, ${freeStates} free states`);
});
