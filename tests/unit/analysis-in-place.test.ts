// The simulation runner plays in place (the module's applyActionInPlace, no copy of the state per
// action) where a module can: the same games as through applyAction. For the same seeds, both paths
// give the same final state digest and number of actions game by game, and the same report (every
// figure of the hooks, the fastest win's actions included).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule, type GameId } from '../../src/engine/games.ts';
import { playGame, simulate, type SimulationRequest } from '../../src/analysis/simulate.ts';
import { hookOf } from '../../src/analysis/sim-hooks.ts';

const packs = [readPack('content/base').pack!];

function bothWays(game: GameId, request: SimulationRequest, wholeReport = false): void {
  const module = gameModule(game)!;
  const prepared = module.prepare(packs);
  assert.ok(prepared.applyActionInPlace, `${game} plays in place`);
  const hook = hookOf(game);
  const [accA, accB] = [hook.start(), hook.start()];
  for (let i = 0; i < request.games; i++) {
    const a = playGame(prepared, hook, request, i, accA);
    const b = playGame(prepared, hook, { ...request, copyPerAction: true }, i, accB);
    assert.equal(a.actions, b.actions, `game ${i}: actions`);
    assert.ok(a.actions > 0);
    assert.equal(prepared.digest(a.state), prepared.digest(b.state), `game ${i}: final state`);
    hook.end(accA, a.state, prepared.outcome(a.state));
    hook.end(accB, b.state, prepared.outcome(b.state));
  }
  // The hook's figures (read from every state and event along the way) are the same.
  assert.deepEqual(hook.report(accA), hook.report(accB));
  if (!wholeReport) return;
  const inPlace = simulate(module, prepared, { ...request, keepFastestWin: true });
  const copied = simulate(module, prepared, { ...request, keepFastestWin: true, copyPerAction: true });
  assert.deepEqual(inPlace, copied);
}

test('CoC: random and careful games in place equal the games through applyAction', () => {
  bothWays('coc', { level: { kind: 'chapter', id: 'landfall' }, games: 12, seed: 'in-place', bots: ['random'] }, true);
  bothWays('coc', { level: { kind: 'chapter', id: 'landfall' }, games: 6, seed: 'in-place', bots: ['careful'] }, true);
  bothWays('coc', { level: { kind: 'chapter', id: 'the-sleeping-guard' }, games: 6, seed: 3, bots: ['random'] });
});

test('CoC: planner games in place equal the games through applyAction', () => {
  bothWays('coc', { level: { kind: 'chapter', id: 'landfall' }, games: 1, seed: 'in-place', bots: ['planner'] });
});

test('CCG: solitaire and hot-seat games in place equal the games through applyAction', () => {
  bothWays(
    'ccg',
    {
      level: { kind: 'ccgLevel', id: 'introductory-cave' },
      games: 6,
      seed: 'in-place',
      bots: ['random'],
      maxActions: 3000,
    },
    true,
  );
  bothWays('ccg', {
    level: { kind: 'ccgLevel', id: 'introductory-tomb' },
    games: 3,
    seed: 5,
    bots: ['explorer'],
    maxActions: 3000,
  });
  bothWays('ccg', {
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    games: 3,
    seed: 'in-place',
    bots: ['explorer', 'random'],
    seats: 2,
    maxActions: 3000,
  });
});
