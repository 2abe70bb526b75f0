// The general parts of scenario files (engine/core): checkpoints, log expectations, expected fields
// checked against the printed state, faults of a file (invalid regular expressions, unknown
// actions) — and the CoC and CCG runners and schema that use them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { checkExpectations, logMismatches } from '../../src/engine/core/scenario-expect.ts';
import { regexError, runSteps, stepProblems, unknownAction } from '../../src/engine/core/scenario-steps.ts';
import { scenarioFileProblems } from '../../src/engine/core/scenario-file.ts';
import { runScenario, stepAction, type Scenario } from '../../src/engine/coc/scenario.ts';
import { runCcgScenario, type CcgScenario } from '../../src/engine/ccg/scenario.ts';
import { applyAction as cocApply, newGame as cocNewGame } from '../../src/engine/coc/game.ts';
import { applyAction as ccgApply, ccgContent, newGame as ccgNewGame } from '../../src/engine/ccg/index.ts';
import { COC_ACTION_TYPES } from '../../src/engine/coc/action-types.ts';
import { CCG_ACTION_TYPES } from '../../src/engine/ccg/action-types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
const read = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const log = ['MOVE with 1 die: success.', 'Lara moves to (1, 0).', 'The wolf attacks.', 'Lara moves to (2, 0).'];

test('logIncludes, logExcludes and logInOrder: each holds or says which text and line', () => {
  assert.deepEqual(
    logMismatches(log, { logIncludes: ['attacks'], logExcludes: ['jumps'], logInOrder: ['MOVE', 'attacks', '(2, 0)'] }),
    [],
  );
  assert.deepEqual(logMismatches(log, { logIncludes: ['jumps'] }), ['log: no line contains "jumps"']);
  assert.deepEqual(logMismatches(log, { logExcludes: ['attacks'] }, ' after step 2'), [
    'log after step 2: line 3 contains "attacks", which no line may: "The wolf attacks."',
  ]);
  // In order: the second text must be in a later line than the first.
  assert.deepEqual(logMismatches(log, { logInOrder: ['attacks', 'MOVE'] }), [
    'log: no line after the one containing "attacks" (line 3) contains "MOVE"',
  ]);
  assert.deepEqual(logMismatches(log, { logInOrder: ['MOVE', 'flies'] }), ['log: no line contains "flies"']);
  // The same text twice in order needs two lines.
  assert.deepEqual(logMismatches(log, { logInOrder: ['Lara moves', 'Lara moves'] }), []);
  assert.equal(logMismatches(log, { logInOrder: ['attacks', 'attacks'] }).length, 1);
});

test('an expected field the printed state lacks is a fault of the file at its pointer, with the nearest name', () => {
  const report = { lara: { health: 10, at: { x: 0, y: 0 } }, enemies: [{ at: { x: 1, y: 0 } }], log };
  const check = checkExpectations(
    report,
    { lara: { helth: 10 }, enemies: [{ facing: 'E' }], stauts: 'won' },
    '/steps/2/expect',
    ' after step 3',
  );
  assert.deepEqual(check.mismatches, []);
  assert.deepEqual(check.problems, [
    {
      pointer: '/steps/2/expect/lara/helth',
      message: 'The printed state has no field "helth" in /lara; did you mean "health"?',
    },
    {
      pointer: '/steps/2/expect/enemies/0/facing',
      message: 'The printed state has no field "facing" in /enemies/0 (its fields there: at).',
    },
    {
      pointer: '/steps/2/expect/stauts',
      message: 'The printed state has no field "stauts" (its fields there: lara, enemies, log).',
    },
  ]);
  // A field that is there but differs is a mismatch, with the checkpoint named.
  assert.deepEqual(checkExpectations(report, { lara: { health: 3 } }, '/expect', ' after step 1').mismatches, [
    '/lara/health after step 1: expected 3, got 10',
  ]);
  // The log may be expected in full.
  assert.deepEqual(checkExpectations(report, { log }, '/expect').mismatches, []);
  assert.equal(checkExpectations(report, { log: log.slice(1) }, '/expect').mismatches.length, 1);
});

test('regular expressions and actions are checked before anything is played', () => {
  assert.equal(regexError('cannot (move|jump)'), undefined);
  assert.equal(regexError('(cannot'), 'Unterminated group');
  assert.equal(unknownAction('mvoe', ['move', 'step']), 'No action is called "mvoe"; did you mean "move"?');
  assert.equal(unknownAction('teleport', ['move', 'step']), 'No action is called "teleport".');
  assert.deepEqual(stepProblems([{ type: 'move' }, { type: 'fly', expectError: '[' }], ['move']), [
    { pointer: '/steps/1/type', message: 'No action is called "fly".' },
    {
      pointer: '/steps/1/expectError',
      message: '"[" is not a valid regular expression: Unterminated character class.',
    },
  ]);
});

