/**
 * CCG playtest replays as scenario files (schemas/scenario.schema.json, "game": "ccg"): the level
 * written in (the draft as it was played, so the file stands alone), the seed, mode and players,
 * every action as a step, and the state reached as the expectation (with its digest, also shown
 * in the log's bar); `npm run scenario` replays it to the same state. Steps carry no dice:
 * the seed rolls them again, identically. A level of a series saves the series too (`series`: which
 * level, its rules and the record so far), so the loaded replay goes on with the series after it. Loading one starts it
 * at its beginning with all its
 * steps ahead, to watch or to play on from any point, and checks it against its expectations (replay-check.ts).
 */
import type { ContentItem } from '../../model/content.ts';
import { parseJson } from '../../model/parse-json.ts';
import { scenarioProblems } from '../../store/scenario-check.ts';
import { isObject } from '../../model/json-read.ts';
import { stateDigest, type CcgAction, type NewGameOptions } from '../../engine/ccg/index.ts';
import { seriesOptions, type CcgScenario } from '../../engine/ccg/index.ts';
import type { Series } from '../../engine/ccg/index.ts';
import type { CcgPlaytestLauncher } from '../../store/ccg-playtest-launch.ts';
import type { CcgPlaytestSession } from '../../store/ccg-playtest-session.ts';
import { checkLoadedReplay } from '../play/replay-check.ts';

/** The level item the session plays (the draft laid over the packs wins). */
function levelItemOf(s: CcgPlaytestSession): ContentItem | undefined {
  return s.setup.packs.flatMap((p) => p.items).find((i) => i.kind === 'ccgLevel' && i.id === s.setup.level.id);
}

export function replayOf(s: CcgPlaytestSession): Record<string, unknown> {
  const o = s.setup.options;
  const item = levelItemOf(s);
  const state = s.state;
  return {
    $schema: '../../schemas/scenario.schema.json',
    game: 'ccg',
    name: `Playtest of ${s.setup.title}`,
    description: `Saved from the CCG playtest after ${s.steps.length} actions; state digest ${stateDigest(state)}.`,
    level: item ? { item } : { kind: 'ccgLevel', id: s.setup.level.id },
    seed: o.seed,
    mode: state.mode,
    ...(o.players ? { players: o.players } : {}),
    ...(o.entranceSetup !== undefined ? { entranceSetup: o.entranceSetup } : {}),
    ...(s.setup.series
      ? {
          series: {
            seed: s.setup.seriesSeed ?? o.seed,
            seriesLevel: o.seriesLevel ?? 0,
            timed: o.timed === true,
            seriesStart: o.seriesStart === true,
            record: s.setup.series,
          },
        }
      : {}),
    ...(o.setup ? { setup: o.setup } : {}),
    steps: s.steps.map((step) => step.action),
    expect: { status: state.status, turn: state.turn, round: state.round, digest: stateDigest(state) },
  };
}

export const replayText = (s: CcgPlaytestSession) => JSON.stringify(replayOf(s), null, 2) + '\n';

export const replayFileName = (s: CcgPlaytestSession) =>
  `${s.setup.level.id}-seed-${String(s.setup.options.seed)}.scenario.json`;

/**
 * Loads a CCG scenario file's text as a replay to watch from its start; returns the problem, if any.
 * `returnTo`: the area to go back to from the game (default: where the game on screen came from).
 */
export async function loadCcgReplay(
  launcher: CcgPlaytestLauncher,
  text: string,
  returnTo = launcher.request?.returnTo,
): Promise<string | undefined> {
  const parsed = parseJson(text);
  if (!parsed.ok) return `The file is not JSON (line ${parsed.line}, column ${parsed.column}: ${parsed.message}).`;
  const problems = await scenarioProblems(parsed.value);
  if (problems.length)
    return `The file is not a scenario: ${problems
      .slice(0, 3)
      .map((p) => `${p.pointer || '/'} ${p.message}`)
      .join('; ')}.`;
  const sc = parsed.value as Record<string, unknown>;
  if (sc.game !== 'ccg') return 'This is a Crypt of Chronos scenario: load it in the Playtest area.';
  const level = sc.level as { item?: ContentItem; id?: string };
  const items = [...((sc.items as ContentItem[] | undefined) ?? []), ...(level.item ? [level.item] : [])];
  const id = level.item?.id ?? level.id!;
  const options: NewGameOptions = {
    seed: (sc.seed as number | string | undefined) ?? 1,
    ...(sc.mode ? { mode: sc.mode as NewGameOptions['mode'] } : {}),
    ...(Array.isArray(sc.players) ? { players: sc.players as NewGameOptions['players'] } : {}),
    ...(typeof sc.entranceSetup === 'number' ? { entranceSetup: sc.entranceSetup } : {}),
    ...(isObject(sc.setup) ? { setup: sc.setup as NewGameOptions['setup'] } : {}),
    ...seriesOptions(sc as Pick<CcgScenario, 'series'>),
  };
  // A level of a series: the playtest goes on with the series' record after it.
  const series =
    isObject(sc.series) && isObject(sc.series.record) ? (sc.series.record as unknown as Series) : undefined;
  const seriesSeed =
    isObject(sc.series) && (typeof sc.series.seed === 'number' || typeof sc.series.seed === 'string')
      ? sc.series.seed
      : undefined;
  const actions = ((sc.steps as Record<string, unknown>[]) ?? []).map((step) => {
    const { note: _note, expectError: _error, ...action } = step;
    return action as unknown as CcgAction;
  });
  const name = typeof sc.name === 'string' ? sc.name : id;
  launcher.launch({
    packs: launcher.store.packs,
    items,
    level: { kind: 'ccgLevel', id },
    title: isObject(level.item) && typeof level.item.name === 'string' ? level.item.name : name,
    options,
    actions,
    ...(series ? { series, ...(seriesSeed !== undefined ? { seriesSeed } : {}) } : {}),
    ...(returnTo ? { returnTo } : {}),
  });
  if (launcher.error) return `The scenario cannot be played: ${launcher.error}`;
  // Checked off the main thread while it is watched: the shell says if it does not reproduce its expectations.
  if (launcher.request) void checkLoadedReplay(launcher.request, launcher.store.packs, sc);
  return undefined;
}
