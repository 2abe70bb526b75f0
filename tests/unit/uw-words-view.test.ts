// The Underworld module's words for actions (the rulebook's, never ids or JSON), its view of the table
// (open hands; the piles' order and the dice to come hidden, alike for every seat — decision 374) and
// the seat to act.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { gameModule } from '../../src/engine/games.ts';
import { runUwScenario, type UwAction, type UwOptions, type UwState, type UwView } from '../../src/engine/uw/index.ts';
import type { PreparedGame } from '../../src/engine/core/game-module.ts';

const packs = [readPack('content/base').pack!];
const module = gameModule('uw')!;
const game = module.prepare(packs) as PreparedGame<UwState, UwAction, { text: string }, UwOptions>;
const level = { kind: 'uwGame', id: 'underworld' };

function at(setup: object, steps: UwAction[] = [], players = 1): UwState {
  const run = runUwScenario(packs, { game: 'uw', name: 'words', players, setup, steps });
  assert.equal(run.error, undefined, run.error?.message);
  return run.state!;
}

const words = (state: UwState) => game.legalActions(state).map((a) => game.describeAction!(state, a));

test('the turn in the rulebook words: the die, cards, a treasure, objects, enemies, the end', () => {
  const start = game.newGame(level, { seed: 1, players: 1 }).state;
  assert.deepEqual(words(start), ['Roll the progress die']);
  const s = at({
    stage: 'actions',
    players: [{ hand: { acrobatics: 1, trick: 1 }, treasures: 1, objects: ['pistols-niflheim', 'grapple-niflheim'] }],
    enemies: ['niflheim-thrall-1'],
  });
  const w = words(s);
  for (const expected of [
    'Play an acrobatics card',
    'Play a trick card',
    'Play a treasure as a battle card',
    'End the actions',
  ])
    assert.ok(w.includes(expected), `${expected} in ${w.join(' | ')}`);
  assert.ok(
    w.some((x) => /^Use Pistols.*: eliminate 1 enemy$/.test(x)),
    w.join(' | '),
  );
  assert.ok(
    w.some((x) => /^Use .*Grapple.*: move Lara \d spaces? on the \w+ track$/i.test(x)),
    w.join(' | '),
  );
  for (const x of w) assert.doesNotMatch(x, /[{}"]|niflheim-|pistols-/);
  const end = at({ stage: 'end', health: 1, players: [{ medikits: 2 }] });
  assert.deepEqual(words(end), ['Draw two progress cards', 'Heal Lara with 1 medikit', 'Heal Lara with 2 medikits']);
  const two = at({ stage: 'end' }, [], 2);
  assert.equal(words(two)[0], 'Draw a progress card');
});

test('decisions in words: a track of choice, a discard, an obstacle paid, declined or paid together', () => {
  const choice = at({ dice: { progress: ['choice'] } }, [{ type: 'roll' }]);
  assert.deepEqual(words(choice), [
    'Move Lara 1 space on the acrobatics track',
    'Move Lara 1 space on the battle track',
    'Move Lara 1 space on the trick track',
  ]);
  // Natla reaches the Kraken (obstacle 3): 2 trick + 2 acrobatics together, or the obstacle die once.
  const kraken = at(
    {
      natla: 2,
      players: [{ hand: { trick: 2, acrobatics: 1 } }, { hand: { acrobatics: 1, battle: 2 } }],
      dice: { progress: ['natla'] },
    },
    [{ type: 'roll' }],
    2,
  );
  const w = words(kraken);
  assert.ok(
    w.includes(
      'Pay The Kraken together: Player 1 gives 1 acrobatics card + 2 trick cards; Player 2 gives 1 acrobatics card',
    ),
    w.join(' | '),
  );
  assert.ok(w.includes('Do not pay The Kraken: roll the obstacle die'), w.join(' | '));
  // The underwater door (obstacle 1): the active player pays 1 trick and 1 treasure, or Lara loses 1 health.
  const door = at({ players: [{ hand: { trick: 1 }, treasures: 1 }], dice: { progress: ['natla'] } }, [
    { type: 'roll' },
  ]);
  assert.deepEqual(words(door), [
    'Pay The underwater door with 1 trick card + 1 treasure',
    'Do not pay The underwater door: Lara loses 1 health',
  ]);
  const discard = at({ players: [{ hand: { battle: 1, trick: 1 } }], dice: { progress: ['discardNatla'] } }, [
    { type: 'roll' },
  ]);
  assert.deepEqual(words(discard).sort(), ['Discard 1 battle card', 'Discard 1 trick card']);
});

test('the view hides the piles\u2019 order and the dice to come, the same for every seat, and shows the table', () => {
  const state = at({ dice: { progress: ['trick'] } }, [], 3);
  const view = game.view!(state, '0') as UwView;
  assert.deepEqual(game.view!(state, '2'), view);
  assert.deepEqual(game.view!(state, undefined), view);
  assert.equal(view.drawPile, state.drawPile.length);
  assert.equal(view.enemyPile, state.enemyPile.length);
  for (const hidden of ['random', 'fixedDice', 'queue']) assert.ok(!(hidden in view), hidden);
  assert.doesNotMatch(JSON.stringify(view), /"drawPile":\[/);
  // Hands are open: every seat sees every hand.
  assert.deepEqual(
    view.players.map((p) => p.hand),
    state.players.map((p) => p.hand),
  );
  assert.equal(view.table.region.name, 'The City Swallowed by Niflheim');
  assert.equal(view.table.journey.length, 6);
  assert.equal(view.table.obstacles.length, 6);
  assert.equal(view.table.tracks.acrobatics.length, 8);
  assert.equal(view.table.jormungandr, 15);
  assert.equal(view.table.cards['pistols-niflheim']?.name !== undefined, true);
});

test('the seat to act: the active player, or the player a decision is asked of', () => {
  const s = at(
    {
      active: 1,
      players: [{ hand: { acrobatics: 1 } }, { hand: { acrobatics: 1 } }, {}],
      dice: { progress: ['natla', 'natla'] },
      natla: 1,
    },
    [],
    3,
  );
  assert.equal(game.actor!(s), '1');
  // The door of Niflheim asks every player in turn, from the active player.
  const asked = game.applyAction(s, { type: 'roll' }).state;
  assert.equal(asked.pending?.kind, 'obstacle');
  assert.equal(game.actor!(asked), String((asked.pending as { player: number }).player));
  const paid = game.applyAction(asked, game.legalActions(asked)[0]!).state;
  const p = paid.pending;
  assert.equal(game.actor!(paid), String(p && p.kind !== 'obstacle' ? p.player : (p?.player ?? paid.active)));
  assert.notEqual(game.actor!(paid), '1');
});
