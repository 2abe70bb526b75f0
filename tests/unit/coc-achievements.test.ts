// Achievements checked at a game's end (analysis/coc-achievements.ts) and the player's profile with
// its envelopes (analysis/player-profile.ts): games played from scenario files through the engine,
// each achievement check as data, counted over the profile where the rulebook counts over games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readPack } from '../../src/cli/pack-folder.ts';
import { applyAction, newGame } from '../../src/engine/coc/game.ts';
import type { Scenario } from '../../src/engine/coc/scenario.ts';
import type { CocState } from '../../src/engine/coc/types.ts';
import { gameOfScenario } from '../../src/analysis/coc-replay-file.ts';
import {
  achievementsEarned,
  checkHolds,
  gameRecord,
  winsOf,
  type GameStep,
} from '../../src/analysis/coc-achievements.ts';
import {
  canOpen,
  completedCount,
  emptyProfile,
  lockedItems,
  markByHand,
  openEnvelope,
  readProfile,
  recordGame,
} from '../../src/analysis/player-profile.ts';
import { validateItem } from '../../src/model/validate.ts';
import type { ContentItem, Pack } from '../../src/model/content.ts';
import type { Achievement } from '../../src/model/types.generated.ts';
import { rulesContent, type RulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);
type Check = NonNullable<Achievement['check']>;

/** Plays a scenario file's steps through the engine, keeping every step as the playtest does. */
function play(
  file: string,
  extra: ContentItem[] = [],
): { packs: Pack[]; content: RulesContent; first: CocState; steps: GameStep[] } {
  const scenario = JSON.parse(readFileSync(`tests/scenarios/coc/${file}.scenario.json`, 'utf8')) as Scenario;
  const game = gameOfScenario([base], scenario);
  const packs = [...game.packs, { ...base, id: 'test-achievements', items: extra }];
  const content = rulesContent(packs);
  const first = newGame(content, game.level, game.options);
  const steps: GameStep[] = [];
  let state = first;
  for (const action of game.actions) {
    const applied = applyAction(content, state, action);
    steps.push({ action, events: applied.events, state: applied.state });
    state = applied.state;
  }
  return { packs, content, first, steps };
}

const holds = (file: string, check: Check) => {
  const g = play(file);
  return checkHolds(g.content, check, gameRecord(g.content, g.first, g.steps));
};

test('every base achievement has a valid check (40, four of them by hand), and an envelope holds the trident', () => {
  const achievements = base.items.filter((i) => i.kind === 'achievement') as unknown as Achievement[];
  assert.equal(achievements.length, 40);
  for (const a of achievements) assert.deepEqual(validateItem(a as unknown as ContentItem), [], a.id);
  assert.deepEqual(
    achievements.filter((a) => a.check?.type === 'byHand').map((a) => a.id),
    ['the-old-fashioned-way', 'a-donation-to-chronos', 'ready-and-waiting', 'i-dont-even-need-these'].sort(
      (x, y) => achievements.findIndex((a) => a.id === x) - achievements.findIndex((a) => a.id === y),
    ),
  );
  assert.ok(achievements.every((a) => a.check));
  const bad = validateItem({
    kind: 'achievement',
    id: 'x',
    name: 'X',
    mode: 'adventureBook',
    text: 'X',
    check: { type: 'win', wher: {} },
  } as unknown as ContentItem);
  assert.ok(bad.length > 0, 'a misspelled field of a check is refused');
  assert.deepEqual(validateItem(base.items.find((i) => i.kind === 'envelope')!), []);
});

