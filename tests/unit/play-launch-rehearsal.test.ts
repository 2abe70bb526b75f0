// The rehearsal both playtests share (src/store/play-launch.ts): a game started hidden by a launcher
// of its own, the first request that plays; the CCG one chooses the level open in the designer, else
// the packs' first CCG level, and is never "shown" (its keys do nothing), unlike a launched game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPackFile } from '../../src/cli/pack-folder.ts';
import type { AppStore } from '../../src/store/app-store.ts';
import { CcgPlaytestLauncher, ccgRehearsalFor, loadCcgSessionModule } from '../../src/store/ccg-playtest-launch.ts';

const pack = readPackFile('content/base/pack.json').pack!;
const store = { area: 'playtest', packs: [pack], setArea: () => undefined } as unknown as AppStore;
const ccgLevels = pack.items.filter((i) => i.kind === 'ccgLevel').map((i) => i.id);

test('the CCG rehearsal plays the open level, hidden: prepared, never shown; a launch is shown', async () => {
  await loadCcgSessionModule();
  const r = ccgRehearsalFor(store, [pack], { id: 'introductory-cave' })!;
  assert.equal(r.session?.state.level.id, 'introductory-cave');
  assert.equal(r.prepared, true);
  assert.equal(r.shown, false);
  const launched = new CcgPlaytestLauncher(store);
  launched.launch({ packs: [pack], items: [], level: { kind: 'ccgLevel', id: 'introductory-cave' }, title: 'x' });
  assert.equal(launched.prepared, false);
  assert.equal(launched.shown, true);
});

test('no open level, or one that is not there: the packs first CCG level that plays solitaire; no CCG level: no rehearsal', async () => {
  await loadCcgSessionModule();
  // The base pack's first CCG level is for several raiders: without solitaire rules it plays hot-seat
  // (with a note saying why), so the first level is the one rehearsed.
  const playable = ccgLevels.find((id) => {
    const l = new CcgPlaytestLauncher(store);
    l.prepare({ packs: [pack], items: [], level: { kind: 'ccgLevel', id }, title: id });
    return l.session !== undefined;
  });
  assert.equal(playable, ccgLevels[0]);
  assert.equal(ccgRehearsalFor(store, [pack])?.session?.state.level.id, playable);
  assert.equal(ccgRehearsalFor(store, [pack], { id: 'no-such-level' })?.session?.state.level.id, playable);
  assert.equal(
    ccgRehearsalFor(store, [{ ...pack, items: pack.items.filter((i) => i.kind !== 'ccgLevel') }]),
    undefined,
  );
});

// The launcher keeps what the engine prepared for its last start (play-launch.ts `kept`): a restart, or a launch
// of the same level not edited since, plays on the same prepared content; an edit (new items) prepares anew.
test('a restart or an unedited relaunch reuses the prepared content; an edit prepares it again', async () => {
  await loadCcgSessionModule();
  const packs = [pack];
  const level = { kind: 'ccgLevel', id: 'introductory-cave' } as const;
  const launcher = new CcgPlaytestLauncher(store);
  launcher.launch({ packs, items: [], level, title: 'x' });
  const first = launcher.session!.content;
  launcher.restart();
  assert.equal(launcher.session!.content, first);
  launcher.launch({ packs, items: [], level, title: 'x' });
  assert.equal(launcher.session!.content, first);
  const cave = pack.items.find((i) => i.id === 'introductory-cave')!;
  launcher.launch({ packs, items: [{ ...cave, name: 'Edited cave' }], level, title: 'x' });
  assert.notEqual(launcher.session!.content, first);
  assert.equal(launcher.session!.content.levels.get('introductory-cave')?.name, 'Edited cave');
});
