/**
 * Which game the Playtest area shows: every playtest (the Crypt of Chronos one, the CCG one, a
 * game of the shared play shell) is drawn there, and the last one launched is on screen; the others
 * stay drawn, hidden, for their next launch. One mark per store; it imports nothing, so that each
 * launcher's chunk and the area itself can read it.
 */
const onScreen = new WeakMap<object, object>();

/** Puts `game` (a launcher, the module play) on screen in the Playtest area. */
export function showInPlaytest(store: object, game: object): void {
  onScreen.set(store, game);
}

/** Takes `game` off screen (it was left); the area shows its list again. */
export function leavePlaytest(store: object, game: object): void {
  if (onScreen.get(store) === game) onScreen.delete(store);
}

/** Whether `game` is the one on screen; `orNone`: also when no game is (the Crypt of Chronos playtest, whose list is
 * the area's start). */
export function onScreenInPlaytest(store: object, game: object, orNone = false): boolean {
  const shown = onScreen.get(store);
  return shown === game || (orNone && shown === undefined);
}
