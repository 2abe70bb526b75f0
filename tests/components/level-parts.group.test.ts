// The level editor's tool and move component test files, run in one page (a page load costs more than their
// tests): see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './level-editor-moves.test.ts';
import './level-editor-tools.test.ts';
