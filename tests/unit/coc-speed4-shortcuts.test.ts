// Fifth speed pass (docs/engine-performance.md): each shortcut against the plain way, over the states
// of random games on every chapter and location (advanced rules on for some).
//  - an enemy's attack with its numbers worked out once (`attackNumbers`, as the enemy phase scores
//    its stops) against attackDamage working them out itself, for every enemy at every space and
//    facing it could stand on;
//  - cardOf kept by instance id against the content item found from the card id;
//  - targetsInRange (lineBlock, no text) against the range cells lineOfFire lets through.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { eachRandomState } from './coc-random-states.ts';
import { attackDamage, attackNumbers } from '../../src/engine/coc/enemy-attack.ts';
import { cardIdOf, cardOf } from '../../src/engine/coc/cards.ts';
import { itemOf } from '../../src/engine/coc/ongoing-rules.ts';
import { cellAt, lineOfFire, targetsInRange } from '../../src/engine/coc/weapons.ts';
import { FACINGS } from '../../src/model/coc-grid.ts';
import { BLOCK, HIGH, LOW, terrainAt } from '../../src/engine/coc/level.ts';
import { barrierAt, boulderAt, closedDoorAt } from '../../src/engine/coc/board.ts';
import type { Ctx } from '../../src/engine/coc/context.ts';
import type { CocState, Point } from '../../src/engine/coc/types.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const ctxOf = (state: CocState): Ctx => ({ level: levelOf(content, state.level), state, content, events: [] });

let kept: CocState[] | undefined;

/** Calls `look` on states of random games (played once, with a copy per action: each state is kept as it was). */
function eachState(look: (ctx: Ctx) => void): void {
  if (!kept) {
    kept = [];
    eachRandomState(pack, 'shortcuts', 400, (state) => {
      if (state.status === 'playing') kept!.push(state);
    });
  }
  for (const state of kept) look(ctxOf(state));
}

test('an enemy attack with its numbers worked out once deals what the plain attackDamage deals, wherever the enemy stands', () => {
  let asked = 0;
  let attacks = 0;
  const types = [...content.figures.keys()];
  let states = 0;
  eachState(({ level, state }) => {
    if (state.sight !== 'seen' || states++ % 3) return;
    const lara = state.lara.at;
    for (const enemy of state.enemies) {
      const home = { at: enemy.at, facing: enemy.facing, type: enemy.type };
      // Every enemy card in its place (the Archer's and Grenadier's abilities come up rarely in games),
      // on every space in Lara's lanes (elsewhere no attack reaches her), in every facing.
      for (const type of types) {
        enemy.type = type;
        const known = attackNumbers(level, state, content, enemy);
        for (let y = 0; y < level.height; y++)
          for (let x = 0; x < level.width; x++) {
            if (Math.abs(x - lara.x) > 1 && Math.abs(y - lara.y) > 1) continue;
            for (const facing of FACINGS) {
              enemy.at = { x, y };
              enemy.facing = facing;
              const plain = attackDamage(level, state, content, enemy);
              assert.equal(attackDamage(level, state, content, enemy, known), plain, `${type} at ${x},${y} ${facing}`);
              asked++;
              if (plain !== undefined) attacks++;
            }
          }
      }
      Object.assign(enemy, home);
    }
  });
  assert.ok(asked > 100000 && attacks > 1000, `${asked} asked, ${attacks} attacks`);
});

test('cardOf, kept by instance id, gives the item of the card id, and refuses an unknown card', () => {
  let asked = 0;
  eachState(({ state }) => {
    const held: [string, string[]][] = [
      ['research', state.inventory.research],
      ['ability', state.inventory.abilities],
      ['event', [...state.eventDeck.draw, ...state.eventDeck.discard]],
    ];
    for (const [kind, instances] of held)
      for (const instance of instances) {
        assert.equal(cardOf(content, kind, instance), itemOf(content, kind, cardIdOf(instance)));
        asked++;
      }
  });
  assert.ok(asked > 10000, `${asked} asked`);
  assert.throws(() => cardOf(content, 'research', 'no-such-card#2'), /No research card "no-such-card"/);
});

/** The line of fire as weapons.ts worked it out before lineBlock: the whole lane listed, then checked in order. */
function plainLineOfFire(ctx: Ctx, c: { forward: number; right: number }): boolean {
  const { level, state } = ctx;
  const from = state.lara.at;
  const low = terrainAt(level, from) === LOW;
  const path: Point[] = [];
  const fs = Math.sign(c.forward);
  for (let f = fs; fs !== 0 && Math.abs(f) < Math.abs(c.forward); f += fs)
    path.push(cellAt(from, state.lara.facing, { forward: f, right: c.right }));
  const target = cellAt(from, state.lara.facing, c);
  for (const p of path) {
    const t = terrainAt(level, p);
    if (t === 0 || t === BLOCK) return false;
    if (closedDoorAt(level, state, p) || barrierAt(level, state, p) || boulderAt(state, p)) return false;
    if (low && t === HIGH) return false;
  }
  const t = terrainAt(level, target);
  if (t === 0 || t === BLOCK || closedDoorAt(level, state, target)) return false;
  return !(low && t === HIGH);
}

test('targetsInRange lists the range cells the plain line of fire lets through, and lineOfFire words the others', () => {
  let targets = 0;
  let blocked = 0;
  let states = 0;
  const weapons = pack.items.filter(
    (i) => i.kind === 'weapon' && Array.isArray((i.range as { cells?: unknown } | undefined)?.cells),
  );
  eachState((ctx) => {
    if (states++ % 25) return;
    const { level, state } = ctx;
    const home = state.lara;
    // Every weapon of the content, Lara on every space in every facing.
    for (let y = 0; y < level.height; y++)
      for (let x = 0; x < level.width; x++)
        for (const facing of FACINGS) {
          state.lara = { ...home, at: { x, y }, facing };
          for (const w of weapons) {
            const cells = (w.range as { cells: { forward: number; right: number }[] }).cells;
            const through = cells.filter((c) => plainLineOfFire(ctx, c));
            assert.deepEqual(
              targetsInRange(ctx, w.id),
              through.map((c) => cellAt(state.lara.at, facing, c)),
              `${w.id} from ${x},${y} ${facing}`,
            );
            for (const c of cells) assert.equal(lineOfFire(ctx, c) === undefined, through.includes(c));
            targets += through.length;
            blocked += cells.length - through.length;
          }
        }
    state.lara = home;
  });
  assert.ok(targets > 10000 && blocked > 10000, `${targets} targets, ${blocked} blocked`);
});