test('a series: the chapter left by its exit is won (chapter 1), the next one is not; noise made breaks "no noise"', () => {
  const g = play('rule-condition-overclock-next-chapter');
  const record = gameRecord(g.content, g.first, g.steps);
  assert.deepEqual(
    record.levels.map((l) => [l.key, l.won, l.chapter]),
    [
      ['chapter/clock-a', true, 1],
      ['chapter/clock-b', false, 2],
    ],
  );
  assert.equal(checkHolds(g.content, { type: 'win', where: { chapter: 1, challenge: false } }, record), true);
  assert.equal(checkHolds(g.content, { type: 'win', where: { chapter: 2 } }, record), false);
  assert.equal(checkHolds(g.content, { type: 'win', where: { chapter: 1 }, neverSeen: true }, record), true);
  assert.equal(
    checkHolds(g.content, { type: 'win', where: { chapter: 1 }, noNoise: true }, record),
    false,
    'a failed MOVE made noise on it',
  );
  assert.equal(checkHolds(g.content, { type: 'win', where: { chapter: 1, challenge: true } }, record), false);
  assert.equal(checkHolds(g.content, { type: 'winGame', mode: 'series' }, record), false, 'the series is not over');
  // The base pack's "Finish Chapter 1" is checked by the chapter's number.
  assert.ok(achievementsEarned(g.packs, g.content, record).includes('the-beginning-of-a-new-adventure'));
  assert.ok(!achievementsEarned(g.packs, g.content, record).includes('the-ghost-of-kairos'));
});

test('a single level won, and one lost: "die" holds only where Lara fell', () => {
  assert.equal(holds('rule-exit-won', { type: 'win' }), true);
  assert.equal(holds('rule-exit-won', { type: 'die' }), false);
  assert.equal(holds('rule-exit-won', { type: 'win', noDamage: true, meleeOnly: true, noEnemyDefeated: true }), true);
  assert.equal(holds('rule-weapon-prometheus-all-around', { type: 'win' }), false, 'not over');
  assert.equal(holds('rule-death-single', { type: 'die' }), true);
  assert.equal(holds('rule-death-single', { type: 'win' }), false);
  assert.equal(holds('rule-death-single', { type: 'die', where: { kind: 'chapter' } }), false);
});

test('defeats: two enemies by one shot, and the final blow by MELEE', () => {
  assert.equal(holds('rule-weapon-prometheus-all-around', { type: 'defeatInOneAction', count: 2 }), true);
  assert.equal(holds('rule-weapon-prometheus-all-around', { type: 'defeatInOneAction', count: 3 }), false);
  assert.equal(holds('rule-weapon-prometheus-all-around', { type: 'finalBlow', enemy: 'wildlife', by: 'fire' }), true);
  assert.equal(
    holds('rule-weapon-prometheus-all-around', { type: 'finalBlow', enemy: 'wildlife', by: 'melee' }),
    false,
  );
  assert.equal(holds('rule-melee-hidden-two-per-success', { type: 'finalBlow', enemy: 'wildlife', by: 'melee' }), true);
});

test('challenges are counted over the profile, each once', () => {
  const g = play('rule-challenge-extra-objectives-met');
  const record = gameRecord(g.content, g.first, g.steps);
  const wins = winsOf(record);
  assert.deepEqual(
    wins.map((w) => [w.key, w.challenge]),
    [['chapter/the-frozen-stair#challenge:0', 'Thin Air']],
  );
  const three: Check = { type: 'win', where: { challenge: true }, count: 3, across: 'profile' };
  assert.equal(checkHolds(g.content, three, record), false);
  assert.equal(
    checkHolds(g.content, three, record, [...wins, { ...wins[0]!, key: 'chapter/landfall#challenge:0' }]),
    false,
    'the same challenge counts once',
  );
  const earlier = [
    { ...wins[0]!, key: 'chapter/landfall#challenge:0' },
    { ...wins[0]!, key: 'chapter/landfall#challenge:1' },
  ];
  assert.equal(checkHolds(g.content, three, record, earlier), true);
  assert.equal(checkHolds(g.content, { type: 'win', where: { named: 'thin air' } }, record), true);
  assert.equal(checkHolds(g.content, { type: 'win', where: { challenge: false } }, record), false);
});

