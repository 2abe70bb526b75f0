// The level editor's inspector and problems panels' small component test files, run in one page (a page load
// costs more than their tests): see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './clear-check-problems.test.ts';
import './inspector-odds.test.ts';
import './level-rules-inspector.test.ts';
import './schema-form-offscreen.test.ts';
