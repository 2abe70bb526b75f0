// Property test of the Crypt of Chronos engine: many seeded random games (uniform choice among the
// legal actions, with enemy spawns thrown in during Event Phases) on every level of the base pack
// and on a few generated maps with slopes, doors, barriers and the boulder. After every action the
// state must be sound, replaying its log must give the same digest, and the input state must be
// left untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { seedRandom, randomInt, pick, type RandomState } from '../../src/engine/core/random.ts';
import { applyAction, legalActions, newGame, replay, stateDigest } from '../../src/engine/coc/game.ts';
import { levelOf, indexOf, BLOCK, LOW } from '../../src/engine/coc/level.ts';
import { scenarioLevel, withScenarioItems } from '../../src/engine/coc/scenario-level.ts';
import type { CocAction, CocState, LevelRef, Setup } from '../../src/engine/coc/types.ts';
import { rulesContent, type RulesContent } from '../../src/engine/coc/rules-content.ts';

const base = readPack('content/base').pack!;
const content = rulesContent(base);

const GAMES_PER_LEVEL = 3;
const ACTIONS_PER_GAME = 70;
const SPAWNS = ['wildlife', 'protector', 'natlaTech'];

/** Generated maps: slopes (a ring too), doors, a switch, barriers, the boulder, quicksand, six spawn points. */
const GENERATED: { name: string; map: string[]; tokens: unknown[] }[] = [
  {
    name: 'slopes and doors',
    map: ['LLLHHHLLL', 'LHvHHHLBL', 'LLLLQLLLL', 'LLLBLLHHH', 'LL<LLL>LL', 'LLLLLLLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 0, y: 5 }, facing: 'N' },
      { type: 'door', at: { x: 4, y: 2 }, colour: 'red', state: 'closed' },
      { type: 'door', at: { x: 0, y: 2 }, colour: 'red', state: 'open' },
      { type: 'switch', at: { x: 1, y: 5 }, colour: 'red' },
      { type: 'barrier', at: { x: 6, y: 1 }, health: 2 },
      { type: 'artifact', at: { x: 8, y: 0 } },
      { type: 'exit', at: { x: 8, y: 5 } },
      ...[
        [0, 0],
        [6, 0],
        [8, 2],
        [4, 3],
        [8, 4],
        [3, 5],
      ].map(([x, y], n) => ({ type: 'spawnPoint', at: { x, y }, number: n + 1, facing: 'S' })),
    ],
  },
  {
    name: 'boulder tomb',
    map: ['LLLLLLLLL', 'LLLLLLBLL', 'HLHLLLLLL', 'LLLQQLLHL', 'LLLLLLLLL', 'BLL><LLLL'],
    tokens: [
      { type: 'laraStart', at: { x: 1, y: 1 }, facing: 'E' },
      { type: 'boulder', at: { x: 3, y: 1 } },
      { type: 'door', at: { x: 5, y: 4 }, colour: 'blue', state: 'closed' },
      { type: 'switch', at: { x: 2, y: 4 }, colour: 'blue' },
      { type: 'barrier', at: { x: 8, y: 1 }, health: 1 },
      ...[
        [8, 0],
        [8, 2],
        [8, 4],
        [0, 4],
      ].map(([x, y], n) => ({ type: 'spawnPoint', at: { x, y }, number: [1, 2, 3, 5][n], facing: 'W' })),
    ],
  },
];

interface Case {
  name: string;
  /** The packs prepared for the engine, once per case. */
  content: RulesContent;
  ref: LevelRef;
  setup?: Setup;
}

/** Lara with gear, so that random play goes through rerolls, scrolls, special dice, crafting and upgrades. */
const GEARED: Setup = {
  inventory: {
    resources: ['oil', 'oil', 'scrap', 'scrap', 'scrap', 'cloth', 'cloth', 'treasure', 'treasure:3', 'treasure:2'],
    specialDice: 3,
    weapons: [{ id: 'shotgun' }, { id: 'titanfire' }],
    outfits: ['jungle-heavy'],
    abilities: ['persevere', 'improvise'],
    research: ['double-success', 're-roll', 'hidden', 'skip-enemy-event-phase'],
  },
};

