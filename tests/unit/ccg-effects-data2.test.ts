// Card effects read from data, second pass (rule decisions 184–189): Secret Move 6 draws on saving,
// Achilles Heel defeats a creature on a passed fight test, Collateral Damage hits the other raiders there,
// Cool Shades passes the Blinding Flash Trap, All or Nothing doubles the dice and hurts on a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultDrawDeck, legalActions, type CcgAction, type CcgState } from '../../src/engine/ccg/index.ts';
import { handLimit } from '../../src/engine/ccg/draw-round.ts';
import { ability, life } from '../../src/engine/ccg/raider-stats.ts';
import { at, baseContent, checked, play, start } from './ccg-helpers.ts';

const content = baseContent;

/** Her hand after a turn that ends in a draw round at Safe Cave (a save point), with these cards saved. */
function handAfterSaving(saved: string[], onSavePoint = true, hand?: string[]) {
  const setup = {
    map: [{ spot: at(1, 2), card: onSavePoint ? 'safe-cave' : 'pond' }],
    raiders: [{ at: at(1, 2), saved, unsaved: ['rope'], ...(hand ? { hand } : {}) }],
    obstacleDeck: [],
  };
  const s = play(start('introductory-cave', { setup }), [
    { type: 'stop' },
    { type: 'skipSearch' },
    { type: 'discard', cards: [] },
    { type: 'endTurn' },
  ]);
  const r = s.raiders[0]!;
  return { hand: r.hand.length, limit: handLimit(content, r), saved: r.saved };
}

test('Secret Move 6 in play draws one card each time she saves, past the hand limit (rule decision 184)', () => {
  const plain = handAfterSaving(['secret-move-1']);
  const rested = handAfterSaving(['secret-move-6']);
  assert.deepEqual(rested.saved, ['secret-move-6', 'rope'], 'the save happened');
  assert.equal(rested.hand, plain.hand + 1, 'one more card on saving');
  const full = ['take-aim', 'hidden-exit', 'fresh-start', 'flare', 'uzi', 'shotgun', 'large-medi-pack', 'weapon-jam'];
  const fullPlain = handAfterSaving(['secret-move-1'], true, full);
  const fullRested = handAfterSaving(['secret-move-6'], true, full);
  assert.equal(fullPlain.hand, fullPlain.limit, 'a full hand draws nothing in the draw round');
  assert.equal(fullRested.hand, fullRested.limit + 1, 'but the save draws one past the limit');
});

test('Secret Move 6 draws nothing when she does not save', () => {
  const away = handAfterSaving(['secret-move-6'], false);
  assert.equal(away.hand, handAfterSaving(['secret-move-1'], false).hand);
  assert.deepEqual(away.saved, ['secret-move-6']);
});

/** Her fight test against the Wolves (fight 8, life 2) at the Pond, with these cards played before it, every die
 * showing `face`. */
function fightWolves(cards: string[], face: number, times = 1) {
  const setup = {
    map: [{ spot: at(1, 2), card: 'pond', obstacles: ['wolves'] }],
    raiders: [{ at: at(1, 2), hand: [...cards] }],
    obstacleDeck: [],
  };
  const s0 = start('introductory-cave', { setup });
  const dice = Array.from({ length: times * ability(content, s0.raiders[0]!, 'fight') }, () => face);
  const s = play(s0, [{ type: 'stop' }, { type: 'test', option: 0, dice, cards }]);
  return { obstacles: s.map.find((p) => p.spot.depth === 2)!.obstacles, raider: s.raiders[0]! };
}

test('Achilles Heel: a passed fight test removes the creature whatever its life (rule decision 185)', () => {
  const plain = fightWolves([], 6);
  assert.deepEqual(
    plain.obstacles.map((o) => [o.card, o.hits]),
    [['wolves', 1]],
    'without it, one hit of two',
  );
  const heel = fightWolves(['achilles-heel'], 6);
  assert.deepEqual(heel.obstacles, [], 'with it, the Wolves are gone after one passed test');
  assert.equal(heel.raider.creaturesRemoved, 1, 'removed by her: it counts as her creature removed');
  const failed = fightWolves(['achilles-heel'], 1);
  assert.deepEqual(
    failed.obstacles.map((o) => [o.card, o.hits]),
    [['wolves', 0]],
    'a failed test removes nothing',
  );
});

/** Lara (hot-seat) moves onto the Open Cavern with `obstacle` there, these cards in her unsaved row; `other`: Pierre
 * waits there. */
