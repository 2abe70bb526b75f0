import { test } from 'node:test';
import assert from 'node:assert/strict';
import { visibleText, hasInvisible } from '../../src/model/visible-text.ts';

test('bidi controls and invisible characters are shown as marks naming them; other text is untouched', () => {
  assert.equal(visibleText('Wolf\u202Eevil'), 'Wolf⟦U+202E⟧evil');
  assert.equal(visibleText('a\u200Bb\u2066c\u2069\uFEFF'), 'a⟦U+200B⟧b⟦U+2066⟧c⟦U+2069⟧⟦U+FEFF⟧');
  assert.equal(visibleText('line\u2028sep'), 'line⟦U+2028⟧sep');
  assert.equal(visibleText('Café Ελληνικά עברית 中文 🐺'), 'Café Ελληνικά עברית 中文 🐺');
  assert.equal(visibleText(undefined), '');
  assert.equal(hasInvisible('x\u202Dy'), true);
  assert.equal(hasInvisible('plain'), false);
});
