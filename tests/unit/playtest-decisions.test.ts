// The playtest on the engine's part 2: the dice preview for every roll, the words of each pending
// decision (DODGE, a trap's options, an effect by hand), the Craft Bench, a weapon's range, and
// every engine action type accepted as a step of a saved replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { readPack } from '../../src/cli/pack-folder.ts';
import { validateDocument } from '../../src/model/validate.ts';
import { applyAction, cloneState, legalActions } from '../../src/engine/coc/game.ts';
import { DIE_WORDS } from '../../src/engine/coc/dice.ts';
import type { PlaytestSession } from '../../src/store/playtest-session.ts';
import { previewRoll } from '../../src/analysis/coc-dice-preview.ts';
import { craftOptions, weaponRange } from '../../src/analysis/coc-view.ts';
import { describeDecision } from '../../src/ui/playtest/decision-words.ts';
import { arenaSessionOf } from '../fixtures/playtest-arena.ts';
import type { CocAction, CocState, Setup } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;

/** The arena (tests/fixtures/playtest-arena.ts) over the base pack. */
const arena = (seed: number | string = 1, setup: Setup = {}): PlaytestSession => arenaSessionOf(pack, seed, setup);

/** The faces the engine's roll event names. */
const rolledFaces = (s: PlaytestSession) => {
  const text = s.steps.at(-1)!.events.find((e) => e.type === 'roll')!.text;
  return text
    .slice(text.lastIndexOf(':') + 1, -1)
    .split(',')
    .map((w) => w.trim());
};

test('the dice preview shows the faces the engine rolls for every dice action, Special Dice included', () => {
  const s0 = arena();
  const kinds = new Set(s0.legal.map((a) => a.type));
  for (const type of ['move', 'hide', 'search', 'research', 'melee', 'fire'])
    assert.ok(kinds.has(type as CocAction['type']), `${type} is offered`);
  for (const seed of [1, 2, 3, 'x']) {
    for (const type of ['move', 'hide', 'search', 'research', 'melee', 'fire'] as const) {
      const s = arena(seed);
      const base = s.legal.find((a) => a.type === type && 'dice' in a && a.dice === 2)!;
      const action = { ...base, special: 1 } as CocAction;
      const faces = previewRoll(s.content, s.state, 2, 1);
      assert.ok(s.apply(action), s.error);
      assert.deepEqual(
        rolledFaces(s),
        faces.map((f) => DIE_WORDS[f]),
        `${type}, seed ${seed}`,
      );
      assert.equal(s.state.inventory.specialDice, 1);
    }
  }
});

test('a DODGE decision in the Enemy Phase says the damage and its source, and is answered with dice', () => {
  const s = arena(4, { enemies: [{ type: 'wildlife', at: { x: 1, y: 1 }, facing: 'W' }] });
  s.stepEvents = false;
  s.apply({ type: 'endLaraPhase' });
  s.apply({ type: 'enemyPhase' });
  const p = s.state.pending;
  assert.equal(p?.kind, 'dodge');
  assert.ok(s.choice, 'the choice dialog asks');
  const d = describeDecision(s.content, s.state, s.choice!)!;
  assert.match(
    d.heading,
    new RegExp(`^DODGE\\? The Wildlife attacks Lara: ${(p as { damage: number }).damage} damage$`),
  );
  // In the rulebook's words: the figure's name and where it stands from Lara, no id and no coordinates.
  assert.match(d.detail, /^The Wildlife next to her, to the east \(marked on the board\) attacks/);
  assert.doesNotMatch(`${d.heading} ${d.detail}`, /\be1\b|\(\d+, \d+\)/);
  assert.deepEqual(d.answers.map((a) => a.words).slice(0, 3), [
    `Take the ${(p as { damage: number }).damage} damage (no DODGE)`,
    'DODGE with 1 die',
    'DODGE with 2 dice',
  ]);
  const dodge2 = d.answers.find((a) => a.words === 'DODGE with 2 dice')!.action;
  assert.ok(s.apply(dodge2), s.error);
  while (s.state.pending?.kind === 'sacrifices') s.apply({ type: 'convertSacrifices', count: 0 });
  assert.equal(s.state.diceLostNextPhase, 2, 'the DODGE dice are lost from the next Lara Phase');
});

