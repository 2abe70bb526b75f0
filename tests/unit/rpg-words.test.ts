// The RPG in words (engine/rpg/words.ts): actions in the rulebook's vocabulary, never ids or JSON; the
// log's dice marked one by one; a seat for every figure and the pending decision's figure as the actor.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { rpgContent, rpgModule, type RpgAction, type RpgEvent, type RpgState } from '../../src/engine/rpg/index.ts';
import { play } from './rpg-helpers.ts';

const base = readPack('content/base').pack!;
const game = rpgModule.prepare([base]);
const content = rpgContent([base]);
const hall = { kind: 'rpgEncounter', id: 'temple-hall-ambush' };
const start = () => game.newGame(hall, { seed: 7 }).state;

/** The state at Lara's turn in the temple hall (everyone declares fast; the bots decide the rest). */
function laraTurn(): RpgState {
  let s = start();
  for (let n = 0; n < 200 && !(s.pending?.kind === 'turn' && s.pending.actor === 'lara'); n++) {
    const acts = game.legalActions(s);
    const a =
      acts.find((x) => x.type === 'declare' && x.timing === 'fast') ??
      acts.find((x) => x.type === 'endTurn') ??
      acts[0]!;
    s = game.applyAction(s, a).state;
  }
  assert.equal(s.pending?.kind, 'turn');
  return s;
}

test('moves and attacks are said in the rulebook words, with the steps and the space', () => {
  const s = laraTurn();
  const d = (a: RpgAction) => game.describeAction!(s, a);
  assert.equal(d({ type: 'reposition', actor: 'lara', to: { x: 1, y: 0 } }), 'Reposition 2 steps to (1, 0)');
  assert.equal(d({ type: 'reposition', actor: 'lara', to: { x: 0, y: 0 } }), 'Reposition 1 step to (0, 0)');
  assert.equal(d({ type: 'sprint', actor: 'lara', to: { x: 3, y: 0 } }), 'Sprint 4 steps to (3, 0)');
  // Two mercenaries: told apart by where they stand; the captain by name alone.
  assert.equal(
    d({ type: 'attack', actor: 'lara', target: 'merc-1', weapon: 0 }),
    'Attack the Mercenary at (6, 1) with Twin pistols',
  );
  assert.equal(
    d({ type: 'attack', actor: 'lara', target: 'captain', weapon: -1 }),
    'Attack the Mercenary captain with Unarmed',
  );
  assert.equal(d({ type: 'endTurn', actor: 'lara' }), 'End the turn');
  // A raider is named without an article.
  assert.equal(d({ type: 'attack', actor: 'captain', target: 'lara', weapon: 0 }), 'Attack Lara Croft with Machete');
  assert.equal(
    d({ type: 'declare', actor: 'lara', timing: 'precise' }),
    `Intend a precise action (initiative ${s.actors[0]!.sheet.attributes.perception})`,
  );
});

test('no legal action of a whole game is described by an id, a type name or JSON', () => {
  const ids = base.items.filter((i) => i.kind === 'rpgCharacter').map((i) => i.id);
  for (const level of [
    hall,
    { kind: 'rpgEncounter', id: 'wolf-pass' },
    { kind: 'rpgChallenge', id: 'sneak-past-the-camp' },
  ]) {
    play(content, level, 'words', 'random', 400, (before) => {
      for (const a of game.legalActions(before)) {
        const words = game.describeAction!(before, a);
        assert.ok(words.length > 3 && !/[{}"]/.test(words), words);
        assert.ok(!/^[a-z]/.test(words), `${words} starts as a sentence`);
        for (const id of ids.filter((x) => x.includes('-'))) assert.ok(!words.includes(id), `${words} names ${id}`);
        assert.ok(!words.startsWith(`${a.type} (`), `${words} is the action's type and fields`);
      }
    });
  }
});

test('the log marks each die of a roll: ticks for successes, crosses for failures', () => {
  const e: RpgEvent = {
    text: 'Lara Croft rolls traversal 4>3: 5 2 6 3 — 2 successes, sum 11.',
    dice: { rolled: [5, 2, 6, 3], target: 3 },
  };
  assert.equal(game.describeEvent(e), 'Lara Croft rolls traversal 4>3: 5✓ 2✗ 6✓ 3✗ — 2 successes, sum 11.');
  assert.equal(game.describeEvent({ text: 'The encounter begins.' }), 'The encounter begins.');
});

test('every roll the engine makes in a game carries its dice, and the log shows each die', () => {
  const rolls: RpgEvent[] = [];
  for (const id of ['sealed-slab', 'read-the-frieze', 'sneak-past-the-camp']) {
    const level = { kind: 'rpgChallenge', id };
    const played = play(content, level, 'dice', 'sensible');
    rolls.push(
      ...game
        .replay({ level, options: { seed: 'dice' }, actions: played.actions })
        .events.filter((e) => /rolls .*: \d/.test(e.text)),
    );
  }
  assert.ok(rolls.length >= 1);
  for (const e of rolls) {
    assert.ok(e.dice && e.dice.rolled.length >= 1, e.text);
    const words = game.describeEvent(e);
    assert.equal((words.match(/[✓✗]/g) ?? []).length, e.dice!.rolled.length, words);
  }
  const encounter = play(content, hall, 'dice', 'sensible');
  const events = game.replay({ level: hall, options: { seed: 'dice' }, actions: encounter.actions }).events;
  const damage = events.filter((e) => /^It hits/.test(e.text));
  assert.ok(damage.length >= 1, 'the sensible bots hit someone in the hall');
  for (const e of damage) assert.match(game.describeEvent(e), /Resilience \d+: (\d[✓✗] ?)+ —/);
});

test('every figure has a seat, raiders first, and the pending decision names its figure', () => {
  const s = start();
  const seats = game.seats!(s);
  assert.deepEqual(
    seats.map((x) => x.id),
    ['lara', 'scholar', 'merc-1', 'merc-2', 'captain'],
  );
  assert.deepEqual(
    seats.map((x) => x.name),
    ['Lara Croft', 'Field scholar', 'Mercenary (merc-1)', 'Mercenary (merc-2)', 'Mercenary captain'],
  );
  assert.equal(game.actor!(s), (s.pending as { actor: string }).actor);
  const sneak = game.newGame({ kind: 'rpgChallenge', id: 'sneak-past-the-camp' }, { seed: 1 }).state;
  assert.deepEqual(
    game.seats!(sneak).map((x) => x.id),
    ['lara', 'field-scholar'],
  );
});

test('a game played with every seat a bot reaches its end through the seats and the actor alone', () => {
  let s = start();
  const random: [number, number, number, number] = [1, 2, 3, 4];
  for (let n = 0; n < 3000 && s.status === 'playing'; n++) {
    const who = game.actor!(s);
    assert.ok(who && game.seats!(s).some((x) => x.id === who), `a seat decides (${JSON.stringify(s.pending)})`);
    s = game.applyAction(s, game.players.sensible!.choose(s, random)!).state;
  }
  assert.notEqual(s.status, 'playing');
  assert.equal(game.actor!(s), undefined);
});
