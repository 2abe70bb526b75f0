// The Island Campaign in the playtest: every decision kind of the engine has words, the island's
// decisions are worded with their spaces and costs, a campaign is started from an island board,
// its replay file validates and replays (CLI runner and the playtest's loader) to the same digest,
// and the summary counts the levels and rounds of a campaign.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { legalActions, stateDigest } from '../../src/engine/coc/game.ts';
import { runScenario } from '../../src/engine/coc/scenario.ts';
import { PlaytestSession } from '../../src/store/playtest-session.ts';
import { gameStart } from '../../src/store/playtest-launch.ts';
import { gameOfScenario } from '../../src/analysis/coc-replay-file.ts';
import { islandView, onIsland } from '../../src/analysis/coc-island-view.ts';
import { DECISION_HEADINGS, describeDecision } from '../../src/ui/playtest/decision-words.ts';
import { actionWords } from '../../src/ui/playtest/action-words.ts';
import type { CocState, NewGameOptions, Pending, Setup } from '../../src/engine/coc/types.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const KAIROS = { kind: 'islandBoard' as const, id: 'kairos' };
const campaign = (options: Partial<NewGameOptions> = {}) =>
  new PlaytestSession({
    packs: [pack],
    level: KAIROS,
    title: 'Kairos',
    options: { seed: 1, mode: 'campaign', ...options },
  });
/** Lara on the first level's exit (Strangler Fig Crossing) with its objectives ticked. */
const atExit = (island?: Setup['island']): Setup => ({
  lara: { at: { x: 8, y: 5 } },
  searched: true,
  researched: true,
  ...(island ? { island } : {}),
});

