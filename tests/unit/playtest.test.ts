// The playtest's model: a session's history and time travel, reachability from the engine, the
// dice preview, and a game saved as a scenario that the runner and the CLI replay to the same state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { applyAction, stateDigest } from '../../src/engine/coc/game.ts';
import { successes } from '../../src/engine/coc/dice.ts';
import { runScenario } from '../../src/engine/coc/scenario.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { reachable } from '../../src/analysis/coc-reach.ts';
import { previewRoll } from '../../src/analysis/coc-dice-preview.ts';
import { gameOfScenario } from '../../src/analysis/coc-replay-file.ts';
import type { CocAction, CocState } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;
const landfall = (seed: number | string = 7) =>
  new PlaytestSession({
    packs: [pack],
    level: { kind: 'chapter', id: 'landfall' },
    title: 'Landfall',
    options: { seed },
  });

/**
 * Answers the engine's decisions as a plain player would: every sacrifice becomes a success (the
 * dice tray's answer), damage is taken without DODGE, any other decision takes its first answer.
 */
function decide(session: PlaytestSession): void {
  for (let p = session.state.pending; p && session.state.status === 'playing'; p = session.state.pending) {
    const answer: CocAction =
      p.kind === 'sacrifices'
        ? { type: 'convertSacrifices', count: p.sacrifices }
        : p.kind === 'dodge'
          ? { type: 'dodge', dice: 0 }
          : session.legal[0]!;
    assert.ok(session.apply(answer), session.error);
  }
}

/** A few rounds: roll MOVE with every die (or `dice`), walk to the farthest reachable space, end the phase, let the
 * enemies and events run. */
function playRounds(session: PlaytestSession, rounds: number, dice = 6): void {
  session.stepEvents = false;
  for (let r = 0; r < rounds && session.state.status === 'playing'; r++) {
    if (session.state.lara.diceLeft > 0)
      assert.ok(session.apply({ type: 'move', dice: Math.min(dice, session.state.lara.diceLeft) }), session.error);
    decide(session);
    const far = [...session.reach.values()].sort(
      (a, b) => b.path.length - a.path.length || a.at.y - b.at.y || a.at.x - b.at.x,
    )[0];
    if (far) assert.ok(session.applyAll(far.path), session.error);
    if (session.state.move?.passing) continue;
    if (session.state.move) session.apply({ type: 'endMove' });
    session.apply({ type: 'endLaraPhase' });
    decide(session);
    while (session.automatic || session.state.pending) {
      if (session.state.pending) decide(session);
      else session.advance();
    }
  }
}

test('a session keeps each step, and going back replays the shorter log to the identical state', () => {
  const s = landfall();
  playRounds(s, 3);
  assert.ok(s.steps.length > 8);
  const digests = s.steps.map((step) => stateDigest(step.state));
  const total = s.steps.length;
  s.travel(4);
  assert.equal(s.steps.length, 4);
  assert.equal(s.future.length, total - 4);
  assert.equal(stateDigest(s.state), digests[3]);
  s.redo();
  assert.equal(stateDigest(s.state), digests[4]);
  s.travel(total);
  assert.equal(stateDigest(s.state), digests.at(-1));
  s.travel(0);
  assert.equal(s.state, s.first);
  // A new action from an earlier point ends the old future.
  s.apply({ type: 'turn', facing: 'E' });
  assert.equal(s.future.length, 0);
});

test('a refused action leaves the state and reports the engine’s reason', () => {
  const s = landfall();
  const before = s.state;
  assert.equal(s.apply({ type: 'step', facing: 'N' }), false);
  assert.match(s.error!, /roll MOVE first/);
  assert.equal(s.state, before);
});

test('every reachable space is reached by applying its path, with the points it says left', () => {
  const s = landfall();
  s.apply({ type: 'move', dice: 4 });
  const reach = reachable(s.content, s.state);
  assert.ok(reach.size >= 4, `only ${reach.size} spaces`);
  for (const [key, r] of reach) {
    let state: CocState = s.state;
    for (const a of r.path) state = applyAction(s.content, state, a).state;
    assert.equal(`${state.lara.at.x},${state.lara.at.y}`, key);
    assert.equal(state.move?.points ?? 0, r.points, key);
  }
  // No move points, nothing to reach.
  assert.equal(reachable(s.content, landfall().state).size, 0);
});

test('the dice preview shows the faces the engine then rolls', () => {
  for (const seed of [1, 2, 3, 'x', 'y']) {
    const s = landfall(seed);
    const faces = previewRoll(s.content, s.state, 5);
    const asSuccesses = faces.filter((f) => f === 'sacrifice').length;
    s.apply({ type: 'move', dice: 5, sacrificesAsSuccesses: asSuccesses });
    assert.equal(s.state.move?.points, 5 + successes(faces, asSuccesses), String(seed));
    assert.equal(s.state.eventCardsDiscarded, asSuccesses);
  }
});