function cases(): Case[] {
  const out: Case[] = [];
  for (const item of base.items)
    if (item.kind === 'chapter' || item.kind === 'location' || item.kind === 'crypt')
      out.push({ name: `${item.kind} ${item.id}`, content, ref: { kind: item.kind, id: item.id } });
  for (const g of GENERATED) {
    const { items, ref } = scenarioLevel({ map: g.map, tokens: g.tokens, locationType: 'tomb' });
    const generated = rulesContent(withScenarioItems([base], items));
    out.push({ name: `generated ${g.name}`, content: generated, ref });
    out.push({ name: `generated ${g.name} with gear`, content: generated, ref, setup: GEARED });
  }
  return out;
}

function checkState(c: Case, s: CocState, where: string): void {
  const level = levelOf(c.content, s.level);
  const taken = new Map<number, string>();
  const place = (p: { x: number; y: number }, who: string) => {
    const i = indexOf(level, p);
    assert.ok(i >= 0, `${where}: ${who} is off the level`);
    const t = level.terrain[i];
    assert.ok(t !== 0 && t !== BLOCK, `${where}: ${who} stands on BLOCK or no tile at (${p.x}, ${p.y})`);
    assert.ok(level.slope[i]! < 0, `${where}: ${who} stands on a slope at (${p.x}, ${p.y})`);
    level.doors.forEach((d, k) =>
      assert.ok(s.doors[k] || d.at.x !== p.x || d.at.y !== p.y, `${where}: ${who} in a closed door`),
    );
    level.barriers.forEach((b, k) =>
      assert.ok(s.barriers[k]! <= 0 || b.at.x !== p.x || b.at.y !== p.y, `${where}: ${who} in a standing barrier`),
    );
    assert.ok(!s.boulder || s.boulder.x !== p.x || s.boulder.y !== p.y, `${where}: ${who} under the boulder`);
    const other = taken.get(i);
    const passing = s.move?.passing === true && (other === 'Lara' || who === 'Lara');
    assert.ok(other === undefined || passing, `${where}: ${who} and ${other} share (${p.x}, ${p.y})`);
    taken.set(i, who);
  };
  place(s.lara.at, 'Lara');
  for (const e of s.enemies) place(e.at, e.id);
  if (s.boulder) assert.equal(level.terrain[indexOf(level, s.boulder)], LOW, `${where}: the boulder is not on LOW`);
  assert.ok(
    s.lara.health >= 0 && s.lara.health <= s.lara.maxHealth,
    `${where}: health ${s.lara.health}/${s.lara.maxHealth}`,
  );
  assert.ok(
    s.lara.diceLeft >= 0 && s.lara.diceLeft <= s.lara.dice,
    `${where}: dice left ${s.lara.diceLeft}/${s.lara.dice}`,
  );
  assert.ok(
    s.diceLostNextPhase >= 0 && s.diceLostNextPhase <= s.lara.dice,
    `${where}: dice lost next phase ${s.diceLostNextPhase}/${s.lara.dice}`,
  );
  assert.ok(
    s.inventory.specialDice >= 0 && s.inventory.specialDice <= 6,
    `${where}: ${s.inventory.specialDice} Special Dice`,
  );
  for (const w of s.inventory.weapons) assert.ok(w.ammo >= 0, `${where}: ${w.id} has ${w.ammo} ammo`);
  assert.ok(s.researchCubes >= 0 && s.researchCubes < 3, `${where}: ${s.researchCubes} research cubes`);
  assert.ok(s.inventory.research.length <= 5, `${where}: ${s.inventory.research.length} Research Cards held`);
}

