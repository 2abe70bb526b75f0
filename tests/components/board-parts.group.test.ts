// The game boards' and designers' small component test files, run in one page (a page load costs more
// than their tests): see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './aod-board.test.ts';
import './aod-board-symbols.test.ts';
import './island-map.test.ts';
import './rpg-board.test.ts';
import './rpg-designer.test.ts';
import './uw-board.test.ts';
import './uw-designer.test.ts';
import './kit-envelope-locks.test.ts';
