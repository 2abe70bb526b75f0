// The printed sheets' small component test files, run in one page (a page load costs more than their tests):
// see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './aod-print.test.ts';
import './print-cards.test.ts';
import './print-rpg.test.ts';
import './print-sheets.test.ts';
import './print-uw.test.ts';
import './print-library.test.ts';