test('"all" counts every matching level of the content', () => {
  const g = play('rule-challenge-extra-objectives-met');
  const record = gameRecord(g.content, g.first, g.steps);
  const allOfChapter2: Check = { type: 'win', where: { chapter: 2, challenge: true }, count: 'all', across: 'profile' };
  assert.equal(checkHolds(g.content, allOfChapter2, record), false);
  const other = { ...winsOf(record)[0]!, key: 'chapter/the-frozen-stair#challenge:1', challenge: 'Avalanche Run' };
  assert.equal(checkHolds(g.content, allOfChapter2, record, [other]), true);
});

test('held at once: Special Dice, weapons together, Natla-Pins', () => {
  const level = { kind: 'chapter' as const, id: 'landfall' };
  const first = newGame(content, level, {
    seed: 1,
    setup: { inventory: { specialDice: 6, weapons: [{ id: 'hades-rpg' }, { id: 'titanfire' }] } },
  });
  const record = gameRecord(content, first, []);
  assert.equal(checkHolds(content, { type: 'holdAtOnce', specialDice: 6 }, record), true);
  assert.equal(checkHolds(content, { type: 'holdAtOnce', specialDice: 7 }, record), false);
  assert.equal(checkHolds(content, { type: 'holdAtOnce', weapons: ['hades-rpg', 'titanfire'] }, record), true);
  assert.equal(checkHolds(content, { type: 'holdAtOnce', weapons: ['hades-rpg', 'bow'] }, record), false);
  assert.equal(checkHolds(content, { type: 'holdAtOnce', natlaPins: 8 }, record), false);
  assert.deepEqual(achievementsEarned([base], content, record).sort(), ['a-special-request', 'stand-back']);
});

test('the profile: a game records its wins and new achievements, by-hand marks, envelopes open at their number', () => {
  const g = play('rule-condition-overclock-next-chapter');
  const record = gameRecord(g.content, g.first, g.steps);
  const first = recordGame(g.packs, g.content, emptyProfile(), record, 't1');
  assert.ok(first.newlyCompleted.includes('the-beginning-of-a-new-adventure'));
  assert.equal(first.profile.games, 1);
  assert.deepEqual(first.profile.achievements['the-beginning-of-a-new-adventure'], { at: 't1', how: 'game' });
  const again = recordGame(g.packs, g.content, first.profile, record, 't2');
  assert.deepEqual(again.newlyCompleted, [], 'completed once');
  assert.equal(again.profile.achievements['the-beginning-of-a-new-adventure']!.at, 't1');
  assert.equal(again.profile.wins.length, 1);

  let p = first.profile;
  const envelope = base.items.find((i) => i.kind === 'envelope')! as unknown as { id: string; achievements: number };
  assert.ok(lockedItems([base], p).has('relic/poseidons-trident'));
  assert.throws(() => openEnvelope([base], p, envelope.id, 't3'), /needs 3 achievements; 1 are completed/);
  p = markByHand(p, 'ready-and-waiting', true, 't3');
  assert.equal(canOpen([base], p, envelope as never), false);
  p = markByHand(p, 'the-old-fashioned-way', true, 't3');
  assert.equal(completedCount([base], p), 3);
  p = openEnvelope([base], p, envelope.id, 't4');
  assert.equal(lockedItems([base], p).size, 0);
  assert.throws(() => openEnvelope([base], p, envelope.id, 't5'), /already open/);
  assert.throws(() => openEnvelope([base], p, 'nope', 't5'), /no envelope "nope"/);
  p = markByHand(p, 'ready-and-waiting', false, 't6');
  assert.equal(completedCount([base], p), 2);
  // Read back from a file: what is malformed is left out.
  assert.deepEqual(readProfile(JSON.parse(JSON.stringify(p))), p);
  assert.deepEqual(
    readProfile({ achievements: { a: 3, b: { at: 'x', how: 'hand' } }, wins: [{ key: 1 }], games: -2 }),
    { ...emptyProfile(), achievements: { b: { at: 'x', how: 'hand' } } },
  );
  assert.deepEqual(readProfile('nonsense'), emptyProfile());
});