test('runSteps: checkpoints are checked after their step (a refused step leaves the state), the end after all', () => {
  // A counter game: "add" adds n, "fail" is always refused.
  const apply = (s: number, a: { type: string; n?: number }) => {
    if (a.type === 'fail') throw new Error('fail is refused');
    return { state: s + (a.n ?? 0), events: [`added ${a.n}`] };
  };
  const report = (s: number, events: readonly string[]) => ({ total: s, log: [...events] });
  const steps = [
    { type: 'add', n: 2, expect: { total: 2, log: ['added 2'] } },
    { type: 'fail', expectError: 'refused', expect: { total: 2 } },
    { type: 'add', n: 3, expect: { total: 4, logIncludes: ['added 3'] } },
  ];
  const run = runSteps({
    state: 0,
    steps,
    apply,
    report,
    expect: { total: 5, logInOrder: ['added 2', 'added 3'] },
    actionTypes: ['add', 'fail'],
  });
  assert.deepEqual(run.mismatches, ['/total after step 3: expected 4, got 5']);
  assert.deepEqual(run.problems, []);
  assert.deepEqual(run.report, { total: 5, log: ['added 2', 'added 3'] });
  // The step's own fields (expect, expectError, note) never reach the game.
  const seen: object[] = [];
  runSteps({
    state: 0,
    steps: [{ type: 'add', n: 1, note: 'why', expect: { total: 1 } }],
    apply: (s, a) => (seen.push(a), apply(s, a)),
    report,
  });
  assert.deepEqual(seen, [{ type: 'add', n: 1 }]);
  // Faults of the file: nothing is played.
  const bad = runSteps({
    state: 0,
    steps: [
      { type: 'add', n: 1 },
      { type: 'sub', expectError: '(' },
    ],
    apply,
    report,
    actionTypes: ['add'],
  });
  assert.equal(bad.report, undefined);
  assert.deepEqual(
    bad.problems.map((p) => p.pointer),
    ['/steps/1/type', '/steps/1/expectError'],
  );
});

test('CoC: a checkpoint that does not hold fails the scenario file, naming the step', () => {
  const file = 'tests/scenarios/coc/scenario-checkpoints-and-log.scenario.json';
  assert.deepEqual(runScenario([base], read<Scenario>(file)).mismatches, []);
  const broken = read<Scenario>(file);
  (broken.steps[1]!.expect as { lara: { movePoints: number } }).lara.movePoints = 2;
  assert.deepEqual(runScenario([base], broken).mismatches, ['/lara/movePoints after step 2: expected 2, got 1']);
  const refused = read<Scenario>(file);
  refused.steps[2]!.expect = { lara: { at: { x: 2, y: 1 } } };
  assert.deepEqual(runScenario([base], refused).mismatches, ['/lara/at/x after step 3: expected 2, got 1']);
  // A step's expect is no part of the action a playtest replays.
  assert.deepEqual(stepAction({ type: 'step', facing: 'E', expect: { phase: 'lara' }, note: 'n' }), {
    type: 'step',
    facing: 'E',
  });
});

test('CCG: checkpoints and the log, and a broken one seen failing', () => {
  const file = 'tests/scenarios/ccg/scenario-stuck-checkpoints.scenario.json';
  const ok = runCcgScenario([base], read<CcgScenario>(file));
  assert.equal(ok.error, undefined);
  assert.deepEqual([ok.mismatches, ok.problems], [[], []]);
  const broken = read<CcgScenario>(file);
  broken.steps[4]!.expect = { turn: 3 };
  broken.expect!.logExcludes = ['is stuck'];
  assert.deepEqual(runCcgScenario([base], broken).mismatches, [
    '/turn after step 5: expected 3, got 2',
    'log: line 6 contains "is stuck", which no line may: ' +
      '"Player 1 is stuck (Pit Trap): no search this turn, and she stays here through the next action round."',
  ]);
});

test('CoC setup removedEvents: used helpful cards leave the game; the file is seen failing without it', () => {
  const file = 'tests/scenarios/coc/rule-removed-helpful-cards-stay-out.scenario.json';
  assert.deepEqual(runScenario([base], read<Scenario>(file)).mismatches, []);
  const without = read<Scenario>(file);
  delete without.setup!.removedEvents;
  const run = runScenario([base], without);
  assert.ok(run.mismatches.includes('/eventDeck/discard after step 1: expected 20, got 24'), run.mismatches.join('\n'));
  assert.ok(run.mismatches.some((m) => m.includes('new Event Deck of 21 cards')));
});

test('CoC setup: precise messages for Event Card ids', () => {
  const level: Scenario['level'] = {
    map: ['LLL', 'LLL', 'LLL'],
    tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' }],
  };
  const setupError = (setup: Scenario['setup']) =>
    runScenario([base], { name: 's', level, setup, steps: [] }).error?.message;
  assert.equal(
    setupError({ eventDeck: ['rop-trap'] }),
    'Setup: no Event Card is called "rop-trap" (eventDeck); did you mean "rope-trap"?',
  );
  assert.equal(
    setupError({ removedEvents: ['rope-trap'] }),
    'Setup: "rope-trap" (removedEvents) is not a helpful Event Card; only used helpful cards leave the game.',
  );
  assert.equal(
    setupError({ removedEvents: ['ammo', 'ammo'] }),
    'Setup: every copy of "ammo" (removedEvents) is already removed.',
  );
  assert.equal(
    setupError({ removedEvents: ['ammo'], eventDeck: ['ammo'] }),
    'Setup: no copy of "ammo" (eventDeck) is left to put in the deck (the others are removed).',
  );
  assert.equal(
    setupError({ deckTops: { weapon: ['shotgunn'] } }),
    'Setup: no weapon card is called "shotgunn" (deckTops.weapon); did you mean "shotgun"?',
  );
  assert.equal(
    setupError({ inventory: { outfits: ['no-such-outfit'] } }),
    'Setup: no outfit card is called "no-such-outfit" (inventory).',
  );
});

