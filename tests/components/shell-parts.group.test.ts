// The play shell's and the profile's small component test files, run in one page (a page load costs
// more than their tests): see playtest-parts.group.test.ts. Each file still runs alone by its path.
import './play-frame.test.ts';
import './play-shell-games.test.ts';
import './play-shell-hidden.test.ts';
import './profile-button.test.ts';
import './player-profile.test.ts';
import './store-signals.test.ts';
import './choice-dialog.test.ts';
