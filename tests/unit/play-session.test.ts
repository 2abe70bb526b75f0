import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlaySession, type SessionRules } from '../../src/store/play-session.ts';

// The generic session with time travel, on a tiny counting game: an action adds its number to the
// total (refused when it would pass 10); the events say what was added.
type Add = { add: number };
type Note = { type: 'added'; text: string };
const rules: SessionRules<number, Add, Note> = {
  apply(total, { add }) {
    if (total + add > 10) throw new Error(`${total} + ${add} passes 10`);
    return { state: total + add, events: [{ type: 'added', text: `+${add}` }] };
  },
  legal: (total) => [1, 2, 3].filter((n) => total + n <= 10).map((add) => ({ add })),
};

class Counting extends PlaySession<number, Add, Note> {
  appliedFrom: number[] = [];
  travels = 0;
  protected override applied(before: number): void {
    this.appliedFrom.push(before);
  }
  protected override travelled(): void {
    this.travels++;
  }
}

test('actions are applied in order with their events; a refused one leaves the game and says why', () => {
  const s = new Counting(0, rules);
  let changes = 0;
  s.addEventListener('change', () => changes++);
  assert.ok(s.applyAll([{ add: 3 }, { add: 4 }]));
  assert.equal(s.state, 7);
  assert.deepEqual(
    s.steps.map((st) => st.events[0]!.text),
    ['+3', '+4'],
  );
  assert.deepEqual(s.appliedFrom, [0, 3]);
  assert.equal(s.apply({ add: 5 }), false);
  assert.equal(s.error, '7 + 5 passes 10');
  assert.equal(s.state, 7);
  assert.deepEqual(s.legal, [{ add: 1 }, { add: 2 }, { add: 3 }]);
  assert.equal(changes, 3);
  assert.ok(s.apply({ add: 3 }));
  assert.equal(s.error, undefined);
  assert.deepEqual(s.legal, []);
});

test('going back replays the shorter log and keeps the rest as the future; redo and travel go forward; a new action ends the future', () => {
  const s = new Counting(0, rules);
  // Three moves of one step each (applyAll would make them one move, undone at once: see below).
  for (const a of [{ add: 1 }, { add: 2 }, { add: 3 }]) s.apply(a);
  s.undo();
  assert.equal(s.state, 3);
  assert.deepEqual(s.future, [{ add: 3 }]);
  s.travel(0);
  assert.equal(s.state, 0);
  assert.equal(s.steps.length, 0);
  assert.deepEqual(s.future, [{ add: 1 }, { add: 2 }, { add: 3 }]);
  assert.equal(s.travels, 2);
  assert.ok(s.redo());
  assert.equal(s.state, 1);
  assert.deepEqual(s.future, [{ add: 2 }, { add: 3 }]);
  s.travel(99);
  assert.equal(s.state, 6);
  assert.deepEqual(s.future, []);
  assert.equal(s.redo(), false);
  s.travel(1);
  s.apply({ add: 1 });
  assert.equal(s.state, 2);
  assert.deepEqual(s.future, []);
});

test('a future action the game refuses stays in the future', () => {
  const s = new Counting(8, rules);
  s.future = [{ add: 3 }];
  assert.equal(s.redo(), false);
  assert.deepEqual(s.future, [{ add: 3 }]);
  assert.equal(s.state, 8);
});

test('a move of several steps (applyAll: a click on a far space) is one move: undone at once', () => {
  const s = new Counting(0, rules);
  s.apply({ add: 1 });
  s.applyAll([{ add: 1 }, { add: 2 }]);
  assert.deepEqual(s.moves, [
    { from: 0, to: 1 },
    { from: 1, to: 3 },
  ]);
  s.undo();
  assert.equal(s.state, 1);
  assert.deepEqual(s.future, [{ add: 1 }, { add: 2 }]);
});