/** Every token and card of the start is still in exactly one place (bag, Lara, out of the game; a deck, her board…). */
function checkConservation(start: CocState, s: CocState, where: string): void {
  const sorted = (l: string[]) => [...l].sort();
  assert.deepEqual(
    sorted([...s.bag, ...s.inventory.resources, ...s.removedResources]),
    sorted([...start.bag, ...start.inventory.resources]),
    `${where}: resources not conserved`,
  );
  const once = (what: string, now: string[], all: string[]) => {
    assert.equal(new Set(now).size, now.length, `${where}: a ${what} card is in two places`);
    assert.deepEqual(sorted(now), sorted(all), `${where}: ${what} cards lost or made up`);
  };
  const held = (deck: 'weapon' | 'outfit' | 'ability') => {
    const p = s.pending;
    const inHand =
      p?.kind === 'upgrade' && p.deck === deck ? p.cards : p?.kind === 'makeRoom' && p.deck === deck ? [p.card] : [];
    const board =
      deck === 'weapon'
        ? s.inventory.weapons.map((w) => w.id)
        : deck === 'outfit'
          ? s.inventory.outfits
          : s.inventory.abilities;
    return [...s.decks[deck], ...board, ...inHand];
  };
  const startHeld = (deck: 'weapon' | 'outfit' | 'ability') => [
    ...start.decks[deck],
    ...(deck === 'weapon'
      ? start.inventory.weapons.map((w) => w.id)
      : deck === 'outfit'
        ? start.inventory.outfits
        : start.inventory.abilities),
  ];
  for (const deck of ['weapon', 'outfit', 'ability'] as const) once(deck, held(deck), startHeld(deck));
  const drawn = s.pending?.kind === 'keepResearch' ? s.pending.cards : [];
  once(
    'research',
    [...s.decks.research, ...s.decks.researchDiscard, ...s.inventory.research, ...drawn],
    [...start.decks.research, ...start.inventory.research],
  );
  const events = [...s.eventDeck.draw, ...s.eventDeck.discard, ...s.eventDeck.removed];
  assert.equal(new Set(events).size, events.length, `${where}: an Event Card is in two places`);
  const all = new Set([...start.eventDeck.draw, ...start.eventDeck.discard]);
  for (const c of events) assert.ok(all.has(c), `${where}: Event Card ${c} was not in the deck`);
}

function nextAction(c: Case, s: CocState, rng: RandomState): CocAction {
  if (s.phase === 'event' && !s.pending && randomInt(rng, 2) === 0)
    return { type: 'spawnEnemy', enemy: pick(rng, SPAWNS), roll: 1 + randomInt(rng, 6) };
  return pick(rng, legalActions(c.content, s));
}

for (const c of cases()) {
  test(`random legal play keeps the state sound: ${c.name}`, () => {
    for (let g = 0; g < GAMES_PER_LEVEL; g++) {
      const options = { seed: `${c.name}#${g}`, ...(c.setup ? { setup: c.setup } : {}) };
      const rng = seedRandom(`actions ${c.name}#${g}`);
      let state = newGame(c.content, c.ref, options);
      const start = state;
      checkState(c, state, `${c.name} game ${g} start`);
      for (let n = 0; n < ACTIONS_PER_GAME && state.status === 'playing'; n++) {
        const action = nextAction(c, state, rng);
        const where = `${c.name} game ${g} action ${n + 1} ${JSON.stringify(action)}`;
        const before = structuredClone(state);
        const next = applyAction(c.content, state, action).state;
        assert.deepEqual(state, before, `${where}: applyAction changed its input`);
        state = next;
        checkState(c, state, where);
        checkConservation(start, state, where);
        const again = replay(c.content, { level: c.ref, options, actions: state.log }).state;
        assert.equal(stateDigest(again), stateDigest(state), `${where}: replaying the log gives another state`);
      }
    }
  });
}