test('a trap’s options are worded from the card (the unaffordable greyed), a helpful card is asked, an effect by hand keeps the note', () => {
  const s = arena();
  const trap: CocState = cloneState(s.state);
  trap.pending = {
    kind: 'choice',
    options: ['Jump', 'Run'],
    ref: { kind: 'event', id: 'boulder-trap', pointer: '/lara/options' },
  };
  const d = describeDecision(s.content, trap, legalActions(s.content, trap))!;
  assert.equal(d.heading, 'Boulder Trap');
  assert.match(d.cardText!, /boulder/i);
  assert.deepEqual(
    d.answers.map((a) => [a.words, a.text]),
    [
      ['Jump', 'Take 3 damage.'],
      ['Run', 'Drop 3 resources and flee 2 spaces; she may not end where she began.'],
    ],
  );
  const jumped = applyAction(s.content, trap, d.answers[0]!.action).state;
  assert.equal(jumped.lara.health, trap.lara.health - 3);
  // An option Lara cannot pay for (not offered) is shown greyed, not as an answer.
  trap.pending = {
    kind: 'choice',
    options: ['Jump', 'Run'],
    ref: { kind: 'event', id: 'boulder-trap', pointer: '/lara/options' },
    offered: [0],
  };
  const greyed = describeDecision(s.content, trap, legalActions(s.content, trap))!;
  assert.deepEqual(
    greyed.answers.map((a) => [a.words, !!a.disabled]),
    [
      ['Jump', false],
      ['Run', true],
    ],
  );
  // Holding Dodge a Trap, the scroll is one more answer, named and explained from its card.
  trap.pending = {
    kind: 'choice',
    options: ['Jump', 'Run'],
    ref: { kind: 'event', id: 'boulder-trap', pointer: '/lara/options' },
    offered: [0],
    scrolls: ['dodge-a-trap'],
  };
  const scroll = describeDecision(s.content, trap, legalActions(s.content, trap))!;
  assert.deepEqual(
    scroll.answers.map((a) => [a.words, !!a.disabled]),
    [
      ['Jump', false],
      ['Run', true],
      ['Play Dodge a Trap', false],
    ],
  );
  assert.match(scroll.answers[2]!.text!, /trap/);

  const helpful: CocState = cloneState(s.state);
  helpful.pending = { kind: 'helpful', card: 'ammo' };
  const h = describeDecision(s.content, helpful, legalActions(s.content, helpful))!;
  assert.match(h.heading, /^Helpful card: /);
  assert.ok(h.cardText);
  assert.deepEqual(
    h.answers.map((a) => a.action),
    [
      { type: 'useHelpful', use: true },
      { type: 'useHelpful', use: false },
    ],
  );

  const manual: CocState = cloneState(s.state);
  manual.pending = { kind: 'manual', text: 'Move the boulder two spaces.' };
  const m = describeDecision(s.content, manual, legalActions(s.content, manual))!;
  assert.equal(m.cardText, 'Move the boulder two spaces.');
  assert.equal(m.note, true);
  const done = applyAction(s.content, manual, { type: 'done', note: 'moved it to (3, 1)' });
  assert.equal(done.state.pending, null);
  assert.match(done.events.at(-1)!.text, /moved it to \(3, 1\)/);
});

test('the Craft Bench shows what can be made now and the tokens it spends; crafting spends exactly those', () => {
  const s = arena();
  const options = craftOptions(s.content, s.state);
  const ammo = options.find((o) => o.recipe === 'ammo')!;
  assert.equal(ammo.cost, '1 scrap, 1 oil');
  assert.deepEqual([...ammo.tokens!].sort(), ['oil', 'scrap']);
  const legalCrafts = s.legal
    .filter((a) => a.type === 'craft')
    .map((a) => (a as { recipe: string }).recipe)
    .sort();
  assert.deepEqual(
    options
      .filter((o) => o.tokens)
      .map((o) => o.recipe)
      .sort(),
    legalCrafts,
    'affordable recipes are the legal crafts',
  );
  assert.ok(s.apply({ type: 'craft', recipe: 'ammo' }), s.error);
  assert.deepEqual(s.state.inventory.resources, ['cloth']);
  assert.ok(s.state.inventory.weapons[0]!.ammo > 3);
});

test('a weapon’s range is its template from Lara’s facing; the spaces it can hit are the legal targets', () => {
  const s = arena();
  const range = weaponRange(s.content, s.state, 'bow');
  assert.deepEqual(
    range.spaces.map((r) => r.at),
    [1, 2, 3, 4].map((x) => ({ x, y: 1 })),
  );
  const targets = new Set(
    s.legal.filter((a) => a.type === 'fire').map((a) => JSON.stringify((a as { target?: unknown }).target)),
  );
  assert.deepEqual(
    [...targets].sort(),
    range.spaces
      .filter((r) => !r.blocked)
      .map((r) => JSON.stringify(r.at))
      .sort(),
  );
  s.apply({ type: 'turn', facing: 'S' });
  assert.deepEqual(
    weaponRange(s.content, s.state, 'bow').spaces.map((r) => r.at),
    [
      { x: 0, y: 2 },
      { x: 0, y: 3 },
      { x: 0, y: 4 },
      { x: 0, y: 5 },
    ],
  );
  assert.ok(
    weaponRange(s.content, s.state, 'bow')
      .spaces.slice(1)
      .every((r) => r.blocked),
    'off the map',
  );
});