test('an unknown action type: one short sentence from the runners and the engines', () => {
  const level: Scenario['level'] = {
    map: ['LLL', 'LLL', 'LLL'],
    tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' }],
  };
  const coc = runScenario([base], { name: 's', level, steps: [{ type: 'mvoe' } as never] });
  assert.deepEqual(coc.problems, [
    { pointer: '/steps/0/type', message: 'No action is called "mvoe"; did you mean "move"?' },
  ]);
  const ccg = runCcgScenario([base], {
    game: 'ccg',
    name: 's',
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    steps: [{ type: 'srch' } as never],
  });
  assert.deepEqual(ccg.problems, [
    { pointer: '/steps/0/type', message: 'No action is called "srch"; did you mean "search"?' },
  ]);
  // The engines themselves (a saved game, a playtest file): the same sentence, not what a decision waits for.
  const cocState = cocNewGame(content, { kind: 'chapter', id: 'landfall' }, { seed: 1 });
  assert.throws(() => cocApply(content, cocState, { type: 'mvoe' } as never), {
    message: 'No action is called "mvoe"; did you mean "move"?',
  });
  const baseContent = ccgContent([base]);
  const ccgState = ccgNewGame(baseContent, { kind: 'ccgLevel', id: 'introductory-cave' }, { seed: 1 });
  assert.throws(() => ccgApply(baseContent, ccgState, { type: 'srch' } as never), {
    message: 'No action is called "srch"; did you mean "search"?',
  });
});

test("the scenario schema: the CoC actions are the engine's, and an unknown one is one short problem", () => {
  const step = (scenarioSchema as { $defs: { step: { properties: { type: { enum: string[] } } } } }).$defs.step;
  assert.deepEqual([...step.properties.type.enum].sort(), [...COC_ACTION_TYPES].sort());
  assert.ok(CCG_ACTION_TYPES.includes('search'));
  const level = { map: ['LLL', 'LLL', 'LLL'], tokens: [] };
  // The facing is not judged for an action that does not exist.
  assert.deepEqual(
    scenarioFileProblems(scenarioSchema, { name: 'x', level, steps: [{ type: 'stpe', facing: 'Up' }] }),
    [
      {
        pointer: '/steps/0/type',
        message: '"Action" "stpe" is not one of its 50 allowed values; did you mean "step"?',
      },
    ],
  );
  assert.deepEqual(
    scenarioFileProblems(scenarioSchema, {
      name: 'x',
      level,
      steps: [{ type: 'step', facing: 'E', expectError: '*' }],
    }),
    [{ pointer: '/steps/0/expectError', message: '"*" is not a valid regular expression: Nothing to repeat.' }],
  );
  // Both games' expectations accept log and digest, and name a misspelled top-level field.
  const ccg = { game: 'ccg', name: 'x', level: { kind: 'ccgLevel', id: 'introductory-cave' }, steps: [] };
  assert.deepEqual(
    scenarioFileProblems(scenarioSchema, {
      name: 'x',
      level,
      steps: [],
      expect: { log: [], digest: 'x', logExcludes: ['a'], logInOrder: ['b'] },
    }),
    [],
  );
  assert.deepEqual(
    scenarioFileProblems(scenarioSchema, { ...ccg, expect: { log: [], digest: 'x', logExcludes: ['a'] } }),
    [],
  );
  assert.deepEqual(
    scenarioFileProblems(scenarioSchema, { ...ccg, expect: { raidrs: [] } }).map((p) => p.pointer),
    ['/expect/raidrs'],
  );
});

test('the expectation schemas list every field of the printed states', () => {
  const defs = (scenarioSchema as unknown as { $defs: Record<string, { properties: Record<string, unknown> }> }).$defs;
  const level: Scenario['level'] = {
    map: ['LLL', 'LLL', 'LLL'],
    tokens: [{ type: 'laraStart', at: { x: 0, y: 0 }, facing: 'E' }],
  };
  const coc = runScenario([base], { name: 's', level, steps: [] }).report!;
  for (const field of Object.keys(coc)) assert.ok(field in defs.expect!.properties, `CoC expect lacks ${field}`);
  assert.ok('island' in defs.expect!.properties);
  const ccg = runCcgScenario([base], {
    game: 'ccg',
    name: 's',
    level: { kind: 'ccgLevel', id: 'introductory-cave' },
    steps: [],
  }).report!;
  for (const field of Object.keys(ccg)) assert.ok(field in defs.ccgExpect!.properties, `CCG expect lacks ${field}`);
});