test('a game saved as a scenario validates and replays, in the runner and the CLI, to the same state', () => {
  const s = landfall(11);
  playRounds(s, 3);
  const scenario = s.toScenario();
  assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
  const run = runScenario([pack], scenario);
  assert.equal(run.error, undefined, run.error?.message);
  assert.deepEqual(run.mismatches, []);
  assert.equal(stateDigest(run.state!), stateDigest(s.state));
  assert.equal(run.report!.digest, stateDigest(s.state));

  const file = join(mkdtempSync(join(tmpdir(), 'playtest-')), 'game.scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const cli = spawnSync(process.execPath, ['--import', './scripts/register-ts.mjs', 'src/cli/scenario.ts', file], {
    encoding: 'utf8',
  });
  assert.equal(cli.status, 0, cli.stderr);
  assert.equal(JSON.parse(cli.stdout).digest, stateDigest(s.state));

  // Loaded back, the scenario plays the same game.
  const game = gameOfScenario([pack], scenario);
  const again = new PlaytestSession({ packs: game.packs, level: game.level, title: 'again', options: game.options });
  again.future = game.actions;
  again.travel(game.actions.length);
  assert.equal(stateDigest(again.state), stateDigest(s.state));
});

test('the summary counts what happened', () => {
  // A game in which Lara is seen at least once and takes damage (MOVE with one die: a roll without
  // a success makes noise, which draws the wolf).
  let s = landfall(1);
  for (let seed = 1; seed < 60; seed++) {
    s = landfall(seed);
    playRounds(s, 6, 1);
    if (s.summary.timesSeen > 0 && s.summary.damageTaken > 0) break;
  }
  const summary = s.summary;
  assert.ok(summary.timesSeen > 0 && summary.damageTaken > 0, 'no game with a sighting and damage');
  assert.equal(summary.rounds, s.state.round);
  assert.equal(summary.actions, s.steps.length);
  assert.equal(summary.timesSeen, s.steps.flatMap((x) => x.events).filter((e) => e.type === 'seen').length);
  assert.equal(summary.damageTaken, s.first.lara.health - s.state.lara.health);
});

test('a decision outside Lara’s turn is a choice for the player; a single rules action runs by itself', () => {
  const s = landfall();
  assert.equal(s.choice, undefined);
  assert.equal(s.automatic, undefined, 'Lara’s phase waits for the player');
  s.stepEvents = false;
  s.apply({ type: 'endLaraPhase' });
  assert.deepEqual(s.automatic, { type: 'enemyPhase' });
  class TwoWays extends PlaytestSession {
    override get legal() {
      return [{ type: 'enemyPhase' }, { type: 'dodge', dice: 1 }] as never;
    }
  }
  const t = new TwoWays(s.setup);
  t.stepEvents = false;
  t.apply({ type: 'endLaraPhase' });
  assert.equal(t.choice?.length, 2);
  assert.equal(t.automatic, undefined);
  // A state that says it waits for a decision (as the engine's part 2 may add) is a choice in any phase.
  const waiting = landfall();
  (waiting.first as unknown as { pending: unknown }).pending = { kind: 'trap' };
  assert.ok(waiting.choice);
});

test('the options start a series from a chapter and switch the advanced enemies part by part', async () => {
  const { gameOptions, DEFAULT_OPTIONS } = await import('../../src/store/playtest-launch.ts');
  const series = new PlaytestSession({
    packs: [pack],
    level: { kind: 'chapter', id: 'landfall' },
    title: 'Landfall',
    options: gameOptions({ ...DEFAULT_OPTIONS, mode: 'series' }),
  });
  assert.equal(series.state.mode, 'series');
  assert.ok(series.state.series && series.state.series.chapters.length > 1, "the pack's chapters follow this one");
  assert.equal(gameOptions(DEFAULT_OPTIONS).advanced, undefined, 'standard enemies by default');
  const some = gameOptions({
    ...DEFAULT_OPTIONS,
    advanced: { spawn: false, rotation: true, stats: true, locationBoost: false, ability: false },
  });
  assert.deepEqual(some.advanced, { spawn: false, rotation: true, stats: true, locationBoost: false, ability: false });
  const advanced = new PlaytestSession({
    packs: [pack],
    level: { kind: 'chapter', id: 'landfall' },
    title: 'Landfall',
    options: some,
  });
  assert.deepEqual(advanced.state.advanced, some.advanced);
  assert.equal(
    gameOptions({ ...DEFAULT_OPTIONS, advanced: { spawn: false } }).advanced,
    undefined,
    'no part switched on is standard enemies',
  );
});