function enterCavern(other: boolean, obstacle: string, unsaved: string[] = []): CcgState {
  const deck = defaultDrawDeck(content, true);
  let s = start('introductory-cave', {
    seed: 4,
    mode: 'hotSeat',
    players: [
      { raider: 'lara-croft-spelunker', deck },
      { raider: 'pierre', deck },
    ],
    setup: {
      map: [{ spot: at(1, 2), card: 'open-cavern', obstacles: [obstacle] }],
      raiders: [
        { hand: ['collateral-damage'], unsaved },
        { at: other ? at(1, 2) : at(1, 1), hand: [] },
      ],
      obstacleDeck: [],
    },
  });
  if (s.round === 'ready') s = checked(s, [{ type: 'rollOrder' } as CcgAction]);
  if (s.pending?.kind === 'firstPlayer') s = checked(s, [{ type: 'chooseFirst', first: 0 } as CcgAction]);
  while (s.pending === null && s.step?.player !== 0 && legalActions(baseContent, s).some((a) => a.type === 'stop'))
    s = checked(s, [{ type: 'stop' }]);
  s = checked(s, [{ type: 'move', side: 'top' }, { type: 'stop' }]);
  while (s.pending?.kind === 'fight') s = checked(s, [{ type: 'noAttack' }]);
  return s;
}

/** As enterCavern, then she tests the obstacle's first option (Wolves: fight 8, life 2) with every die `face`. */
function collateral(other: boolean, face: number, obstacle = 'wolves') {
  const s = enterCavern(other, obstacle);
  const option = s.pending?.kind === 'test' ? 0 : -1;
  assert.equal(option, 0, 'Lara faces the obstacle');
  const dice = Array.from({ length: ability(content, s.raiders[0]!, 'fight') }, () => face);
  return checked(s, [{ type: 'test', option, dice }]);
}

test('Collateral Damage after a passed fight against a creature hits every other raider there (rule decision 186)', () => {
  const s = collateral(true, 6);
  assert.equal(s.pending?.kind, 'afterRoll');
  const card = s.raiders[0]!.hand.find((c) => c.startsWith('collateral-damage'))!;
  assert.ok(
    legalActions(baseContent, s).some((a) => a.type === 'playCard' && a.card === card),
    'offered on the passed fight',
  );
  const pierre = s.raiders[1]!.hits;
  const after = checked(s, [{ type: 'playCard', card }]);
  assert.equal(after.raiders[1]!.hits, pierre + 1, 'Pierre takes a hit');
  assert.equal(after.raiders[0]!.hits, 0, 'her own raider does not');
});

test('Collateral Damage is not offered on a failed fight, alone, or against a trap', () => {
  const offered = (s: CcgState) =>
    s.pending?.kind === 'afterRoll' && s.pending.cards.some((c) => c.startsWith('collateral-damage'));
  assert.equal(offered(collateral(true, 1)), false, 'failed');
  assert.equal(offered(collateral(false, 6)), false, 'nobody else there');
  assert.equal(offered(collateral(true, 6, 'pit-trap')), false, 'a trap is not hit');
});

test('Cool Shades in play: she gets past the Blinding Flash Trap without a test; it stays for the others (rule decision 187)', () => {
  const plain = enterCavern(false, 'blinding-flash-trap');
  assert.equal(plain.pending?.kind, 'test', 'without the shades she tests the trap');
  const shaded = enterCavern(false, 'blinding-flash-trap', ['cool-shades']);
  assert.notEqual(shaded.pending?.kind, 'test', 'with them, no test');
  assert.deepEqual(shaded.raiders[0]!.injuries, plain.raiders[0]!.injuries, 'and no impairment');
  assert.deepEqual(
    shaded.map.find((p) => p.spot.depth === 2)!.obstacles.map((o) => o.card),
    ['blinding-flash-trap'],
    'the trap stays in play',
  );
  assert.equal(
    enterCavern(false, 'pit-trap', ['cool-shades']).pending?.kind,
    'test',
    'other traps are tested as usual',
  );
});

test('All or Nothing doubles her dice; failed anyway, she takes one more hit (rule decision 188)', () => {
  assert.throws(
    () => fightWolves(['all-or-nothing'], 6),
    /dice are rolled here/,
    'the single count of dice is refused',
  );
  const passed = fightWolves(['all-or-nothing'], 6, 2);
  assert.equal(passed.raider.hits, 0);
  assert.deepEqual(
    passed.obstacles.map((o) => o.hits),
    [1],
    'a pass hurts the Wolves as usual',
  );
  const plainFail = fightWolves([], 1);
  const gambleFail = fightWolves(['all-or-nothing'], 1, 2);
  assert.deepEqual(
    [plainFail.raider.hits, plainFail.raider.reloads, life(content, plainFail.raider)],
    [1, 0, 2],
    "the Wolves' failure: one hit of her life 2",
  );
  assert.equal(gambleFail.raider.reloads, 1, "with the card's hit on top she reaches her life 2, dies and reloads");
});
