// The random players' speed pass (docs/engine-performance.md, "Random players' speed pass"): each
// shortcut against the plain way it replaces, over the states of random games. The recorded digest
// games (coc- and ccg-game-digests) check that whole games stay the same; these check the pieces on
// far more states and on variants the games rarely reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPack } from '../../src/cli/pack-folder.ts';
import { buildLevel, levelOf } from '../../src/engine/coc/level.ts';
import { rulesContent } from '../../src/engine/coc/rules-content.ts';
import { playRandomGame } from '../../src/engine/coc/random-player.ts';
import { pathBound } from '../../src/engine/coc/enemy-path-bound.ts';
import { pathStops } from '../../src/engine/coc/enemy-path.ts';
import { makeBoard } from '../../src/engine/coc/movement.ts';
import type { CocState } from '../../src/engine/coc/types.ts';
import { cardOf, type Effect } from '../../src/engine/ccg/content.ts';
import { hasPlayEffect, playEffects } from '../../src/engine/ccg/raider-stats.ts';
import { beforeTestCards } from '../../src/engine/ccg/encounter.ts';
import { levelFor } from '../../src/engine/ccg/level.ts';
import { placedAt } from '../../src/engine/ccg/map.ts';
import { factsOf, obstaclesAt } from '../../src/engine/ccg/obstacles.ts';
import type { Ctx as CcgCtx } from '../../src/engine/ccg/context.ts';
import type { CcgState, ObstacleRef, RaiderState } from '../../src/engine/ccg/types.ts';
import { eachState, baseContent } from './ccg-helpers.ts';

const pack = readPack('content/base').pack!;
const content = rulesContent(pack);
const chapters = pack.items.filter((i) => i.kind === 'chapter' || i.kind === 'location');

test('the terrain bound kept per target for every game on a level is the bound worked out afresh, whatever was asked before', () => {
  let compared = 0;
  for (const item of chapters) {
    const ref = { kind: item.kind as 'chapter' | 'location', id: item.id };
    const shared = buildLevel(content, ref);
    const n = shared.width * shared.height;
    // Every target asked on one level (both ways), in an order that jumps about: each worked out once, then kept.
    const order = Array.from({ length: n }, (_, i) => (i * 37) % n);
    for (const target of order) for (const enter of [false, true]) pathBound(shared, target, enter);
    // A level built anew, asked in the other order: each of its answers is worked out at that ask.
    const fresh = buildLevel(content, ref);
    for (const target of order.reverse())
      for (const enter of [true, false]) {
        assert.deepEqual(
          [...pathBound(shared, target, enter)],
          [...pathBound(fresh, target, enter)],
          `${item.id} target ${target} enter ${enter}`,
        );
        compared++;
      }
  }
  assert.ok(compared > 1000, `${compared} bounds compared`);
});

/** States of random games with enemies on the level (played with a copy per action: each kept as it was). */
function statesWithEnemies(): CocState[] {
  const kept: CocState[] = [];
  for (const item of chapters)
    for (const seed of [1, 2]) {
      playRandomGame(
        content,
        { kind: item.kind as 'chapter' | 'location', id: item.id },
        { seed },
        `randspeed ${seed}`,
        200,
        (_before, _action, state) => {
          if (state.status === 'playing' && state.enemies.length && kept.length < 1500) kept.push(state);
        },
      );
    }
  return kept;
}

test("an enemy's path stops with the walk's marks reused from search to search are the stops of a search on a level never searched", () => {
  let searches = 0;
  let compared = 0;
  let stops = 0;
  for (const state of statesWithEnemies()) {
    const level = levelOf(content, state.level);
    const { x, y } = state.lara.at;
    for (let mover = 0; mover < state.enemies.length; mover++) {
      // Towards Lara (to stop beside her), and onto a space as for a noise, with the budgets enemies have.
      for (const [target, enter, budget] of [
        [state.lara.at, false, 2],
        [{ x: (x + 2) % level.width, y }, true, 3],
      ] as const) {
        const reused = pathStops(makeBoard(level, state), mover, target, budget, enter);
        searches++;
        stops += reused?.length ?? 0;
        // Every seventh search again on a level built anew: no mark of an earlier search on it.
        if (searches % 7) continue;
        const clean = buildLevel(content, state.level);
        assert.deepEqual(
          reused,
          pathStops(makeBoard(clean, state), mover, target, budget, enter),
          `${state.level.id} enemy ${mover} enter ${enter}`,
        );
        compared++;
      }
    }
  }
  assert.ok(compared > 200 && stops > searches / 2, `${searches} searches (${compared} compared), ${stops} stops`);
});

/** The CCG rare-effect check as it was: the list of her effects built, then searched. */
const plainHas = (r: RaiderState, type: string) =>
  playEffects(baseContent, r).some(({ effect }) => effect.type === type);

