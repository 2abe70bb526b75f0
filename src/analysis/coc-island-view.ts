/**
 * The Island Campaign as a view reads it (pure, from the engine's own modules): each island space
 * with what lies on it (Cleared Token, Tomb Token face down or up, Natla-Pins, the Lara-Pin), the
 * paths between spaces, what Lara has found, and where a pending island decision lets her or a pin
 * go — with the Event Cards each island move costs, worked out by the engine's move rules.
 */
import type { LocationType } from '../model/coc-grid.ts';
import type { RulesContent } from '../engine/coc/index.ts';
import type { Ctx } from '../engine/coc/index.ts';
import type { CocState } from '../engine/coc/index.ts';
import { levelOf } from '../engine/coc/index.ts';
import { islandBoard } from '../engine/coc/index.ts';
import { moveOptions } from '../engine/coc/index.ts';
import { faceDown } from '../engine/coc/index.ts';
import { startSpaces } from '../engine/coc/index.ts';
import type { CampaignStage } from '../engine/coc/index.ts';
import { cardName } from './coc-view.ts';

export interface IslandSpaceView {
  id: string;
  type: LocationType;
  column: number;
  row: number;
  start: boolean;
  cleared: boolean;
  lara: boolean;
  /** Natla-Pins standing here. */
  pins: number;
  /** A tomb's token: absent (none or collected), face down, or face up with its name. */
  token?: { faceUp: false } | { faceUp: true; name: string; find?: 'map' | 'key' };
}

export interface IslandView {
  name: string;
  stage: CampaignStage;
  spaces: IslandSpaceView[];
  /** Each path once, as a pair of space ids. */
  paths: [string, string][];
  /** Tomb Tokens collected, by name; whether the MAP and the KEY are among them. */
  found: string[];
  map: boolean;
  key: boolean;
  pinsOnIsland: number;
  crypt: string;
  /** The location (or crypt) being played, by name. */
  playing: string | null;
  boss: string | null;
}

const ctxOf = (content: RulesContent, state: CocState): Ctx => ({
  state,
  content,
  level: levelOf(content, state.level),
  events: [],
});

export function islandView(content: RulesContent, state: CocState): IslandView | undefined {
  const c = state.campaign;
  if (!c) return undefined;
  const board = islandBoard(content, c.board);
  const tokenOf = (id: string) => board.tombTokens.find((t) => t.id === id);
  const spaces = board.order.map((id): IslandSpaceView => {
    const s = board.spaces.get(id)!;
    const tokenId = c.tokens[id];
    const t = tokenId === undefined ? undefined : tokenOf(tokenId);
    return {
      id,
      type: s.type,
      column: s.column,
      row: s.row,
      start: s.start,
      cleared: c.cleared.includes(id),
      lara: c.lara === id,
      pins: c.pins.filter((p) => p === id).length,
      ...(tokenId === undefined
        ? {}
        : {
            token: c.revealed.includes(id)
              ? { faceUp: true as const, name: t?.name ?? tokenId, ...(t?.find ? { find: t.find } : {}) }
              : { faceUp: false as const },
          }),
    };
  });
  const paths: [string, string][] = [];
  for (const s of board.spaces.values())
    for (const to of s.paths)
      if (to !== undefined && s.id < to && !paths.some(([a, b]) => a === s.id && b === to)) paths.push([s.id, to]);
  const found = c.found.map((id) => tokenOf(id));
  const level = c.location
    ? cardName(content, 'location', c.location)
    : state.crypt
      ? cardName(content, 'crypt', c.crypt)
      : null;
  return {
    name: board.name,
    stage: c.stage,
    spaces,
    paths,
    found: found.map((t, i) => t?.name ?? c.found[i]!),
    map: found.some((t) => t?.find === 'map'),
    key: found.some((t) => t?.find === 'key'),
    pinsOnIsland: c.pins.length,
    crypt: cardName(content, 'crypt', c.crypt),
    playing: c.stage === 'level' ? level : null,
    boss: c.boss ? cardName(content, 'boss', c.boss) : null,
  };
}

/**
 * The spaces the pending island decision may pick, with what each costs in Event Cards (island
 * moves; 0 for the other decisions): the start spaces, the Lara-Pin's moves, the face-down tokens
 * a map turns up, or the steps a Natla-Pin may take.
 */
export function islandTargets(content: RulesContent, state: CocState): Map<string, number> {
  const p = state.pending;
  if (!state.campaign || !p) return new Map();
  const ctx = ctxOf(content, state);
  const free = (list: readonly string[]) => new Map(list.map((s) => [s, 0]));
  switch (p.kind) {
    case 'islandStart':
      return free(startSpaces(ctx));
    case 'islandMove':
      return moveOptions(ctx, p);
    case 'revealTombToken':
      return free(faceDown(ctx));
    case 'natlaPath':
      return free(p.options);
    default:
      return new Map();
  }
}

/** A space in words: its id and location type ("m2, mountain"). */
export function spaceWords(content: RulesContent, state: CocState, id: string): string {
  const board = islandBoard(content, state.campaign!.board);
  const s = board.spaces.get(id);
  return s ? `${id} (${s.type}${state.campaign!.cleared.includes(id) ? ', cleared' : ''})` : id;
}

/** Is the campaign on the island (between levels, or at its start), rather than in a level? */
export const onIsland = (state: CocState): boolean => !!state.campaign && state.campaign.stage !== 'level';
