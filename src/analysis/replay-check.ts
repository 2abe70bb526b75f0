/**
 * Whether a loaded replay reproduces what it recorded, checked when it is loaded (not once it has
 * been watched to its end): its actions are played again by its game's module, and the state reached
 * is compared with the record. Two kinds of file, both through the game-module contract:
 *
 * - a replay the shared play shell saves (store/module-game.ts `record`): its digest;
 * - a scenario file (a Crypt of Chronos or CCG playtest's replay): the module's `runScenario`, which
 *   compares every expected field (the CCG's digest among them).
 *
 * Pure and synchronous: the page runs it in a worker (ui/play/replay-check-worker.ts).
 */
import type { Pack } from '../model/content.ts';
import { isObject } from '../model/json-read.ts';
import { gameModule } from '../engine/games.ts';

/** What the page sends the worker: the packs the replay was opened over (its own items laid first) and the file's
 * value. */
export interface ReplayCheckJob {
  packs: readonly Pack[];
  file: unknown;
}

const CHANGED = 'The level or the rules may have changed since it was saved.';

/** How the replay does not reproduce its record, in words; undefined when it does (or records nothing to compare). */
export function replayCheck(packs: readonly Pack[], file: unknown): string | undefined {
  if (!isObject(file)) return 'The file is not a replay.';
  const gameId = file.game ?? 'coc';
  const game = typeof gameId === 'string' ? gameModule(gameId) : undefined;
  if (!game) return `No game here is called ${JSON.stringify(gameId)}.`;
  if (Array.isArray(file.actions)) return recordCheck(game, packs, file);
  const run = game.runScenario(packs, file);
  if (run.error)
    return run.error.step === 0
      ? `The replay does not reproduce: its game cannot start (${run.error.message}). ${CHANGED}`
      : `The replay does not reproduce: its step ${run.error.step} is refused (${run.error.message}). ${CHANGED}`;
  const faults = [...run.mismatches, ...(run.problems ?? []).map((p) => `${p.pointer}: ${p.message}`)];
  if (!faults.length) return undefined;
  const shown = faults.slice(0, 3).join('; ');
  return `The replay does not reproduce the state it recorded: ${shown}${faults.length > 3 ? ` (and ${faults.length - 3} more)` : ''}. ${CHANGED}`;
}

/** A shell record: its actions played from its level and options, then its digest compared. */
function recordCheck(
  game: NonNullable<ReturnType<typeof gameModule>>,
  packs: readonly Pack[],
  record: Record<string, unknown>,
): string | undefined {
  const level = record.level as { kind: string; id: string };
  const actions = record.actions as unknown[];
  let state: unknown;
  try {
    const prepared = game.prepare(packs);
    state = prepared.newGame(level, record.options ?? prepared.defaultOptions?.(level, 1) ?? { seed: 1 }).state;
    for (const [i, action] of actions.entries()) {
      try {
        state = prepared.applyAction(state, action).state;
      } catch (e) {
        return `The replay does not reproduce: its action ${i + 1} of ${actions.length} is refused (${message(e)}). ${CHANGED}`;
      }
    }
    if (typeof record.digest !== 'string') return undefined;
    const digest = prepared.digest(state);
    if (digest === record.digest) return undefined;
    return `The replay does not reproduce: after its ${actions.length} actions the game's digest is ${digest}, not the ${record.digest} it recorded. ${CHANGED}`;
  } catch (e) {
    return `The replay does not reproduce: its game cannot start (${message(e)}). ${CHANGED}`;
  }
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
