import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LiveCheck } from '../../src/ui/live-check.ts';
import type { ContentItem } from '../../src/model/content.ts';
import type { Problem } from '../../src/model/problem.ts';

/** A draft with no exit has one error; the validator answers after a short wait, as the worker does. */
function setup() {
  const draft = { kind: 'chapter', id: 'c', exit: false } as unknown as ContentItem & { exit: boolean };
  let checks = 0;
  const validator = async (d: ContentItem): Promise<Problem[]> => {
    checks++;
    const noExit = !(d as unknown as { exit: boolean }).exit;
    await new Promise((r) => setTimeout(r, 5));
    return noExit ? [{ severity: 'error', message: 'no exit', path: '/layout' } as unknown as Problem] : [];
  };
  const live = new LiveCheck(
    validator,
    () => ({ ...draft }),
    () => undefined,
  );
  return { draft, live, checks: () => checks };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until `done()` (at most ~2 s): a fixed wait lost the race to the 1 ms timer on a loaded machine (load ~38). */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await settle(5);
}

test('right after an edit the problems are stale, and fresh() checks the draft as it is now at once', async () => {
  const { draft, live, checks } = setup();
  live.schedule(1);
  await until(() => checks() === 1 && !live.stale);
  assert.equal(live.problems.length, 1);
  assert.equal(live.stale, false);
  draft.exit = true;
  live.schedule(10_000); // the debounced check would come far too late for a key pressed now
  assert.equal(live.stale, true);
  assert.equal(live.problems.length, 1, 'the list still belongs to the draft before the edit');
  const now = await live.fresh();
  assert.deepEqual(now, []);
  assert.equal(live.stale, false);
  assert.equal(checks(), 2, 'the waiting check was run once, now');
  assert.deepEqual(await live.fresh(), [], 'an up-to-date list is given without another check');
  assert.equal(checks(), 2);
  live.stop();
});

test('an edit made while a check runs keeps the list stale until a check of the new draft answers', async () => {
  const { draft, live } = setup();
  live.schedule(1);
  await settle(2); // the check of the draft without an exit is running
  draft.exit = true;
  live.schedule(10_000);
  await settle(30);
  assert.equal(live.problems.length, 1);
  assert.equal(live.stale, true, 'the answer belongs to the draft before the edit');
  assert.deepEqual(await live.fresh(), []);
  live.stop();
});
