// The ccgfast speed pass (docs/engine-performance.md, "CCG: kept raider numbers, a cheaper map analysis"): each
// shortcut against the plain way, over the states of random games and variants they rarely reach. The recorded digest
// games (ccg-game-digests) check that whole games stay the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type CcgContent } from '../../src/engine/ccg/content.ts';
import { baseAbility, playEffectList } from '../../src/engine/ccg/raider-stats.ts';
import { mayMoveTo, movableSides } from '../../src/engine/ccg/action-round.ts';
import { SIDES } from '../../src/engine/ccg/map.ts';
import { ABILITIES, type RaiderState, type Side } from '../../src/engine/ccg/types.ts';
import { ctxOf, eachState, baseContent } from './ccg-helpers.ts';

/** A read with nothing kept: the content's kept numbers emptied first. */
function fresh<T>(cc: CcgContent, read: () => T): T {
  cc.stats.length = 0;
  return read();
}

test("a raider's kept abilities and effects of cards in play are those read afresh, after her rows change in place or another raider is asked", () => {
  const cc = baseContent;
  const cards = [...cc.cards.values()];
  // Cards that change the numbers: ability bonuses, upgrades' bonuses, and effects of any kind.
  const carriers = cards
    .filter((c) => c.type !== 'raider' && (c.effects.length > 0 || c.bonuses.length > 0))
    .map((c) => c.id);
  const raiders = cards.filter((c) => c.type === 'raider').map((c) => c.id);
  assert.ok(carriers.length > 30 && raiders.length > 3, `${carriers.length} carriers, ${raiders.length} raiders`);
  let n = 0;
  const same = (r: RaiderState, what: string) => {
    const label = `${what}: ${r.raider} saved ${r.saved.join(',')} unsaved ${r.unsaved.join(',')} jammed ${r.jammed.join(',')}`;
    // Every kept read first (a fresh read keeps what it read), then the fresh ones.
    const kept = { abilities: ABILITIES.map((a) => baseAbility(cc, r, a)), effects: playEffectList(cc, r) };
    const again = playEffectList(cc, r);
    assert.deepEqual(
      kept,
      fresh(cc, () => ({ abilities: ABILITIES.map((a) => baseAbility(cc, r, a)), effects: playEffectList(cc, r) })),
      label,
    );
    // The list given out is the caller's own: changing it changes nothing kept.
    assert.notEqual(again, kept.effects, label);
    n++;
  };
  eachState('kept stats', 120, (state) => {
    for (const r0 of state.raiders) {
      const k = n;
      const a = carriers[k % carriers.length]!;
      const b = carriers[(k * 7 + 3) % carriers.length]!;
      // Asked once, then the same raider's rows changed in place (the engine pushes to and splices them).
      const r = { ...r0, saved: [...r0.saved], unsaved: [...r0.unsaved], jammed: [...r0.jammed] };
      baseAbility(cc, r, 'fight');
      playEffectList(cc, r);
      same(r, 'as she is');
      r.saved.push(a);
      same(r, 'saved a card');
      r.unsaved.push(b);
      same(r, 'unsaved a card');
      r.jammed.push(b);
      same(r, 'jammed it');
      r.saved.splice(0, 1);
      same(r, 'lost her first saved card');
      // Another raider of the same player index (another game, another raider card) asked next.
      same({ ...r0, raider: raiders[k % raiders.length]! }, 'another raider card');
      same(r0, 'the first raider again');
    }
  });
  assert.ok(n > 1000, `${n} compared`);
});

test('mayMoveTo says what movableSides lists, for every side and a side that is none', () => {
  const cc = baseContent;
  let asked = 0;
  let yes = 0;
  eachState('may move', 120, (state) => {
    const step = state.step;
    if (!step) return;
    const ctx = ctxOf(cc, state);
    const r = state.raiders[step.player]!;
    const sides = movableSides(ctx, r, step);
    for (const side of [...SIDES, 'up' as Side]) {
      assert.equal(mayMoveTo(ctx, r, step, side), sides.includes(side), `${side} of ${sides.join(',')}`);
      asked++;
      if (sides.includes(side)) yes++;
    }
  });
  assert.ok(asked > 1000 && yes > 200, `${asked} asked, ${yes} yes`);
});
