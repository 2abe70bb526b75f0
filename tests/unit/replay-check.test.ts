// A loaded replay is checked when loaded (analysis/replay-check.ts): a shell record's actions are played
// again and its digest compared; a scenario file (Crypt of Chronos, CCG) is run by its module and its
// expectations compared. Each way of not reproducing is said in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { replayCheck } from '../../src/analysis/replay-check.ts';
import { ModuleGame } from '../../src/store/module-game.ts';
import { gameModule } from '../../src/engine/games.ts';

const base = readPack('content/base').pack!;

/** An Angel of Darkness museum game of two bots, a few actions in, as "Save replay" records it. */
function aodRecord() {
  const game = new ModuleGame({
    game: gameModule('aod')!,
    packs: [base],
    level: { kind: 'aodSetup', id: 'museum' },
    options: { seed: 5, players: 2 },
    seats: { lara: 'random', pieter: 'random' },
  });
  game.playBots(6);
  assert.ok(game.steps.length >= 6, 'the bots played');
  return JSON.parse(JSON.stringify(game.record)) as { actions: unknown[]; digest: string; options: unknown };
}

test('a module replay that reproduces its digest passes; another digest, or a refused action, is said', () => {
  const record = aodRecord();
  assert.equal(replayCheck([base], record), undefined);

  const other = replayCheck([base], { ...record, digest: 'deadbeef' });
  assert.match(other!, /after its 6 actions the game's digest is \S+, not the deadbeef it recorded/);
  assert.match(other!, /may have changed since it was saved/);

  const refused = replayCheck([base], { ...record, actions: [...record.actions.slice(0, 2), { type: 'fly' }] });
  assert.match(refused!, /^The replay does not reproduce: its action 3 of 3 is refused \(/);

  const gone = replayCheck([base], { ...record, level: { kind: 'aodSetup', id: 'no-such-museum' } });
  assert.match(gone!, /its game cannot start/);
});

test('a scenario file is run by its module: an expectation that does not hold is named', () => {
  const wrong = JSON.parse(readFileSync('tests/fixtures/scenarios/wrong-expectation.scenario.json', 'utf8'));
  assert.match(
    replayCheck([base], wrong)!,
    /^The replay does not reproduce the state it recorded: \/lara\/health: expected 3, got \d+\./,
  );
  const illegal = JSON.parse(readFileSync('tests/fixtures/scenarios/illegal-step.scenario.json', 'utf8'));
  assert.match(replayCheck([base], illegal)!, /its step \d+ is refused/);
  const { expect: _expect, ...unchecked } = wrong;
  assert.equal(replayCheck([base], unchecked), undefined);
});
