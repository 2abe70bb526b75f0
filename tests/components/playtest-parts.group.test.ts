// The Playtest area's small component test files, run in one page: each file alone costs a page load (its module
// graph, 150+ modules, in a fresh browser context: 2–7 s on the loaded 2-core machine) for tests of under 1 s.
// web-test-runner.config.mjs leaves the files imported here out of its own list, so each runs once, here; any of
// them still runs alone by its path (`npx web-test-runner tests/components/playtest-board.test.ts`).
import './playtest-ammo-level-rules.test.ts';
import './playtest-ammo-share.test.ts';
import './playtest-board-fit.test.ts';
import './playtest-board.test.ts';
import './playtest-by-hand.test.ts';
import './playtest-end.test.ts';
import './playtest-gear.test.ts';
import './playtest-kit-options.test.ts';
import './playtest-options-kit.test.ts';
import './playtest-options.test.ts';
import './playtest-picture.test.ts';
import './playtest-preview.test.ts';
import './playtest-seats.test.ts';
import './playtest.test.ts';