test('a shot asks for ammo after the sacrifices; MELEE hits the enemy next to Lara', () => {
  const s = arena(2);
  assert.ok(s.apply({ type: 'fire', weapon: 'bow', dice: 3, target: { x: 1, y: 1 } }), s.error);
  if (s.state.pending?.kind === 'sacrifices') s.apply({ type: 'convertSacrifices', count: s.state.pending.sacrifices });
  assert.equal(s.state.pending?.kind, 'ammo');
  const d = describeDecision(s.content, s.state, s.choice!)!;
  assert.match(d.heading, /Spend ammo on the Bow/);
  assert.ok(s.apply({ type: 'spendAmmo', amount: 3 }), s.error);
  assert.equal(s.state.enemies.length, 0, 'the wolf (health 3) falls to 3 ammo and the Bow’s power');

  const m = arena(3);
  assert.ok(m.apply({ type: 'melee', dice: 4, target: { x: 1, y: 1 } }), m.error);
  if (m.state.pending?.kind === 'sacrifices') m.apply({ type: 'convertSacrifices', count: m.state.pending.sacrifices });
  assert.ok(m.steps.flatMap((x) => x.events).some((e) => /MELEE/i.test(e.text)));
});

test('every action type of the engine is a valid step of a saved replay', () => {
  const p = { x: 1, y: 1 };
  const one: Record<CocAction['type'], CocAction> = {
    move: {
      type: 'move',
      dice: 2,
      special: 1,
      sacrificesAsSuccesses: 1,
      improvise: true,
      results: ['success', 'fail', 'sacrifice'],
    },
    hide: { type: 'hide', dice: 1 },
    search: { type: 'search', dice: 1 },
    research: { type: 'research', dice: 1 },
    melee: { type: 'melee', dice: 1, target: p },
    fire: { type: 'fire', weapon: 'bow', dice: 1, target: p, ammo: 2 },
    ability: { type: 'ability', ability: 'sprint', dice: 1 },
    useResearch: { type: 'useResearch', card: 're-roll' },
    keepRoll: { type: 'keepRoll' },
    chooseDeck: { type: 'chooseDeck', deck: 'outfit' },
    pickResources: { type: 'pickResources', tokens: ['oil'] },
    giveUpResources: { type: 'giveUpResources', tokens: ['treasure:3'] },
    swapResources: { type: 'swapResources', tokens: ['oil'] },
    throwNoise: { type: 'throwNoise', at: p },
    keepResearch: { type: 'keepResearch', card: 'hidden' },
    returnEvent: { type: 'returnEvent', card: 'wildlife-spawn#2' },
    rerollFailed: { type: 'rerollFailed', by: 'resources', dice: 1, pay: ['oil'], results: ['success'] },
    escape: { type: 'escape', pay: ['oil'] },
    convertSacrifices: { type: 'convertSacrifices', count: 1 },
    dodge: { type: 'dodge', dice: 2, results: ['fail', 'success'], sacrificesAsSuccesses: 0 },
    reroll: { type: 'reroll', results: ['success'] },
    stop: { type: 'stop' },
    spendAmmo: { type: 'spendAmmo', amount: 1 },
    done: { type: 'done', note: 'by hand' },
    adjust: { type: 'adjust', what: 'enemyAt', enemy: 'e1', value: p },
    chooseOption: { type: 'chooseOption', option: 1 },
    keepUpgrade: { type: 'keepUpgrade', card: 'shotgun', others: 'bottom' },
    discardCard: { type: 'discardCard', card: 'bow' },
    craft: { type: 'craft', recipe: 'ammo', pay: ['oil', 'scrap'], shareAmmo: { bow: 2 } },
    step: { type: 'step', facing: 'E' },
    jump: { type: 'jump', facing: 'E' },
    endMove: { type: 'endMove' },
    turn: { type: 'turn', facing: 'N' },
    useSwitch: { type: 'useSwitch' },
    takeArtifact: { type: 'takeArtifact' },
    exit: { type: 'exit' },
    endLaraPhase: { type: 'endLaraPhase' },
    enemyPhase: { type: 'enemyPhase', rotationRoll: 3 },
    spawnEnemy: { type: 'spawnEnemy', enemy: 'wildlife', roll: 2 },
    endEventPhase: { type: 'endEventPhase' },
    eventPhase: { type: 'eventPhase', rolls: [2, 5] },
    useHelpful: { type: 'useHelpful', use: true },
    shareAmmo: { type: 'shareAmmo', split: { bow: 2, shotgun: 1 } },
    islandStart: { type: 'islandStart', space: 'j1' },
    islandMove: { type: 'islandMove', to: 't1' },
    revealTombToken: { type: 'revealTombToken', space: 't2' },
    moveNatlaPin: { type: 'moveNatlaPin', to: 'm1' },
    enemyStep: { type: 'enemyStep', facing: 'W', seat: 1 },
    endEnemyMove: { type: 'endEnemyMove', facing: 'S', seat: 2 },
    pickEvent: { type: 'pickEvent', card: 'wildlife-spawn#2', seat: 1 },
  };
  one.search = { type: 'search', dice: 3, seat: 0, diceOf: [2, 1] };
  const scenario = { name: 'Every action', level: { kind: 'chapter', id: 'landfall' }, steps: Object.values(one) };
  assert.deepEqual(validateDocument(scenarioSchema, scenario), []);
});
