/**
 * A replay saved by the play shell's "Save replay" for a game module (store/module-game.ts `record`:
 * its game, level, options, actions and the items of the user's own it needs), read back as a game to
 * watch from its start: its actions are the game's future, stepped through by Redo or the log. It is
 * loaded from the shell's bar or the Playtest area's list (playtest-start.ts, through loadScenario),
 * and checked at once, off the main thread, against its recorded digest (replay-check.ts).
 */
import type { ContentItem, Pack } from '../../model/content.ts';
import { parseJson } from '../../model/parse-json.ts';
import { isObject } from '../../model/json-read.ts';
import { gameModule } from '../../engine/games.ts';
import type { ModuleGameStart } from '../../store/module-game.ts';
import type { AppStore, Area } from '../../store/app-store.ts';
import { modulePlayFor } from '../../store/module-play.ts';
import { checkLoadedReplay } from './replay-check.ts';

/** The game a replay file's text starts (its check begun), or why it cannot be played. */
export function loadModuleReplay(text: string, packs: readonly Pack[]): ModuleGameStart | string {
  const start = moduleReplayStart(text, packs);
  if (typeof start !== 'string') void checkLoadedReplay(start, start.packs, JSON.parse(text));
  return start;
}

/**
 * Plays a replay file's text in the Playtest area's shell, over the library's packs, back to `from`
 * (else where the last game came from); returns why it cannot, if it cannot.
 */
export function playModuleReplay(store: AppStore, text: string, from?: Area): string | undefined {
  const start = loadModuleReplay(text, store.packs);
  if (typeof start === 'string') return start;
  // The shell and the boards, fetched while the game starts (the Playtest area draws them once they are in).
  void import('./module-play-view.ts');
  const play = modulePlayFor(store);
  play.start(start, from);
  return play.error ? `The replay cannot be played: ${play.error}` : undefined;
}

/** The game a replay file's text starts, over `packs` (its own items first), or why it cannot be played. */
export function moduleReplayStart(text: string, packs: readonly Pack[]): ModuleGameStart | string {
  const parsed = parseJson(text);
  if (!parsed.ok) return `The file is not JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}).`;
  const record = parsed.value;
  if (!isObject(record)) return 'The file is not a replay: it is not an object.';
  const game = typeof record.game === 'string' ? gameModule(record.game) : undefined;
  if (!game) return `The file is not a replay of a game played here (its game is ${JSON.stringify(record.game)}).`;
  const level = record.level;
  if (!isObject(level) || typeof level.kind !== 'string' || typeof level.id !== 'string')
    return 'The file is not a replay: it names no level (a kind and an id).';
  if (!Array.isArray(record.actions)) return 'The file is not a replay: it has no list of actions.';
  const items = Array.isArray(record.items) ? (record.items.filter(isObject) as unknown as ContentItem[]) : [];
  const held = [...items, ...packs.flatMap((p) => p.items)].some((i) => i.kind === level.kind && i.id === level.id);
  if (!held)
    return `The replay is of ${game.name}'s ${level.kind} "${level.id}", which is not in the library (nor in the file).`;
  const own: Pack = {
    kind: 'pack',
    id: 'replay-items',
    name: 'The replay’s items',
    version: '0.0.0',
    description: 'The items of the user’s own that the replay needs.',
    authors: [],
    schemaVersion: 1,
    items,
  };
  return {
    game,
    packs: items.length ? [own, ...packs] : packs,
    level: { kind: level.kind, id: level.id },
    ...(record.options !== undefined ? { options: record.options } : {}),
    ...(items.length ? { items } : {}),
    actions: record.actions,
  };
}
