// The CCG playtest's small component test files, run in one page (a page load costs more than their tests):
// see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './ccg-by-hand-goal.test.ts';
import './ccg-by-hand.test.ts';
import './ccg-moment-words.test.ts';
import './ccg-playtest.test.ts';
import './ccg-setup-and-response-words.test.ts';
import './ccg-treasure-and-points.test.ts';
import './ccg-series.test.ts';