/** The words of the pending decision of `state`, with the engine's own answers. */
const words = (state: CocState) => describeDecision(content, state, legalActions(content, state))!;
/** No answer falls back to the engine's field dump ("islandMove (to: m1)"). */
const noFieldDump = (d: ReturnType<typeof words>) =>
  d.answers.forEach((a) => assert.doesNotMatch(a.words, /\(\w+: /, a.words));

test('decision words: every kind of pending decision the engine declares has a heading', () => {
  const types = readFileSync('src/engine/coc/types.ts', 'utf8');
  const union = types.slice(
    types.indexOf('export type Pending ='),
    // The union ends at the first blank line (a member written over several lines has its own ';').
    types.indexOf('\n\n', types.indexOf('export type Pending =')),
  );
  const kinds = [...union.matchAll(/kind: '(\w+)'/g)].map((m) => m[1]!);
  assert.ok(kinds.length >= 24, `${kinds.length} kinds read from the Pending type`);
  for (const kind of kinds)
    assert.ok(DECISION_HEADINGS[kind as Pending['kind']], `no words for the decision "${kind}"`);
  for (const kind of ['islandStart', 'islandMove', 'revealTombToken', 'natlaPath']) assert.ok(kinds.includes(kind));
});

test("the island's decisions in words: the start spaces, the move with its Event Card cost, a map's move and token, a Natla-Pin's way", () => {
  const start = campaign().state;
  const d0 = words(start);
  assert.equal(d0.heading, 'Where does the Lara-Pin start on the island?');
  assert.deepEqual(
    d0.answers.map((a) => a.words),
    ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'].map((s) => `Start on ${s} (jungle)`),
  );

  const s = campaign({
    setup: atExit({ lara: 'j3', pins: ['t6'], cleared: ['j5'], tokens: { t1: 'map', t3: 'key' } }),
  });
  assert.ok(s.apply({ type: 'exit' }), s.error);
  const d1 = words(s.state);
  assert.equal(d1.heading, "Lara's island move");
  assert.match(d1.detail, /Lara is on j3 \(jungle, cleared\).*25 Event Cards left/);
  const t3 = d1.answers.find((a) => a.action.type === 'islandMove' && a.action.to === 't3')!;
  assert.equal(t3.words, 'Move to t3 (tomb)');
  assert.equal(t3.text, 'Passes a cleared space: discard 1 Event Card.');
  assert.equal(
    d1.answers.find((a) => a.action.type === 'islandMove' && a.action.to === 'm1')!.text,
    undefined,
    'a neighbour costs nothing',
  );
  noFieldDump(d1);

  // A map's moves and its Tomb Token, and a Natla-Pin between equal paths (the decisions set on a copy of the state).
  const ask = (pending: Pending) =>
    words({
      ...structuredClone(s.state),
      pending,
      campaign: { ...structuredClone(s.state.campaign!), stage: 'move', lara: 'j3' },
    });
  const tomb = ask({ kind: 'islandMove', by: 'anyTomb' });
  assert.equal(tomb.heading, 'Map: go to any tomb');
  assert.ok(tomb.answers.some((a) => a.words === 'Move to t6 (tomb)'));
  noFieldDump(tomb);
  const steps = ask({ kind: 'islandMove', by: 'steps', steps: 2 });
  assert.equal(steps.heading, 'Map: 2 more steps');
  assert.ok(steps.answers.some((a) => a.words === 'Stay on j3 (jungle, cleared)'));
  assert.equal(
    steps.answers.find((a) => a.action.type === 'islandMove' && a.action.to === 'j5')!.text,
    'Passes a cleared space: discard 1 Event Card.',
  );
  const reveal = ask({ kind: 'revealTombToken', count: 1 });
  assert.equal(reveal.heading, 'Map: turn a Tomb Token face up');
  assert.deepEqual(
    reveal.answers.map((a) => a.words),
    ['Turn up the Tomb Token on t1 (tomb)', 'Turn up the Tomb Token on t3 (tomb)'],
  );
  const natla = ask({ kind: 'natlaPath', pin: 0, options: ['m5', 't4'] });
  assert.match(natla.detail, /The Natla-Pin on t6 \(tomb\) steps towards Lara on j3/);
  assert.deepEqual(
    natla.answers.map((a) => a.words),
    ['The pin steps to m5 (mountain)', 'The pin steps to t4 (tomb)'],
  );
  for (const a of [
    { type: 'islandStart', space: 'j1' },
    { type: 'islandMove', to: 'm1' },
    { type: 'revealTombToken', space: 't1' },
    { type: 'moveNatlaPin', to: 'm5' },
  ] as const)
    assert.doesNotMatch(actionWords(a), /\(\w+: /, 'the log words every island action');
});

test('an island board is always played as the Island Campaign; the view knows when the game is on the island', () => {
  assert.deepEqual(gameStart(KAIROS, { seed: 4, mode: 'single' }), {
    level: KAIROS,
    options: { seed: 4, mode: 'campaign' },
  });
  const chapter = { kind: 'chapter' as const, id: 'landfall' };
  assert.deepEqual(gameStart(chapter, { seed: 4, mode: 'single' }).options.mode, 'single');
  const s = new PlaytestSession({ packs: [pack], title: 'Kairos', ...gameStart(KAIROS, { seed: 1, mode: 'single' }) });
  assert.equal(s.state.pending?.kind, 'islandStart');
  assert.equal(onIsland(s.state), true);
  s.apply({ type: 'islandStart', space: 'j2' });
  assert.equal(onIsland(s.state), false, 'the first level is played now');
  const view = islandView(content, s.state)!;
  assert.equal(view.spaces.find((sp) => sp.lara)!.id, 'j2');
  assert.equal(view.playing, 'Strangler Fig Crossing');
  assert.equal(view.spaces.filter((sp) => sp.token && !sp.token.faceUp).length, 6);
});

test('a campaign saved as a replay validates, and replays to the same digest in the scenario runner and in a new playtest', () => {
  const s = campaign({ seed: 5, setup: atExit() });
  assert.ok(s.apply({ type: 'islandStart', space: 'j3' }), s.error);
  assert.ok(s.apply({ type: 'exit' }), s.error);
  assert.equal(s.state.pending?.kind, 'islandMove');
  const to = s.legal.find((a) => a.type === 'islandMove')!;
  assert.ok(s.apply(to), s.error);
  assert.notDeepEqual(s.state.level, { kind: 'location', id: 'strangler-fig-crossing' }, 'a second level is played');
  const digest = stateDigest(s.state);
  const file = JSON.parse(JSON.stringify(s.toScenario()));
  assert.deepEqual(validateDocument(scenarioSchema, file), []);
  assert.deepEqual(file.level, KAIROS);
  assert.equal(file.mode, 'campaign');
  assert.ok(
    file.items.some((i: { kind: string }) => i.kind === 'islandBoard'),
    'the island is written in',
  );
  assert.match(file.description, new RegExp(digest));
  const run = runScenario([pack], file);
  assert.equal(run.error, undefined);
  assert.deepEqual(run.mismatches, []);
  assert.equal(run.report!.digest, digest);
  // Loaded in the playtest: its start and steps, played to the end, reach the same state.
  const game = gameOfScenario([pack], file);
  const loaded = new PlaytestSession({ packs: game.packs, level: game.level, title: file.name, options: game.options });
  loaded.future = [...game.actions];
  while (loaded.future.length) assert.ok(loaded.redo(), loaded.error);
  assert.equal(stateDigest(loaded.state), digest);
  // Changing the island written in changes the game: the file's items are played, not the pack's.
  const other = structuredClone(file);
  const board = other.items.find((i: { kind: string }) => i.kind === 'islandBoard');
  board.spaces.find((sp: { id: string }) => sp.id === 'j3').start = false;
  assert.match(runScenario([pack], other).error?.message ?? '', /cannot start on j3/);
  const game2 = gameOfScenario([pack], other);
  const loaded2 = new PlaytestSession({
    packs: game2.packs,
    level: game2.level,
    title: other.name,
    options: game2.options,
  });
  loaded2.future = [...game2.actions];
  assert.equal(loaded2.redo(), false);
  assert.match(loaded2.error ?? '', /cannot start on j3/);
});

test("a campaign's summary adds up the rounds of its levels, counts them, and tells the island's progress", () => {
  const s = campaign({ seed: 5, setup: atExit() });
  s.apply({ type: 'islandStart', space: 'j3' });
  s.apply({ type: 'endLaraPhase' });
  s.stepEvents = false;
  while (s.state.round === 1 && s.automatic) s.advance();
  while (s.state.pending && s.state.phase !== 'lara') s.apply(s.legal[0]!);
  while (s.state.round === 1 && s.automatic) s.advance();
  assert.equal(s.state.round, 2, 'a second round on the first level');
  const exit = s.legal.find((a) => a.type === 'exit');
  assert.ok(exit, 'Lara can still leave');
  s.apply(exit);
  s.apply(s.legal.find((a) => a.type === 'islandMove')!);
  const sum = s.summary;
  assert.equal(sum.levels, 2);
  assert.equal(sum.rounds, 2 + s.state.round, 'the first level’s 2 rounds and the second’s');
  assert.deepEqual(sum.island, { cleared: 1, found: [] });
  assert.equal(sum.enemiesDefeated, 0, 'the first level’s enemies are not defeated by leaving it');
});