test('hasPlayEffect says what playEffects lists, for every effect type: every raider of random games, with cards of each type put in her rows, jammed or not', () => {
  const cc = baseContent;
  const types = [...new Set([...cc.cards.values()].flatMap((c) => c.effects.map((e: Effect) => e.type)))];
  // A card of the pack carrying each type (not an upgrade: upgrades act through their bonuses, never their effects).
  const carriers = types
    .map(
      (t) =>
        [...cc.cards.values()].find(
          (c) => c.effects.some((e) => e.type === t) && c.type !== 'upgrade' && c.type !== 'raider',
        )?.id,
    )
    .filter((id): id is string => !!id);
  const raiders = [...cc.cards.values()].filter((c) => c.type === 'raider').map((c) => c.id);
  assert.ok(types.length > 30 && carriers.length > 30, `${types.length} types, ${carriers.length} cards carrying one`);
  let asked = 0;
  let yes = 0;
  let checked = 0;
  eachState('has effect', 120, (state) => {
    for (const r0 of state.raiders) {
      const n = checked++;
      const a = carriers[n % carriers.length]!;
      const b = carriers[(n * 7 + 3) % carriers.length]!;
      const variants: RaiderState[] = [
        r0,
        { ...r0, saved: [...r0.saved, a], unsaved: [...r0.unsaved, b] },
        { ...r0, raider: raiders[n % raiders.length]!, saved: [b, ...r0.saved], unsaved: [a], jammed: [a] },
      ];
      for (const r of variants)
        for (const type of types) {
          const fast = hasPlayEffect(cc, r, type);
          assert.equal(
            fast,
            plainHas(r, type),
            `${type}: ${r.raider} saved ${r.saved.join(',')} unsaved ${r.unsaved.join(',')} jammed ${r.jammed.join(',')}`,
          );
          asked++;
          if (fast) yes++;
        }
    }
  });
  assert.ok(asked > 10000 && yes > 500, `${asked} asked, ${yes} yes`);
});

/** beforeTestCards as it was: every card's checks in turn, the obstacle looked up for each card. */
function plainBeforeTestCards(ctx: CcgCtx, r: RaiderState, ref: ObstacleRef): string[] {
  const fits = (effects: readonly Effect[]) => {
    const placed = r.at && placedAt(ctx.state, r.at);
    if (!placed || !obstaclesAt(ctx, placed).includes(ref)) return true;
    const type = factsOf(ctx, placed, ref).obstacleType;
    for (const e of effects) {
      if (e.type === 'defeatCreature' && type !== 'creature') return false;
      if (e.type === 'skipTest' && e.obstacleType !== undefined && e.obstacleType !== type) return false;
    }
    return true;
  };
  const sameCreature = () => {
    const placed = r.at && placedAt(ctx.state, r.at);
    if (!placed || !obstaclesAt(ctx, placed).includes(ref) || factsOf(ctx, placed, ref).obstacleType !== 'creature')
      return false;
    return ctx.state.raiders.some(
      (o) =>
        o !== r && !o.dead && o.at !== null && o.at.column === placed.spot.column && o.at.depth === placed.spot.depth,
    );
  };
  return r.hand.filter((id) => {
    const c = cardOf(ctx.content, id);
    if (c.type !== 'action') return false;
    if (c.playWhen === 'sameCreature' && !sameCreature()) return false;
    if (!fits(c.effects)) return false;
    return c.timing === 'beforeTest' || (c.timing === 'response' && c.effects.some((e) => e.type === 'preventHits'));
  });
}

test('the cards allowed before a test, with the obstacle looked up once, are the cards the plain way allows: every test of random games, with every action card of the pack in hand', () => {
  const cc = baseContent;
  const actions = [...cc.cards.values()].filter((c) => c.type === 'action').map((c) => c.id);
  let tests = 0;
  let allowed = 0;
  let refused = 0;
  eachState('before test', 200, (state: CcgState) => {
    const p = state.pending;
    if (p?.kind !== 'test') return;
    const ctx: CcgCtx = {
      content: cc,
      level: levelFor(cc, state.level.id),
      state,
      events: [],
      seriesLevel: state.seriesLevel,
    };
    const r = state.raiders[p.player]!;
    // Her hand, then every action card of the pack added to it; against the obstacle faced, and against each other one
    // there.
    const placed = r.at && placedAt(state, r.at);
    const refs = [p.obstacle, ...(placed ? obstaclesAt(ctx, placed) : []), 'printed', 'no-such-obstacle'];
    for (const hand of [r.hand, [...r.hand, ...actions]])
      for (const ref of refs) {
        const her = { ...r, hand };
        const fast = beforeTestCards(ctx, her, ref);
        assert.deepEqual(fast, plainBeforeTestCards(ctx, her, ref), `${ref}: ${hand.join(',')}`);
        allowed += fast.length;
        refused += hand.length - fast.length;
      }
    tests++;
  });
  assert.ok(tests > 100 && allowed > 1000 && refused > 1000, `${tests} tests, ${allowed} allowed, ${refused} refused`);
});
