import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateItem } from '../../src/model/validate.ts';
import { emptyCcgLevel } from '../../src/model/ccg-level-new.ts';

// Problems worded for people (issue 22): a field's own words where the schema has them.

test('a new CCG level without an entrance room says what to do, in words, not the schema terms', () => {
  const messages = validateItem(emptyCcgLevel('a')).map((p) => p.message);
  assert.ok(
    messages.some((m) => /no entrance room yet: drop an entrance card/.test(m)),
    messages.join('\n'),
  );
  assert.ok(!messages.some((m) => /needs at least 1 entry/.test(m)), messages.join('\n'));
});
